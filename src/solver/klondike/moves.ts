/**
 * Move encoding of the fast Klondike solver: one integer a move, so move lists are typed arrays (no allocation).
 * Bits 0–2 the kind, bits 3–7 `a`, bits 8–11 `b`, bits 12–16 `c`:
 *
 * | kind                   | a                          | b                                 | c                  |
 * |------------------------|----------------------------|-----------------------------------|--------------------|
 * | COLUMN_TO_FOUNDATION   | column 0–6                 | –                                 | –                  |
 * | TALON_MOVE             | talon position q (1–24)    | column 0–6, or TO_FOUNDATION (7)  | recycles (0 or 1)  |
 * | COLUMN_TO_COLUMN       | from column                | to column                         | cards moved        |
 * | FOUNDATION_TO_COLUMN   | suit 0–3                   | to column                         | –                  |
 *
 * A talon move plays the card talon[q − 1] after the draws (and the recycle, when c is 1) that bring the talon pointer
 * to q: the stock moves folded in (K+, docs/solvers/klondike.md).
 */

export const COLUMN_TO_FOUNDATION = 0;
export const TALON_MOVE = 1;
export const COLUMN_TO_COLUMN = 2;
export const FOUNDATION_TO_COLUMN = 3;
/** `b` of a talon move to a foundation. */
export const TO_FOUNDATION = 7;

export function encode(kind: number, a: number, b: number, c: number): number {
  return kind | (a << 3) | (b << 8) | (c << 12);
}

export function moveKind(move: number): number {
  return move & 7;
}

export function moveA(move: number): number {
  return (move >> 3) & 31;
}

export function moveB(move: number): number {
  return (move >> 8) & 15;
}

export function moveC(move: number): number {
  return (move >> 12) & 31;
}

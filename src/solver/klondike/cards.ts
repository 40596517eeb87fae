/**
 * Cards of the fast Klondike solver as integers (docs/solvers/klondike.md): 0–51, suit × 13 +
 * rank − 1, suits in the order S H D C (hearts and diamonds red). Lookup tables by card number.
 */

export const SUITS = 'SHDC';
export const RANKS = 'A23456789TJQK';

/** Rank 1–13 by card number. */
export const RANK = new Uint8Array(52);
/** Suit 0–3 (S H D C) by card number. */
export const SUIT = new Uint8Array(52);
/** 1 for a red card (hearts, diamonds), 0 for a black one, by card number. */
export const RED = new Uint8Array(52);
/** The card's bit in its suit's 13-bit set (bit rank − 1), by card number. */
export const BIT = new Int32Array(52);
for (let card = 0; card < 52; card++) {
  RANK[card] = (card % 13) + 1;
  BIT[card] = 1 << (card % 13);
  SUIT[card] = (card / 13) | 0;
  RED[card] = SUIT[card] === 1 || SUIT[card] === 2 ? 1 : 0;
}

/** The two suits of the other colour, by suit (S H D C): OPPOSITE_A[s] and OPPOSITE_B[s]. */
export const OPPOSITE_A: readonly number[] = [1, 0, 0, 1];
export const OPPOSITE_B: readonly number[] = [2, 3, 3, 2];
/** The other suit of the same colour, by suit (S ↔ C, H ↔ D). */
export const SAME_COLOUR: readonly number[] = [3, 2, 1, 0];

/** The card number of a suit (0–3) and rank (1–13). */
export function cardOf(suit: number, rank: number): number {
  return suit * 13 + rank - 1;
}

/** The twin of a card: the card of the same rank and colour in the other suit (5♥ ↔ 5♦). */
export function twinOf(card: number): number {
  return cardOf(SAME_COLOUR[SUIT[card]], RANK[card]);
}

/** True when `card` may lie on `under` in a column: one rank lower, the other colour (RULES.md section 1). */
export function buildsOn(card: number, under: number): boolean {
  return RANK[under] === RANK[card] + 1 && RED[under] !== RED[card];
}

/** The solver's card number of a project card code (`AS` → 0, `KC` → 51), or −1 for a string that is no card. */
export function cardNumber(code: string): number {
  if (code.length !== 2) return -1;
  const suit = SUITS.indexOf(code[1]);
  const rank = RANKS.indexOf(code[0]);
  return suit < 0 || rank < 0 ? -1 : suit * 13 + rank;
}

/** The project card code of a solver card number. */
export function cardCode(card: number): string {
  return RANKS[card % 13] + SUITS[(card / 13) | 0];
}

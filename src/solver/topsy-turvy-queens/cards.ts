/**
 * Cards and hashing primitives of the fast Topsy-Turvy Queens solver
 * (docs/solvers/topsy-turvy-queens.md).
 *
 * A card is an integer 0..51: suit × 13 + rank − 1, suits S H D C, ranks A = 1 … K = 13 (the project's card codes of
 * src/core/cards.ts). The two copies of a card in the 104-card pack have the same number: the rules look only at a
 * card's rank and suit, so the copies are interchangeable and a position is the same whichever copy lies where.
 */

const SUIT_LETTERS = 'SHDC';
const RANK_LETTERS = 'A23456789TJQK';

export const KING = 13;
export const QUEEN = 12;
/** A complete foundation: K, A, 2, …, Q. */
export const FULL = 13;

export const RANK = new Uint8Array(52);
export const SUIT = new Uint8Array(52);
for (let card = 0; card < 52; card++) {
  RANK[card] = (card % 13) + 1;
  SUIT[card] = (card / 13) | 0;
}

/**
 * A position the solver cannot hold (one play cannot reach: a code that is no card, a malformed pile). The entry point
 * (search.ts) declines such a position with the message; any other exception is a bug and surfaces.
 */
export class PositionFault extends RangeError {}

/** The solver's number of a project card code (`AS` → 0, `KC` → 51). @throws PositionFault for a code that is no card. */
export function cardNumber(code: string): number {
  const suit = SUIT_LETTERS.indexOf(code[1]);
  const rank = RANK_LETTERS.indexOf(code[0]);
  if (code.length !== 2 || suit < 0 || rank < 0) throw new PositionFault(`"${code}" is not a card`);
  return suit * 13 + rank;
}

/** The project card code of a solver card number. */
export function cardCode(card: number): string {
  return RANK_LETTERS[card % 13] + SUIT_LETTERS[(card / 13) | 0];
}

/** The card of a suit and rank. */
export function cardOf(suit: number, rank: number): number {
  return suit * 13 + rank - 1;
}

export { finalMix, randomKeys, stepA, stepB } from '../hashing.js';

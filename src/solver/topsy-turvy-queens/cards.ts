/**
 * Cards and hashing primitives of the fast Topsy-Turvy Queens solver (docs/solver.md, "The Topsy-Turvy Queens fast
 * solver").
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

/** One mixing step of a column's prefix hash, lane A (a MurmurHash3 round). */
export function stepA(hash: number, card: number): number {
  let k = Math.imul(card + 1, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  let h = hash ^ k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** One mixing step, lane B (other constants, so the two lanes are independent). */
export function stepB(hash: number, card: number): number {
  let k = Math.imul(card + 7, 0x85ebca6b);
  k = (k << 17) | (k >>> 15);
  k = Math.imul(k, 0xc2b2ae35);
  let h = hash ^ k;
  h = (h << 11) | (h >>> 21);
  return (Math.imul(h, 9) + 0x2d358dcc) | 0;
}

/** The finaliser of MurmurHash3: spreads every input bit over the output. */
export function finalMix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x;
}

/** A fixed xorshift sequence of 32-bit keys (the same on every run, so hashes are reproducible). */
export function randomKeys(count: number, seed: number): Int32Array {
  let state = seed | 0 || 1;
  const keys = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    keys[i] = state;
  }
  return keys;
}

/**
 * The 64-bit position hash of the fast Klondike solver, as two 32-bit lanes (docs/solver.md, "Hash"): the mixing
 * steps of a column's prefix hashes, the final mix of a column, and fixed random keys for the talon cards, the talon
 * pointer, the redeals used and a pending obligation (rules D, F, V). The keys come from a fixed xorshift sequence,
 * so hashes are the same on every run.
 */

let randomState = 0x2545f491;
function nextRandom(): number {
  randomState ^= randomState << 13;
  randomState ^= randomState >>> 17;
  randomState ^= randomState << 5;
  return randomState | 0;
}

/** Keys of the talon cards (XORed in for each card still in the talon), by card number. */
export const TALON_KEY_A = Int32Array.from({ length: 52 }, nextRandom);
export const TALON_KEY_B = Int32Array.from({ length: 52 }, nextRandom);
/** Keys of the talon pointer 0–24. */
export const POINTER_KEY_A = Int32Array.from({ length: 25 }, nextRandom);
export const POINTER_KEY_B = Int32Array.from({ length: 25 }, nextRandom);
/** Keys of the redeals used (only when redeals are limited). */
export const REDEAL_KEY_A = Int32Array.from({ length: 8 }, nextRandom);
export const REDEAL_KEY_B = Int32Array.from({ length: 8 }, nextRandom);
/** Keys of a pending obligation: index card × 3 + kind (see obligationKey in rules.ts), 3 × 52 for rule V. */
export const OBLIGATION_KEY_A = Int32Array.from({ length: 3 * 52 + 1 }, nextRandom);
export const OBLIGATION_KEY_B = Int32Array.from({ length: 3 * 52 + 1 }, nextRandom);

/** The hash of an empty column, per lane. */
export const COLUMN_SEED_A = 0x3c6ef372;
export const COLUMN_SEED_B = 0x5be0cd19;

/** One mixing step of lane A: the prefix hash of a column after `card` is pushed onto it. */
export function stepA(hash: number, card: number): number {
  let k = Math.imul(card + 1, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  let h = hash ^ k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** One mixing step of lane B. */
export function stepB(hash: number, card: number): number {
  let k = Math.imul(card + 7, 0x85ebca6b);
  k = (k << 17) | (k >>> 15);
  k = Math.imul(k, 0xc2b2ae35);
  let h = hash ^ k;
  h = (h << 11) | (h >>> 21);
  return (Math.imul(h, 9) + 0x2d358dcc) | 0;
}

/** The final avalanche of a column's hash before the columns are added. */
export function finalMix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x;
}

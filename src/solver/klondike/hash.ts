/**
 * The 64-bit position hash of the fast Klondike solver, as two 32-bit lanes (docs/solvers/klondike.md, "State and
 * hash"): the mixing steps of a column's prefix hashes, the final mix of a column, and fixed random keys for the talon
 * cards, the redeals used, a pending obligation (rules D, F, V) and the face-up cards as a set (rule A). The talon
 * pointer has no key: the table keeps it beside the hash (pointer-table.ts). The keys come from a fixed xorshift
 * sequence, so hashes are the same on every run.
 */

import { KeySequence } from '../hashing.js';

export { finalMix, stepA, stepB } from '../hashing.js';

const sequence = new KeySequence(0x2545f491);
const nextRandom = (): number => sequence.next();

/** Keys of the talon cards (XORed in for each card still in the talon), by card number. */
export const TALON_KEY_A = Int32Array.from({ length: 52 }, nextRandom);
export const TALON_KEY_B = Int32Array.from({ length: 52 }, nextRandom);
/** Keys of the redeals used (only when redeals are limited). */
export const REDEAL_KEY_A = Int32Array.from({ length: 8 }, nextRandom);
export const REDEAL_KEY_B = Int32Array.from({ length: 8 }, nextRandom);
/** Keys of a pending obligation: index card × 3 + kind (see obligationKey in rules.ts), 3 × 52 for rule V. */
export const OBLIGATION_KEY_A = Int32Array.from({ length: 3 * 52 + 1 }, nextRandom);
export const OBLIGATION_KEY_B = Int32Array.from({ length: 3 * 52 + 1 }, nextRandom);

/**
 * Keys of the face-up cards that are not the lowest face-up card of their column (XORed in, whatever their column and
 * place, for rule A: the arrangement of twins; see KlondikeState.computeHash), by card number.
 */
export const FACE_UP_KEY_A = Int32Array.from({ length: 52 }, nextRandom);
export const FACE_UP_KEY_B = Int32Array.from({ length: 52 }, nextRandom);

/** The hash of an empty column, per lane. */
export const COLUMN_SEED_A = 0x3c6ef372;
export const COLUMN_SEED_B = 0x5be0cd19;

/**
 * Hashing primitives shared by the fast solvers (the hash in each solver's reference under docs/solvers/): positions
 * are hashed to 64 bits as two independent 32-bit lanes A and B.
 *
 * - `stepA`/`stepB`: one MurmurHash3 round, the prefix hash of a pile after a card (an integer ≥ 0) is pushed on it;
 *   the two lanes use different constants, so they are independent.
 * - `finalMix`: MurmurHash3's finaliser, spreading every input bit over the output, so that hashes of piles can be
 *   added (making the key independent of the piles' order) without cancelling.
 * - `KeySequence`: a fixed xorshift32 sequence of random 32-bit keys (Zobrist keys), the same on every run, so that
 *   hashes, and with them a search's table, are reproducible.
 *
 * Pure integer arithmetic: usable in the browser, Node and workers.
 */

/** One mixing step of lane A: the prefix hash of a pile after `card` is pushed onto it. */
export function stepA(hash: number, card: number): number {
  let k = Math.imul(card + 1, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  let h = hash ^ k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** One mixing step of lane B (other constants than lane A). */
export function stepB(hash: number, card: number): number {
  let k = Math.imul(card + 7, 0x85ebca6b);
  k = (k << 17) | (k >>> 15);
  k = Math.imul(k, 0xc2b2ae35);
  let h = hash ^ k;
  h = (h << 11) | (h >>> 21);
  return (Math.imul(h, 9) + 0x2d358dcc) | 0;
}

/** MurmurHash3's 32-bit finaliser. */
export function finalMix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x;
}

/** A fixed xorshift32 sequence of 32-bit keys from `seed` (a nonzero integer; 0 is taken as 1). */
export class KeySequence {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0 || 1;
  }

  /** The next key of the sequence. */
  next(): number {
    let state = this.state;
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    this.state = state;
    return state | 0;
  }

  /** The next `count` keys, as an array. */
  keys(count: number): Int32Array {
    const keys = new Int32Array(count);
    for (let i = 0; i < count; i++) keys[i] = this.next();
    return keys;
  }
}

/** `count` keys of the sequence from `seed` (a table of its own). */
export function randomKeys(count: number, seed: number): Int32Array {
  return new KeySequence(seed).keys(count);
}

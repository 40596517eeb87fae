/**
 * A set of 64-bit hashes, the transposition table of the Topsy-Turvy Queens and Go, No Go solvers: an OpenTable
 * (open-table.ts) of two slots an entry (the two lanes), with linear probing. It grows by doubling at half full up to
 * 2^maxBits entries of 8 bytes and reports `full` beyond three quarters of that.
 */
import { OpenTable, home } from './open-table.js';

export class HashSet64 extends OpenTable {
  constructor(initialBits = 16, maxBits = 24) {
    super(2, initialBits, maxBits);
  }

  /** Adds a hash: 1 when it was new, 0 when it was there already, −1 when the set is full (nothing added). */
  add(a: number, b: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty entry
    if (this.size * 2 >= this.mask + 1) {
      if (this.bits < this.maxBits) this.double();
      else if (this.size * 4 >= (this.mask + 1) * 3) return -1;
    }
    const slots = this.slots;
    const mask = this.mask;
    let slot = home(a, b, mask);
    for (;;) {
      const at = slot << 1;
      const h = slots[at];
      const l = slots[at + 1];
      if (h === 0 && l === 0) {
        slots[at] = a;
        slots[at + 1] = b;
        this.size++;
        return 1;
      }
      if (h === a && l === b) return 0;
      slot = (slot + 1) & mask;
    }
  }

  /** True when the set holds the hash (a, b). */
  has(a: number, b: number): boolean {
    if (a === 0 && b === 0) b = 1;
    const slots = this.slots;
    const mask = this.mask;
    let slot = home(a, b, mask);
    for (;;) {
      const at = slot << 1;
      const h = slots[at];
      const l = slots[at + 1];
      if (h === a && l === b) return true;
      if (h === 0 && l === 0) return false;
      slot = (slot + 1) & mask;
    }
  }
}

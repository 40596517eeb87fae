/**
 * A set of 64-bit hashes (two 32-bit lanes side by side in one typed array, so a probe touches one cache line),
 * with open addressing and linear probing: the transposition table of the Topsy-Turvy Queens and Go, No Go solvers.
 * It grows by doubling up to 2^maxBits slots of 8 bytes and reports `full` beyond three quarters of that. Its array
 * comes from, and goes back to, the solvers' table memory (table-memory.ts): a search done with its set calls
 * `release`.
 */
import { giveSlots, takeSlots } from './table-memory.js';

export class HashSet64 {
  private slots: Int32Array;
  private mask: number;
  private bits: number;
  size = 0;

  constructor(
    initialBits = 16,
    private readonly maxBits = 24,
  ) {
    this.bits = Math.min(initialBits, maxBits);
    this.slots = takeSlots(2 << this.bits);
    this.mask = (1 << this.bits) - 1;
  }

  /** Gives the set's memory back for the next table (table-memory.ts) and leaves the set empty, with a few slots. */
  release(): void {
    giveSlots(this.slots);
    this.bits = 4;
    this.slots = new Int32Array(2 << this.bits);
    this.mask = (1 << this.bits) - 1;
    this.size = 0;
  }

  /** Adds a hash: 1 when it was new, 0 when it was there already, -1 when the set is full (nothing added). */
  add(a: number, b: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    if (this.size * 2 >= this.mask + 1) {
      if (this.bits < this.maxBits) this.grow();
      else if (this.size * 4 >= (this.mask + 1) * 3) return -1;
    }
    const slots = this.slots;
    const mask = this.mask;
    let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
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
    let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
    for (;;) {
      const at = slot << 1;
      const h = slots[at];
      const l = slots[at + 1];
      if (h === a && l === b) return true;
      if (h === 0 && l === 0) return false;
      slot = (slot + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.bits++;
    this.slots = takeSlots(2 << this.bits);
    this.mask = (1 << this.bits) - 1;
    const slots = this.slots;
    const mask = this.mask;
    for (let i = 0; i < old.length; i += 2) {
      const a = old[i];
      const b = old[i + 1];
      if (a === 0 && b === 0) continue;
      let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
      while (slots[slot << 1] !== 0 || slots[(slot << 1) + 1] !== 0) slot = (slot + 1) & mask;
      slots[slot << 1] = a;
      slots[(slot << 1) + 1] = b;
    }
    giveSlots(old);
  }
}

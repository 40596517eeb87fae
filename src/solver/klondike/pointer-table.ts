/**
 * The transposition table of the fast Klondike solver (docs/solvers/klondike.md, "Table"): for each position without
 * its talon pointer, the set of pointers at which the search has entered it. A key is the position's 64-bit hash with
 * the pointer's key taken out (two 32-bit lanes); its value is a mask with bit p set for the hashed pointer p (0–24).
 * So one probe tells whether the position was entered at this pointer and, for rule T, whether it was entered at a
 * pointer that dominates this one — where a table of whole hashes would need a probe for every dominating pointer.
 *
 * Open addressing with linear probing, three 32-bit slots an entry (key high, key low, mask) in one typed array; it grows
 * by doubling up to 2^maxBits entries and is full beyond three quarters of that. Its arrays come from, and go back to,
 * the solvers' table memory (../table-memory.ts): a search done with its table calls `release`.
 */
import { giveSlots, takeSlots } from '../table-memory.js';

/** Slots (32-bit) an entry. */
const WIDTH = 3;

export class PointerTable {
  private slots: Int32Array;
  private mask: number;
  private bits: number;
  /** Keys held (positions without their pointer). */
  size = 0;

  constructor(
    initialBits = 16,
    private readonly maxBits = 25,
  ) {
    this.bits = Math.min(initialBits, maxBits);
    this.slots = takeSlots(WIDTH << this.bits);
    this.mask = (1 << this.bits) - 1;
  }

  /** Gives the table's memory back for the next table (../table-memory.ts) and leaves it empty, with a few entries. */
  release(): void {
    giveSlots(this.slots);
    this.bits = 4;
    this.slots = new Int32Array(WIDTH << this.bits);
    this.mask = (1 << this.bits) - 1;
    this.size = 0;
  }

  /**
   * Adds pointer bit `bit` (1 << p) to key (a, b). Returns the key's mask before (0: a new key; `& bit` non-zero: the
   * position was there already at this pointer), or −1 when the key is new and the table is full (nothing added).
   */
  add(a: number, b: number, bit: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty entry
    const slots = this.slots;
    const mask = this.mask;
    let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
    for (;;) {
      const at = slot * WIDTH;
      const h = slots[at];
      const l = slots[at + 1];
      if (h === a && l === b) {
        const before = slots[at + 2];
        slots[at + 2] = before | bit;
        return before;
      }
      if (h === 0 && l === 0) break;
      slot = (slot + 1) & mask;
    }
    // A new key.
    if (this.size * 2 >= mask + 1) {
      if (this.bits < this.maxBits) {
        this.grow();
        return this.add(a, b, bit);
      }
      if (this.size * 4 >= (mask + 1) * 3) return -1;
    }
    const at = slot * WIDTH;
    slots[at] = a;
    slots[at + 1] = b;
    slots[at + 2] = bit;
    this.size++;
    return 0;
  }

  private grow(): void {
    const old = this.slots;
    this.bits++;
    this.slots = takeSlots(WIDTH << this.bits);
    this.mask = (1 << this.bits) - 1;
    const slots = this.slots;
    const mask = this.mask;
    for (let i = 0; i < old.length; i += WIDTH) {
      const a = old[i];
      const b = old[i + 1];
      if (a === 0 && b === 0) continue;
      let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
      while (slots[slot * WIDTH] !== 0 || slots[slot * WIDTH + 1] !== 0) slot = (slot + 1) & mask;
      slots[slot * WIDTH] = a;
      slots[slot * WIDTH + 1] = b;
      slots[slot * WIDTH + 2] = old[i + 2];
    }
    giveSlots(old);
  }
}

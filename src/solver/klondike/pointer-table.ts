/**
 * The transposition table of the fast Klondike solver (docs/solvers/klondike.md, "Table"): for each position without
 * its talon pointer, the set of pointers at which the search has entered it. A key is the position's 64-bit hash with
 * the pointer's key taken out (two 32-bit lanes); its value is a mask with bit p set for the hashed pointer p (0–24).
 * So one probe tells whether the position was entered at this pointer and, for rule T, whether it was entered at a
 * pointer that dominates this one — where a table of whole hashes would need a probe for every dominating pointer.
 *
 * An OpenTable (../open-table.ts) of three slots an entry (key high, key low, mask), with linear probing; it grows by
 * doubling at half full up to 2^maxBits entries and is full beyond three quarters of that.
 */
import { OpenTable, home } from '../open-table.js';

/** Slots (32-bit) an entry. */
const WIDTH = 3;

export class PointerTable extends OpenTable {
  constructor(initialBits = 16, maxBits = 25) {
    super(WIDTH, initialBits, maxBits);
  }

  /**
   * Adds pointer bit `bit` (1 << p) to key (a, b). Returns the key's mask before (0: a new key; `& bit` non-zero: the
   * position was there already at this pointer), or −1 when the key is new and the table is full (nothing added).
   */
  add(a: number, b: number, bit: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty entry
    const slots = this.slots;
    const mask = this.mask;
    let slot = home(a, b, mask);
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
        this.double();
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
}

/**
 * The shape every transposition table of the solvers shares: entries of `width` 32-bit slots side by side in one typed
 * array (a 64-bit key as two lanes, then the entry's value if it has one), so a probe reads one cache line; open
 * addressing from the key's home entry, (0, 0) marking an empty entry; growth by doubling up to 2^maxBits entries; the
 * arrays taken from, and given back to, the solvers' table memory (table-memory.ts): a search done with its table calls
 * `release`.
 *
 * The tables: HashSet64 (hash-set.ts: keys only, Topsy-Turvy Queens and Go, No Go), the Klondike table
 * (klondike/pointer-table.ts: a key with a mask of talon pointers), and the seed-001 tables (seed001/table.ts: a key
 * with a value, and a lossy cache). Each keeps its own probe loop, with its width a constant there: the loop is the hot
 * path of its search.
 */
import { giveSlots, takeSlots } from './table-memory.js';

/** The first entry of key (a, b) in a table of `mask + 1` entries. */
export function home(a: number, b: number, mask: number): number {
  return (a ^ Math.imul(b, 0x9e3779b1)) & mask;
}

export abstract class OpenTable {
  /** The entries, `width` slots each. */
  protected slots: Int32Array;
  /** Entries − 1 (entries a power of two). */
  protected mask: number;
  protected bits: number;
  /** Keys held. */
  size = 0;

  constructor(
    /** Slots (32-bit) an entry: 2 for a key, 3 for a key with a value. */
    protected readonly width: number,
    initialBits: number,
    protected readonly maxBits: number,
  ) {
    this.bits = Math.min(initialBits, maxBits);
    this.slots = takeSlots(width << this.bits);
    this.mask = (1 << this.bits) - 1;
  }

  /** Gives the memory back for the next table (table-memory.ts) and leaves the table empty, with a few entries. */
  release(): void {
    giveSlots(this.slots);
    this.bits = 4;
    this.slots = new Int32Array(this.width << this.bits);
    this.mask = (1 << this.bits) - 1;
    this.size = 0;
  }

  /** True when the table is at its largest and three quarters full: it takes no more keys. */
  get full(): boolean {
    return this.bits >= this.maxBits && this.size * 4 >= (this.mask + 1) * 3;
  }

  /** Doubles the entries, emptied, and puts each entry of the old ones back (`putBack`); the old array goes back. */
  protected double(): void {
    const old = this.slots;
    this.bits++;
    this.slots = takeSlots(this.width << this.bits);
    this.mask = (1 << this.bits) - 1;
    for (let at = 0; at < old.length; at += this.width) {
      if (old[at] !== 0 || old[at + 1] !== 0) this.putBack(old, at);
    }
    giveSlots(old);
  }

  /** Puts the entry at `old[at..at + width)` into the doubled entries: at the first empty entry from its home. */
  protected putBack(old: Int32Array, at: number): void {
    const { slots, mask, width } = this;
    let slot = home(old[at], old[at + 1], mask);
    while (slots[slot * width] !== 0 || slots[slot * width + 1] !== 0) slot = (slot + 1) & mask;
    for (let k = 0; k < width; k++) slots[slot * width + k] = old[at + k];
  }
}

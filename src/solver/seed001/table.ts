/**
 * The transposition tables of the seed-001 fast solver: 64-bit position keys (two 32-bit lanes) with a 32-bit value
 * each, OpenTables (../open-table.ts) of three slots an entry (12 bytes).
 * - `PositionTable`: open addressing with linear probing, growing by doubling at three quarters full up to 2^maxBits
 *   entries; `full` beyond three quarters of that. The value is the position's pairs (rule M, `Seed001Search`) or its
 *   sleep set (lazy.ts).
 * - `PositionCache`: lossy, direct-mapped (lazy.ts: the positions between two deals).
 */
import { OpenTable, home } from '../open-table.js';

/** Slots (32-bit) an entry: key high, key low, value. */
const WIDTH = 3;

export class PositionTable extends OpenTable {
  /** The entry of the last `find`. */
  private slot = 0;

  constructor(initialBits = 16, maxBits = 24) {
    super(WIDTH, initialBits, maxBits);
  }

  /** The value stored for key (a, b), or −1 when the key is not in the table (values are never negative). */
  find(a: number, b: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty entry
    const slots = this.slots;
    const mask = this.mask;
    let slot = home(a, b, mask);
    for (;;) {
      const at = slot * WIDTH;
      const h = slots[at];
      const l = slots[at + 1];
      if (h === 0 && l === 0) {
        this.slot = slot;
        return -1;
      }
      if (h === a && l === b) {
        this.slot = slot;
        return slots[at + 2];
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Stores `value` (≥ 0) for key (a, b), right after `find(a, b)`. */
  store(a: number, b: number, value: number): void {
    if (a === 0 && b === 0) b = 1;
    const slots = this.slots;
    const at = this.slot * WIDTH;
    if (slots[at] === 0 && slots[at + 1] === 0) {
      slots[at] = a;
      slots[at + 1] = b;
      this.size++;
    }
    slots[at + 2] = value;
    // Grows at three quarters full: a probe of a key not there then reads a few entries of one or two cache lines, and
    // the table grows half as often into memory the system must first hand over (growing at half full: 5091's plain
    // lazy game 1.01-1.06 times the CPU time).
    if (this.size * 4 >= (this.mask + 1) * 3 && this.bits < this.maxBits) this.double();
  }
}

/**
 * A lossy transposition table: direct-mapped (a key has one entry, and a new key takes the entry from the key there),
 * growing by doubling from 2^initialBits entries (as more keys than twice its entries come) up to 2^maxBits, small
 * enough to stay in the processor's caches. A key that was stored may no longer be found; a search that keeps only what
 * it may find again this way (lazy.ts: positions inside the play between two deals) then searches that position again,
 * which costs time and never a verdict. (`size` stays 0: it does not count its keys.)
 */
export class PositionCache extends OpenTable {
  /** Keys stored since the last growth (a key taking another's entry counts). */
  private stored = 0;
  /** The entry of the last `find`. */
  private slot = 0;

  constructor(initialBits = 12, maxBits = 17) {
    super(WIDTH, initialBits, maxBits);
  }

  override release(): void {
    super.release();
    this.stored = 0;
  }

  /** The value stored for key (a, b), or −1 when the key is not there (never stored, or its entry taken since). */
  find(a: number, b: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty entry
    const slot = home(a, b, this.mask);
    this.slot = slot;
    const at = slot * WIDTH;
    return this.slots[at] === a && this.slots[at + 1] === b ? this.slots[at + 2] : -1;
  }

  /** Stores `value` (≥ 0) for key (a, b), right after `find(a, b)`, in place of the key in its entry. */
  store(a: number, b: number, value: number): void {
    if (a === 0 && b === 0) b = 1;
    const slots = this.slots;
    const at = this.slot * WIDTH;
    if (slots[at] !== a || slots[at + 1] !== b) {
      slots[at] = a;
      slots[at + 1] = b;
      this.stored++;
    }
    slots[at + 2] = value;
    if (this.stored > (this.mask + 1) * 2 && this.bits < this.maxBits) {
      this.stored = 0;
      this.double();
    }
  }

  /** In its entry (the last of keys sharing one stays). */
  protected override putBack(old: Int32Array, from: number): void {
    const a = old[from];
    const b = old[from + 1];
    const at = home(a, b, this.mask) * WIDTH;
    const slots = this.slots;
    if (slots[at] === 0 && slots[at + 1] === 0) this.stored++;
    slots[at] = a;
    slots[at + 1] = b;
    slots[at + 2] = old[from + 2];
  }
}

/**
 * The transposition tables of the seed-001 fast solver: 64-bit position keys (two 32-bit lanes) with a 32-bit value
 * each (12 bytes a slot), in arrays that come from, and go back to, the solvers' table memory (../table-memory.ts): a
 * search done with its table calls `release`.
 * - `PositionTable`: open addressing with linear probing, growing by doubling at three quarters full up to 2^maxBits
 *   slots; `full` beyond three quarters of that. The value is the position's pairs (rule M, `Seed001Search`) or its
 *   sleep set (lazy.ts).
 * - `PositionCache`: lossy, direct-mapped (lazy.ts: the positions between two deals).
 */
import { giveSlots, takeSlots } from '../table-memory.js';

/** The first slot of key (a, b) in a table of `mask + 1` slots. */
function home(a: number, b: number, mask: number): number {
  return (a ^ Math.imul(b, 0x9e3779b1)) & mask;
}

/** The slots of a table: keys (two lanes a slot) and values, 2^bits of them, (0, 0) marking an empty slot. */
abstract class Slots {
  protected keys: Int32Array;
  protected values: Int32Array;
  protected mask: number;
  protected bits: number;
  /** The slot of the last `find`. */
  protected slot = 0;

  constructor(
    initialBits: number,
    protected readonly maxBits: number,
  ) {
    this.bits = Math.min(initialBits, maxBits);
    this.keys = takeSlots(2 << this.bits);
    this.values = takeSlots(1 << this.bits);
    this.mask = (1 << this.bits) - 1;
  }

  /**
   * Gives the memory back for the next table (../table-memory.ts) and leaves the table empty, with a few slots: for a
   * search that is done with it.
   */
  release(): void {
    giveSlots(this.keys);
    giveSlots(this.values);
    this.bits = 4;
    this.keys = new Int32Array(2 << this.bits);
    this.values = new Int32Array(1 << this.bits);
    this.mask = (1 << this.bits) - 1;
  }

  /** Puts a key back into the slots just doubled (`double`). */
  protected abstract putBack(a: number, b: number, value: number): void;

  /** Doubles the slots, emptied, and puts each key of the old ones back; the old arrays go back to the memory. */
  protected double(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    this.bits++;
    this.keys = takeSlots(2 << this.bits);
    this.values = takeSlots(1 << this.bits);
    this.mask = (1 << this.bits) - 1;
    for (let i = 0; i < oldValues.length; i++) {
      const a = oldKeys[i << 1];
      const b = oldKeys[(i << 1) + 1];
      if (a !== 0 || b !== 0) this.putBack(a, b, oldValues[i]);
    }
    giveSlots(oldKeys);
    giveSlots(oldValues);
  }
}

export class PositionTable extends Slots {
  size = 0;

  constructor(initialBits = 16, maxBits = 24) {
    super(initialBits, maxBits);
  }

  override release(): void {
    super.release();
    this.size = 0;
  }

  /** True when the table may take no more keys. */
  get full(): boolean {
    return this.bits >= this.maxBits && this.size * 4 >= (this.mask + 1) * 3;
  }

  /** The value stored for key (a, b), or −1 when the key is not in the table (values are never negative). */
  find(a: number, b: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    const keys = this.keys;
    const mask = this.mask;
    let slot = home(a, b, mask);
    for (;;) {
      const h = keys[slot << 1];
      const l = keys[(slot << 1) + 1];
      if (h === 0 && l === 0) {
        this.slot = slot;
        return -1;
      }
      if (h === a && l === b) {
        this.slot = slot;
        return this.values[slot];
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Stores `value` (≥ 0) for key (a, b), right after `find(a, b)`. */
  store(a: number, b: number, value: number): void {
    if (a === 0 && b === 0) b = 1;
    const at = this.slot << 1;
    if (this.keys[at] === 0 && this.keys[at + 1] === 0) {
      this.keys[at] = a;
      this.keys[at + 1] = b;
      this.size++;
    }
    this.values[this.slot] = value;
    // Grows at three quarters full: a probe of a key not there then reads a few slots of one or two cache lines, and
    // the table grows half as often into memory the system must first hand over (growing at half full: 5091's plain
    // lazy game 1.01-1.06 times the CPU time).
    if (this.size * 4 >= (this.mask + 1) * 3 && this.bits < this.maxBits) this.double();
  }

  /** At its first free slot from its home. */
  protected putBack(a: number, b: number, value: number): void {
    const keys = this.keys;
    const mask = this.mask;
    let slot = home(a, b, mask);
    while (keys[slot << 1] !== 0 || keys[(slot << 1) + 1] !== 0) slot = (slot + 1) & mask;
    keys[slot << 1] = a;
    keys[(slot << 1) + 1] = b;
    this.values[slot] = value;
  }
}

/**
 * A lossy transposition table: direct-mapped (a key has one slot, and a new key takes the slot from the key there),
 * growing by doubling from 2^initialBits slots (as more keys than twice its slots come) up to 2^maxBits, small enough
 * to stay in the processor's caches. A key that was stored may no longer be found; a search that keeps only what it
 * may find again this way (lazy.ts: positions inside the play between two deals) then searches that position again,
 * which costs time and never a verdict.
 */
export class PositionCache extends Slots {
  /** Keys stored since the last growth (a key taking another's slot counts). */
  private stored = 0;

  constructor(initialBits = 12, maxBits = 17) {
    super(initialBits, maxBits);
  }

  override release(): void {
    super.release();
    this.stored = 0;
  }

  /** The value stored for key (a, b), or −1 when the key is not there (never stored, or its slot taken since). */
  find(a: number, b: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    const slot = home(a, b, this.mask);
    this.slot = slot;
    return this.keys[slot << 1] === a && this.keys[(slot << 1) + 1] === b ? this.values[slot] : -1;
  }

  /** Stores `value` (≥ 0) for key (a, b), right after `find(a, b)`, in place of the key in its slot. */
  store(a: number, b: number, value: number): void {
    if (a === 0 && b === 0) b = 1;
    const at = this.slot << 1;
    if (this.keys[at] !== a || this.keys[at + 1] !== b) {
      this.keys[at] = a;
      this.keys[at + 1] = b;
      this.stored++;
    }
    this.values[this.slot] = value;
    if (this.stored > (this.mask + 1) * 2 && this.bits < this.maxBits) {
      this.stored = 0;
      this.double();
    }
  }

  /** In its slot (the last of keys sharing one stays). */
  protected putBack(a: number, b: number, value: number): void {
    const slot = home(a, b, this.mask);
    if (this.keys[slot << 1] === 0 && this.keys[(slot << 1) + 1] === 0) this.stored++;
    this.keys[slot << 1] = a;
    this.keys[(slot << 1) + 1] = b;
    this.values[slot] = value;
  }
}

/**
 * The transposition table of the seed-001 fast solver: 64-bit position keys (two 32-bit lanes) with a 32-bit value
 * each, open addressing with linear probing, growing by doubling at three quarters full up to 2^maxBits slots (12
 * bytes each); `full` beyond three quarters of that. The value is the position's pairs (rule M): see `Seed001Search`.
 * Its arrays come from, and go back to, the solvers' table memory (../table-memory.ts): a search done with its table
 * calls `release`.
 */
import { giveSlots, takeSlots } from '../table-memory.js';

export class PositionTable {
  private keys: Int32Array;
  private values: Int32Array;
  private mask: number;
  private bits: number;
  size = 0;
  /** The slot of the last `find` (its key was found or is free there). */
  private slot = 0;

  constructor(
    initialBits = 16,
    private readonly maxBits = 24,
  ) {
    this.bits = Math.min(initialBits, maxBits);
    this.keys = takeSlots(2 << this.bits);
    this.values = takeSlots(1 << this.bits);
    this.mask = (1 << this.bits) - 1;
  }

  /**
   * Gives the table's memory back for the next table (../table-memory.ts) and leaves the table empty, with a few slots:
   * for a search that is done with it.
   */
  release(): void {
    giveSlots(this.keys);
    giveSlots(this.values);
    this.bits = 4;
    this.keys = new Int32Array(2 << this.bits);
    this.values = new Int32Array(1 << this.bits);
    this.mask = (1 << this.bits) - 1;
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
    let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
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
    if (this.size * 4 >= (this.mask + 1) * 3 && this.bits < this.maxBits) this.grow();
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    this.bits++;
    this.keys = takeSlots(2 << this.bits);
    this.values = takeSlots(1 << this.bits);
    this.mask = (1 << this.bits) - 1;
    const keys = this.keys;
    const mask = this.mask;
    for (let i = 0; i < oldValues.length; i++) {
      const a = oldKeys[i << 1];
      const b = oldKeys[(i << 1) + 1];
      if (a === 0 && b === 0) continue;
      let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
      while (keys[slot << 1] !== 0 || keys[(slot << 1) + 1] !== 0) slot = (slot + 1) & mask;
      keys[slot << 1] = a;
      keys[(slot << 1) + 1] = b;
      this.values[slot] = oldValues[i];
    }
    giveSlots(oldKeys);
    giveSlots(oldValues);
  }
}

/**
 * A lossy transposition table: direct-mapped (a key has one slot, and a new key takes the slot from the key there),
 * 64-bit keys with a 32-bit value each, growing by doubling from 2^initialBits slots (as more keys than twice its slots
 * come) up to 2^maxBits, small enough to stay in the processor's caches. A key that was stored may no longer be found;
 * a search that keeps only what it may find again this way (lazy.ts: positions inside the play between two deals)
 * then searches that position again, which costs time and never a verdict. Memory as PositionTable's.
 */
export class PositionCache {
  private keys: Int32Array;
  private values: Int32Array;
  private mask: number;
  private bits: number;
  private stored = 0;
  /** The slot of the last `find`. */
  private slot = 0;

  constructor(
    initialBits = 12,
    private readonly maxBits = 17,
  ) {
    this.bits = Math.min(initialBits, maxBits);
    this.keys = takeSlots(2 << this.bits);
    this.values = takeSlots(1 << this.bits);
    this.mask = (1 << this.bits) - 1;
  }

  /** The value stored for key (a, b), or −1 when the key is not there (never stored, or its slot taken since). */
  find(a: number, b: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    const slot = (a ^ Math.imul(b, 0x9e3779b1)) & this.mask;
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
    if (this.stored > (this.mask + 1) * 2 && this.bits < this.maxBits) this.grow();
  }

  /** Gives the memory back (../table-memory.ts) and leaves the cache empty, with a few slots. */
  release(): void {
    giveSlots(this.keys);
    giveSlots(this.values);
    this.bits = 4;
    this.keys = new Int32Array(2 << this.bits);
    this.values = new Int32Array(1 << this.bits);
    this.mask = (1 << this.bits) - 1;
    this.stored = 0;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    this.bits++;
    this.keys = takeSlots(2 << this.bits);
    this.values = takeSlots(1 << this.bits);
    this.mask = (1 << this.bits) - 1;
    this.stored = 0;
    for (let i = 0; i < oldValues.length; i++) {
      const a = oldKeys[i << 1];
      const b = oldKeys[(i << 1) + 1];
      if (a === 0 && b === 0) continue;
      const slot = (a ^ Math.imul(b, 0x9e3779b1)) & this.mask;
      if (this.keys[slot << 1] === 0 && this.keys[(slot << 1) + 1] === 0) this.stored++;
      this.keys[slot << 1] = a;
      this.keys[(slot << 1) + 1] = b;
      this.values[slot] = oldValues[i];
    }
    giveSlots(oldKeys);
    giveSlots(oldValues);
  }
}

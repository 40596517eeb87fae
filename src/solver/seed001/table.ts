/**
 * The transposition table of the seed-001 fast solver: 64-bit position keys (two 32-bit lanes) with a 32-bit value
 * each, open addressing with linear probing, growing by doubling up to 2^maxBits slots (16 bytes each); `full` beyond
 * three quarters of that. The value is the position's pairs (rule M, search.ts) or its sleep set (lazy.ts).
 *
 * A slot is the two key lanes and the value side by side in one array (4 entries, the fourth unused), so that a
 * look-up touches one cache line: the table outgrows the caches on the long searches, and with keys and values in two
 * arrays each look-up cost two misses (docs/solver.md, "The lazy game's cost a position").
 */
const SLOT = 4;

export class PositionTable {
  private slots: Int32Array;
  private mask: number;
  private bits: number;
  size = 0;
  /** The index (slot × SLOT) of the last `find` (its key was found or is free there). */
  private at = 0;

  constructor(
    initialBits = 16,
    private readonly maxBits = 24,
  ) {
    this.bits = Math.min(initialBits, maxBits);
    this.slots = new Int32Array(SLOT << this.bits);
    this.mask = (1 << this.bits) - 1;
  }

  /** True when the table may take no more keys. */
  get full(): boolean {
    return this.bits >= this.maxBits && this.size * 4 >= (this.mask + 1) * 3;
  }

  /** The value stored for key (a, b), or −1 when the key is not in the table (values are never negative). */
  find(a: number, b: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    const slots = this.slots;
    const mask = this.mask;
    let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
    for (;;) {
      const at = slot * SLOT;
      const h = slots[at];
      const l = slots[at + 1];
      if (h === 0 && l === 0) {
        this.at = at;
        return -1;
      }
      if (h === a && l === b) {
        this.at = at;
        return slots[at + 2];
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Stores `value` (≥ 0) for key (a, b), right after `find(a, b)`. */
  store(a: number, b: number, value: number): void {
    if (a === 0 && b === 0) b = 1;
    const slots = this.slots;
    const at = this.at;
    if (slots[at] === 0 && slots[at + 1] === 0) {
      slots[at] = a;
      slots[at + 1] = b;
      this.size++;
    }
    slots[at + 2] = value;
    if (this.size * 2 >= this.mask + 1 && this.bits < this.maxBits) this.grow();
  }

  private grow(): void {
    const old = this.slots;
    this.bits++;
    this.slots = new Int32Array(SLOT << this.bits);
    this.mask = (1 << this.bits) - 1;
    const slots = this.slots;
    const mask = this.mask;
    for (let i = 0; i < old.length; i += SLOT) {
      const a = old[i];
      const b = old[i + 1];
      if (a === 0 && b === 0) continue;
      let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
      while (slots[slot * SLOT] !== 0 || slots[slot * SLOT + 1] !== 0) slot = (slot + 1) & mask;
      slots[slot * SLOT] = a;
      slots[slot * SLOT + 1] = b;
      slots[slot * SLOT + 2] = old[i + 2];
    }
  }
}

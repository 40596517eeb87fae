/**
 * A map from 64-bit hashes (two 32-bit lanes) to the least non-negative integer recorded for each, with open
 * addressing and linear probing (key and value side by side in one typed array). It grows by doubling up to 2^maxBits
 * slots of 12 bytes; beyond three quarters of that it records nothing more (a caller that uses it to skip work then
 * only skips less). Used by rule T of the fast Topsy-Turvy Queens solver (docs/solver.md).
 */
export class HashMinMap64 {
  private slots: Int32Array;
  private mask: number;
  private bits: number;
  size = 0;

  constructor(
    initialBits = 12,
    private readonly maxBits = 24,
  ) {
    this.bits = Math.min(initialBits, maxBits);
    this.slots = new Int32Array(3 << this.bits);
    this.mask = (1 << this.bits) - 1;
  }

  /** The least value recorded for the hash (a, b), or −1 when none is. */
  get(a: number, b: number): number {
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    const at = this.find(a, b);
    return this.slots[at] === a && this.slots[at + 1] === b ? this.slots[at + 2] : -1;
  }

  /** Records `value` (≥ 0) for the hash (a, b), keeping the least value recorded for it. */
  lower(a: number, b: number, value: number): void {
    if (a === 0 && b === 0) b = 1;
    if (this.size * 2 >= this.mask + 1) {
      if (this.bits < this.maxBits) this.grow();
      else if (this.size * 4 >= (this.mask + 1) * 3) return;
    }
    const slots = this.slots;
    const at = this.find(a, b);
    if (slots[at] === a && slots[at + 1] === b) {
      if (value < slots[at + 2]) slots[at + 2] = value;
      return;
    }
    slots[at] = a;
    slots[at + 1] = b;
    slots[at + 2] = value;
    this.size++;
  }

  /** The index in `slots` of the hash (a, b), or of the empty slot where it would go. */
  private find(a: number, b: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
    for (;;) {
      const at = slot * 3;
      const h = slots[at];
      const l = slots[at + 1];
      if ((h === a && l === b) || (h === 0 && l === 0)) return at;
      slot = (slot + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.bits++;
    this.slots = new Int32Array(3 << this.bits);
    this.mask = (1 << this.bits) - 1;
    const slots = this.slots;
    const mask = this.mask;
    for (let i = 0; i < old.length; i += 3) {
      const a = old[i];
      const b = old[i + 1];
      if (a === 0 && b === 0) continue;
      let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
      while (slots[slot * 3] !== 0 || slots[slot * 3 + 1] !== 0) slot = (slot + 1) & mask;
      slots[slot * 3] = a;
      slots[slot * 3 + 1] = b;
      slots[slot * 3 + 2] = old[i + 2];
    }
  }
}

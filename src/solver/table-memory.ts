/**
 * Memory for the solvers' transposition tables (hash-set.ts, seed001/table.ts), kept for reuse within a thread.
 *
 * A table grows by doubling into a fresh typed array, and every search starts a table of its own. The pages of a fresh
 * array are handed over by the system on first touch, one page fault each: on the project's 2-core machine about
 * 3.6 ms a MiB, ten times the 0.36 ms a MiB of clearing an array already in use (64 MiB: 232 ms against 23 ms). A
 * plain lazy game of Percentages' three-redeals that ends with a table of 24 MiB spent 110–190 ms of its 600–850 in
 * growing (docs/solver.md, "Table memory"). So the arrays a table leaves (when it grows, or when its search is done
 * and calls `release`) are kept here, at most SPARE_BYTES in all (the oldest dropped first), and handed out cleared to
 * the next table asking for the same length. Nothing here changes what a table holds: a kept array is cleared before
 * it is handed out.
 */

/** The most bytes kept for reuse (a thread's tables beyond it are left to the garbage collector). */
export const SPARE_BYTES = 64 * 1024 * 1024;

const spare: Int32Array[] = [];
let spareBytes = 0;

/** A cleared array of `length` 32-bit slots: a kept one of that length if there is one, else a fresh one. */
export function takeSlots(length: number): Int32Array {
  for (let i = spare.length - 1; i >= 0; i--) {
    const array = spare[i];
    if (array.length !== length) continue;
    spare.splice(i, 1);
    spareBytes -= array.byteLength;
    array.fill(0);
    return array;
  }
  return new Int32Array(length);
}

/** Keeps `array` for a later `takeSlots`. The caller must not use it again. */
export function giveSlots(array: Int32Array): void {
  if (array.byteLength > SPARE_BYTES || array.length === 0) return;
  while (spareBytes + array.byteLength > SPARE_BYTES) spareBytes -= spare.shift()!.byteLength;
  spare.push(array);
  spareBytes += array.byteLength;
}

/** The bytes kept now (for tests). */
export function spareSlotBytes(): number {
  return spareBytes;
}

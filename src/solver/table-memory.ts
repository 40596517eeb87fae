/**
 * Memory for the solvers' transposition tables (open-table.ts and the tables built on it), kept for reuse within a
 * thread.
 *
 * A table grows by doubling into a fresh typed array, and every search starts a table of its own. Within one solve
 * that costs little (a fresh 16 MiB array takes 5.6 ms to touch against 0.5 ms to clear one in use). What it costs is
 * the *other* threads of the process: `pasyans stats` solves in two worker threads, and while one proves a long loss
 * the other runs through easy deals, several fresh tables each, which the system maps and unmaps; a long search beside
 * such a thread ran 10–30 % slower than beside an idle one, and not slower beside another process doing the same.
 * Measured with the issue's command (docs/solvers/journal.md, "Table memory"): Percentages three-redeals 5001–5100 at 1
 * s, two workers, the builds alternating ten times each: the long losses 5009, 5091 and 5097 took 3–11 % less time
 * (medians) and fewer deals fell to unknown (1, 1, 1, 1, 2 against 1, 1, 2, 2, 3 on a busier host). So the arrays a
 * table leaves (when it grows, or when its search is done and calls `release`) are kept here, at most SPARE_BYTES in
 * all (the oldest dropped first), and handed out cleared to the next table asking for the same length. Nothing here
 * changes what a table holds: a kept array is cleared before it is handed out.
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

import { describe, expect, it } from 'vitest';
import { HashSet64 } from './hash-set.js';
import { PositionTable } from './seed001/table.js';
import { SPARE_BYTES, giveSlots, spareSlotBytes, takeSlots } from './table-memory.js';

describe('table memory', () => {
  it('hands a kept array out again, cleared, and only for its own length', () => {
    const array = takeSlots(1 << 12);
    array.fill(7);
    giveSlots(array);
    expect(takeSlots(1 << 11)).not.toBe(array);
    const again = takeSlots(1 << 12);
    expect(again).toBe(array);
    expect(again.every((slot) => slot === 0)).toBe(true);
  });

  it('keeps at most SPARE_BYTES, dropping the oldest first', () => {
    const quarter = SPARE_BYTES / 4 / Int32Array.BYTES_PER_ELEMENT;
    const arrays = Array.from({ length: 5 }, () => new Int32Array(quarter));
    for (const array of arrays) giveSlots(array);
    expect(spareSlotBytes()).toBeLessThanOrEqual(SPARE_BYTES);
    const taken = Array.from({ length: 4 }, () => takeSlots(quarter));
    // The four newest were kept (the first one given was dropped). Compared by identity: these are 16 MiB each.
    for (const array of arrays.slice(1)) expect(taken.includes(array)).toBe(true);
    expect(taken.includes(arrays[0])).toBe(false);
  });

  it('never mixes two tables: sets and tables made from kept memory hold exactly what was added to them', () => {
    let seed = 12345;
    const random = (): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed | 0;
    };
    for (let round = 0; round < 4; round++) {
      const set = new HashSet64(4, 20);
      const table = new PositionTable(4, 20);
      const keys: [number, number][] = Array.from({ length: 5_000 + round * 3_000 }, () => [random(), random()]);
      let wrong = 0;
      keys.forEach(([a, b], i) => {
        if (set.add(a, b) !== 1) wrong++;
        table.find(a, b);
        table.store(a, b, i);
      });
      keys.forEach(([a, b], i) => {
        if (!set.has(a, b) || table.find(a, b) !== i) wrong++;
      });
      expect(wrong).toBe(0);
      expect(set.has(random(), random())).toBe(false);
      expect(table.find(random(), random())).toBe(-1);
      set.release();
      table.release();
      // Released: empty, and still usable.
      expect(set.size).toBe(0);
      expect(set.has(keys[0][0], keys[0][1])).toBe(false);
      expect(table.find(keys[0][0], keys[0][1])).toBe(-1);
    }
  });
});

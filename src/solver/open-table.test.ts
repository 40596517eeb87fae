import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HashSet64 } from './hash-set.js';
import { PointerTable } from './klondike/pointer-table.js';
import { PositionCache, PositionTable } from './seed001/table.js';

/** Keys spread over both lanes, (0, 0) included (it marks an empty entry and is stored as (0, 1)). */
function lanes(key: number): [number, number] {
  return key === 0 ? [0, 0] : [Math.imul(key, 0x9e3779b1), key * 7];
}

const operations = fc.array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 1 << 20 })), { maxLength: 2_000 });

describe('the tables on open-table.ts, against a model, across their growth', () => {
  it('HashSet64 holds exactly the keys added', () => {
    fc.assert(
      fc.property(operations, (adds) => {
        const set = new HashSet64(4, 12);
        const model = new Set<number>();
        for (const [key] of adds) {
          expect(set.add(...lanes(key))).toBe(model.has(key) ? 0 : 1);
          model.add(key);
        }
        expect(set.size).toBe(model.size);
        for (let key = 0; key <= 400; key++) expect(set.has(...lanes(key))).toBe(model.has(key));
      }),
    );
  });

  it('PositionTable gives the value last stored for each key', () => {
    fc.assert(
      fc.property(operations, (stores) => {
        const table = new PositionTable(4, 12);
        const model = new Map<number, number>();
        for (const [key, value] of stores) {
          expect(table.find(...lanes(key))).toBe(model.get(key) ?? -1);
          table.store(...lanes(key), value);
          model.set(key, value);
        }
        expect(table.size).toBe(model.size);
        for (let key = 0; key <= 400; key++) expect(table.find(...lanes(key))).toBe(model.get(key) ?? -1);
      }),
    );
  });

  it('PositionCache gives a stored value or −1, never another key\'s value', () => {
    fc.assert(
      fc.property(operations, (stores) => {
        const cache = new PositionCache(2, 6);
        const model = new Map<number, number>();
        for (const [key, value] of stores) {
          const found = cache.find(...lanes(key));
          if (found !== -1) expect(found).toBe(model.get(key));
          cache.store(...lanes(key), value);
          model.set(key, value);
          expect(cache.find(...lanes(key))).toBe(value);
        }
      }),
    );
  });

  it('each is full at three quarters of its largest size, and gives its memory back on release', () => {
    const set = new HashSet64(2, 4);
    const pointers = new PointerTable(2, 4);
    const table = new PositionTable(2, 4);
    for (let key = 1; key <= 12; key++) {
      expect(set.add(key, key)).toBe(1);
      expect(pointers.add(key, key, 1)).toBe(0);
      table.find(key, key);
      table.store(key, key, key);
    }
    expect(set.add(13, 13)).toBe(-1);
    expect(pointers.add(13, 13, 1)).toBe(-1);
    expect(set.full && pointers.full && table.full).toBe(true);
    for (const each of [set, pointers, table]) {
      each.release();
      expect(each.size).toBe(0);
    }
    expect(set.has(1, 1)).toBe(false);
    expect(table.find(1, 1)).toBe(-1);
  });
});

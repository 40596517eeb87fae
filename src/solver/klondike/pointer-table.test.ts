import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PointerTable } from './pointer-table.js';
import { dominatingPointers } from './state.js';

describe('PointerTable: a position without its pointer, with the pointers entered', () => {
  it('gives the mask a key had before each add, across its growth', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 24 })), { maxLength: 2_000 }), (adds) => {
        const table = new PointerTable(4, 12);
        const model = new Map<number, number>();
        for (const [key, pointer] of adds) {
          // Keys spread over both lanes, (0, 0) included (it marks an empty entry and is stored as (0, 1)).
          const a = key === 0 ? 0 : Math.imul(key, 0x9e3779b1);
          const b = key === 0 ? 0 : key * 7;
          const before = model.get(key) ?? 0;
          expect(table.add(a, b, 1 << pointer)).toBe(before);
          model.set(key, before | (1 << pointer));
        }
        expect(table.size).toBe(model.size);
      }),
    );
  });

  it('is full beyond three quarters of its largest size: a new key gets −1, a key it holds still gets its mask', () => {
    const table = new PointerTable(2, 4);
    let key = 1;
    while (table.add(key, key, 1) !== -1) key++;
    expect(table.size).toBe(12);
    expect(table.add(1, 1, 2)).toBe(1);
    expect(table.add(1, 1, 4)).toBe(3);
  });
});

/** The talon places that draws (and recycles, unlimited) reach from pointer p: p, p + d, …, the last; d, 2d, …. */
function reach(pointer: number, talonLength: number, draw: number): Set<number> {
  const places = new Set<number>();
  for (const start of [pointer, 0]) {
    for (let at = start + draw; ; at += draw) {
      places.add(Math.min(at, talonLength));
      if (at >= talonLength) break;
    }
  }
  if (pointer > 0) places.add(pointer);
  return places;
}

/** The pointer the hash writes (rule P folds a pointer that reaches what 0 reaches into 0). */
function hashed(pointer: number, talonLength: number, draw: number, fold: boolean): number {
  return fold && (pointer % draw === 0 || pointer === talonLength) ? 0 : pointer;
}

describe('rule T: the pointers that dominate a talon pointer (docs/solvers/klondike.md, rule T)', () => {
  it('are exactly the other pointers, as the hash writes them, whose draws reach every card this one reaches', () => {
    for (const fold of [true, false]) {
      for (let talonLength = 1; talonLength <= 24; talonLength++) {
        for (let pointer = 0; pointer <= talonLength; pointer++) {
          const own = reach(pointer, talonLength, 3);
          let expected = 0;
          for (let other = 0; other <= talonLength; other++) {
            if (hashed(other, talonLength, 3, fold) !== other || other === hashed(pointer, talonLength, 3, fold)) continue;
            const theirs = reach(other, talonLength, 3);
            if ([...own].every((place) => theirs.has(place))) expected |= 1 << other;
          }
          expect(dominatingPointers(pointer, talonLength, 3, fold), `pointer ${pointer} of ${talonLength}, fold ${fold}`).toBe(expected);
        }
      }
    }
    expect(dominatingPointers(2, 10, 1, true)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { HashMinMap64 } from './hash-min-map.js';

describe('HashMinMap64', () => {
  it('keeps the least value recorded for each hash, across growth, and −1 for hashes never recorded', () => {
    const map = new HashMinMap64(2, 12);
    for (let k = 0; k < 1000; k++) map.lower(k * 7919, k ^ 0x5bd1e995, 500 + (k % 17));
    for (let k = 0; k < 1000; k += 3) map.lower(k * 7919, k ^ 0x5bd1e995, k % 5);
    for (let k = 0; k < 1000; k += 2) map.lower(k * 7919, k ^ 0x5bd1e995, 999);
    for (let k = 0; k < 1000; k++) expect(map.get(k * 7919, k ^ 0x5bd1e995)).toBe(k % 3 === 0 ? k % 5 : 500 + (k % 17));
    expect(map.get(12345, 67890)).toBe(-1);
    map.lower(0, 0, 4);
    expect(map.get(0, 0)).toBe(4);
  });

  it('records nothing more once three quarters full at its largest', () => {
    const map = new HashMinMap64(2, 4);
    for (let k = 1; k <= 20; k++) map.lower(k, k, k);
    expect(map.size).toBe(12);
    expect(map.get(20, 20)).toBe(-1);
    expect(map.get(1, 1)).toBe(1);
  });
});

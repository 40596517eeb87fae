import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { quantile } from '../solver/statistics.js';
import { StreamingQuantiles } from './streaming-quantiles.js';

describe('StreamingQuantiles (issue 8, item 10: stats keeps memory flat)', () => {
  test('its nearest-rank quantiles are within 0.5% of the exact ones', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.001, max: 100_000, noNaN: true }), { minLength: 1, maxLength: 300 }), (times) => {
        const sketch = new StreamingQuantiles();
        for (const ms of times) sketch.add(ms);
        expect(sketch.count).toBe(times.length);
        for (const q of [0, 0.05, 0.5, 0.95, 1]) {
          const exact = quantile(times, q);
          expect(Math.abs(sketch.quantile(q) - exact)).toBeLessThanOrEqual(exact * 0.005 + 1e-9);
        }
      }),
    );
    expect(new StreamingQuantiles().quantile(0.5)).toBeNaN();
  });
});

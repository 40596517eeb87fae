import { describe, expect, test } from 'vitest';
import { percent, percentRange, quantile, rangeBounds, wilsonInterval, winRange, winRate } from './statistics.js';

describe('win-rate figures (issue 9, item 5: a rate with undecided deals is a range)', () => {
  test('the range runs from every unknown deal lost to every unknown deal won; without unknowns it is the rate itself', () => {
    expect(winRange({ won: 76, lost: 0, unknown: 424 })).toEqual({ low: 76 / 500, high: 1 });
    expect(winRange({ won: 9, lost: 1, unknown: 0 })).toEqual({ low: 0.9, high: 0.9 });
    expect(Number.isNaN(winRange({ won: 0, lost: 0, unknown: 0 }).low)).toBe(true);
    expect(winRate({ won: 76, lost: 0, unknown: 424 }).rate).toBe(1); // the decided deals alone say 100 %: never the headline
  });

  test('Wilson interval, quantiles and percentages', () => {
    const [low, high] = wilsonInterval(80, 100);
    expect(low).toBeCloseTo(0.711, 3);
    expect(high).toBeCloseTo(0.867, 3);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percent(0.81945)).toBe('81.9%');
    expect(percent(Number.NaN)).toBe('–');
  });

  test('a range with undecided deals never reads as one rate: its ends round outwards, so they never meet', () => {
    expect(percentRange(1263 / 2000, 1625 / 2000)).toBe('63.1% – 81.3%');
    // 9,997 won of 10,000 and 3 undecided: not "100.0% – 100.0%".
    expect(percentRange(0.9997, 1)).toBe('99.9% – 100.0%');
    expect(rangeBounds(0.9997, 1, 0)).toEqual({ low: '99', high: '100' });
    expect(rangeBounds(0.99995, 0.99996, 1)).toEqual({ low: '99.9', high: '100.0' });
    expect(percentRange(0.5, 0.5)).toBe('50.0%');
    expect(rangeBounds(0.5, 0.75, 0)).toEqual({ low: '50', high: '75' });
    expect(percentRange(Number.NaN, 1)).toBe('–');
  });
});

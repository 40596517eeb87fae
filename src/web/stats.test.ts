/** Unit tests of the web app's pure parts: statistics (split from web.test.ts by module). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countLoss, countPlayed, countWin, emptyStats, formatTime, touchMeta, newMeta, readStats, winRate, MAX_PAUSE_MS } from './stats.js';

describe('statistics', () => {
  it('counts played, wins, streaks, best time and fewest moves', () => {
    let stats = emptyStats();
    stats = countWin(countPlayed(stats), 90_000, 120);
    stats = countWin(countPlayed(stats), 60_000, 140);
    stats = countLoss(countPlayed(stats));
    stats = countWin(countPlayed(stats), 100_000, 100);
    expect(stats).toEqual({ played: 4, won: 3, currentStreak: 1, bestStreak: 2, bestTimeMs: 60_000, fewestMoves: 100 });
    expect(winRate(stats)).toBe(75);
    expect(formatTime(65_000)).toBe('1:05');
    expect(formatTime(3_725_000)).toBe('1:02:05');
  });

  it('counts long pauses only up to the limit', () => {
    let meta = touchMeta(newMeta(), 1000);
    meta = touchMeta(meta, 6000);
    meta = touchMeta(meta, 6000 + 10 * MAX_PAUSE_MS);
    expect(meta.activeMs).toBe(5000 + MAX_PAUSE_MS);
  });
});

describe('readStats: statistics read back from storage, field by field', () => {
  const good = { played: 10, won: 4, currentStreak: 1, bestStreak: 3, bestTimeMs: 95_000, fewestMoves: 120 };

  it('keeps a record that is what GameStats says, and names nothing damaged', () => {
    expect(readStats(good)).toEqual({ stats: good, damaged: [] });
    expect(readStats(emptyStats())).toEqual({ stats: emptyStats(), damaged: [] });
    // Written before the best time and fewest moves existed: absent reads as none, not as damage.
    expect(readStats({ played: 2, won: 0, currentStreak: 0, bestStreak: 0 })).toEqual({ stats: { ...emptyStats(), played: 2 }, damaged: [] });
  });

  it('replaces each damaged field by its empty value and names it; the rest is kept', () => {
    expect(readStats({ played: 'lots', won: -3, currentStreak: null, bestStreak: 0, bestTimeMs: 95_000, fewestMoves: 120 })).toEqual({
      stats: { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: 95_000, fewestMoves: 120 },
      damaged: ['played', 'won', 'currentStreak'],
    });
    expect(readStats({ ...good, won: 11 }).damaged).toEqual(['won', 'currentStreak', 'bestStreak']);
    expect(readStats({ ...good, currentStreak: 4 }).damaged).toEqual(['currentStreak']);
    expect(readStats({ ...good, bestTimeMs: -1, fewestMoves: 0.5 })).toEqual({ stats: { ...good, bestTimeMs: null, fewestMoves: null }, damaged: ['bestTimeMs', 'fewestMoves'] });
    expect(readStats({ ...good, played: Number.NaN }).damaged).toContain('played');
  });

  it('a value that is no record at all: every field damaged, the empty statistics', () => {
    for (const value of [null, undefined, 'text', 7, [1, 2]]) expect(readStats(value)).toEqual({ stats: emptyStats(), damaged: ['played', 'won', 'currentStreak', 'bestStreak', 'bestTimeMs', 'fewestMoves'] });
  });

  it('whatever it is given, the statistics it returns hold every rule it checks', () => {
    const anything = fc.oneof(fc.anything(), fc.record({ played: fc.oneof(fc.integer(), fc.anything()), won: fc.oneof(fc.integer(), fc.anything()), currentStreak: fc.integer(), bestStreak: fc.integer(), bestTimeMs: fc.oneof(fc.double(), fc.constant(null)), fewestMoves: fc.oneof(fc.integer(), fc.constant(null)) }));
    fc.assert(
      fc.property(anything, (value) => {
        const { stats } = readStats(value);
        expect(readStats(stats).damaged).toEqual([]);
      }),
    );
  });
});

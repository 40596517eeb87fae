/** Unit tests of the web app's pure parts: statistics (split from web.test.ts by module). */
import { describe, expect, it } from 'vitest';
import { countLoss, countPlayed, countWin, emptyStats, formatTime, touchMeta, newMeta, winRate, MAX_PAUSE_MS } from './stats.js';

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

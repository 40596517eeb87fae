/** The game clock's rule (issue 10, item 4): it shows the time the statistics will count. */
import { describe, expect, it } from 'vitest';
import { MAX_PAUSE_MS, clockMs, newMeta, touchMeta } from './stats.js';

describe('the game clock', () => {
  it('shows 0 before the first action, then the active time plus the running pause', () => {
    const start = 1_000_000;
    expect(clockMs(newMeta(), start)).toBe(0);
    const first = touchMeta(newMeta(), start);
    expect(clockMs(first, start + 4_500)).toBe(4_500);
    const second = touchMeta(first, start + 10_000);
    expect(second.activeMs).toBe(10_000);
    expect(clockMs(second, start + 12_000)).toBe(12_000);
  });

  it('counts a pause up to two minutes, as the statistics do, and the next action agrees with it', () => {
    const start = 5_000;
    const first = touchMeta(newMeta(), start);
    const late = start + MAX_PAUSE_MS + 60_000;
    expect(clockMs(first, late)).toBe(MAX_PAUSE_MS);
    expect(touchMeta(first, late).activeMs).toBe(clockMs(first, late));
  });

  it('stops when the game is settled', () => {
    const played = touchMeta(touchMeta(newMeta(), 0), 30_000);
    expect(clockMs({ ...played, finished: true }, 90_000)).toBe(30_000);
  });
});

/**
 * The game clock's rule (issue 10, item 4): it shows the time the statistics will count; only play time counts, so it
 * stands still while the game is out of sight (issue 28).
 */
import { describe, expect, it } from 'vitest';
import { MAX_PAUSE_MS, clockMs, newMeta, pauseMeta, resumeMeta, touchMeta } from './stats.js';

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

  it('issue 28: paused, it stands at the time so far; an action while paused counts nothing; resumed, it goes on from then', () => {
    const first = touchMeta(newMeta(), 0);
    const paused = pauseMeta(first, 2_000);
    expect(paused).toMatchObject({ activeMs: 2_000, paused: true });
    expect(clockMs(paused, 8_000)).toBe(2_000);
    expect(touchMeta(paused, 8_000)).toBe(paused);
    expect(pauseMeta(paused, 9_000)).toBe(paused);
    const resumed = resumeMeta(paused, 8_000);
    expect(clockMs(resumed, 9_000)).toBe(3_000);
    expect(touchMeta(resumed, 9_500).activeMs).toBe(3_500);
    expect(resumeMeta(resumed, 10_000)).toBe(resumed);
  });

  it('issue 28: a clock that is not running is not paused: before the first action, and once settled', () => {
    expect(pauseMeta(newMeta(), 5_000)).toEqual(newMeta());
    const settled = { ...touchMeta(newMeta(), 0), finished: true };
    expect(pauseMeta(settled, 5_000)).toBe(settled);
  });

  it('stops when the game is settled', () => {
    const played = touchMeta(touchMeta(newMeta(), 0), 30_000);
    expect(clockMs({ ...played, finished: true }, 90_000)).toBe(30_000);
  });

  it('settled, an action counts nothing, as the clock shows: the time stands for good (a game undone back into after another)', () => {
    const settled = { ...touchMeta(touchMeta(newMeta(), 0), 1_000), finished: true };
    expect(touchMeta(settled, 28_000)).toBe(settled);
    // Resumed (brought back in sight), it still stands.
    const back = resumeMeta({ ...settled, paused: true }, 50_000);
    expect(touchMeta(back, 70_000).activeMs).toBe(1_000);
    expect(clockMs(back, 70_000)).toBe(1_000);
  });

  it('an action counts exactly what the clock shows at that moment, running, paused or settled', () => {
    const running = touchMeta(newMeta(), 0);
    const metas = [newMeta(), running, pauseMeta(running, 3_000), { ...running, finished: true }, resumeMeta(pauseMeta(running, 3_000), 9_000)];
    for (const meta of metas) {
      for (const now of [10_000, 10_000 + MAX_PAUSE_MS * 2]) expect(touchMeta(meta, now).activeMs).toBe(clockMs(meta, now));
    }
  });
});

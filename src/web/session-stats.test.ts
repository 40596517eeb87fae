/**
 * The statistics rule on every path (issue 8, item 6; docs/web.md, "Statistics"): played from the player's first own
 * move; won when the win is reached; a game left unfinished by any path is lost for the streak; demo, play-out and a
 * link's moves never set best time or fewest moves.
 */
import { describe, expect, it } from 'vitest';
import type { Status } from '../core/game.js';
import { type MoveOrigin, type StatsChange, StatsWriter, afterMove, applyChange, leaveGame } from './session-stats.js';
import { type GameStats, type SessionMeta, emptyStats, newMeta } from './stats.js';

/** Plays moves of the given origins from `cursor`, the last one ending the game with `end`; returns meta and stats. */
function playThrough(meta: SessionMeta, stats: GameStats, cursor: number, origins: MoveOrigin[], end: Status, start = 1_000_000): { meta: SessionMeta; stats: GameStats } {
  let current = meta;
  let figures = stats;
  origins.forEach((origin, i) => {
    const status: Status = i === origins.length - 1 ? end : 'playing';
    const outcome = afterMove(current, { origin, cursorBefore: cursor + i, status, now: start + 1000 * i });
    current = outcome.meta;
    figures = outcome.changes.reduce(applyChange, figures);
  });
  return { meta: current, stats: figures };
}

const fold = (stats: GameStats, changes: readonly StatsChange[]) => changes.reduce(applyChange, stats);

describe('the statistics rule', () => {
  it('issue 8, item 6: a fresh deal counts from the player\'s first own move, not from a safe move before it', () => {
    const first = afterMove(newMeta(), { origin: 'safe', cursorBefore: 0, status: 'playing', now: 1 });
    expect(first.changes).toEqual([]);
    expect(first.meta.counted).toBe(false);
    const own = afterMove(first.meta, { origin: 'player', cursorBefore: 1, status: 'playing', now: 2 });
    expect(own.changes).toEqual([{ type: 'played' }]);
  });

  it('issue 8, item 6: a game won by the player from the deal sets best time and fewest moves', () => {
    const { stats } = playThrough(newMeta(), emptyStats(), 0, ['player', 'safe', 'player', 'player'], 'won');
    expect(stats).toMatchObject({ played: 1, won: 1, currentStreak: 1, fewestMoves: 4, bestTimeMs: 3000 });
  });

  it('issue 8, item 6: a link with moves played, then "Play it out": a win, but no best time or fewest moves', () => {
    const given = newMeta(40);
    const { stats } = playThrough(given, emptyStats(), 40, ['play-out', 'play-out', 'play-out'], 'won');
    expect(stats).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestTimeMs: null, fewestMoves: null });
  });

  it('issue 8, item 6: a win by Redo from a link counts played and won, with no best time', () => {
    const { stats } = playThrough(newMeta(10), emptyStats(), 8, ['redo', 'redo'], 'won');
    expect(stats).toMatchObject({ played: 1, won: 1, bestTimeMs: null, fewestMoves: null });
  });

  it('issue 8, item 6: a link game undone to the deal and played by hand from there is the player\'s own again', () => {
    const { stats } = playThrough(newMeta(10), emptyStats(), 0, ['player', 'player'], 'won');
    expect(stats).toMatchObject({ won: 1, fewestMoves: 2 });
  });

  it('issue 8, item 6: a game left unfinished by any path is lost for the streak; one never played is not counted', () => {
    let stats: GameStats = { ...emptyStats(), played: 3, won: 3, currentStreak: 3, bestStreak: 3 };
    const played = afterMove(newMeta(), { origin: 'player', cursorBefore: 0, status: 'playing', now: 1 });
    stats = fold(stats, played.changes);
    const left = leaveGame(played.meta);
    stats = fold(stats, left.changes);
    expect(stats).toMatchObject({ played: 4, won: 3, currentStreak: 0, bestStreak: 3 });
    expect(left.meta.finished).toBe(true);
    // Settled once: leaving again, or finishing it later, counts nothing.
    expect(leaveGame(left.meta).changes).toEqual([]);
    expect(afterMove(left.meta, { origin: 'player', cursorBefore: 1, status: 'won', now: 2 }).changes).toEqual([]);
    expect(leaveGame(newMeta()).changes).toEqual([]);
  });

  it('issue 8, item 6: a demo settles the game before it plays, and its win counts nothing', () => {
    const played = afterMove(newMeta(), { origin: 'player', cursorBefore: 0, status: 'playing', now: 1 });
    const left = leaveGame(played.meta);
    expect(left.changes).toEqual([{ type: 'lost' }]);
    const { stats } = playThrough(left.meta, emptyStats(), 1, ['demo', 'demo'], 'won');
    expect(stats).toEqual(emptyStats());
    // A demo from a fresh deal: the game was never the player's.
    expect(playThrough(leaveGame(newMeta()).meta, emptyStats(), 0, ['demo'], 'won').stats).toEqual(emptyStats());
  });

  it('issue 8, item 6: a lost game ends the streak once, and Play on counts as the player\'s own play', () => {
    const { stats } = playThrough(newMeta(), { ...emptyStats(), currentStreak: 2 }, 0, ['play-on', 'play-on'], 'lost');
    expect(stats).toMatchObject({ played: 1, won: 0, currentStreak: 0 });
  });
});

describe('StatsWriter', () => {
  it('counts a change as saving from before its read until after its write (so the page is left only once it is stored)', async () => {
    const events: string[] = [];
    let held = 0;
    let stored: GameStats | null = null;
    let releaseRead: () => void = () => {};
    const storage = {
      loadStats: () => {
        events.push(`read (held ${held})`);
        return new Promise<GameStats | null>((resolve) => (releaseRead = () => resolve(stored)));
      },
      saveStats: (_key: string, stats: GameStats) => {
        events.push(`write (held ${held})`);
        stored = stats;
      },
      flush: async () => undefined,
      hold: <T>(work: Promise<T>): Promise<T> => {
        held++;
        const ended = () => {
          held--;
          events.push('ended');
        };
        work.then(ended, ended);
        return work;
      },
    };
    const writer = new StatsWriter(storage);
    const written = writer.write('klondike', [{ type: 'played' }]);
    expect(held).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual(['read (held 1)']);
    releaseRead();
    await written;
    await Promise.resolve();
    expect(events).toEqual(['read (held 1)', 'write (held 1)', 'ended']);
    expect(held).toBe(0);
    expect(stored!.played).toBe(1);
  });
});

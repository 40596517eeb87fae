/**
 * The statistics rule, one for every path (docs/web.md, "Statistics"):
 *
 * 1. **Played** from the player's first own move: a card move, a stock or special move, Perpetual Motion's
 *    *Play on*, *Play it out* (the player's choice to finish), or Redo. Moves the app plays by itself (safe moves to the foundations), a demo's moves,
 *    and the moves a link came with are not the player's own.
 * 2. **Won** when the win is reached in a game that counts; **lost** when the core says lost. The result is settled
 *    once: after that nothing about the game counts (an Undo past the end does not reopen it).
 * 3. **Left unfinished** by any path — a new game from the dialog, a link, a reload into another game, a demo
 *    started — a game that counts is settled as lost for the streak (it stays reachable with Undo).
 * 4. **Best time and fewest moves** come only from a win the player played from the deal: no move of a link in the
 *    won record, and no demo or play-out line in the game.
 *
 * Pure functions on `SessionMeta` (stats.ts) returning the changes to make; `StatsWriter` applies changes to the
 * stored statistics one after another, so none is lost.
 */
import type { Status } from '../core/game.js';
import type { Storage } from './storage.js';
import { type GameStats, type SessionMeta, countLoss, countPlayed, countWin, emptyStats, touchMeta } from './stats.js';

/**
 * Who played a move: the player (any input), Perpetual Motion's *Play on* (the player's own play of the forced moves),
 * Redo, the safe-move rule, a play-out line or a demo line.
 */
export type MoveOrigin = 'player' | 'play-on' | 'redo' | 'safe' | 'play-out' | 'demo';

/** One change to a game's statistics. `timeMs` and `moves` are null for a win that sets no best time or fewest moves. */
export type StatsChange = { type: 'played' } | { type: 'won'; timeMs: number | null; moves: number | null } | { type: 'lost' };

export interface StatsOutcome {
  meta: SessionMeta;
  changes: StatsChange[];
}

/** What happened: a move of `origin` played at `cursorBefore` (moves played before it), leaving the game `status`. */
export interface PlayedMove {
  origin: MoveOrigin;
  cursorBefore: number;
  status: Status;
  /** Milliseconds since 1970 (for the game's time, stats.ts `touchMeta`). */
  now: number;
}

const COUNTING: readonly MoveOrigin[] = ['player', 'play-on', 'redo', 'play-out'];

/** The meta and statistics changes after a move (the rule in the module comment). */
export function afterMove(meta: SessionMeta, move: PlayedMove): StatsOutcome {
  let next = touchMeta(meta, move.now);
  const changes: StatsChange[] = [];
  // A new move at cursor c (anything but Redo) drops every move after c: only the first c can have come with a link.
  if (move.origin !== 'redo') next = { ...next, givenMoves: Math.min(next.givenMoves ?? 0, move.cursorBefore) };
  if (move.origin === 'play-out' || move.origin === 'demo') next = { ...next, assisted: true };
  if (next.finished) return { meta: next, changes };
  if (!next.counted && COUNTING.includes(move.origin)) {
    next = { ...next, counted: true };
    changes.push({ type: 'played' });
  }
  if (move.status === 'won' || move.status === 'lost') {
    next = { ...next, finished: true };
    if (next.counted) {
      if (move.status === 'lost') changes.push({ type: 'lost' });
      else {
        const clean = (next.givenMoves ?? 0) === 0 && !next.assisted;
        changes.push({ type: 'won', timeMs: clean ? next.activeMs : null, moves: clean ? move.cursorBefore + 1 : null });
      }
    }
  }
  return { meta: next, changes };
}

/** The meta after an action that plays no new move (undo, restart): only the time counts. */
export function afterAction(meta: SessionMeta, now: number): SessionMeta {
  return touchMeta(meta, now);
}

/** A game left unfinished (rule 3): settled; lost for the streak when it counted. */
export function leaveGame(meta: SessionMeta): StatsOutcome {
  if (meta.finished) return { meta, changes: [] };
  return { meta: { ...meta, finished: true }, changes: meta.counted ? [{ type: 'lost' }] : [] };
}

/** Applies one change to stored statistics. */
export function applyChange(stats: GameStats, change: StatsChange): GameStats {
  switch (change.type) {
    case 'played':
      return countPlayed(stats);
    case 'won':
      return countWin(stats, change.timeMs, change.moves);
    case 'lost':
      return countLoss(stats);
  }
}

/** Writes statistics changes in order (read, change, write, wait for the write), so none is lost. */
export class StatsWriter {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly storage: Pick<Storage, 'loadStats' | 'saveStats' | 'flush' | 'hold'>) {}

  /** Queues `changes` for the statistics under `key`; resolves when they are written. */
  write(key: string, changes: readonly StatsChange[]): Promise<void> {
    if (changes.length === 0) return this.queue;
    // Held as saving from the start: between the read and the write no write of the storage's own is under way.
    this.queue = this.storage.hold(
      this.queue.then(async () => {
        const stats = (await this.storage.loadStats(key)) ?? emptyStats();
        this.storage.saveStats(key, changes.reduce(applyChange, stats));
        await this.storage.flush();
      }),
    );
    return this.queue;
  }
}

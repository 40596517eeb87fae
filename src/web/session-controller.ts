/**
 * The game being played, without a framework and without the DOM (docs/web.md, "Architecture"): the core `Session`
 * (record + cursor), the game's meta (stats.ts `SessionMeta`: what counts, the time) and the games before it (for
 * Undo past a restart or a new game). Every change is one plain method — play, undo, undo to a cursor, redo, redo to
 * a cursor, restart, open a game, leave a game, the page hidden or shown — that asks the core, replaces the state
 * with a new one, saves it, writes the statistics the change makes (session-stats.ts), and tells the subscribers. The view subscribes
 * (app.tsx `useSession`), shows the state, and animates and announces what a method returns; it holds no rule.
 *
 * Only play time counts (issue 28; stats.ts): the game on the table runs its clock only while the page is shown
 * (`setHidden`), and a game put behind another for Undo keeps its clock stopped until Undo brings it back (a restart's);
 * a game left for a new one is settled first, and its clock stands at its time for good (stats.ts `touchMeta`), so
 * Undo back into it never counts the time spent in the other game.
 *
 * Effects go through the injected `Storage` (storage.ts; tests pass a fake) and the injected clock. An illegal move
 * returns the core's error and changes nothing. A saved game that cannot be read is never dropped: it is kept as it
 * was in `damaged`, saved with the rest, so a later version can still read it (issue 10, item 6).
 */
import type { AnyGame, Options, Position, Status, Step } from '../core/game.js';
import type { DealSpec } from '../core/deal.js';
import { type GameRecord, type Session, currentPosition, newRecord, openSession, sessionGoTo, sessionPlay, sessionRecord, sessionRedo, sessionStatus, sessionUndo } from '../core/record.js';
import type { Result } from '../core/result.js';
import { statsKey } from './link.js';
import { openSaved } from './saved-game.js';
import { type MoveOrigin, StatsWriter, afterAction, afterMove, leaveGame } from './session-stats.js';
import { type GameStats, type SessionMeta, newMeta, pauseMeta, resumeMeta } from './stats.js';
import type { SavedGame, SavedState, Storage } from './storage.js';

/** How many games before this one Undo can reach (older ones are dropped, the oldest first). */
export const PREVIOUS_LIMIT = 30;

/** The whole session state: plain data, replaced (never changed) by every method. */
export interface GameState {
  session: Session;
  meta: SessionMeta;
  /** The games before a restart or a new game, the last one last (Undo at the deal goes back to it). */
  previous: SavedGame[];
  /** Saved games that could not be read, kept as they were (SavedState `damaged`). */
  damaged: unknown[];
  /** True while the page is hidden (`setHidden`): the clock stands still and automatic play waits. Not saved. */
  hidden: boolean;
}

/** A move played or redone: the position before it, the core's steps, the position after, and the status there. */
export interface Played {
  before: Position;
  steps: readonly Step[];
  after: Position;
  status: Status;
}

/**
 * What an Undo did: one move back in this game; back to the game before it (at its saved cursor); or back to this game
 * as it was before its Restart (`restart`: the restart undone, at the cursor it had).
 */
export type Undone = 'move' | 'previous-game' | 'restart';

/** The part of storage.ts `Storage` the session uses. */
export type SessionStorage = Pick<Storage, 'saveState' | 'loadStats' | 'saveStats' | 'flush' | 'hold'>;

/** The state a saved one restores (`SavedState`), or a new game when there is none or its current game is damaged. */
export interface Restored {
  state: GameState;
  /** True when the current game is the saved one; false when it is `fresh()`'s. */
  fromSave: boolean;
  /**
   * What was saved as the current game when it could not be read — a damaged game, or a saved value that is no saved
   * state at all — kept in `damaged`; null otherwise (also when nothing was saved).
   */
  damagedCurrent: unknown;
}

/**
 * The state to start from: the saved state when its current game opens (checked whole, saved-game.ts), else the game
 * `fresh()` gives, with an unreadable current game kept in `damaged`. The games before it are kept either way.
 */
export function restoreState(saved: unknown, fresh: () => { session: Session; meta: SessionMeta }): Restored {
  const isObject = typeof saved === 'object' && saved !== null && !Array.isArray(saved);
  const value = (isObject ? saved : {}) as Partial<SavedState>;
  const previous = Array.isArray(value.previous) ? value.previous : [];
  const damaged = Array.isArray(value.damaged) ? value.damaged : [];
  const opened = value.current ? openSaved(value.current) : null;
  if (value.current && opened?.ok) {
    return { state: { session: opened.value, meta: { ...newMeta(), ...value.current.meta }, previous, damaged, hidden: false }, fromSave: true, damagedCurrent: null };
  }
  // Something saved that is no saved state at all (a string, a number, an object without a game: another version's,
  // or changed by hand) is damage too, kept as it was; only nothing saved (null, undefined) is a first visit.
  const current: unknown = value.current ?? (saved === null || saved === undefined || (isObject && Object.keys(value).length === 0) ? null : saved);
  const kept = current !== null ? [...damaged, current].slice(-PREVIOUS_LIMIT) : damaged;
  return { state: { ...fresh(), previous, damaged: kept, hidden: false }, fromSave: false, damagedCurrent: current };
}

/** The saved form of a state (storage.ts `SavedState`). */
export function savedState(state: GameState): SavedState {
  const saved: SavedState = { current: { record: sessionRecord(state.session), meta: state.meta }, previous: state.previous };
  if (state.damaged.length > 0) saved.damaged = state.damaged;
  return saved;
}

export class SessionController {
  private current: GameState;
  private readonly listeners = new Set<() => void>();
  private readonly stats: StatsWriter;

  constructor(initial: GameState, private readonly storage: SessionStorage, private readonly now: () => number = Date.now) {
    this.current = initial;
    this.stats = new StatsWriter(storage);
  }

  /** The state now (the same object until the next change: a snapshot for `useSyncExternalStore`-style hooks). */
  readonly getState = (): GameState => this.current;

  /** Calls `listener` after every change; returns the function that stops it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The statistics key of the game being played (link.ts `statsKey`). */
  key(of: Session = this.current.session): string {
    return statsKey(of.game.id, of.record.options);
  }

  /**
   * Plays `move` at the cursor (the moves after it are dropped), counts it as `origin` (session-stats.ts), saves.
   * An illegal move, or any move once the game is over, returns the core's error and changes nothing.
   */
  play(move: unknown, origin: MoveOrigin): Result<Played> {
    const { session, meta } = this.current;
    const played = sessionPlay(session, move);
    if (!played.ok) return played;
    const next = played.value.session;
    const status = sessionStatus(next);
    const outcome = afterMove(meta, { origin, cursorBefore: session.cursor, status, now: this.now() });
    void this.stats.write(this.key(next), outcome.changes);
    this.commit({ ...this.current, session: next, meta: outcome.meta });
    return { ok: true, value: { before: currentPosition(session), steps: played.value.steps, after: currentPosition(next), status } };
  }

  /**
   * One move back; at the deal, back to the game before this one (the latest that opens: one that does not is moved
   * to `damaged`), which is this game before its Restart when a restart put it there (`restart`). Null when there is
   * nothing to undo.
   */
  undo(): Undone | null {
    const { session, meta } = this.current;
    if (session.cursor > 0) {
      this.commit({ ...this.current, session: sessionUndo(session), meta: afterAction(meta, this.now()) });
      return 'move';
    }
    const previous = [...this.current.previous];
    const damaged = [...this.current.damaged];
    while (previous.length) {
      const saved = previous.pop()!;
      const opened = openSaved(saved);
      if (opened.ok) {
        this.commit({ ...this.current, session: opened.value, meta: { ...newMeta(), ...saved.meta }, previous, damaged: damaged.slice(-PREVIOUS_LIMIT) });
        return saved.restarted ? 'restart' : 'previous-game';
      }
      damaged.push(saved);
    }
    return null;
  }

  /** Undoes back to the position at `cursor` in one action (Back to the last winnable position); returns the moves undone. */
  undoTo(cursor: number): number {
    const { session, meta } = this.current;
    if (cursor < 0 || cursor >= session.cursor) return 0;
    let back = session;
    while (back.cursor > cursor) back = sessionUndo(back);
    this.commit({ ...this.current, session: back, meta: afterAction(meta, this.now()) });
    return session.cursor - cursor;
  }

  /**
   * Redoes the undone moves up to the position at `cursor` in one action (the review after the game, a point after
   * the current one); they count as Redo does, once. Returns the moves redone (0 when `cursor` is not ahead).
   */
  redoTo(cursor: number): number {
    const { session, meta } = this.current;
    if (cursor <= session.cursor || cursor > session.record.moves.length) return 0;
    const next = sessionGoTo(session, cursor);
    const status = sessionStatus(next);
    const outcome = afterMove(meta, { origin: 'redo', cursorBefore: cursor - 1, status, now: this.now() });
    void this.stats.write(this.key(next), outcome.changes);
    this.commit({ ...this.current, session: next, meta: outcome.meta });
    return cursor - session.cursor;
  }

  /** Plays the next undone move again (it counts as the player's, origin `redo`); null when there is none. */
  redo(): Played | null {
    const { session, meta } = this.current;
    if (session.cursor >= session.record.moves.length) return null;
    const next = sessionRedo(session);
    const status = sessionStatus(next);
    const outcome = afterMove(meta, { origin: 'redo', cursorBefore: session.cursor, status, now: this.now() });
    void this.stats.write(this.key(next), outcome.changes);
    this.commit({ ...this.current, session: next, meta: outcome.meta });
    return { before: currentPosition(session), steps: next.replay.steps[next.cursor], after: currentPosition(next), status };
  }

  /** Back to the deal; the moves stay to redo, and the game as it was is kept for Undo. False when already at the deal. */
  restart(): boolean {
    const { session, meta } = this.current;
    if (session.cursor === 0) return false;
    const opened = openSession(session.game, { ...sessionRecord(session), cursor: 0 });
    if (!opened.ok) return false;
    const touched = afterAction(meta, this.now());
    this.commit({ ...this.current, session: opened.value, meta: touched, previous: this.withPrevious(touched, true) });
    return true;
  }

  /** A new deal of `game` with `options` (new-game-dialog.tsx, the win panel); see `openGame`. */
  newGame(game: AnyGame, options: Options, deal: DealSpec): Result<Session> {
    return this.openGame(game, newRecord(game, options, deal));
  }

  /**
   * Opens `record` (a new deal, or a link's game with its moves, which are not the player's own: `givenMoves`). The
   * game being played is left (settled: lost for the streak when it counted) and stays reachable with Undo. A record
   * that does not replay returns the core's error and changes nothing.
   */
  openGame(game: AnyGame, record: GameRecord, givenMoves = 0): Result<Session> {
    const opened = openSession(game, record);
    if (!opened.ok) return opened;
    const left = this.settle();
    this.commit({ ...this.current, session: opened.value, meta: newMeta(givenMoves), previous: this.withPrevious(left) });
    return opened;
  }

  /** Leaves the game without opening another (a demo takes it over): settled as a game left for another is. */
  leave(): void {
    this.commit({ ...this.current, meta: this.settle() });
  }

  /**
   * The page is hidden (true: another tab in front, the window minimised, a phone's app in the background, the table
   * given up to another tab) or shown again (false). Hidden, the game's clock stops at its play time so far, and that
   * is saved, so a reload or an app closed in the background keeps it; shown, the clock goes on from now. Nothing
   * else changes, and no statistics: the page's visibility is no action of the player's. Nothing happens when the
   * page already was so (and the game's clock agrees).
   */
  setHidden(hidden: boolean): void {
    const next = { ...this.current, hidden };
    if (hidden === this.current.hidden && this.inSight(next).meta === this.current.meta) return;
    this.commit(next);
  }

  /** Saves the state as it is (a game opened before the controller, from a link, is saved at once). */
  save(): void {
    this.storage.saveState(savedState(this.current));
  }

  /** The stored statistics of the game being played, once every write before this call is done. */
  async storedStats(): Promise<GameStats | null> {
    const key = this.key();
    await this.stats.write(key, []);
    return this.storage.loadStats(key);
  }

  /** Resolves when every statistics change and every save so far is written. */
  async flush(): Promise<void> {
    await this.stats.write(this.key(), []);
    await this.storage.flush();
  }

  /** The game being played settled as left (session-stats.ts `leaveGame`), its statistics written; the new meta. */
  private settle(): SessionMeta {
    const left = leaveGame(this.current.meta);
    void this.stats.write(this.key(), left.changes);
    return left.meta;
  }

  /**
   * The games before, with the game being played put behind them, its clock stopped (stats.ts `pauseMeta`), and marked
   * when its own restart put it there (`restarted`).
   */
  private withPrevious(meta: SessionMeta, restarted = false): SavedGame[] {
    const behind: SavedGame = { record: sessionRecord(this.current.session), meta: pauseMeta(meta, this.now()) };
    if (restarted) behind.restarted = true;
    return [...this.current.previous, behind].slice(-PREVIOUS_LIMIT);
  }

  /** The state with the game's clock as the page's visibility says: stopped while hidden, running while shown. */
  private inSight(state: GameState): GameState {
    const now = this.now();
    const meta = state.hidden ? pauseMeta(state.meta, now) : resumeMeta(state.meta, now);
    return meta === state.meta ? state : { ...state, meta };
  }

  private commit(next: GameState): void {
    this.current = this.inSight(next);
    this.storage.saveState(savedState(this.current));
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * Statistics per game and options: played, won, win rate, current and best winning streak, best time and fewest
 * moves of a won game. Pure updates on plain JSON; storage.ts keeps them; session-stats.ts holds the rule of what
 * counts when (docs/web.md, "Statistics").
 *
 * A game's time is its play time: the sum of the pauses between its actions, each pause counted up to 2 minutes (so
 * a game left open overnight does not count the night), and nothing while the game is not in front of the player —
 * the page hidden, the app in a phone's background, the table given up to another tab (issue 28): the clock stops
 * then (`pauseMeta`) and goes on from the moment the game is back (`resumeMeta`). Once the game is settled (won, lost,
 * or left for another game) its time stands for good, whatever is done in it later. "Moves" is the number of moves in
 * the won record (undone moves do not count).
 */

export interface GameStats {
  played: number;
  won: number;
  currentStreak: number;
  bestStreak: number;
  /** Milliseconds, or null before the first win. */
  bestTimeMs: number | null;
  fewestMoves: number | null;
}

/** What the app keeps about the game being played, beside its record. */
export interface SessionMeta {
  /** True once the player's first own move was played (the game then counts as played). */
  counted: boolean;
  /** True once the game's result is settled (won, lost, or left unfinished): nothing about it counts any more. */
  finished: boolean;
  /**
   * How many of the record's first moves the player did not play here (they came with a link); 0 for a game dealt
   * in the app. A win over such moves sets no best time or fewest moves. Absent in saves before it existed: 0.
   */
  givenMoves?: number;
  /** True once a demo or "Play it out" played a move in this game: its win sets no best time or fewest moves. */
  assisted?: boolean;
  /** Active play time so far (see the module comment), in milliseconds. */
  activeMs: number;
  /**
   * When the clock last read the time (ms since 1970): the last action, or the moment the game came back in front
   * (`resumeMeta`); null before the first action.
   */
  lastActionAt: number | null;
  /**
   * True while the game is not in front of the player (`pauseMeta`): the clock stands at `activeMs`. Absent in saves
   * before it existed: false.
   */
  paused?: boolean;
}

/** The longest pause that counts towards a game's time, in milliseconds. */
export const MAX_PAUSE_MS = 120_000;

export function emptyStats(): GameStats {
  return { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null };
}

/** The fields of `GameStats`, in the order the Statistics dialog shows them. */
export const STATS_FIELDS: readonly (keyof GameStats)[] = ['played', 'won', 'currentStreak', 'bestStreak', 'bestTimeMs', 'fewestMoves'];

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Statistics as read back from storage, which another version, another tab or a hand in the browser's tools may have
 * left in any shape: each field is kept when it is what `GameStats` says (counts whole numbers ≥ 0, `won` ≤ `played`,
 * streaks ≤ `won` and the current one ≤ the best; the best time a number of ms ≥ 0 or null; the fewest moves a whole
 * number ≥ 1 or null; either absent reads as null), and else is replaced by its empty value (`emptyStats`) and named
 * in `damaged`, in `STATS_FIELDS` order. A value that is no object has every field damaged. Never throws.
 */
export function readStats(value: unknown): { stats: GameStats; damaged: (keyof GameStats)[] } {
  const empty = emptyStats();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { stats: empty, damaged: [...STATS_FIELDS] };
  const record = value as Record<string, unknown>;
  const damaged = new Set<keyof GameStats>();
  const count = (field: 'played' | 'won' | 'currentStreak' | 'bestStreak', most: number): number => {
    const found = record[field];
    if (isCount(found) && found <= most) return found;
    damaged.add(field);
    return 0;
  };
  const played = count('played', Number.MAX_SAFE_INTEGER);
  const won = count('won', played);
  const bestStreak = count('bestStreak', won);
  const currentStreak = count('currentStreak', bestStreak);
  const time = record.bestTimeMs;
  const moves = record.fewestMoves;
  // Absent (a record written before the field existed) reads as null: not damage.
  const bestTimeMs = time == null ? null : Number.isFinite(time) && (time as number) >= 0 ? (time as number) : null;
  if (time != null && bestTimeMs === null) damaged.add('bestTimeMs');
  const fewestMoves = moves == null ? null : Number.isSafeInteger(moves) && (moves as number) >= 1 ? (moves as number) : null;
  if (moves != null && fewestMoves === null) damaged.add('fewestMoves');
  return { stats: { played, won, currentStreak, bestStreak, bestTimeMs, fewestMoves }, damaged: STATS_FIELDS.filter((field) => damaged.has(field)) };
}

/** The meta of a game just opened; `givenMoves` are the moves that came with it (a link's), 0 for a new deal. */
export function newMeta(givenMoves = 0): SessionMeta {
  return { counted: false, finished: false, activeMs: 0, lastActionAt: null, givenMoves, assisted: false };
}

/**
 * The meta after one action at `now` (ms since 1970): its time counted, up to MAX_PAUSE_MS since the last action —
 * what the clock shows at `now` (`clockMs`), so the clock never jumps at an action. Nothing counts while the clock
 * stands, and the same meta is returned: while paused (an automatic move landing after the page was hidden), and once
 * the game is settled (won, lost, or left for another game). A settled game keeps its time for good: an Undo past its
 * end, or any action in it after Undo brought it back from behind another game, counts none of the time since.
 */
export function touchMeta(meta: SessionMeta, now: number): SessionMeta {
  if (meta.paused || meta.finished) return meta;
  const pause = meta.lastActionAt === null ? 0 : Math.max(0, Math.min(MAX_PAUSE_MS, now - meta.lastActionAt));
  return { ...meta, activeMs: meta.activeMs + pause, lastActionAt: now };
}

/**
 * The game goes out of the player's sight at `now` (the page hidden, the table given up to another tab, the game put
 * behind another for Undo): the time so far is counted (as an action would) and the clock stops. The same meta when
 * its clock is not running (before the first action, settled, or paused already).
 */
export function pauseMeta(meta: SessionMeta, now: number): SessionMeta {
  if (meta.paused || meta.finished || meta.lastActionAt === null) return meta;
  return { ...touchMeta(meta, now), paused: true };
}

/** The game is back in front of the player at `now`: the clock goes on from there. The same meta when not paused. */
export function resumeMeta(meta: SessionMeta, now: number): SessionMeta {
  if (!meta.paused) return meta;
  return { ...meta, paused: false, lastActionAt: now };
}

/** The first move of a game: it counts as played. */
export function countPlayed(stats: GameStats): GameStats {
  return { ...stats, played: stats.played + 1 };
}

/** A won game with its time and number of moves; null for either leaves the best one as it is (an assisted win). */
export function countWin(stats: GameStats, timeMs: number | null, moves: number | null): GameStats {
  const currentStreak = stats.currentStreak + 1;
  return {
    ...stats,
    won: stats.won + 1,
    currentStreak,
    bestStreak: Math.max(stats.bestStreak, currentStreak),
    bestTimeMs: timeMs === null ? stats.bestTimeMs : stats.bestTimeMs === null ? timeMs : Math.min(stats.bestTimeMs, timeMs),
    fewestMoves: moves === null ? stats.fewestMoves : stats.fewestMoves === null ? moves : Math.min(stats.fewestMoves, moves),
  };
}

/** A lost or abandoned game (played but not won): the streak ends. */
export function countLoss(stats: GameStats): GameStats {
  return { ...stats, currentStreak: 0 };
}

/** Win rate in percent (0 when nothing was played), rounded to a whole number. */
export function winRate(stats: GameStats): number {
  return stats.played === 0 ? 0 : Math.round((100 * stats.won) / stats.played);
}

/**
 * The game's time as the clock shows it at `now` (ms since 1970): the active time so far, plus the pause since the
 * last action counted the same way (up to MAX_PAUSE_MS), so the clock shows what will count. Stopped (the time so far)
 * once the game is settled and while it is paused; 0 before the first action.
 */
export function clockMs(meta: SessionMeta, now: number): number {
  if (meta.lastActionAt === null || meta.finished || meta.paused) return meta.activeMs;
  return meta.activeMs + Math.max(0, Math.min(MAX_PAUSE_MS, now - meta.lastActionAt));
}

/** A time as m:ss (or h:mm:ss). */
export function formatTime(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * The pure side of the solver at the table (docs/web.md, "The solver at the table"): what the app knows about
 * positions it has had solved, the fallback hint when the solver does not know, when the rest of a game is trivial,
 * and the measured win rates shown in the game menu. Everything here runs in Node too (src/web/web.test.ts).
 */
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import { gameStatus, positionKey } from '../core/engine.js';
import { defaultOptions } from '../core/options.js';
import { MAX_SEED } from '../core/deal.js';
import { pileKinds } from '../core/piles.js';
import type { Verdict } from '../solver/types.js';
import { moveToText } from './link.js';

/** What the solver said about one position: the verdict and, when `won`, a certified winning line from it. */
export interface Analysis {
  verdict: Verdict;
  moves: Move[];
  /** For `unknown`: the time budget (ms) that ran out, so a longer budget may search again. */
  budgetMs?: number;
}

/** True when two moves are the same move (same text in a link: pile ids, count, pair piles or type). */
export function sameMove(a: Move, b: Move): boolean {
  return moveToText(a) === moveToText(b);
}

/** The longest line whose positions are all entered in the cache when a winning line comes in. */
const MAX_LINE_WALK = 600;

/**
 * What is known about positions, by `positionKey`. A `won` verdict with line L also tells that the position after
 * L[0] is won with line L[1..] (a suffix of a certified line is a winning line), and so on down the line; a `lost`
 * position's successors are all lost (the search that proved it lost went through them). `unknown` is kept too, so a
 * position is not searched twice with the same budget. At most `limit` positions are kept (the oldest go first).
 */
export class AnalysisCache {
  private readonly entries = new Map<string, Analysis>();

  constructor(private readonly limit = 5000) {}

  get(position: Position): Analysis | null {
    return this.entries.get(positionKey(position)) ?? null;
  }

  /** Records a verdict for a position; a `won` line enters every position along it. */
  put(game: AnyGame, options: Options, position: Position, analysis: Analysis): void {
    this.set(positionKey(position), analysis);
    if (analysis.verdict !== 'won') return;
    let current = position;
    for (let i = 0; i < analysis.moves.length && i < MAX_LINE_WALK; i++) {
      current = game.apply(current, analysis.moves[i], options).position;
      const key = positionKey(current);
      if (this.entries.get(key)?.verdict === 'won') break;
      this.set(key, { verdict: 'won', moves: analysis.moves.slice(i + 1) });
    }
  }

  /**
   * What follows for the position after `move` from `before` without a search: `won` with the rest of the line when
   * the move is the line's first; `lost` when `before` was lost. Null when nothing follows.
   */
  inferAfter(game: AnyGame, options: Options, before: Position, move: Move, after: Position): Analysis | null {
    const known = this.get(after);
    if (known) return known;
    const previous = this.get(before);
    if (!previous) return null;
    if (previous.verdict === 'lost') {
      const analysis: Analysis = { verdict: 'lost', moves: [] };
      this.set(positionKey(after), analysis);
      return analysis;
    }
    if (previous.verdict === 'won' && previous.moves.length > 0 && sameMove(previous.moves[0], move)) {
      const analysis: Analysis = { verdict: 'won', moves: previous.moves.slice(1) };
      this.put(game, options, after, analysis);
      return analysis;
    }
    return null;
  }

  clear(): void {
    this.entries.clear();
  }

  private set(key: string, analysis: Analysis): void {
    if (this.entries.has(key)) this.entries.delete(key);
    this.entries.set(key, analysis);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/**
 * The fallback hint when the solver does not know: the legal move that keeps the most options, that is the move
 * after which the most legal moves exist. A move that wins at once comes first; a move after which the core says
 * the game is lost comes last; ties go to a move onto a foundation, then to the first in `legalMoves` order.
 * Null when there is no legal move.
 */
export function mostOptionsMove(game: AnyGame, position: Position, options: Options): Move | null {
  const legal = game.legalMoves(position, options);
  const kinds = pileKinds(game, options);
  let best: Move | null = null;
  let bestScore = -Infinity;
  for (const move of legal) {
    const after = game.apply(position, move, options).position;
    const status = gameStatus(game, after, options);
    let score: number;
    if (status === 'won') score = 1e6;
    else if (status === 'lost') score = -1e6;
    else score = game.legalMoves(after, options).length * 2 + (move.type === 'move' && kinds.get(move.to) === 'foundation' ? 1 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = move;
    }
  }
  return best;
}

/**
 * True when the rest of a won game is trivial, so the app may offer to play it out: the winning `line` is made only
 * of moves onto foundations (piles of kind `foundation`, whatever their ids: Topsy-Turvy Queens' King row too), or
 * every position along it has a single legal move (the game is forced, as Perpetual Motion). An empty line is not
 * offered (the game is already won).
 */
export function isTrivialLine(game: AnyGame, position: Position, options: Options, line: readonly Move[]): boolean {
  if (line.length === 0) return false;
  const kinds = pileKinds(game, options);
  if (line.every((move) => move.type === 'move' && kinds.get(move.to) === 'foundation')) return true;
  let current = position;
  for (const move of line) {
    if (game.legalMoves(current, options).length !== 1) return false;
    current = game.apply(current, move, options).position;
  }
  return true;
}

/** One row of the win-rate file (src/web/win-rates.json), as the win-rate run writes it. */
export interface WinRateRow {
  label: string;
  options: Options;
  deals: number;
  won: number;
  lost: number;
  unknown: number;
  /** Won / deals, 0..1. */
  rate: number;
  /** The 95 % interval of the rate, 0..1. */
  low: number;
  high: number;
  /**
   * The player that does not peek on the same rules (docs/fair-player.md; `npm run win-rates -- --player fair`): its
   * deals, won and lost, won / deals (0..1) and the 95 % interval; absent where it was not measured, or where no card is
   * hidden from play (the rate above holds for every player then).
   */
  fair?: { deals: number; won: number; lost: number; rate: number; low: number; high: number };
  /**
   * The defaults' row only: the first deals (by number, up to 200) of this run that the solver proved won
   * (scripts/win-rates.mjs); a first visit opens one of them (`firstVisitSeed`).
   */
  wonDeals?: number[];
}

export type WinRates = Record<string, WinRateRow[]>;

/** The row of a game's default options (label `default`, or options equal to the defaults); null when absent. */
export function defaultWinRate(rates: unknown, game: AnyGame): WinRateRow | null {
  return winRateOf(rates, game, defaultOptions(game));
}

/**
 * The measured row of `game` under `options` (every option of the game compared; a row labelled `default` stands for
 * the defaults), so the game menu shows the rate of the rules chosen, as the rules page does (issue 12, item 3); null
 * when that reading was not measured or the file is malformed.
 */
export function winRateOf(rates: unknown, game: AnyGame, options: Options): WinRateRow | null {
  if (!rates || typeof rates !== 'object') return null;
  const rows = (rates as Record<string, unknown>)[game.id];
  if (!Array.isArray(rows)) return null;
  const defaults = defaultOptions(game);
  const same = (a: Options, b: unknown) => b !== null && typeof b === 'object'
    && game.options.every((spec) => String(a[spec.key] ?? defaults[spec.key]) === String((b as Options)[spec.key] ?? defaults[spec.key]));
  const isDefaults = same(defaults, options);
  const row = (isDefaults ? rows.find((entry) => entry?.label === 'default') : undefined) ?? rows.find((entry) => same(options, entry?.options));
  if (!row || typeof row.rate !== 'number' || typeof row.low !== 'number' || typeof row.high !== 'number') return null;
  return row as WinRateRow;
}

/**
 * The deal a first visit opens: one of the won deals of `game`'s defaults row (`wonDeals`), chosen by `pick` (0..1,
 * as Math.random gives), so the first deal a player sees can be won; `fallback()` (a random deal) when the rates have
 * no such list. Entries that are no deal number (not a whole number 0..MAX_SEED) are skipped.
 */
export function firstVisitSeed(rates: unknown, game: AnyGame, pick: number, fallback: () => number): number {
  const listed = defaultWinRate(rates, game)?.wonDeals;
  const won = Array.isArray(listed) ? listed.filter((seed) => Number.isSafeInteger(seed) && seed >= 0 && seed <= MAX_SEED) : [];
  if (won.length === 0) return fallback();
  return won[Math.min(won.length - 1, Math.floor(pick * won.length))];
}

/** A rate 0..1 as a whole percentage ("43 %" style numbers without the sign): 0.4349 → "43". Below 1 %, one significant digit ("0.4", "0.03"). */
export function percent(rate: number): string {
  const value = rate * 100;
  return value > 0 && value < 1 ? value.toPrecision(1) : String(Math.round(value));
}

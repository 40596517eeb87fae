/**
 * The generic solver: a depth-first search with a transposition table over the engine's `legalMoves`/`apply`,
 * for every game (docs/solvers/generic.md).
 *
 * Completeness: every position is expanded at most once (the table holds every position entered, keyed by a
 * canonical string), and a position is only left out when it was entered before. A depth-first graph search with a
 * visited set reaches every position reachable from the start, so when it ends without a win the game is lost. Games
 * with circular moves (Go, No Go's transfers, Klondike's foundation-to-tableau moves) rely on this table.
 *
 * Games whose hooks say `forced` (Perpetual Motion: exactly one legal move at every point) are simulated instead.
 */
import { type RuleSwitches, ruleSwitches } from './rule-switches.js';
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import { positionKey } from '../core/engine.js';
import type { SolveBudget, SolveResult } from './types.js';


/**
 * The pruning rules of the generic search, by letter (docs/solvers/generic.md): S a game's safe moves
 * (`hooks.safeMoves`: rule S of Klondike), E a game's coarser key of positions that play alike (`hooks.key`: rule E of
 * the games of seed 001).
 */
export const GENERIC_RULES = ['S', 'E'] as const;
export type GenericRuleSwitches = RuleSwitches<(typeof GENERIC_RULES)[number]>;

/** Every rule on when `pruning`, else every one off; then the rules named in `off` off (an unknown name throws). */
export function genericRuleSwitches(pruning: boolean, off: readonly string[] = []): GenericRuleSwitches {
  return ruleSwitches('generic search', GENERIC_RULES, pruning, off);
}
/**
 * Per-game hooks of the generic search (src/solver/hooks.ts registers them by game id).
 * Only `safeMoves` prunes; `orderMoves` and `key` never change a verdict.
 */
export interface SearchHooks {
  /** The moves in the order to try them (the most promising first). Must return a permutation of `moves`. */
  orderMoves?(position: Position, moves: Move[], options: Options): Move[];
  /**
   * Pruning: a subset of `moves` that is provably enough (if the position can be won, it can be won by starting
   * with one of these). Return null to keep all. Each rule is written down with its argument in
   * docs/solvers/generic.md and the solver's reference.
   */
  safeMoves?(position: Position, moves: Move[], options: Options): Move[] | null;
  /**
   * A canonical key: positions with the same key must be won or lost together (used only with pruning on; each such
   * key is a rule of docs/solvers/generic.md). Default: `positionKey` (the JSON text).
   */
  key?(position: Position, options: Options): string;
  /** True when every position has at most one legal move: the game is simulated, no table is kept. */
  forced?: boolean;
}

interface Frame {
  position: Position;
  moves: Move[];
  next: number;
}

/** A clock and counter shared by the searches: `spent()` is true once a limit of the budget is reached. */
export class BudgetClock {
  readonly started = performance.now();
  states = 0;
  private readonly maxStates: number;
  private readonly deadline: number;

  constructor(budget: SolveBudget) {
    this.maxStates = budget.states ?? Number.POSITIVE_INFINITY;
    this.deadline = budget.ms === undefined ? Number.POSITIVE_INFINITY : this.started + budget.ms;
  }

  /** True once the states or the time are spent (the clock is read every 256 states). */
  spent(): boolean {
    if (this.states >= this.maxStates) return true;
    if ((this.states & 255) === 0 && performance.now() >= this.deadline) return true;
    return false;
  }

  elapsed(): number {
    return performance.now() - this.started;
  }
}

/** Terminal test of a position: won, dead (declared lost or no legal move), or the moves to try. */
function expand(game: AnyGame, position: Position, options: Options, hooks: SearchHooks, rules: GenericRuleSwitches): 'won' | Move[] {
  if (game.isWon(position, options)) return 'won';
  if (game.isLost?.(position, options)) return [];
  let moves = game.legalMoves(position, options);
  if (moves.length === 0) return moves;
  if (rules.S && hooks.safeMoves) moves = hooks.safeMoves(position, moves, options) ?? moves;
  if (hooks.orderMoves && moves.length > 1) moves = hooks.orderMoves(position, moves, options);
  return moves;
}

/**
 * Searches from `position` for a winning line. The line is not yet certified (index.ts certifies it).
 * `result` is `lost` only when the search was exhausted.
 */
export function genericSearch(game: AnyGame, position: Position, options: Options, budget: SolveBudget, hooks: SearchHooks, rules: GenericRuleSwitches): SolveResult {
  const clock = new BudgetClock(budget);
  if (hooks.forced) {
    const simulated = simulate(game, position, options, clock);
    if (simulated.note === undefined) return simulated;
  }
  return depthFirst(game, position, options, hooks, rules, clock);
}

/** The depth-first search with its table, on the budget's clock. */
function depthFirst(game: AnyGame, position: Position, options: Options, hooks: SearchHooks, rules: GenericRuleSwitches, clock: BudgetClock): SolveResult {
  // A coarser canonical key merges positions that play alike; it is a pruning rule (rule E of docs/solvers/generic.md),
  // so it is used only with that rule on.
  const keyOf = rules.E && hooks.key ? hooks.key : (p: Position) => positionKey(p);
  const expandOrdered = (p: Position): 'won' | Move[] => expand(game, p, options, hooks, rules);
  const seen = new Set<string>();
  const first = expandOrdered(position);
  clock.states++;
  if (first === 'won') return { result: 'won', moves: [], states: clock.states, ms: clock.elapsed() };
  seen.add(keyOf(position, options));
  const stack: Frame[] = [{ position, moves: first, next: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.moves.length) {
      stack.pop();
      continue;
    }
    if (clock.spent()) return { result: 'unknown', moves: [], states: clock.states, ms: clock.elapsed() };
    const move = frame.moves[frame.next++];
    const child = game.apply(frame.position, move, options).position;
    const key = keyOf(child, options);
    if (seen.has(key)) continue;
    seen.add(key);
    clock.states++;
    const moves = expandOrdered(child);
    if (moves === 'won') {
      const line = stack.map((f) => f.moves[f.next - 1]);
      return { result: 'won', moves: line, states: clock.states, ms: clock.elapsed() };
    }
    if (moves.length > 0) stack.push({ position: child, moves, next: 0 });
  }
  return { result: 'lost', moves: [], states: clock.states, ms: clock.elapsed() };
}

/**
 * Forced play: follows the only legal move until the game is won or lost. More than one legal move somewhere means
 * the game is not forced after all: the result is then `unknown` with a note (use the search instead).
 */
function simulate(game: AnyGame, position: Position, options: Options, clock: BudgetClock): SolveResult {
  const line: Move[] = [];
  let current = position;
  // A forced game that comes back to a position it has seen goes round for ever: lost. Positions are recorded only
  // after a long run, so that ordinary games pay nothing for the check.
  let seen: Set<string> | null = null;
  for (;;) {
    if (seen === null && line.length >= 5000) seen = new Set();
    if (seen !== null) {
      const key = positionKey(current);
      if (seen.has(key)) return { result: 'lost', moves: [], states: clock.states, ms: clock.elapsed() };
      seen.add(key);
    }
    if (game.isWon(current, options)) return { result: 'won', moves: line, states: clock.states, ms: clock.elapsed() };
    if (game.isLost?.(current, options)) return { result: 'lost', moves: [], states: clock.states, ms: clock.elapsed() };
    const legal = game.legalMoves(current, options);
    if (legal.length === 0) return { result: 'lost', moves: [], states: clock.states, ms: clock.elapsed() };
    if (legal.length > 1) return { result: 'unknown', moves: [], states: clock.states, ms: clock.elapsed(), note: 'more than one legal move: the game is not forced here' };
    if (clock.spent()) return { result: 'unknown', moves: [], states: clock.states, ms: clock.elapsed() };
    clock.states++;
    line.push(legal[0]);
    current = game.apply(current, legal[0], options).position;
  }
}

/**
 * The solver interface for all eight games (docs/solver.md).
 *
 * `solve(game, position, options, budget)` searches for a winning line from `position`, seeing every card. A `won`
 * verdict comes with a line that has been replayed through the rules core (`certifyWin`) before it is reported;
 * `lost` only when the search was exhausted; `unknown` when the budget ran out.
 *
 * A game with a fast solver of its own (fast-solvers.ts) uses it; every other game the generic search (generic.ts) with
 * its hooks (hooks.ts). Perpetual Motion, a forced game, is simulated: on integers for the verdict of an opening position
 * (perpetual-motion-fast.ts), and through the engine for the line of a won deal, which is then certified.
 */
import type { AnyGame, Options, Position } from '../core/game.js';
import { certifyWin } from './certify.js';
import { genericSearch } from './generic.js';
import { hooksFor } from './hooks.js';
import { FAST_SOLVERS } from './fast-solvers.js';
import { perpetualMotionOpeningDeck, simulatePerpetualMotion } from './perpetual-motion-fast.js';
import type { SolveBudget, SolveResult, SolveSettings } from './types.js';

export type { FastOutcome, FastSettings, FastSolver, SolveBudget, SolveResult, SolveSettings, Verdict } from './types.js';
export { certifyWin } from './certify.js';

/**
 * Solves a position. `budget.states` bounds the positions expanded, `budget.ms` the wall-clock time (both
 * optional: no limit). `settings.pruning` false turns every pruning rule off; `settings.engine` 'generic' forces
 * the generic search for Klondike too. Never throws for a game position; a solver bug that yields a line the rules
 * refuse gives `unknown` with a `note`.
 */
export function solve(game: AnyGame, position: Position, options: Options, budget: SolveBudget = {}, settings: SolveSettings = {}): SolveResult {
  const started = performance.now();
  const pruning = settings.pruning !== false;
  let outcome: { result: SolveResult['result']; moves: SolveResult['moves']; states: number; note?: string } | null = null;
  const fast = settings.engine === 'generic' || !Object.hasOwn(FAST_SOLVERS, game.id) ? undefined : FAST_SOLVERS[game.id];
  if (fast) {
    const deadline = budget.ms === undefined ? Number.POSITIVE_INFINITY : started + budget.ms;
    try {
      outcome = fast(position, options, { pruning }, budget.states ?? Number.POSITIVE_INFINITY, deadline);
    } catch {
      // A position the fast solver cannot hold (never one reached by play): the generic search takes it.
      outcome = null;
    }
  }
  if (game.id === 'perpetual-motion') {
    const deck = perpetualMotionOpeningDeck(position);
    if (deck !== null) {
      const simulated = simulatePerpetualMotion(deck);
      if (simulated.result === 'lost') outcome = { result: 'lost', moves: [], states: simulated.moves };
    }
  }
  if (outcome === null) {
    const remaining: SolveBudget = { ...budget };
    if (budget.ms !== undefined) remaining.ms = Math.max(1, budget.ms - (performance.now() - started));
    outcome = genericSearch(game, position, options, remaining, hooksFor(game), pruning);
  }
  const searchMs = performance.now() - started;
  if (outcome.result === 'won') {
    const certified = certifyWin(game, position, options, outcome.moves);
    if (!certified.ok) {
      return { result: 'unknown', moves: [], states: outcome.states, ms: performance.now() - started, searchMs, note: `certification failed: ${certified.error}` };
    }
  }
  const result: SolveResult = { result: outcome.result, moves: outcome.moves, states: outcome.states, ms: performance.now() - started, searchMs };
  if (outcome.note !== undefined) result.note = outcome.note;
  return result;
}

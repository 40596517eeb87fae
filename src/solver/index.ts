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
import { GENERIC_RULES, genericRuleSwitches, genericSearch } from './generic.js';
import { hooksFor } from './hooks.js';
import { FAST_SOLVERS, FAST_SOLVER_RULES } from './fast-solvers.js';
import { perpetualMotionOpeningDeck, simulatePerpetualMotion } from './perpetual-motion-fast.js';
import type { SolveBudget, SolveResult, SolveSettings } from './types.js';

export type { FastOutcome, FastSettings, FastSolver, SolveBudget, SolveResult, SolveSettings, Verdict } from './types.js';
export { certifyWin } from './certify.js';

/**
 * Solves a position. `budget.states` bounds the positions expanded in all phases, `budget.ms` the wall-clock time
 * (both optional: no limit); with `states` alone the result (all but its `ms`) is the same on any machine. `settings.pruning` false turns every pruning rule off; `settings.engine` 'generic' forces
 * the generic search for Klondike too; `settings.certify` false skips the replay of a won line (the result is then marked
 * `uncertified`). A position a fast solver cannot hold (it says why) goes to the generic search,
 * with the reason in `note`. A line the rules refuse gives `unknown` with a `note`; any other solver bug throws.
 */
export function solve(game: AnyGame, position: Position, options: Options, budget: SolveBudget = {}, settings: SolveSettings = {}): SolveResult {
  const started = performance.now();
  const pruning = settings.pruning !== false;
  let outcome: { result: SolveResult['result']; moves: SolveResult['moves']; states: number; note?: string } | null = null;
  let declined: string | undefined;
  const fast = settings.engine === 'generic' || !Object.hasOwn(FAST_SOLVERS, game.id) ? undefined : FAST_SOLVERS[game.id];
  const rulesOff = splitRulesOff(game.id, settings.rulesOff ?? []);
  if (fast) {
    const deadline = budget.ms === undefined ? Number.POSITIVE_INFINITY : started + budget.ms;
    // No catch: a throw from a fast solver is a bug and must surface. A position it cannot hold is declined instead.
    const tableBits = tableBitsForBudget(budget.states);
    const fastSettings = { pruning, rulesOff: rulesOff.fast, ...(settings.singlePhase === true ? { singlePhase: true } : {}), ...(tableBits === undefined ? {} : { maxTableBits: tableBits }) };
    const fastOutcome = fast(position, options, fastSettings, budget.states ?? Number.POSITIVE_INFINITY, deadline);
    if (fastOutcome.declined === undefined) outcome = fastOutcome;
    else declined = `the fast solver declined the position (${fastOutcome.declined}); searched by the generic search`;
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
    outcome = genericSearch(game, position, options, remaining, hooksFor(game), genericRuleSwitches(pruning, rulesOff.generic));
  }
  const searchMs = performance.now() - started;
  if (outcome.result === 'won' && settings.certify === false) {
    return { result: 'won', moves: outcome.moves, states: outcome.states, ms: searchMs, searchMs, uncertified: true };
  }
  if (outcome.result === 'won') {
    const certified = certifyWin(game, position, options, outcome.moves);
    if (!certified.ok) {
      return { result: 'unknown', moves: [], states: outcome.states, ms: performance.now() - started, searchMs, note: `certification failed: ${certified.error}` };
    }
  }
  const result: SolveResult = { result: outcome.result, moves: outcome.moves, states: outcome.states, ms: performance.now() - started, searchMs };
  const note = [declined, outcome.note].filter((part) => part !== undefined).join('; ');
  if (note !== '') result.note = note;
  return result;
}

/** Table bits up to which every fast solver's own largest table serves (2^24 or 2^25 entries). */
const DEFAULT_TABLE_BITS = 25;
/** The largest table a budget gets: 2^27 entries (1.5 GiB at 12 bytes an entry). */
const MOST_TABLE_BITS = 27;

/**
 * The largest table (in bits: 2^bits entries) of a solve with a budget of `states` positions: a budget of more
 * positions than the fast solvers' own tables have entries (2^25) gets a table of at least as many entries as it has
 * positions, up to 2^27 entries; `undefined` (each solver's own) for smaller budgets and for budgets not in positions. So a deal solved again at a larger budget is not stopped by a full table (Percentages `three-redeals` at
 * 100,000,000 positions: five deals stopped at 22–72 million, "the transposition table is full"), and what a budget
 * decides does not depend on the table's size below it.
 */
export function tableBitsForBudget(states: number | undefined): number | undefined {
  if (states === undefined || !Number.isFinite(states)) return undefined;
  const bits = Math.ceil(Math.log2(Math.max(1, states)));
  return bits > DEFAULT_TABLE_BITS ? Math.min(MOST_TABLE_BITS, bits) : undefined;
}

/**
 * The pruning rules a game's searches have, by letter: its fast solver's (FAST_SOLVER_RULES) and the generic search's
 * (GENERIC_RULES), which searches positions the fast solver declines and the games without one.
 */
export function pruningRulesOf(gameId: string): { fast: readonly string[]; generic: readonly string[] } {
  return { fast: Object.hasOwn(FAST_SOLVER_RULES, gameId) ? FAST_SOLVER_RULES[gameId] : [], generic: GENERIC_RULES };
}

/** `rulesOff` split between the fast solver and the generic search; a letter neither has throws, naming both lists. */
function splitRulesOff(gameId: string, rulesOff: readonly string[]): { fast: string[]; generic: string[] } {
  const rules = pruningRulesOf(gameId);
  for (const rule of rulesOff) {
    if (!rules.fast.includes(rule) && !rules.generic.includes(rule)) {
      throw new Error(`unknown pruning rule '${rule}' for ${gameId} (its fast solver's: ${rules.fast.join(', ') || 'none'}; the generic search's: ${rules.generic.join(', ')})`);
    }
  }
  return { fast: rulesOff.filter((rule) => rules.fast.includes(rule)), generic: rulesOff.filter((rule) => rules.generic.includes(rule)) };
}

/**
 * The seed-001 fast solver (docs/solver.md, "The seed-001 fast solver"): Moving Shops, Artless and Percentages
 * (RULES.md sections 4–6), every option, from any position reached by play.
 *
 * With pruning on, the budget is spent in three phases (each a search of search.ts on a fresh table):
 * 1. Artless and Percentages: the heuristic search (every card onto the lowest foundation that takes it), for up to a
 *    quarter of the time and HEURISTIC_STATES states;
 * 2. restarts with a random order of the cards' piles, RESTART_STATES states each, growing by half each time, until
 *    half of the time is used: heuristic searches in Artless and Percentages, complete ones in Moving Shops (a
 *    restart of a complete search that ends without a win has proved the loss);
 * 3. the complete search with what is left.
 * A depth-first search that takes a wrong turn early can spend most of its time below it; a heuristic or restarted
 * search finds most wins in a small part of the states. A win from any phase is certified by solve() (index.ts).
 */
import type { Options, Position } from '../../core/game.js';
import type { Seed001Config } from '../../games/seed001.js';
import type { FastOutcome, FastSettings, FastSolver } from '../types.js';
import { type Seed001Rules, rulesOf } from './rules.js';
import { type SearchOutcome, Seed001Search } from './search.js';
import { Seed001State } from './state.js';
import { projectLine } from './translate.js';

const HEURISTIC_SHARE = 1 / 4;
const HEURISTIC_STATES = 200_000;
const RESTART_SHARE = 1 / 2;
const RESTART_STATES = 2_000;

/** The fast solver of the game built from `config` (its `FastSolver`, registered in fast-solvers.ts). */
export function seed001FastSolver<O extends Options>(config: Seed001Config<O>): FastSolver {
  return (position: Position, options: Options, settings: FastSettings, maxStates: number, deadline: number): FastOutcome => {
    const rules = rulesOf(config, options as O);
    const started = performance.now();
    const timed = Number.isFinite(deadline);
    const until = (share: number): number => (timed ? started + (deadline - started) * share : Number.POSITIVE_INFINITY);
    let states = 0;
    if (settings.pruning) {
      const heuristic = !rules.choosesBase;
      if (heuristic) {
        const first = search(position, rules, settings, { heuristic: true }, Math.min(HEURISTIC_STATES, Math.ceil(maxStates * HEURISTIC_SHARE)), until(HEURISTIC_SHARE));
        states += first.states;
        if (first.result === 'won') return outcome(position, rules, first, states);
      }
      const restartsEnd = until(RESTART_SHARE);
      const restartStates = Number.isFinite(maxStates) ? maxStates * RESTART_SHARE : timed ? Number.POSITIVE_INFINITY : 0;
      let cap = RESTART_STATES;
      for (let attempt = 1; states < restartStates && performance.now() < restartsEnd; attempt++) {
        const restart = search(position, rules, settings, { heuristic, randomSeed: attempt * 7919 }, Math.min(cap, maxStates - states), restartsEnd);
        states += restart.states;
        if (restart.result === 'won' || (restart.result === 'lost' && !heuristic)) return outcome(position, rules, restart, states);
        cap = Math.ceil(cap * 1.5);
      }
    }
    const complete = search(position, rules, settings, {}, maxStates - states, deadline);
    return outcome(position, rules, complete, states + complete.states);
  };
}

function search(position: Position, rules: Seed001Rules, settings: FastSettings, mode: { heuristic?: boolean; randomSeed?: number }, maxStates: number, deadline: number): SearchOutcome {
  const state = new Seed001State(rules);
  state.load(position);
  return new Seed001Search(state, { pruning: settings.pruning, maxTableBits: settings.maxTableBits, ...mode }).search(maxStates, deadline);
}

function outcome(position: Position, rules: Seed001Rules, found: SearchOutcome, states: number): FastOutcome {
  const result: FastOutcome = { result: found.result, moves: found.result === 'won' ? projectLine(position, rules, found.line) : [], states };
  if (found.note !== undefined) result.note = found.note;
  return result;
}

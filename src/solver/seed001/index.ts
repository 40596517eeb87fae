/**
 * The seed-001 fast solver (docs/solvers/moving-shops-artless-percentages.md): Moving Shops, Artless and Percentages
 * (RULES.md sections 4–6), every option, from any position reached by play.
 *
 * With pruning on, several searches share the budget:
 * - Artless and Percentages (`byRounds`): the heuristic search (search.ts: every card onto the lowest foundation that
 *   takes it; not complete, it only finds wins), heuristic restarts with a random order of the cards' piles, and the
 *   lazy game (lazy.ts) twice — with its rules C and P, and plain (cheaper states) — whose loss proves the game lost
 *   and whose win, turned into a line of the game (realize.ts), is a win; taking turns with a doubling number of
 *   states, the plain lazy game about two thirds of each round's time (about five sixths from round LATE_ROUND on),
 *   the restarts and the lazy game with its rules in the first two rounds only.
 * - Moving Shops (`movingShops`): restarts of the complete search, then the complete search.
 * A depth-first search that takes a wrong turn early can spend most of its time below it; a heuristic or restarted
 * search finds most wins in a small part of the states. solve() (../index.ts) certifies every win.
 */
import type { Move, Options, Position } from '../../core/game.js';
import type { Seed001Config } from '../../games/seed001.js';
import type { FastOutcome, FastSettings, FastSolver } from '../types.js';
import { LazySearch } from './lazy.js';
import { realize } from './realize.js';
import { type Seed001Rules, rulesOf } from './rules.js';
import { type Seed001RuleSwitches, seed001RuleSwitches } from './pruning-rules.js';
import { type SearchOutcome, Seed001Search } from './search.js';
import { PositionFault, Seed001State } from './state.js';
import { projectLine } from './translate.js';

const FIRST_SLICE = 2_000;
/**
 * The heuristic search's slice, in FIRST_SLICE units doubling each round. It runs without rules C and P: their
 * fixpoint was half of its time, and without them it finds the wins of three-redeals 5001–5100 that it
 * finds after round 1 in 1.2–1.9 times the states but about half the CPU time (docs/solvers/journal.md, "Where the time
 * of a deal goes"), so it gets twice the states.
 */
const HEURISTIC_WEIGHT = 2;
/**
 * From round LATE_ROUND on, the heuristic search's slice is LATE_HEURISTIC_WEIGHT units instead: so late, most deals
 * left are losses, which only the plain lazy game proves, and the heuristic's slices were a third of their CPU time.
 * Three-redeals 5001–5400 side by side (`solve()`, 3 s wall a deal, CPU time of the process): the CPU of all 400
 * deals 31.7 → 31.0 s; within 0.9 CPU-seconds 5009 and 5091 now decided (777–818 → 689–768 ms and 974–1,209 → 761–856,
 * three runs each on a quiet machine), 5097 776–792 → 646–676; the late heuristic wins later (5319 340–380 → 681–700,
 * 5383 879–1,026 → 1,128–1,189); docs/solvers/journal.md, "The late rounds".
 */
const LATE_ROUND = 3;
const LATE_HEURISTIC_WEIGHT = 1 / 2;
/**
 * The plain lazy game's slice, in the same units: its state costs about a quarter to a half of a heuristic state's
 * CPU time, so that it gets about two thirds of each round's time: every loss of three-redeals 5001–5100 is proved by
 * it, and the heuristic's wins come within a few rounds.
 */
const LAZY_WEIGHT = 8;
/**
 * The lazy game with its rules, in the same units, at most ORDERED_CAP states a round: it finds some wins and losses
 * within a few hundred states that the other searches need far more for (deal 5063 of three-redeals: 119), always in
 * the first two rounds on deals 5001–5100; its states are the dearest of all.
 */
const ORDERED_WEIGHT = 1 / 4;
const ORDERED_CAP = 1_000;
/** The heuristic restart of each round (a new random order) takes at most this many states: it wins in rounds 0–1 or not at all. */
const RESTART_CAP = 4_000;
/**
 * The restarts and the lazy game with its rules run in the first EARLY_ROUNDS rounds only: on three-redeals 5001–5400
 * they decided nothing later (5101–5400 side by side: 6% less CPU in all, the same 295 deals decided within a
 * CPU-second, the losses 3–10% sooner; docs/solvers/moving-shops-artless-percentages.md, "Phases").
 */
const EARLY_ROUNDS = 2;
const RESTART_SHARE = 1 / 2;
const RESTART_STATES = 2_000;

/**
 * The fast solver of the game built from `config` (its `FastSolver`, registered in fast-solvers.ts), with every
 * pruning rule or none (`settings.pruning`) less those of `settings.rulesOff` (pruning-rules.ts; an unknown letter
 * throws). A position it cannot hold (PositionFault) is declined with the reason.
 */
export function seed001FastSolver<O extends Options>(config: Seed001Config<O>): FastSolver {
  return (position: Position, options: Options, settings: FastSettings, maxStates: number, deadline: number): FastOutcome => {
    const switches = seed001RuleSwitches(settings.pruning, settings.rulesOff);
    const rules = rulesOf(config, options as O);
    try {
      loaded(position, rules);
    } catch (error) {
      if (error instanceof PositionFault) return { result: 'unknown', moves: [], states: 0, declined: error.message };
      throw error;
    }
    // Every search made here gives its table's memory back at the end, for the next solve (../table-memory.ts).
    const searches: Released[] = [];
    try {
      if (!settings.pruning || settings.singlePhase === true) {
        // Every rule off: the plain search; `singlePhase` (the differential checks): the complete search with its rules
        // alone, no heuristic search, restarts nor lazy game, so that its rules decide every position they are given.
        const plain = newSearch(position, rules, settings, switches, {}, searches).search(maxStates, deadline);
        return outcome(position, rules, plain, plain.states);
      }
      return rules.choosesBase
        ? movingShops(position, rules, settings, switches, maxStates, deadline, searches)
        : byRounds(position, rules, settings, switches, maxStates, deadline, searches);
    } finally {
      for (const search of searches) search.release();
    }
  };
}

/**
 * Artless and Percentages: rounds in which the heuristic search (rules C and P out), a heuristic restart (a random
 * order of the cards' piles), the lazy game with its rules C and P (which finds some wins far sooner) and the plain
 * lazy game (the cheaper proof of loss; once a lazy game has won a line that is not one of the game, the complete
 * search instead) each go on for FIRST_SLICE states times their weight (the restart and the lazy game with its rules
 * capped, and in the first EARLY_ROUNDS rounds only), doubling each round, until one decides. Round 0 looks for a win
 * first, later rounds prove first. With rule Z off there is no lazy game: the complete search is the proof from the
 * start.
 */
function byRounds(position: Position, rules: Seed001Rules, settings: FastSettings, switches: Seed001RuleSwitches, maxStates: number, deadline: number, searches: Released[]): FastOutcome {
  const heuristicRules = { ...switches, C: false, P: false };
  const heuristic = newSearch(position, rules, settings, heuristicRules, { heuristic: true }, searches);
  let ordered: LazySearch | null = null;
  let proof: LazySearch | Seed001Search;
  if (switches.Z) {
    ordered = new LazySearch(loaded(position, rules), { rules: switches, maxTableBits: settings.maxTableBits });
    proof = new LazySearch(loaded(position, rules), { rules: switches, plain: true, maxTableBits: settings.maxTableBits });
    searches.push(ordered, proof);
  } else {
    proof = newSearch(position, rules, settings, switches, {}, searches);
  }
  let spent = 0;
  let proofStates = 0;
  let orderedStates = 0;
  let heuristicStates = 0;
  const left = (): number => maxStates - spent;
  /** A lazy win: the line of the game it gives, or null (then no lazy game can prove the loss: the complete search takes over). */
  const lazyWin = (line: number[]): FastOutcome | null => {
    const moves = realize(position, rules, line);
    if (moves !== null) return { result: 'won', moves, states: spent };
    ordered = null;
    if (proof instanceof LazySearch) {
      proof = newSearch(position, rules, settings, switches, {}, searches);
      proofStates = 0;
    }
    return null;
  };
  /** The heuristic search and (in the early rounds) a restart: a win, or null. */
  const findWin = (round: number, slice: number): FastOutcome | null => {
    const found = heuristic.search(Math.min(slice * (round < LATE_ROUND ? HEURISTIC_WEIGHT : LATE_HEURISTIC_WEIGHT), left()), deadline);
    spent += found.states - heuristicStates;
    heuristicStates = found.states;
    if (found.result === 'won') return outcome(position, rules, found, spent);
    if (round >= EARLY_ROUNDS) return null;
    const restarted = newSearch(position, rules, settings, switches, { heuristic: true, randomSeed: (round + 1) * 7919 });
    const restart = restarted.search(Math.min(slice, RESTART_CAP, left()), deadline);
    restarted.release();
    spent += restart.states;
    if (restart.result === 'won') return outcome(position, rules, restart, spent);
    return null;
  };
  /** The two lazy games (the one with its rules in the early rounds only; or the complete search): a verdict, or null. */
  const prove = (round: number, slice: number): FastOutcome | null => {
    if (ordered !== null && round < EARLY_ROUNDS) {
      const lazy = ordered.search(Math.min(slice * ORDERED_WEIGHT, ORDERED_CAP, left()), deadline);
      spent += lazy.states - orderedStates;
      orderedStates = lazy.states;
      if (lazy.result === 'lost') return { result: 'lost', moves: [], states: spent };
      if (lazy.result === 'won') {
        const won = lazyWin(lazy.line);
        if (won !== null) return won;
      }
      if (lazy.note !== undefined) ordered = null;
    }
    const proved = proof.search(Math.min(proof instanceof LazySearch ? slice * LAZY_WEIGHT : slice, left()), deadline);
    spent += proved.states - proofStates;
    proofStates = proved.states;
    if (proved.result === 'lost') return { result: 'lost', moves: [], states: spent };
    if (proved.result === 'won') {
      if (proof instanceof Seed001Search) return outcome(position, rules, proved, spent);
      const won = lazyWin(proved.line);
      if (won !== null) return won;
    }
    if (proved.note !== undefined) return { result: 'unknown', moves: [], states: spent, note: proved.note };
    return null;
  };
  for (let round = 0, slice = FIRST_SLICE; left() > 0 && performance.now() < deadline; round++, slice *= 2) {
    // Round 0 looks for a win first (most wins come within its 2,000 states); later rounds prove first, so that the
    // round the deadline cuts short is the proof's.
    const first = round === 0 ? findWin(round, slice) : prove(round, slice);
    if (first !== null) return first;
    const second = round === 0 ? prove(round, slice) : findWin(round, slice);
    if (second !== null) return second;
  }
  return { result: 'unknown', moves: [], states: spent };
}

/**
 * Moving Shops: restarts of the complete search with a random order of the cards' piles, RESTART_STATES states each,
 * growing by half each time, for up to half of the time and states (a restart that ends without a win has proved
 * the loss); then the complete search with what is left.
 */
function movingShops(position: Position, rules: Seed001Rules, settings: FastSettings, switches: Seed001RuleSwitches, maxStates: number, deadline: number, searches: Released[]): FastOutcome {
  const started = performance.now();
  const restartsEnd = Number.isFinite(deadline) ? started + (deadline - started) * RESTART_SHARE : Number.POSITIVE_INFINITY;
  const restartStates = Number.isFinite(maxStates) ? maxStates * RESTART_SHARE : Number.POSITIVE_INFINITY;
  let states = 0;
  let cap = RESTART_STATES;
  for (let attempt = 1; states < restartStates && performance.now() < restartsEnd; attempt++) {
    const restarted = newSearch(position, rules, settings, switches, { randomSeed: attempt * 7919 });
    const restart = restarted.search(Math.min(cap, maxStates - states), restartsEnd);
    restarted.release();
    states += restart.states;
    if (restart.result !== 'unknown') return outcome(position, rules, restart, states);
    cap = Math.ceil(cap * 1.5);
  }
  const complete = newSearch(position, rules, settings, switches, {}, searches).search(maxStates - states, deadline);
  return outcome(position, rules, complete, states + complete.states);
}

function loaded(position: Position, rules: Seed001Rules): Seed001State {
  const state = new Seed001State(rules);
  state.load(position);
  return state;
}

/** A search whose table's memory goes back when the solve is done. */
interface Released {
  release(): void;
}

/** A search of the game with the pruning rules `switches`; added to `searches` (released when the solve is done) when given. */
function newSearch(position: Position, rules: Seed001Rules, settings: FastSettings, switches: Seed001RuleSwitches, mode: { heuristic?: boolean; randomSeed?: number }, searches?: Released[]): Seed001Search {
  const search = new Seed001Search(loaded(position, rules), { rules: switches, maxTableBits: settings.maxTableBits, ...mode });
  searches?.push(search);
  return search;
}

function outcome(position: Position, rules: Seed001Rules, found: SearchOutcome, states: number): FastOutcome {
  const moves: Move[] = found.result === 'won' ? projectLine(position, rules, found.line) : [];
  const result: FastOutcome = { result: found.result, moves, states };
  if (found.note !== undefined) result.note = found.note;
  return result;
}

/**
 * The fast Klondike solver (docs/solvers/klondike.md): every rule and option of
 * src/games/klondike.ts, draw 1 and 3, for thoughtful play (every card seen). Registered in src/solver/fast-solvers.ts.
 *
 * - cards.ts, hash.ts, moves.ts: cards as integers, the 64-bit hash's keys and steps, the move encoding;
 * - state.ts: the position in typed arrays, make/unmake, the hash, and `readPosition` (which positions it can hold);
 * - generate.ts, rules.ts, uses.ts: move generation (stock moves folded in, K+) and the pruning rules S, G, D, F, V;
 * - relaxation.ts, covered.ts, dead-ends.ts: rule L (positions proved lost by a relaxation): the relaxation itself
 *   (with the targets covered in their column), and the verdicts drawn from it (twins, locks and their trial);
 * - search.ts: the depth-first search with its transposition table; order.ts: the random order of restarts;
 * - translate.ts: a line back into project moves.
 */
import type { Options, Position } from '../../core/game.js';
import type { FastOutcome, FastSettings } from '../types.js';
import { runOpening } from './opening.js';
import { KlondikeSearch, type SearchOutcome } from './search.js';
import { type ReadPosition, readPosition } from './read.js';
import { KlondikeState } from './state.js';
import { type KlondikeRuleSwitches, klondikeRuleSwitches } from './rules.js';
import { translateLine } from './translate.js';

/** States of the first complete search, which decides most deals. */
const FIRST_SEARCH_STATES = 200_000;
/**
 * States of each restart with a random move order: many short restarts find a win sooner than a few long ones (a
 * lucky order wins within its first few thousand positions; docs/solvers/klondike.md, "Restarts").
 */
const RESTART_STATES = 2_000;
/**
 * The random part of a restart's move scores (order.ts): far above the scores themselves (10 to about 110), so the
 * order is close to uniform, which found the buried wins several times sooner than noise 40–200.
 */
const RESTART_NOISE = 1_000;
/** The table's largest size: 2^25 entries of 12 bytes (384 MiB), about 25 million positions without their pointer. */
const MAX_TABLE_BITS = 25;
/**
 * States of the complete search before the locks' first trial: a deal they pay on (the first 200 shared deals under
 * `classic`: 31 and 48) gains from having them early (deal 31: 1,204,448 positions with the trial at 200,000 only,
 * 1,055,885 with one at 20,000 too), and a deal decided sooner never pays for a trial (docs/solvers/klondike.md,
 * "Locks").
 */
const EARLY_TRIAL_STATES = 20_000;
/** States of the complete search given to the locks' trial (dead-ends.ts, 2,000 positions checked by rule L). */
const LOCK_TRIAL_STATES = 4_000;
/**
 * The share of the trial's positions that only the locks must prove lost for the complete search to get all the time
 * left (no restarts): on the first 200 shared deals under `classic`, 24% on deal 31 and 31% on deal 48, 0% on deal 53;
 * the other deals that the first search leaves open end their trial later (docs/solvers/klondike.md, "Locks").
 */
const LOCK_RICH_SHARE = 0.2;
/** The share of the time left after the first complete search that goes to restarts at most (the rest resumes that search). */
const RESTART_SHARE = 1 / 2;
/**
 * The restarts' positions in all, at most. Every loss the complete search proves after its first 200,000 positions pays
 * for them in full, and wins they find are found within their first few tens of thousands: at 2,000,000 positions a
 * deal, the cap of 100,000 (against 500,000) lost no win on the shared deals 1–1000 nor on numbered deals 1–2000 under
 * `classic`, and one (of 19 won after 200,000 positions) on those under the book's rules, while it decided more losses
 * in each set (docs/solvers/journal.md, 2026-12-07; docs/solvers/klondike.md, "Restarts").
 */
const RESTART_MAX_STATES = 100_000;

/** A search from the position, under the settings, with a fresh state and table. */
function newSearch(read: ReadPosition, settings: FastSettings, rules: KlondikeRuleSwitches, noise: number, seed: number, order: 'generator' | 'reveals' = 'generator'): KlondikeSearch {
  return new KlondikeSearch(new KlondikeState(read), { rules, maxTableBits: settings.maxTableBits ?? MAX_TABLE_BITS, noise, seed, order });
}

/** Whether a phase of the search ends the solve: decided, stopped with a note (the table full), or out of states. */
function ends(outcome: SearchOutcome, states: number, maxStates: number): boolean {
  return outcome.result !== 'unknown' || outcome.note !== undefined || states >= maxStates;
}

/** The outcome with the line translated into project moves (a line that does not translate is a solver bug: it throws). */
function finish(read: ReadPosition, outcome: SearchOutcome, states: number): FastOutcome {
  if (outcome.result !== 'won') return outcome.note === undefined ? { result: outcome.result, moves: [], states } : { result: outcome.result, moves: [], states, note: outcome.note };
  const moves = translateLine(read, outcome.steps);
  if (!moves.ok) throw new Error(`fast Klondike solver: its line does not translate into project moves: ${moves.error}`);
  return { result: 'won', moves: moves.value, states };
}

/**
 * Solves a Klondike position with the fast solver, in phases sharing the budget (docs/solvers/klondike.md, "Restarts"):
 * 0. the opening (opening.ts): the complete search's first 20,000 states shared, in rounds, with a search in another
 *    order and with short random restarts (all counted in states), for the wins its own order buries;
 * 1. the complete search, up to 200,000 states (most deals are decided here); after 20,000 of them and after the
 *    200,000, a trial of rule L's locks: where they prove a fifth of its positions lost, the complete search keeps them
 *    for all the time left (no restarts);
 * 2. when the budget has a limit (in time, positions or both): restarts of one search with a randomised move order,
 *    2,000 states each, seeded (never by the clock), for half of the time left or half of the positions left, whichever
 *    ends first, and 100,000 states at most (a restart that ends has searched everything, so it may also report
 *    `lost`); a solve without any limit goes straight to phase 3;
 * 3. the complete search of phase 1 again, resumed where it stopped, with the rest of the budget.
 * A position the solver cannot hold (never one reached by play: see `readPosition`) is declined with the reason. The
 * line is translated into project moves but not certified (solve() certifies it).
 */
export function solveKlondikeFast(position: Position, options: Options, settings: FastSettings, maxStates: number, deadline: number): FastOutcome {
  const read = readPosition(position, options);
  if (!read.ok) return { result: 'unknown', moves: [], states: 0, declined: read.error };
  const noise = settings.noise ?? 0;
  const seed = settings.seed ?? 1;
  const rules = klondikeRuleSwitches(settings.pruning, settings.rulesOff);
  const complete = newSearch(read.value, settings, rules, noise, seed);
  const searches = [complete];
  try {
    return phases(read.value, complete, searches, settings, rules, maxStates, deadline);
  } finally {
    // The tables' memory goes back for the next solve (../table-memory.ts).
    for (const search of searches) search.release();
  }
}

/** The phases of solveKlondikeFast on `complete`, the search of phase 1; the restarts' search is added to `searches`. */
function phases(read: ReadPosition, complete: KlondikeSearch, searches: KlondikeSearch[], settings: FastSettings, rules: KlondikeRuleSwitches, maxStates: number, deadline: number): FastOutcome {
  const noise = settings.noise ?? 0;
  let states = 0;
  // The complete search's own positions (the trials' thresholds count these).
  let completeStates = 0;
  if (noise === 0) {
    const reveals = newSearch(read, settings, rules, 0, 1, 'reveals');
    const openingRestarts = newSearch(read, settings, rules, RESTART_NOISE, 1);
    searches.push(reveals, openingRestarts);
    const opening = runOpening(complete, reveals, openingRestarts, maxStates, deadline);
    states = opening.states;
    completeStates = opening.completeStates;
    if (opening.decided !== null) return finish(read, opening.decided, states);
    if (states >= maxStates) return finish(read, { result: 'unknown', steps: [], states: 0 }, states);
  }
  // The complete search up to 20,000 positions, then up to 200,000, each followed by a trial of rule L's locks (dearer a
  // position, far fewer positions on some deals). Where a trial's positions are many of them lost by the locks alone,
  // the complete search keeps them and gets all the time left, without the restarts (which look for buried wins, and do
  // without locks). After the early trial the locks are switched off again; after the second the trial leaves them on
  // if they proved anything at all.
  let lockRich = false;
  for (const until of [EARLY_TRIAL_STATES, FIRST_SEARCH_STATES]) {
    const part = complete.run(Math.min(maxStates - states, Math.max(0, until - completeStates)), deadline);
    states += part.states;
    completeStates += part.states;
    if (ends(part, states, maxStates)) return finish(read, part, states);
    if (!rules.L) continue;
    complete.setLocks(true);
    const trial = complete.run(Math.min(maxStates - states, LOCK_TRIAL_STATES), deadline);
    states += trial.states;
    completeStates += trial.states;
    if (ends(trial, states, maxStates)) return finish(read, trial, states);
    lockRich = complete.lockProofShare() >= LOCK_RICH_SHARE;
    if (lockRich) break;
    if (until === EARLY_TRIAL_STATES) complete.setLocks(false);
  }
  const timed = Number.isFinite(deadline);
  if ((timed || Number.isFinite(maxStates)) && noise === 0 && !lockRich) {
    // The restarts end at whichever comes first: half of the time left (a budget in time), half of the positions left
    // (a budget in positions: then nothing here reads the clock, so the same budget gives the same verdict and states
    // on any machine), RESTART_MAX_STATES. Their seeds are the same in both: attempt × 7919.
    const now = timed ? performance.now() : 0;
    const restartsEnd = timed ? now + (deadline - now) * RESTART_SHARE : Number.POSITIVE_INFINITY;
    const restartsMax = Math.min(RESTART_MAX_STATES, Math.floor((maxStates - states) * RESTART_SHARE));
    const restarts = newSearch(read, settings, rules, RESTART_NOISE, 1);
    searches.push(restarts);
    let restartStates = 0;
    for (let attempt = 1; (!timed || performance.now() < restartsEnd) && states < maxStates && restartStates < restartsMax; attempt++) {
      const allowed = Math.min(RESTART_STATES, maxStates - states);
      restarts.restart(attempt * 7919, allowed);
      const restart = restarts.run(allowed, restartsEnd);
      states += restart.states;
      restartStates += restart.states;
      if (restart.result !== 'unknown') return finish(read, restart, states);
    }
  }
  const rest = complete.run(maxStates - states, deadline);
  return finish(read, rest, states + rest.states);
}

/**
 * The opening of a solve of the fast Klondike solver (docs/solvers/klondike.md, "The opening"). A depth-first search
 * buries a win under the first moves its order likes; another order, or a random one, often finds the same deal's win
 * within a few hundred positions. So before the complete search runs alone, it shares its first positions, in rounds of
 * doubling length, with a second complete search in the reveal order (order.ts) and with short restarts in a random
 * order. Every one of them is a complete search with every rule on: a win of any is a win, and one that ends without a
 * win has searched everything, so it proves the loss. All of it is counted in positions (never in time), so the same
 * budget gives the same verdict and states on any machine.
 */
import type { KlondikeSearch, SearchOutcome } from './search.js';

/** Positions of the complete search before the others start: most deals are decided within them. */
const FIRST = 500;
/** Positions of each search in the first round; they double each round. */
const SLICE = 500;
/** The reveal-order search's positions in all, at most (then its table is given back). */
const REVEALS_MAX = 10_000;
/** Positions of each restart of the opening (a fresh table and a new random order). */
const RESTART = 1_000;
/** The opening's restarts' positions in all, at most. */
const RESTARTS_MAX = 16_000;
/** The opening ends when the complete search has had this many positions (the early trial of rule L's locks). */
const OPENING_END = 20_000;

/** What the opening leaves: the outcome that decided the solve (or stopped it), or null; positions spent. */
export interface Opening {
  decided: SearchOutcome | null;
  /** Positions expanded by every search of the opening. */
  states: number;
  /** Of them, the complete search's. */
  completeStates: number;
}

/** Whether an outcome ends the solve: decided, or stopped with a note (the table full). */
function decides(outcome: SearchOutcome): boolean {
  return outcome.result !== 'unknown' || outcome.note !== undefined;
}

/**
 * Runs the opening on `complete` (the complete search of the solve, which goes on afterwards), with `reveals` (a
 * search in the reveal order) and `restarts` (a search in a random order, restarted with a new seed each time), within
 * `maxStates` positions in all.
 */
export function runOpening(complete: KlondikeSearch, reveals: KlondikeSearch, restarts: KlondikeSearch, maxStates: number, deadline: number): Opening {
  let states = 0;
  let completeStates = 0;
  let revealStates = 0;
  let restartStates = 0;
  let restartCount = 0;
  // Positions left; none once the deadline of a budget in time has passed (the app's interactive budgets).
  const left = (): number => (performance.now() >= deadline ? 0 : maxStates - states);
  const first = complete.run(Math.min(FIRST, left()), deadline);
  states += first.states;
  completeStates += first.states;
  if (decides(first)) return { decided: first, states, completeStates };
  for (let slice = SLICE; completeStates < OPENING_END && left() > 0; slice *= 2) {
    if (revealStates < REVEALS_MAX) {
      const part = reveals.run(Math.min(slice, REVEALS_MAX - revealStates, left()), deadline);
      states += part.states;
      revealStates += part.states;
      if (decides(part)) return { decided: part, states, completeStates };
      if (revealStates >= REVEALS_MAX) reveals.release();
    }
    // The round's share of restarts: as many of RESTART positions as fit in the slice, and one at least.
    for (let share = slice; share > 0 && restartStates < RESTARTS_MAX && left() > 0; share -= RESTART) {
      const allowed = Math.min(RESTART, share, left());
      restarts.restart(104_729 * ++restartCount, allowed);
      const part = restarts.run(allowed, deadline);
      states += part.states;
      restartStates += part.states;
      if (decides(part)) return { decided: part, states, completeStates };
    }
    const part = complete.run(Math.min(slice, OPENING_END - completeStates, left()), deadline);
    states += part.states;
    completeStates += part.states;
    if (decides(part)) return { decided: part, states, completeStates };
  }
  return { decided: null, states, completeStates };
}

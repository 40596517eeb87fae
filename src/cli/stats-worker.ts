/**
 * The worker of `pasyans stats` (a piscina worker thread, loaded from dist/cli/stats-worker.js): solves one deal.
 *
 * Before its first deal of a game and options, a worker thread solves WARM_UP_DEALS deals of them (seeds 1, 2, …) at
 * WARM_UP_MS each, not counted: so that the JavaScript engine has compiled the solver's code before a deal's budget
 * runs, as benchmark tools warm up (scripts/bench-solver.mjs does the same). Without it the first long deal of each
 * worker paid for the compiling: Percentages three-redeals 5091 took 851–1,048 ms as the first long solve of a process
 * and 586–754 after 0.3 s of warm-up (docs/solver.md, "Warm-up in the stats workers"), so a deal's verdict at a tight
 * budget depended on where in the run it came. Under a budget in states (`budgetStates`) there is no warm-up: the
 * clock plays no part in such a solve, so compiling costs only time, and nothing done before a deal changes its result.
 */
import { deckOrderOf, shuffledDeck } from '../core/deal.js';
import type { AnyGame, Options } from '../core/game.js';
import { GAMES } from '../games/index.js';
import { type FairEnding, playFairDeck } from '../solver/fair/index.js';
import { solve } from '../solver/index.js';
import { solveBudget } from './budget.js';
import type { FairRunSettings } from './stats-player.js';

/**
 * One deal to solve: the game, its options, the deal (a seed or a deck order) and the player: the thoughtful solver
 * with its budget in states (`budgetStates`) or in time (`budgetMs`), or the fair player (`player: 'fair'`) with its
 * settings.
 */
export interface StatsTask {
  game: string;
  options: Options;
  seed?: number;
  deck?: string[];
  budgetMs?: number;
  budgetStates?: number;
  player?: 'fair';
  fair?: FairRunSettings;
}

/** What a worker sends back for one deal. */
export interface StatsOutcome {
  result: 'won' | 'lost' | 'unknown';
  states: number;
  /** The time it took (the coordinator leaves it out of the results file unless the budget is in time). */
  ms: number;
  /** The length of the winning line (0 unless won); of the fair player, the moves of its won game. */
  moveCount: number;
  note?: string;
  /** The fair player's game: how it ended (play.ts `FairEnding`) and the samples it drew. */
  ending?: FairEnding;
  samples?: number;
}

/** Deals solved, not counted, before a worker's first deal of a game and options; milliseconds each. */
export const WARM_UP_DEALS = 10;
export const WARM_UP_MS = 30;
/** The games and options (JSON) this worker thread has warmed up for. */
const warmedUp = new Set<string>();

/** Warms the solver up for `game` under `options` once per worker thread (see above); true when it did so now. */
export function warmUp(game: AnyGame, options: Options): boolean {
  const key = JSON.stringify([game.id, options]);
  if (warmedUp.has(key)) return false;
  warmedUp.add(key);
  for (let seed = 1; seed <= WARM_UP_DEALS; seed++) solve(game, game.deal(shuffledDeck(seed, game.deckSize(options)), options).position, options, { ms: WARM_UP_MS });
  return true;
}

/** Solves one deal. Errors (a bad deck) come back as `unknown` with a note, so one bad line does not stop a run. */
export default function solveDeal(task: StatsTask): StatsOutcome {
  const game = GAMES[task.game];
  const deck = deckOrderOf(task.seed !== undefined ? { seed: task.seed } : { deck: task.deck ?? [] }, game.deckSize(task.options));
  if (!deck.ok) return { result: 'unknown', states: 0, ms: 0, moveCount: 0, note: deck.error };
  if (task.player === 'fair') {
    const started = performance.now();
    const played = playFairDeck(game, deck.value, task.options, task.fair);
    const ms = Math.round((performance.now() - started) * 1000) / 1000;
    return { result: played.result, states: played.states, ms, moveCount: played.result === 'won' ? played.moves.length : 0, ending: played.ending, samples: played.samples };
  }
  if ((task.budgetMs === undefined) === (task.budgetStates === undefined)) throw new Error('a task of the thoughtful player wants one of budgetMs and budgetStates (a bug in the caller)');
  const budget = task.budgetStates !== undefined ? { budgetStates: task.budgetStates } : { budgetMs: task.budgetMs! };
  if (budget.budgetStates === undefined) warmUp(game, task.options);
  const position = game.deal(deck.value, task.options).position;
  const solved = solve(game, position, task.options, solveBudget(budget));
  const outcome: StatsOutcome = { result: solved.result, states: solved.states, ms: Math.round(solved.ms * 1000) / 1000, moveCount: solved.moves.length };
  if (solved.note) outcome.note = solved.note;
  return outcome;
}

/**
 * The worker of `pasyans stats` (a piscina worker thread, loaded from dist/cli/stats-worker.js): solves one deal.
 */
import { deckOrderOf } from '../core/deal.js';
import type { Options } from '../core/game.js';
import { GAMES } from '../games/index.js';
import { solve } from '../solver/index.js';

/** One deal to solve: the game, its options, the deal (a seed or a deck order) and the time budget. */
export interface StatsTask {
  game: string;
  options: Options;
  seed?: number;
  deck?: string[];
  budgetMs: number;
}

/** What a worker sends back for one deal. */
export interface StatsOutcome {
  result: 'won' | 'lost' | 'unknown';
  states: number;
  ms: number;
  /** The length of the winning line (0 unless won). */
  moveCount: number;
  note?: string;
}

/** Solves one deal. Errors (a bad deck) come back as `unknown` with a note, so one bad line does not stop a run. */
export default function solveDeal(task: StatsTask): StatsOutcome {
  const game = GAMES[task.game];
  const deck = deckOrderOf(task.seed !== undefined ? { seed: task.seed } : { deck: task.deck ?? [] }, game.deckSize(task.options));
  if (!deck.ok) return { result: 'unknown', states: 0, ms: 0, moveCount: 0, note: deck.error };
  const position = game.deal(deck.value, task.options).position;
  const solved = solve(game, position, task.options, { ms: task.budgetMs });
  const outcome: StatsOutcome = { result: solved.result, states: solved.states, ms: Math.round(solved.ms * 1000) / 1000, moveCount: solved.moves.length };
  if (solved.note) outcome.note = solved.note;
  return outcome;
}

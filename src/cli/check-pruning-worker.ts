/**
 * The worker of `npm run check:pruning` (scripts/check-pruning.mjs; a piscina worker thread loaded from
 * dist/cli/check-pruning-worker.js): checks one deal of one game and reading for pruning rules that cut a win
 * (src/solver/differential.ts): the deal's opening position, and positions near the end of `playouts` random legal
 * playouts of it (src/solver/playouts.ts, seeded by the deal): the opening's search with every rule on at most
 * `budgetStates` positions, every other search at most `weakerStates`.
 */
import { deckOrderOf } from '../core/deal.js';
import type { Move, Options } from '../core/game.js';
import { GAMES } from '../games/index.js';
import { type CheckedSearch, type Disagreement, checkPosition } from '../solver/differential.js';
import { playoutPositions } from '../solver/playouts.js';

/** One deal to check. */
export interface CheckTask {
  game: string;
  options: Options;
  seed?: number;
  deck?: string[];
  /** Positions of the search with every rule on, of the opening. */
  budgetStates: number;
  /** Positions of every other search (the weaker ones, and all of them near the end of a playout). */
  weakerStates: number;
  /** Random playouts of the deal whose positions near the end are checked too (every rule against none, won or not). */
  playouts: number;
}

/** One position checked: `moves` from the deal lead to it ([] for the opening), its searches and disagreements. */
export interface CheckedPosition {
  moves: Move[];
  searches: CheckedSearch[];
  disagreements: Disagreement[];
}

/** What a worker sends back for one deal. */
export interface CheckOutcome {
  positions: CheckedPosition[];
  ms: number;
  /** Set when the deal could not be checked (a bad deck order). */
  error?: string;
}

/** Checks one deal (see the module comment). */
export default function checkDeal(task: CheckTask): CheckOutcome {
  const started = performance.now();
  const game = GAMES[task.game];
  const deck = deckOrderOf(task.seed !== undefined ? { seed: task.seed } : { deck: task.deck ?? [] }, game.deckSize(task.options));
  if (!deck.ok) return { positions: [], ms: 0, error: deck.error };
  const positions: CheckedPosition[] = [];
  const opening = game.deal(deck.value, task.options).position;
  positions.push({ moves: [], ...checkPosition(game, opening, task.options, { states: task.budgetStates, weakerStates: task.weakerStates }) });
  for (let playout = 0; playout < task.playouts; playout++) {
    const seed = ((task.seed ?? 0) * 31 + playout * 7919 + 1) >>> 0;
    for (const near of playoutPositions(game, task.options, deck.value, { seed })) {
      positions.push({ moves: near.moves, ...checkPosition(game, near.position, task.options, { states: task.weakerStates, whenWon: true }) });
    }
  }
  return { positions, ms: performance.now() - started };
}

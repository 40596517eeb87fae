/**
 * One deal played by the player that does not peek, as a worker-thread task (piscina loads dist/solver/fair/worker.js:
 * scripts/fair-rates.mjs; later `pasyans stats --player fair`). Plain data in and out.
 */
import type { Options } from '../../core/game.js';
import { GAMES } from '../../games/index.js';
import { type FairEnding, type FairPlaySettings, playFair } from './play.js';

/** A deal to play: the game id, its options, the deal number and the player's settings. */
export interface FairTask {
  game: string;
  options: Options;
  seed: number;
  settings: FairPlaySettings;
}

/** What a worker sends back for one deal: the result and what it cost, in positions and in wall-clock milliseconds. */
export interface FairOutcome {
  seed: number;
  result: 'won' | 'lost';
  ending: FairEnding;
  /** Moves played. */
  moves: number;
  /** Decisions that drew samples, samples drawn, searches run, positions expanded. */
  decisions: number;
  samples: number;
  searches: number;
  states: number;
  /** Wall-clock milliseconds of the deal (on a shared machine more than its CPU time). */
  ms: number;
}

/** Plays one deal (see the module comment). @throws Error for an unknown game (a bug in the caller). */
export default function playDeal(task: FairTask): FairOutcome {
  const game = GAMES[task.game];
  if (!game) throw new Error(`unknown game ${task.game}`);
  const started = performance.now();
  const played = playFair(game, { seed: task.seed }, task.options, task.settings);
  return {
    seed: task.seed,
    result: played.result,
    ending: played.ending,
    moves: played.moves.length,
    decisions: played.decisions,
    samples: played.samples,
    searches: played.searches,
    states: played.states,
    ms: Math.round(performance.now() - started),
  };
}

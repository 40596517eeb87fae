/**
 * The stats worker's warm-up (stats-worker.ts; docs/solver.md, "Warm-up in the stats workers"): once per game and
 * options in a thread, before the first deal, and it changes no outcome.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import solveDeal, { warmUp } from './stats-worker.js';

describe('stats worker: warm-up', () => {
  it('warms up once per game and options, before the first deal of them', () => {
    const game = GAMES.artless;
    const options = { redealStart: 'first' };
    expect(warmUp(game, options)).toBe(true);
    expect(warmUp(game, options)).toBe(false);
    expect(warmUp(game, { redealStart: 'own' })).toBe(true);
    // solveDeal warmed up for this configuration itself: a later warm-up finds it done.
    const outcome = solveDeal({ game: 'elevens', options: {}, seed: 3, budgetMs: 2000 });
    expect(outcome.result).not.toBe('unknown');
    expect(warmUp(GAMES.elevens, {})).toBe(false);
  });

  it('gives the same outcome to a deal solved first and after other deals', () => {
    const task = { game: 'percentages', options: { redealStart: 'first', rounds: 1, redealUnit: 'pile' }, seed: 7, budgetMs: 5000 };
    const first = solveDeal(task);
    const again = solveDeal(task);
    expect(again.result).toBe(first.result);
    expect(again.moveCount).toBe(first.moveCount);
  });
});

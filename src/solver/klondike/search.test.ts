/**
 * Restarts (docs/solvers/klondike.md, "Restarts"): one search object serves every restart. A restart goes back to the
 * position given, with an empty table and a new random order, so a search restarted after any stop finds the same
 * verdict as a fresh one, and leaves the position as it was given.
 */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import { resolveOptions } from '../../core/options.js';
import { GAMES } from '../../games/index.js';
import { readPosition } from './read.js';
import { KlondikeSearch } from './search.js';
import { klondikeRuleSwitches } from './rules.js';
import { KlondikeState } from './state.js';

const klondike = GAMES.klondike;
const resolved = resolveOptions(klondike, 'classic');
if (!resolved.ok) throw new Error(resolved.error);
const options = resolved.value;

describe('Klondike restarts: one search, restarted', () => {
  it('after stopping at budgets of 1 to 300 positions, a restarted search gives the fresh search\'s verdict', () => {
    for (const seed of [1, 2, 3, 5, 8]) {
      const read = readPosition(klondike.deal(shuffledDeck(seed, 52), options).position, options);
      if (!read.ok) throw new Error(read.error);
      const settings = { rules: klondikeRuleSwitches(true), maxTableBits: 22, noise: 1000, seed: 1 };
      const fresh = new KlondikeSearch(new KlondikeState(read.value), settings).run(200_000, Number.POSITIVE_INFINITY);
      if (fresh.result === 'unknown') continue;
      const state = new KlondikeState(read.value);
      const hashBefore = (state.computeHash(true), [state.hashHigh, state.hashLow, state.hashPointer]);
      const reused = new KlondikeSearch(state, settings);
      let stopped = 'unknown';
      for (const budget of [1, 7, 50, 300]) {
        reused.restart(budget * 31, budget);
        stopped = reused.run(budget, Number.POSITIVE_INFINITY).result;
        if (stopped !== 'unknown') break; // a lucky order won within the budget: the search has finished
      }
      if (stopped !== 'unknown') {
        expect(stopped).toBe(fresh.result);
        continue;
      }
      reused.restart(99, 200_000);
      state.computeHash(true);
      expect([state.hashHigh, state.hashLow, state.hashPointer]).toEqual(hashBefore);
      expect(reused.run(200_000, Number.POSITIVE_INFINITY).result).toBe(fresh.result);
    }
  });
});

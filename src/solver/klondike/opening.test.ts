/**
 * The opening of the fast Klondike solver (opening.ts; docs/solvers/klondike.md, "The opening"): the complete search's
 * first positions shared with a search in the reveal order and with short random restarts. Checked: wins the
 * generator's order buries come out of the opening (shared deals 221 and 227 under `classic`, in a few hundred
 * positions where the complete search alone needs tens of thousands), every search of it is complete (the same verdicts
 * as the complete search alone), a budget in positions gives the same verdict and positions twice, and the reveal order
 * only reorders.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import type { Options, Position } from '../../core/game.js';
import { resolveOptions } from '../../core/options.js';
import { GAMES } from '../../games/index.js';
import { GenerateScratch, generateMoves } from './generate.js';
import { solveKlondikeFast } from './index.js';
import { RevealOrder } from './order.js';
import { readPosition } from './read.js';
import { klondikeRuleSwitches } from './rules.js';
import { KlondikeSearch } from './search.js';
import { KlondikeState } from './state.js';

const klondike = GAMES.klondike;
const resolved = resolveOptions(klondike, 'classic');
if (!resolved.ok) throw new Error(resolved.error);
const options: Options = resolved.value;

/** A deal of the shared file (data/deals/klondike-solvitaire-1-1000.txt), by its number. */
function sharedDeal(number: number): Position {
  const lines = readFileSync(new URL('../../../data/deals/klondike-solvitaire-1-1000.txt', import.meta.url), 'utf8').split('\n');
  const words = lines.map((line) => line.trim().split(/\s+/)).find((line) => line[0] === String(number));
  if (words === undefined) throw new Error(`no shared deal ${number}`);
  return klondike.deal(words.slice(-52), options).position;
}

/** The complete search alone, in the generator's order (no opening). */
function completeAlone(position: Position, maxStates: number): { result: string; states: number } {
  const read = readPosition(position, options);
  if (!read.ok) throw new Error(read.error);
  const search = new KlondikeSearch(new KlondikeState(read.value), { rules: klondikeRuleSwitches(true), maxTableBits: 22, noise: 0, seed: 1 });
  const outcome = search.run(maxStates, Number.POSITIVE_INFINITY);
  search.release();
  return { result: outcome.result, states: outcome.states };
}

describe('the opening of the fast Klondike solver', () => {
  it('finds wins the generator\'s order buries (shared deals 221 and 227 under classic)', () => {
    for (const number of [221, 227]) {
      const position = sharedDeal(number);
      const opened = solveKlondikeFast(position, options, { pruning: true }, 100_000, Number.POSITIVE_INFINITY);
      expect(opened.result, `deal ${number}`).toBe('won');
      expect(opened.states).toBeLessThan(2_000);
      expect(completeAlone(position, 20_000).result, `deal ${number} without the opening`).toBe('unknown');
    }
  });

  it('gives the complete search\'s verdicts, and the same verdict and positions for the same budget', () => {
    let decided = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const position = klondike.deal(shuffledDeck(seed, 52), options).position;
      const opened = solveKlondikeFast(position, options, { pruning: true }, 60_000, Number.POSITIVE_INFINITY);
      const again = solveKlondikeFast(position, options, { pruning: true }, 60_000, Number.POSITIVE_INFINITY);
      expect({ result: again.result, states: again.states }).toEqual({ result: opened.result, states: opened.states });
      const alone = completeAlone(position, 60_000);
      if (opened.result !== 'unknown' && alone.result !== 'unknown') {
        expect(opened.result, `deal ${seed}`).toBe(alone.result);
        decided++;
      }
    }
    expect(decided).toBeGreaterThan(6);
  });

  it('keeps to its budget in positions', () => {
    const position = sharedDeal(83);
    for (const budget of [1, 300, 2_500, 9_999]) {
      expect(solveKlondikeFast(position, options, { pruning: true }, budget, Number.POSITIVE_INFINITY).states).toBeLessThanOrEqual(budget + 1);
    }
  });

  it('the reveal order only reorders a position\'s moves: whole runs first, lower heads sooner', () => {
    const position = sharedDeal(227);
    const read = readPosition(position, options);
    if (!read.ok) throw new Error(read.error);
    const state = new KlondikeState(read.value);
    const moves = new Int32Array(256);
    const count = generateMoves(state, moves, 0, klondikeRuleSwitches(true), new GenerateScratch());
    const before = Array.from(moves.subarray(0, count));
    new RevealOrder().sort(state, moves, 0, count);
    expect(Array.from(moves.subarray(0, count)).sort()).toEqual(before.sort());
  });
});

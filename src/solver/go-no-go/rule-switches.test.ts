/**
 * The fast Go, No Go solver's pruning rules switched off one by one (issue 30; docs/solvers/go-no-go.md): with each of
 * R, F, G, B off alone, every decided verdict is the verdict with every rule on and the one with every rule off,
 * wherever those decide; on whole deals and on positions near the end of random playouts, under every reading of the
 * options. Budgets in positions. Deals are seeds ≤ 5000 (the benchmark uses 5001 on).
 */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import type { Move, Position } from '../../core/game.js';
import { type GoNoGoOptions, type GoNoGoVars, goNoGo } from '../../games/go-no-go.js';
import { FAST_SOLVER_RULES } from '../fast-solvers.js';
import { pruningRulesOf, solve } from '../index.js';
import { playoutTail, random, ruleDisagreements, ruleVerdicts } from '../test-support.js';
import { GO_NO_GO_RULES, goNoGoRuleSwitches } from './pruning.js';
import { searchFor } from './search.js';

const READINGS: GoNoGoOptions[] = [
  { aces: 'always', transfers: 'adjacent' },
  { aces: 'go-only', transfers: 'adjacent' },
  { aces: 'always', transfers: 'suit' },
];
const STATES = 10_000;

/**
 * Whole deals, positions near the end of random playouts (which deal and gather often, and rarely end), and, for a won
 * deal, positions near the end of its won line.
 */
function positionsOf(options: GoNoGoOptions, seed: number): Position[] {
  const opening = goNoGo.deal(shuffledDeck(seed, 52), options).position as Position;
  const prefer = (move: Move) => move.type === 'deal' || move.type === 'gather' || (move.type === 'move' && move.to.startsWith('foundation'));
  const positions = [opening, ...playoutTail(goNoGo, options, opening, random(seed * 31 + 7), [4, 12, 30, 60], { prefer, bias: 0.7 })];
  const won = solve(goNoGo, opening, options, { states: 100_000 });
  if (won.result !== 'won') return positions;
  const line: Position[] = [opening];
  for (const move of won.moves) line.push(goNoGo.apply(line[line.length - 1] as Position<GoNoGoVars>, move, options).position as Position);
  return [...positions, ...[10, 40, 90].filter((k) => k < line.length).map((k) => line[line.length - 1 - k])];
}

describe('the fast Go, No Go solver: each pruning rule off alone (issue 30)', () => {
  it('names its rules R, F, G and B, registered for the differential checks; an unknown letter throws', () => {
    expect(FAST_SOLVER_RULES['go-no-go']).toEqual(['R', 'F', 'G', 'B']);
    expect(pruningRulesOf('go-no-go').fast).toEqual(GO_NO_GO_RULES);
    expect(() => goNoGoRuleSwitches(true, ['X'])).toThrow(/unknown pruning rule 'X'/);
    expect(goNoGoRuleSwitches(true, ['F'])).toEqual({ R: true, F: false, G: true, B: true });
    expect(goNoGoRuleSwitches(false)).toEqual({ R: false, F: false, G: false, B: false });
  });

  it('R and F switch apart: the gather plays the second deal greedily with R, the second transfers with F', () => {
    const opening = goNoGo.deal(shuffledDeck(5, 52), READINGS[0]).position as Position;
    const gatherOf = (off: string[]) => {
      const read = searchFor(opening, READINGS[0], { pruning: true, rulesOff: off });
      if (!read.ok) throw new Error(read.error);
      return read.value.pruning.gatherMove;
    };
    const gathers = [[], ['R'], ['F'], ['R', 'F']].map(gatherOf);
    expect(new Set(gathers).size).toBe(4);
  });

  for (const options of READINGS) {
    it(`every decided verdict agrees with every rule on and every rule off, aces=${options.aces} transfers=${options.transfers}`, () => {
      const tally = { positions: 0, won: 0, lost: 0, decidedAlone: 0 };
      for (let seed = 301; seed <= 305; seed++) {
        for (const position of positionsOf(options, seed)) {
          const verdicts = ruleVerdicts(GO_NO_GO_RULES, (rulesOff) =>
            solve(goNoGo, position, options, { states: STATES }, rulesOff === null ? { pruning: false } : { rulesOff }).result,
          );
          expect(ruleDisagreements(verdicts), `deal ${seed}, phase ${String(position.vars.phase)}, ${JSON.stringify(options)}`).toEqual([]);
          tally.positions++;
          if (verdicts.on !== 'unknown') tally[verdicts.on]++;
          tally.decidedAlone += Object.values(verdicts.alone).filter((verdict) => verdict !== 'unknown').length;
        }
      }
      console.log(`Go, No Go ${JSON.stringify(options)}, each rule off alone: ${JSON.stringify(tally)}`);
      expect(tally.won).toBeGreaterThan(2);
      expect(tally.lost).toBeGreaterThan(options.transfers === 'suit' ? -1 : 2);
      expect(tally.decidedAlone).toBeGreaterThan(tally.positions * 2);
    });
  }
});

/**
 * The fast Topsy-Turvy Queens solver's pruning rules switched off one by one (issue 30;
 * docs/solvers/topsy-turvy-queens.md, "Pruning rules, each with its argument"): with each of G, F, K, S, C, B, D, V, L
 * off alone, every decided verdict is the verdict with every rule on and the one with every rule off, wherever those
 * decide, on positions near the end of won lines and of random playouts. The searches are `TtqSearch` itself, every
 * rule on (the obligations of D and V too, which the solver's first phase leaves out); budgets in positions. Deals
 * 1–5000 only (the benchmark's deals, 5001 on, are never used in tests).
 */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import type { AnyGame, Move, Position } from '../../core/game.js';
import { topsyTurvyQueens } from '../../games/topsy-turvy-queens.js';
import { FAST_SOLVER_RULES } from '../fast-solvers.js';
import { pruningRulesOf } from '../index.js';
import { playoutTail, random, replaysToWon, ruleDisagreements, ruleVerdicts } from '../test-support.js';
import { TTQ_RULES, ttqRuleSwitches } from './rules.js';
import { TtqSearch, solveTopsyTurvyQueensFast } from './search.js';

const game: AnyGame = topsyTurvyQueens;
const options = {};
const STATES = 4_000;
const deal = (seed: number): Position => game.deal(shuffledDeck(seed, 104), options).position;

/** Positions `back` moves before the end of the solver's won line of deal `seed` (a deal it wins in a few hundred positions). */
function wonLineTail(seed: number, back: readonly number[]): Position[] {
  const start = deal(seed);
  const won = solveTopsyTurvyQueensFast(start, options, { pruning: true }, 20_000, Number.POSITIVE_INFINITY);
  expect(won.result, `deal ${seed}`).toBe('won');
  const line: Position[] = [start];
  for (const move of won.moves) line.push(game.apply(line[line.length - 1], move, options).position);
  return back.filter((k) => k < line.length).map((k) => line[line.length - 1 - k]);
}

/** Positions near the end of a random playout that draws and turns half of the time and sends cards up most of the rest. */
function playoutEnd(seed: number, back: readonly number[]): Position[] {
  const next = random(seed);
  const prefer = (move: Move) => move.type === 'draw' || move.type === 'recycle' || (move.type === 'move' && move.to.startsWith('king-'));
  return playoutTail(game, options, deal(seed), next, back, { maxMoves: 600, prefer, bias: 0.85 });
}

describe('fast Topsy-Turvy Queens solver: each pruning rule off alone (issue 30)', () => {
  it('names its rules G, F, K, S, C, B, D, V and L, registered for the differential checks; an unknown letter throws', () => {
    expect(FAST_SOLVER_RULES['topsy-turvy-queens']).toEqual(['G', 'F', 'K', 'S', 'C', 'B', 'D', 'V', 'L']);
    expect(pruningRulesOf('topsy-turvy-queens').fast).toEqual(TTQ_RULES);
    expect(() => ttqRuleSwitches(true, ['E'])).toThrow(/unknown pruning rule 'E'/);
    expect(() => solveTopsyTurvyQueensFast(deal(1), options, { pruning: true, rulesOff: ['E'] }, 10, Number.POSITIVE_INFINITY)).toThrow(/unknown pruning rule/);
    expect(ttqRuleSwitches(true, ['D'])).toMatchObject({ D: false, V: true, S: true });
  });

  it('every decided verdict agrees with every rule on and every rule off (won lines and random playouts near their end)', () => {
    const tally = { positions: 0, won: 0, lost: 0, decidedAlone: 0, wonAlone: 0 };
    const positions: [string, Position][] = [
      ...[2, 4, 6, 38].flatMap((seed) => wonLineTail(seed, [12, 40, 90, 150]).map((p): [string, Position] => [`won line of deal ${seed}`, p])),
      ...[201, 202, 203, 204, 205, 206].flatMap((seed) => playoutEnd(seed, [3, 15, 40]).map((p): [string, Position] => [`playout of deal ${seed}`, p])),
    ];
    for (const [where, position] of positions) {
      const verdicts = ruleVerdicts(TTQ_RULES, (rulesOff) => {
        const outcome = new TtqSearch(position, rulesOff === null ? { pruning: false } : { pruning: true, rulesOff }).search(STATES, Number.POSITIVE_INFINITY);
        if (outcome.result === 'won') expect(replaysToWon(game, position, options, outcome.moves), `${where}, rules off ${String(rulesOff)}`).toBe(true);
        return outcome.result;
      });
      expect(ruleDisagreements(verdicts), `${where}: ${JSON.stringify(position)}`).toEqual([]);
      tally.positions++;
      if (verdicts.on !== 'unknown') tally[verdicts.on]++;
      const alone = Object.values(verdicts.alone);
      tally.decidedAlone += alone.filter((verdict) => verdict !== 'unknown').length;
      tally.wonAlone += alone.filter((verdict) => verdict === 'won').length;
    }
    console.log(`Topsy-Turvy Queens, each rule off alone: ${JSON.stringify(tally)}`);
    expect(tally.won).toBeGreaterThan(5);
    expect(tally.lost).toBeGreaterThan(5);
    expect(tally.decidedAlone).toBeGreaterThan(tally.positions * 5);
  });
});

/**
 * The seed-001 fast solver's pruning rules switched off one by one (issue 30;
 * docs/solvers/moving-shops-artless-percentages.md, "Pruning rules, each with its argument"): with each rule off alone,
 * every decided verdict is the verdict with every rule on and the one with every rule off, wherever those decide —
 * through `solve()` (every phase: the heuristic search, the lazy games, the complete search), through the game's
 * complete search alone (rules E, L, M, C, P, D, Q), and, for the lazy game, among its own searches (rules D, C, P, Q
 * with its rules; S, W, T plain). Positions: deals and positions near the end of random playouts; budgets in positions.
 */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import type { Options, Position } from '../../core/game.js';
import { FAST_SOLVER_RULES } from '../fast-solvers.js';
import { pruningRulesOf, solve } from '../index.js';
import { playoutTail, random, replaysToWon, ruleDisagreements, ruleVerdicts } from '../test-support.js';
import { LazySearch } from './lazy.js';
import { SEED001_RULES, seed001RuleSwitches, seed001RulesOf } from './pruning-rules.js';
import { rulesOf } from './rules.js';
import { Seed001Search } from './search.js';
import { projectLine } from './translate.js';
import { type Reading, optionsOf, reading, stateOf } from './test-support.js';

const READINGS = ['moving-shops', 'artless', 'percentages', 'percentages three-redeals'].map(reading);
const GAME_SEARCH_RULES = ['E', 'L', 'M', 'C', 'P', 'D', 'Q'];
const LAZY_RULES = ['D', 'C', 'P', 'Q', 'S', 'W', 'T'];

/** A deal and positions near the end of a random playout of it. */
function positionsOf(reading: Reading, opts: Options, seed: number): Position[] {
  const opening = reading.game.deal(shuffledDeck(seed, 104), opts).position;
  return [opening, ...playoutTail(reading.game, opts, opening, random(seed * 7919 + 11), [3, 12, 30], { maxMoves: 400 })];
}

describe('seed-001 fast solver: each pruning rule off alone (issue 30)', () => {
  it('names its rules, registered for the differential checks by game; an unknown letter throws', () => {
    expect(SEED001_RULES).toEqual(['E', 'L', 'M', 'C', 'P', 'D', 'Q', 'Z', 'S', 'W', 'T']);
    for (const r of READINGS) {
      expect(FAST_SOLVER_RULES[r.game.id]).toEqual(seed001RulesOf(r.config));
      expect(pruningRulesOf(r.game.id).fast).toEqual(seed001RulesOf(r.config));
    }
    expect(FAST_SOLVER_RULES['moving-shops']).toEqual(['E', 'C', 'P', 'D', 'Q']);
    expect(() => seed001RuleSwitches(true, ['K'])).toThrow(/unknown pruning rule 'K'/);
    expect(() => solve(READINGS[0].game, READINGS[0].game.deal(shuffledDeck(1, 104), optionsOf(READINGS[0])).position, optionsOf(READINGS[0]), { states: 10 }, { rulesOff: ['Z'] })).toThrow(/unknown pruning rule 'Z' for moving-shops/);
  });

  const tally = { positions: 0, won: 0, lost: 0, decidedAlone: 0, searchPositions: 0, searchDecidedAlone: 0, lazyPositions: 0, lazyDecidedAlone: 0 };
  for (const r of READINGS) {
    it(`${r.name}: every decided verdict agrees with every rule on and every rule off (solve(), the game's search, the lazy game)`, () => {
      const opts = optionsOf(r);
      const rules = rulesOf(r.config, opts);
      const letters = seed001RulesOf(r.config);
      for (let seed = 21; seed <= 23; seed++) {
        for (const position of positionsOf(r, opts, seed)) {
          const where = `${r.name}, deal ${seed}, ${JSON.stringify(position)}`;
          // Through solve(): every phase, every win certified.
          const verdicts = ruleVerdicts(letters, (rulesOff) => solve(r.game, position, opts, { states: 6_000 }, rulesOff === null ? { pruning: false } : { rulesOff }).result);
          expect(ruleDisagreements(verdicts), `solve(), ${where}`).toEqual([]);
          tally.positions++;
          if (verdicts.on !== 'unknown') tally[verdicts.on]++;
          tally.decidedAlone += Object.values(verdicts.alone).filter((verdict) => verdict !== 'unknown').length;
          // The game's complete search alone, with the rules it reads.
          const searchRules = GAME_SEARCH_RULES.filter((rule) => letters.includes(rule as never));
          const complete = ruleVerdicts(searchRules, (rulesOff) => {
            const found = new Seed001Search(stateOf(r, opts, position), { rules: seed001RuleSwitches(rulesOff !== null, rulesOff ?? []) }).search(3_000, Number.POSITIVE_INFINITY);
            if (found.result === 'won') expect(replaysToWon(r.game, position, opts, projectLine(position, rules, found.line)), `${where}, ${String(rulesOff)}`).toBe(true);
            return found.result;
          });
          expect(ruleDisagreements(complete), `the game's search, ${where}`).toEqual([]);
          tally.searchPositions++;
          tally.searchDecidedAlone += Object.values(complete.alone).filter((verdict) => verdict !== 'unknown').length;
          if (rules.choosesBase) continue;
          // The lazy game: its verdicts agree among themselves (with its rules for D, C, P, Q; plain for S, W, T).
          const lazy = ruleVerdicts(LAZY_RULES, (rulesOff) => {
            const plain = rulesOff !== null && ['S', 'W', 'T'].includes(rulesOff[0] ?? '');
            return new LazySearch(stateOf(r, opts, position), { rules: seed001RuleSwitches(rulesOff !== null, rulesOff ?? []), plain }).search(3_000, Number.POSITIVE_INFINITY).result;
          });
          lazy.alone['none (plain)'] = new LazySearch(stateOf(r, opts, position), { rules: seed001RuleSwitches(true), plain: true }).search(3_000, Number.POSITIVE_INFINITY).result;
          expect(ruleDisagreements(lazy), `the lazy game, ${where}`).toEqual([]);
          if (lazy.on === 'lost' || lazy.off === 'lost') expect(verdicts.on, `lost in the lazy game, ${where}`).not.toBe('won');
          tally.lazyPositions++;
          tally.lazyDecidedAlone += Object.values(lazy.alone).filter((verdict) => verdict !== 'unknown').length;
        }
      }
    });
  }

  it('decided enough verdicts, both ways', () => {
    console.log(`seed-001, each rule off alone: ${JSON.stringify(tally)}`);
    expect(tally.won).toBeGreaterThan(5);
    expect(tally.lost).toBeGreaterThan(5);
    expect(tally.decidedAlone).toBeGreaterThan(tally.positions * 3);
    expect(tally.searchDecidedAlone).toBeGreaterThan(tally.searchPositions * 2);
    expect(tally.lazyDecidedAlone).toBeGreaterThan(tally.lazyPositions * 2);
  });
});

/** A position from its piles (cards bottom first; the hand face down) and vars. */
function positionOf(piles: Record<string, string[]>, vars: Record<string, unknown>): Position {
  return { piles: Object.fromEntries(Object.entries(piles).map(([id, cards]) => [id, { cards, faceDown: id === 'hand' ? cards.length : 0 }])), vars } as Position;
}

describe('seed-001 fast solver: rule P keeps a rank whose plays may go onto a foundation a lower card makes take it (issue 30)', () => {
  // Artless, deal 2015, 15 moves before the end of a random playout (pile 8's redeal under way). The foundations taking
  // Aces: the one of base 7 now (its first of six more), the one of base 4 once a Queen and a King go onto it (then
  // A, 2, 3 end it). Rule P kept the Ace alone ({A} closed as the rule then read: Aces are taken now), so the Ace went
  // onto the base-7 foundation first; the win puts it onto the base-4 one after its King.
  const artless2015 = positionOf(
    {
      'pile-1': ['QC', '8C', '5D', '3H', '5C'],
      'pile-2': ['JS'],
      'pile-3': ['QH'],
      'pile-4': ['3H', '9D', '2H', '7D'],
      'pile-5': ['2S'],
      'pile-6': ['6D', 'AC', '4D', 'AH'],
      'pile-7': ['KD', '3C'],
      'pile-8': ['TH'],
      'foundation-1': ['3D', '4H', '5S', '6S', '7C', '8S', '9C', 'TD', 'JC', 'QD', 'KH', 'AC', '2H'],
      'foundation-2': ['6D', '7S', '8S', '9C', 'TH', 'JH', 'QH', 'KC', 'AS', '2C', '3S', '4C', '5H'],
      'foundation-3': ['4S', '5D', '6C', '7C', '8H', '9H', 'TS', 'JD'],
      'foundation-4': ['6H', '7H', '8C', '9S', 'TC', 'JS', 'QC', 'KH', 'AS', '2C', '3S', '4H'],
      'foundation-5': ['8D', '9H', 'TC', 'JD', 'QS', 'KC', 'AH', '2D', '3D', '4D', '5S', '6H'],
      'foundation-6': ['QD', 'KS', 'AD', '2D', '3C', '4S', '5C', '6S', '7D', '8D', '9S', 'TS'],
      'foundation-7': ['7H', '8H', '9D', 'TD', 'JC', 'QS', 'KD'],
      'foundation-8': ['6C', '7S'],
      hand: ['4C', '5H', '2S', 'KS', 'JH', 'AD'],
    },
    { base: null, redealsDone: 8, currentRedealPile: 'pile-8', nextPosition: 1 },
  );

  it('Artless deal 2015 near the end: won by the complete search with every rule on and with rule P alone (it said lost), as by the plain search', () => {
    const r = reading('artless');
    const opts = optionsOf(r);
    const rules = rulesOf(r.config, opts);
    for (const [name, switches] of [
      ['every rule on', seed001RuleSwitches(true)],
      ['rule P alone', { ...seed001RuleSwitches(false), P: true }],
      ['every rule off', seed001RuleSwitches(false)],
    ] as const) {
      const found = new Seed001Search(stateOf(r, opts, artless2015), { rules: switches }).search(10_000, Number.POSITIVE_INFINITY);
      expect(found.result, name).toBe('won');
      expect(replaysToWon(r.game, artless2015, opts, projectLine(artless2015, rules, found.line)), name).toBe(true);
    }
    expect(solve(r.game, artless2015, opts, { states: 10_000 }).result).toBe('won');
  });
});

/**
 * Issue 30, item 2: the standing guard of every solver that prunes. On numbered deals of every game and reading, and
 * (a fast-check property) on positions near the end of random legal playouts, where the search without pruning is
 * complete: a `lost` of the search with every rule on, with every rule off, or with one rule off alone never meets a
 * `won` of another of them. A failure names the game, the reading, the deal, the moves to the position and the rules.
 * The long run is `npm run check:pruning` (scripts/check-pruning.mjs); this is its sample for CI.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../core/deal.js';
import type { AnyGame, Position } from '../core/game.js';
import { defaultOptions } from '../core/options.js';
import { GAMES, GAME_LIST } from '../games/index.js';
import { type Reading, readingsOf } from '../games/readings.js';
import { type PositionCheck, checkPosition, describeDisagreement, rulesToCheck } from './differential.js';
import { FAST_SOLVERS } from './fast-solvers.js';
import { pruningRulesOf } from './index.js';
import { playoutPositions } from './playouts.js';

/** Every game with its readings, as the long run checks them. */
const READINGS: { game: AnyGame; reading: Reading }[] = GAME_LIST.flatMap((game) => readingsOf(game).map((reading) => ({ game, reading })));

/** The failure text of a check: every disagreement with the deal, the moves to the position and the searches. */
function failures(check: PositionCheck, where: string): string[] {
  return check.disagreements.map((disagreement) => `${where}: ${describeDisagreement(disagreement)}`);
}

describe('issue 30: no pruning rule cuts a win (differential check)', () => {
  it('turns off alone every rule of every fast solver (each names its rules)', () => {
    for (const game of GAME_LIST) if (Object.hasOwn(FAST_SOLVERS, game.id)) expect(pruningRulesOf(game.id).fast.length, game.id).toBeGreaterThan(0);
  });

  it('catches a rule that cuts a win where the everyday search does not show it: Artless deal 2015 near its end (rule P, fixed)', () => {
    // Before the fix of rule P (seed-001, issue 30) the complete search called this position lost while solve() said won
    // (its heuristic search found the win first): only the check's variant with the complete search alone and the lazy
    // game off (CHECK_VARIANTS) sees it. Today every search wins it.
    const piles: Record<string, string[]> = {
      'pile-1': ['QC', '8C', '5D', '3H', '5C'], 'pile-2': ['JS'], 'pile-3': ['QH'], 'pile-4': ['3H', '9D', '2H', '7D'], 'pile-5': ['2S'],
      'pile-6': ['6D', 'AC', '4D', 'AH'], 'pile-7': ['KD', '3C'], 'pile-8': ['TH'],
      'foundation-1': ['3D', '4H', '5S', '6S', '7C', '8S', '9C', 'TD', 'JC', 'QD', 'KH', 'AC', '2H'],
      'foundation-2': ['6D', '7S', '8S', '9C', 'TH', 'JH', 'QH', 'KC', 'AS', '2C', '3S', '4C', '5H'],
      'foundation-3': ['4S', '5D', '6C', '7C', '8H', '9H', 'TS', 'JD'],
      'foundation-4': ['6H', '7H', '8C', '9S', 'TC', 'JS', 'QC', 'KH', 'AS', '2C', '3S', '4H'],
      'foundation-5': ['8D', '9H', 'TC', 'JD', 'QS', 'KC', 'AH', '2D', '3D', '4D', '5S', '6H'],
      'foundation-6': ['QD', 'KS', 'AD', '2D', '3C', '4S', '5C', '6S', '7D', '8D', '9S', 'TS'],
      'foundation-7': ['7H', '8H', '9D', 'TD', 'JC', 'QS', 'KD'],
      'foundation-8': ['6C', '7S'],
      hand: ['4C', '5H', '2S', 'KS', 'JH', 'AD'],
    };
    const position = { piles: Object.fromEntries(Object.entries(piles).map(([id, cards]) => [id, { cards, faceDown: id === 'hand' ? cards.length : 0 }])), vars: { base: null, redealsDone: 8, currentRedealPile: 'pile-8', nextPosition: 1 } } as unknown as Position;
    const artless = GAMES.artless;
    const check = checkPosition(artless, position, defaultOptions(artless), { states: 20_000, whenWon: true });
    expect(check.searches.some((search) => search.singlePhase === true && Array.isArray(search.rulesOff) && search.rulesOff.includes('Z'))).toBe(true);
    expect(check.searches.every((search) => search.result === 'won')).toBe(true);
    expect(failures(check, 'Artless deal 2015')).toEqual([]);
  });

  it('on the first numbered deals of every game and reading: a pruned `lost` is never a `won` of a weaker search', () => {
    const problems: string[] = [];
    let lostChecked = 0;
    for (const { game, reading } of READINGS) {
      for (let seed = 1; seed <= 4; seed++) {
        const position = game.deal(shuffledDeck(seed, game.deckSize(reading.options)), reading.options).position;
        const check = checkPosition(game, position, reading.options, { states: 30_000, weakerStates: 10_000 });
        if (check.searches[0].result === 'lost') lostChecked++;
        problems.push(...failures(check, `${game.id} (${reading.label}) deal ${seed}, the opening`));
      }
    }
    expect(problems).toEqual([]);
    expect(lostChecked).toBeGreaterThan(5);
  });

  it('on positions near the end of random playouts of every game and reading: every rule on, off, or one off alone agree', () => {
    const tally = { won: 0, lost: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: READINGS.length - 1 }), fc.integer({ min: 1, max: 1_000_000 }), (which, seed) => {
        const { game, reading } = READINGS[which];
        const deck = shuffledDeck(seed, game.deckSize(reading.options));
        for (const near of playoutPositions(game, reading.options, deck, { seed, back: [0, 5, 15] })) {
          const check = checkPosition(game, near.position, reading.options, { states: 20_000, whenWon: true });
          for (const search of check.searches) if (search.result !== 'unknown') tally[search.result]++;
          const where = `${game.id} (${reading.label}) deal ${seed}, after the moves ${JSON.stringify(near.moves)}`;
          expect(failures(check, where)).toEqual([]);
        }
      }),
      { numRuns: 150, seed: 30 },
    );
    expect(tally.won).toBeGreaterThan(0);
    expect(tally.lost).toBeGreaterThan(0);
  });
});

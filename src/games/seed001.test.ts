/**
 * Properties of the machinery shared by the three games of seed 001 (RULES.md sections 4–6), checked on random deals
 * played with random choices: cards are neither lost nor made, foundations follow the wrap-around rule, a deal is
 * offered only when nothing plays, hooks are pure and deterministic, and every game ends.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextRankWrapping, rankOf, rankValue } from '../core/cards.js';
import { shuffledDeck } from '../core/deal.js';
import { allCards, gameStatus } from '../core/engine.js';
import type { AnyGame, Options, Position } from '../core/game.js';
import { artless } from './artless.js';
import { movingShops } from './moving-shops.js';
import { percentages } from './percentages.js';
import { FOUNDATIONS, FOUNDATION_SIZE, type Seed001Vars, rowsOrder } from './seed001.js';

const CASES: [string, AnyGame, Options][] = [
  ['moving-shops', movingShops, {}],
  ['artless', artless, { redealStart: 'first' }],
  ['artless own', artless, { redealStart: 'own' }],
  ['percentages', percentages, { redealStart: 'first', rounds: 3, redealUnit: 'round' }],
  ['percentages own, one round', percentages, { redealStart: 'own', rounds: 1, redealUnit: 'round' }],
  ['percentages three-redeals', percentages, { redealStart: 'first', rounds: 3, redealUnit: 'pile' }],
];

const sorted = (cards: string[]) => cards.slice().sort();

/** Checks the invariants of one position. */
function checkPosition(position: Position<Seed001Vars>, deckCards: string[]): void {
  expect(sorted(allCards(position))).toEqual(deckCards);
  for (const [id, pile] of Object.entries(position.piles)) expect(pile.faceDown).toBe(id === 'hand' ? pile.cards.length : 0);
  expect(position.vars.currentRedealPile === null).toBe(position.piles.hand.cards.length === 0);
  for (const id of FOUNDATIONS) {
    const cards = position.piles[id].cards;
    expect(cards.length).toBeLessThanOrEqual(FOUNDATION_SIZE);
    for (let i = 1; i < cards.length; i++) expect(rankValue(cards[i])).toBe(nextRankWrapping(rankValue(cards[i - 1])));
    if (position.vars.base !== null && cards.length > 0) expect(rankOf(cards[0])).toBe(position.vars.base);
  }
}

describe('seed 001 machinery', () => {
  test('rowsOrder: rows skip full piles (RULES.md "Deals")', () => {
    expect(rowsOrder([2, 1, 3])).toEqual([[0, 0], [1, 0], [2, 0], [0, 1], [2, 1], [2, 2]]);
  });

  test.each(CASES)('%s: random play keeps every card, builds foundations by the rule, and ends', (_name, game, options) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), (seed, choices) => {
        const deck = shuffledDeck(seed, 104);
        const deckCards = sorted(deck);
        let position = game.deal(deck, options).position as Position<Seed001Vars>;
        checkPosition(position, deckCards);
        let moves = 0;
        while (gameStatus(game, position, options) === 'playing') {
          const legal = game.legalMoves(position, options);
          // RULES.md sections 4–6: "A redeal (or its next pass) may start only when no card can go to a foundation".
          if (legal.some((move) => move.type === 'deal')) expect(legal).toEqual([{ type: 'deal' }]);
          const move = legal[choices[moves % choices.length] % legal.length];
          const before = JSON.stringify(position);
          const next = game.apply(position, move, options);
          expect(JSON.stringify(position)).toBe(before); // the input is not mutated
          expect(JSON.stringify(game.apply(position, move, options).position)).toBe(JSON.stringify(next.position)); // deterministic
          position = next.position as Position<Seed001Vars>;
          checkPosition(position, deckCards);
          moves++;
          expect(moves).toBeLessThan(400);
        }
        const status = gameStatus(game, position, options);
        expect(status === 'won').toBe(FOUNDATIONS.every((id) => position.piles[id].cards.length === FOUNDATION_SIZE));
        expect(game.legalMoves(position, options)).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });

  test.each(CASES)('%s: the layout names every pile of the position, in its order', (_name, game, options) => {
    const position = game.deal(shuffledDeck(1, 104), options).position;
    expect(game.layout(options).map((spec) => spec.id)).toEqual(Object.keys(position.piles));
    expect(game.deckSize(options)).toBe(104);
  });
});

/** Card keys (cards.ts `cardKey`): one key a face, and a rank up in the same suit is `RANK_STEP` more. */
import { describe, expect, test } from 'vitest';
import { RANKS, RANK_STEP, SUITS, cardKey, orderedDeck, rankValue, suitOf } from './cards.js';

describe('cardKey', () => {
  const deck = orderedDeck(52);

  test('two cards have the same key exactly when they have the same rank and suit', () => {
    const keys = deck.map(cardKey);
    expect(new Set(keys).size).toBe(52);
    expect(orderedDeck(104).map(cardKey)).toEqual([...keys, ...keys]);
    expect(Math.min(...keys)).toBe(4);
    expect(Math.max(...keys)).toBe(55);
  });

  test('the card one rank higher in the same suit has the key RANK_STEP more, and no other card does', () => {
    for (const card of deck) {
      const above = deck.filter((other) => cardKey(other) === cardKey(card) + RANK_STEP);
      const expected = deck.filter((other) => suitOf(other) === suitOf(card) && rankValue(other) === rankValue(card) + 1);
      expect(above).toEqual(expected);
    }
    expect(RANKS.length * SUITS.length).toBe(52);
  });
});

/** Unit tests of the web app's pure parts: input helpers and labels (split from web.test.ts by module). */
import { describe, expect, it } from 'vitest';
import type { Move } from '../core/game.js';
import { chooseCount, findMoveTo, findPair, hintedFrom } from './board.js';
import { rankLabel, cardName } from './cards.js';
import { browserLanguage } from './i18n.js';

describe('input helpers and labels', () => {
  const legal: Move[] = [
    { type: 'move', from: 'column-1', to: 'column-2', count: 3 },
    { type: 'move', from: 'column-1', to: 'column-3', count: 1 },
    { type: 'pair', piles: ['place-1', 'place-2'] },
  ];
  it('picks the count a press on a card means, and finds the move to a pile', () => {
    expect(chooseCount(legal, 'column-1', 5, 4)).toBe(1);
    expect(chooseCount(legal, 'column-1', 5, 2)).toBe(3);
    expect(chooseCount(legal, 'column-1', 5, 3)).toBe(3);
    expect(chooseCount(legal, 'column-1', 5, null)).toBe(3);
    expect(chooseCount(legal, 'column-9', 5, 4)).toBe(0);
    expect(findMoveTo(legal, 'column-1', 3, 'column-2')).toMatchObject({ count: 3 });
    expect(findMoveTo(legal, 'column-1', 1, 'column-4')).toBeNull();
    expect(findPair(legal, 'place-2', 'place-1')).toMatchObject({ type: 'pair' });
  });

  it('puts down part of a packet picked up by a key where only part may go, never more than was picked up', () => {
    const moves: Move[] = [
      { type: 'move', from: 'column-1', to: 'column-6', count: 3 },
      { type: 'move', from: 'column-1', to: 'column-2' },
      { type: 'move', from: 'column-1', to: 'column-4', count: 2 },
      { type: 'move', from: 'column-1', to: 'column-4', count: 1 },
    ];
    // Picked by a press on a card: as picked, or not at all.
    expect(findMoveTo(moves, 'column-1', 3, 'column-2')).toBeNull();
    // Picked by a key (the largest packet, 3): the one card that may go onto column 2; the most that may go onto column 4.
    expect(findMoveTo(moves, 'column-1', 3, 'column-2', true)).toMatchObject({ to: 'column-2' });
    expect(findMoveTo(moves, 'column-1', 3, 'column-4', true)).toMatchObject({ count: 2 });
    expect(findMoveTo(moves, 'column-1', 1, 'column-6', true)).toBeNull();
  });

  it('lights the packet a hint moves, and the stock\'s top card for a stock move (its outline lies under its cards)', () => {
    expect(hintedFrom(5, 2)).toBe(3);
    expect(hintedFrom(5, 1)).toBe(4);
    // Draw from a stock of 24 cards: the top card glows, not only the toolbar's Draw button.
    expect(hintedFrom(24, 0)).toBe(23);
    // Turn the waste over: the stock is empty, its outline shows the hint.
    expect(hintedFrom(0, 0)).toBe(-1);
  });

  it('prints Russian court letters and 10', () => {
    expect(['AS', 'KH', 'QD', 'JC', 'TS', '7H'].map((card) => rankLabel(card, 'ru'))).toEqual(['Т', 'К', 'Д', 'В', '10', '7']);
    expect(['AS', 'KH', 'QD', 'JC', 'TS'].map((card) => rankLabel(card, 'en'))).toEqual(['A', 'K', 'Q', 'J', '10']);
    expect(cardName('7H', (key) => ({ rank_7: 'Seven', suit_H: 'of hearts' })[key] ?? key)).toBe('Seven of hearts');
    expect(browserLanguage(['ru-RU', 'en'])).toBe('ru');
    expect(browserLanguage(['de-DE', 'en-GB'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

});

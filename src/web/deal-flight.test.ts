/** The deal's order and source (deal-flight.ts); the flights themselves are checked in Chromium (deal.e2e.test.ts). */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import { defaultOptions } from '../core/options.js';
import { dealOrder, dealSource } from './deal-flight.js';
import { klondike, opening, options } from './klondike-fixture.js';

describe('deal flight', () => {
  it('deals from the stock, else from the hand (the seed-001 games)', () => {
    expect(dealSource(klondike.layout(options))).toBe('stock');
    expect(dealSource(GAMES['moving-shops'].layout(defaultOptions(GAMES['moving-shops'])))).toBe('hand');
    expect(dealSource([{ id: 'pile-1', kind: 'tableau', row: 0, column: 0, fan: 'down' }])).toBeNull();
  });

  it('lays the cards as a dealer does: row by row, each row in the layout\'s order, the stock left where it is', () => {
    const position = opening(1);
    const sizes = Object.fromEntries(Object.entries(position.piles).map(([id, pile]) => [id, pile.cards.length]));
    const order = dealOrder(klondike.layout(options), sizes, 'stock');
    expect(order).toHaveLength(28);
    expect(order.slice(0, 8)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => ({ pile: `column-${n}`, index: 0 })),
      { pile: 'column-2', index: 1 },
    ]);
    expect(order[order.length - 1]).toEqual({ pile: 'column-7', index: 6 });
    expect(order.some((card) => card.pile === 'stock')).toBe(false);
  });
});

/** Unit tests of the web app's pure parts: geometry (split from web.test.ts by module). */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import { defaultOptions } from '../core/options.js';
import { deckOrderOf } from '../core/deal.js';
import type { Position } from '../core/game.js';
import { MIN_CARD, layoutTable, neighbourPile } from './geometry.js';
import { klondike, opening, options } from './klondike-fixture.js';

describe('geometry', () => {
  it('places every card of every game inside the table', () => {
    for (const game of Object.values(GAMES)) {
      const o = defaultOptions(game);
      const deck = deckOrderOf({ seed: 3 }, game.deckSize(o));
      if (!deck.ok) throw new Error(deck.error);
      const position: Position = game.deal(deck.value, o).position;
      const geometry = layoutTable(game.layout(o), position, 1000, 700);
      for (const spec of game.layout(o)) {
        const box = geometry.piles[spec.id];
        expect(box, `${game.id} ${spec.id}`).toBeDefined();
        expect(box.cards.length).toBe(position.piles[spec.id].cards.length);
        for (const card of box.cards) {
          expect(card.x + geometry.cardWidth).toBeLessThanOrEqual(geometry.width);
          expect(card.y + geometry.cardHeight).toBeLessThanOrEqual(geometry.height);
        }
      }
    }
  });

  it('fits every game\'s deal into a laptop\'s table (1280 × 700 under the toolbar) without scrolling, with cards no narrower than MIN_CARD — Moving Shops\' two rows of eleven-card shops too', () => {
    for (const game of Object.values(GAMES)) {
      const o = defaultOptions(game);
      const deck = deckOrderOf({ seed: 7 }, game.deckSize(o));
      if (!deck.ok) throw new Error(deck.error);
      const geometry = layoutTable(game.layout(o), game.deal(deck.value, o).position, 1280, 700);
      expect(geometry.height, game.id).toBeLessThanOrEqual(700);
      expect(geometry.cardWidth, game.id).toBeGreaterThanOrEqual(MIN_CARD);
    }
  });

  it('shrinks cards to fit a short window, and moves focus between piles', () => {
    const specs = klondike.layout(options);
    const tall = layoutTable(specs, opening(1), 900, 2000);
    const short = layoutTable(specs, opening(1), 900, 420);
    expect(short.cardWidth).toBeLessThan(tall.cardWidth);
    expect(neighbourPile(specs, 'stock', 'down')).toBe('column-1');
    expect(neighbourPile(specs, 'column-1', 'right')).toBe('column-2');
    expect(neighbourPile(specs, 'column-7', 'right')).toBe('column-1');
    expect(neighbourPile(specs, 'column-1', 'up')).toBe('stock');
    expect(neighbourPile(specs, 'foundation-4', 'right')).toBe('stock');
  });
});

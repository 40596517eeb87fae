/** Unit tests of the web app's pure parts: safe moves to the foundations (split from web.test.ts by module). */
import { describe, expect, it } from 'vitest';
import type { Position } from '../core/game.js';
import { safeFoundationMove } from './safe-moves.js';
import { klondike, options } from './klondike-fixture.js';

describe('safe moves to the foundations', () => {
  const specs = klondike.layout(options);
  const empty = (): Position => ({ piles: Object.fromEntries(specs.map((s) => [s.id, { cards: [], faceDown: 0 }])), vars: { redealsUsed: 0 } });

  it('sends Aces and Twos up', () => {
    const position = empty();
    position.piles['column-1'] = { cards: ['AS'], faceDown: 0 };
    const move = safeFoundationMove(klondike, options, position, klondike.legalMoves(position, options));
    expect(move).toMatchObject({ from: 'column-1', to: 'foundation-1' });
  });

  it('holds a Three back until every Two is up', () => {
    const position = empty();
    position.piles['foundation-1'] = { cards: ['AS', '2S'], faceDown: 0 };
    position.piles['column-1'] = { cards: ['3S'], faceDown: 0 };
    position.piles['column-2'] = { cards: ['2H'], faceDown: 0 };
    const legal = klondike.legalMoves(position, options).filter((m) => m.type === 'move' && m.from === 'column-1');
    expect(safeFoundationMove(klondike, options, position, legal)).toBeNull();
    position.piles['column-2'] = { cards: [], faceDown: 0 };
    position.piles['foundation-2'] = { cards: ['AH', '2H'], faceDown: 0 };
    position.piles['foundation-3'] = { cards: ['AD', '2D'], faceDown: 0 };
    position.piles['foundation-4'] = { cards: ['AC', '2C'], faceDown: 0 };
    expect(safeFoundationMove(klondike, options, position, klondike.legalMoves(position, options))).toMatchObject({ from: 'column-1', to: 'foundation-1' });
  });
});

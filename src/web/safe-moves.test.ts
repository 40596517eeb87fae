/**
 * Safe moves to the foundations never overrule the player (issue 8, item 5; docs/web.md, "Safe moves to the
 * foundations"): no choice the rules give the player, no card the player just put down, no choice between two cards
 * for one place.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import type { AnyGame, Move, Position } from '../core/game.js';
import { defaultOptions, resolveOptions } from '../core/options.js';
import { deckOrderOf } from '../core/deal.js';
import { pinnedBy, safeFoundationMove } from './safe-moves.js';

const klondike: AnyGame = GAMES.klondike;

function emptyOf(game: AnyGame, vars: Record<string, unknown>): Position {
  return { piles: Object.fromEntries(game.layout(defaultOptions(game)).map((spec) => [spec.id, { cards: [], faceDown: 0 }])), vars };
}

describe('safe moves to the foundations', () => {
  it('issue 8, item 5: a card the player took down from a foundation (foundationToTableau) stays until the player moves again', () => {
    const options = resolveOptions(klondike, 'classic');
    if (!options.ok) throw new Error(options.error);
    const position = emptyOf(klondike, { redealsUsed: 0 });
    position.piles['foundation-1'] = { cards: ['AH', '2H'], faceDown: 0 };
    position.piles['foundation-2'] = { cards: ['AS'], faceDown: 0 };
    position.piles['foundation-3'] = { cards: ['AD'], faceDown: 0 };
    position.piles['foundation-4'] = { cards: ['AC'], faceDown: 0 };
    position.piles['column-1'] = { cards: ['3S'], faceDown: 0 };
    const down: Move = { type: 'move', from: 'foundation-1', to: 'column-1', count: 1 };
    const taken = klondike.apply(position, down, options.value);
    const legal = klondike.legalMoves(taken.position, options.value);
    expect(legal).toContainEqual({ type: 'move', from: 'column-1', to: 'foundation-1', count: 1 });
    // A Two is always "safe" by rank: only the pin keeps it where the player put it.
    expect(safeFoundationMove(klondike, options.value, taken.position, legal)).toMatchObject({ from: 'column-1', to: 'foundation-1' });
    expect(safeFoundationMove(klondike, options.value, taken.position, legal, pinnedBy(down, taken.steps))).toBeNull();
  });

  it('issue 8, item 5: a card the player laid on a column instead of a foundation stays there', () => {
    const options = defaultOptions(klondike);
    const position = emptyOf(klondike, { redealsUsed: 0 });
    position.piles['foundation-1'] = { cards: ['AH'], faceDown: 0 };
    position.piles.waste = { cards: ['2H'], faceDown: 0 };
    position.piles['column-1'] = { cards: ['3S'], faceDown: 0 };
    const laid: Move = { type: 'move', from: 'waste', to: 'column-1', count: 1 };
    const after = klondike.apply(position, laid, options);
    const legal = klondike.legalMoves(after.position, options);
    expect(safeFoundationMove(klondike, options, after.position, legal, pinnedBy(laid, after.steps))).toBeNull();
    // A draw pins nothing: an Ace turned up from the stock may go up by itself.
    expect(pinnedBy({ type: 'draw' }, [{ type: 'move', from: 'stock', to: 'waste', cards: ['AS'], faceUp: true, auto: false }]).size).toBe(0);
  });

  it("issue 8, item 5: never picks Moving Shops' base card (RULES.md section 4), on any deal", () => {
    const game = GAMES['moving-shops'];
    const options = defaultOptions(game);
    for (let seed = 1; seed <= 30; seed++) {
      const deck = deckOrderOf({ seed }, 104);
      if (!deck.ok) throw new Error(deck.error);
      const position = game.deal(deck.value, options).position;
      expect(safeFoundationMove(game, options, position, game.legalMoves(position, options)), `deal ${seed}`).toBeNull();
    }
    // A single exposed Ace: still the player's choice of base.
    const position = emptyOf(game, { base: null, redealsDone: 10, currentRedealPile: null, nextPosition: null });
    position.piles['pile-1'] = { cards: ['AS'], faceDown: 0 };
    const legal = game.legalMoves(position, options);
    expect(legal).toHaveLength(1);
    expect(safeFoundationMove(game, options, position, legal)).toBeNull();
  });

  it('issue 8, item 5: does not choose between two cards that wait for one foundation (Artless), but sends up a card that takes no place from another', () => {
    const game = GAMES.artless;
    const options = defaultOptions(game);
    const position = emptyOf(game, { base: null, redealsDone: 0, currentRedealPile: null, nextPosition: null });
    const bases = ['AS', '5H', '6D', '7C', '8S', '9H', 'TD', 'JC'];
    bases.forEach((card, i) => (position.piles[`foundation-${i + 1}`] = { cards: [card], faceDown: 0 }));
    position.piles['pile-1'] = { cards: ['2S'], faceDown: 0 };
    position.piles['pile-2'] = { cards: ['2H'], faceDown: 0 };
    const legal = game.legalMoves(position, options);
    expect(legal.filter((move) => move.type === 'move')).toHaveLength(2);
    expect(safeFoundationMove(game, options, position, legal)).toBeNull();
    // Klondike: two Aces exposed at once take one foundation each, so each may go up by itself.
    const klondikeOptions = defaultOptions(klondike);
    const table = emptyOf(klondike, { redealsUsed: 0 });
    table.piles['column-1'] = { cards: ['AS'], faceDown: 0 };
    table.piles['column-2'] = { cards: ['AH'], faceDown: 0 };
    expect(safeFoundationMove(klondike, klondikeOptions, table, klondike.legalMoves(table, klondikeOptions))).toMatchObject({ from: 'column-1', to: 'foundation-1' });
  });
});

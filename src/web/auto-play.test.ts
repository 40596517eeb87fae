/** "Deal to a choice" (issue 10, item 4): the deals stop exactly where dealing stops being the only legal move. */
import { describe, expect, it } from 'vitest';
import { deckOrderOf } from '../core/deal.js';
import { gameStatus } from '../core/engine.js';
import type { AnyGame, Options, Position } from '../core/game.js';
import { defaultOptions } from '../core/options.js';
import { GAMES, GAME_LIST } from '../games/index.js';
import { dealsToAChoice } from './auto-play.js';

function opening(game: AnyGame, options: Options, seed: number): Position {
  const deck = deckOrderOf({ seed }, game.deckSize(options));
  if (!deck.ok) throw new Error(deck.error);
  return game.deal(deck.value, options).position;
}

describe('deal to a choice', () => {
  it('in every game and on many deals, deals only while dealing is the only legal move, and stops at a choice or the end', () => {
    let dealt = 0;
    for (const game of GAME_LIST) {
      const options = defaultOptions(game);
      for (let seed = 1; seed <= 20; seed++) {
        let position = opening(game, options, seed);
        // Also from later in the game: after each stop, play the first legal move and deal again.
        for (let round = 0; round < 6 && gameStatus(game, position, options) === 'playing'; round++) {
          const moves = dealsToAChoice(game, position, options);
          for (const move of moves) {
            expect(game.legalMoves(position, options)).toEqual([move]);
            position = game.apply(position, move, options).position;
          }
          dealt += moves.length;
          if (gameStatus(game, position, options) !== 'playing') break;
          const legal = game.legalMoves(position, options);
          expect(legal.length === 1 && legal[0].type === 'deal').toBe(false);
          position = game.apply(position, legal[0], options).position;
        }
      }
    }
    expect(dealt).toBeGreaterThan(100);
  });

  it('Go, No Go with Aces going only on the pattern: from the opening, deals up to the first card that may go', () => {
    const game = GAMES['go-no-go'];
    const options = { ...defaultOptions(game), aces: 'go-only' };
    const position = opening(game, options, 1);
    const moves = dealsToAChoice(game, position, options);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((move) => move.type === 'deal')).toBe(true);
    expect(dealsToAChoice(game, position, options, 3)).toHaveLength(Math.min(3, moves.length));
  });
});

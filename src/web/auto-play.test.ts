/**
 * "Deal to a choice" (issue 10, item 4): the deals stop exactly where dealing stops being the only legal move. The one
 * rule of automatic play (issue 10, item 6: one mechanism, not three timers): a line first, then Play on, then a safe
 * move only after the player's own move, nothing while a move animates or while the page is hidden (issue 28).
 */
import { describe, expect, it } from 'vitest';
import { deckOrderOf } from '../core/deal.js';
import { gameStatus } from '../core/engine.js';
import type { AnyGame, Options, Position } from '../core/game.js';
import { defaultOptions } from '../core/options.js';
import { GAMES, GAME_LIST } from '../games/index.js';
import type { Move } from '../core/game.js';
import { type AutoState, dealsToAChoice, nextAutoAction } from './auto-play.js';

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

describe('the one rule of automatic play', () => {
  const game = GAMES.klondike;
  const options = defaultOptions(game);
  // Klondike deal 3's opening, its legal moves, and a state with nothing running.
  const position = opening(game, options, 3);
  const legal = game.legalMoves(position, options);
  const idle: AutoState = { game, options, position, status: 'playing', legal, animating: false, safeMoves: true, armed: false, pinned: new Map(), running: false, line: null, stepMs: 170, hidden: false };
  const draw: Move = { type: 'draw' };

  it('issue 10, item 6: a line plays its next move first, as its own kind, one step after the last has landed', () => {
    const action = nextAutoAction({ ...idle, running: true, armed: true, line: { moves: [draw], kind: 'demo' } });
    expect(action).toEqual({ type: 'play', move: draw, origin: 'demo', afterMs: 170, fromLine: true });
    expect(nextAutoAction({ ...idle, line: { moves: [draw], kind: 'demo' }, animating: true })).toEqual({ type: 'wait' });
    expect(nextAutoAction({ ...idle, line: { moves: [], kind: 'play-out' } })).toEqual({ type: 'end-line' });
    expect(nextAutoAction({ ...idle, line: { moves: [draw], kind: 'play-out' }, status: 'won' })).toEqual({ type: 'end-line' });
  });

  it('issue 10, item 6: Play on plays the legal move and stops when there is none', () => {
    expect(nextAutoAction({ ...idle, running: true, stepMs: 0 })).toEqual({ type: 'play', move: legal[0], origin: 'play-on', afterMs: 40, fromLine: false });
    expect(nextAutoAction({ ...idle, running: true, legal: [] })).toEqual({ type: 'end-play-on' });
  });

  it('issue 10, item 6: a safe move plays only when the setting is on and the player moved, never while animating', () => {
    // Deal 3 opens with an Ace exposed in column 3.
    expect(nextAutoAction({ ...idle, armed: true })).toEqual({ type: 'play', move: { type: 'move', from: 'column-3', to: 'foundation-1', count: 1 }, origin: 'safe', afterMs: 170, fromLine: false });
    expect(nextAutoAction(idle)).toEqual({ type: 'wait' });
    expect(nextAutoAction({ ...idle, armed: true, safeMoves: false })).toEqual({ type: 'wait' });
    expect(nextAutoAction({ ...idle, armed: true, animating: true })).toEqual({ type: 'wait' });
  });

  it('issue 28: nothing plays while the page is hidden — a line, Play on, a safe move — and each goes on when it is shown', () => {
    const busy = [
      { ...idle, line: { moves: [draw], kind: 'demo' as const } },
      { ...idle, line: { moves: [draw], kind: 'play-out' as const } },
      { ...idle, running: true },
      { ...idle, armed: true },
    ];
    for (const state of busy) {
      expect(nextAutoAction({ ...state, hidden: true })).toEqual({ type: 'wait' });
      expect(nextAutoAction(state).type).toBe('play');
    }
  });
});

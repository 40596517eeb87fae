/**
 * Issue 9, item 3: the fast Klondike solver stops swallowing exceptions. A position it cannot hold is declined with
 * the reason (and the generic search takes it, saying so); an exception from a fast solver is a bug and reaches the
 * caller.
 */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import type { Options, Position } from '../../core/game.js';
import { resolveOptions } from '../../core/options.js';
import { GAMES } from '../../games/index.js';
import { FAST_SOLVERS } from '../fast-solvers.js';
import { solve } from '../index.js';
import type { FastSolver } from '../types.js';
import { solveKlondikeFast } from './index.js';

const klondike = GAMES.klondike;
const resolved = resolveOptions(klondike, 'classic');
if (!resolved.ok) throw new Error(resolved.error);
const options: Options = resolved.value;

function dealt(seed: number): Position {
  return klondike.deal(shuffledDeck(seed, 52), options).position;
}

describe('issue 9, item 3: the fast Klondike solver declines what it cannot hold, and nothing is swallowed', () => {
  it('declines a position whose face-up cards are no run, with the reason; solve() gives it to the generic search and says so', () => {
    const position = dealt(2);
    position.piles['column-7'].faceDown = 3;
    const fast = solveKlondikeFast(position, options, { pruning: true }, 1000, Number.POSITIVE_INFINITY);
    expect(fast).toEqual({ result: 'unknown', moves: [], states: 0, declined: 'column-7: its face-up cards are not a run down in alternating colours' });
    const result = solve(klondike, position, options, { states: 200 });
    expect(result.note).toContain('the fast solver declined the position (column-7: its face-up cards are not a run down in alternating colours)');
  });

  it('lets an exception from a fast solver reach the caller (a bug must not vanish)', () => {
    const registry = FAST_SOLVERS as Record<string, FastSolver>;
    const real = registry.klondike;
    registry.klondike = () => {
      throw new Error('a solver bug');
    };
    try {
      expect(() => solve(klondike, dealt(3), options, { states: 100 })).toThrow('a solver bug');
    } finally {
      registry.klondike = real;
    }
  });

  it('never declines a position reached by play', () => {
    let position = dealt(4);
    for (let i = 0; i < 60; i++) {
      const fast = solveKlondikeFast(position, options, { pruning: true }, 50, Number.POSITIVE_INFINITY);
      expect(fast.declined).toBeUndefined();
      const legal = klondike.legalMoves(position, options);
      if (legal.length === 0) break;
      position = klondike.apply(position, legal[i % legal.length], options).position;
    }
  });
});

/**
 * What the solvers' tests share (imported by `*.test.ts` only): a seeded generator for random playouts, and a replay
 * of a won line that does not trust the solver.
 */
import { gameStatus, playMove } from '../core/engine.js';
import type { AnyGame, Move, Options, Position } from '../core/game.js';

/** A small seeded generator (mulberry32): numbers in [0, 1), the same sequence for a seed on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Replays `moves` from `position` through the engine, independently of the solver: true when every move is legal in
 * turn (each copied through JSON, as a saved line would be) and the last position is won.
 */
export function replaysToWon(game: AnyGame, position: Position, opts: Options, moves: readonly Move[]): boolean {
  let current = position;
  for (const move of moves) {
    if (gameStatus(game, current, opts) !== 'playing') return false;
    const played = playMove(game, current, opts, JSON.parse(JSON.stringify(move)) as Move);
    if (!played.ok) return false;
    current = played.value.position;
  }
  return gameStatus(game, current, opts) === 'won';
}

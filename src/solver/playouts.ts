/**
 * Positions near the end of random legal playouts (issue 30): where a search without pruning is complete, they let the
 * differential checks of soundness (differential.ts) compare every rule with none. A playout plays legal moves at
 * random, moves onto a foundation three times as likely as other card moves and those twice as likely as the rest
 * (draws, deals, recycles), until the game is over or `maxMoves`; the positions kept are those `back` moves before its
 * end, each with the moves that lead to it (a game record's moves, so a disagreement can be replayed). Seeded: the same
 * arguments give the same positions on every machine.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { Card } from '../core/cards.js';
import type { AnyGame, Move, Options, PileKind, Position } from '../core/game.js';
import { gameStatus } from '../core/engine.js';
import { pileKinds } from '../core/piles.js';

/** A position of a playout and the moves from the deal that lead to it. */
export interface PlayoutPosition {
  moves: Move[];
  position: Position;
}

/** The shape of a playout: its seed, its longest length, and how far before its end the positions kept lie. */
export interface PlayoutSettings {
  seed: number;
  maxMoves?: number;
  /** Moves before the end of the playout (0: its last position); default [0, 3, 8, 20]. */
  back?: readonly number[];
}

/**
 * One move of `legal` (not empty) at random, as a playout picks it: a move onto a foundation (by `kinds`, the game's
 * pile kinds) three times as likely as another card move, and that twice as likely as the rest (draws, deals, …).
 */
export function pickPlayoutMove(rng: RandomGenerator, legal: readonly Move[], kinds: ReadonlyMap<string, PileKind>): Move {
  const weights = legal.map((move) => (move.type === 'move' ? (kinds.get(move.to) === 'foundation' ? 6 : 2) : 1));
  let pick = uniformInt(rng, 0, weights.reduce((sum, weight) => sum + weight, 0) - 1);
  let index = 0;
  while (pick >= weights[index]) pick -= weights[index++];
  return legal[index];
}

/** Positions near the end of a random legal playout of the deal `deck` (see the module comment). */
export function playoutPositions(game: AnyGame, options: Options, deck: readonly Card[], settings: PlayoutSettings): PlayoutPosition[] {
  const rng = xoroshiro128plus(settings.seed | 0);
  const kinds = pileKinds(game, options);
  let position = game.deal(deck as Card[], options).position;
  const positions: Position[] = [position];
  const moves: Move[] = [];
  const maxMoves = settings.maxMoves ?? 400;
  while (moves.length < maxMoves && gameStatus(game, position, options) === 'playing') {
    const legal = game.legalMoves(position, options);
    if (legal.length === 0) break;
    const move = pickPlayoutMove(rng, legal, kinds);
    moves.push(move);
    position = game.apply(position, move, options).position;
    positions.push(position);
  }
  const kept: PlayoutPosition[] = [];
  const seen = new Set<number>();
  for (const back of settings.back ?? [0, 3, 8, 20]) {
    const at = Math.max(0, moves.length - back);
    if (seen.has(at)) continue;
    seen.add(at);
    kept.push({ moves: moves.slice(0, at), position: positions[at] });
  }
  return kept;
}

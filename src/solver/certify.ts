/**
 * Certification: a winning line is reported only after it has been replayed through the rules core.
 */
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import { gameStatus, matchLegalMove, stockTripOffersPlay } from '../core/engine.js';
import { Table } from '../core/table.js';
import { type Result, err, ok } from '../core/result.js';

/**
 * Replays `moves` from `position` as a record replay does (`replayRecord`: each move matched against the legal moves
 * by `matchLegalMove` and played only while `gameStatus` is `playing`), and checks that the last position is `won` by
 * `gameStatus`. Returns the moves, or an error naming the first move that failed. `position` is never changed.
 *
 * The status before each move is the one `gameStatus` gives, taken in parts: not won, not declared lost, and, before
 * a stock move, `stockTripOffersPlay` (the game's own answer, else the engine's walk round the stock). Before any other
 * move nothing more is needed: a position neither won nor declared lost with a legal move that is not a stock move
 * is exactly one that `gameStatus` calls `playing`, and the move is checked to be legal.
 *
 * A game with `play` (game.ts) has its line played on one working table: the game's own rules, move by move, but each
 * pile is copied once for the whole line instead of once a move (the property tests check that `play` and `apply`
 * give the same positions and steps).
 */
export function certifyWin(game: AnyGame, position: Position, options: Options, moves: readonly Move[]): Result<Move[]> {
  const table = game.play ? new Table(position) : null;
  let current = position;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i];
    if (game.isWon(current, options)) return err(`move ${i}: the game is already won`);
    if (game.isLost?.(current, options)) return err(`move ${i}: the game is already lost`);
    if (game.stockMoves?.includes(move.type) && !stockTripOffersPlay(game, current, options)) return err(`move ${i}: the game is already lost`);
    const legal = matchLegalMove(game, current, options, move);
    if (!legal.ok) return err(`move ${i}: ${legal.error}`);
    if (table) {
      game.play!(table, legal.value, options);
      current = table.position();
    } else {
      current = game.apply(current, legal.value, options).position;
    }
  }
  const final = gameStatus(game, current, options);
  if (final !== 'won') return err(`the line ends in a position that is ${final}, not won`);
  return ok([...moves]);
}

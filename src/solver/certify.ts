/**
 * Certification: a winning line is reported only after it has been replayed through the rules core.
 */
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import { gameStatus, playMove, stockTripOffersPlay } from '../core/engine.js';
import { type Result, err, ok } from '../core/result.js';

/**
 * Replays `moves` from `position` with `playMove`, as a record replay does (each move is played only while
 * `gameStatus` is `playing`), and checks that the last position is `won` by `gameStatus`. Returns the moves, or an
 * error naming the first move that failed.
 *
 * The status before each move is the one `gameStatus` gives, taken in parts: not won, not declared lost, and, before
 * a stock move, `stockTripOffersPlay` (the game's own answer, else the engine's walk round the stock). Before any other
 * move nothing more is needed: a position neither won nor declared lost with a legal move that is not a stock move
 * is exactly one that `gameStatus` calls `playing`, and `playMove` checks that the move is legal.
 */
export function certifyWin(game: AnyGame, position: Position, options: Options, moves: readonly Move[]): Result<Move[]> {
  let current = position;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i];
    if (game.isWon(current, options)) return err(`move ${i}: the game is already won`);
    if (game.isLost?.(current, options)) return err(`move ${i}: the game is already lost`);
    if (game.stockMoves?.includes(move.type) && !stockTripOffersPlay(game, current, options)) return err(`move ${i}: the game is already lost`);
    const played = playMove(game, current, options, move);
    if (!played.ok) return err(`move ${i}: ${played.error}`);
    current = played.value.position;
  }
  const final = gameStatus(game, current, options);
  if (final !== 'won') return err(`the line ends in a position that is ${final}, not won`);
  return ok([...moves]);
}

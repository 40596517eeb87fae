/**
 * Translation of the fast Go, No Go solver's moves into project moves (src/core/game.ts `Move`), as
 * src/games/go-no-go.ts names them: `deal`, `gather`, `end`, and `move` between the game's COLUMNS and FOUNDATIONS (an
 * Ace to the leftmost empty foundation, another card to the foundation of its suit).
 */
import type { Move, Options, Position } from '../../core/game.js';
import { COLUMNS, FOUNDATIONS } from '../../games/go-no-go.js';
import { DEAL, END, GATHER, GATHER_GREEDY, History, TO_FOUNDATION, makeMove, moveFrom, moveTo, nextGreedyMove } from './moves.js';
import { Board, SUIT } from './state.js';

/** The project move of solver move `move` in the position `board` holds (before the move is made). */
export function projectMove(board: Board, move: number): Move {
  switch (move & 7) {
    case DEAL:
      return { type: 'deal' };
    case GATHER:
      return { type: 'gather' };
    case END:
      return { type: 'end' };
    case TO_FOUNDATION: {
      const suit = SUIT[board.top(moveFrom(move))];
      let pile = board.pileOfSuit[suit];
      if (pile < 0) for (pile = 0; board.pileOfSuit.includes(pile); pile++);
      return { type: 'move', from: COLUMNS[moveFrom(move)], to: FOUNDATIONS[pile], count: 1 };
    }
    default:
      return { type: 'move', from: COLUMNS[moveFrom(move)], to: COLUMNS[moveTo(move)], count: 1 };
  }
}

/** The solver line `line` played from `position`, as project moves. */
export function translateLine(position: Position, options: Options, line: readonly number[]): Move[] {
  const board = new Board({ acesAlways: options.aces !== 'go-only', anyRank: options.transfers === 'suit' });
  board.load(position);
  const history = new History();
  const moves: Move[] = [];
  for (const move of line) {
    if ((move & 7) === GATHER_GREEDY) {
      // The gather, then the moves rules R and F (those the move names) make (moves.ts, GATHER_GREEDY).
      moves.push({ type: 'gather' });
      makeMove(board, GATHER, history, 0);
      const rules = moveFrom(move);
      for (let next = nextGreedyMove(board, rules); next >= 0 && board.total < 52; next = nextGreedyMove(board, rules)) {
        moves.push(projectMove(board, next));
        makeMove(board, next, history, 0);
      }
      continue;
    }
    moves.push(projectMove(board, move));
    makeMove(board, move, history, 0);
  }
  return moves;
}

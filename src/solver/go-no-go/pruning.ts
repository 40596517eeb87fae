/**
 * The moves the fast Go, No Go search tries, in its order, with the pruning rules of docs/solver.md ("The Go, No Go
 * fast solver") when they are on. With pruning off it tries every legal move (moves.ts, `generateLegal`).
 */
import { ClosedPuzzleBound } from './bounds.js';
import { GATHER, GATHER_GREEDY, TO_FOUNDATION, TRANSFER, encode, generateLegal, moveFrom, nextGreedyMove } from './moves.js';
import { type Board, COLUMN_COUNT, DEAL_2, RANK, STRIDE, SUIT, TRANSFERS_1, TRANSFERS_2 } from './state.js';

export class Pruning {
  /** The move that gathers: with pruning and adjacent transfers the gather with the greedy second deal (rules R, F). */
  readonly gatherMove: number;

  private readonly bound: ClosedPuzzleBound;

  constructor(
    private readonly board: Board,
    readonly on: boolean,
  ) {
    this.bound = new ClosedPuzzleBound(board);
    this.gatherMove = on && !board.rules.anyRank ? encode(GATHER_GREEDY) : encode(GATHER);
  }

  /** Writes the moves to try into `out` from `at`; returns the index after the last. */
  generate(out: Int32Array, at: number): number {
    const board = this.board;
    if (!this.on) return this.ordered(out, at, generateLegal(board, out, at));
    const adjacent = !board.rules.anyRank;
    switch (board.phase) {
      case DEAL_2:
      case TRANSFERS_2: {
        // Rules R and F: in the second deal and the second transfers a card that may go to its foundation goes.
        const forced = adjacent ? nextGreedyMove(board) : -1;
        if (forced >= 0) {
          out[at] = forced;
          return at + 1;
        }
        if (board.phase === TRANSFERS_2) {
          // Rule B: a closed puzzle that even the relaxation cannot clear is lost.
          if (!this.bound.mayWin()) return at;
          return this.ordered(out, at, this.transfers(out, at, true));
        }
        break;
      }
      case TRANSFERS_1: {
        const end = this.ordered(out, at, generateLegal(board, out, at));
        out[at] = this.gatherMove; // ordered() puts the gather first
        return end;
      }
    }
    return this.ordered(out, at, generateLegal(board, out, at));
  }

  /**
   * The second transfers with pruning: cards to the foundations, transfers onto cards, and into the first gap only
   * (rule G: the columns are interchangeable after the gather). No `end` (it loses).
   */
  private transfers(out: Int32Array, at: number, firstGapOnly: boolean): number {
    const board = this.board;
    let n = at;
    for (let c = 0; c < COLUMN_COUNT; c++) if (board.length[c] > 0 && board.fitsFoundation(board.top(c))) out[n++] = encode(TO_FOUNDATION, c);
    let gap = -1;
    for (let from = 0; from < COLUMN_COUNT; from++) {
      const length = board.length[from];
      if (length === 0) continue;
      const card = board.top(from);
      for (let to = 0; to < COLUMN_COUNT; to++) {
        if (to === from) continue;
        if (board.length[to] === 0) {
          if (length === 1 || (firstGapOnly && gap >= 0 && gap !== to)) continue;
          gap = to;
          out[n++] = encode(TRANSFER, from, to);
        } else if (board.fitsTransfer(card, board.top(to))) out[n++] = encode(TRANSFER, from, to);
      }
    }
    return n;
  }

  /**
   * Puts the moves at..end in the search order; drops nothing. In the transfers: the gather first, then the cards to
   * the foundations, then the transfers from the columns where a card that goes to its foundation next lies nearest
   * to the top (fewest cards on it), then the rest.
   */
  private ordered(out: Int32Array, at: number, end: number): number {
    const board = this.board;
    if (board.phase !== TRANSFERS_1 && board.phase !== TRANSFERS_2) return end;
    const depth = this.depthOfNext;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const base = c * STRIDE;
      let k = board.length[c] - 1;
      while (k >= 0 && board.height[SUIT[board.cards[base + k]]] !== RANK[board.cards[base + k]] - 1) k--;
      depth[c] = k < 0 ? 99 : board.length[c] - 1 - k;
    }
    const score = this.score;
    for (let i = at; i < end; i++) {
      const type = out[i] & 7;
      score[i - at] = type === GATHER ? -2 : type === TO_FOUNDATION ? -1 : type === TRANSFER ? depth[moveFrom(out[i])] : 100;
    }
    // Insertion sort by score, stable (the lists are short).
    for (let i = at + 1; i < end; i++) {
      const move = out[i];
      const key = score[i - at];
      let j = i - 1;
      while (j >= at && score[j - at] > key) {
        out[j + 1] = out[j];
        score[j + 1 - at] = score[j - at];
        j--;
      }
      out[j + 1] = move;
      score[j + 1 - at] = key;
    }
    return end;
  }

  private readonly depthOfNext = new Int32Array(COLUMN_COUNT);
  private readonly score = new Int32Array(64);
}


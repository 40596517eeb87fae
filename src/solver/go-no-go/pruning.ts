/**
 * The moves the fast Go, No Go search tries, in its order, with the pruning rules of docs/solver.md ("The Go, No Go
 * fast solver") when they are on. With pruning off it tries every legal move (moves.ts, `generateLegal`).
 */
import { DEAL, GATHER, TO_FOUNDATION, TRANSFER, encode, generateLegal } from './moves.js';
import { type Board, COLUMN_COUNT, DEAL_2, TRANSFERS_1, TRANSFERS_2 } from './state.js';

export class Pruning {
  constructor(
    private readonly board: Board,
    readonly on: boolean,
  ) {}

  /** Writes the moves to try into `out` from `at`; returns the index after the last. */
  generate(out: Int32Array, at: number): number {
    const board = this.board;
    if (!this.on) return this.ordered(out, at, generateLegal(board, out, at));
    const adjacent = !board.rules.anyRank;
    switch (board.phase) {
      case DEAL_2:
        if (adjacent) return this.greedyDeal(out, at);
        break;
      case TRANSFERS_2:
        if (adjacent) {
          const first = this.firstToFoundation();
          if (first >= 0) {
            out[at] = encode(TO_FOUNDATION, first);
            return at + 1;
          }
        }
        return this.transfers(out, at, true);
    }
    return this.ordered(out, at, generateLegal(board, out, at));
  }

  /** Rule R (deal 2): the first go card that fits its foundation, else the deal. */
  private greedyDeal(out: Int32Array, at: number): number {
    const board = this.board;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      if (board.length[c] === 0) continue;
      const card = board.top(c);
      if (board.goesNow(card) && board.fitsFoundation(card)) {
        out[at] = encode(TO_FOUNDATION, c);
        return at + 1;
      }
    }
    out[at] = encode(DEAL);
    return at + 1;
  }

  /** The first column whose top card fits its foundation, or −1. */
  private firstToFoundation(): number {
    const board = this.board;
    for (let c = 0; c < COLUMN_COUNT; c++) if (board.length[c] > 0 && board.fitsFoundation(board.top(c))) return c;
    return -1;
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

  /** Puts the moves at..end in the search order: gather first, then to the foundations, then the rest; drops nothing. */
  private ordered(out: Int32Array, at: number, end: number): number {
    // generateLegal lists the foundation moves first and gather/end/deal last: move the gather to the front.
    if (this.board.phase === TRANSFERS_1 && end > at && (out[end - 1] & 7) === GATHER) {
      out.copyWithin(at + 1, at, end - 1);
      out[at] = encode(GATHER);
    }
    return end;
  }
}


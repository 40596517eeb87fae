/**
 * The moves the fast Go, No Go search tries, in its order, with the pruning rules of docs/solver.md ("The Go, No Go
 * fast solver") when they are on. With pruning off it tries every legal move (moves.ts, `generateLegal`).
 */
import { ClosedPuzzleBound } from './bounds.js';
import { GATHER, GATHER_GREEDY, TO_FOUNDATION, TRANSFER, encode, generateLegal, moveFrom, nextGreedyMove } from './moves.js';
import { type Board, COLUMN_COUNT, DEAL_2, RANK, STRIDE, SUIT, TRANSFERS_1, TRANSFERS_2 } from './state.js';

/**
 * The rules of docs/solver.md one by one (all on with pruning; for measuring each rule's effect). R and F: the second
 * deal and the second transfers play every card that fits at once (adjacent transfers only); G: the columns are
 * interchangeable after the gather; B: the relaxation that proves the second transfers lost.
 */
export interface PruningRules {
  greedy: boolean;
  interchangeable: boolean;
  bound: boolean;
}

export const ALL_RULES: Readonly<PruningRules> = { greedy: true, interchangeable: true, bound: true };
export const NO_RULES: Readonly<PruningRules> = { greedy: false, interchangeable: false, bound: false };

export class Pruning {
  /** The move that gathers: with rules R and F (adjacent transfers) the gather with the greedy second deal. */
  readonly gatherMove: number;
  /** Whether any rule is on (else the search tries every legal move). */
  readonly on: boolean;
  readonly greedy: boolean;
  readonly interchangeable: boolean;
  readonly bounded: boolean;
  private readonly bound: ClosedPuzzleBound;

  constructor(
    private readonly board: Board,
    rules: Readonly<PruningRules>,
  ) {
    this.bound = new ClosedPuzzleBound(board);
    // Rules R and F hold for adjacent transfers only (docs/solver.md).
    this.greedy = rules.greedy && !board.rules.anyRank;
    this.interchangeable = rules.interchangeable;
    this.bounded = rules.bound;
    this.on = this.greedy || this.interchangeable || this.bounded;
    this.gatherMove = this.greedy ? encode(GATHER_GREEDY) : encode(GATHER);
  }

  /** Writes the moves to try into `out` from `at`; returns the index after the last. */
  generate(out: Int32Array, at: number): number {
    const board = this.board;
    if (!this.on) return this.ordered(out, at, generateLegal(board, out, at));
    switch (board.phase) {
      case DEAL_2:
      case TRANSFERS_2: {
        // Rules R and F: in the second deal and the second transfers a card that may go to its foundation goes.
        const forced = this.greedy ? nextGreedyMove(board) : -1;
        if (forced >= 0) {
          out[at] = forced;
          return at + 1;
        }
        if (board.phase === TRANSFERS_2) {
          // Rule B: a closed puzzle that even the relaxation cannot clear is lost.
          if (this.bounded && !this.bound.mayWin()) return at;
          return this.ordered(out, at, this.transfers(out, at, this.interchangeable));
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
    const tops = this.tops;
    let n = at;
    let gap = -1;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      if (board.length[c] === 0) {
        if (gap < 0) gap = c;
        tops[c] = -1;
        continue;
      }
      tops[c] = board.top(c);
      if (board.fitsFoundation(tops[c])) out[n++] = encode(TO_FOUNDATION, c);
    }
    for (let from = 0; from < COLUMN_COUNT; from++) {
      const card = tops[from];
      if (card < 0) continue;
      for (let to = 0; to < COLUMN_COUNT; to++) {
        const under = tops[to];
        if (under < 0) {
          // Into a gap: not a card alone in its column; with rule G into the first gap only.
          if (board.length[from] > 1 && (!firstGapOnly || to === gap)) out[n++] = encode(TRANSFER, from, to);
        } else if (to !== from && SUIT[under] === SUIT[card] && board.fitsTransfer(card, under)) out[n++] = encode(TRANSFER, from, to);
      }
    }
    return n;
  }

  private readonly tops = new Int32Array(COLUMN_COUNT);

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


/**
 * The moves the fast Go, No Go search tries, in its order, with the pruning rules of docs/solvers/go-no-go.md
 * that are on. With every rule off it tries every legal move (moves.ts, `generateLegal`).
 */
import { type RuleSwitches, ruleSwitches } from '../rule-switches.js';
import { ClosedPuzzleBound } from './bounds.js';
import { GATHER, GATHER_GREEDY, GREEDY_DEAL, GREEDY_TRANSFERS, TO_FOUNDATION, TRANSFER, encode, generateLegal, moveFrom, nextGreedyMove } from './moves.js';
import { type Board, COLUMN_COUNT, DEAL_2, RANK, STRIDE, SUIT, TRANSFERS_1, TRANSFERS_2 } from './state.js';

/**
 * The pruning rules of the fast Go, No Go solver, by letter (docs/solvers/go-no-go.md): R the second
 * deal plays every card that fits at once, F the second transfers play every card that fits at once (both with
 * adjacent transfers only: under `transfers=suit` they are off whatever the switches say), G the columns are
 * interchangeable after the gather (the hash without the columns' places, the first gap only, no `end`), B the
 * relaxation that proves the second transfers lost. Each stands on its own argument: any of them off leaves the
 * others sound.
 */
export const GO_NO_GO_RULES = ['R', 'F', 'G', 'B'] as const;
export type GoNoGoRule = (typeof GO_NO_GO_RULES)[number];
/** Which rules are on, one switch a rule (all off: the plain graph search of the engine's moves). */
export type GoNoGoRuleSwitches = RuleSwitches<GoNoGoRule>;

/** Every rule on when `pruning`, else every rule off; then the rules named in `off` off. Throws on an unknown name. */
export function goNoGoRuleSwitches(pruning: boolean, off: readonly string[] = []): GoNoGoRuleSwitches {
  return ruleSwitches('fast Go, No Go solver', GO_NO_GO_RULES, pruning, off);
}

export class Pruning {
  /**
   * The move that gathers: with rule R or F (adjacent transfers) the gather followed by the moves they force
   * (GATHER_GREEDY naming the two rules it plays by), else the plain gather.
   */
  readonly gatherMove: number;
  /** Whether any rule is on (else the search tries every legal move). */
  readonly on: boolean;
  /** Rules R and F as the bits GREEDY_DEAL and GREEDY_TRANSFERS of moves.ts (0 under `transfers=suit`). */
  readonly greedy: number;
  readonly interchangeable: boolean;
  readonly bounded: boolean;
  private readonly bound: ClosedPuzzleBound;

  constructor(
    private readonly board: Board,
    rules: GoNoGoRuleSwitches,
  ) {
    this.bound = new ClosedPuzzleBound(board);
    // Rules R and F hold for adjacent transfers only (docs/solvers/go-no-go.md).
    this.greedy = board.rules.anyRank ? 0 : (rules.R ? GREEDY_DEAL : 0) | (rules.F ? GREEDY_TRANSFERS : 0);
    this.interchangeable = rules.G;
    this.bounded = rules.B;
    this.on = this.greedy !== 0 || this.interchangeable || this.bounded;
    this.gatherMove = this.greedy !== 0 ? encode(GATHER_GREEDY, this.greedy) : encode(GATHER);
  }

  /** Writes the moves to try into `out` from `at`; returns the index after the last. */
  generate(out: Int32Array, at: number): number {
    const board = this.board;
    if (!this.on) return this.ordered(out, at, generateLegal(board, out, at));
    switch (board.phase) {
      case DEAL_2:
      case TRANSFERS_2: {
        // Rules R (the second deal) and F (the second transfers): a card that may go to its foundation goes.
        const forced = nextGreedyMove(board, this.greedy);
        if (forced >= 0) {
          out[at] = forced;
          return at + 1;
        }
        if (board.phase === TRANSFERS_2) {
          // Rule B: a closed puzzle that even the relaxation cannot clear is lost.
          if (this.bounded && !this.bound.mayWin()) return at;
          // Rule G: the first gap only, and no `end`; without it, every legal move.
          return this.ordered(out, at, this.interchangeable ? this.transfers(out, at) : generateLegal(board, out, at));
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
   * The second transfers with rule G: cards to the foundations, transfers onto cards, and into the first gap only (the
   * columns are interchangeable after the gather). No `end` (it loses).
   */
  private transfers(out: Int32Array, at: number): number {
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
          // Into a gap: not a card alone in its column (the rules), and the first gap only (rule G).
          if (board.length[from] > 1 && to === gap) out[n++] = encode(TRANSFER, from, to);
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


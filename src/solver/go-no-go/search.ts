/**
 * The fast Go, No Go solver's search (docs/solver.md, "The Go, No Go fast solver"): an iterative depth-first search
 * with make/unmake on the Board and a transposition table of every position entered (HashSet64), over all the phases
 * of the game: the first deal, the first transfers, the gather, the second deal and the second transfers.
 */
import type { Options, Position } from '../../core/game.js';
import { HashSet64 } from '../hash-set.js';
import type { FastOutcome, FastSettings } from '../types.js';
import { History, makeMove, unmakeMove } from './moves.js';
import { Pruning } from './pruning.js';
import { Board, OVER } from './state.js';
import { translateLine } from './translate.js';

/** Counters of one search, for tests and the benchmark. */
export interface SearchCounts {
  /** Positions entered, by phase (0 'deal-1' … 3 'transfers-2'). */
  byPhase: number[];
}

export class GoNoGoSearch {
  readonly board: Board;
  private readonly history = new History();
  private readonly pruning: Pruning;
  private moves = new Int32Array(1 << 14);
  private start = new Int32Array(1 << 10);
  private count = new Int32Array(1 << 10);
  private next = new Int32Array(1 << 10);
  states = 0;
  readonly counts: SearchCounts = { byPhase: [0, 0, 0, 0, 0] };

  constructor(
    private readonly position: Position,
    private readonly options: Options,
    private readonly settings: FastSettings,
  ) {
    this.board = new Board({ acesAlways: options.aces !== 'go-only', anyRank: options.transfers === 'suit' });
    this.board.load(position);
    this.pruning = new Pruning(this.board, settings.pruning);
  }

  private reserve(depth: number): void {
    if (depth + 1 < this.start.length && this.start[depth] + 64 < this.moves.length) return;
    const grow = (array: Int32Array, size: number) => {
      const bigger = new Int32Array(size);
      bigger.set(array);
      return bigger;
    };
    if (depth + 1 >= this.start.length) {
      const size = this.start.length * 2;
      this.start = grow(this.start, size);
      this.count = grow(this.count, size);
      this.next = grow(this.next, size);
    }
    if (this.start[depth] + 64 >= this.moves.length) this.moves = grow(this.moves, this.moves.length * 2);
  }

  private generate(depth: number): void {
    this.reserve(depth);
    const begin = this.start[depth];
    this.count[depth] = this.pruning.generate(this.moves, begin) - begin;
    this.next[depth] = 0;
    this.start[depth + 1] = begin + this.count[depth];
  }

  /** Searches for a win within `maxStates` positions and the `deadline` (a performance.now() time). */
  search(maxStates: number, deadline: number): FastOutcome {
    const board = this.board;
    this.states = 0;
    if (board.total === 52) return { result: 'won', moves: [], states: 0 };
    if (board.phase === OVER) return { result: 'lost', moves: [], states: 0 };
    const table = new HashSet64(12, this.settings.maxTableBits ?? 24);
    const interchangeable = this.settings.pruning;
    board.computeHash(interchangeable);
    table.add(board.hashA, board.hashB);
    this.states = 1;
    this.counts.byPhase[board.phase]++;
    let depth = 0;
    this.start[0] = 0;
    this.generate(0);
    for (;;) {
      if (this.next[depth] < this.count[depth]) {
        const move = this.moves[this.start[depth] + this.next[depth]++];
        makeMove(board, move, this.history, depth);
        if (board.total === 52) return { result: 'won', moves: this.translate(depth), states: this.states };
        board.computeHash(interchangeable);
        const added = table.add(board.hashA, board.hashB);
        if (added <= 0) {
          unmakeMove(board, move, this.history, depth);
          if (added < 0) return { result: 'unknown', moves: [], states: this.states, note: 'the transposition table is full' };
          continue;
        }
        this.states++;
        this.counts.byPhase[board.phase]++;
        if (this.states >= maxStates) return { result: 'unknown', moves: [], states: this.states };
        if ((this.states & 1023) === 0 && performance.now() >= deadline) return { result: 'unknown', moves: [], states: this.states };
        depth++;
        this.generate(depth);
      } else {
        if (depth === 0) return { result: 'lost', moves: [], states: this.states };
        depth--;
        unmakeMove(board, this.moves[this.start[depth] + this.next[depth] - 1], this.history, depth);
      }
    }
  }

  /** The line from the start to the won position at `last`, as project moves. */
  private translate(last: number): FastOutcome['moves'] {
    const line: number[] = [];
    for (let d = 0; d <= last; d++) line.push(this.moves[this.start[d] + this.next[d] - 1]);
    return translateLine(this.position, this.options, line);
  }
}

/**
 * The FastSolver of Go, No Go (fast-solvers.ts): the complete search within the budget. `lost` only when the search
 * was complete; the won line is translated into project moves, not yet certified (index.ts certifies it).
 */
export function solveGoNoGoFast(position: Position, options: Options, settings: FastSettings, maxStates: number, deadline: number): FastOutcome {
  return new GoNoGoSearch(position, options, settings).search(maxStates, deadline);
}

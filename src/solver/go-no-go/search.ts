/**
 * The fast Go, No Go solver's search (docs/solvers/go-no-go.md): an iterative depth-first search
 * with make/unmake on the Board and a transposition table of every position entered (HashSet64), over all the phases
 * of the game: the first deal, the first transfers, the gather, the second deal and the second transfers.
 */
import type { Options, Position } from '../../core/game.js';
import type { Result } from '../../core/result.js';
import { HashSet64 } from '../hash-set.js';
import type { FastOutcome, FastSettings, Verdict } from '../types.js';
import { History, TRANSFER, makeMove, unmakeMove } from './moves.js';
import { type GoNoGoRuleSwitches, Pruning, goNoGoRuleSwitches } from './pruning.js';
import { shortenLine } from './shorten.js';
import { Board, OVER } from './state.js';
import { translateLine } from './translate.js';

/** The outcome of a search from the board's position: the verdict and, when won, the line as solver moves. */
export interface LineOutcome {
  result: Verdict;
  line: number[];
  states: number;
  note?: string;
}

export class GoNoGoSearch {
  private readonly history = new History();
  private moves = new Int32Array(1 << 14);
  private start = new Int32Array(1 << 10);
  private count = new Int32Array(1 << 10);
  private next = new Int32Array(1 << 10);

  constructor(
    readonly board: Board,
    readonly pruning: Pruning,
    private readonly maxTableBits = 24,
  ) {}

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

  /**
   * Searches from the board's position for a win within `maxStates` positions and the `deadline` (a performance.now()
   * time). The board is left as it was. `lost` only when the search was complete.
   */
  run(maxStates: number, deadline: number): LineOutcome {
    const board = this.board;
    if (board.total === 52) return { result: 'won', line: [], states: 0 };
    if (board.phase === OVER) return { result: 'lost', line: [], states: 0 };
    const table = new HashSet64(12, this.maxTableBits);
    const interchangeable = this.pruning.interchangeable;
    board.computeHash(interchangeable);
    table.add(board.hashA, board.hashB);
    let states = 1;
    let depth = 0;
    this.start[0] = 0;
    this.generate(0);
    const stop = (result: Verdict, note?: string): LineOutcome => {
      // The line is the move tried last at each depth below `depth`; unmake them all.
      const line: number[] = [];
      for (let d = 0; d < depth; d++) line.push(this.moves[this.start[d] + this.next[d] - 1]);
      for (let d = depth - 1; d >= 0; d--) unmakeMove(board, line[d], this.history, d);
      const outcome: LineOutcome = { result, line: result === 'won' ? line : [], states };
      if (note !== undefined) outcome.note = note;
      table.release(); // its memory goes to the next search (../table-memory.ts)
      return outcome;
    };
    for (;;) {
      if (this.next[depth] < this.count[depth]) {
        const move = this.moves[this.start[depth] + this.next[depth]++];
        makeMove(board, move, this.history, depth);
        if (board.total === 52) {
          depth++;
          return stop('won');
        }
        board.computeHash(interchangeable);
        const added = table.add(board.hashA, board.hashB);
        if (added <= 0) {
          unmakeMove(board, move, this.history, depth);
          if (added < 0) return stop('unknown', 'the transposition table is full');
          continue;
        }
        states++;
        depth++;
        if (states >= maxStates || ((states & 1023) === 0 && performance.now() >= deadline)) return stop('unknown');
        this.generate(depth);
      } else {
        if (depth === 0) return stop('lost');
        depth--;
        unmakeMove(board, this.moves[this.start[depth] + this.next[depth] - 1], this.history, depth);
      }
    }
  }
}

/**
 * A board and its search for `position` under `options`, with the pruning rules `rules`, by default every rule or none
 * (`settings.pruning`) less those of `settings.rulesOff` (an unknown letter throws). An error when the board cannot
 * hold the position (one play cannot reach: Board.load says why).
 */
export function searchFor(position: Position, options: Options, settings: FastSettings, rules: GoNoGoRuleSwitches = goNoGoRuleSwitches(settings.pruning, settings.rulesOff)): Result<GoNoGoSearch> {
  const board = new Board({ acesAlways: options.aces !== 'go-only', anyRank: options.transfers === 'suit' });
  const fault = board.load(position);
  if (fault !== undefined) return { ok: false, error: fault };
  const pruning = new Pruning(board, rules);
  return { ok: true, value: new GoNoGoSearch(board, pruning, settings.maxTableBits ?? 24) };
}

/**
 * A won line with more transfers than this is rebuilt by shortenLine; the search's move order makes most lines direct
 * already (docs/solvers/go-no-go.md, "Short lines").
 */
const SHORTEN_ABOVE = 60;

/**
 * The FastSolver of Go, No Go (fast-solvers.ts): the complete search within the budget. `lost` only when the search
 * was complete. A won line with many transfers is shortened (shorten.ts); the line is translated into project moves, not yet certified (index.ts
 * certifies it). A position the board cannot hold is declined with the reason.
 */
export function solveGoNoGoFast(position: Position, options: Options, settings: FastSettings, maxStates: number, deadline: number): FastOutcome {
  const read = searchFor(position, options, settings);
  if (!read.ok) return { result: 'unknown', moves: [], states: 0, declined: read.error };
  const search = read.value;
  const outcome = search.run(maxStates, deadline);
  const result: FastOutcome = { result: outcome.result, moves: [], states: outcome.states };
  if (outcome.note !== undefined) result.note = outcome.note;
  if (outcome.result === 'won') {
    let line = outcome.line;
    if (line.filter((move) => (move & 7) === TRANSFER).length > SHORTEN_ABOVE && outcome.states < maxStates) {
      const shortened = shortenLine(search, line, deadline, maxStates - outcome.states);
      result.states += shortened.states;
      line = shortened.line;
    }
    result.moves = translateLine(position, options, line);
  }
  return result;
}

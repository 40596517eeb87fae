/**
 * The depth-first search loop shared by the seed-001 searches (search.ts: the game itself; lazy.ts: the game with
 * anonymous foundations): an explicit stack of per-depth move lists in one buffer, make/unmake, and a transposition
 * table consulted through `enter()`.
 *
 * Completeness (docs/solvers/generic.md, "The search"): each position is entered once, a child is skipped only when
 * `enter()` says it was searched before (and so is lost: the search would have stopped at a win) or `skips()` says it
 * has nothing to search, so when the stack empties nothing reachable through the moves listed is won. The moves
 * listed are the legal ones less those the pruning rules of docs/solvers/moving-shops-artless-percentages.md leave out.
 */
import type { FastOutcome } from '../types.js';

/** The outcome of a search, with the line as encoded moves. */
export interface SearchOutcome extends FastOutcome {
  line: number[];
}

export abstract class DepthFirst {
  /** Positions entered. */
  states = 0;
  protected readonly moves: Int32Array;
  protected readonly start: Int32Array;
  protected readonly count: Int32Array;
  protected readonly next: Int32Array;

  constructor(maxDepth: number, maxMoves: number) {
    this.moves = new Int32Array(maxDepth * maxMoves);
    this.start = new Int32Array(maxDepth);
    this.count = new Int32Array(maxDepth);
    this.next = new Int32Array(maxDepth);
  }

  /** Writes the moves to try in the current position to `moves` from `at`; returns how many (0: a dead end). */
  protected abstract expand(depth: number, at: number): number;
  /** Makes `move` (the move tried at `depth`). */
  protected abstract make(move: number, depth: number): void;
  /** Unmakes `move` (the move tried at `depth`). */
  protected abstract unmake(move: number, depth: number): void;
  /** Enters the current position in the table: false when it needs no search (searched before). */
  protected abstract enter(): boolean;
  /** True when the current position is won. */
  protected abstract won(): boolean;
  /** A note when the table is full (the search must stop), else null. */
  protected abstract full(): string | null;
  /**
   * True when the move tried at `depth` leads to a position with nothing to search, known without making it (lazy.ts:
   * a position whose every play is asleep and where no deal is legal); the move is then neither made nor counted.
   */
  protected skips(_move: number, _depth: number): boolean {
    return false;
  }

  /** The move that led to depth `depth` (depth ≥ 1). */
  protected lastMove(depth: number): number {
    return this.moves[this.start[depth - 1] + this.next[depth - 1] - 1];
  }

  private enterDepth(depth: number): void {
    const at = depth === 0 ? 0 : this.start[depth - 1] + this.count[depth - 1];
    this.start[depth] = at;
    this.next[depth] = 0;
    this.count[depth] = this.expand(depth, at);
  }

  /** The current depth of the search, and whether it has begun (a search stopped by its budget can go on). */
  private depth = 0;
  private begun = false;
  private done: SearchOutcome | null = null;

  /**
   * Searches from the current position, or goes on with a search stopped by its budget: at most `maxStates` more
   * positions, until `deadline` (performance.now()). After `won` or `lost` it returns the same again.
   */
  search(maxStates: number, deadline: number): SearchOutcome {
    if (this.done !== null) return this.done;
    const limit = this.states + maxStates;
    if (!this.begun) {
      this.begun = true;
      this.states = 1;
      if (this.won()) return (this.done = { result: 'won', moves: [], line: [], states: this.states });
      this.enter();
      this.enterDepth(0);
    }
    let depth = this.depth;
    for (;;) {
      if (this.next[depth] >= this.count[depth]) {
        if (depth === 0) return (this.done = { result: 'lost', moves: [], line: [], states: this.states });
        depth--;
        this.unmake(this.moves[this.start[depth] + this.next[depth] - 1], depth);
        continue;
      }
      if (this.states >= limit || ((this.states & 1023) === 0 && performance.now() >= deadline)) {
        this.depth = depth;
        return { result: 'unknown', moves: [], line: [], states: this.states };
      }
      const move = this.moves[this.start[depth] + this.next[depth]++];
      if (this.skips(move, depth)) continue;
      this.make(move, depth);
      const full = this.full();
      if (full !== null) return (this.done = { result: 'unknown', moves: [], line: [], states: this.states, note: full });
      if (!this.enter()) {
        this.unmake(move, depth);
        continue;
      }
      this.states++;
      if (this.won()) {
        const line: number[] = [];
        for (let d = 0; d <= depth; d++) line.push(this.moves[this.start[d] + this.next[d] - 1]);
        return (this.done = { result: 'won', moves: [], line, states: this.states });
      }
      depth++;
      this.enterDepth(depth);
    }
  }
}

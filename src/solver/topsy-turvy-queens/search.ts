/**
 * The search of the fast Topsy-Turvy Queens solver (docs/solver.md, "The Topsy-Turvy Queens fast solver"): an
 * iterative depth-first search with make/unmake on the typed-array state, a transposition table of every position
 * entered, move ordering by score, and restarts with a randomised order to find wins sooner.
 */
import type { Move, Options, Position } from '../../core/game.js';
import { HashSet64 } from '../hash-set.js';
import type { FastOutcome, FastSettings } from '../types.js';
import { FULL } from './cards.js';
import { type MoveList, type StockActions, generateMoves, makeMove } from './moves.js';
import { captivesDead, safeMoves } from './pruning.js';
import { SLOT_COUNT, TtqState } from './state.js';
import { projectMoves } from './translate.js';

const WON = FULL * SLOT_COUNT;

export class TtqSearch {
  private readonly state: TtqState;
  private readonly pruning: boolean;
  private readonly maxTableBits: number;
  private readonly noise: number;
  private randomState: number;

  private list: MoveList = { moves: new Int32Array(1 << 14), scores: new Int32Array(1 << 14), n: 0 };
  private start = new Int32Array(512);
  private count = new Int32Array(512);
  private next = new Int32Array(512);
  private logMark = new Int32Array(512);
  private drawsBefore = new Int32Array(512);
  private drawsAfter = new Int32Array(512);
  private recycled = new Uint8Array(512);
  private readonly actions: StockActions = { drawsBefore: 0, recycled: false, drawsAfter: 0 };

  best = 0;
  lastDepth = 0;
  bestDepth = 0;
  /** Positions the last search expanded. */
  states = 0;

  constructor(position: Position, settings: FastSettings) {
    this.state = new TtqState(position);
    this.pruning = settings.pruning;
    this.maxTableBits = settings.maxTableBits ?? 25;
    this.noise = settings.noise ?? 0;
    this.randomState = (settings.seed ?? 1) | 0 || 1;
  }

  private ensureDepth(depth: number): void {
    if (depth + 1 < this.start.length) return;
    const grow = <T extends Int32Array | Uint8Array>(array: T): T => {
      const bigger = new (array.constructor as { new (n: number): T })(array.length * 2);
      bigger.set(array);
      return bigger;
    };
    this.start = grow(this.start);
    this.count = grow(this.count);
    this.next = grow(this.next);
    this.logMark = grow(this.logMark);
    this.drawsBefore = grow(this.drawsBefore);
    this.drawsAfter = grow(this.drawsAfter);
    this.recycled = grow(this.recycled);
  }

  /** Lists the moves of the current state at `depth`, best first (none for a dead position). */
  private generate(depth: number): void {
    const begin = depth === 0 ? 0 : this.start[depth - 1] + this.count[depth - 1];
    if (begin + 4096 > this.list.moves.length) {
      const moves = new Int32Array(this.list.moves.length * 2);
      moves.set(this.list.moves);
      const scores = new Int32Array(this.list.scores.length * 2);
      scores.set(this.list.scores);
      this.list = { moves, scores, n: 0 };
    }
    const list = this.list;
    list.n = begin;
    this.start[depth] = begin;
    this.next[depth] = 0;
    if (this.pruning) {
      if (captivesDead(this.state)) {
        this.count[depth] = 0;
        return;
      }
      if (safeMoves(this.state, list)) {
        this.count[depth] = list.n - begin;
        return;
      }
    }
    generateMoves(this.state, list, this.pruning);
    this.count[depth] = list.n - begin;
    this.order(begin, list.n);
  }

  /** Sorts the moves begin..end by score (plus noise on restarts), highest first: insertion sort, the lists are short. */
  private order(begin: number, end: number): void {
    const moves = this.list.moves;
    const scores = this.list.scores;
    if (this.noise > 0) for (let k = begin; k < end; k++) scores[k] += this.random() % this.noise;
    for (let k = begin + 1; k < end; k++) {
      const move = moves[k];
      const score = scores[k];
      let at = k - 1;
      while (at >= begin && scores[at] < score) {
        moves[at + 1] = moves[at];
        scores[at + 1] = scores[at];
        at--;
      }
      moves[at + 1] = move;
      scores[at + 1] = score;
    }
  }

  private random(): number {
    let x = this.randomState;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.randomState = x;
    return x >>> 1;
  }

  /** Searches for a win within the budget: the verdict and, for `won`, the line as project moves (not yet certified). */
  search(maxStates: number, deadline: number): FastOutcome {
    const state = this.state;
    this.states = 0;
    if (state.foundationTotal === WON) return { result: 'won', moves: [], states: 0 };
    const table = new HashSet64(16, this.maxTableBits);
    state.computeHash();
    table.add(state.hashA, state.hashB);
    this.states = 1;
    let depth = 0;
    this.generate(0);
    const actions = this.actions;
    for (;;) {
      if (this.next[depth] < this.count[depth]) {
        const move = this.list.moves[this.start[depth] + this.next[depth]++];
        this.logMark[depth] = state.logLength;
        makeMove(state, move, actions);
        this.drawsBefore[depth] = actions.drawsBefore;
        this.drawsAfter[depth] = actions.drawsAfter;
        this.recycled[depth] = actions.recycled ? 1 : 0;
        if (state.foundationTotal === WON) return { result: 'won', moves: this.line(depth), states: this.states };
        state.computeHash();
        const added = table.add(state.hashA, state.hashB);
        if (added === 0) {
          state.undoTo(this.logMark[depth]);
          continue;
        }
        if (added < 0) return { result: 'unknown', moves: [], states: this.states, note: 'the transposition table is full' };
        this.states++;
        if (state.foundationTotal > this.best) {
          this.best = state.foundationTotal;
          this.bestDepth = depth;
        }
        if (this.states >= maxStates) {
          this.lastDepth = depth;
          return { result: 'unknown', moves: [], states: this.states };
        }
        if ((this.states & 1023) === 0 && performance.now() >= deadline) return { result: 'unknown', moves: [], states: this.states };
        depth++;
        this.ensureDepth(depth);
        this.generate(depth);
      } else {
        if (depth === 0) return { result: 'lost', moves: [], states: this.states };
        depth--;
        state.undoTo(this.logMark[depth]);
      }
    }
  }

  /** The line from the start to the current state (the moves at depths 0..last) as project moves. */
  private line(last: number): Move[] {
    const out: Move[] = [];
    const actions: StockActions = { drawsBefore: 0, recycled: false, drawsAfter: 0 };
    for (let d = 0; d <= last; d++) {
      actions.drawsBefore = this.drawsBefore[d];
      actions.recycled = this.recycled[d] === 1;
      actions.drawsAfter = this.drawsAfter[d];
      projectMoves(this.list.moves[this.start[d] + this.next[d] - 1], actions, out);
    }
    return out;
  }
}

/**
 * Solves a Topsy-Turvy Queens position with the fast solver (a `FastSolver`, src/solver/types.ts): the complete
 * search first up to 200,000 states; then, with a deadline, randomised restarts for a quarter of the time left (a
 * restart that ends has searched everything, so it may report `lost` too); then the complete search again with the
 * rest. The line is not yet certified (index.ts certifies it).
 */
export function solveTopsyTurvyQueensFast(position: Position, _options: Options, settings: FastSettings, maxStates: number, deadline: number): FastOutcome {
  const firstCap = Math.min(maxStates, 200_000);
  const first = new TtqSearch(position, settings).search(firstCap, deadline);
  if (first.result !== 'unknown' || first.note !== undefined || firstCap >= maxStates) return first;
  let states = first.states;
  const now = performance.now();
  if (Number.isFinite(deadline) && (settings.noise ?? 0) === 0) {
    const restartsEnd = now + (deadline - now) / 4;
    for (let attempt = 1; performance.now() < restartsEnd && states < maxStates; attempt++) {
      const restart = new TtqSearch(position, { ...settings, noise: 300, seed: attempt * 7919 });
      const outcome = restart.search(Math.min(20_000, maxStates - states), restartsEnd);
      states += outcome.states;
      if (outcome.result !== 'unknown') return { ...outcome, states };
    }
  }
  const last = new TtqSearch(position, settings).search(maxStates - states, deadline);
  return { ...last, states: states + last.states };
}

/**
 * The search of the seed-001 fast solver: an iterative depth-first search with make/unmake on a `Seed001State`, every
 * position entered kept in a transposition table (table.ts), per-depth move lists in one buffer.
 *
 * Completeness as in docs/solver.md ("The generic search"): each position is entered once, a child is skipped only
 * when it was entered before (with at least the pairs it has now: rule M), so an exhausted search proves the position
 * lost, up to the pruning rules, each argued in docs/solver.md ("The seed-001 fast solver").
 *
 * `heuristic: true` is not a complete search: every card goes onto the lowest foundation that takes it, which finds
 * most wins of Artless and Percentages in a small part of the states, but may miss a win; its `lost` only means that
 * this search found none (index.ts never reports it as a verdict).
 */
import type { FastOutcome } from '../types.js';
import { DEAL, canDeal, deal, isDeal, listPlays, makePlay, undeal, unmakePlay } from './moves.js';
import { lastListing, listPlaysPruned, resolve, resolvingDeal, unresolve } from './pairs.js';
import { choosePlays } from './pruning.js';
import { Reach } from './reach.js';
import { DECK, FOUNDATION_COUNT } from './rules.js';
import type { Seed001State } from './state.js';
import { PositionTable } from './table.js';

/** The widest move list: every pile's top to every foundation, and a deal. */
const MAX_MOVES = 10 * FOUNDATION_COUNT + 1;

/** How a search runs. */
export interface SearchSettings {
  /** The pruning rules of docs/solver.md; false: every legal move (the engine's `legalMoves`), a plain graph search. */
  pruning: boolean;
  /** Every card onto the lowest foundation taking it only (not complete: for finding wins). */
  heuristic?: boolean;
  /** Table size limit: 2^maxTableBits slots. */
  maxTableBits?: number;
  /** A seed for a random order of the cards' piles (restarts); 0 or absent: pile order. */
  randomSeed?: number;
  /** For measuring the rules one by one (scripts and tests): letters of rules of docs/solver.md to leave out (C, D, L, M). */
  without?: string;
}

/** The outcome of a search, with the line as encoded moves (moves.ts). */
export interface SearchOutcome extends FastOutcome {
  line: number[];
}

export class Seed001Search {
  /** Positions expanded. */
  states = 0;
  private readonly pruning: boolean;
  private readonly heuristic: boolean;
  private readonly table: PositionTable;
  private readonly moves: Int32Array;
  private readonly start: Int32Array;
  private readonly count: Int32Array;
  private readonly next: Int32Array;
  private readonly undo: Int32Array;
  private readonly resolved: Int32Array;
  private readonly partners: Int32Array;
  private readonly reach: Reach;
  private readonly random = new Int32Array(1);
  /** The rules in use (with pruning on). */
  private readonly certainPlays: boolean;
  private readonly deadCards: boolean;
  private readonly lastPhaseLowest: boolean;
  private readonly pairs: boolean;
  /** Positions rule D found lost. */
  deadCuts = 0;

  constructor(
    private readonly state: Seed001State,
    settings: SearchSettings,
  ) {
    this.pruning = settings.pruning;
    this.heuristic = settings.pruning && settings.heuristic === true;
    this.table = new PositionTable(16, settings.maxTableBits ?? 24);
    const rules = state.rules;
    // A line holds at most 104 plays and, per redeal, one pass per pileCount cards of the hand.
    const maxDepth = DECK + rules.order.length * Math.ceil(DECK / rules.pileCount) + 2;
    this.moves = new Int32Array(maxDepth * MAX_MOVES);
    this.start = new Int32Array(maxDepth);
    this.count = new Int32Array(maxDepth);
    this.next = new Int32Array(maxDepth);
    this.undo = new Int32Array(maxDepth);
    this.resolved = new Int32Array(maxDepth);
    this.partners = new Int32Array(maxDepth * FOUNDATION_COUNT);
    this.reach = new Reach(state);
    this.random[0] = settings.randomSeed ?? 0;
    const without = settings.without ?? '';
    this.certainPlays = !without.includes('C');
    this.deadCards = !without.includes('D');
    this.lastPhaseLowest = !without.includes('L');
    this.pairs = !without.includes('M');
  }

  /** Lists the moves to try at `depth` (into the buffer at `start[depth]`); 0 for a dead end. */
  private expand(depth: number): void {
    const at = depth === 0 ? 0 : this.start[depth - 1] + this.count[depth - 1];
    this.start[depth] = at;
    this.next[depth] = 0;
    const state = this.state;
    // Rule D: a card that can never go up.
    if (this.pruning && this.deadCards && !(state.rules.choosesBase && state.baseRank < 0) && !this.reach.everyCardMayGoUp()) {
      this.count[depth] = 0;
      this.deadCuts++;
      return;
    }
    const dealing = canDeal(state);
    const lowestOnly = (!dealing && this.lastPhaseLowest) || this.heuristic;
    let count = this.pruning ? listPlaysPruned(state, this.moves, at, lowestOnly, this.pairs) : listPlays(state, this.moves, at, false);
    if (count > 0) {
      if (this.pruning) {
        // Rule M: a deal that only the second positions of some windows allow, after their plays.
        const frontMask = lastListing.otherPlays === 0 && dealing ? lastListing.frontMask : 0;
        count = choosePlays(state, this.moves, at, count, this.certainPlays ? this.reach : null, !dealing, this.random);
        if (frontMask !== 0) this.moves[at + count++] = resolvingDeal(frontMask);
      }
    } else if (dealing) {
      this.moves[at] = DEAL;
      count = 1;
    }
    this.count[depth] = count;
  }

  private make(move: number, depth: number): void {
    if (!isDeal(move)) {
      this.undo[depth] = makePlay(this.state, move);
      return;
    }
    if (move !== DEAL) this.resolved[depth] = resolve(this.state, move & 255, this.partners, depth * FOUNDATION_COUNT);
    this.undo[depth] = deal(this.state);
  }

  private unmake(move: number, depth: number): void {
    if (!isDeal(move)) {
      unmakePlay(this.state, move, this.undo[depth]);
      return;
    }
    undeal(this.state, this.undo[depth]);
    if (move !== DEAL) unresolve(this.state, move & 255, this.resolved[depth], this.partners, depth * FOUNDATION_COUNT);
  }

  /**
   * Enters the current position in the table; false when it needs no search: the same position was entered before
   * with every pair it has now (rule M: it then stood for every position this one stands for), so it was lost (an
   * entered position is never an ancestor of one with the same cards on the same piles and foundations).
   */
  private enter(): boolean {
    const a = this.state.hashA();
    const b = this.state.hashB();
    const pairs = this.state.pairsCode();
    const stored = this.table.find(a, b);
    if (stored >= 0 && (stored & pairBits(pairs)) === pairs) return false;
    this.table.store(a, b, pairs);
    return true;
  }

  /** Searches from the loaded position: at most `maxStates` positions, until `deadline` (performance.now()). */
  search(maxStates: number, deadline: number): SearchOutcome {
    const state = this.state;
    this.states = 1;
    if (state.onFoundations === DECK) return { result: 'won', moves: [], line: [], states: this.states };
    this.enter();
    this.expand(0);
    let depth = 0;
    for (;;) {
      if (this.next[depth] >= this.count[depth]) {
        if (depth === 0) return { result: 'lost', moves: [], line: [], states: this.states };
        depth--;
        this.unmake(this.moves[this.start[depth] + this.next[depth] - 1], depth);
        continue;
      }
      const move = this.moves[this.start[depth] + this.next[depth]++];
      this.make(move, depth);
      if (this.table.full) return { result: 'unknown', moves: [], line: [], states: this.states, note: 'the transposition table is full' };
      if (!this.enter()) {
        this.unmake(move, depth);
        continue;
      }
      this.states++;
      if (state.onFoundations === DECK) {
        const line: number[] = [];
        for (let d = 0; d <= depth; d++) line.push(this.moves[this.start[d] + this.next[d] - 1]);
        return { result: 'won', moves: [], line, states: this.states };
      }
      if (this.states >= maxStates || ((this.states & 1023) === 0 && performance.now() >= deadline)) {
        return { result: 'unknown', moves: [], line: [], states: this.states };
      }
      depth++;
      this.expand(depth);
    }
  }
}

/** The bits of a pairs code (state.ts `pairsCode`) that belong to pairs: the nibbles that are not 0. */
function pairBits(pairs: number): number {
  let bits = 0;
  for (let f = 0; f < FOUNDATION_COUNT - 1; f++) if (((pairs >>> (4 * f)) & 15) !== 0) bits |= 15 << (4 * f);
  return bits;
}

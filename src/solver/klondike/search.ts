/**
 * The search driver of the fast Klondike solver (docs/solvers/klondike.md, "Search"): an iterative depth-first search
 * with make/unmake moves on the typed-array position (no copying), per-depth move lists in one buffer, and a
 * transposition table of every position entered (64-bit hashes without the talon pointer, each with the set of
 * pointers entered: pointer-table.ts). With pruning, a position is expanded with the uses of its obligation (rules D,
 * F, V), else its rule S move, else — unless rule L proves it lost (not tried after a move to or from a foundation) —
 * all its moves less those rules G, D and F leave out. The clock is read every 1,024 states.
 */
import type { Verdict } from '../types.js';
import { DeadEndScratch, provedLost } from './dead-ends.js';
import { GenerateScratch, generateMoves, safeMove } from './generate.js';
import { PointerTable } from './pointer-table.js';
import { COLUMN_TO_FOUNDATION, FOUNDATION_TO_COLUMN, TALON_MOVE, TO_FOUNDATION, moveB, moveKind } from './moves.js';
import { type MoveOrder, RandomOrder, RevealOrder } from './order.js';
import { type KlondikeRuleSwitches, arrangementsOn } from './rules.js';
import type { LineStep } from './translate.js';
import { type KlondikeState } from './state.js';
import { NO_OBLIGATION, type Obligation, generateUses, obligationAfter, obligationKeyHigh, obligationKeyLow } from './uses.js';


/** The switches of one search. */
export interface SearchSettings {
  /** The pruning rules on (rules.ts, docs/solvers/klondike.md); all off gives the plain graph search. */
  rules: KlondikeRuleSwitches;
  /** The table holds at most 2^maxTableBits slots. */
  maxTableBits: number;
  /** Restarts: a random number below `noise` is added to each move's score (0: a fixed order). */
  noise: number;
  /** The fixed order when `noise` is 0: the generator's own (default), or the reveal order (order.ts) of the opening. */
  order?: 'generator' | 'reveals';
  /** Seed of the random order. */
  seed: number;
}

/** What one search found: the verdict, the line for `won` (solver moves, not yet translated), states, a note. */
export interface SearchOutcome {
  result: Verdict;
  steps: LineStep[];
  states: number;
  note?: string;
}

/** One depth-first search from the position `state` holds (the state is changed during the search and restored). */
export class KlondikeSearch {
  private moves: Int32Array = new Int32Array(4096);
  private start: Int32Array = new Int32Array(256);
  private count: Int32Array = new Int32Array(256);
  private next: Int32Array = new Int32Array(256);
  private obligationKind: Int32Array = new Int32Array(256);
  private obligationCard: Int32Array = new Int32Array(256);
  private obligationTwin: Int32Array = new Int32Array(256);
  private readonly scratch = new GenerateScratch();
  private readonly deadEndScratch = new DeadEndScratch();
  /** Positions rule L proved lost. */
  deadEnds = 0;

  /**
   * Whether rule L uses its locks from now on, on trial for its first positions (dead-ends.ts; each position's proof is
   * sound on its own, so switching at any time changes no verdict).
   */
  setLocks(on: boolean): void {
    this.deadEndScratch.useLocks(on);
  }

  /** After the locks' trial: the share of its positions that only the locks proved lost (−1 while on trial). */
  lockProofShare(): number {
    return this.deadEndScratch.trialShare;
  }
  private readonly order: MoveOrder | null;
  private readonly random: RandomOrder | null;
  private readonly obligation: Obligation = { kind: NO_OBLIGATION, card: 0, twin: 0 };

  /** Rule A: the hash reads the face-up cards above each column's lowest one as a set (rules.ts, arrangementsOn). */
  private readonly arrangements: boolean;

  constructor(
    private readonly state: KlondikeState,
    private readonly settings: SearchSettings,
  ) {
    this.random = settings.noise > 0 ? new RandomOrder(settings.noise, settings.seed) : null;
    this.order = this.random ?? (settings.order === 'reveals' ? new RevealOrder() : null);
    this.arrangements = arrangementsOn(settings.rules, state.partialMoves);
  }

  /** Lists the moves of the current position at `depth` (into the move buffer), best first. */
  private generate(depth: number): void {
    const begin = depth === 0 ? 0 : this.start[depth - 1] + this.count[depth - 1];
    if (begin + 1024 > this.moves.length) {
      const bigger = new Int32Array(this.moves.length * 2);
      bigger.set(this.moves);
      this.moves = bigger;
    }
    this.start[depth] = begin;
    this.next[depth] = 0;
    const state = this.state;
    const rules = this.settings.rules;
    if (this.obligationKind[depth] !== NO_OBLIGATION) {
      const obligation = this.obligation;
      obligation.kind = this.obligationKind[depth];
      obligation.card = this.obligationCard[depth];
      obligation.twin = this.obligationTwin[depth];
      this.count[depth] = generateUses(state, obligation, this.moves, begin, this.scratch, rules) - begin;
      return;
    }
    // Rule S: a safe move to a foundation is the only move tried.
    const safe = rules.S ? safeMove(state) : -1;
    if (safe >= 0) {
      this.moves[begin] = safe;
      this.count[depth] = 1;
      return;
    }
    // Rule L: a position the relaxation proves lost has no move worth trying. Not run after a move to a foundation or
    // a foundation card back to a column, where it seldom proves anything (docs/solvers/klondike.md, rule L, "Where it
    // runs").
    if (rules.L && !(depth > 0 && this.skipsRuleL(depth - 1)) && provedLost(state, this.deadEndScratch)) {
      this.deadEnds++;
      this.count[depth] = 0;
      return;
    }
    const end = generateMoves(state, this.moves, begin, rules, this.scratch);
    this.count[depth] = end - begin;
    if (this.order !== null) this.order.sort(state, this.moves, begin, end);
  }

  /**
   * Whether rule L is skipped after the move made at `depth`: one that put a card on its foundation (from a column, or
   * from the talon) or brought a foundation card back to a column.
   */
  private skipsRuleL(depth: number): boolean {
    const move = this.moves[this.start[depth] + this.next[depth] - 1];
    const kind = moveKind(move);
    return kind === COLUMN_TO_FOUNDATION || kind === FOUNDATION_TO_COLUMN || (kind === TALON_MOVE && moveB(move) === TO_FOUNDATION);
  }

  private ensureDepth(depth: number): void {
    this.state.ensureDepth(depth);
    if (depth + 1 < this.start.length) return;
    this.start = grow(this.start);
    this.count = grow(this.count);
    this.next = grow(this.next);
    this.obligationKind = grow(this.obligationKind);
    this.obligationCard = grow(this.obligationCard);
    this.obligationTwin = grow(this.obligationTwin);
  }

  /** Positions rule T found covered by a position at another talon pointer. */
  dominatedCount = 0;

  private table: PointerTable | null = null;
  /** The table's first size (2^bits slots); it grows as needed. */
  private initialTableBits = 12;
  private depth = 0;
  private finished: SearchOutcome | null = null;

  /**
   * Searches for a win, expanding at most `maxStates` more positions and stopping at `deadline` (performance.now()).
   * A search stopped by its budget can be resumed by calling `run` again: it goes on where it stopped, with its table.
   * `states` in the outcome counts the positions expanded in this call.
   */
  run(maxStates: number, deadline: number): SearchOutcome {
    if (this.finished !== null) return { ...this.finished, states: 0 };
    const state = this.state;
    const rules = this.settings.rules;
    let states = 0;
    if (this.table === null) {
      if (state.foundationTotal === 52) return this.finish({ result: 'won', steps: [], states: 0 });
      this.table = new PointerTable(this.initialTableBits, this.settings.maxTableBits);
      state.computeHash(rules.P, this.arrangements);
      this.table.add(state.hashHigh, state.hashLow, 1 << state.hashPointer);
      states = 1;
      this.depth = 0;
      this.ensureDepth(0);
      this.obligationKind[0] = NO_OBLIGATION;
      this.generate(0);
    }
    const table = this.table;
    let depth = this.depth;
    const obligation = this.obligation;
    for (;;) {
      if (states >= maxStates || ((states & 1023) === 0 && states > 0 && performance.now() >= deadline)) {
        this.depth = depth;
        return { result: 'unknown', steps: [], states };
      }
      if (this.next[depth] < this.count[depth]) {
        const move = this.moves[this.start[depth] + this.next[depth]++];
        state.apply(move, depth);
        if (state.foundationTotal === 52) return this.finish({ result: 'won', steps: this.line(depth), states });
        state.computeHash(rules.P, this.arrangements);
        // The table's key is the hash without the pointer; the pointer is a bit of the key's mask.
        const own = state.hashPointer;
        obligationAfter(state, move, depth, obligation, rules);
        const before = table.add(state.hashHigh ^ obligationKeyHigh(obligation), state.hashLow ^ obligationKeyLow(obligation), 1 << own);
        if (before === -1) return this.finish({ result: 'unknown', steps: [], states, note: 'the transposition table is full' });
        if ((before & (1 << own)) !== 0) {
          state.undo(move, depth);
          continue;
        }
        // Rule T: the same position at a talon pointer that reaches more is in the table: this one is covered by it.
        if (rules.T && before !== 0 && obligation.kind === NO_OBLIGATION && (before & state.dominatingMask(rules.P)) !== 0) {
          this.dominatedCount++;
          state.undo(move, depth);
          continue;
        }
        states++;
        depth++;
        this.ensureDepth(depth);
        this.obligationKind[depth] = obligation.kind;
        this.obligationCard[depth] = obligation.card;
        this.obligationTwin[depth] = obligation.twin;
        this.generate(depth);
      } else {
        if (depth === 0) return this.finish({ result: 'lost', steps: [], states });
        depth--;
        state.undo(this.moves[this.start[depth] + this.next[depth] - 1], depth);
      }
    }
  }

  /**
   * Makes the next `run` start afresh from the position given, with an empty table sized for `maxStates` and the
   * random order reseeded with `seed` (restarts, docs/solvers/klondike.md: one search object serves every restart).
   * Only after a `run` that stopped at its budget or has not begun: a finished search holds no table to go back with.
   */
  restart(seed: number, maxStates: number): void {
    if (this.finished !== null) throw new Error('KlondikeSearch.restart: the search has finished');
    if (this.table !== null) {
      for (let depth = this.depth - 1; depth >= 0; depth--) this.state.undo(this.moves[this.start[depth] + this.next[depth] - 1], depth);
    }
    this.table?.release();
    this.table = null;
    this.initialTableBits = Math.max(10, Math.min(16, Math.ceil(Math.log2(maxStates + 1)) + 1));
    this.random?.reseed(seed);
  }

  /** Ends the search with `outcome` (a later `run` gives it again, with no states) and frees the table. */
  private finish(outcome: SearchOutcome): SearchOutcome {
    this.finished = outcome;
    this.table?.release();
    this.table = null;
    return outcome;
  }

  /**
   * Gives the table's memory back for the next search (../table-memory.ts), for a search that is done: a `run` after
   * it would go on with an empty table.
   */
  release(): void {
    this.table?.release();
  }

  /** The line from the start to the current position (the moves made at depths 0..last). */
  private line(last: number): LineStep[] {
    const steps: LineStep[] = [];
    for (let d = 0; d <= last; d++) {
      steps.push({ move: this.moves[this.start[d] + this.next[d] - 1], pointerBefore: this.state.pointerBefore(d), talonBefore: this.state.talonLengthBefore(d) });
    }
    return steps;
  }
}

function grow(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

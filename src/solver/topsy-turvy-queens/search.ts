/**
 * The search of the fast Topsy-Turvy Queens solver (docs/solvers/topsy-turvy-queens.md): an
 * iterative depth-first search with make/unmake on the typed-array state, a transposition table of every position
 * entered, move ordering by score, and restarts with a randomised order to find wins sooner.
 */
import type { Move, Options, Position } from '../../core/game.js';
import { KeySequence } from '../hashing.js';
import { HashSet64 } from '../hash-set.js';
import type { FastOutcome, FastSettings } from '../types.js';
import { FULL, PositionFault, randomKeys } from './cards.js';
import { CaptiveRule, deadStockKing } from './captives.js';
import { COLUMN_TO_COLUMN, type MoveList, type StockActions, TALON_TO_COLUMN, generateMoves, makeMove, moveType } from './moves.js';
import { TalonRelaxation } from './relaxed-talon.js';
import { SWAP, VACATE, keepUses, obligationOf, rateSwaps, safeMoves } from './pruning.js';
import { type TtqRuleSwitches, ttqRuleSwitches } from './rules.js';
import { SLOT_COUNT, TtqState } from './state.js';
import { projectMoves } from './translate.js';

const WON = FULL * SLOT_COUNT;
const UNKNOWN_BARRIER = -2;
/** Keys of the obligations of rules D and V (docs/solvers/topsy-turvy-queens.md), by kind; D's adds the hash of P's column. */
const OBLIGATION_KEY_A = randomKeys(3, 0x3ade68b1);
const OBLIGATION_KEY_B = randomKeys(3, 0x61c88647);

export class TtqSearch {
  private readonly state: TtqState;
  /** The pruning rules on (rules.ts). */
  private readonly rules: TtqRuleSwitches;
  /** Whether any of the rules that test a position before its moves are listed (C, L, S) is on. */
  private readonly testsPositions: boolean;
  /** Whether rule D or V is on: moves may leave an obligation. */
  private readonly obligations: boolean;
  private readonly relaxation = new TalonRelaxation();
  /** Rule L's verdict on the position searched from (undefined until tested). */
  private startLost: boolean | undefined;
  private readonly maxTableBits: number;
  private noise: number;
  private sequence: KeySequence;

  private list: MoveList = { moves: new Int32Array(1 << 14), scores: new Int32Array(1 << 14), n: 0 };
  private start = new Int32Array(512);
  private count = new Int32Array(512);
  private next = new Int32Array(512);
  private logMark = new Int32Array(512);
  private drawsBefore = new Int32Array(512);
  private drawsAfter = new Int32Array(512);
  private recycled = new Uint8Array(512);
  /** The obligation of rules D and V on entering each depth (0: none) and the column it is about. */
  private obligation = new Int32Array(512);
  private obligedColumn = new Int32Array(512);
  private obligedTarget = new Int32Array(512);
  /** Whether the move into each depth left every input of rule C as it was, or only more lenient. */
  private sameForRuleC = new Uint8Array(512);
  /** Rule B's barrier at each depth (a talon entry, −1 for none, UNKNOWN_BARRIER when not computed). */
  private barrierAt = new Int32Array(512);
  private readonly captives: CaptiveRule;
  private readonly obliged = new Int32Array(2);
  private readonly actions: StockActions = { drawsBefore: 0, recycled: false, drawsAfter: 0 };
  private readonly barrierActions: StockActions = { drawsBefore: 0, recycled: false, drawsAfter: 0 };

  /** Positions the last search expanded. */
  states = 0;

  /**
   * A search of `position` with the pruning rules `rules` (rules.ts), by default every rule of
   * docs/solvers/topsy-turvy-queens.md or none (`settings.pruning`) less those of `settings.rulesOff` (an unknown
   * letter throws); the solver's first phase runs without the obligations of rules D and V (a lighter search that finds
   * wins sooner; still complete). `captives` lets searches of one deal (the restarts) share rule C's cache: its key
   * holds every input of the rule but the suits of the stock's Kings left, which within one deal are always the last
   * ones of the deal's stock Kings.
   */
  constructor(
    position: Position,
    settings: FastSettings,
    rules: TtqRuleSwitches = ttqRuleSwitches(settings.pruning, settings.rulesOff),
    captives = new CaptiveRule(),
  ) {
    this.rules = rules;
    this.captives = captives;
    this.state = new TtqState(position);
    this.testsPositions = rules.C || rules.L || rules.S;
    this.obligations = rules.D || rules.V;
    this.maxTableBits = settings.maxTableBits ?? 25;
    this.noise = settings.noise ?? 0;
    this.sequence = new KeySequence(settings.seed ?? 1);
  }

  /**
   * Sets the noise added to the ordering scores and the seed of their random sequence, for the next `search` (the
   * restarts reuse one search, and its state and arrays, instead of building one for each few hundred states).
   */
  reorder(noise: number, seed: number): void {
    this.noise = noise;
    this.sequence = new KeySequence(seed);
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
    this.obligation = grow(this.obligation);
    this.obligedColumn = grow(this.obligedColumn);
    this.obligedTarget = grow(this.obligedTarget);
    this.sameForRuleC = grow(this.sameForRuleC);
    this.barrierAt = grow(this.barrierAt);
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
    const obligation = this.obligation[depth];
    const rules = this.rules;
    this.barrierAt[depth] = UNKNOWN_BARRIER;
    if (this.testsPositions) {
      // Rule C reads the King row, the captives and where the cards of the stock lie: a move onto a column that sent
      // no King up changes none of it but for taking a card out of the stock (which can only make the rule more
      // lenient), so the parent's verdict (not dead: it was expanded, or rule C was off there too) stands.
      if (rules.C && !this.sameForRuleC[depth] && this.captives.dead(this.state)) {
        this.count[depth] = 0;
        return;
      }
      // Rule L at the position searched from only (once for the restarts, which search from it again): deeper, it costs
      // several states' time a position, and what it cut there decided no deal measured
      // (docs/solvers/topsy-turvy-queens.md).
      if (depth === 0 && rules.L && (this.startLost ??= this.relaxation.dead(this.state))) {
        this.count[depth] = 0;
        return;
      }
      if (rules.S && obligation === 0 && safeMoves(this.state, list, rules.F)) {
        this.count[depth] = list.n - begin;
        return;
      }
    }
    generateMoves(this.state, list, rules, rules.B ? this.barrier(depth) : -1);
    if (this.obligations) {
      if (obligation !== 0) keepUses(this.state, list, begin, obligation, this.obligedColumn[depth], this.obligedTarget[depth]);
      // Rule D's filter: a swap with no use at once is not listed.
      if (rules.D) rateSwaps(this.state, list, begin);
    }
    this.count[depth] = list.n - begin;
    this.order(begin, list.n);
  }

  /**
   * Rule B's barrier at `depth` (captives.ts `deadStockKing`). A move that left rule C's inputs as they were (see
   * `sameForRuleC`) leaves those of every position after draws to a King of the stock as they were too (a card taken
   * from before the first King of the stock would lie in the waste there, where rule C counts it as at hand, as it does
   * a column card), so the parent's barrier stands.
   */
  private barrier(depth: number): number {
    const inherited = depth > 0 && this.sameForRuleC[depth] === 1 ? this.barrierAt[depth - 1] : UNKNOWN_BARRIER;
    this.barrierAt[depth] = inherited !== UNKNOWN_BARRIER ? inherited : deadStockKing(this.state, this.captives, this.barrierActions);
    return this.barrierAt[depth];
  }

  /** The obligation `move` leaves (pruning.ts `obligationOf`), of a rule that is on (D for a swap, V for a vacating move), or 0. */
  private obligationOf(move: number): number {
    const kind = obligationOf(this.state, move, this.obliged);
    return (kind === SWAP && this.rules.D) || (kind === VACATE && this.rules.V) ? kind : 0;
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

  /** A non-negative pseudo-random integer of the seeded xorshift sequence. */
  private random(): number {
    return this.sequence.next() >>> 1;
  }

  /** Searches for a win within the budget: the verdict and, for `won`, the line as project moves (not yet certified). */
  search(maxStates: number, deadline: number): FastOutcome {
    const state = this.state;
    state.undoTo(0); // back to the position given, wherever the last search stopped
    this.states = 0;
    if (state.foundationTotal === WON) return { result: 'won', moves: [], states: 0 };
    // A table sized for the states allowed (a restart's few hundred), growing as needed.
    const table = new HashSet64(Math.max(10, Math.min(16, Math.ceil(Math.log2(maxStates + 1)) + 1)), this.maxTableBits);
    try {
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
          const obligation = this.obligations ? this.obligationOf(move) : 0;
          const column = this.obliged[0];
          const target = this.obliged[1];
          const filled = state.slotsFilled;
          makeMove(state, move, actions);
          this.drawsBefore[depth] = actions.drawsBefore;
          this.drawsAfter[depth] = actions.drawsAfter;
          this.recycled[depth] = actions.recycled ? 1 : 0;
          if (state.foundationTotal === WON) return { result: 'won', moves: this.line(depth), states: this.states };
          state.computeHash();
          let hashA = state.hashA;
          let hashB = state.hashB;
          if (obligation !== 0) {
            // The same position with an obligation is another state of the search (it allows fewer moves).
            hashA ^= OBLIGATION_KEY_A[obligation];
            hashB ^= OBLIGATION_KEY_B[obligation];
            if (obligation !== VACATE) {
              hashA = (hashA + Math.imul(state.columnMixA[column], 0x2545f491)) | 0;
              hashB = (hashB + Math.imul(state.columnMixB[column], 0x9e3779b1)) | 0;
            }
          }
          const added = table.add(hashA, hashB);
          if (added === 0) {
            state.undoTo(this.logMark[depth]);
            continue;
          }
          if (added < 0) return { result: 'unknown', moves: [], states: this.states, note: 'the transposition table is full' };
          this.states++;
          if (this.states >= maxStates) return { result: 'unknown', moves: [], states: this.states };
          if ((this.states & 1023) === 0 && performance.now() >= deadline) return { result: 'unknown', moves: [], states: this.states };
          depth++;
          this.ensureDepth(depth);
          this.obligation[depth] = obligation;
          this.obligedColumn[depth] = column;
          this.obligedTarget[depth] = target;
          const type = moveType(move);
          this.sameForRuleC[depth] = (type === COLUMN_TO_COLUMN || type === TALON_TO_COLUMN) && state.slotsFilled === filled ? 1 : 0;
          this.generate(depth);
        } else {
          if (depth === 0) return { result: 'lost', moves: [], states: this.states };
          depth--;
          state.undoTo(this.logMark[depth]);
        }
      }
    } finally {
      table.release(); // its memory goes to the next search (../table-memory.ts)
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

/** States of the first, lighter search (docs/solvers/topsy-turvy-queens.md, "Move order, phases"). */
const FIRST_STATES = 100_000;
/**
 * States of each restart: many short restarts find more wins than a few long ones (measured: docs/solvers/journal.md).
 * A restart that wins mostly dives straight down its line (a won line is 100–200 solver moves), so 600 states suffice.
 */
const RESTART_STATES = 600;
/** Noise added to the ordering scores on restarts, in turn: up to 3⅓, 10 and 20 draws' worth (moves.ts DRAW_COST). */
const RESTART_NOISE = [1_000, 3_000, 6_000];

/**
 * Solves a Topsy-Turvy Queens position with the fast solver (a `FastSolver`, src/solver/types.ts), in three phases
 * sharing the budget (docs/solvers/topsy-turvy-queens.md, "Move order, phases"):
 * 1. the lighter complete search (every rule but the obligations of rules D and V) up to 100,000 states: it finds
 *    most wins fastest;
 * 2. with a limit (in time, positions or both), seeded restarts of the lighter search with a randomised order,
 *    RESTART_STATES each, for a quarter of the time left or of the positions left, whichever ends first (none without
 *    any limit);
 * 3. the complete search with every rule, for the rest: the one that proves most losses.
 * Every phase is a complete search (one that ends without a win has searched everything), so any may report `lost`.
 * With pruning off, one plain search takes the whole budget. The line is not yet certified (index.ts certifies it).
 * A position the solver cannot hold (PositionFault) is declined with the reason.
 */
export function solveTopsyTurvyQueensFast(position: Position, options: Options, settings: FastSettings, maxStates: number, deadline: number): FastOutcome {
  try {
    new TtqState(position);
  } catch (error) {
    if (error instanceof PositionFault) return { result: 'unknown', moves: [], states: 0, declined: error.message };
    throw error;
  }
  return searchInPhases(position, options, settings, maxStates, deadline);
}

function searchInPhases(position: Position, _options: Options, settings: FastSettings, maxStates: number, deadline: number): FastOutcome {
  const rules = ttqRuleSwitches(settings.pruning, settings.rulesOff);
  if (!settings.pruning) return new TtqSearch(position, settings, rules).search(maxStates, deadline);
  if (settings.singlePhase === true) return new TtqSearch(position, settings, rules, new CaptiveRule()).search(maxStates, deadline);
  // The lighter search: every rule on less the obligations of rules D and V (a choice of phase, not a rule off).
  const lighter = { ...rules, D: false, V: false };
  const firstCap = Math.min(maxStates, FIRST_STATES);
  const captives = new CaptiveRule();
  const first = new TtqSearch(position, settings, lighter, captives).search(firstCap, deadline);
  if (first.result !== 'unknown' || first.note !== undefined || firstCap >= maxStates) return first;
  let states = first.states;
  const timed = Number.isFinite(deadline);
  if ((timed || Number.isFinite(maxStates)) && (settings.noise ?? 0) === 0) {
    // A quarter of the time left or of the positions left, whichever ends first; with a budget in positions alone
    // nothing here reads the clock (the same budget, the same verdict and states on any machine). Seeded: attempt × 7919.
    const now = timed ? performance.now() : 0;
    const restartsEnd = timed ? now + (deadline - now) / 4 : Number.POSITIVE_INFINITY;
    const restartsMax = states + (maxStates - states) / 4;
    const restart = new TtqSearch(position, settings, lighter, captives);
    for (let attempt = 1; (!timed || performance.now() < restartsEnd) && states < maxStates && states < restartsMax; attempt++) {
      restart.reorder(RESTART_NOISE[attempt % RESTART_NOISE.length], attempt * 7919);
      const outcome = restart.search(Math.min(RESTART_STATES, maxStates - states), restartsEnd);
      states += outcome.states;
      if (outcome.result !== 'unknown') return { ...outcome, states };
    }
  }
  const last = new TtqSearch(position, settings, rules, captives).search(maxStates - states, deadline);
  return { ...last, states: states + last.states };
}

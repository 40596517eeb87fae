/**
 * The search of the seed-001 fast solver: an iterative depth-first search with make/unmake on a `Seed001State`, every
 * position entered kept in a transposition table (table.ts), per-depth move lists in one buffer.
 *
 * Completeness as in docs/solvers/generic.md ("The search"): each position is entered once, a child is skipped only
 * when it was entered before (with at least the pairs it has now: rule M), so an exhausted search proves the position
 * lost, up to the pruning rules, each argued in docs/solvers/moving-shops-artless-percentages.md.
 *
 * `heuristic: true` is not a complete search: every card goes onto the lowest foundation that takes it, which finds
 * most wins of Artless and Percentages in a small part of the states, but may miss a win; its `lost` only means that
 * this search found none (index.ts never reports it as a verdict).
 */
import { DepthFirst } from './dfs.js';
import { DEAL, canDeal, deal, fixedPiles, isDeal, listPlays, makePlay, undeal, unmakePlay } from './moves.js';
import { lastListing, listPlaysPruned, resolve, resolvingDeal, unresolve } from './pairs.js';
import { choosePlays } from './pruning.js';
import { Reach } from './reach.js';
import { DECK, FOUNDATION_COUNT, RANK_COUNT } from './rules.js';
import { quotasHold } from './count.js';
import type { Seed001State } from './state.js';
import { PositionTable } from './table.js';
import type { Seed001RuleSwitches } from './pruning-rules.js';

/** The widest move list: every pile's top to every foundation, and a deal. */
const MAX_MOVES = 10 * FOUNDATION_COUNT + 1;

/** How a search runs. */
export interface SearchSettings {
  /**
   * The pruning rules of docs/solvers/moving-shops-artless-percentages.md that are on (pruning-rules.ts; the game's
   * search reads E, L, M, C, P, D, Q); all off: every legal move (the engine's `legalMoves`), a plain graph search.
   */
  rules: Seed001RuleSwitches;
  /** Every card onto the lowest foundation taking it only (not complete: for finding wins). */
  heuristic?: boolean;
  /** Table size limit: 2^maxTableBits slots. */
  maxTableBits?: number;
  /** A seed for a random order of the cards' piles (restarts); 0 or absent: pile order. */
  randomSeed?: number;
}

export type { SearchOutcome } from './dfs.js';

export class Seed001Search extends DepthFirst {
  /** Whether any rule of the game's search is on, or the heuristic: else the engine's plays in its order, as they come. */
  private readonly pruning: boolean;
  private readonly heuristic: boolean;
  private readonly table: PositionTable;
  private readonly undo: Int32Array;
  private readonly resolved: Int32Array;
  private readonly partners: Int32Array;
  private readonly reach: Reach;
  private readonly random = new Int32Array(1);
  /** The rules in use. */
  private readonly rules: Seed001RuleSwitches;
  private readonly tokens = new Int32Array(RANK_COUNT);
  /** Positions rule D found lost. */
  deadCuts = 0;

  constructor(
    private readonly state: Seed001State,
    settings: SearchSettings,
  ) {
    const maxDepth = maxLine(state);
    super(maxDepth, MAX_MOVES);
    const rules = settings.rules;
    this.rules = rules;
    this.heuristic = settings.heuristic === true;
    this.pruning = this.heuristic || rules.E || rules.L || rules.M || rules.C || rules.P || rules.D || rules.Q;
    this.table = new PositionTable(16, settings.maxTableBits ?? 24);
    this.undo = new Int32Array(maxDepth);
    this.resolved = new Int32Array(maxDepth);
    this.partners = new Int32Array(maxDepth * FOUNDATION_COUNT);
    this.reach = new Reach(state);
    this.random[0] = settings.randomSeed ?? 0;
  }

  protected expand(depth: number, at: number): number {
    const state = this.state;
    // Rule D: a card that can never go up. Checked after each deal and at every fourth depth (it costs a pass over the
    // cards; a dead position found one or two plays later costs little more).
    const checkD = depth === 0 || isDeal(this.lastMove(depth)) || (depth & 3) === 0;
    if (this.rules.D && checkD && !(state.rules.choosesBase && state.baseRank < 0) && !this.reach.everyCardMayGoUp()) {
      this.deadCuts++;
      return 0;
    }
    // Rule Q: a card whose quotas cannot be met (count.ts); after each deal only (deeper, in Moving Shops, it cost more
    // time than the positions it cut saved).
    if (this.rules.Q && (depth === 0 || isDeal(this.lastMove(depth))) && !(state.rules.choosesBase && state.baseRank < 0) && !quotasHold(state, this.tokensNow(), fixedPiles(state))) {
      this.deadCuts++;
      return 0;
    }
    const rules = this.rules;
    const dealing = canDeal(state);
    const lowestOnly = (!dealing && rules.L) || this.heuristic;
    // In the last phase a pair's first position can do all its second can (rule L's argument): pairs are ignored.
    let count = this.pruning ? listPlaysPruned(state, this.moves, at, lowestOnly, rules.M, !dealing && rules.L, rules.E) : listPlays(state, this.moves, at, false);
    if (count > 0) {
      if (this.pruning) {
        // Rule M: a deal that only the second positions of some windows allow, after their plays.
        const frontMask = lastListing.otherPlays === 0 && dealing ? lastListing.frontMask : 0;
        count = choosePlays(state, this.moves, at, count, this.reach, rules, !dealing, this.random);
        if (frontMask !== 0) this.moves[at + count++] = resolvingDeal(frontMask);
      }
    } else if (dealing) {
      this.moves[at] = DEAL;
      count = 1;
    }
    return count;
  }

  /** The foundations needing each rank now (rule Q); a pair's counted as it stands (its second position needs no more). */
  private tokensNow(): Int32Array {
    const tokens = this.tokens;
    for (let rank = 0; rank < RANK_COUNT; rank++) {
      let mask = this.state.needers[rank];
      let count = 0;
      while (mask !== 0) {
        mask &= mask - 1;
        count++;
      }
      tokens[rank] = count;
    }
    return tokens;
  }

  protected make(move: number, depth: number): void {
    if (!isDeal(move)) {
      this.undo[depth] = makePlay(this.state, move);
      return;
    }
    if (move !== DEAL) this.resolved[depth] = resolve(this.state, move & 255, this.partners, depth * FOUNDATION_COUNT);
    this.undo[depth] = deal(this.state);
  }

  protected unmake(move: number, depth: number): void {
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
  protected enter(): boolean {
    const a = this.state.hashA();
    const b = this.state.hashB();
    const pairs = this.rules.L && !canDeal(this.state) ? 0 : this.state.pairsCode();
    const stored = this.table.find(a, b);
    if (stored >= 0 && (stored & pairBits(pairs)) === pairs) return false;
    this.table.store(a, b, pairs);
    return true;
  }

  protected won(): boolean {
    return this.state.onFoundations === DECK;
  }

  protected full(): string | null {
    return this.table.full ? 'the transposition table is full' : null;
  }

  /** Gives the table's memory back for the next search (../table-memory.ts), for a search that is done. */
  release(): void {
    this.table.release();
  }
}

/** The longest line from the state's position: 104 plays and, per redeal, one pass per pileCount cards of the hand. */
export function maxLine(state: Seed001State): number {
  return DECK + state.rules.order.length * Math.ceil(DECK / state.rules.pileCount) + 2;
}

/** The bits of a pairs code (state.ts `pairsCode`) that belong to pairs: the nibbles that are not 0. */
function pairBits(pairs: number): number {
  let bits = 0;
  for (let f = 0; f < FOUNDATION_COUNT - 1; f++) if (((pairs >>> (4 * f)) & 15) !== 0) bits |= 15 << (4 * f);
  return bits;
}

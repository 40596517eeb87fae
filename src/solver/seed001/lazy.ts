/**
 * The lazy game of Artless and Percentages (docs/solvers/moving-shops-artless-percentages.md, rule Z): a relaxation
 * whose loss proves the game lost.
 *
 * The foundations lose their names: the lazy game keeps the multiset of ranks the foundations need (one *token* per
 * foundation not yet known complete) and the multiset of their bases (*open* bases). A card of rank r goes up onto a
 * token needing r, which then needs r + 1: no choice of foundation, and no foundation is ever found complete by a
 * play. A deal is legal when every token needing the rank of a card on top can be taken as complete (a foundation
 * whose base is that rank, having taken all 13): so many open bases of that rank must be left; those tokens and bases
 * are then struck off, and there must still be a way to give the tokens left their bases with the cards on the
 * foundations adding up (`consistent`, tokens.ts).
 *
 * Every line of the game is a line of the lazy game: a foundation completed since the last deal is a token needing
 * its own base; at a deal of the game no foundation that is not complete needs a rank on top, so every token needing
 * one is such a completed foundation, with its base open. So when the lazy game cannot be won, the game cannot either.
 * A lazy win need not be a win of the game (realize.ts turns it into one when it can).
 *
 * Pruning in the lazy game, each argued for the lazy game in docs/solvers/moving-shops-artless-percentages.md: rule D
 * with tokens that take any number of cards; rule Q (count.ts) with the tokens' needs as the quotas (a token struck off
 * at a deal takes nothing more); rule C — a card of rank r whose rank has more tokens than open bases plus other cards
 * of r that may come up before the next deal is played at once; rule P — the plays of a closed set of ranks containing
 * a rank with more tokens than open bases. Rules D and Q are checked after each deal and at every fourth depth.
 *
 * `plain: true` (the proof of loss in index.ts): rules D and Q after each deal only, no rules C and P, plays in pile
 * order, and sleep sets (a play that commutes with the one made is not tried again from the position after it: each
 * position is reached by about one play instead of by every order of the plays before it;
 * docs/solvers/moving-shops-artless-percentages.md, rule S). A state then costs about a sixth of the CPU time, which
 * more than pays for the states the rules saved on the losses (docs/solvers/journal.md, "The lazy game's cost"); with
 * the rules, the lazy game finds some wins far sooner. Leaving a rule out never changes a verdict.
 */
import { DepthFirst } from './dfs.js';
import { DEAL, canDeal, deal, fixedPiles, isDeal, undeal } from './moves.js';
import { keepPile, onlyRanks, orderPlays } from './pruning.js';
import { Reach } from './reach.js';
import { quotasHold } from './count.js';
import { DECK, FOUNDATION_COUNT, RANK_COUNT, rankAfter } from './rules.js';
import { maxLine } from './search.js';
import type { Seed001State } from './state.js';
import { DEAL_BLOCKED, afterPlay, stillAsleep } from './sleep.js';
import { consistent as tokensConsistent } from './tokens.js';
import { PositionCache, PositionTable } from './table.js';
import type { Seed001RuleSwitches } from './pruning-rules.js';

// Random keys: additive, per rank, for the tokens' needs and for the open bases.
let randomState = 0x2f6b1d95;
function nextRandom(): number {
  randomState ^= randomState << 13;
  randomState ^= randomState >>> 17;
  randomState ^= randomState << 5;
  return randomState | 0;
}
const NEED_KEY_A = Int32Array.from({ length: RANK_COUNT }, nextRandom);
const NEED_KEY_B = Int32Array.from({ length: RANK_COUNT }, nextRandom);
const OPEN_KEY_A = Int32Array.from({ length: RANK_COUNT }, nextRandom);
const OPEN_KEY_B = Int32Array.from({ length: RANK_COUNT }, nextRandom);
const SURE_KEY_A = Int32Array.from({ length: RANK_COUNT }, nextRandom);
const SURE_KEY_B = Int32Array.from({ length: RANK_COUNT }, nextRandom);

/** Settings of a lazy search. */
export interface LazySettings {
  /**
   * The pruning rules that are on (pruning-rules.ts; the lazy game reads D, C, P, Q, and with `plain` S, W, T); all
   * off: every move of the lazy game. S off: no sleep sets; W off: each position with nothing to search is entered;
   * T off: every position goes to the table.
   */
  rules: Seed001RuleSwitches;
  /** Rules D and Q after each deal only, rules C and P out, plays in pile order (cheaper states: the proof of loss). */
  plain?: boolean;
  maxTableBits?: number;
}

export class LazySearch extends DepthFirst {
  /** Tokens needing each rank; of them, those surely not complete; open bases of each rank. */
  readonly need = new Int32Array(RANK_COUNT);
  readonly sure = new Int32Array(RANK_COUNT);
  readonly open = new Int32Array(RANK_COUNT);
  private hashA = 0;
  private hashB = 0;
  private readonly table: PositionTable;
  /**
   * The plain lazy game with its sleep sets: positions inside the play between two deals go to this lossy cache, those
   * right after a deal (and the start) to `table` (docs/solvers/moving-shops-artless-percentages.md, rules W and T);
   * null: all to `table`.
   */
  private readonly cache: PositionCache | null;
  /** Whether the position being entered was reached by a deal (or is the start). */
  private afterDeal = true;
  private readonly rules: Seed001RuleSwitches;
  /** Whether rule C or P is on, or the move order applies (any rule on): the lazy game with its rules (not plain). */
  private readonly choosing: boolean;
  private readonly plain: boolean;
  private readonly reach: Reach;
  /** Per depth: the tokens struck off by the deal made there, per rank. */
  private readonly struck: Int8Array;
  /** Per depth: the deal's undo record, or the rank of the card played. */
  private readonly undo: Int32Array;
  private readonly random = new Int32Array(1);
  private readonly exposed = new Int32Array(RANK_COUNT);
  /** Scratch for `dealIsConsistent`: the tokens a deal would strike off, per rank (all 0 between calls). */
  private readonly dealStrikes = new Int32Array(RANK_COUNT);
  /** Sleep sets (plain lazy game, rule S): whether they are used; per depth the piles asleep, and those played from there. */
  private readonly sleeping: boolean;
  /**
   * Sleep leaves (plain lazy game, rule W): plays into a position with nothing to search are not made. Without the
   * sleep sets no play is asleep: a leaf is then a position with no play at all and no deal.
   */
  private readonly skippingLeaves: boolean;
  /** What `skips` found of the position after the play it looked at: its plays awake (piles), whether a deal is blocked. */
  private prepared = false;
  private preparedPlays = 0;
  private preparedBlocked = false;
  private readonly asleep: Int32Array;
  private readonly played: Int32Array;
  /** Per depth: on a revisit, the piles to play (those asleep at the first visit and awake now); −1 on a first visit. */
  private readonly revisit: Int32Array;
  /** The sleep set of the position being entered, and on a revisit the piles to play. */
  private enteringAsleep = 0;
  private enteringRevisit = -1;

  /** `state`: a position of Artless or Percentages just loaded (no pairs). */
  constructor(
    private readonly state: Seed001State,
    settings: LazySettings,
  ) {
    const maxDepth = maxLine(state);
    super(maxDepth, state.pileCount + 1);
    const rules = settings.rules;
    this.rules = rules;
    this.plain = settings.plain === true;
    this.choosing = !this.plain && Object.values(rules).some((on) => on);
    this.table = new PositionTable(16, settings.maxTableBits ?? 24);
    this.struck = new Int8Array(maxDepth * RANK_COUNT);
    this.undo = new Int32Array(maxDepth);
    this.sleeping = this.plain && rules.S;
    this.skippingLeaves = this.plain && rules.W;
    // Rule T: the lossy cache; a position it forgets is searched again, as if entered for the first time (the lazy game
    // has no cycle: every play puts a card up and every deal deals from the hand), with or without the sleep sets.
    this.cache = this.plain && rules.T ? new PositionCache() : null;
    this.asleep = new Int32Array(maxDepth + 1);
    this.played = new Int32Array(maxDepth + 1);
    this.revisit = new Int32Array(maxDepth + 1);
    for (let f = 0; f < FOUNDATION_COUNT; f++) {
      const need = state.need(f);
      if (need < 0) continue;
      this.addToken(need, 1, true);
      this.addOpen(state.base[f], 1);
    }
    this.reach = new Reach(state);
    this.reach.lazy = { need: this.need, sure: this.sure, open: this.open };
  }

  private addToken(rank: number, count: number, sure: boolean): void {
    this.need[rank] += count;
    this.hashA = (this.hashA + Math.imul(NEED_KEY_A[rank], count)) | 0;
    this.hashB = (this.hashB + Math.imul(NEED_KEY_B[rank], count)) | 0;
    if (!sure) return;
    this.sure[rank] += count;
    this.hashA = (this.hashA + Math.imul(SURE_KEY_A[rank], count)) | 0;
    this.hashB = (this.hashB + Math.imul(SURE_KEY_B[rank], count)) | 0;
  }

  /** A card of `rank` goes up: a token needing it (one surely not complete, if any) now needs the next rank. */
  private playToken(rank: number): number {
    const wasSure = this.sure[rank] > 0;
    const next = rankAfter(rank);
    // It may be complete only if a foundation's last rank is `rank`, its base `next`.
    const nowSure = this.open[next] === 0;
    this.addToken(rank, -1, wasSure);
    this.addToken(next, 1, nowSure);
    return (wasSure ? 1 : 0) | (nowSure ? 2 : 0);
  }

  /** Undoes `playToken(rank)` from what it returned. */
  private unplayToken(rank: number, kinds: number): void {
    const next = rankAfter(rank);
    this.addToken(next, -1, (kinds & 2) !== 0);
    this.addToken(rank, 1, (kinds & 1) !== 0);
  }

  private addOpen(rank: number, count: number): void {
    this.open[rank] += count;
    this.hashA = (this.hashA + Math.imul(OPEN_KEY_A[rank], count)) | 0;
    this.hashB = (this.hashB + Math.imul(OPEN_KEY_B[rank], count)) | 0;
  }

  protected expand(depth: number, at: number): number {
    const state = this.state;
    const asleep = (this.asleep[depth] = this.enteringAsleep);
    const revisit = (this.revisit[depth] = this.enteringRevisit);
    this.played[depth] = 0;
    let count = 0;
    let plays = 0;
    let dealable: boolean;
    if (this.prepared && revisit < 0) {
      // A first visit right after a play: `skips` has found the plays and whether a deal is blocked.
      plays = this.preparedPlays;
      dealable = !this.preparedBlocked;
    } else {
      dealable = canDeal(state);
      // Sleep sets: a first visit plays every pile not asleep, a revisit only the piles asleep before and awake now.
      const skip = revisit < 0 ? asleep : ~revisit;
      for (let p = 0; p < state.pileCount; p++) {
        const rank = state.top(p);
        if (rank < 0) continue;
        if (this.need[rank] > 0 && (skip & (1 << p)) === 0) plays |= 1 << p;
        if (this.sure[rank] > 0 || this.need[rank] > this.open[rank]) dealable = false;
      }
    }
    this.prepared = false;
    for (let rest = plays; rest !== 0; rest &= rest - 1) this.moves[at + count++] = 31 - Math.clz32(rest & -rest);
    if (dealable && revisit < 0 && this.dealIsConsistent()) this.moves[at + count++] = DEAL;
    // Nothing to try: a dead end, without the rules' cost.
    if (count === 0) return 0;
    // Rules D and Q after each deal (and at the start); unless plain, at every fourth depth too.
    const checkD = depth === 0 || isDeal(this.lastMove(depth)) || (!this.plain && (depth & 3) === 0);
    if (checkD && ((this.rules.D && !this.reach.everyCardMayGoUp()) || (this.rules.Q && !quotasHold(state, this.need, fixedPiles(state))))) {
      // Lost: a revisit has nothing to play.
      if (this.sleeping) this.keepAsleep(0);
      return 0;
    }
    const deals = isDeal(this.moves[at + count - 1]) ? 1 : 0;
    if (this.choosing && count - deals > 1) {
      count = this.choose(at, count - deals, canDeal(state));
      if (deals === 1) this.moves[at + count++] = DEAL;
    }
    return count;
  }

  /** Rules C and P of the lazy game (docs/solvers/moving-shops-artless-percentages.md), then the move order. */
  private choose(at: number, count: number, dealing: boolean): number {
    const state = this.state;
    const exposed = this.exposed;
    exposed.fill(0);
    for (let p = 0; p < state.pileCount; p++) if (state.length[p] > 0) exposed[state.top(p)]++;
    let candidates = 0;
    let witnesses = 0;
    let enabled = 0;
    for (let i = at; i < at + count; i++) {
      const rank = state.top(this.moves[i]);
      candidates |= 1 << rank;
      // A rank with more tokens than open bases keeps every deal illegal while its card is on top; with no deal left,
      // any rank will do.
      if (this.sure[rank] > 0 || this.need[rank] > this.open[rank] || !dealing) witnesses |= 1 << rank;
    }
    for (let rank = 0; rank < RANK_COUNT; rank++) if (this.need[rank] > 0) enabled |= 1 << rank;
    const rules = this.rules;
    if (rules.C || rules.P) this.reach.compute(candidates, exposed);
    if (rules.C && this.reach.certain !== 0) {
      for (let i = at; i < at + count; i++) if ((this.reach.certain & (1 << state.top(this.moves[i]))) !== 0) return keepPile(this.moves, at, count, this.moves[i]);
    }
    // Rule P of the lazy game needs no closure (c) of `onlyRanks` (fed = 0): a card goes onto any token needing its rank,
    // so no play of the rank below gives it another place. The tokens of one rank differ only in being surely not
    // complete, and a token that a card of r − 1 brings to r is so only when no open base is r, where that makes no
    // difference (a token needing r then can be neither complete nor struck off: it keeps deals illegal while a card
    // of r is on top, and keeps the game unwon, either way; open bases only ever go).
    return orderPlays(state, this.moves, at, rules.P ? onlyRanks(state, this.moves, at, count, this.reach, witnesses, enabled, 0) : count, this.random, enabled);
  }

  /**
   * The deal's strikes (tokens needing a rank on top, with their bases) leave a consistent position: counted in a
   * scratch array, not made (making them would hash them in and out again).
   */
  private dealIsConsistent(): boolean {
    const state = this.state;
    const struck = this.dealStrikes;
    for (let p = 0; p < state.pileCount; p++) {
      const rank = state.top(p);
      if (rank >= 0) struck[rank] = this.need[rank];
    }
    const consistent = tokensConsistent(this.need, this.open, struck, state.onFoundations);
    struck.fill(0);
    return consistent;
  }

  /** Strikes off (sign 1) or restores (−1) the tokens needing a rank on top and as many open bases of it. */
  private strike(depth: number, sign: number): void {
    const state = this.state;
    const at = depth * RANK_COUNT;
    if (sign > 0) {
      this.struck.fill(0, at, at + RANK_COUNT);
      for (let p = 0; p < state.pileCount; p++) {
        const rank = state.top(p);
        if (rank >= 0) this.struck[at + rank] = this.need[rank];
      }
    }
    for (let rank = 0; rank < RANK_COUNT; rank++) {
      const count = this.struck[at + rank];
      if (count === 0) continue;
      this.addToken(rank, -sign * count, false);
      this.addOpen(rank, -sign * count);
    }
  }

  protected make(move: number, depth: number): void {
    const state = this.state;
    this.afterDeal = isDeal(move);
    if (this.afterDeal) {
      this.enteringAsleep = 0;
      this.strike(depth, 1);
      this.undo[depth] = deal(state);
      return;
    }
    // The sleep set of the position after the play was set by `skips`, which the search calls first.
    const rank = state.pop(move);
    this.undo[depth] = rank | (this.playToken(rank) << 4);
    state.onFoundations++;
    state.remaining[rank]--;
  }

  protected unmake(move: number, depth: number): void {
    const state = this.state;
    if (isDeal(move)) {
      undeal(state, this.undo[depth]);
      this.strike(depth, -1);
      return;
    }
    this.played[depth] |= 1 << move;
    const top = this.undo[depth] & 15;
    state.push(move, top);
    this.unplayToken(top, this.undo[depth] >> 4);
    state.onFoundations--;
    state.remaining[top]++;
  }

  /**
   * Sleep sets: the sleep set of the position after the play of pile `move` (into `enteringAsleep`, for `make`), and
   * whether that position is a *sleep leaf* — every play there asleep and no deal legal — which needs no search
   * (docs/solvers/moving-shops-artless-percentages.md, rule S): the play is then not made, and counts as tried from
   * this position. Worked out from the position before the play: the other piles keep their tops, the pile played shows
   * the card below, and one token moves from the card's rank to the next. A play that empties a pile, or after which a
   * deal may be legal, or that puts the last card up, is left to the search.
   */
  protected override skips(move: number, depth: number): boolean {
    this.prepared = false;
    if (isDeal(move) || (!this.sleeping && !this.skippingLeaves)) return false;
    const asleep = (this.enteringAsleep = this.sleeping ? stillAsleep(this.state, this.need, this.sure, this.open, move, this.asleep[depth] | this.played[depth]) : 0);
    if (!this.skippingLeaves) return false;
    const after = afterPlay(this.state, this.need, this.sure, this.open, move, asleep);
    if (after < 0) return false;
    const plays = after & ~DEAL_BLOCKED;
    const blocked = (after & DEAL_BLOCKED) !== 0;
    if (plays === 0 && blocked) {
      this.played[depth] |= 1 << move;
      return true;
    }
    // For `expand`, should the position after the play be entered for the first time.
    this.preparedPlays = plays;
    this.preparedBlocked = blocked;
    this.prepared = true;
    return false;
  }

  /** Sleep sets: the position's stored sleep set becomes `asleep` (after `enter`, on the same position). */
  private keepAsleep(asleep: number): void {
    const a = this.state.pilesHashA() ^ this.hashA;
    const b = this.state.pilesHashB() ^ this.hashB;
    const table = this.cache !== null && !this.afterDeal ? this.cache : this.table;
    table.find(a, b);
    table.store(a, b, asleep);
  }

  protected enter(): boolean {
    const a = this.state.pilesHashA() ^ this.hashA;
    const b = this.state.pilesHashB() ^ this.hashB;
    const table = this.cache !== null && !this.afterDeal ? this.cache : this.table;
    const stored = table.find(a, b);
    this.enteringRevisit = -1;
    if (stored < 0) {
      table.store(a, b, this.sleeping ? this.enteringAsleep : 0);
      return true;
    }
    // Sleep sets with a table (Godefroid): a position entered before is searched again for the plays that were asleep
    // then and are awake now; its sleep set becomes the plays asleep both times.
    const awake = stored & ~this.enteringAsleep;
    if (awake === 0) return false;
    table.store(a, b, stored & this.enteringAsleep);
    this.enteringRevisit = awake;
    return true;
  }

  /**
   * Distinct positions kept in the table (`states` counts a position searched again for its plays woken up twice);
   * with the lossy cache, only those right after a deal and the start.
   */
  get positions(): number {
    return this.table.size;
  }

  /** Won: every card up, and every token needing its own base (each foundation complete). */
  protected won(): boolean {
    if (this.state.onFoundations !== DECK) return false;
    for (let rank = 0; rank < RANK_COUNT; rank++) if (this.need[rank] !== this.open[rank] || this.sure[rank] > 0) return false;
    return true;
  }

  protected full(): string | null {
    return this.table.full ? 'the transposition table is full' : null;
  }

  /** Gives the table's memory back for the next search (../table-memory.ts), for a search that is done. */
  release(): void {
    this.table.release();
    this.cache?.release();
  }
}

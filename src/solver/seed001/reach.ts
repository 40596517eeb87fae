/**
 * What may happen before the next deal: an over-approximation used by rule C (pruning.ts;
 * docs/solvers/moving-shops-artless-percentages.md).
 *
 * A pile's card may come to the top only if every card above it may go up; a foundation may come to need rank x only
 * if each rank from its need up to x − 1 has a card that may go up (and it still takes x); a card may go up only if
 * some foundation may come to need its rank. The fixpoint from the current tops over-approximates every line of plays
 * until the next deal (an induction along any such line: each card played, and each rank a foundation comes to need,
 * was counted). A paired foundation (rule M) counts with the longer of its two possible lengths.
 */
import { FOUNDATION_COUNT, RANK_COUNT, rankAfter } from './rules.js';
import { STRIDE, type Seed001State } from './state.js';
import { isWindowFront } from './pairs.js';
import { fixedPiles } from './moves.js';

/** Cards a token of the lazy game may take: no limit. */
const UNLIMITED = 1 << 20;

export class Reach {
  /** Per pile: the lowest depth whose card may go up before the next deal. */
  private readonly reachDepth: Int32Array;
  /** Cards of each rank that may go up before the next deal (so far). */
  private readonly reachable = new Int32Array(RANK_COUNT);
  /** Foundations taking each rank now in every position the state stands for. */
  private readonly needing = new Int32Array(RANK_COUNT);
  /** Per rank, the piles (bit mask) whose next card that may not yet go up is of that rank. */
  private readonly waiting = new Int32Array(RANK_COUNT);
  /** Per foundation, the last rank it may come to need so far, and how many cards it may still take from there. */
  private readonly frontier = new Int32Array(FOUNDATION_COUNT);
  private readonly left = new Int32Array(FOUNDATION_COUNT);
  /** Per rank, the free cards (rule D). */
  private readonly free = new Int32Array(RANK_COUNT);
  /** Rule D in the lazy game: the ranks some token waits at (see `advanceTokens`). */
  private waitingTokens = 0;
  /** Rule D in the lazy game: tokens needing one rank taken together (false: each on its own, as the game's; for tests). */
  mergedTokens = true;

  /** The lazy game's foundations (lazy.ts), or null for the game's own. */
  lazy: { need: Int32Array; sure: Int32Array; open: Int32Array } | null = null;

  constructor(private readonly state: Seed001State) {
    this.reachDepth = new Int32Array(state.pileCount);
  }

  /** After `compute`: the candidate ranks whose cards are certain to go up before the next deal (rule C). */
  certain = 0;
  /** After `compute`: the candidate ranks of which no card but those on top now may go up before the next deal. */
  closed = 0;
  /** After `compute`: the ranks (bit mask) of which some card may go up before the next deal (rule P). */
  upRanks = 0;

  /** After `compute`: the ranks (bit mask) of the cards below pile p's top that may come up before the next deal. */
  belowTop(p: number): number {
    const state = this.state;
    let mask = 0;
    for (let d = this.reachDepth[p]; d < state.length[p] - 1; d++) mask |= 1 << state.piles[p * STRIDE + d];
    return mask;
  }

  /**
   * Computes, for the ranks in `candidates` (bit mask), `certain`: no more cards of the rank may go up before the next
   * deal than foundations take it now, and, in Artless and Percentages, no other foundation may come to take it; and
   * `closed`: no more cards of the rank may go up than `exposed[rank]` (the cards of that rank on top now). Stops the
   * fixpoint as soon as no candidate is left in either.
   */
  compute(candidates: number, exposed: Int32Array): void {
    const state = this.state;
    const n = state.pileCount;
    const perFoundation = this.lazy === null && !state.rules.choosesBase;
    this.reachable.fill(0);
    this.waiting.fill(0);
    let wanted = this.initTokens();
    let open = candidates;
    let closed = candidates;
    for (let p = 0; p < n; p++) {
      const depth = state.length[p];
      this.reachDepth[p] = depth;
      if (depth > 0) this.waiting[state.piles[p * STRIDE + depth - 1]] |= 1 << p;
    }
    let handled = 0;
    for (;;) {
      const pending = wanted & ~handled;
      if (pending === 0) {
        this.certain = open;
        this.closed = closed;
        let up = 0;
        for (let rank = 0; rank < RANK_COUNT; rank++) if (this.reachable[rank] > 0) up |= 1 << rank;
        this.upRanks = up;
        return;
      }
      const rank = 31 - Math.clz32(pending & -pending);
      handled |= 1 << rank;
      let piles = this.waiting[rank];
      this.waiting[rank] = 0;
      while (piles !== 0) {
        const p = 31 - Math.clz32(piles & -piles);
        piles &= piles - 1;
        let depth = this.reachDepth[p];
        while (depth > 0) {
          const card = state.piles[p * STRIDE + depth - 1];
          if ((wanted & (1 << card)) === 0) {
            this.waiting[card] |= 1 << p;
            break;
          }
          depth--;
          const count = ++this.reachable[card];
          if (count > this.needing[card]) open &= ~(1 << card);
          if (count > exposed[card]) closed &= ~(1 << card);
          if (count === 1) {
            const added = this.advance(card, 0);
            wanted |= added;
            // A foundation that did not need a rank may now come to need it: rule C no longer holds for it.
            if (perFoundation) open &= ~added;
          }

        }
        this.reachDepth[p] = depth;
      }
    }
  }

  /**
   * Rule D: false when some card can never go up, so the position is lost. The fixpoint of this module taken over the
   * rest of the game, with the cards of the hand and of the piles that a redeal will still pick up *free*: they may go
   * up whenever a foundation may need their rank. A pile no redeal picks up again gives up its cards from the top.
   */
  everyCardMayGoUp(): boolean {
    const state = this.state;
    const n = state.pileCount;
    const free = this.free;
    free.set(state.remaining);
    const fixed = fixedPiles(state);
    this.reachable.fill(0);
    this.waiting.fill(0);
    // The lazy game's tokens take any number of cards, so tokens needing the same rank go on alike: a mask of the
    // ranks tokens wait at stands for them (`advanceTokens`).
    const lazy = this.mergedTokens ? this.lazy : null;
    let wanted = 0;
    if (lazy !== null) {
      for (let rank = 0; rank < RANK_COUNT; rank++) if (lazy.need[rank] > 0) wanted |= 1 << rank;
      this.waitingTokens = wanted;
    } else {
      wanted = this.initTokens();
    }
    for (let p = 0; p < n; p++) {
      const depth = state.length[p];
      this.reachDepth[p] = 0;
      if ((fixed & (1 << p)) === 0 || depth === 0) continue;
      for (let d = 0; d < depth; d++) free[state.piles[p * STRIDE + d]]--;
      this.reachDepth[p] = depth;
      this.waiting[state.piles[p * STRIDE + depth - 1]] |= 1 << p;
    }
    let handled = 0;
    for (;;) {
      const pending = wanted & ~handled;
      if (pending === 0) break;
      const rank = 31 - Math.clz32(pending & -pending);
      handled |= 1 << rank;
      if (free[rank] > 0 && this.reachable[rank] === 0) wanted |= lazy !== null ? this.advanceTokens(rank, free[rank]) : this.advance(rank, free[rank]);
      else this.reachable[rank] += free[rank];
      let piles = this.waiting[rank];
      this.waiting[rank] = 0;
      while (piles !== 0) {
        const p = 31 - Math.clz32(piles & -piles);
        piles &= piles - 1;
        let depth = this.reachDepth[p];
        while (depth > 0) {
          const card = state.piles[p * STRIDE + depth - 1];
          if ((wanted & (1 << card)) === 0) {
            this.waiting[card] |= 1 << p;
            break;
          }
          depth--;
          if (this.reachable[card]++ === 0) wanted |= lazy !== null ? this.advanceTokens(card, 0) : this.advance(card, 0);
        }
        this.reachDepth[p] = depth;
      }
    }
    for (let p = 0; p < n; p++) if (this.reachDepth[p] > 0) return false;
    for (let rank = 0; rank < RANK_COUNT; rank++) if (state.remaining[rank] > 0 && (wanted & (1 << rank)) === 0) return false;
    return true;
  }

  /**
   * Sets the foundations up as tokens (a rank needed next and how many cards each may still take) and `needing`;
   * returns the ranks needed now (bit mask). The game: one token per incomplete foundation, its need and its cards
   * left (a paired one: the longer of its two lengths), `needing` the foundations taking each rank in every position
   * the state stands for (a window front is not counted). The lazy game (lazy.ts): one token per entry of its needs,
   * with no limit on the cards it takes, and `needing` = the larger of the tokens surely not complete and the tokens
   * less the open bases, of each rank (rule C there).
   */
  private initTokens(): number {
    const state = this.state;
    let wanted = 0;
    this.needing.fill(0);
    this.frontier.fill(-1);
    this.left.fill(0);
    if (this.lazy !== null) {
      let token = 0;
      for (let rank = 0; rank < RANK_COUNT; rank++) {
        // Rule C of the lazy game: a deal stays illegal while tokens surely not complete, or more tokens than open
        // bases, need the rank of a card on top.
        this.needing[rank] = Math.max(this.lazy.sure[rank], this.lazy.need[rank] - this.lazy.open[rank]);
        for (let k = 0; k < this.lazy.need[rank]; k++) {
          this.frontier[token] = rank;
          this.left[token++] = UNLIMITED;
          wanted |= 1 << rank;
        }
      }
      return wanted;
    }
    for (let f = 0; f < FOUNDATION_COUNT; f++) {
      const need = state.need(f);
      if (need < 0) continue;
      this.left[f] = state.fuel(f);
      this.frontier[f] = need;
      wanted |= 1 << need;
      // A window front (rule M) takes its rank in one of the two positions only: not counted.
      if (!isWindowFront(state, f)) this.needing[need]++;
    }
    return wanted;
  }

  /**
   * `advance` for the lazy game's tokens in rule D: the tokens waiting at `rank` (`waitingTokens`, a mask of ranks) go
   * on through every rank that may go up, to the first that may not (where they wait) or a whole lap; returns the ranks
   * they may come to need (bit mask). The same as `advance` over each token, with no limit on the cards a token takes.
   */
  private advanceTokens(rank: number, extra: number): number {
    this.reachable[rank] += extra;
    if ((this.waitingTokens & (1 << rank)) === 0) return 0;
    this.waitingTokens &= ~(1 << rank);
    let added = 0;
    let next = rank;
    for (let step = 0; step < RANK_COUNT; step++) {
      next = rankAfter(next);
      added |= 1 << next;
      if (this.reachable[next] === 0) {
        this.waitingTokens |= 1 << next;
        break;
      }
    }
    return added;
  }

  /**
   * A first card of `rank` may go up (with `extra` more, free ones, counted here): the foundations waiting for it may
   * take the next ranks; returns them (bit mask).
   */
  private advance(rank: number, extra: number): number {
    this.reachable[rank] += extra;
    let added = 0;
    for (let f = 0; f < FOUNDATION_COUNT; f++) {
      if (this.frontier[f] !== rank) continue;
      // At most a lap: after it every rank is wanted (a lazy token has no limit).
      for (let step = 0; step < RANK_COUNT && this.left[f] > 1 && this.reachable[this.frontier[f]] > 0; step++) {
        this.left[f]--;
        const next = rankAfter(this.frontier[f]);
        this.frontier[f] = next;
        added |= 1 << next;
      }
    }
    return added;
  }
}

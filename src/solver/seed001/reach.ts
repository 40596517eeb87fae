/**
 * What may happen before the next deal: an over-approximation used by rule C (pruning.ts; docs/solver.md, "The
 * seed-001 fast solver").
 *
 * A pile's card may come to the top only if every card above it may go up; a foundation may come to need rank x only
 * if each rank from its need up to x − 1 has a card that may go up (and it still takes x); a card may go up only if
 * some foundation may come to need its rank. The fixpoint from the current tops over-approximates every line of plays
 * until the next deal (an induction along any such line: each card played, and each rank a foundation comes to need,
 * was counted). A paired foundation (rule M) counts with the longer of its two possible lengths.
 */
import { FOUNDATION_COUNT, RANK_COUNT } from './rules.js';
import { STRIDE, type Seed001State } from './state.js';
import { isWindowFront } from './pairs.js';

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

  constructor(private readonly state: Seed001State) {
    this.reachDepth = new Int32Array(state.pileCount);
  }

  /**
   * Of the ranks in `candidates` (bit mask), those whose cards are certain to go up before the next deal by rule C
   * (pruning.ts): no more cards of the rank may go up than foundations take it now, and, in Artless and Percentages,
   * no other foundation may come to take it. Computes the fixpoint, stopping as soon as no candidate is left.
   */
  certainRanks(candidates: number): number {
    const state = this.state;
    const n = state.pileCount;
    const perFoundation = !state.rules.choosesBase;
    this.reachable.fill(0);
    this.needing.fill(0);
    this.waiting.fill(0);
    let wanted = 0;
    for (let f = 0; f < FOUNDATION_COUNT; f++) {
      const need = state.need(f);
      this.left[f] = need < 0 ? 0 : state.fuel(f);
      this.frontier[f] = need;
      if (need < 0) continue;
      wanted |= 1 << need;
      // A window front (rule M) takes its rank in one of the two positions only: not counted.
      if (!isWindowFront(state, f)) this.needing[need]++;
    }
    let open = candidates;
    for (let p = 0; p < n; p++) {
      const depth = state.length[p];
      this.reachDepth[p] = depth;
      if (depth > 0) this.waiting[state.piles[p * STRIDE + depth - 1]] |= 1 << p;
    }
    let handled = 0;
    for (;;) {
      const pending = wanted & ~handled;
      if (pending === 0) return open;
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
          if (count === 1) {
            const added = this.advance(card, 0);
            wanted |= added;
            // A foundation that did not need a rank may now come to need it: rule C no longer holds for it.
            if (perFoundation) open &= ~added;
          }
          if (open === 0) return 0;
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
    let fixed = (1 << n) - 1;
    const order = state.rules.order;
    for (let i = state.redealsDone; i < order.length; i++) fixed &= ~(1 << order[i]);
    this.reachable.fill(0);
    this.waiting.fill(0);
    let wanted = 0;
    for (let f = 0; f < FOUNDATION_COUNT; f++) {
      const need = state.need(f);
      this.left[f] = need < 0 ? 0 : state.fuel(f);
      this.frontier[f] = need;
      if (need >= 0) wanted |= 1 << need;
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
      if (free[rank] > 0 && this.reachable[rank] === 0) wanted |= this.advance(rank, free[rank]);
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
          if (this.reachable[card]++ === 0) wanted |= this.advance(card, 0);
        }
        this.reachDepth[p] = depth;
      }
    }
    for (let p = 0; p < n; p++) if (this.reachDepth[p] > 0) return false;
    for (let rank = 0; rank < RANK_COUNT; rank++) if (state.remaining[rank] > 0 && (wanted & (1 << rank)) === 0) return false;
    return true;
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
      while (this.left[f] > 1 && this.reachable[this.frontier[f]] > 0) {
        this.left[f]--;
        const next = this.frontier[f] + 1 === RANK_COUNT ? 0 : this.frontier[f] + 1;
        this.frontier[f] = next;
        added |= 1 << next;
      }
    }
    return added;
  }
}

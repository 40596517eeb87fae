/**
 * The locks of rule L (docs/solvers/klondike.md, rule L, "Locks"): a column card x (not an Ace or a King) whose first
 * move can only put it onto one target t (rank + 1, the other colour) stays unmoved or on t until it *can leave* t —
 * its other target t′ AVAIL, its rank − 1 UP, or a gap that takes it. Until then a lock holds back:
 *
 * - the UP of one card c of t's suit above t (and so the rest of that suit), c being a card that cannot be a top before
 *   x moves: t is covered while c could go up;
 * - the move of x's twin onto t, when the twin cannot move before x does.
 *
 * A static lock rests on cards lying under x in its column (a lower card of x's suit, the card held back, x's twin):
 * they stay under x only until x or a card between them and x moves as a head (a run headed by a card between takes x
 * away from them), so such a HEAD lifts it too.
 *
 * A table of locks as bit masks (13 bits a suit, as in relaxation.ts), so that a round of the relaxation turns the locks
 * not yet lifted into masks with a few operations a lock.
 */
import { OPPOSITE_A, OPPOSITE_B, RANK, SAME_COLOUR, SUIT } from './cards.js';
import { STRIDE, type KlondikeState } from './state.js';

/** Locks a position may hold: at most two static ones a column card and one frozen one a column. */
const MAX_LOCKS = 2 * 52 + 7;

export class LockTable {
  /** Locks in the table. */
  count = 0;
  // One entry a lock: the card whose AVAIL lifts it (t′), the bit of x's rank − 1 in x's suit (UP lifts it), x's rank
  // bit (a gap that takes x lifts it); the card held back from going up (0: none); x's twin held back from t.
  private readonly otherSuit = new Int32Array(MAX_LOCKS);
  private readonly otherBit = new Int32Array(MAX_LOCKS);
  private readonly upSuit = new Int32Array(MAX_LOCKS);
  private readonly upBit = new Int32Array(MAX_LOCKS);
  private readonly rankBit = new Int32Array(MAX_LOCKS);
  private readonly capSuit = new Int32Array(MAX_LOCKS);
  private readonly capBit = new Int32Array(MAX_LOCKS);
  private readonly twinSuit = new Int32Array(MAX_LOCKS);
  private readonly twinFirst = new Int32Array(MAX_LOCKS);
  private readonly twinSecond = new Int32Array(MAX_LOCKS);
  /** The cards whose HEAD lifts the lock (4 ints a lock, 13 bits a suit): those between x and the cards under it it rests on. */
  private readonly between = new Int32Array(MAX_LOCKS * 4);
  /** This round's masks, by suit: UP bits held back; cards whose first (second) target is shut to them. */
  readonly capUp = new Int32Array(4);
  readonly shutFirst = new Int32Array(4);
  readonly shutSecond = new Int32Array(4);
  private readonly below = new Int32Array(4);
  /** While finding the static locks: the place in its column of each card. */
  private readonly placeOf = new Int8Array(52);

  /**
   * Adds the lock of the card of `suit` and rank bit `bit` on its first (`side` 0, suit OPPOSITE_A) or second target:
   * `cap` the rank bit of the card of the target's suit held back from going up (0: none), `twinShut` whether x's twin
   * is held back from the target; the cards of column `cards` at [from, to) are those whose HEAD lifts the lock
   * (`cards` null: none).
   */
  add(suit: number, bit: number, side: number, cap: number, twinShut: boolean, cards: Uint8Array | null, from: number, to: number): void {
    const n = this.count++;
    const between = this.between;
    between[n * 4] = between[n * 4 + 1] = between[n * 4 + 2] = between[n * 4 + 3] = 0;
    if (cards !== null) for (let at = from; at < to; at++) between[n * 4 + SUIT[cards[at]]] |= 1 << (RANK[cards[at]] - 1);
    this.otherSuit[n] = side === 0 ? OPPOSITE_B[suit] : OPPOSITE_A[suit];
    this.otherBit[n] = bit << 1;
    this.upSuit[n] = suit;
    this.upBit[n] = bit >> 1;
    this.rankBit[n] = bit;
    this.capSuit[n] = side === 0 ? OPPOSITE_A[suit] : OPPOSITE_B[suit];
    this.capBit[n] = cap;
    this.twinSuit[n] = SAME_COLOUR[suit];
    this.twinFirst[n] = twinShut && side === 0 ? bit : 0;
    this.twinSecond[n] = twinShut && side === 1 ? bit : 0;
  }

  /**
   * The static locks of a position, found without a relaxation: a column card x with a lower card of its suit under
   * it (so its first move cannot be to its foundation), for each of its targets t; held back: the lowest card of t's
   * suit above t under x, and x's twin if under x (cards under x are never tops before x, or a card between, moves as
   * a head: such a HEAD lifts the lock). Only locks that hold something back are added.
   */
  findStatic(state: KlondikeState): void {
    const below = this.below;
    const placeOf = this.placeOf;
    const cards = state.column;
    this.count = 0;
    for (let i = 0; i < 7; i++) {
      const base = i * STRIDE;
      below[0] = below[1] = below[2] = below[3] = 0;
      const length = state.length[i];
      for (let k = 0; k < length; k++) {
        const x = cards[base + k];
        const suit = SUIT[x];
        const rank = RANK[x];
        const bit = 1 << (rank - 1);
        const lower = below[suit] & (bit - 1);
        if (k > 0 && rank > 1 && rank < 13 && lower !== 0) {
          const twinSuit = SAME_COLOUR[suit];
          const twinUnder = (below[twinSuit] & bit) !== 0;
          // The highest lower card of x's suit under x: while it stays under x, x's first move as a head cannot be to
          // its foundation.
          const lowerRank = 31 - Math.clz32(lower);
          const lowerPlace = placeOf[suit * 13 + lowerRank];
          for (let side = 0; side < 2; side++) {
            const targetSuit = side === 0 ? OPPOSITE_A[suit] : OPPOSITE_B[suit];
            const above = below[targetSuit] & ~((bit << 2) - 1);
            const cap = above & -above;
            if (cap === 0 && !twinUnder) continue;
            let from = lowerPlace;
            if (cap !== 0) from = Math.min(from, placeOf[targetSuit * 13 + 31 - Math.clz32(cap)]);
            if (twinUnder) from = Math.min(from, placeOf[twinSuit * 13 + rank - 1]);
            this.add(suit, bit, side, cap, twinUnder, cards, base + from + 1, base + k);
          }
        }
        below[suit] |= bit;
        placeOf[x] = k;
      }
    }
  }

  /** This round's masks (capUp, shutFirst, shutSecond) from the locks not yet lifted under the facts AVAIL, UP and HEAD. */
  masks(avail: Int32Array, up: Int32Array, gapOk: number, head: Int32Array): void {
    const { capUp, shutFirst, shutSecond } = this;
    for (let s = 0; s < 4; s++) {
      capUp[s] = 0;
      shutFirst[s] = 0;
      shutSecond[s] = 0;
    }
    for (let n = 0; n < this.count; n++) {
      const lifted = (avail[this.otherSuit[n]] & this.otherBit[n]) !== 0 || (up[this.upSuit[n]] & this.upBit[n]) !== 0 || (gapOk & this.rankBit[n]) !== 0;
      if (lifted) continue;
      const at = n * 4;
      const between = this.between;
      if (((head[0] & between[at]) | (head[1] & between[at + 1]) | (head[2] & between[at + 2]) | (head[3] & between[at + 3])) !== 0) continue;
      capUp[this.capSuit[n]] |= this.capBit[n];
      shutFirst[this.twinSuit[n]] |= this.twinFirst[n];
      shutSecond[this.twinSuit[n]] |= this.twinSecond[n];
    }
  }

  /** Clears this round's masks (a run without locks). */
  clearMasks(): void {
    for (let s = 0; s < 4; s++) {
      this.capUp[s] = 0;
      this.shutFirst[s] = 0;
      this.shutSecond[s] = 0;
    }
  }
}

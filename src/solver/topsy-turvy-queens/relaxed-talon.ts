/**
 * Rule L of the fast Topsy-Turvy Queens solver (docs/solvers/topsy-turvy-queens.md, "Pruning rules"): positions lost
 * because the talon cannot be emptied even in a relaxed game in which the waste is a stack between turns.
 *
 * Between two turns of the waste the talon is a fixed sequence: a card drawn past stays under the cards drawn after it
 * until they have all left, or until the waste is turned over (the waste, bottom first, becomes the stock). The rule
 * plays a relaxed game from the position, turns included, in which every step but a draw or a turn only adds to what
 * can be done later — so greedy play (every enabled step before a draw, a turn only with the stock empty and the waste
 * top stuck) decides it — and which allows every move of the game; when even the relaxed game cannot empty the talon,
 * the position is lost.
 *
 * The relaxed game. Cards are counted by card number (the two copies are alike).
 * - *Up*: a card goes up when a copy of the card below it in its suit is up on more slots than those that held the
 *   card itself at the start (an Ace: a King of its suit; a King: always, it is sent up by the rules).
 * - *Targets*: a copy of (s, r + 1) on which (s, r) may be put: a column card of the position once no card of its
 *   column at the start lies on it any more, a card that was put on a column (parked), or a card that went up from a
 *   column or a parked card (it was exposed). A talon card that went up counts once it could have been parked. A
 *   Queen has no target (a King never stays on a column).
 * - *Columns*: only the cards of the position count, in their order; a column's top part that is a run in suit leaves
 *   when one of its cards has a target or a gap exists, its top card goes up when it fits. Parked cards do not cover
 *   anything.
 * - *Gaps*: once a column of the position is empty (at the start or in the relaxed game), every card has a place.
 * - *Captives* are free once their slot can be complete: its suit (any suit of which fewer than two Kings lie in
 *   slots, not the captive's own, while empty) has, for each rank it still needs, one more copy up than the slots that
 *   held that rank at the start; a free captive goes up when it fits.
 * - *Talon*: the waste top leaves (up if it fits, else parked) when it fits or has a target or a gap exists; else a
 *   card is drawn (a King goes up); with the stock empty and the waste top stuck, the waste is turned over if a turn
 *   is left, and the relaxed game is lost if none is.
 */
import { FULL, KING, QUEEN, RANK } from './cards.js';
import { CAPTIVE_COUNT, COLUMN_COUNT, HEAD, REDEAL_LIMIT, SLOT_COUNT, STRIDE, type TtqState } from './state.js';

export class TalonRelaxation {
  private readonly up = new Int32Array(52);
  private readonly upTarget = new Int32Array(52);
  private readonly parked = new Int32Array(52);
  private readonly freeCaptive = new Int32Array(52);
  private readonly heldAtStart = new Int32Array(52);
  private readonly placedKings = new Int32Array(4);
  private readonly height = new Int32Array(COLUMN_COUNT);
  private readonly stuckAt = new Int32Array(COLUMN_COUNT);
  private readonly captives = new Int32Array(CAPTIVE_COUNT);
  private captiveCount = 0;
  private readonly waste = new Int32Array(128);
  private readonly stock = new Int32Array(128);
  private readonly pending = new Int32Array(128);
  private pendingCount = 0;
  private gap = false;
  private version = 1;
  private looseAt = 0;
  private state!: TtqState;

  /**
   * True when the relaxed game of rule L (module comment; docs/solvers/topsy-turvy-queens.md) cannot empty the talon
   * from `state` with the turns of the waste it has left: the position is then lost.
   */
  dead(state: TtqState): boolean {
    this.state = state;
    const up = this.up;
    up.fill(0);
    this.upTarget.fill(0);
    this.parked.fill(0);
    this.freeCaptive.fill(0);
    this.heldAtStart.fill(0);
    this.placedKings.fill(0);
    for (let k = 0; k < SLOT_COUNT; k++) {
      const h = state.slotHeight[k];
      if (h === 0) continue;
      const base = state.slotSuit[k] * 13;
      this.placedKings[state.slotSuit[k]]++;
      up[base + 12]++;
      for (let r = 1; r < h; r++) {
        up[base + r - 1]++;
        this.heldAtStart[base + r - 1]++;
      }
    }
    this.captiveCount = 0;
    for (let i = 0; i < CAPTIVE_COUNT; i++) if (state.captivePresent[i] === 1) this.captives[this.captiveCount++] = i;
    this.gap = false;
    for (let j = 0; j < COLUMN_COUNT; j++) {
      this.height[j] = state.length[j];
      if (this.height[j] === 0) this.gap = true;
    }
    if (this.gap) return false;
    const waste = this.waste;
    const stock = this.stock;
    let wasteLength = 0;
    for (let e = state.next[HEAD]; e !== state.pointer; e = state.next[e]) waste[wasteLength++] = state.talonCard[e];
    let stockEnd = 0;
    for (let e = state.pointer; e !== state.tail; e = state.next[e]) stock[stockEnd++] = state.talonCard[e];
    let stockAt = 0;
    let turnsLeft = REDEAL_LIMIT - state.redealsUsed;
    this.pendingCount = 0;
    this.version = 1;
    this.looseAt = 0;
    this.stuckAt.fill(0);

    // Every enabled step is taken before a draw (the greedy play that decides the relaxed game): the waste top leaves
    // while it can, then the rest settles, and the waste top is tried again; only a stuck waste top is drawn over.
    // A draw that turns up no King changes nothing but the waste top, so nothing needs settling after it.
    // With a gap every card of the talon has a place: the relaxed game is won.
    this.settle();
    for (;;) {
      if (this.gap) return false;
      let left = false;
      while (wasteLength > 0) {
        const card = waste[wasteLength - 1];
        if (this.fits(card)) {
          up[card]++;
          if (this.hasTarget(card)) this.upTarget[card]++;
          else this.pending[this.pendingCount++] = card;
        } else if (this.hasTarget(card)) this.parked[card]++;
        else break;
        wasteLength--;
        left = true;
        this.version++;
      }
      if (left) {
        this.settle();
        continue;
      }
      if (stockAt === stockEnd) {
        if (wasteLength === 0) return false;
        if (turnsLeft === 0) return true;
        // The turn: the waste, bottom first, becomes the stock.
        turnsLeft--;
        stock.set(waste.subarray(0, wasteLength));
        stockAt = 0;
        stockEnd = wasteLength;
        wasteLength = 0;
        continue;
      }
      const card = stock[stockAt++];
      if (RANK[card] === KING) {
        up[card]++;
        this.version++;
        this.settle();
      } else waste[wasteLength++] = card;
    }
  }

  private fits(card: number): boolean {
    const rank = RANK[card];
    if (rank === KING) return true;
    return (rank === 1 ? this.up[card + 12] : this.up[card - 1]) > this.heldAtStart[card];
  }

  private hasTarget(card: number): boolean {
    if (this.gap) return true;
    if (RANK[card] >= QUEEN) return false;
    const target = card + 1;
    if (this.parked[target] + this.upTarget[target] > 0) return true;
    const state = this.state;
    for (let j = 0; j < COLUMN_COUNT; j++) if (this.height[j] > 0 && state.column[j * STRIDE + this.height[j] - 1] === target) return true;
    return false;
  }

  private canBeComplete(i: number): boolean {
    const state = this.state;
    const h = state.slotHeight[i];
    if (h === FULL) return true;
    for (let suit = 0; suit < 4; suit++) {
      if (h > 0 && state.slotSuit[i] !== suit) continue;
      const ownKing = state.captiveCard[i] === suit * 13 + 12 ? 1 : 0;
      if (h === 0 && this.placedKings[suit] + ownKing >= 2) continue;
      let all = true;
      for (let r = Math.max(h, 1); r < KING && all; r++) if (this.up[suit * 13 + r - 1] <= this.heldAtStart[suit * 13 + r - 1]) all = false;
      if (all) return true;
    }
    return false;
  }

  /**
   * Everything but the talon, as far as it goes: columns, captives, parked and free cards, talon cards gone up.
   * `version` counts the changes; a column found stuck, and the captives and free cards, are looked at again only
   * after a change since.
   */
  private settle(): void {
    const state = this.state;
    const column = state.column;
    const height = this.height;
    const up = this.up;
    for (let changed = true; changed; ) {
      changed = false;
      for (let j = 0; j < COLUMN_COUNT; j++) {
        if (this.stuckAt[j] === this.version) continue;
        while (height[j] > 0) {
          const top = height[j] - 1;
          const card = column[j * STRIDE + top];
          if (this.fits(card)) {
            up[card]++;
            this.upTarget[card]++;
            height[j] = top;
          } else {
            // The top part of the column that is a run in suit leaves when one of its cards (with those on it) can.
            let k = top;
            for (;;) {
              const head = column[j * STRIDE + k];
              if (this.hasTarget(head)) break;
              if (k === 0 || column[j * STRIDE + k - 1] !== head + 1) {
                k = -1;
                break;
              }
              k--;
            }
            if (k < 0) {
              this.stuckAt[j] = this.version;
              break;
            }
            for (let q = k; q <= top; q++) this.parked[column[j * STRIDE + q]]++;
            height[j] = k;
          }
          if (height[j] === 0) this.gap = true;
          changed = true;
          this.version++;
        }
      }
      if (this.gap) return;
      if (this.looseAt === this.version) continue;
      this.looseAt = this.version;
      for (let q = this.captiveCount - 1; q >= 0; q--) {
        const i = this.captives[q];
        if (!this.canBeComplete(i)) continue;
        this.freeCaptive[state.captiveCard[i]]++;
        this.captives[q] = this.captives[--this.captiveCount];
        changed = true;
        this.version++;
      }
      const parked = this.parked;
      const freeCaptive = this.freeCaptive;
      for (let card = 0; card < 52; card++) {
        while (parked[card] > 0 && this.fits(card)) {
          parked[card]--;
          up[card]++;
          this.upTarget[card]++;
          changed = true;
          this.version++;
        }
        while (freeCaptive[card] > 0 && this.fits(card)) {
          freeCaptive[card]--;
          up[card]++;
          changed = true;
          this.version++;
        }
      }
      for (let q = this.pendingCount - 1; q >= 0; q--) {
        const card = this.pending[q];
        if (!this.hasTarget(card)) continue;
        this.upTarget[card]++;
        this.pending[q] = this.pending[--this.pendingCount];
        changed = true;
        this.version++;
      }
    }
  }
}

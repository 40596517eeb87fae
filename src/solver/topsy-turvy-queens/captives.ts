/**
 * Rule C of the fast Topsy-Turvy Queens solver (docs/solvers/topsy-turvy-queens.md): positions where the captives can
 * never all go up.
 *
 * A captive (s, r) other than a King goes up only after its own slot is complete, onto a foundation of suit s at
 * height r: another slot of suit s, at height ≤ r now, which is therefore completed after the captive's slot. A captive
 * King goes to the leftmost empty slot once its slot is complete, so that slot is completed after the captive's. The
 * suits of the slots still empty follow from the order in which the remaining Kings come: those of the stock in stock
 * order, those of the columns and the captive Kings at any time (a captive King only after its own slot has a King).
 * The position is dead when for every such order of the Kings no order of completing the slots gives every captive a
 * later slot. Exact for the suits and the heights as they are now (a relaxation otherwise: it never says dead wrongly).
 */
import { KING, RANK, SUIT, cardOf } from './cards.js';
import { DRAW_KING, type StockActions, encode, makeMove } from './moves.js';
import { CAPTIVE_COUNT, COLUMN_COUNT, HEAD, SLOT_COUNT, STRIDE, type TtqState } from './state.js';

/** Orders of the Kings tried at most; beyond it the rule gives up (says "not dead"). */
const ORDER_LIMIT = 4000;
const CACHE_BITS = 12;

export class CaptiveRule {
  private readonly cacheKeys = new Int32Array(8 << CACHE_BITS).fill(-1);
  private readonly cacheDead = new Uint8Array(1 << CACHE_BITS);
  private readonly key = new Int32Array(8);

  // The enumeration's working data.
  private readonly suit = new Int32Array(SLOT_COUNT);
  private readonly emptySlots = new Int32Array(SLOT_COUNT);
  private emptyCount = 0;
  private readonly stockKings = new Int32Array(SLOT_COUNT);
  private stockCount = 0;
  private readonly columnKings = new Int32Array(4);
  private captiveKings = 0; // bit i: captive i is a King still under its slot
  private readonly sequenceCaptive = new Int32Array(SLOT_COUNT); // −1, or the captive a King of the sequence comes from
  private readonly need = new Int32Array(SLOT_COUNT);
  private orders = 0;
  private state!: TtqState;
  /** By card: how many Kings of the stock must be drawn before a copy of it can be had (15: none off the foundations). */
  private readonly firstAccess = new Int32Array(52);
  /** By captive King i and suit s (i * 4 + s): the stock Kings to be drawn before slot i, of suit s, can be complete. */
  private readonly completeAfter = new Int32Array(CAPTIVE_COUNT * 4);

  /** True when the position is dead by rule C. */
  dead(state: TtqState): boolean {
    this.state = state;
    // The key: every input of the rule. Slot suits (3 bits each) and the stock Kings left; the captives still there;
    // for each captive, the slots of its suit at height ≤ its rank.
    let suits = 0;
    for (let k = 0; k < SLOT_COUNT; k++) suits = (suits << 3) | (state.slotSuit[k] + 1);
    this.stockCount = 0;
    for (let e = state.pointer; e !== state.tail; e = state.next[e]) {
      if (RANK[state.talonCard[e]] === KING) this.stockKings[this.stockCount++] = SUIT[state.talonCard[e]];
    }
    let present = 0;
    let heightsA = 0;
    let heightsB = 0;
    for (let i = 0; i < CAPTIVE_COUNT; i++) {
      if (state.captivePresent[i] === 0) continue;
      present |= 1 << i;
      const card = state.captiveCard[i];
      let mask = 0;
      for (let k = 0; k < SLOT_COUNT; k++) if (state.slotSuit[k] === SUIT[card] && state.slotHeight[k] <= RANK[card]) mask |= 1 << k;
      if (i < 4) heightsA |= mask << (8 * i);
      else heightsB |= mask << (8 * (i - 4));
    }
    const key = this.key;
    key[0] = (suits << 4) | this.stockCount;
    key[1] = present;
    key[2] = heightsA;
    key[3] = heightsB;
    key[4] = key[5] = key[6] = key[7] = 0;
    this.timeCaptiveKings(key);
    let h = 0;
    for (let k = 0; k < 8; k++) h = Math.imul(h ^ key[k], 0x9e3779b1) + k;
    h = (h ^ (h >>> 15) ^ (h >>> 27)) & ((1 << CACHE_BITS) - 1);
    const at = h * 8;
    const keys = this.cacheKeys;
    let hit = true;
    for (let k = 0; k < 8 && hit; k++) hit = keys[at + k] === key[k];
    if (hit) return this.cacheDead[h] === 1;
    const dead = this.compute();
    keys.set(key, at);
    this.cacheDead[h] = dead ? 1 : 0;
    return dead;
  }

  /**
   * For each captive King still under its slot: how many stock Kings must be drawn before its slot can be complete,
   * for each suit the slot may have (written into the key, 4 bits a suit, two captives an integer): a copy of every
   * card the slot still needs must be had by then (columns, waste and captives at once, a stock card once the Kings
   * before it are drawn). Nothing to do when no captive is a King.
   */
  private timeCaptiveKings(key: Int32Array): void {
    const state = this.state;
    let kingsUnder = 0;
    for (let i = 0; i < CAPTIVE_COUNT; i++) if (state.captivePresent[i] === 1 && RANK[state.captiveCard[i]] === KING) kingsUnder |= 1 << i;
    if (kingsUnder === 0) return;
    const access = this.firstAccess;
    access.fill(15);
    for (let j = 0; j < COLUMN_COUNT; j++) for (let k = 0; k < state.length[j]; k++) access[state.column[j * STRIDE + k]] = 0;
    for (let i = 0; i < CAPTIVE_COUNT; i++) if (state.captivePresent[i] === 1) access[state.captiveCard[i]] = 0;
    let kings = 0;
    for (let e = state.next[HEAD]; e !== state.tail; e = state.next[e]) {
      const card = state.talonCard[e];
      if (RANK[card] === KING) kings++;
      else if (access[card] > kings) access[card] = kings;
    }
    let slot = 4;
    let shift = 0;
    for (let i = 0; i < CAPTIVE_COUNT; i++) {
      if ((kingsUnder & (1 << i)) === 0) continue;
      let packed = 0;
      for (let suit = 0; suit < 4; suit++) {
        let after = 0;
        if (state.slotHeight[i] === 0 || state.slotSuit[i] === suit) {
          for (let rank = Math.max(1, state.slotHeight[i]); rank < KING; rank++) after = Math.max(after, access[cardOf(suit, rank)]);
        }
        this.completeAfter[i * 4 + suit] = after;
        packed |= after << (4 * suit);
      }
      key[slot] |= packed << shift;
      shift += 16;
      if (shift === 32) {
        shift = 0;
        slot++;
      }
    }
  }

  private compute(): boolean {
    const state = this.state;
    this.emptyCount = 0;
    for (let k = 0; k < SLOT_COUNT; k++) {
      this.suit[k] = state.slotSuit[k];
      if (state.slotHeight[k] === 0) this.emptySlots[this.emptyCount++] = k;
    }
    // The Kings still to come: the stock's (in order), the captives', and the columns' (the rest, by suit).
    this.columnKings.fill(2);
    for (let k = 0; k < SLOT_COUNT; k++) if (state.slotSuit[k] >= 0) this.columnKings[state.slotSuit[k]]--;
    for (let n = 0; n < this.stockCount; n++) this.columnKings[this.stockKings[n]]--;
    this.captiveKings = 0;
    for (let i = 0; i < CAPTIVE_COUNT; i++) {
      if (state.captivePresent[i] === 1 && RANK[state.captiveCard[i]] === KING) {
        this.captiveKings |= 1 << i;
        this.columnKings[SUIT[state.captiveCard[i]]]--;
      }
    }
    for (let s = 0; s < 4; s++) if (this.columnKings[s] < 0) return false; // not a position of play: say nothing
    this.orders = 0;
    return !this.someOrder(0, 0);
  }

  /** Tries the orders of the Kings from the n-th empty slot on (the stock's from index `stock`); true if one works. */
  private someOrder(n: number, stock: number): boolean {
    if (this.orders > ORDER_LIMIT) return true;
    if (n === this.emptyCount) {
      this.orders++;
      return this.completable();
    }
    const slot = this.emptySlots[n];
    if (stock < this.stockCount) {
      this.suit[slot] = this.stockKings[stock];
      this.sequenceCaptive[n] = -1;
      if (this.someOrder(n + 1, stock + 1)) return true;
    }
    for (let s = 0; s < 4; s++) {
      if (this.columnKings[s] === 0) continue;
      this.columnKings[s]--;
      this.suit[slot] = s;
      this.sequenceCaptive[n] = -1;
      const found = this.someOrder(n + 1, stock);
      this.columnKings[s]++;
      if (found) return true;
    }
    for (let i = 0; i < CAPTIVE_COUNT; i++) {
      if ((this.captiveKings & (1 << i)) === 0) continue;
      // A captive King comes only once its own slot has a King and is complete: each card its slot still needs must
      // be had without drawing the Kings of the stock not yet in the order.
      if (this.state.slotHeight[i] === 0 && !this.filledBefore(i, n)) continue;
      if (!this.completableWith(i, stock)) continue;
      this.captiveKings &= ~(1 << i);
      this.suit[slot] = SUIT[this.state.captiveCard[i]];
      this.sequenceCaptive[n] = i;
      const found = this.someOrder(n + 1, stock);
      this.captiveKings |= 1 << i;
      if (found) return true;
    }
    this.suit[slot] = -1;
    return false;
  }

  /** Whether slot i (its suit as it stands or as the order gives it) can be complete with `stock` stock Kings drawn. */
  private completableWith(i: number, stock: number): boolean {
    return this.completeAfter[i * 4 + this.suit[i]] <= stock;
  }

  /** True when empty slot `slot` gets its King before the n-th empty slot does (it comes earlier in the row). */
  private filledBefore(slot: number, n: number): boolean {
    for (let m = 0; m < n; m++) if (this.emptySlots[m] === slot) return true;
    return false;
  }

  /**
   * With the suits of every slot fixed: is there an order of completing the slots in which every captive has a later
   * slot to go to? Built from the last slot back: a slot may come last among those left when it needs nothing or one
   * of its candidates is already later; a slot's need only gets easier as more slots are later, so this finds an
   * order whenever one exists.
   */
  private completable(): boolean {
    const state = this.state;
    let needs = 0;
    for (let i = 0; i < CAPTIVE_COUNT; i++) {
      this.need[i] = 0;
      if (state.captivePresent[i] === 0) continue;
      const card = state.captiveCard[i];
      let mask = 0;
      if (RANK[card] === KING) {
        for (let n = 0; n < this.emptyCount; n++) if (this.sequenceCaptive[n] === i) mask = 1 << this.emptySlots[n];
      } else {
        for (let k = 0; k < SLOT_COUNT; k++) if (k !== i && this.suit[k] === SUIT[card] && state.slotHeight[k] <= RANK[card]) mask |= 1 << k;
        if (mask === 0) return false;
      }
      this.need[i] = mask;
      needs |= 1 << i;
    }
    let later = 0;
    let left = (1 << SLOT_COUNT) - 1;
    for (let progress = true; progress && left !== 0; ) {
      progress = false;
      for (let k = 0; k < SLOT_COUNT; k++) {
        const bit = 1 << k;
        if ((left & bit) === 0) continue;
        if ((needs & bit) !== 0 && (this.need[k] & later) === 0) continue;
        later |= bit;
        left &= ~bit;
        progress = true;
      }
    }
    return left === 0;
  }
}

/**
 * Rule B (docs/solvers/topsy-turvy-queens.md): the talon entry of the first King of the stock whose drawing leads to a
 * position dead by rule C, or −1 for none. Every move that draws that King (a talon move to a card at or after it, a
 * draw to it or to a later King, a turn of the waste, which draws the whole stock first) passes through that position,
 * since the draws are moves of the game: none of them can be part of a win. The Kings of the stock are drawn in turn on
 * the state (each after the ones before it), then all undone; `scratch` receives the draws' counts.
 */
export function deadStockKing(state: TtqState, rule: CaptiveRule, scratch: StockActions): number {
  const mark = state.logLength;
  let barrier = -1;
  // One walk of the stock: the draws to each King continue from the position after the draws to the one before.
  for (let e = state.pointer; e !== state.tail; ) {
    const following = state.next[e];
    if (RANK[state.talonCard[e]] === KING) {
      makeMove(state, encode(DRAW_KING, e, 0, 0), scratch);
      if (rule.dead(state)) {
        barrier = e;
        break;
      }
    }
    e = following;
  }
  state.undoTo(mark);
  return barrier;
}

/**
 * Rule L of the fast Topsy-Turvy Queens solver (docs/solver.md): positions of the last pass of the stock that are
 * lost because the waste is a stack.
 *
 * With no turn of the waste left, the talon is a fixed sequence: a card drawn past stays under the cards drawn after
 * it until they have all left. The rule plays a relaxed game from the position (`lastPassDead`) in which everything
 * that can happen only gets easier as cards leave their places — so a greedy play of it is exact — and which allows
 * every move of the game; when even the relaxed game cannot empty the talon, the position is lost.
 *
 * The relaxed game. Cards are counted by card number (the two copies are alike).
 * - *Up*: a card goes up when a copy of the card below it in its suit is up on more slots than those that held the
 *   card itself at the start (an Ace: a King of its suit; a King: always, it is sent up by the rules).
 * - *Targets*: a copy of (s, r + 1) on which (s, r) may be put: a column card of the position once no card of its
 *   column at the start lies on it any more, a card that was put on a column (parked), or a card that went up from a
 *   column or a parked card (it was exposed). A talon card that went up counts once it could have been parked. A
 *   Queen has no target (a King never stays on a column).
 * - *Columns*: only the cards of the position count, in their order; a column's top part that is a run in suit leaves
 *   when its lowest card has a target or a gap exists, its top card goes up when it fits. Parked cards do not cover
 *   anything.
 * - *Gaps*: once a column of the position is empty (at the start or in the relaxed game), every card has a place.
 * - *Captives* are free once their slot can be complete: its suit (any suit of which fewer than two Kings lie in
 *   slots, not the captive's own, while empty) has, for each rank it still needs, one more copy up than the slots that
 *   held that rank at the start; a free captive goes up when it fits.
 * - *Talon*: the waste top leaves (up if it fits, else parked) when it fits or has a target or a gap exists; else a
 *   card is drawn (a King goes up); with the stock empty and the waste top stuck, the relaxed game is lost.
 */
import { FULL, KING, QUEEN, RANK } from './cards.js';
import { turnWaste } from './moves.js';
import { CAPTIVE_COUNT, COLUMN_COUNT, HEAD, REDEAL_LIMIT, SLOT_COUNT, STRIDE, type TtqState } from './state.js';

const up = new Int32Array(52);
const upTarget = new Int32Array(52);
const parked = new Int32Array(52);
const freeCaptive = new Int32Array(52);
const heldAtStart = new Int32Array(52);
const placedKings = new Int32Array(4);
const height = new Int32Array(COLUMN_COUNT);
const stuckAt = new Int32Array(COLUMN_COUNT);
const captives = new Int32Array(CAPTIVE_COUNT);
const waste = new Int32Array(128);
const pending = new Int32Array(128);

/**
 * True when the relaxed game of rule L (module comment; docs/solver.md) cannot empty the talon from `state`, which
 * then is lost, provided no turn of the waste is left (`state.redealsUsed` at the limit): call it only then.
 */
export function lastPassDead(state: TtqState): boolean {
  up.fill(0);
  upTarget.fill(0);
  parked.fill(0);
  freeCaptive.fill(0);
  heldAtStart.fill(0);
  placedKings.fill(0);
  for (let k = 0; k < SLOT_COUNT; k++) {
    const h = state.slotHeight[k];
    if (h === 0) continue;
    const base = state.slotSuit[k] * 13;
    placedKings[state.slotSuit[k]]++;
    up[base + 12]++;
    for (let r = 1; r < h; r++) {
      up[base + r - 1]++;
      heldAtStart[base + r - 1]++;
    }
  }
  let captiveCount = 0;
  for (let i = 0; i < CAPTIVE_COUNT; i++) if (state.captivePresent[i] === 1) captives[captiveCount++] = i;
  let gap = false;
  for (let j = 0; j < COLUMN_COUNT; j++) {
    height[j] = state.length[j];
    if (height[j] === 0) gap = true;
  }
  const column = state.column;
  let wasteLength = 0;
  for (let e = state.next[HEAD]; e !== state.pointer; e = state.next[e]) waste[wasteLength++] = state.talonCard[e];
  let stock = state.pointer;
  let pendingCount = 0;

  const fits = (card: number): boolean => {
    const rank = RANK[card];
    if (rank === KING) return true;
    return (rank === 1 ? up[card + 12] : up[card - 1]) > heldAtStart[card];
  };
  const hasTarget = (card: number): boolean => {
    if (RANK[card] >= QUEEN) return false;
    const target = card + 1;
    if (parked[target] + upTarget[target] > 0) return true;
    for (let j = 0; j < COLUMN_COUNT; j++) if (height[j] > 0 && column[j * STRIDE + height[j] - 1] === target) return true;
    return false;
  };
  const canBeComplete = (i: number): boolean => {
    const h = state.slotHeight[i];
    if (h === FULL) return true;
    for (let suit = 0; suit < 4; suit++) {
      if (h > 0 && state.slotSuit[i] !== suit) continue;
      const ownKing = state.captiveCard[i] === suit * 13 + 12 ? 1 : 0;
      if (h === 0 && placedKings[suit] + ownKing >= 2) continue;
      let all = true;
      for (let r = Math.max(h, 1); r < KING && all; r++) if (up[suit * 13 + r - 1] <= heldAtStart[suit * 13 + r - 1]) all = false;
      if (all) return true;
    }
    return false;
  };
  // Everything but the talon, as far as it goes: columns, captives, parked and free cards, talon cards gone up.
  // `version` counts the changes; a column found stuck, and the captives and free cards, are looked at again only after
  // a change since.
  let version = 1;
  let looseAt = 0;
  stuckAt.fill(0);
  const settle = (): void => {
    for (let changed = true; changed; ) {
      changed = false;
      for (let j = 0; j < COLUMN_COUNT; j++) {
        if (stuckAt[j] === version) continue;
        while (height[j] > 0) {
          const top = height[j] - 1;
          const card = column[j * STRIDE + top];
          if (fits(card)) {
            up[card]++;
            upTarget[card]++;
            height[j] = top;
          } else {
            // The top part of the column that is a run in suit leaves when one of its cards (with those on it) can.
            let k = top;
            for (;;) {
              const head = column[j * STRIDE + k];
              if (gap || hasTarget(head)) break;
              if (k === 0 || column[j * STRIDE + k - 1] !== head + 1) {
                k = -1;
                break;
              }
              k--;
            }
            if (k < 0) {
              stuckAt[j] = version;
              break;
            }
            for (let q = k; q <= top; q++) parked[column[j * STRIDE + q]]++;
            height[j] = k;
          }
          if (height[j] === 0) gap = true;
          changed = true;
          version++;
        }
      }
      if (looseAt === version) continue;
      looseAt = version;
      for (let q = captiveCount - 1; q >= 0; q--) {
        const i = captives[q];
        if (!canBeComplete(i)) continue;
        freeCaptive[state.captiveCard[i]]++;
        captives[q] = captives[--captiveCount];
        changed = true;
        version++;
      }
      for (let card = 0; card < 52; card++) {
        while (parked[card] > 0 && fits(card)) {
          parked[card]--;
          up[card]++;
          upTarget[card]++;
          changed = true;
          version++;
        }
        while (freeCaptive[card] > 0 && fits(card)) {
          freeCaptive[card]--;
          up[card]++;
          changed = true;
          version++;
        }
      }
      for (let q = pendingCount - 1; q >= 0; q--) {
        const card = pending[q];
        if (!gap && !hasTarget(card)) continue;
        upTarget[card]++;
        pending[q] = pending[--pendingCount];
        changed = true;
        version++;
      }
    }
  };

  // Every enabled step is taken before a draw (the greedy play that decides the relaxed game): the waste top leaves
  // while it can, then the rest settles, and the waste top is tried again; only a stuck waste top is drawn over.
  // A draw that turns up no King changes nothing but the waste top, so nothing needs settling after it.
  // With a gap every card of the talon has a place: the relaxed game is won.
  settle();
  for (;;) {
    if (gap) return false;
    let left = false;
    while (wasteLength > 0) {
      const card = waste[wasteLength - 1];
      if (fits(card)) {
        up[card]++;
        if (gap || hasTarget(card)) upTarget[card]++;
        else pending[pendingCount++] = card;
      } else if (gap || hasTarget(card)) parked[card]++;
      else break;
      wasteLength--;
      left = true;
      version++;
    }
    if (left) {
      settle();
      continue;
    }
    if (stock === state.tail) return wasteLength > 0;
    const card = state.talonCard[stock];
    stock = state.next[stock];
    if (RANK[card] === KING) {
      up[card]++;
      version++;
      settle();
    } else waste[wasteLength++] = card;
  }
}

/**
 * Rule L before a turn of the waste: true when the position after the turn (the rest of the stock drawn, its Kings
 * gone up, the waste turned over) is the last pass and lost by `lastPassDead`. Every move that turns the waste passes
 * through that position. The state is left as it was.
 */
export function deadAfterTurn(state: TtqState): boolean {
  if (state.redealsUsed !== REDEAL_LIMIT - 1) return false;
  const mark = state.logLength;
  turnWaste(state);
  const dead = lastPassDead(state);
  state.undoTo(mark);
  return dead;
}

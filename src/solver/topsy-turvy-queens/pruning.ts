/**
 * The pruning rules of the fast Topsy-Turvy Queens solver (docs/solver.md, "The Topsy-Turvy Queens fast solver", where
 * each rule has its argument): safe moves to the foundations (rule S) and dead positions (rule C, the captives).
 * All of them are off when the search runs with pruning off.
 */
import { KING, RANK, SUIT } from './cards.js';
import { CAPTIVE_TO_FOUNDATION, COLUMN_TO_FOUNDATION, type MoveList, TALON_TO_FOUNDATION, encode, slotsFor } from './moves.js';
import { CAPTIVE_COUNT, COLUMN_COUNT, HEAD, SLOT_COUNT, STRIDE, type TtqState } from './state.js';

const targets = new Int32Array(2);

/**
 * Rule S: whether a non-King card may go up at once, with no loss: both Kings of its suit are in the King row and
 * both foundations of the suit hold at least its rank (so both cards of rank r − 1 are up, and nothing can ever lie on
 * it). Returns the slots it fits (1 or 2, interchangeable ones counted once) or 0.
 */
function safeSlots(state: TtqState, card: number): number {
  const suit = SUIT[card];
  const rank = RANK[card];
  let placed = 0;
  for (let k = 0; k < SLOT_COUNT; k++) {
    if (state.slotSuit[k] !== suit) continue;
    placed++;
    if (state.slotHeight[k] < rank) return 0;
  }
  if (placed < 2) return 0;
  return slotsFor(state, card, targets, true);
}

/**
 * Rule S: writes the safe moves of the state to `list` (the only moves then tried) and returns true, or returns false
 * when there is none. Candidates: a free captive, a column top (unless the card under it is a King and more than one
 * slot is empty: that King would take its slot earlier than in the line it came from), and the waste top (no draws).
 * A free captive King is safe when one slot only is empty (it is the last King; its slot cannot change).
 */
export function safeMoves(state: TtqState, list: MoveList): boolean {
  const emptySlots = SLOT_COUNT - state.slotsFilled;
  for (let i = 0; i < CAPTIVE_COUNT; i++) {
    if (!state.captiveFree(i)) continue;
    const card = state.captiveCard[i];
    if (RANK[card] === KING) {
      if (emptySlots !== 1) continue;
      list.moves[list.n] = encode(CAPTIVE_TO_FOUNDATION, i, state.leftmostEmptySlot(), 0);
      list.scores[list.n++] = 0;
      return true;
    }
    const n = safeSlots(state, card);
    if (n === 0) continue;
    for (let t = 0; t < n; t++) {
      list.moves[list.n] = encode(CAPTIVE_TO_FOUNDATION, i, targets[t], 0);
      list.scores[list.n++] = 0;
    }
    return true;
  }
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const length = state.length[i];
    if (length === 0) continue;
    const base = i * STRIDE;
    const n = safeSlots(state, state.column[base + length - 1]);
    if (n === 0) continue;
    if (length >= 2 && RANK[state.column[base + length - 2]] === KING && emptySlots > 1) continue;
    for (let t = 0; t < n; t++) {
      list.moves[list.n] = encode(COLUMN_TO_FOUNDATION, i, targets[t], 0);
      list.scores[list.n++] = 0;
    }
    return true;
  }
  const wasteTop = state.prev[state.pointer];
  if (wasteTop !== HEAD) {
    const n = safeSlots(state, state.talonCard[wasteTop]);
    if (n > 0) {
      for (let t = 0; t < n; t++) {
        list.moves[list.n] = encode(TALON_TO_FOUNDATION, wasteTop, targets[t], 0);
        list.scores[list.n++] = 0;
      }
      return true;
    }
  }
  return false;
}

/**
 * Rule C: true when the captives can never all go up. A captive (s, r) other than a King goes up only after its own
 * slot is complete, onto a foundation of suit s at height r: another slot of suit s, now at height ≤ r, that is
 * therefore completed after the captive's slot. When suit s still has a King to come, its slot is a candidate too, of
 * which nothing is known: the captive is then taken as satisfiable. The slots must be completed in some order in which
 * every captive has a later candidate; the order is built from the last slot back (a slot may come last among those
 * left when it needs nothing or a candidate is already later), which finds one whenever one exists, since a slot's
 * need only gets easier as more slots are known to be later.
 */
export function captivesDead(state: TtqState): boolean {
  let need = 0; // bit k: slot k has a captive that needs a later candidate
  const candidates = needMasks;
  for (let i = 0; i < CAPTIVE_COUNT; i++) {
    candidates[i] = 0;
    if (state.captivePresent[i] === 0) continue;
    const card = state.captiveCard[i];
    if (RANK[card] === KING) continue;
    const suit = SUIT[card];
    const rank = RANK[card];
    let placed = 0;
    let mask = 0;
    for (let k = 0; k < SLOT_COUNT; k++) {
      if (state.slotSuit[k] !== suit) continue;
      placed++;
      if (k !== i && state.slotHeight[k] <= rank) mask |= 1 << k;
    }
    if (placed < 2) continue; // a King of the suit is still to come: satisfiable as far as this rule knows
    if (mask === 0) return true;
    candidates[i] = mask;
    need |= 1 << i;
  }
  if (need === 0) return false;
  let later = 0;
  let left = (1 << SLOT_COUNT) - 1;
  for (let progress = true; progress && left !== 0; ) {
    progress = false;
    for (let k = 0; k < SLOT_COUNT; k++) {
      if ((left & (1 << k)) === 0) continue;
      if ((need & (1 << k)) !== 0 && (candidates[k] & later) === 0) continue;
      later |= 1 << k;
      left &= ~(1 << k);
      progress = true;
    }
  }
  return left !== 0;
}

const needMasks = new Int32Array(CAPTIVE_COUNT);

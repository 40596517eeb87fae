/**
 * Pruning rules of the fast Topsy-Turvy Queens solver (docs/solvers/topsy-turvy-queens.md, where
 * each rule has its argument): safe moves to the foundations (rule S), and the obligations of swaps (rule D) and of
 * vacating moves (rule V). Dead positions by the captives (rule C) are in captives.ts; rules G, F and K are part of the
 * move listing (moves.ts). All of them are off when the search runs with pruning off; each switches off alone
 * (rules.ts).
 */
import { KING, RANK, SUIT } from './cards.js';
import {
  CAPTIVE_TO_FOUNDATION,
  COLUMN_TO_COLUMN,
  COLUMN_TO_FOUNDATION,
  type MoveList,
  TALON_TO_COLUMN,
  TALON_TO_FOUNDATION,
  encode,
  moveA,
  moveB,
  moveC,
  moveType,
  columnRuns,
  slotsFor,
  DRAW_COST,
  SCORE_TALON_ONTO_CARD,
} from './moves.js';
import { CAPTIVE_COUNT, COLUMN_COUNT, HEAD, REDEAL_LIMIT, SLOT_COUNT, STRIDE, type TtqState } from './state.js';

const targets = new Int32Array(2);

/** Per suit: slots holding a King of it, and the lowest of their heights (filled by `safeMoves`). */
const suitSlots = new Int32Array(4);
const suitLowest = new Int32Array(4);

/**
 * Rule S: whether a non-King card may go up at once, with no loss: both Kings of its suit are in the King row and
 * both foundations of the suit hold at least its rank (so both cards of rank r − 1 are up, and nothing can ever lie on
 * it). Returns the slots it fits (1 or 2; with `slotsAlike`, rule F, interchangeable ones counted once) or 0.
 */
function safeSlots(state: TtqState, card: number, slotsAlike: boolean): number {
  const suit = SUIT[card];
  if (suitSlots[suit] < 2 || suitLowest[suit] < RANK[card]) return 0;
  return slotsFor(state, card, targets, slotsAlike);
}

/**
 * Rule S: writes the safe moves of the state to `list` (the only moves then tried) and returns true, or returns false
 * when there is none. Candidates: a free captive, a column top (unless the card under it is a King and more than one
 * slot is empty: that King would take its slot earlier than in the line it came from), and the waste top (no draws).
 * A free captive King is safe when one slot only is empty (it is the last King; its slot cannot change). With
 * `slotsAlike` (rule F) a card that fits two interchangeable slots goes to the first only; without it, to either.
 */
export function safeMoves(state: TtqState, list: MoveList, slotsAlike: boolean): boolean {
  const emptySlots = SLOT_COUNT - state.slotsFilled;
  suitSlots.fill(0);
  suitLowest.fill(99);
  for (let k = 0; k < SLOT_COUNT; k++) {
    const suit = state.slotSuit[k];
    if (suit < 0) continue;
    suitSlots[suit]++;
    if (state.slotHeight[k] < suitLowest[suit]) suitLowest[suit] = state.slotHeight[k];
  }
  for (let i = 0; i < CAPTIVE_COUNT; i++) {
    if (!state.captiveFree(i)) continue;
    const card = state.captiveCard[i];
    if (RANK[card] === KING) {
      if (emptySlots !== 1) continue;
      list.moves[list.n] = encode(CAPTIVE_TO_FOUNDATION, i, state.leftmostEmptySlot(), 0);
      list.scores[list.n++] = 0;
      return true;
    }
    const n = safeSlots(state, card, slotsAlike);
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
    const n = safeSlots(state, state.column[base + length - 1], slotsAlike);
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
    const n = safeSlots(state, state.talonCard[wasteTop], slotsAlike);
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

/** Rule D: a column move that only uncovers the card P under it (in suit, one rank higher). */
export const SWAP = 1;
/** Rule V: a column move that only empties its column (the whole column onto a card). */
export const VACATE = 2;

/**
 * Rules D and V: the obligation a move leaves (0: none), read before the move is made. SWAP: a run whose head H lies
 * in suit on P (not a King) leaves for another card or a gap; then the next move must use P: P to a foundation, or the
 * other card of H's rank and suit onto P. VACATE: a whole column goes onto a card; then the next move must go into a
 * gap. `columns` gets the column the obligation is about (P's column, the emptied one) and the column the move goes to.
 */
export function obligationOf(state: TtqState, move: number, columns: Int32Array): number {
  if (moveType(move) !== COLUMN_TO_COLUMN) return 0;
  const from = moveA(move);
  const count = moveC(move);
  const length = state.length[from];
  columns[0] = from;
  columns[1] = moveB(move);
  if (count === length) return state.length[moveB(move)] > 0 ? VACATE : 0;
  const base = from * STRIDE;
  const head = state.column[base + length - count];
  const under = state.column[base + length - count - 1];
  if (SUIT[under] !== SUIT[head] || RANK[under] !== RANK[head] + 1 || RANK[under] === KING) return 0;
  return SWAP;
}


/**
 * Rule D's test before a swap is listed: after moving the top `count` cards of column `from` onto column `to`, can P
 * be used at once — P to a foundation, or the other copy of H onto P from the head of a run in a third column or from
 * the talon? A swap with no use at once is never needed there (it can always wait for its use). Returns the ordering
 * score of the swap, from its best use (a swap is worth what its use is), or −1 when it has none.
 */
function swapScore(state: TtqState, from: number, to: number, count: number): number {
  const base = from * STRIDE;
  const length = state.length[from];
  const parent = state.column[base + length - count - 1];
  const head = state.column[base + length - count];
  for (let k = 0; k < SLOT_COUNT; k++) if (state.slotSuit[k] === SUIT[parent] && state.slotHeight[k] === RANK[parent]) return SWAP_FOR_FOUNDATION;
  let best = -1;
  for (let x = 0; x < COLUMN_COUNT && best < 0; x++) {
    if (x === from || x === to) continue;
    const xLength = state.length[x];
    for (let at = xLength - columnRuns[x]; at < xLength; at++) if (state.column[x * STRIDE + at] === head) best = SWAP_FOR_COLUMN_CARD;
  }
  const draws = talonDraws[head];
  if (draws >= 0) return Math.max(best, SCORE_TALON_ONTO_CARD - DRAW_COST * draws - 1);
  if (draws === WITH_TURN && best < 0) return 0;
  return best;
}

/** By card: the fewest draws that bring a copy to the waste top, WITH_TURN if it takes a turn of the waste, or NONE. */
const talonDraws = new Int32Array(52);
const WITH_TURN = -1;
const NONE = -2;

/** Fills `talonDraws` for the current position. */
function measureTalon(state: TtqState): void {
  talonDraws.fill(NONE);
  const next = state.next;
  const wasteTop = state.prev[state.pointer];
  let draws = 0;
  for (let e = wasteTop === HEAD ? state.pointer : wasteTop; e !== state.tail; e = next[e], draws++) {
    const card = state.talonCard[e];
    if (talonDraws[card] < 0) talonDraws[card] = draws;
  }
  if (state.redealsUsed >= REDEAL_LIMIT) return;
  for (let e = next[HEAD]; e !== wasteTop && e !== state.tail; e = next[e]) {
    const card = state.talonCard[e];
    if (talonDraws[card] === NONE) talonDraws[card] = WITH_TURN;
  }
}

/** Ordering scores of a swap by its use: P to a foundation, the other copy of H from a column. */
const SWAP_FOR_FOUNDATION = 850;
const SWAP_FOR_COLUMN_CARD = 350;

const scratchColumns = new Int32Array(2);

/** Rule D's filter: drops from list[begin..] the swaps that have no use at once, and scores the others by their use. */
export function rateSwaps(state: TtqState, list: MoveList, begin: number): void {
  let n = begin;
  let measured = false;
  for (let k = begin; k < list.n; k++) {
    const move = list.moves[k];
    let score = list.scores[k];
    if (obligationOf(state, move, scratchColumns) === SWAP) {
      if (!measured) {
        measureTalon(state);
        measured = true;
      }
      score = swapScore(state, moveA(move), moveB(move), moveC(move));
      if (score < 0) continue;
    }
    list.moves[n] = move;
    list.scores[n++] = score;
  }
  list.n = n;
}

/**
 * Rules D and V: keeps in list[begin..] only the moves an obligation allows next. SWAP on column `column` (P on top):
 * P to a foundation, or a card onto P (`moved`, the column the run went to: moving it back is no use, it only comes
 * back to a position already searched). VACATE: a move into a gap.
 */
export function keepUses(state: TtqState, list: MoveList, begin: number, kind: number, column: number, moved: number): void {
  let n = begin;
  for (let k = begin; k < list.n; k++) {
    const move = list.moves[k];
    const type = moveType(move);
    const use =
      kind === SWAP
        ? (type === COLUMN_TO_FOUNDATION && moveA(move) === column) || (type === TALON_TO_COLUMN && moveB(move) === column) || (type === COLUMN_TO_COLUMN && moveB(move) === column && moveA(move) !== moved)
        : (type === COLUMN_TO_COLUMN || type === TALON_TO_COLUMN) && state.length[moveB(move)] === 0;
    if (!use) continue;
    list.moves[n] = move;
    list.scores[n++] = list.scores[k];
  }
  list.n = n;
}

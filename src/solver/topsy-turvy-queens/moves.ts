/**
 * Moves of the fast Topsy-Turvy Queens solver: their integer encoding, making them on the state (unmade by the state's
 * undo log), and listing them without allocation.
 *
 * The stock is folded into the moves (K+ style, docs/solvers/topsy-turvy-queens.md): a talon move names a talon entry
 * and is played with the draws (and at most one turn of the waste) that bring it to the waste top; a King drawn on the
 * way goes to the King row as it would by the rules. Drawing only to send a King of the stock to the King row is a move
 * of its own.
 *
 * Encoding: type in bits 0–2, a in bits 3–9, b in bits 10–13, c in bits 14–19.
 */
import { FULL, KING, RANK, SUIT, cardOf } from './cards.js';
import type { TtqRuleSwitches } from './rules.js';
import { CAPTIVE_COUNT, COLUMN_COUNT, HEAD, REDEAL_LIMIT, SLOT_COUNT, STRIDE, type TtqState } from './state.js';

/** A column top to a slot. a: column, b: slot. */
export const COLUMN_TO_FOUNDATION = 0;
/** A free captive to a slot. a: captive, b: slot. */
export const CAPTIVE_TO_FOUNDATION = 1;
/** A talon card to a slot. a: talon entry, b: slot, c: 1 when the waste is turned over on the way. */
export const TALON_TO_FOUNDATION = 2;
/** The top c cards of column a (a run) onto column b (a card or a gap). */
export const COLUMN_TO_COLUMN = 3;
/** A talon card onto column b (a card or a gap). a: talon entry, c: 1 when the waste is turned over on the way. */
export const TALON_TO_COLUMN = 4;
/** Draws until the King at talon entry a has gone to the King row. */
export const DRAW_KING = 5;

export function encode(type: number, a: number, b: number, c: number): number {
  return type | (a << 3) | (b << 10) | (c << 14);
}
export const moveType = (move: number): number => move & 7;
export const moveA = (move: number): number => (move >> 3) & 127;
export const moveB = (move: number): number => (move >> 10) & 15;
export const moveC = (move: number): number => (move >> 14) & 63;

/** The stock actions a talon move took: draws before a turn of the waste, whether it turned, draws after. */
export interface StockActions {
  drawsBefore: number;
  recycled: boolean;
  drawsAfter: number;
}

/**
 * Brings talon entry `e` to the waste top (or, for a King, draws it, and it goes to the King row), turning the waste
 * over first when `recycle`. Kings drawn on the way go to the King row. Records the draws in `actions`.
 */
function bring(state: TtqState, e: number, recycle: boolean, actions: StockActions): void {
  const next = state.next;
  actions.drawsBefore = 0;
  actions.drawsAfter = 0;
  actions.recycled = recycle;
  if (recycle) {
    let p = state.pointer;
    while (p !== state.tail) {
      const following = next[p];
      if (RANK[state.talonCard[p]] === KING) {
        state.unlink(p);
        state.placeKing(state.talonCard[p]);
      }
      actions.drawsBefore++;
      p = following;
    }
    state.setPointer(next[HEAD]);
    state.setRedeals(state.redealsUsed + 1);
  }
  if (state.prev[state.pointer] === e) return;
  let p = state.pointer;
  for (;;) {
    if (p === state.tail) throw new RangeError(`talon entry ${e} is not in the stock`);
    const following = next[p];
    if (RANK[state.talonCard[p]] === KING) {
      state.unlink(p);
      state.placeKing(state.talonCard[p]);
    }
    actions.drawsAfter++;
    if (p === e) {
      state.setPointer(following);
      return;
    }
    p = following;
  }
}

/** Makes a move on the state (undone by `state.undoTo` with the log length taken before). */
export function makeMove(state: TtqState, move: number, actions: StockActions): void {
  const a = moveA(move);
  const b = moveB(move);
  const c = moveC(move);
  actions.drawsBefore = 0;
  actions.drawsAfter = 0;
  actions.recycled = false;
  switch (moveType(move)) {
    case COLUMN_TO_FOUNDATION:
      state.addToSlot(b, state.pop(a));
      state.settleColumn(a);
      break;
    case CAPTIVE_TO_FOUNDATION:
      state.removeCaptive(a);
      state.addToSlot(b, state.captiveCard[a]);
      break;
    case TALON_TO_FOUNDATION:
      bring(state, a, c === 1, actions);
      state.unlink(a);
      state.addToSlot(b, state.talonCard[a]);
      break;
    case COLUMN_TO_COLUMN: {
      const base = a * STRIDE + state.length[a] - c;
      for (let k = 0; k < c; k++) state.push(b, state.column[base + k]);
      for (let k = 0; k < c; k++) state.pop(a);
      state.settleColumn(a);
      break;
    }
    case TALON_TO_COLUMN:
      bring(state, a, c === 1, actions);
      state.unlink(a);
      state.push(b, state.talonCard[a]);
      break;
    case DRAW_KING:
      bring(state, a, false, actions);
      break;
    default:
      throw new RangeError(`no move type ${moveType(move)}`);
  }
}

/** How many top cards of column i form a run down in one suit (0 for an empty column). */
export function runLength(state: TtqState, i: number): number {
  const length = state.length[i];
  if (length === 0) return 0;
  const column = state.column;
  const base = i * STRIDE;
  let run = 1;
  while (run < length) {
    const card = column[base + length - run];
    const under = column[base + length - run - 1];
    if (SUIT[under] !== SUIT[card] || RANK[under] !== RANK[card] + 1) break;
    run++;
  }
  return run;
}

/**
 * The slots a non-King card fits (its suit, height = its rank), written to `out` (at most 2); returns how many.
 * With `distinct`, a second slot whose key equals the first's (same suit and height, no captive under either: the
 * two are interchangeable, rule F of docs/solvers/topsy-turvy-queens.md) is left out.
 */
export function slotsFor(state: TtqState, card: number, out: Int32Array, distinct: boolean): number {
  const suit = SUIT[card];
  const rank = RANK[card];
  let n = 0;
  for (let k = 0; k < SLOT_COUNT; k++) {
    if (state.slotSuit[k] !== suit || state.slotHeight[k] !== rank) continue;
    if (distinct && n === 1 && state.slotCode(out[0]) === state.slotCode(k)) continue;
    out[n++] = k;
  }
  return n;
}

/** A move list being filled: moves and their ordering scores side by side. */
export interface MoveList {
  moves: Int32Array;
  scores: Int32Array;
  n: number;
}

function add(list: MoveList, move: number, score: number): void {
  list.moves[list.n] = move;
  list.scores[list.n] = score;
  list.n++;
}

const targets = new Int32Array(2);
/** The run length of each column, as `generateMoves` last measured it (for the pruning rules that follow it). */
export const columnRuns = new Int32Array(COLUMN_COUNT);
const emptySlots = new Int32Array(SLOT_COUNT);
const passedSuit = new Int32Array(SLOT_COUNT);
/** By card: the columns whose top takes it (bit j), and the slots that take it next (bit k). Cleared after use. */
const columnsTaking = new Int32Array(52);
const slotsTaking = new Int32Array(52);

/** Ordering scores (higher first; docs/solvers/topsy-turvy-queens.md, "Move order, phases"). A talon move loses DRAW_COST a draw. */
const SCORE_CAPTIVE_UP = 1000;
const SCORE_COLUMN_UP = 900;
const SCORE_TALON_UP = 880;
const SCORE_EMPTYING = 700;
const SCORE_WHOLE_RUN = 600;
export const SCORE_TALON_ONTO_CARD = 500;
const SCORE_DRAW_KING = 450;
const SCORE_PART_RUN = 300;
const SCORE_RUN_INTO_GAP = 250;
const SCORE_TALON_INTO_GAP = 200;
const SCORE_PART_INTO_GAP = 150;
export const DRAW_COST = 300;
const TURN_COST = 70;

/** Writes the slots of `mask` to `targets`, leaving out a second slot interchangeable with the first when `distinct`. */
function maskSlots(state: TtqState, mask: number, distinct: boolean): number {
  let n = 0;
  for (let k = 0; mask !== 0 && k < SLOT_COUNT; k++, mask >>= 1) {
    if ((mask & 1) === 0) continue;
    if (distinct && n === 1 && state.slotCode(targets[0]) === state.slotCode(k)) continue;
    targets[n++] = k;
  }
  return n;
}

/**
 * Lists every move of the state into `list` (from `list.n` on), each with an ordering score (higher: tried
 * first). With rules G, F and K off this is every legal move of the engine, the stock folded in
 * (docs/solvers/topsy-turvy-queens.md); with them on, as `rules` says: G the first gap only, F one of two
 * interchangeable slots, K the first King of the stock only, and no turn of the waste to reach a card that draws reach.
 * `barrier` (rule B, docs/solvers/topsy-turvy-queens.md; −1 for none) is the talon entry of a stock King whose drawing
 * leads to a lost position: no move that draws it (a talon move to a card at or after it, a draw to it, a turn of the
 * waste) is listed.
 */
export function generateMoves(state: TtqState, list: MoveList, rules: Readonly<Pick<TtqRuleSwitches, 'G' | 'F' | 'K'>>, barrier = -1): void {
  const gapsAlike = rules.G;
  const slotsAlike = rules.F;
  const oneWay = rules.K;
  const length = state.length;
  const column = state.column;
  let firstGap = -1;
  for (let j = COLUMN_COUNT - 1; j >= 0; j--) {
    const len = length[j];
    if (len === 0) {
      firstGap = j;
      continue;
    }
    const top = column[j * STRIDE + len - 1];
    if (RANK[top] > 1) columnsTaking[top - 1] |= 1 << j;
  }
  let emptyCount = 0;
  for (let k = 0; k < SLOT_COUNT; k++) {
    const height = state.slotHeight[k];
    if (height === 0) emptySlots[emptyCount++] = k;
    else if (height < FULL) slotsTaking[cardOf(state.slotSuit[k], height)] |= 1 << k;
  }

  // Free captives to the foundations.
  for (let i = 0; i < CAPTIVE_COUNT; i++) {
    if (!state.captiveFree(i)) continue;
    const card = state.captiveCard[i];
    if (RANK[card] === KING) {
      add(list, encode(CAPTIVE_TO_FOUNDATION, i, emptySlots[0], 0), SCORE_CAPTIVE_UP);
      continue;
    }
    const n = maskSlots(state, slotsTaking[card], slotsAlike);
    for (let t = 0; t < n; t++) add(list, encode(CAPTIVE_TO_FOUNDATION, i, targets[t], 0), SCORE_CAPTIVE_UP);
  }

  // Column tops to the foundations, and column runs to other columns.
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const len = length[i];
    columnRuns[i] = 0;
    if (len === 0) continue;
    const base = i * STRIDE;
    const top = column[base + len - 1];
    const n = maskSlots(state, slotsTaking[top], slotsAlike);
    for (let t = 0; t < n; t++) add(list, encode(COLUMN_TO_FOUNDATION, i, targets[t], 0), SCORE_COLUMN_UP);
    const run = runLength(state, i);
    columnRuns[i] = run;
    // Onto a card: the head's rank is fixed by the target's, so at most one count fits each target.
    for (let count = 1; count <= run; count++) {
      let mask = columnsTaking[column[base + len - count]];
      const score = count === len ? SCORE_EMPTYING : count === run ? SCORE_WHOLE_RUN : SCORE_PART_RUN;
      for (let j = 0; mask !== 0; j++, mask >>= 1) if ((mask & 1) !== 0) add(list, encode(COLUMN_TO_COLUMN, i, j, count), score);
    }
    // Into a gap (never the whole column: that changes nothing, and the engine does not offer it).
    if (firstGap < 0) continue;
    for (let j = firstGap; j < COLUMN_COUNT; j++) {
      if (length[j] !== 0 || j === i) continue;
      for (let count = 1; count <= run && count < len; count++) add(list, encode(COLUMN_TO_COLUMN, i, j, count), count === run ? SCORE_RUN_INTO_GAP : SCORE_PART_INTO_GAP);
      if (gapsAlike) break;
    }
  }

  // Talon cards: the waste top and the stock without turning the waste, then (redeals left) the rest with a turn.
  // The Kings drawn on the way to a card go to the empty slots in turn, so an Ace further on may go onto one of them.
  let kingsPassed = 0;
  let lastKing = HEAD;
  const wasteTop = state.prev[state.pointer];
  const next = state.next;
  let draws = 0;
  for (let pass = 0; pass < 2; pass++) {
    let e: number;
    let end: number;
    if (pass === 0) {
      e = wasteTop === HEAD ? state.pointer : wasteTop;
      end = state.tail;
    } else {
      // With a turn of the waste: the cards under the waste top; without rule K also the cards up to the last King
      // of the stock (going round first sends every King of the stock up, so these positions differ from the ones
      // reached without a turn; with rule K they are reached by the draws to the Kings, then a turn).
      end = oneWay || lastKing === HEAD ? wasteTop : lastKing;
      if (state.redealsUsed >= REDEAL_LIMIT || end === HEAD) break;
      e = next[HEAD];
      draws += TURN_COST / DRAW_COST;
    }
    const recycle = pass;
    // Rule B: a turn draws every King left in the stock, the barrier among them; a talon move past it draws it.
    if (barrier >= 0) {
      if (pass === 1) break;
      end = barrier;
    }
    for (; e !== end; e = next[e]) {
      if (e !== wasteTop || pass === 1) draws++;
      const card = state.talonCard[e];
      const cost = draws * DRAW_COST;
      if (RANK[card] === KING) {
        if (pass === 1) continue; // gone up on the way round
        if (!oneWay || kingsPassed === 0) add(list, encode(DRAW_KING, e, 0, 0), SCORE_DRAW_KING - cost);
        passedSuit[kingsPassed++] = SUIT[card];
        lastKing = e;
        continue;
      }
      const slots = slotsTaking[card];
      if (slots !== 0) {
        const n = maskSlots(state, slots, slotsAlike);
        for (let t = 0; t < n; t++) add(list, encode(TALON_TO_FOUNDATION, e, targets[t], recycle), SCORE_TALON_UP - cost);
      }
      if (RANK[card] === 1 && kingsPassed > 0) {
        // An Ace onto a King drawn on the way.
        for (let j = 0; j < kingsPassed && j < emptyCount; j++) {
          if (passedSuit[j] === SUIT[card]) add(list, encode(TALON_TO_FOUNDATION, e, emptySlots[j], recycle), SCORE_TALON_UP - cost);
        }
      }
      let mask = columnsTaking[card];
      for (let j = 0; mask !== 0; j++, mask >>= 1) if ((mask & 1) !== 0) add(list, encode(TALON_TO_COLUMN, e, j, recycle), SCORE_TALON_ONTO_CARD - cost);
      if (firstGap >= 0) {
        if (gapsAlike) add(list, encode(TALON_TO_COLUMN, e, firstGap, recycle), SCORE_TALON_INTO_GAP - cost);
        else for (let j = firstGap; j < COLUMN_COUNT; j++) if (length[j] === 0) add(list, encode(TALON_TO_COLUMN, e, j, recycle), SCORE_TALON_INTO_GAP - cost);
      }
    }
  }

  // Clear the lookup tables for the next call.
  for (let j = 0; j < COLUMN_COUNT; j++) {
    if (length[j] === 0) continue;
    const top = column[j * STRIDE + length[j] - 1];
    if (RANK[top] > 1) columnsTaking[top - 1] = 0;
  }
  for (let k = 0; k < SLOT_COUNT; k++) {
    const height = state.slotHeight[k];
    if (height > 0 && height < FULL) slotsTaking[cardOf(state.slotSuit[k], height)] = 0;
  }
}

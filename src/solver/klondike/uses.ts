/**
 * Rules D and V of the fast Klondike solver (docs/solvers/klondike.md, "Rules D, F and V"): a move that only prepares a
 * later one leaves an obligation — the next move must use it — which is part of the position's hash, and a position
 * under an obligation is expanded with the uses only. (A card back from a foundation owes nothing: rule F only keeps
 * safe cards up.)
 */
import { RANK, SUIT, twinOf } from './cards.js';
import { computeReach, type GenerateScratch } from './generate.js';
import { OBLIGATION_KEY_A, OBLIGATION_KEY_B } from './hash.js';
import { COLUMN_TO_COLUMN, COLUMN_TO_FOUNDATION, FOUNDATION_TO_COLUMN, TALON_MOVE, encode, moveA, moveB, moveC, moveKind } from './moves.js';
import { type KlondikeRuleSwitches, isSafe } from './rules.js';
import { STRIDE, type KlondikeState } from './state.js';

/** No obligation. */
export const NO_OBLIGATION = 0;
/** Rule D: a run moved off a face-up card P; the next move puts P up or the moved head's twin onto P. */
export const SWAP_OBLIGATION = 1;
/** Rule V: a column was emptied by moving its run onto a card; the next move goes into a gap. */
export const VACATE_OBLIGATION = 3;

/** An obligation: its kind, its card (P or Y) and, for a swap, the twin H' of the moved head. */
export interface Obligation {
  kind: number;
  card: number;
  twin: number;
}

/**
 * The obligation `move` leaves, just made at `depth` (so `state` is the position after it), written into `out`: only
 * of the rules on in `rules` (D, V).
 */
export function obligationAfter(state: KlondikeState, move: number, depth: number, out: Obligation, rules: KlondikeRuleSwitches): void {
  out.kind = NO_OBLIGATION;
  out.card = 0;
  out.twin = 0;
  const kind = moveKind(move);
  if (kind === COLUMN_TO_COLUMN) {
    const a = moveA(move);
    const b = moveB(move);
    const c = moveC(move);
    if (!state.turnedUp(depth) && state.length[a] > state.faceDown[a]) {
      if (!rules.D) return;
      // A parent swap: the run left a face-up card behind (onto a card or into a gap).
      out.kind = SWAP_OBLIGATION;
      out.card = state.top(a);
      out.twin = twinOf(state.column[b * STRIDE + state.length[b] - c]);
    } else if (rules.V && state.length[a] === 0 && state.length[b] > c) {
      // The run of a column without face-down cards went onto a card: the column is now a gap.
      out.kind = VACATE_OBLIGATION;
    }
  }
}

/** The hash keys of an obligation, XORed into the position's two lanes (0 for none). */
export function obligationKeyHigh(obligation: Obligation): number {
  if (obligation.kind === NO_OBLIGATION) return 0;
  if (obligation.kind === VACATE_OBLIGATION) return OBLIGATION_KEY_A[3 * 52];
  return OBLIGATION_KEY_A[obligation.card * 3 + 1] ^ OBLIGATION_KEY_B[obligation.twin * 3];
}

export function obligationKeyLow(obligation: Obligation): number {
  if (obligation.kind === NO_OBLIGATION) return 0;
  if (obligation.kind === VACATE_OBLIGATION) return OBLIGATION_KEY_B[3 * 52];
  return OBLIGATION_KEY_B[obligation.card * 3 + obligation.kind];
}

/**
 * Adds the moves that put `card` onto the top of column `target` from wherever it can come at once: the head of a
 * movable run in another column, the talon within reach, or the top of its foundation. Returns the new end.
 */
function addMovesOf(state: KlondikeState, card: number, target: number, moves: Int32Array, n: number, reach: Int32Array, reachCount: number): number {
  const rank = RANK[card];
  const suit = SUIT[card];
  if (state.foundationToTableau && state.foundation[suit] === rank && !isSafe(state, card)) moves[n++] = encode(FOUNDATION_TO_COLUMN, suit, target, 0);
  const at = state.movableRunHead(card, target);
  if (at >= 0) moves[n++] = encode(COLUMN_TO_COLUMN, state.foundColumn, target, state.length[state.foundColumn] - at);
  for (let k = 0; k < reachCount; k++) {
    const q = reach[k] & 63;
    if (state.talon[q - 1] === card) moves[n++] = encode(TALON_MOVE, q, target, reach[k] >> 6);
  }
  return n;
}

/** Rule V's uses: moves into the first gap (gaps are interchangeable, rule G), or into every gap with rule G off. */
function gapMoves(state: KlondikeState, moves: Int32Array, n: number, reach: Int32Array, reachCount: number, rules: KlondikeRuleSwitches): number {
  const kingsPlaced = state.allKingsPlaced();
  for (let gap = 0; gap < 7; gap++) {
    if (state.length[gap] !== 0) continue;
    for (let x = 0; x < 7; x++) {
      const xLength = state.length[x];
      const up = xLength - state.faceDown[x];
      if (up === 0) continue;
      for (let count = up; count >= 1; count--) {
        if (count === xLength) continue;
        if (!state.partialMoves && count !== up) break;
        if (state.gapTakes(state.column[x * STRIDE + xLength - count], kingsPlaced)) moves[n++] = encode(COLUMN_TO_COLUMN, x, gap, count);
      }
    }
    for (let k = 0; k < reachCount; k++) {
      const q = reach[k] & 63;
      if (state.gapTakes(state.talon[q - 1], kingsPlaced)) moves[n++] = encode(TALON_MOVE, q, gap, reach[k] >> 6);
    }
    if (state.foundationToTableau) {
      for (let suit = 0; suit < 4; suit++) {
        const height = state.foundation[suit];
        if (height === 0) continue;
        const card = suit * 13 + height - 1;
        if (state.gapTakes(card, kingsPlaced) && !isSafe(state, card)) moves[n++] = encode(FOUNDATION_TO_COLUMN, suit, gap, 0);
      }
    }
    if (rules.G) break;
  }
  return n;
}

/**
 * Writes the moves of a position under `obligation` into `moves` from `begin` and returns the end: after a parent
 * swap that left card P on top, only P to its foundation or H' onto P; after a column was vacated, only moves into a
 * gap.
 */
export function generateUses(state: KlondikeState, obligation: Obligation, moves: Int32Array, begin: number, scratch: GenerateScratch, rules: KlondikeRuleSwitches): number {
  let n = begin;
  const reach = scratch.reach;
  const reachCount = computeReach(state, reach, rules.K);
  const first = obligation.card;
  if (obligation.kind === VACATE_OBLIGATION) return gapMoves(state, moves, n, reach, reachCount, rules);
  const column = state.columnWithTop(first);
  if (column < 0) return n;
  if (state.fitsFoundation(first)) moves[n++] = encode(COLUMN_TO_FOUNDATION, column, 0, 0);
  return addMovesOf(state, obligation.twin, column, moves, n, reach, reachCount);
  return n;
}

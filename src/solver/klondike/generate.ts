/**
 * Move generation of the fast Klondike solver (docs/solvers/klondike.md): every legal move of src/games/klondike.ts,
 * with the stock moves folded in (K+), written into a typed array without allocation, best first. With pruning on,
 * rules S, G, D and F leave out what they prove unneeded (rules.ts); with pruning off, the list translated into project
 * moves is the engine's legal moves (checked by klondike/generate.test.ts).
 */
import { RANK, RED } from './cards.js';
import { COLUMN_TO_COLUMN, COLUMN_TO_FOUNDATION, FOUNDATION_TO_COLUMN, TALON_MOVE, TO_FOUNDATION, encode } from './moves.js';
import { type KlondikeRuleSwitches, isSafe, parentSwapUsed } from './rules.js';
import { STRIDE, type KlondikeState } from './state.js';

/** Scratch space of move generation: the talon cards within reach and the moves listed late. */
export class GenerateScratch {
  /** Talon positions q within reach, bit 6 set when a recycle is needed (see computeReach). */
  readonly reach = new Int32Array(64);
  readonly later = new Int32Array(1024);
  /** Per column: the rank of its top card (0: a gap) and whether that card is red, set by generateMoves. */
  readonly topRank = new Int32Array(7);
  readonly topRed = new Int32Array(7);
}

/**
 * Fills `reach` with the talon positions q (1..talon length) whose card talon[q − 1] some draws bring to the waste top,
 * bit 6 set when a recycle is needed on the way; returns how many. With `onlyFewestRecycles` (rule K) positions reached
 * without a recycle are not listed again with one (fewer redeals used is never worse).
 */
export function computeReach(state: KlondikeState, reach: Int32Array, onlyFewestRecycles = true): number {
  let reachCount = 0;
  const talonLength = state.talonLength;
  if (talonLength === 0) return 0;
  const draw = state.draw;
  if (state.pointer > 0) reach[reachCount++] = state.pointer;
  let q = state.pointer;
  while (q < talonLength) {
    q = Math.min(q + draw, talonLength);
    reach[reachCount++] = q;
  }
  if (state.redealLimit < 0 || state.redealsUsed < state.redealLimit) {
    q = 0;
    while (q < talonLength) {
      q = Math.min(q + draw, talonLength);
      let seen = false;
      if (onlyFewestRecycles) for (let k = 0; k < reachCount; k++) if (reach[k] === q) seen = true;
      if (!seen) reach[reachCount++] = q | 64; // bit 6: one recycle needed
    }
  }
  return reachCount;
}

/**
 * The safe move of rule S, or −1: a column top (or, with draw 1, the waste top) that fits its foundation and is safe.
 */
export function safeMove(state: KlondikeState): number {
  for (let i = 0; i < 7; i++) {
    if (state.length[i] === 0) continue;
    const card = state.top(i);
    if (state.fitsFoundation(card) && isSafe(state, card)) return encode(COLUMN_TO_FOUNDATION, i, 0, 0);
  }
  if (state.draw === 1 && state.pointer > 0) {
    const card = state.talon[state.pointer - 1];
    if (state.fitsFoundation(card) && isSafe(state, card)) return encode(TALON_MOVE, state.pointer, TO_FOUNDATION, 0);
  }
  return -1;
}

/**
 * Writes the moves of the position into `moves` from `begin` and returns the end. Order: column tops to the
 * foundations; talon cards to the foundations; whole face-up runs that turn up a face-down card; talon cards to the
 * columns; the other column moves (parts of runs, moves into gaps); foundation cards back to the columns. The rules
 * on in `rules` leave moves out: G (the first gap only), D, F and K (docs/solvers/klondike.md); rule S is the caller's
 * (safeMove).
 */
export function generateMoves(state: KlondikeState, moves: Int32Array, begin: number, rules: KlondikeRuleSwitches, scratch: GenerateScratch): number {
  let n = begin;
  const kingsPlaced = state.allKingsPlaced();
  const firstGap = state.firstGap();
  const column = state.column;

  // 1. Column tops to the foundations.
  for (let i = 0; i < 7; i++) {
    if (state.length[i] > 0 && state.fitsFoundation(state.top(i))) moves[n++] = encode(COLUMN_TO_FOUNDATION, i, 0, 0);
  }

  // 2. Talon cards within reach (K+) to the foundations.
  const reach = scratch.reach;
  const reachCount = computeReach(state, reach, rules.K);
  for (let k = 0; k < reachCount; k++) {
    const q = reach[k] & 63;
    if (state.fitsFoundation(state.talon[q - 1])) moves[n++] = encode(TALON_MOVE, q, TO_FOUNDATION, reach[k] >> 6);
  }

  // 3. Column runs that turn up a face-down card (the whole face-up part onto another column); the other column moves
  //    are collected in `later` and listed after the talon cards (5).
  const later = scratch.later;
  let laterCount = 0;
  const { topRank: targetRank, topRed: targetRed } = scratch;
  for (let j = 0; j < 7; j++) {
    const targetLength = state.length[j];
    if (targetLength === 0) {
      targetRank[j] = 0;
      continue;
    }
    const target = column[j * STRIDE + targetLength - 1];
    targetRank[j] = RANK[target];
    targetRed[j] = RED[target];
  }
  for (let i = 0; i < 7; i++) {
    const length = state.length[i];
    const down = state.faceDown[i];
    const up = length - down;
    if (up === 0) continue;
    const base = i * STRIDE;
    const bottomRank = RANK[column[base + down]];
    const topRank = RANK[column[base + length - 1]];
    for (let j = 0; j < 7; j++) {
      if (j === i) continue;
      const rankOfTarget = targetRank[j];
      if (rankOfTarget === 0) {
        if (rules.G && j !== firstGap) continue; // rule G: gaps are interchangeable
        // Into a gap: a King-headed run (the King can only be the lowest face-up card), or any tail once all Kings are
        // placed (kings-first); never the whole column (that changes nothing; the engine does not offer it).
        const lowest = state.partialMoves && kingsPlaced ? 1 : up;
        for (let count = up; count >= lowest; count--) {
          if (count === length) continue;
          if (!state.partialMoves && count !== up) continue;
          const head = column[base + length - count];
          if (!state.gapTakes(head, kingsPlaced)) continue;
          // Rule D holds for a run that leaves a face-up card behind to go into a gap as well.
          if (rules.D && count < up && !parentSwapUsed(state, i, count, reach, reachCount)) continue;
          later[laterCount++] = encode(COLUMN_TO_COLUMN, i, j, count);
        }
        continue;
      }
      // Onto a card: the head's rank is fixed by the target's, so at most one count fits (the face-up part of a
      // column is always a run down in alternating colours).
      const headRank = rankOfTarget - 1;
      if (headRank > bottomRank || headRank < topRank) continue;
      const count = up - (bottomRank - headRank);
      if (!state.partialMoves && count !== up) continue;
      const head = column[base + length - count];
      if (RED[head] === targetRed[j]) continue;
      // Rule D: a run that leaves a face-up card P behind (a parent swap) only helps when P is used right after it.
      if (rules.D && count < up && !parentSwapUsed(state, i, count, reach, reachCount)) continue;
      const move = encode(COLUMN_TO_COLUMN, i, j, count);
      if (count === up && down > 0) moves[n++] = move;
      else later[laterCount++] = move;
    }
  }

  // 4. Talon cards to the columns.
  for (let k = 0; k < reachCount; k++) {
    const q = reach[k] & 63;
    const card = state.talon[q - 1];
    for (let j = 0; j < 7; j++) {
      if (state.singleCardFits(card, j, firstGap, kingsPlaced, rules.G)) moves[n++] = encode(TALON_MOVE, q, j, reach[k] >> 6);
    }
  }

  // 5. The other column moves.
  for (let k = 0; k < laterCount; k++) moves[n++] = later[k];

  // 6. Foundation cards back to the columns.
  if (state.foundationToTableau) {
    for (let s = 0; s < 4; s++) {
      const height = state.foundation[s];
      if (height === 0) continue;
      const card = s * 13 + height - 1;
      for (let j = 0; j < 7; j++) {
        if (!state.singleCardFits(card, j, firstGap, kingsPlaced, rules.G)) continue;
        // Rule F: a card safe by rule S never comes back (everything that could ever lie on it is on the foundations).
        // A card that comes back owes no use right after it: see docs/solvers/klondike.md, "Rules D, F and V", on why
        // not.
        if (rules.F && isSafe(state, card)) continue;
        moves[n++] = encode(FOUNDATION_TO_COLUMN, s, j, 0);
      }
    }
  }
  return n;
}

/**
 * Moves of the seed-001 fast solver: their integer encoding, the full list of legal moves (the engine's
 * `legalMoves` of src/games/seed001.ts, move for move), and make/unmake on a `Seed001State`.
 *
 * Encoding: a play is `pile | foundation << 4 | other << 7 | kind << 10` (pile < 10, foundations < 8); the deal (the
 * next pass of a redeal, picking up the next pile first when the hand is empty) is `DEAL`, or `DEAL | mask` when the
 * pairs whose front foundations are in `mask` are first resolved to their second position (rule M, pairs.ts). Kinds:
 * - PLAIN: the top card of `pile` onto `foundation`; a pair it belongs to ends when the two come to need the same
 *   rank or one of them is completed (the two positions it stood for are then one);
 * - PAIR: the same, and `foundation` is paired with `other` (rule M);
 * - UNPAIR: the pair of `foundation` ends (resolved to the position as it is), then the card goes onto it.
 */
import { FOUNDATION_COUNT } from './rules.js';
import type { Seed001State } from './state.js';

export const DEAL = 1 << 13;
export const PLAIN = 0;
export const PAIR = 1;
export const UNPAIR = 2;

export function playMove(pile: number, foundation: number, kind = PLAIN, other = 0): number {
  return pile | (foundation << 4) | (other << 7) | (kind << 10);
}
export function isDeal(move: number): boolean {
  return (move & DEAL) !== 0;
}
export function movePile(move: number): number {
  return move & 15;
}
export function moveFoundation(move: number): number {
  return (move >> 4) & 7;
}
export function moveOther(move: number): number {
  return (move >> 7) & 7;
}
export function moveKind(move: number): number {
  return (move >> 10) & 7;
}

/** Plays an encoded play (not a deal); returns its undo record (the partner of a pair that ended, plus one; or 0). */
export function makePlay(state: Seed001State, move: number): number {
  const pile = movePile(move);
  const f = moveFoundation(move);
  const kind = moveKind(move);
  if (kind === UNPAIR) {
    const g = state.partner[f];
    state.unpair(f);
    state.play(pile, f);
    return g + 1;
  }
  state.play(pile, f);
  if (kind === PAIR) {
    state.pair(f, moveOther(move));
    return 0;
  }
  const g = state.partner[f];
  if (g >= 0 && (state.need(f) === state.need(g) || state.need(f) < 0)) {
    state.unpair(f);
    return g + 1;
  }
  return 0;
}

/** Undoes `makePlay(state, move)` from its undo record. */
export function unmakePlay(state: Seed001State, move: number, undo: number): void {
  const pile = movePile(move);
  const f = moveFoundation(move);
  const kind = moveKind(move);
  if (kind === PAIR) {
    state.unpair(f);
    state.unplay(pile, f);
  } else if (kind === UNPAIR) {
    state.unplay(pile, f);
    state.pair(f, undo - 1);
  } else {
    if (undo > 0) state.pair(f, undo - 1);
    state.unplay(pile, f);
  }
}

/** The index in the redeal order of the next redeal whose pile is not empty, or −1 when none remains. */
export function nextRedealIndex(state: Seed001State): number {
  const order = state.rules.order;
  for (let i = state.redealsDone; i < order.length; i++) if (state.length[order[i]] > 0) return i;
  return -1;
}

/** The piles (bit mask) that no redeal picks up again (a pile of a redeal not yet made may be picked up). */
export function fixedPiles(state: Seed001State): number {
  let fixed = (1 << state.pileCount) - 1;
  const order = state.rules.order;
  for (let i = state.redealsDone; i < order.length; i++) fixed &= ~(1 << order[i]);
  return fixed;
}

/** True when a deal is legal once nothing plays: a redeal is under way, or one remains. */
export function canDeal(state: Seed001State): boolean {
  return state.handLength > 0 || nextRedealIndex(state) >= 0;
}

/**
 * Writes the plays of the position into `out` from `at` and returns how many: for each pile in order, its top card
 * to each foundation that takes it, left to right (RULES.md sections 4–6; seed001.ts `foundationTargets`): every
 * non-empty, incomplete foundation whose next rank is the card's, and the leftmost empty foundation when the card is
 * of the base rank. Moving Shops before the base is chosen: every exposed card to `foundation-1`.
 *
 * With `interchangeable` (rule E, pruning), a foundation is skipped when an earlier target of the same card has the
 * same height: the two take the same rank at the same height, so they have the same base and are alike for ever.
 */
export function listPlays(state: Seed001State, out: Int32Array, at: number, interchangeable: boolean): number {
  const start = at;
  if (state.rules.choosesBase && state.baseRank < 0) {
    for (let p = 0; p < state.pileCount; p++) if (state.length[p] > 0) out[at++] = playMove(p, 0);
    return at - start;
  }
  for (let p = 0; p < state.pileCount; p++) {
    const rank = state.top(p);
    if (rank < 0) continue;
    let emptyOffered = false;
    const first = at;
    for (let f = 0; f < FOUNDATION_COUNT; f++) {
      if (state.need(f) !== rank) continue;
      const height = state.height[f];
      if (height === 0) {
        if (emptyOffered) continue;
        emptyOffered = true;
      }
      if (interchangeable && sameHeightListed(state, out, first, at, height)) continue;
      out[at++] = playMove(p, f);
    }
  }
  return at - start;
}

function sameHeightListed(state: Seed001State, out: Int32Array, from: number, to: number, height: number): boolean {
  for (let i = from; i < to; i++) if (state.height[moveFoundation(out[i])] === height) return true;
  return false;
}

/**
 * The undo record of a deal: the pile picked up (−1 when the hand already held cards), the redeals used and the next
 * position before it, and the number of cards dealt; packed in one integer.
 */
export function deal(state: Seed001State): number {
  const n = state.pileCount;
  const oldRedeals = state.redealsDone;
  const oldPosition = state.nextPosition;
  let picked = -1;
  if (state.handLength === 0) {
    const index = nextRedealIndex(state);
    if (index < 0) throw new Error('no redeal remains');
    picked = state.rules.order[index];
    // Picked up and turned over: the pile's former bottom card becomes the hand's top, dealt first.
    while (state.length[picked] > 0) state.pushHand(state.pop(picked));
    state.redealsDone = index + 1;
    state.nextPosition = state.rules.start[index];
  }
  const count = Math.min(n, state.handLength);
  let position = state.nextPosition;
  for (let i = 0; i < count; i++) {
    state.push(position, state.popHand());
    position = position + 1 === n ? 0 : position + 1;
  }
  state.nextPosition = state.handLength === 0 ? 0 : position;
  return (picked + 1) | (oldRedeals << 4) | (oldPosition << 10) | (count << 14);
}

/** Undoes a deal from its undo record. */
export function undeal(state: Seed001State, undo: number): void {
  const n = state.pileCount;
  const picked = (undo & 15) - 1;
  const oldRedeals = (undo >> 4) & 63;
  const oldPosition = (undo >> 10) & 15;
  const count = undo >> 14;
  const first = picked >= 0 ? state.rules.start[state.redealsDone - 1] : oldPosition;
  let position = (first + count - 1) % n;
  for (let i = 0; i < count; i++) {
    state.pushHand(state.pop(position));
    position = position === 0 ? n - 1 : position - 1;
  }
  if (picked >= 0) while (state.handLength > 0) state.push(picked, state.popHand());
  state.redealsDone = oldRedeals;
  state.nextPosition = oldPosition;
}

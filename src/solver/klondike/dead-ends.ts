/**
 * Rule L of the fast Klondike solver (docs/solver.md, "Rule L — positions proved lost by a relaxation"): a position
 * is lost when some card cannot reach its foundation even in a relaxed game where every card that could ever be free
 * is free at once. The relaxed game is a least fixpoint of four facts per card, each implied by the facts of earlier
 * events in any real line of play:
 *
 * - TOP(c): c is, at some time, the top card of its pile — a column card once the card now directly on it moves off
 *   as the head of a run (HEAD); a talon card when draws bring it to the waste top now (computeReach), or once the
 *   talon card after it can be played (playing it leaves this one on top), or once some talon card before it can be
 *   played (it then lies elsewhere in the talon: over-approximated as reached);
 * - HEAD(y): a column card y moves as the head of a run (or alone): to its foundation (y is a TOP and its suit's rank
 *   − 1 is UP), onto a target (a card of rank + 1 and the other colour that is AVAIL, other than the card y lies on),
 *   or into a gap (a gap can be made, and y is a King or, under `kings-first`, all four Kings can be placed); a
 *   face-down card only once it is a TOP, and under whole-run rules only the lowest face-up card (or a face-down one);
 * - AVAIL(t): t is, at some time, the top of a column, so a card can go onto it: a column card once it is a TOP; a
 *   talon card that is a TOP, or (cards may come back) a card on its foundation, when it can go into a column itself
 *   (onto an AVAIL target or into a gap);
 * - UP(c): c reaches its foundation: its rank − 1 is UP and c is a TOP.
 *
 * A gap can be made once some column's bottom card can leave other than into a gap (to its foundation or onto a
 * target), or when a column is empty. A King is placed when UP, at the bottom of its column, moved as a HEAD (into a
 * gap), or, from the talon, AVAIL (a gap can take it).
 *
 * The facts are kept as bit sets, 13 bits a suit (bit r − 1 for rank r), so most of a pass is a few operations a suit;
 * only TOP and HEAD within a column are found card by card, down each column in one sweep.
 */
import { OPPOSITE_A, OPPOSITE_B, RANK, SUIT } from './cards.js';
import { computeReach } from './generate.js';
import { STRIDE, type KlondikeState } from './state.js';

const ALL = 0x1fff;
const KING = 0x1000;

/** The relaxation's bit sets by suit, reused from one position to the next. */
export class DeadEndScratch {
  readonly column = new Int32Array(4);
  readonly talon = new Int32Array(4);
  readonly faceDown = new Int32Array(4);
  readonly mayHead = new Int32Array(4);
  /** Cards lying on their first (second) target, the card of rank + 1 in suit OPPOSITE_A (OPPOSITE_B). */
  readonly onFirst = new Int32Array(4);
  readonly onSecond = new Int32Array(4);
  readonly top = new Int32Array(4);
  readonly head = new Int32Array(4);
  readonly avail = new Int32Array(4);
  readonly up = new Int32Array(4);
  readonly headFree = new Int32Array(4);
  readonly headIfTop = new Int32Array(4);
  readonly targetAny = new Int32Array(4);
  readonly playable = new Int32Array(4);
  /** The talon positions within reach now (computeReach) and, by talon index, whether the card is within reach. */
  readonly reach = new Int32Array(64);
  readonly reachable = new Uint8Array(24);
}

/** True when the relaxation proves the position lost: some card can never reach its foundation. */
export function provedLost(state: KlondikeState, scratch: DeadEndScratch): boolean {
  const { column, talon, faceDown, mayHead, onFirst, onSecond, top, head, avail, up, headFree, headIfTop, targetAny, playable } = scratch;
  let gapExists = false;
  for (let s = 0; s < 4; s++) {
    column[s] = 0;
    talon[s] = 0;
    faceDown[s] = 0;
    mayHead[s] = 0;
    onFirst[s] = 0;
    onSecond[s] = 0;
    top[s] = 0;
    head[s] = 0;
    avail[s] = 0;
    up[s] = (1 << state.foundation[s]) - 1;
  }
  const cards = state.column;
  for (let i = 0; i < 7; i++) {
    const length = state.length[i];
    if (length === 0) gapExists = true;
    const down = state.faceDown[i];
    const base = i * STRIDE;
    for (let k = 0; k < length; k++) {
      const card = cards[base + k];
      const suit = SUIT[card];
      const bit = 1 << (RANK[card] - 1);
      column[suit] |= bit;
      if (k < down) faceDown[suit] |= bit;
      if (state.partialMoves || k <= down) mayHead[suit] |= bit;
      if (k > 0) {
        const below = cards[base + k - 1];
        if (RANK[below] === RANK[card] + 1) {
          if (SUIT[below] === OPPOSITE_A[suit]) onFirst[suit] |= bit;
          else if (SUIT[below] === OPPOSITE_B[suit]) onSecond[suit] |= bit;
        }
      }
    }
    if (length > 0) {
      const card = cards[base + length - 1];
      top[SUIT[card]] |= 1 << (RANK[card] - 1);
    }
  }
  const talonLength = state.talonLength;
  const reach = scratch.reach;
  const reachCount = computeReach(state, reach);
  const reachable = scratch.reachable;
  reachable.fill(0, 0, talonLength);
  for (let k = 0; k < reachCount; k++) reachable[(reach[k] & 63) - 1] = 1;
  for (let t = 0; t < talonLength; t++) {
    const card = state.talon[t];
    const bit = 1 << (RANK[card] - 1);
    talon[SUIT[card]] |= bit;
    if (reachable[t]) top[SUIT[card]] |= bit;
  }
  const comeBack = state.foundationToTableau;
  let kingsPlaceable = false;
  let settled = 0;
  for (;;) {
    let changed = false;
    const gapOk = gapExists ? (kingsPlaceable ? ALL : KING) : 0;
    for (let s = 0; s < 4; s++) {
      const first = avail[OPPOSITE_A[s]] >>> 1;
      const second = avail[OPPOSITE_B[s]] >>> 1;
      const targetOk = (first & ~onFirst[s]) | (second & ~onSecond[s]);
      targetAny[s] = first | second;
      const leaves = mayHead[s] & (gapOk | targetOk);
      headFree[s] = leaves & ~faceDown[s];
      headIfTop[s] = ((up[s] << 1) | 1) | leaves;
    }
    // TOP and HEAD down each column: a card is a TOP once the card on it is a HEAD. A column whose cards are all
    // TOPs and HEADs has nothing more to give.
    for (let i = 0; i < 7; i++) {
      if ((settled >> i) & 1) continue;
      const base = i * STRIDE;
      let headAbove = true; // the column top: nothing lies on it
      let open = false;
      const down = state.faceDown[i];
      for (let k = state.length[i] - 1; k >= 0; k--) {
        const card = cards[base + k];
        const suit = SUIT[card];
        const bit = 1 << (RANK[card] - 1);
        if (headAbove && (top[suit] & bit) === 0) {
          top[suit] |= bit;
          changed = true;
        }
        const isTop = (top[suit] & bit) !== 0;
        if ((head[suit] & bit) === 0 && ((headFree[suit] & bit) !== 0 || (isTop && (headIfTop[suit] & bit) !== 0))) {
          head[suit] |= bit;
          changed = true;
        }
        headAbove = (head[suit] & bit) !== 0;
        if (!headAbove || !isTop) open = true;
        // A face-down card is a HEAD only once it is a TOP: below a card that is no HEAD, nothing changes this round.
        if (!headAbove && k <= down) break;
      }
      if (!open) settled |= 1 << i;
    }
    // TOP of talon cards: within reach now; or the next card (at its place then) is played, making it the waste
    // top; or a card before it is played, shifting it (over-approximated: then it may be reached).
    if (talonLength > 0) {
      // A talon card can be played once it is a TOP that can go up, onto a target or into a gap.
      for (let s = 0; s < 4; s++) playable[s] = ((up[s] << 1) | 1) | gapOk | targetAny[s];
      const talonCards = state.talon;
      let firstPlayed = talonLength;
      for (let t = 0; t < talonLength; t++) {
        const card = talonCards[t];
        if ((top[SUIT[card]] & playable[SUIT[card]] & (1 << (RANK[card] - 1))) !== 0) {
          firstPlayed = t;
          break;
        }
      }
      let nextPlayed = false;
      for (let t = talonLength - 1; t >= 0; t--) {
        const card = talonCards[t];
        const suit = SUIT[card];
        const bit = 1 << (RANK[card] - 1);
        if ((top[suit] & bit) === 0 && (nextPlayed || t > firstPlayed)) {
          top[suit] |= bit;
          changed = true;
        }
        nextPlayed = (top[suit] & playable[suit] & bit) !== 0;
      }
    }
    let allUp = true;
    for (let s = 0; s < 4; s++) {
      // UP is a prefix of the suit: the foundation, then every TOP (or talon card) in rank order without a break.
      const reach = up[s] | top[s];
      const nextUp = ((reach + 1) & ~reach) - 1;
      if (nextUp !== up[s]) {
        up[s] = nextUp;
        changed = true;
      }
      if (nextUp !== ALL) allUp = false;
      const source = (talon[s] & top[s]) | (comeBack ? up[s] & ~column[s] : 0);
      const nextAvail = avail[s] | (top[s] & column[s]) | (source & (gapOk | targetAny[s]));
      if (nextAvail !== avail[s]) {
        avail[s] = nextAvail;
        changed = true;
      }
    }
    if (allUp) return false;
    if (!gapExists) {
      for (let i = 0; i < 7 && !gapExists; i++) {
        const card = cards[i * STRIDE];
        const suit = SUIT[card];
        const bit = 1 << (RANK[card] - 1);
        const isTop = (top[suit] & bit) !== 0;
        const toFoundation = isTop && (((up[suit] << 1) | 1) & bit) !== 0;
        const ontoTarget = (targetAny[suit] & bit) !== 0 && (isTop || (faceDown[suit] & bit) === 0);
        if (toFoundation || ontoTarget) {
          gapExists = true;
          changed = true;
        }
      }
    }
    if (state.kingsFirst && gapExists && !kingsPlaceable) {
      kingsPlaceable = true;
      for (let s = 0; s < 4; s++) {
        const placed = (up[s] | head[s] | (talon[s] & avail[s])) & KING;
        if (placed === 0 && !((column[s] & KING) !== 0 && kingAtBottom(state, s * 13 + 12))) kingsPlaceable = false;
      }
      if (kingsPlaceable) changed = true;
    }
    if (!changed) return true;
  }
}

/** True when `king` lies at the bottom of a column. */
function kingAtBottom(state: KlondikeState, king: number): boolean {
  for (let i = 0; i < 7; i++) if (state.length[i] > 0 && state.column[i * STRIDE] === king) return true;
  return false;
}

/**
 * Rule M of the seed-001 fast solver (docs/solvers/moving-shops-artless-percentages.md): a choice between two
 * foundations made later, when it first matters (Artless and Percentages).
 *
 * A card of rank r that two foundations F and G take (different bases, so different heights) may go onto either; let
 * F be the longer (more cards still to take, so its last rank b_F − 1 comes after G's last rank b_G − 1). Position A
 * (onto F) and position B (onto G) differ only in which of the two needs r + 1 and which still needs r. One position,
 * A with F and G *paired*, stands for both:
 * - *normal*: while neither of the two is completed in A or B, every play available in one is available in the other
 *   (the needs are the same multiset), with F and G exchanged, and so is every deal;
 * - the front foundation (F in A, G in B) takes b_G − 1: in B, G is complete; in A, F goes on and needs b_G. The pair
 *   becomes a *window* (recognised by F needing b_G): A can do all B can, and besides put a card of rank b_G onto F;
 * - in the window a card of rank b_G onto F resolves the pair to A (UNPAIR); a deal that B may make and A may not (A's
 *   only plays are such cards) resolves it to B (`DEAL | mask`: G complete, F where G stood); when the rear one takes
 *   b_G − 1, A and B become the same position (G complete in A, F needing b_G in both);
 * - a pair also ends when its two foundations come to need the same rank (A and B are then the same position).
 */
import { DEAL, PAIR, PLAIN, UNPAIR, listPlays, moveFoundation, playMove } from './moves.js';
import { FOUNDATION_COUNT, FOUNDATION_SIZE, RANK_COUNT, rankAfter } from './rules.js';
import type { Seed001State } from './state.js';

/** True when foundation f is the front of a window (its partner's base is the rank f needs). */
export function isWindowFront(state: Seed001State, f: number): boolean {
  const g = state.partner[f];
  return g >= 0 && state.need(f) === state.base[g];
}

/** The plays listed by the last `listPlaysPruned`: the window fronts they go onto (bit mask), and how many go elsewhere. */
export const lastListing = { frontMask: 0, otherPlays: 0 };

/**
 * Writes the plays of the position with the rules E, L and M that are on into `out` from `at`; returns how many.
 * Moving Shops: the engine's plays, with rule E (`interchangeable`) one foundation of each height. Artless and
 * Percentages: for each pile's top card of rank r, the foundations taking r, lowest (longest) first; with rule E
 * unpaired foundations of equal height count once; with `lowestOnly` (the last phase, where no deal is left: rule L;
 * or a heuristic search) only the lowest of the unpaired ones (all of that height without rule E); otherwise, with
 * `pairs` (rule M), two unpaired foundations of different heights and no paired one give one PAIR move (not when the
 * card completes the shorter one); a window front gives an UNPAIR move.
 */
export function listPlaysPruned(state: Seed001State, out: Int32Array, at: number, lowestOnly: boolean, pairs: boolean, ignorePairs: boolean, interchangeable: boolean): number {
  lastListing.frontMask = 0;
  lastListing.otherPlays = 0;
  if (state.rules.choosesBase) {
    const count = listPlays(state, out, at, interchangeable);
    lastListing.otherPlays = count;
    return count;
  }
  const start = at;
  for (let p = 0; p < state.pileCount; p++) {
    const rank = state.top(p);
    if (rank < 0) continue;
    let mask = state.needers[rank];
    if (mask === 0) continue;
    const first = at;
    let unpaired = 0;
    let paired = 0;
    let lowest = -1;
    while (mask !== 0) {
      const f = 31 - Math.clz32(mask & -mask);
      mask &= mask - 1;
      if (state.partner[f] >= 0 && !ignorePairs) {
        paired++;
        if (isWindowFront(state, f)) {
          out[at++] = playMove(p, f, UNPAIR);
          lastListing.frontMask |= 1 << f;
        } else {
          out[at++] = playMove(p, f, PLAIN);
          lastListing.otherPlays++;
        }
        continue;
      }
      if (interchangeable && unpaired > 0 && sameHeightListed(state, out, first, at, f, ignorePairs)) continue;
      if (lowest < 0 || state.height[f] < state.height[lowest]) lowest = f;
      unpaired++;
      lastListing.otherPlays++;
      out[at++] = playMove(p, f, PLAIN);
    }
    if (at - first < 2) continue;
    sortByHeight(state, out, first, at);
    if (unpaired < 2) continue;
    if (lowestOnly) {
      const end = keepOnly(state, out, first, at, lowest, ignorePairs);
      lastListing.otherPlays -= at - end;
      at = end;
    } else if (pairs && unpaired === 2 && paired === 0) {
      // Not when the card would complete the shorter one: the two positions differ at once. Not two foundations of
      // one height (rule E off lists both): they are alike, not a choice to put off.
      const other = moveFoundation(out[first]) === lowest ? moveFoundation(out[first + 1]) : moveFoundation(out[first]);
      if (rankAfter(rank) === state.base[other] || state.height[other] === state.height[lowest]) continue;
      out[first] = playMove(p, lowest, PAIR, other);
      at = first + 1;
      lastListing.otherPlays--;
    }
  }
  return at - start;
}

/** Sorts the plays `out[from .. to)` of one card by the height of their foundations, lowest (longest) first. */
function sortByHeight(state: Seed001State, out: Int32Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const move = out[i];
    const height = state.height[moveFoundation(move)];
    let j = i - 1;
    while (j >= from && state.height[moveFoundation(out[j])] > height) {
      out[j + 1] = out[j];
      j--;
    }
    out[j + 1] = move;
  }
}

/** True when an unpaired foundation of f's height is already listed in `out[from .. to)` (rule E). */
function sameHeightListed(state: Seed001State, out: Int32Array, from: number, to: number, f: number, ignorePairs: boolean): boolean {
  for (let i = from; i < to; i++) {
    const g = moveFoundation(out[i]);
    if ((state.partner[g] < 0 || ignorePairs) && state.height[g] === state.height[f]) return true;
  }
  return false;
}

/**
 * Drops the PLAIN moves onto unpaired foundations higher than `lowest` from `out[from .. to)` (with rule E there is
 * one of each height); returns the new end.
 */
function keepOnly(state: Seed001State, out: Int32Array, from: number, to: number, lowest: number, ignorePairs: boolean): number {
  let end = from;
  for (let i = from; i < to; i++) {
    const f = moveFoundation(out[i]);
    if ((state.partner[f] < 0 || ignorePairs) && state.height[f] !== state.height[lowest]) continue;
    out[end++] = out[i];
  }
  return end;
}

/** The deal that resolves the windows of `frontMask` to their second positions first. */
export function resolvingDeal(frontMask: number): number {
  return DEAL | frontMask;
}

/**
 * Resolves each window whose front foundation is in `mask` to its second position (B): the rear foundation is the one
 * that completed, the front one stands where the rear stood. Returns the heights before (4 bits a foundation); the
 * partners of `mask`'s fronts are written to `partners[offset + front]`, for `unresolve`.
 */
export function resolve(state: Seed001State, mask: number, partners: Int32Array, offset: number): number {
  let heights = 0;
  for (let f = 0; f < FOUNDATION_COUNT; f++) heights |= state.height[f] << (4 * f);
  for (let f = 0; f < FOUNDATION_COUNT; f++) {
    if ((mask & (1 << f)) === 0) continue;
    const g = state.partner[f];
    partners[offset + f] = g;
    const rearNeed = state.need(g);
    state.unpair(f);
    state.setHeight(g, FOUNDATION_SIZE);
    state.setHeight(f, (rearNeed - state.base[f] + RANK_COUNT) % RANK_COUNT);
  }
  return heights;
}

/** Undoes `resolve(state, mask, partners)` from the heights it returned. */
export function unresolve(state: Seed001State, mask: number, heights: number, partners: Int32Array, offset: number): void {
  for (let f = 0; f < FOUNDATION_COUNT; f++) {
    if ((mask & (1 << f)) === 0) continue;
    const g = partners[offset + f];
    state.setHeight(f, (heights >>> (4 * f)) & 15);
    state.setHeight(g, (heights >>> (4 * g)) & 15);
    state.pair(f, g);
  }
}

/**
 * Rule Q of the seed-001 fast solver (docs/solvers/moving-shops-artless-percentages.md): quotas per rank, a proof of
 * loss from counting, for the game (search.ts) and for the lazy game (lazy.ts).
 *
 * A card of rank s goes up only onto a foundation (a token, in the lazy game) needing s, and a foundation comes to need
 * s only when a card of rank s − 1 goes onto it (a completed foundation, or a token struck off at a deal, takes nothing
 * more). So from now on, at every moment, the cards played since, f_s of each rank s, satisfy the quota
 * f_s ≤ N_s + f_{s−1} (N_s: the foundations needing s now). Take a card X of rank r in a pile that no redeal picks up
 * again (a *fixed* pile). The cards that go up before X are, in each fixed pile, the cards above some depth (a pile
 * gives up its cards from the top; cards dealt onto it later only add to what must go first), in X's own pile at least
 * the cards above X and none at or below it, plus any cards of the hand and of piles still to be redealt; and when X
 * goes up a foundation needs r: f_r + 1 ≤ N_r + f_{r−1}. Lower bounds on those counts (`least`) and on the fixed
 * piles' depths are raised until nothing changes:
 * - quotas: least_{s−1} ≥ least_s − N_s (+1 at r);
 * - a fixed pile must give what the other sources (the hand, piles to be redealt, the other fixed piles down to their
 *   bottom, X's pile above X) cannot: down to its k-th card of rank s from the top, and every card above it counts;
 * - nesting: a card W that goes up before X (above X in its pile, or forced in from another pile) had its own bounds,
 *   found earlier in the same call; they hold before X too, with W counted. When W's bounds need X's pile at or
 *   below X, X and W each need the other first.
 * When a bound on rank s passes the cards of rank s that can go up before X, no line plays X, and the position (every
 * line of which must play X) is lost.
 */
import { RANK_COUNT } from './rules.js';
import { STRIDE, type Seed001State } from './state.js';

const MAX_PILES = 10;
/** Per rank: the least count gone up before X; the cards forced in so far; the cards of the rank not at or below X. */
const least = new Int32Array(RANK_COUNT);
const forced = new Int32Array(RANK_COUNT);
const supply = new Int32Array(RANK_COUNT);
/** Per fixed pile and rank: its cards. */
const totals = new Int32Array(MAX_PILES * RANK_COUNT);
/** Per pile: the forced depth (cards from the top). */
const depth = new Int32Array(MAX_PILES);
/** Per rank: the most cards of it one fixed pile holds, that pile, and the most another pile holds. */
const most = new Int32Array(RANK_COUNT);
const mostPile = new Int32Array(RANK_COUNT);
const second = new Int32Array(RANK_COUNT);
/** Per card (pile · STRIDE + index): the call that found its bounds, and the bounds (before it goes up). */
const knownIn = new Int32Array(MAX_PILES * STRIDE);
const cardLeast = new Int32Array(MAX_PILES * STRIDE * RANK_COUNT);
const cardDepth = new Int32Array(MAX_PILES * STRIDE * MAX_PILES);
let call = 0;
/**
 * The ranks (bit masks) whose bound rose since their rules were last applied: `quotaDirty`, the quota from the rank to
 * the one below; `forceDirty`, the forcing of the rank. Every rule is monotone (a bound that did not rise, with supply
 * and depths that only grew, asks nothing new), so only these need looking at again: the same fixpoint as applying
 * every rule to every rank until nothing changes, at a fraction of the cost
 * (docs/solvers/moving-shops-artless-percentages.md, rule Q).
 */
let quotaDirty = 0;
let forceDirty = 0;

/** Raises the bound on rank s to `value` (more than it was) and marks the rank's rules to be applied again. */
function raise(s: number, value: number): void {
  least[s] = value;
  quotaDirty |= 1 << s;
  forceDirty |= 1 << s;
}

/**
 * Rule Q: false when some card of a fixed pile (`fixed`, a bit mask of piles; see moves.ts `fixedPiles`) can never go up
 * because the cards that must go up before it ask more of some rank than the quotas allow; true otherwise.
 * `tokens[s]`: the foundations (lazy game: tokens) needing rank s now — counting more than there are only weakens the
 * test, counting fewer would be wrong.
 */
export function quotasHold(state: Seed001State, tokens: Int32Array, fixed: number): boolean {
  const n = state.pileCount;
  countPiles(state, fixed);
  call++;
  for (let p = 0; p < n; p++) {
    const length = state.length[p];
    if ((fixed & (1 << p)) === 0 || length === 0) continue;
    for (let s = 0; s < RANK_COUNT; s++) {
      supply[s] = state.remaining[s];
      least[s] = 0;
      forced[s] = 0;
    }
    for (let q = 0; q < n; q++) depth[q] = 0;
    // Every bound 0: every rule holds (a quota asks at most 0 − tokens).
    quotaDirty = 0;
    forceDirty = 0;
    const base = p * STRIDE;
    for (let i = 0; i < length; i++) supply[state.piles[base + i]]--;
    // X from the top down; the bounds found for the card above X are where X's start (nesting).
    for (let i = length - 1; i >= 0; i--) {
      const rank = state.piles[base + i];
      if (!mayGoUp(state, tokens, fixed, p, rank)) return false;
      const card = base + i;
      knownIn[card] = call;
      // Copied by hand: TypedArray set() costs more than its 13 entries on arrays this small.
      for (let s = 0, at = card * RANK_COUNT; s < RANK_COUNT; s++) cardLeast[at + s] = least[s];
      for (let q = 0, at = card * MAX_PILES; q < n; q++) cardDepth[at + q] = depth[q];
      // X goes up before the next card: counted, and no longer below it.
      supply[rank]++;
      depth[p]++;
      const counted = ++forced[rank] > least[rank] + 1 ? forced[rank] : least[rank] + 1;
      raise(rank, counted);
    }
  }
  return true;
}

/** `totals` of the fixed piles, and per rank the two largest (`most`, `mostPile`, `second`). */
function countPiles(state: Seed001State, fixed: number): void {
  const n = state.pileCount;
  totals.fill(0);
  most.fill(0);
  second.fill(0);
  mostPile.fill(-1);
  for (let q = 0; q < n; q++) {
    if ((fixed & (1 << q)) === 0) continue;
    const base = q * STRIDE;
    for (let i = 0; i < state.length[q]; i++) totals[q * RANK_COUNT + state.piles[base + i]]++;
    for (let s = 0; s < RANK_COUNT; s++) {
      const count = totals[q * RANK_COUNT + s];
      if (count > most[s]) {
        second[s] = most[s];
        most[s] = count;
        mostPile[s] = q;
      } else if (count > second[s]) {
        second[s] = count;
      }
    }
  }
}

/**
 * The fixpoint of the module's comment for the card X of rank `rank` in fixed pile `p`, from the bounds in `least`,
 * `forced` and `depth` (`supply` set for X): false when it fails; else the bounds are left for the next card.
 */
function mayGoUp(state: Seed001State, tokens: Int32Array, fixed: number, p: number, rank: number): boolean {
  const n = state.pileCount;
  // X's own +1 on its rank's quota.
  quotaDirty |= 1 << rank;
  for (;;) {
    // Quotas, down the ranks from each one whose bound rose, until none rises.
    while (quotaDirty !== 0) {
      const s = 31 - Math.clz32(quotaDirty & -quotaDirty);
      quotaDirty &= quotaDirty - 1;
      const below = s === 0 ? RANK_COUNT - 1 : s - 1;
      const wanted = least[s] + (s === rank ? 1 : 0) - tokens[s];
      if (wanted > least[below]) {
        if (wanted > supply[below]) return false;
        raise(below, wanted);
      }
    }
    if (forceDirty === 0) return true;
    // A fixed pile must give what the other sources cannot.
    const ranks = forceDirty;
    forceDirty = 0;
    for (let rest = ranks; rest !== 0; rest &= rest - 1) {
      const s = 31 - Math.clz32(rest & -rest);
      if (least[s] <= forced[s]) continue;
      // Bounds brought in by nesting were found with other cards free: checked here (and the scan below stays in q).
      if (least[s] > supply[s]) return false;
      if (least[s] <= supply[s] - (mostPile[s] === p ? second[s] : most[s])) continue;
      for (let q = 0; q < n; q++) {
        if ((fixed & (1 << q)) === 0 || q === p) continue;
        const mine = least[s] - (supply[s] - totals[q * RANK_COUNT + s]);
        if (mine <= 0) continue;
        const top = q * STRIDE + state.length[q] - 1;
        let seen = 0;
        let d = 0;
        while (seen < mine) if (state.piles[top - d++] === s) seen++;
        if (d <= depth[q]) continue;
        if (!deepen(state, p, q, d)) return false;
      }
    }
  }
}

/**
 * Forces pile q (not X's pile p) down to depth d, counting its cards. When the deepest card forced, Z, has bounds from
 * this call, they hold before X too (Z goes up before X), with Z counted; its depths are forced in turn. False when
 * they reach X or below in X's pile: Z needs X up first, and X needs Z.
 */
function deepen(state: Seed001State, p: number, q: number, d: number): boolean {
  const n = state.pileCount;
  const top = q * STRIDE + state.length[q] - 1;
  for (let k = depth[q]; k < d; k++) {
    const card = state.piles[top - k];
    if (++forced[card] > least[card]) raise(card, forced[card]);
  }
  depth[q] = d;
  const z = top - (d - 1);
  if (knownIn[z] !== call) return true;
  const zRank = state.piles[z];
  for (let s = 0; s < RANK_COUNT; s++) {
    const bound = cardLeast[z * RANK_COUNT + s] + (s === zRank ? 1 : 0);
    if (bound > least[s]) raise(s, bound);
  }
  for (let other = 0; other < n; other++) {
    const wanted = cardDepth[z * MAX_PILES + other];
    if (wanted <= depth[other]) continue;
    if (other === p) return false;
    if (!deepen(state, p, other, wanted)) return false;
  }
  return true;
}

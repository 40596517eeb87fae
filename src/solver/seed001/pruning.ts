/**
 * Pruning rules of the seed-001 fast solver (docs/solvers/moving-shops-artless-percentages.md, where each rule has its
 * argument). All of them act on the plays of one position, listed by `listPlays` (moves.ts):
 *
 * - Rule C, a certain play: a card X of rank r that can go up and that no other card can keep from going up before
 *   the next deal — in Moving Shops when the foundations of X's height are at least as many as the rank-r cards in the
 *   piles; in Artless and Percentages when every foundation still to take a rank r takes it now. Only X's plays are
 *   tried.
 * - Rule P, a persistent set of ranks: only the plays of the smallest set of ranks that no play outside it can bring to
 *   the top or make playable (`onlyRanks`).
 * Each is on or off as the search's switches say (pruning-rules.ts). Rules E, L and M are in the listing (pairs.ts).
 */
import { UNPAIR, fixedPiles, moveKind, movePile } from './moves.js';
import { isWindowFront } from './pairs.js';
import { STRIDE, type Seed001State } from './state.js';
import { RANK_COUNT, rankAfter } from './rules.js';
import type { Reach } from './reach.js';
import type { Seed001RuleSwitches } from './pruning-rules.js';

/**
 * Reduces the plays listed at `moves[at .. at + count)` (every play of the position, rules E, L, M applied) to the
 * ones worth trying, by rules C and P as `rules` says, and orders them; returns their number (they are moved to the
 * front of the range).
 */
export function choosePlays(state: Seed001State, moves: Int32Array, at: number, count: number, reach: Reach, rules: Readonly<Pick<Seed001RuleSwitches, 'C' | 'P'>>, lastPhase: boolean, random: Int32Array): number {
  if (state.rules.choosesBase && state.baseRank < 0) return orderPlays(state, moves, at, count, random, 0);
  if (count === 1) return 1;
  if (!rules.C && !rules.P) return orderPlays(state, moves, at, count, random, neededRanks(state));
  // Rule C: the cheap form first (every rank-r card counts as coming up); the fixpoint only when it finds none. The
  // fixpoint is rule P's too (`belowTop`), so it runs for P without C.
  let certain = rules.C ? certainPlay(state, moves, at, count, -1) : -1;
  if (certain < 0) {
    let candidates = 0;
    exposed.fill(0);
    for (let p = 0; p < state.pileCount; p++) if (state.length[p] > 0) exposed[state.top(p)]++;
    for (let i = at; i < at + count; i++) candidates |= 1 << state.top(movePile(moves[i]));
    reach.compute(candidates, exposed);
    if (rules.C && reach.certain !== 0) certain = certainPlay(state, moves, at, count, reach.certain);
  }
  if (certain >= 0) return keepPile(moves, at, count, movePile(moves[certain]));
  if (!rules.P) return orderPlays(state, moves, at, count, random, neededRanks(state));
  let witnesses = 0;
  let enabled = 0;
  for (let i = at; i < at + count; i++) {
    const rank = state.top(movePile(moves[i]));
    enabled |= 1 << rank;
    if (moveKind(moves[i]) !== UNPAIR || lastPhase) witnesses |= 1 << rank;
  }
  // A foundation not taking a rank r now comes to take it when a card of rank r − 1 goes onto it: then a play of r
  // may go onto either, and played first it goes onto the one taking r now (rule P, (c) below). Not in Moving Shops:
  // there every foundation has the one base, so the two have one height then and are alike (rule E).
  const fed = state.rules.choosesBase ? 0 : ((reach.upRanks << 1) | (reach.upRanks >>> (RANK_COUNT - 1))) & ((1 << RANK_COUNT) - 1);
  return orderPlays(state, moves, at, onlyRanks(state, moves, at, count, reach, witnesses, enabled, fed), random, neededRanks(state));
}

/** Keeps the plays of the card on `pile` (in their order); returns their number. */
export function keepPile(moves: Int32Array, at: number, count: number, pile: number): number {
  let kept = 0;
  for (let i = at; i < at + count; i++) if (movePile(moves[i]) === pile) moves[at + kept++] = moves[i];
  return kept;
}

/**
 * Rule C: the index of a play whose card is certain to go up before the next deal (the one with the fewest targets),
 * or −1. A card X of rank r is certain when fewer other rank-r cards can go up before the next deal than foundations
 * take r now (so one of them still takes X when nothing else plays), and, in Artless and Percentages, no other
 * foundation can come to take r before the next deal (so X goes onto a foundation that takes it now).
 */
function certainPlay(state: Seed001State, moves: Int32Array, at: number, count: number, certainRanks: number): number {
  let best = -1;
  let bestTargets = 99;
  let previousPile = -1;
  for (let i = at; i < at + count; i++) {
    const pile = movePile(moves[i]);
    if (pile === previousPile) continue;
    previousPile = pile;
    const rank = state.top(pile);
    if (certainRanks < 0) {
      // Every rank-r card in the piles may come up, and every foundation still to take r may come to need it.
      const needing = takersNow(state, rank);
      if (state.inPiles[rank] > needing) continue;
      if (!state.rules.choosesBase && state.remaining[rank] !== needing) continue;
    } else if ((certainRanks & (1 << rank)) === 0) {
      continue;
    }
    let targets = 0;
    for (let j = i; j < at + count && movePile(moves[j]) === pile; j++) targets++;
    if (targets < bestTargets) {
      best = i;
      bestTargets = targets;
      if (targets === 1) break;
    }
  }
  return best;
}

/** The foundations taking `rank` now in every position the state stands for (a window front counts in one only: rule M). */
function takersNow(state: Seed001State, rank: number): number {
  let mask = state.needers[rank];
  let count = 0;
  while (mask !== 0) {
    const f = 31 - Math.clz32(mask & -mask);
    mask &= mask - 1;
    if (!isWindowFront(state, f)) count++;
  }
  return count;
}

/** Scratch: the score of each play being ordered. */
const scores = new Int32Array(128);

/**
 * Move order (never changes a verdict), by card, the plays of one card kept together and in their order (lowest
 * foundation first): with `random` (a xorshift state, not 0) a random order (restarts); else first the cards of piles
 * no redeal will pick up again, then those whose next card is wanted now (a rank in `needed`, or the next rank of the
 * card itself), then the taller piles. Measured on deals 5001–5060 of Percentages' narrow reading, the heuristic
 * search finds its wins in a median of about 600 states this way, against about 7,400 in pile order.
 */
export function orderPlays(state: Seed001State, moves: Int32Array, at: number, count: number, random: Int32Array, needed: number): number {
  if (count < 2) return count;
  let previousPile = -1;
  let score = 0;
  const fixed = fixedPiles(state);
  for (let i = 0; i < count; i++) {
    const pile = movePile(moves[at + i]);
    if (pile !== previousPile) {
      previousPile = pile;
      if (random[0] !== 0) {
        let x = random[0];
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        random[0] = x;
        score = x >>> 1;
      } else {
        const length = state.length[pile];
        const under = length > 1 ? state.piles[pile * STRIDE + length - 2] : -1;
        const top = state.top(pile);
        const wanted = under >= 0 && ((needed & (1 << under)) !== 0 || under === rankAfter(top)) ? 1 : 0;
        score = ((fixed >> pile) & 1) * 1000 + wanted * 500 + length;
      }
    }
    scores[i] = score;
  }
  // Stable insertion sort by score, descending.
  for (let i = 1; i < count; i++) {
    const move = moves[at + i];
    const value = scores[i];
    let j = i - 1;
    while (j >= 0 && scores[j] < value) {
      moves[at + j + 1] = moves[at + j];
      scores[j + 1] = scores[j];
      j--;
    }
    moves[at + j + 1] = move;
    scores[j + 1] = value;
  }
  return count;
}

/** The ranks (bit mask) some foundation takes now. */
export function neededRanks(state: Seed001State): number {
  let mask = 0;
  for (let rank = 0; rank < RANK_COUNT; rank++) if (state.needers[rank] !== 0) mask |= 1 << rank;
  return mask;
}

/** Scratch: plays per rank; cards on top per rank. */
const perRank = new Int32Array(13);
const exposed = new Int32Array(13);
const below = new Int32Array(10);

/**
 * Rule P: the plays of a set S of ranks, when it is persistent (docs/solvers/moving-shops-artless-percentages.md): S
 * holds a rank r0 with a play onto a foundation that is not a window front (so no deal is legal while that card is on
 * top), and is closed under (a) a pile holding, below its top, a card of a rank in S that may come up before the next
 * deal brings its top's rank into S, (b) a rank in S that no foundation takes now (not in `enabled`) brings the rank
 * below it (whose plays could make a foundation take it), and (c) a rank r in S of `fed` brings the rank below it.
 * `fed`: the ranks whose cards a play of the rank below may give another place to. In the game, a foundation that comes
 * to take r by a card of r − 1 is one more foundation a card of r may go onto, and the same play of r made first would
 * have to go onto one taking r now, whose remaining length differs (issue 30: Artless deal 2015 near the end of a
 * random playout, S = {A} for the Ace onto the foundation taking Aces now, where the win puts it onto the one a King
 * makes take Aces), so the game's `fed` is every rank of which the rank below may go up before the next deal (none in
 * Moving Shops, where foundations taking one rank are alike). Then no play outside S can bring a card of a rank in S to
 * the top, make one playable or change where it may go, and plays of different ranks commute: every stuck position and
 * every win stays reachable through a play of S first. Keeps the plays of the smallest such S (when smaller than all);
 * returns their number.
 */
export function onlyRanks(state: Seed001State, moves: Int32Array, at: number, count: number, reach: Reach, witnesses: number, enabled: number, fed: number): number {
  perRank.fill(0);
  for (let i = at; i < at + count; i++) perRank[state.top(movePile(moves[i]))]++;
  for (let p = 0; p < state.pileCount; p++) below[p] = state.length[p] > 1 ? reach.belowTop(p) : 0;
  let bestSet = 0;
  let bestCount = count;
  for (let r0 = 0; r0 < 13; r0++) {
    if ((witnesses & (1 << r0)) === 0) continue;
    let set = 1 << r0;
    for (let changed = true; changed; ) {
      changed = false;
      for (let p = 0; p < state.pileCount; p++) {
        if (state.length[p] === 0) continue;
        const top = state.top(p);
        if ((set & (1 << top)) === 0 && (below[p] & set) !== 0) {
          set |= 1 << top;
          changed = true;
        }
      }
      for (let rank = 0; rank < 13; rank++) {
        const under = rank === 0 ? 12 : rank - 1;
        if ((set & (1 << rank)) !== 0 && ((enabled & (1 << rank)) === 0 || (fed & (1 << rank)) !== 0) && (set & (1 << under)) === 0) {
          set |= 1 << under;
          changed = true;
        }
      }
    }
    let size = 0;
    for (let rank = 0; rank < 13; rank++) if ((set & (1 << rank)) !== 0) size += perRank[rank];
    if (size < bestCount) {
      bestCount = size;
      bestSet = set;
    }
  }
  if (bestSet === 0) return count;
  let kept = 0;
  for (let i = at; i < at + count; i++) if ((bestSet & (1 << state.top(movePile(moves[i])))) !== 0) moves[at + kept++] = moves[i];
  return kept;
}

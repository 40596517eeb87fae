/**
 * The pruning rules of the fast Klondike solver that look at single cards (docs/solvers/klondike.md, "Pruning rules"):
 * rule S (safe moves to the foundations, and with rule F no safe card back from its foundation), and the cheap test of
 * rule D that a parent swap can be used at once (else it is not generated). Rule V's test and the moves that use an
 * obligation are in uses.ts.
 */
import { OPPOSITE_A, OPPOSITE_B, RANK, SAME_COLOUR, SUIT, cardOf } from './cards.js';
import { type RuleSwitches, ruleSwitches } from '../rule-switches.js';
import { STRIDE, type KlondikeState } from './state.js';

/**
 * The pruning rules of the fast Klondike solver, by letter (docs/solvers/klondike.md, "Pruning rules"): S safe moves to
 * the foundations, G gaps interchangeable, P talon pointers that reach the same cards, T a pointer that reaches more
 * covers one that reaches less, D parent swaps, F no safe card back from its foundation, V vacating a column, L
 * positions proved lost by the relaxation (with its twins part and locks), K the stock moves folded in with at most one
 * recycle and none where the card is reached without one, A the arrangement of twins (with partial moves, positions
 * that differ only in which of two twins each face-up card lies on are one; it rests on rule D, so it is off when D is:
 * see `arrangementsOn`).
 */
export const KLONDIKE_RULES = ['S', 'G', 'P', 'T', 'D', 'F', 'V', 'L', 'K', 'A'] as const;
export type KlondikeRule = (typeof KLONDIKE_RULES)[number];
/** Which rules are on, one switch a rule (all off: the plain graph search of the engine's moves). */
export type KlondikeRuleSwitches = RuleSwitches<KlondikeRule>;

/** Every rule on when `pruning`, else every rule off; then the rules named in `off` off. Throws on an unknown name. */
export function klondikeRuleSwitches(pruning: boolean, off: readonly string[] = []): KlondikeRuleSwitches {
  return ruleSwitches('fast Klondike solver', KLONDIKE_RULES, pruning, off);
}

/**
 * Whether rule A reads the positions of a search: with partial moves only (any face-up card heads a movable run, which
 * is what makes a run's place among its twins free), and only with rule D, whose obligation tells the position after a
 * twin swap from the one before it (docs/solvers/klondike.md, rule A).
 */
export function arrangementsOn(rules: KlondikeRuleSwitches, partialMoves: boolean): boolean {
  return rules.A && rules.D && partialMoves;
}

/**
 * Rule S: an Ace always; another card of rank r when both foundations of the other colour hold r − 1 cards and, when
 * foundation cards may come back, the other foundation of its own colour holds r − 2.
 */
export function isSafe(state: KlondikeState, card: number): boolean {
  const rank = RANK[card];
  if (rank === 1) return true;
  const suit = SUIT[card];
  const foundation = state.foundation;
  if (foundation[OPPOSITE_A[suit]] < rank - 1 || foundation[OPPOSITE_B[suit]] < rank - 1) return false;
  if (state.foundationToTableau && foundation[SAME_COLOUR[suit]] < rank - 2) return false;
  return true;
}

/** True when `card` is among the talon cards within reach (`reach`, see computeReach in generate.ts). */
export function inReach(state: KlondikeState, card: number, reach: Int32Array, reachCount: number): boolean {
  for (let k = 0; k < reachCount; k++) if (state.talon[(reach[k] & 63) - 1] === card) return true;
  return false;
}

/**
 * Rule D: after the top `count` cards of column i (head H) move off the face-up card P under them, can P be used at
 * once: P to its foundation, or H's twin H' onto P from a column, the talon within reach or a foundation top?
 */
export function parentSwapUsed(state: KlondikeState, i: number, count: number, reach: Int32Array, reachCount: number): boolean {
  const base = i * STRIDE;
  const length = state.length[i];
  const parent = state.column[base + length - count - 1];
  if (state.fitsFoundation(parent)) return true;
  const head = state.column[base + length - count];
  const rank = RANK[head];
  const twinSuit = SAME_COLOUR[SUIT[head]];
  const twin = cardOf(twinSuit, rank);
  if (state.foundationToTableau && state.foundation[twinSuit] === rank) return true;
  for (let x = 0; x < 7; x++) {
    if (x === i) continue;
    const down = state.faceDown[x];
    const xLength = state.length[x];
    if (xLength === down) continue;
    const at = down + RANK[state.column[x * STRIDE + down]] - rank;
    if (at >= down && at < xLength && state.column[x * STRIDE + at] === twin) return true;
  }
  return inReach(state, twin, reach, reachCount);
}

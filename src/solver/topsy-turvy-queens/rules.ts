/**
 * The pruning rules of the fast Topsy-Turvy Queens solver by letter (docs/solvers/topsy-turvy-queens.md,
 * "Pruning rules, each with its argument"), switched off one by one by `FastSettings.rulesOff` (issue 30).
 */
import { type RuleSwitches, ruleSwitches } from '../rule-switches.js';

/**
 * G gaps interchangeable (a move into the first empty column only); F interchangeable slots (one of two slots with the
 * same key); K one way to each position of the stock (a draw to the first King of the stock only, a turn of the waste
 * only for the cards under the waste top); S safe moves to the foundations; C dead positions by the captives; B a King
 * of the stock whose drawing is dead (no move draws it); D swaps used at once; V a vacated column used at once; L the
 * talon cannot be emptied even in the relaxed game (at the position searched from).
 *
 * Each rule off alone leaves the search complete over the legal moves less the other rules. What one rule leans on:
 * - B's cut is a position rule C's test calls dead: it rests on C's argument, not on C being on (with C off, B still
 *   asks C's test about the positions after the draws).
 * - S lists, of two slots interchangeable by F, the first only; with F off, both.
 * - K's argument, with D or V on, makes the draws to the stock's Kings before the swap or the vacating move whose use
 *   follows (they commute with it: neither uncovers a King); with K off there is nothing to move.
 * - D's and V's obligations exist only through their own moves, one each: D off makes no swap obligation and drops no
 *   swap without a use, V off makes no vacating obligation.
 */
export const TTQ_RULES = ['G', 'F', 'K', 'S', 'C', 'B', 'D', 'V', 'L'] as const;
export type TtqRule = (typeof TTQ_RULES)[number];
/** Which rules are on, one switch a rule (all off: the plain graph search of the engine's moves, the stock folded in). */
export type TtqRuleSwitches = RuleSwitches<TtqRule>;

/** Every rule on when `pruning`, else every rule off; then the rules named in `off` off. Throws on an unknown name. */
export function ttqRuleSwitches(pruning: boolean, off: readonly string[] = []): TtqRuleSwitches {
  return ruleSwitches('fast Topsy-Turvy Queens solver', TTQ_RULES, pruning, off);
}

/**
 * The pruning rules of the seed-001 fast solver by letter (docs/solvers/moving-shops-artless-percentages.md, "Pruning
 * rules, each with its argument"), switched off one by one by `FastSettings.rulesOff` (issue 30).
 */
import type { Seed001Config } from '../../games/seed001.js';
import type { Options } from '../../core/game.js';
import { type RuleSwitches, ruleSwitches } from '../rule-switches.js';

/**
 * The game's searches: E interchangeable foundations (a card offered to one of two foundations of the same height and
 * base), L the last phase (a card onto the lowest foundation taking it, pairs ignored), M pairs (a choice between two
 * foundations made when it matters), C a certain play, P a persistent set of ranks, D dead cards, Q quotas per rank.
 * The lazy game (Artless and Percentages): Z the lazy game itself, a relaxation whose loss proves the loss (off: the
 * complete search of the game is the proof); D, C, P, Q its rules of those names; S the plain lazy game's sleep sets,
 * W its sleep leaves (a play into a position with nothing to search is not made), T its lossy cache of the positions
 * between two deals.
 *
 * Each rule off alone leaves the searches complete over the legal moves less the other rules: no rule's argument
 * needs another to be on. What one rule leans on:
 * - M's pairs in the last phase: with L on they are ignored there (rule L's argument: the pair's first position can do
 *   all its second can); with L off they are kept and resolved as before the last phase.
 * - L with E off: the lowest foundations taking a card may be several of one height (E no longer picks one): all of
 *   them are kept.
 * - W and T work with or without S: with S off no play is asleep, a sleep leaf is a play into a position with no play
 *   and no deal, and a position the cache forgets is searched again (the lazy game has no cycle).
 * - The heuristic search and the restarts are not rules (they only find wins, or order moves); the heuristic search
 *   runs with C and P off besides those switched off.
 * - The hash's foundations as a multiset of (height, base) are the key of a position, not a rule: they stay with every
 *   rule off (as the Klondike and Topsy-Turvy Queens solvers' symmetric hashes do).
 */
export const SEED001_RULES = ['E', 'L', 'M', 'C', 'P', 'D', 'Q', 'Z', 'S', 'W', 'T'] as const;
export type Seed001Rule = (typeof SEED001_RULES)[number];
/** Which rules are on, one switch a rule (all off: the plain graph search of the engine's moves). */
export type Seed001RuleSwitches = RuleSwitches<Seed001Rule>;

/**
 * The rules that act in the game built from `config`: all of them in Artless and Percentages; in Moving Shops E, C, P,
 * D and Q (all foundations share one base, so those taking a rank have one height and rule L's choice is rule E's;
 * no pairs, no lazy game).
 */
export function seed001RulesOf<O extends Options>(config: Seed001Config<O>): readonly Seed001Rule[] {
  return config.choosesBase ? ['E', 'C', 'P', 'D', 'Q'] : SEED001_RULES;
}

/** Every rule on when `pruning`, else every rule off; then the rules named in `off` off. Throws on an unknown name. */
export function seed001RuleSwitches(pruning: boolean, off: readonly string[] = []): Seed001RuleSwitches {
  return ruleSwitches('seed-001 fast solver', SEED001_RULES, pruning, off);
}

/**
 * Differential checks of the pruning rules' soundness (issue 30; docs/solver.md, "Soundness checks"). A `lost` is a
 * promise to a player: the pruned search must never say it where a weaker search — every rule off, or one rule off
 * alone — finds a win. `checkPosition` solves one position with every rule on, and, where that says `lost` (or always,
 * with `whenWon`), again with every rule off and with each rule off alone (each on a budget in positions, never in time, so a check
 * gives the same answer on any machine); any `lost` against a `won` is a disagreement, naming the two searches.
 * A disagreement's `won` line is certified by the engine (solve() replays it), so it is a real win.
 */
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import { pruningRulesOf, solve } from './index.js';
import type { Verdict } from './types.js';

/** One search of a check: which rules were off (`all`: every one; [] none) and what it answered. */
export interface CheckedSearch {
  rulesOff: readonly string[] | 'all';
  result: Verdict;
  states: number;
}

/** A `lost` of one search against a `won` of another; `line` is the certified winning line of the `won` one. */
export interface Disagreement {
  lost: CheckedSearch;
  won: CheckedSearch;
  line: Move[];
}

/** What `checkPosition` found: every search it ran, in order (every rule on first), and the disagreements. */
export interface PositionCheck {
  searches: CheckedSearch[];
  disagreements: Disagreement[];
}

/** The budget and scope of a check. */
export interface CheckSettings {
  /** The most positions the search with every rule on may expand. */
  states: number;
  /**
   * The most positions each weaker search may expand (default `states`). A win that a rule cuts is found by a weaker
   * search long before it could prove a loss, so a long run gives them less than the pruned search, whose `lost` is
   * the claim being checked.
   */
  weakerStates?: number;
  /**
   * Run the weaker searches whatever the pruned one says (their `lost` must not meet a `won` either); default false:
   * only when it says `lost`, the claim being checked.
   */
  whenWon?: boolean;
  /** The rules to turn off alone; default every rule of the game's searches (`pruningRulesOf`). */
  rules?: readonly string[];
}

/** A name for a search of a check: "every rule on", "every rule off", "rule L off". */
export function searchName(search: Pick<CheckedSearch, 'rulesOff'>): string {
  if (search.rulesOff === 'all') return 'every rule off';
  if (search.rulesOff.length === 0) return 'every rule on';
  return `rule${search.rulesOff.length > 1 ? 's' : ''} ${search.rulesOff.join(', ')} off`;
}

/** The rules a check of `game` turns off alone: its fast solver's, or the generic search's for a game without one. */
export function rulesToCheck(game: AnyGame): readonly string[] {
  const rules = pruningRulesOf(game.id);
  return rules.fast.length > 0 ? rules.fast : rules.generic;
}

/**
 * Checks one position (see the module comment). Each search expands at most `settings.states` positions; one that
 * runs out says `unknown` and is compared with nothing. Throws only for a solver bug (solve() does).
 */
export function checkPosition(game: AnyGame, position: Position, options: Options, settings: CheckSettings): PositionCheck {
  const searches: CheckedSearch[] = [];
  const lines = new Map<CheckedSearch, Move[]>();
  const run = (rulesOff: readonly string[] | 'all'): CheckedSearch => {
    const states = rulesOff !== 'all' && rulesOff.length === 0 ? settings.states : (settings.weakerStates ?? settings.states);
    const solved = solve(game, position, options, { states }, rulesOff === 'all' ? { pruning: false } : { rulesOff });
    const search: CheckedSearch = { rulesOff, result: solved.result, states: solved.states };
    searches.push(search);
    if (solved.result === 'won') lines.set(search, solved.moves);
    return search;
  };
  const pruned = run([]);
  if (pruned.result !== 'lost' && settings.whenWon !== true) return { searches, disagreements: [] };
  run('all');
  for (const rule of settings.rules ?? rulesToCheck(game)) run([rule]);
  const disagreements: Disagreement[] = [];
  for (const lost of searches) {
    if (lost.result !== 'lost') continue;
    for (const won of searches) if (won.result === 'won') disagreements.push({ lost, won, line: lines.get(won)! });
  }
  return { searches, disagreements };
}

/** A one-line account of a disagreement: which search said `lost`, which `won`, and the rules the difference points at. */
export function describeDisagreement(disagreement: Disagreement): string {
  const { lost, won } = disagreement;
  const suspects = won.rulesOff === 'all' ? 'some rule on in the first' : lost.rulesOff === 'all' ? 'the plain search itself' : won.rulesOff.filter((rule) => lost.rulesOff === 'all' || !lost.rulesOff.includes(rule)).join(', ');
  return `${searchName(lost)} says lost (${lost.states} positions), ${searchName(won)} wins in ${disagreement.line.length} moves (${won.states} positions): suspect ${suspects}`;
}

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

/**
 * One search of a check: which rules were off (`all`: every one; [] none), whether it was the solver's complete search
 * alone (`singlePhase`, see FastSettings), and what it answered.
 */
export interface CheckedSearch {
  rulesOff: readonly string[] | 'all';
  singlePhase?: boolean;
  result: Verdict;
  states: number;
}

/**
 * The ways a game's solver is searched besides its everyday one, so that every rule is at work: the rules switched off
 * throughout a variant and whether its complete search runs alone (FastSettings.singlePhase). Topsy-Turvy Queens: its
 * lighter first phase, without rules D and V, decides most positions; the seed-001 games: the heuristic search and the
 * restarts find most wins, and in Artless and Percentages the lazy game (rule Z) decides most positions, before the
 * game's complete search and its rules do. Each rule is then turned off alone within every variant too.
 */
export const CHECK_VARIANTS: Readonly<Record<string, readonly { rulesOff: readonly string[]; singlePhase: boolean }[]>> = {
  'topsy-turvy-queens': [{ rulesOff: [], singlePhase: true }],
  'moving-shops': [{ rulesOff: [], singlePhase: true }],
  artless: [{ rulesOff: ['Z'], singlePhase: true }],
  percentages: [{ rulesOff: ['Z'], singlePhase: true }],
};

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
export function searchName(search: Pick<CheckedSearch, 'rulesOff' | 'singlePhase'>): string {
  const alone = search.singlePhase === true ? ' (the complete search alone)' : '';
  if (search.rulesOff === 'all') return 'every rule off';
  if (search.rulesOff.length === 0) return `every rule on${alone}`;
  return `rule${search.rulesOff.length > 1 ? 's' : ''} ${search.rulesOff.join(', ')} off${alone}`;
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
  const run = (rulesOff: readonly string[] | 'all', singlePhase = false): CheckedSearch => {
    const states = rulesOff !== 'all' && rulesOff.length === 0 && !singlePhase ? settings.states : (settings.weakerStates ?? settings.states);
    const solved = solve(game, position, options, { states }, rulesOff === 'all' ? { pruning: false } : { rulesOff, ...(singlePhase ? { singlePhase } : {}) });
    const search: CheckedSearch = { rulesOff, ...(singlePhase ? { singlePhase } : {}), result: solved.result, states: solved.states };
    searches.push(search);
    if (solved.result === 'won') lines.set(search, solved.moves);
    return search;
  };
  const pruned = run([]);
  if (pruned.result !== 'lost' && settings.whenWon !== true) return { searches, disagreements: [] };
  run('all');
  const rules = settings.rules ?? rulesToCheck(game);
  for (const rule of rules) run([rule]);
  for (const variant of Object.hasOwn(CHECK_VARIANTS, game.id) ? CHECK_VARIANTS[game.id] : []) {
    if (variant.rulesOff.length > 0 || variant.singlePhase) run(variant.rulesOff, variant.singlePhase);
    for (const rule of rules) if (!variant.rulesOff.includes(rule)) run([...variant.rulesOff, rule], variant.singlePhase);
  }
  // Each search that says lost against the won search nearest to it (fewest rules switched differently, the same
  // phases first): the rules it has on and that one has off are the suspects.
  const disagreements: Disagreement[] = [];
  const won = searches.filter((search) => search.result === 'won');
  for (const lost of searches) {
    if (lost.result !== 'lost' || won.length === 0) continue;
    const nearest = won.reduce((best, search) => (distance(lost, search) < distance(lost, best) ? search : best));
    disagreements.push({ lost, won: nearest, line: lines.get(nearest)! });
  }
  return { searches, disagreements };
}

/** The rules switched differently in two searches (every rule off counts as all of them), and 1 more if one ran alone. */
function distance(a: CheckedSearch, b: CheckedSearch): number {
  if (a.rulesOff === 'all' || b.rulesOff === 'all') return a.rulesOff === b.rulesOff ? 0 : 100;
  const rulesA = a.rulesOff;
  const rulesB = b.rulesOff;
  return rulesA.filter((rule) => !rulesB.includes(rule)).length + rulesB.filter((rule) => !rulesA.includes(rule)).length + ((a.singlePhase === true) !== (b.singlePhase === true) ? 1 : 0);
}

/** A one-line account of a disagreement: which search said `lost`, which `won`, and the rules the difference points at. */
export function describeDisagreement(disagreement: Disagreement): string {
  const { lost, won } = disagreement;
  const lostOff = lost.rulesOff;
  const differing = won.rulesOff === 'all' || lostOff === 'all' ? [] : won.rulesOff.filter((rule) => !lostOff.includes(rule));
  const suspects =
    won.rulesOff === 'all' ? 'some rule on in the first' : lost.rulesOff === 'all' ? 'the plain search itself' : differing.length > 0 ? `rule${differing.length > 1 ? 's' : ''} ${differing.join(', ')}` : 'the phases the two searches differ by';
  return `${searchName(lost)} says lost (${lost.states} positions), ${searchName(won)} wins in ${disagreement.line.length} moves (${won.states} positions): suspect ${suspects}`;
}

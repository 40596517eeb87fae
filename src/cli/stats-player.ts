/**
 * The player a `pasyans stats` run measures (`--player`, issue 27, item 3): `thoughtful`, the solver, who sees every
 * card (its budget a deal in positions, `--budget-states`, deterministic, or in milliseconds, `--budget-ms`: budget.ts);
 * or `fair`, the player that does not peek (src/solver/fair/, docs/fair-player.md), who sees only what a player sees
 * and remembers (its budget in samples and positions, `--samples`, `--positions`, and its seed, `--player-seed`:
 * deterministic, so a run repeats on any machine).
 * The player and its settings are part of a run's identity: in the results file, in the batches of the queue.
 */
import type { AnyGame, Options } from '../core/game.js';
import { FAIR_DEFAULTS, type FairPlaySettings, hiddenInformation } from '../solver/fair/index.js';
import { type ThoughtfulBudget, budgetText } from './budget.js';
import { UsageError, wholeNumber } from './common.js';

/** The players `--player` names. */
export const PLAYERS = ['thoughtful', 'fair'] as const;
export type PlayerName = (typeof PLAYERS)[number];

/**
 * The fair player's settings in a run, every one filled in (FAIR_DEFAULTS and play.ts's own defaults), so that a
 * results file written before a default changed is never mixed with one written after.
 */
export type FairRunSettings = Required<FairPlaySettings>;

/** The defaults of the settings of a whole game (play.ts) beside the player's (FAIR_DEFAULTS). */
export const FAIR_PLAY_DEFAULTS: FairRunSettings = { ...FAIR_DEFAULTS, maxMoves: 5000, resign: true };

/** The flags of `stats` that choose the player and its budget. */
export interface PlayerFlags {
  player: string;
  samples?: string;
  positions?: string;
  playerSeed?: string;
}

/**
 * What a run measures: the thoughtful solver with its budget (`budgetStates` or `budgetMs`, budget.ts) or the fair
 * player (`player: 'fair'` and its settings).
 */
export type PlayerRun = (ThoughtfulBudget & { player?: undefined; fair?: undefined }) | { budgetMs?: undefined; budgetStates?: undefined; player: 'fair'; fair: FairRunSettings };

/**
 * The player of a run from its flags. `budget`: the thoughtful budget of `--budget-states` or `--budget-ms`;
 * `budgetGiven`: the flag of it given on the command line (`--budget-ms` has a default), or null.
 * @throws UsageError for an unknown player, a budget of the other player, or a bad number.
 */
export function playerFrom(flags: PlayerFlags, budget: ThoughtfulBudget, budgetGiven: string | null): PlayerRun {
  if (!(PLAYERS as readonly string[]).includes(flags.player)) throw new UsageError(`--player wants one of ${PLAYERS.join(', ')}, got "${flags.player}"`);
  const fairFlags = ([['--samples', flags.samples], ['--positions', flags.positions], ['--player-seed', flags.playerSeed]] as const).filter(([, value]) => value !== undefined);
  if (flags.player === 'thoughtful') {
    if (fairFlags.length > 0) throw new UsageError(`${fairFlags[0][0]} goes with --player fair (the thoughtful player's budget is --budget-states or --budget-ms)`);
    return budget;
  }
  if (budgetGiven !== null) throw new UsageError(`${budgetGiven} goes with --player thoughtful (the fair player's budget is --samples and --positions, so that a run repeats)`);
  const fair: FairRunSettings = { ...FAIR_PLAY_DEFAULTS };
  if (flags.samples !== undefined) fair.samples = wholeNumber(flags.samples, '--samples', 1);
  if (flags.positions !== undefined) fair.states = wholeNumber(flags.positions, '--positions', 1);
  if (flags.playerSeed !== undefined) fair.seed = wholeNumber(flags.playerSeed, '--player-seed', 0);
  return { player: 'fair', fair };
}

/** The name of a run's player: `thoughtful` or `fair`. */
export function playerName(run: { player?: 'fair' }): PlayerName {
  return run.player ?? 'thoughtful';
}

/** The names of the settings in a file name: those set by a flag are named as the flag. */
const FLAG_NAMES: Partial<Record<keyof FairRunSettings, string>> = { states: 'positions', seed: 'player-seed' };

/** The fair settings that differ from the defaults, as `name-value` parts of a file name (`samples-24`, `positions-500`). */
export function fairFileParts(fair: FairRunSettings): string[] {
  return (Object.keys(fair) as (keyof FairRunSettings)[]).filter((key) => fair[key] !== FAIR_PLAY_DEFAULTS[key]).map((key) => `${FLAG_NAMES[key] ?? key}-${String(fair[key])}`);
}

/** For which player the rate holds, in words, with its budget: the first line of the summary names it. */
export function playerDescription(run: PlayerRun): string {
  if (run.player !== 'fair') return `player thoughtful (sees every card), budget ${budgetText(run)} a deal`;
  const { samples, states, seed } = run.fair;
  return `player fair (does not peek: sees only what a player sees and remembers), at most ${samples} samples a move, ${states} positions a search, player seed ${seed}`;
}

/**
 * A line saying that the fair rate is the thoughtful one, when the game under `options` hides no card the player
 * could use or is forced play (src/solver/fair/index.ts `hiddenInformation`); else null.
 */
export function sameAsThoughtful(game: AnyGame, options: Options, run: PlayerRun): string | null {
  if (run.player !== 'fair' || hiddenInformation(game, options)) return null;
  return `${game.name.en} under these options ${game.view?.playOn ? 'is forced play' : 'lays every card face up'}: a player who does not peek wins as often as one who sees every card (the thoughtful rate)`;
}

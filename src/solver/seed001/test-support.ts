/**
 * For the seed-001 fast solver's tests (seed001-fast.test.ts, lazy.test.ts): the games' rule readings, their options,
 * and a position loaded into the solver's state.
 */
import type { AnyGame, Options, Position } from '../../core/game.js';
import { resolveOptions } from '../../core/options.js';
import { ARTLESS_RULES, artless } from '../../games/artless.js';
import { MOVING_SHOPS_RULES, movingShops } from '../../games/moving-shops.js';
import { PERCENTAGES_RULES, percentages } from '../../games/percentages.js';
import type { Seed001Config } from '../../games/seed001.js';
import { rulesOf } from './rules.js';
import { Seed001State } from './state.js';

/** A game of seed 001 under one reading of its rules (a preset, option overrides). */
export interface Reading {
  name: string;
  game: AnyGame;
  config: Seed001Config<Options>;
  preset?: string;
  overrides?: Record<string, unknown>;
}

export const READINGS: Reading[] = [
  { name: 'moving-shops', game: movingShops, config: MOVING_SHOPS_RULES },
  { name: 'artless', game: artless, config: ARTLESS_RULES as unknown as Seed001Config<Options> },
  { name: 'artless redealStart=own', game: artless, config: ARTLESS_RULES as unknown as Seed001Config<Options>, overrides: { redealStart: 'own' } },
  { name: 'percentages', game: percentages, config: PERCENTAGES_RULES as unknown as Seed001Config<Options> },
  { name: 'percentages three-redeals', game: percentages, config: PERCENTAGES_RULES as unknown as Seed001Config<Options>, preset: 'three-redeals' },
  { name: 'percentages rounds=2', game: percentages, config: PERCENTAGES_RULES as unknown as Seed001Config<Options>, overrides: { rounds: 2 } },
  { name: 'percentages rounds=1 own', game: percentages, config: PERCENTAGES_RULES as unknown as Seed001Config<Options>, overrides: { rounds: 1, redealStart: 'own' } },
  { name: 'percentages redealUnit=pile rounds=2 own', game: percentages, config: PERCENTAGES_RULES as unknown as Seed001Config<Options>, overrides: { redealUnit: 'pile', rounds: 2, redealStart: 'own' } },
];

/** The reading named `name`. @throws Error when there is none. */
export function reading(name: string): Reading {
  const found = READINGS.find((r) => r.name === name);
  if (found === undefined) throw new Error(`no reading "${name}"`);
  return found;
}

export function optionsOf(reading: Reading): Options {
  const resolved = resolveOptions(reading.game, reading.preset, reading.overrides ?? {});
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.value;
}

export function stateOf(reading: Reading, opts: Options, position: Position): Seed001State {
  const state = new Seed001State(rulesOf(reading.config, opts));
  state.load(position);
  return state;
}

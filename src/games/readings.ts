/**
 * The rule readings of a game that the win-rate table and the soundness checks measure (docs/win-rates.md): its
 * defaults, every preset, and every single option set to each of its other values; where a game's options make at
 * most four combinations (Go, No Go's `aces` × `transfers`), every combination. Readings with the same options are
 * listed once, the first label kept.
 */
import type { AnyGame, Options } from '../core/game.js';
import { defaultOptions, resolveOptions } from '../core/options.js';

/** A reading: its label in English and Russian (as the tables print them) and its options. */
export interface Reading {
  label: string;
  labelRu: string;
  options: Options;
}

/** A game whose options make at most this many combinations is read in every one of them. */
export const MAX_COMBINATIONS = 4;

/** The readings of `game`, in the order the tables list them. @throws for a preset or option the game refuses (a bug). */
export function readingsOf(game: AnyGame): Reading[] {
  const list: Reading[] = [];
  const seen = new Set<string>();
  const add = (label: string, preset: string | undefined, overrides: Record<string, unknown>, labelRu = label): void => {
    const resolved = resolveOptions(game, preset, overrides);
    if (!resolved.ok) throw new Error(resolved.error);
    const key = JSON.stringify(resolved.value);
    if (seen.has(key)) return;
    seen.add(key);
    list.push({ label, labelRu, options: resolved.value });
  };
  add('defaults', undefined, {}, 'по умолчанию');
  for (const preset of Object.keys(game.presets)) add(`preset \`${preset}\``, preset, {}, `набор \`${preset}\``);
  const defaults = defaultOptions(game);
  for (const spec of game.options) {
    for (const value of spec.values) if (value !== defaults[spec.key]) add(`\`${spec.key}=${String(value)}\``, undefined, { [spec.key]: value });
  }
  const combinations = game.options.reduce<Record<string, unknown>[]>((all, spec) => all.flatMap((partial) => spec.values.map((value) => ({ ...partial, [spec.key]: value }))), [{}]);
  if (game.options.length > 1 && combinations.length <= MAX_COMBINATIONS) {
    for (const combination of combinations) {
      const changed = game.options.filter((spec) => combination[spec.key] !== defaults[spec.key]);
      if (changed.length < 2) continue;
      add(changed.map((spec) => `\`${spec.key}=${String(combination[spec.key])}\``).join(', '), undefined, Object.fromEntries(changed.map((spec) => [spec.key, combination[spec.key]])));
    }
  }
  return list;
}

/**
 * Options and presets (RULES.md, the paragraph "Options and presets"): each option has a default; a preset is a
 * named set of options chosen as a whole and then adjustable option by option.
 */
import type { AnyGame, OptionSpec, OptionValue, Options } from './game.js';
import { type Result, err, ok } from './result.js';

/** The default options of a game. */
export function defaultOptions(game: AnyGame): Options {
  const options: Options = {};
  for (const spec of game.options) options[spec.key] = spec.default;
  return options;
}

/** Reads a value given as text (`3`, `true`, `first`) as one of the option's allowed values. */
export function parseOptionValue(spec: OptionSpec, text: string): Result<OptionValue> {
  const found = spec.values.find((value) => String(value) === text.trim());
  if (found === undefined) return err(`option ${spec.key}: "${text}" is not allowed (one of: ${spec.values.map(String).join(', ')})`);
  return ok(found);
}

/**
 * The options of a game: its defaults, then the preset (when named), then each override. Overrides may be typed
 * values or text (`KEY=VALUE` from the command line or a link). Unknown presets, options and values are errors.
 */
export function resolveOptions(game: AnyGame, preset?: string, overrides: Record<string, unknown> = {}): Result<Options> {
  const options = defaultOptions(game);
  if (preset !== undefined) {
    const values = Object.hasOwn(game.presets, preset) ? game.presets[preset] : undefined;
    if (!values) {
      const names = Object.keys(game.presets);
      return err(`unknown preset "${preset}" for ${game.id}${names.length ? ` (known: ${names.join(', ')})` : ' (it has none)'}`);
    }
    Object.assign(options, values);
  }
  for (const [key, raw] of Object.entries(overrides)) {
    const spec = game.options.find((option) => option.key === key);
    if (!spec) {
      const keys = game.options.map((option) => option.key);
      return err(`unknown option "${key}" for ${game.id}${keys.length ? ` (known: ${keys.join(', ')})` : ' (it has none)'}`);
    }
    const value = typeof raw === 'string' ? parseOptionValue(spec, raw) : spec.values.includes(raw as OptionValue) ? ok(raw as OptionValue) : err(`option ${key}: ${JSON.stringify(raw)} is not allowed (one of: ${spec.values.map(String).join(', ')})`);
    if (!value.ok) return value;
    options[key] = value.value;
  }
  return ok(options);
}

/** Checks a whole options object (from a saved record): every key known, every value allowed, none missing. */
export function validateOptions(game: AnyGame, value: unknown): Result<Options> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err('options must be an object');
  const resolved = resolveOptions(game, undefined, value as Record<string, unknown>);
  return resolved;
}

/**
 * The preset whose options are exactly `options` (every option of the game compared, by value), or null when none is:
 * how a player names the rules in force ("classic") rather than option by option. With several such presets, the
 * first in the game's list (Klondike's `book` is its defaults).
 */
export function presetOf(game: AnyGame, options: Options): string | null {
  for (const name of Object.keys(game.presets)) {
    const resolved = resolveOptions(game, name);
    if (resolved.ok && sameOptions(game, resolved.value, options)) return name;
  }
  return null;
}

/** True when `a` and `b` give every option of `game` the same value (compared as text: a link's "3" is 3). */
export function sameOptions(game: AnyGame, a: Options, b: Options): boolean {
  return game.options.every((spec) => String(a[spec.key]) === String(b[spec.key]));
}

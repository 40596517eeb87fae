/**
 * How options read for a player: an option value (the New game dialog, the Statistics dialog, the rules pages) — On/Off
 * for booleans, else the translated `value_<value>` string, else the value as it is — and the rules in force (`rulesName`).
 */
import type { AnyGame, OptionValue, Options } from '../core/game.js';
import { defaultOptions, presetOf, sameOptions } from '../core/options.js';
import type { T } from './i18n.js';

/** The name a player sees for an option value. */
export function valueName(value: OptionValue | string, t: T): string {
  if (value === true || value === 'true') return t('on');
  if (value === false || value === 'false') return t('off');
  return t(`value_${value}`, { defaultValue: String(value) });
}

/**
 * The rules in force in a player's words, as the toolbar shows them after the game's name: null for the game's
 * defaults (the rules its page describes), the preset's name when the options are a preset's ("classic",
 * core/options.ts `presetOf`), else "own rules".
 */
export function rulesName(game: AnyGame, options: Options, t: T): string | null {
  if (sameOptions(game, options, defaultOptions(game))) return null;
  const preset = presetOf(game, options);
  return preset === null ? t('rulesOwn') : t(`preset_${preset}`, { defaultValue: preset });
}

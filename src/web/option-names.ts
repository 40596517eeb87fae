/**
 * How an option value reads for a player (the New game dialog, the Statistics dialog, the rules pages): On/Off for
 * booleans, else the translated `value_<value>` string, else the value as it is.
 */
import type { OptionValue } from '../core/game.js';
import type { T } from './i18n.js';

/** The name a player sees for an option value. */
export function valueName(value: OptionValue | string, t: T): string {
  if (value === true || value === 'true') return t('on');
  if (value === false || value === 'false') return t('off');
  return t(`value_${value}`, { defaultValue: String(value) });
}

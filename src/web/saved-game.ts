/**
 * Opening a saved game (docs/web.md, "Storage"): the record is checked whole (the core's `checkRecord` replays every
 * move) before a session opens on it.
 */
import { GAMES } from '../games/index.js';
import { RECORD_FORMAT, type Session, checkRecord, openSession } from '../core/record.js';
import type { Result } from '../core/result.js';
import type { T } from './i18n.js';
import type { Notice } from './messages.js';
import type { SavedGame } from './storage.js';

/**
 * Opens a saved game after checking its record whole. A damaged one gives the core's reason (English, as
 * `checkRecord` and `replayRecord` word it: the field or the move that is wrong).
 */
export function openSaved(saved: SavedGame): Result<Session> {
  const checked = checkRecord(saved?.record, GAMES);
  if (!checked.ok) return checked;
  return openSession(GAMES[checked.value.game], checked.value);
}

/** What is wrong with a saved state, as a `damage_*` key of the i18n strings. */
export type DamageKey = 'noRecord' | 'unknownGame' | 'otherFormat' | 'notWhole';

/**
 * What is wrong with a saved state for the player: a `damage_*` key of the i18n strings and its values (words in the
 * player's language), and `details`, the core's own reason when it has one (`checkRecord`, in English: "move 3:
 * column-1 has only 1 face-up card(s)"), for a details line and the console, never for the notice's words.
 */
export function describeDamage(saved: unknown): { key: DamageKey; values: Record<string, string>; details?: string } {
  const record = (saved as { current?: { record?: unknown } })?.current?.record;
  if (!record) return { key: 'noRecord', values: {} };
  const game = (record as { game?: unknown }).game;
  if (typeof game === 'string' && !Object.hasOwn(GAMES, game)) return { key: 'unknownGame', values: { name: game } };
  const opened = openSaved((saved as { current: SavedGame }).current);
  const details = opened.ok ? undefined : opened.error;
  const format = (record as { format?: unknown }).format;
  if (format !== undefined && format !== RECORD_FORMAT) return { key: 'otherFormat', values: { format: JSON.stringify(format) }, details };
  return { key: 'notWhole', values: {}, details };
}

/**
 * The notice of a saved game that could not be read (`describeDamage`): its words in the player's language ("The saved
 * game could not be read (it is damaged); a new game was started.") and the core's reason as its details.
 */
export function damageNotice(saved: unknown, t: T): Notice {
  const damage = describeDamage(saved);
  const notice: Notice = { text: t('storageDamaged', { reason: t(`damage_${damage.key}`, damage.values) }) };
  if (damage.details) notice.details = damage.details;
  return notice;
}

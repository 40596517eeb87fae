/**
 * Opening a saved game (docs/web.md, "Storage"): the record is checked whole (the core's `checkRecord` replays every
 * move) before a session opens on it.
 */
import { GAMES } from '../games/index.js';
import { type Session, checkRecord, openSession } from '../core/record.js';
import type { Result } from '../core/result.js';
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

/** What is wrong with a saved state for the player: a `damage_*` key of i18n.ts and its values. */
export function describeDamage(saved: unknown): { key: 'noRecord' | 'unknownGame' | 'notWhole'; values: Record<string, string> } {
  const record = (saved as { current?: { record?: unknown } })?.current?.record;
  if (!record) return { key: 'noRecord', values: {} };
  const game = (record as { game?: unknown }).game;
  if (typeof game === 'string' && !Object.hasOwn(GAMES, game)) return { key: 'unknownGame', values: { name: game } };
  const opened = openSaved((saved as { current: SavedGame }).current);
  return { key: 'notWhole', values: { reason: opened.ok ? '' : opened.error } };
}

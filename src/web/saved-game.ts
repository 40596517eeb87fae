/**
 * Opening a saved game (docs/web.md, "Storage"): the record is checked whole (the core's `checkRecord` replays every
 * move) before a session opens on it.
 */
import { GAMES } from '../games/index.js';
import { type Session, checkRecord, openSession } from '../core/record.js';
import type { SavedGame } from './storage.js';

/** Opens a saved game after checking its record whole; null when it is damaged. */
export function openSaved(saved: SavedGame): Session | null {
  const gameId = (saved?.record as { game?: unknown } | undefined)?.game;
  if (typeof gameId !== 'string' || !Object.hasOwn(GAMES, gameId)) return null;
  const checked = checkRecord(saved?.record, GAMES);
  if (!checked.ok || !Object.hasOwn(GAMES, checked.value.game)) return null;
  const game = GAMES[checked.value.game];
  const opened = openSession(game, checked.value);
  return opened.ok ? opened.value : null;
}

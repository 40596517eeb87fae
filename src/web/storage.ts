/**
 * Storage in IndexedDB (through idb): the game being played (its record with the cursor, its meta, and the games
 * before a restart or a new game, for undo), the settings, and the statistics per game and options.
 *
 * Database `pasyans`, version 1, two object stores: `state` (keys `current`, `settings`, and `owner`: the mark of the
 * tab that holds the table) and `stats` (key: the game id and options, see link.ts `statsKey`). Every write is queued
 * in order; a failed write is reported once through `onError` and never stops play. Once a tab has claimed the save
 * (`claim`; table-owner.ts, issue 28), each of its writes checks, in its own transaction, that the mark is still its
 * own, so a tab that lost the table to another never writes over the other's game. When IndexedDB cannot be opened
 * at all, the app plays without saving (and each tab alone).
 * `onSaving(true)` is called when a write (or work given to `hold`) begins with none under way, `onSaving(false)` when
 * the last one has ended: main.tsx marks the page with it (`data-saving` on the body), so that a test leaves the page
 * only once what it did is stored.
 */
import type { CardBack, CardFaceName, CardSize, TableColour } from './themes.js';
import { type IDBPDatabase, openDB } from 'idb';
import type { GameRecord } from '../core/record.js';
import { type GameStats, type SessionMeta, readStats } from './stats.js';
import type { Language } from './i18n.js';

export type Speed = 'off' | 'fast' | 'normal' | 'slow';

export interface Settings {
  language: Language | null;
  speed: Speed;
  autoFoundation: boolean;
  secondDealPreview: boolean;
  /** The "Can this still be won?" indicator (docs/web.md, "The solver at the table"). */
  solverIndicator: boolean;
  /** The game clock beside the move counter (issue 10, item 4); absent in settings saved before it: shown. */
  showClock: boolean;
  /** Themes (themes.ts): the table's colour, the card back, the card size. */
  tableColour: TableColour;
  cardBack: CardBack;
  cardSize: CardSize;
  /** The card faces (themes.ts `CARD_FACES`); absent in settings saved before there was a choice: classic. */
  cardFace: CardFaceName;
  /** Sounds for a card laid, a refused move, a redeal and a win (sounds.ts); absent in older settings: on. */
  sound: boolean;
  /**
   * "Hints see only what I see" (issue 27, item 4): the hint and the indicator come from the player that does not
   * peek (fair-hint.ts), the indicator showing its chance to win. Absent in older settings: off.
   */
  fairHints: boolean;
  /** Say so when a move turns a winnable position into a lost one. */
  warnLosingMove: boolean;
  /** The solver's time budget for one position, in milliseconds. */
  thinkingMs: number;
  /** Per game id: deal only deals the solver has proved winnable. */
  winnableOnly: Record<string, boolean>;
}

/** One game as saved: the record (with `cursor`) and its meta. */
export interface SavedGame {
  record: GameRecord;
  meta: SessionMeta;
  /**
   * True for a game put behind by its own Restart (in `previous`): Undo bringing it back undoes the restart. Left out
   * for a game put behind for another one, and in saves from before this field.
   */
  restarted?: true;
}

/** What is saved after every action. `previous` are the games before a restart or new game, the last one last. */
export interface SavedState {
  current: SavedGame;
  previous: SavedGame[];
  /** Saved games that could not be read (a damaged record), kept as they were so nothing saved is lost. */
  damaged?: unknown[];
}

const DATABASE = 'pasyans';

/** A key's statistics as read back, and the fields that were damaged in storage (stats.ts `readStats`). */
export interface StoredStats {
  key: string;
  stats: GameStats;
  damaged: (keyof GameStats)[];
}

export interface Storage {
  loadState(): Promise<unknown>;
  saveState(state: SavedState): void;
  loadSettings(): Promise<Partial<Settings> | null>;
  saveSettings(settings: Settings): void;
  /** The statistics under `key`, each field checked (stats.ts `readStats`: a damaged field reads as empty); null when none. */
  loadStats(key: string): Promise<GameStats | null>;
  saveStats(key: string, stats: GameStats): void;
  /** Every key's statistics, checked as `loadStats` does, with the fields found damaged (`damaged`, empty when none). */
  allStats(): Promise<StoredStats[]>;
  /** Resolves when every queued write is done. */
  flush(): Promise<void>;
  /** Counts `work` (a read, change and write done outside this queue) as saving until it settles; returns it. */
  hold<T>(work: Promise<T>): Promise<T>;
  /**
   * Makes this tab the save's one writer (table-owner.ts): `owner` (the tab's id) is written as the save's mark after
   * the writes queued before, and from then on a write goes ahead only while the mark is still `owner`. A write that
   * finds another tab's mark is dropped and `onTaken` is called, once. Resolves when the mark is written.
   */
  claim(owner: string, onTaken: () => void): Promise<void>;
}

/** The key in the `state` store of the mark of the tab that holds the table (`Storage.claim`). */
const OWNER_KEY = 'owner';

/** Opens the database; rejects when IndexedDB is not available. */
export async function openStorage(onError: (message: string) => void, onSaving: (saving: boolean) => void = () => {}): Promise<Storage> {
  const db: IDBPDatabase = await openDB(DATABASE, 1, {
    upgrade(database) {
      if (!database.objectStoreNames.contains('state')) database.createObjectStore('state');
      if (!database.objectStoreNames.contains('stats')) database.createObjectStore('stats');
    },
  });
  let queue: Promise<unknown> = Promise.resolve();
  let reported = false;
  let underWay = 0;
  const hold = <T>(work: Promise<T>): Promise<T> => {
    if (underWay++ === 0) onSaving(true);
    const ended = () => {
      if (--underWay === 0) onSaving(false);
    };
    work.then(ended, ended);
    return work;
  };
  const write = (work: () => Promise<unknown>) => {
    queue = hold(
      queue.then(work).catch((error: unknown) => {
        if (!reported) onError(String((error as Error)?.message ?? error));
        reported = true;
      }),
    );
  };
  let owner: string | null = null;
  let taken: (() => void) | null = null;
  /** Puts `value` under `key`; once claimed, in one transaction with the check that the mark is still this tab's. */
  const put = async (store: 'state' | 'stats', key: string, value: unknown): Promise<void> => {
    if (owner === null) {
      await db.put(store, value, key);
      return;
    }
    const transaction = db.transaction(store === 'state' ? ['state'] : ['state', store], 'readwrite');
    const mark = await transaction.objectStore('state').get(OWNER_KEY);
    if (mark === owner) await transaction.objectStore(store).put(value, key);
    await transaction.done;
    if (mark !== owner && taken) {
      const onTaken = taken;
      taken = null;
      onTaken();
    }
  };
  const read = async <T>(store: string, key: string): Promise<T | null> => {
    try {
      return ((await db.get(store, key)) as T | undefined) ?? null;
    } catch {
      return null;
    }
  };
  return {
    loadState: () => read('state', 'current'),
    saveState: (state) => write(() => put('state', 'current', state)),
    loadSettings: () => read('state', 'settings'),
    saveSettings: (settings) => write(() => put('state', 'settings', settings)),
    loadStats: async (key) => {
      const found = await read<unknown>('stats', key);
      return found === null ? null : readStats(found).stats;
    },
    saveStats: (key, stats) => write(() => put('stats', key, stats)),
    allStats: async () => {
      try {
        const keys = (await db.getAllKeys('stats')) as string[];
        const values = (await db.getAll('stats')) as unknown[];
        return keys.map((key, i) => ({ key, ...readStats(values[i]) }));
      } catch {
        return [];
      }
    },
    flush: () => queue.then(() => undefined),
    hold,
    claim: (id, onTaken) => {
      write(async () => {
        await db.put('state', id, OWNER_KEY);
        owner = id;
        taken = onTaken;
      });
      return queue.then(() => undefined);
    },
  };
}

/** A storage that keeps nothing (IndexedDB unavailable). */
export function memoryStorage(): Storage {
  const stats = new Map<string, GameStats>();
  let state: SavedState | null = null;
  let settings: Settings | null = null;
  return {
    loadState: async () => state,
    saveState: (value) => { state = value; },
    loadSettings: async () => settings,
    saveSettings: (value) => { settings = value; },
    loadStats: async (key) => (stats.has(key) ? readStats(stats.get(key)).stats : null),
    saveStats: (key, value) => { stats.set(key, value); },
    allStats: async () => [...stats].map(([key, value]) => ({ key, ...readStats(value) })),
    flush: async () => undefined,
    hold: (work) => work,
    claim: async () => undefined,
  };
}

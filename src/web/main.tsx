/**
 * Start-up: settings and the saved game from IndexedDB, or a game from the link in the URL, then the app.
 * A damaged store is reported and a new game starts; when IndexedDB is unavailable the app plays without saving.
 */
// First: zod without eval, before any schema is built (no-eval.ts).
import { CARD_BACKS, CARD_SIZES, TABLE_COLOURS, choiceOr } from './themes.js';
import './no-eval.js';
import { render } from 'preact';
import { GAMES } from '../games/index.js';
import { klondike } from '../games/klondike.js';
import { defaultOptions } from '../core/options.js';
import { newRecord, openSession } from '../core/record.js';
import { App, DEFAULT_THINKING_MS, STEP_MS, randomSeed } from './app.js';
import { describeDamage, openSaved } from './saved-game.js';
import { browserLanguage, initI18n, i18next } from './i18n.js';
import { recordFromQuery } from './link.js';
import { StatsWriter, leaveGame } from './session-stats.js';
import { newMeta } from './stats.js';
import { statsKey } from './link.js';
import { type SavedGame, type SavedState, type Settings, type Storage, memoryStorage, openStorage } from './storage.js';
import './style.css';

async function start() {
  performance.mark('pasyans-script');
  const notices: string[] = [];
  const reportLater: string[] = [];
  let storage: Storage;
  try {
    storage = await openStorage((message) => reportLater.push(message));
  } catch (error) {
    storage = memoryStorage();
    reportLater.push(`storage:${String((error as Error)?.message ?? error)}`);
  }
  performance.mark('pasyans-storage-open');
  const savedSettings = (await storage.loadSettings()) ?? {};
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const settings: Settings = {
    language: savedSettings.language === 'ru' || savedSettings.language === 'en' ? savedSettings.language : browserLanguage(),
    speed: savedSettings.speed !== undefined && Object.hasOwn(STEP_MS, savedSettings.speed) ? savedSettings.speed : reducedMotion ? 'off' : 'normal',
    autoFoundation: savedSettings.autoFoundation ?? false,
    secondDealPreview: savedSettings.secondDealPreview ?? false,
    solverIndicator: savedSettings.solverIndicator ?? true,
    showClock: savedSettings.showClock ?? true,
    tableColour: choiceOr(savedSettings.tableColour, TABLE_COLOURS, 'green'),
    cardBack: choiceOr(savedSettings.cardBack, CARD_BACKS, 'blue'),
    cardSize: choiceOr(savedSettings.cardSize, CARD_SIZES, 'normal'),
    warnLosingMove: savedSettings.warnLosingMove ?? true,
    thinkingMs: typeof savedSettings.thinkingMs === 'number' && savedSettings.thinkingMs > 0 ? savedSettings.thinkingMs : DEFAULT_THINKING_MS,
    winnableOnly: savedSettings.winnableOnly && typeof savedSettings.winnableOnly === 'object' ? savedSettings.winnableOnly : {},
  };
  initI18n(settings.language ?? 'en');
  const t = i18next.t;
  for (const message of reportLater) {
    notices.push(message.startsWith('storage:') ? t('storageUnavailable', { reason: message.slice(8) }) : t('storageUnavailable', { reason: message }));
  }

  // The saved game, checked whole.
  const saved = (await storage.loadState()) as SavedState | null;
  let current: SavedGame | null = null;
  let session = null;
  let previous: SavedGame[] = [];
  if (saved) {
    const opened = openSaved(saved.current);
    session = opened.ok ? opened.value : null;
    if (session) {
      current = saved.current;
      previous = Array.isArray(saved.previous) ? saved.previous : [];
    } else {
      const damage = describeDamage(saved);
      notices.push(t('storageDamaged', { reason: t(`damage_${damage.key}`, damage.values) }));
    }
  }

  // A link opens its game; the game being played stays reachable with Undo, and is settled as a game left for
  // another (lost for the streak when it counted; session-stats.ts). The game from the link is saved at once (as a
  // game started from the New game dialog is), so a reload before the first move resumes it. Its moves are not the
  // player's own (`givenMoves`).
  const fromLink = recordFromQuery(location.search, GAMES, randomSeed);
  if (fromLink) {
    if (fromLink.ok) {
      const game = GAMES[fromLink.value.game];
      const opened = openSession(game, fromLink.value);
      if (opened.ok) {
        if (session && current) {
          const left = leaveGame({ ...newMeta(), ...current.meta });
          await new StatsWriter(storage).write(statsKey(session.game.id, session.record.options), left.changes);
          previous = [...previous, { ...current, meta: left.meta }];
        }
        session = opened.value;
        current = { record: fromLink.value, meta: newMeta(fromLink.value.moves.length) };
        storage.saveState({ current, previous });
        await storage.flush();
      } else {
        notices.push(t('linkInvalid', { reason: t('linkError_notReplayable', { reason: opened.error }) }));
      }
    } else {
      notices.push(t('linkInvalid', { reason: t(`linkError_${fromLink.problem.key}`, fromLink.problem.values) }));
    }
    history.replaceState(null, '', location.pathname);
  }

  if (!session || !current) {
    const opened = openSession(klondike, newRecord(klondike, defaultOptions(klondike), { seed: randomSeed() }));
    if (!opened.ok) throw new Error(opened.error);
    session = opened.value;
    current = { record: opened.value.record, meta: newMeta() };
  }

  performance.mark('pasyans-render');
  const root = document.getElementById('app')!;
  root.textContent = '';
  render(
    <App
      storage={storage}
      initial={{ session, meta: { ...newMeta(), ...current.meta }, previous }}
      settings={settings}
      notices={notices}
      onReady={() => {
        requestAnimationFrame(() => {
          performance.mark('pasyans-dealt');
          document.body.dataset.ready = 'true';
          // Offline and updates (pwa.ts): the service worker, registered once the table is dealt.
          void import('./pwa.js').then(({ registerServiceWorker }) => registerServiceWorker(() => storage.flush()));
        });
      }}
    />,
    root,
  );
}

void start();

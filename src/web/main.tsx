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
import { type Session, newRecord, openSession } from '../core/record.js';
import { App } from './app.js';
import { randomSeed } from './new-game-dialog.js';
import { DEFAULT_THINKING_MS } from './settings-dialog.js';
import { STEP_MS } from './use-display.js';
import { describeDamage } from './saved-game.js';
import { browserLanguage, initI18n, i18next } from './i18n.js';
import { recordFromQuery } from './link.js';
import { SessionController, restoreState } from './session-controller.js';
import { type SessionMeta, newMeta } from './stats.js';
import { type Settings, type Storage, memoryStorage, openStorage } from './storage.js';
import './style.css';

/** A random deal of Klondike, the game a first visit opens. */
function newDeal(): Session {
  const opened = openSession(klondike, newRecord(klondike, defaultOptions(klondike), { seed: randomSeed() }));
  if (!opened.ok) throw new Error(opened.error);
  return opened.value;
}

async function start() {
  performance.mark('pasyans-script');
  const notices: string[] = [];
  const reportLater: string[] = [];
  let storage: Storage;
  try {
    storage = await openStorage(
      (message) => reportLater.push(message),
      // While anything is being written the page says so (e2e helpers.ts `whenSaved` waits for it to end).
      (saving) => {
        if (saving) document.body.dataset.saving = 'true';
        else delete document.body.dataset.saving;
      },
    );
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

  // A link opens its game. Its moves are not the player's own (`givenMoves`).
  const linkNotices: string[] = [];
  const fromLink = recordFromQuery(location.search, GAMES, randomSeed);
  let linked: { session: Session; meta: SessionMeta } | null = null;
  if (fromLink) {
    if (fromLink.ok) {
      const opened = openSession(GAMES[fromLink.value.game], fromLink.value);
      if (opened.ok) linked = { session: opened.value, meta: newMeta(fromLink.value.moves.length) };
      else linkNotices.push(t('linkInvalid', { reason: t('linkError_notReplayable', { reason: opened.error }) }));
    } else {
      linkNotices.push(t('linkInvalid', { reason: t(`linkError_${fromLink.problem.key}`, fromLink.problem.values) }));
    }
    history.replaceState(null, '', location.pathname);
  }

  // The saved game, checked whole; one that cannot be read is said so and kept as it was (session-controller.ts).
  const saved = await storage.loadState();
  const restored = restoreState(saved, () => linked ?? { session: newDeal(), meta: newMeta() });
  if (restored.damagedCurrent) {
    const damage = describeDamage(saved);
    notices.push(t('storageDamaged', { reason: t(`damage_${damage.key}`, damage.values) }));
  }
  notices.push(...linkNotices);
  const controller = new SessionController(restored.state, storage);
  // The game from a link is saved at once (as a game started from the New game dialog is), so a reload before the
  // first move resumes it. The saved game it replaces stays reachable with Undo, settled as a game left for another
  // (lost for the streak when it counted; session-stats.ts).
  if (linked) {
    if (restored.fromSave) controller.openGame(linked.session.game, linked.session.record, linked.meta.givenMoves);
    else controller.save();
    await controller.flush();
  }

  performance.mark('pasyans-render');
  const root = document.getElementById('app')!;
  root.textContent = '';
  render(
    <App
      storage={storage}
      controller={controller}
      settings={settings}
      notices={notices}
      // A fresh deal flies in (deal-flight.ts): a link's game before any move, or a first visit's; a reload of a saved
      // game shows it as it was.
      dealOnStart={linked ? linked.session.cursor === 0 : !restored.fromSave}
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

/**
 * Start-up: once the page is in sight it takes the table from any other tab of the app (table-owner.ts: one table,
 * one tab), then settings and the saved game from IndexedDB, or a game from the link in the URL, then the app.
 * A damaged store is reported and a new game starts; when IndexedDB is unavailable the app plays without saving.
 * When another tab takes the table, the app gives way to the notice that says so (other-tab.tsx).
 */
// First: zod without eval, before any schema is built (no-eval.ts).
import { CARD_BACKS, CARD_FACES, CARD_SIZES, TABLE_COLOURS, choiceOr } from './themes.js';
import './no-eval.js';
import { render } from 'preact';
import { GAMES } from '../games/index.js';
import { klondike } from '../games/klondike.js';
import { defaultOptions } from '../core/options.js';
import { type Session, newRecord, openSession } from '../core/record.js';
import { App } from './app.js';
import type { Notice } from './messages.js';
import { WIN_RATES, randomFraction, randomSeed } from './new-game-dialog.js';
import { firstVisitSeed } from './hints.js';
import { DEFAULT_THINKING_MS } from './settings-dialog.js';
import { STEP_MS } from './use-display.js';
import { damageNotice } from './saved-game.js';
import { browserLanguage, initI18n, i18next } from './i18n.js';
import { recordFromQuery } from './link.js';
import { SessionController, restoreState } from './session-controller.js';
import { type SessionMeta, newMeta } from './stats.js';
import { type Settings, type Storage, memoryStorage, openStorage } from './storage.js';
import { TABLE_CHANNEL, TableOwner } from './table-owner.js';
import { OtherTab } from './other-tab.js';
import './style.css';

/**
 * A deal of Klondike, the game a first visit opens (also in place of a damaged save): one the win-rate run proved won
 * under the defaults (hints.ts `firstVisitSeed`), so a newcomer's first table can be won; a random deal without that list.
 */
function newDeal(): Session {
  const seed = firstVisitSeed(WIN_RATES, klondike, randomFraction(), randomSeed);
  const opened = openSession(klondike, newRecord(klondike, defaultOptions(klondike), { seed }));
  if (!opened.ok) throw new Error(opened.error);
  return opened.value;
}

/** Resolves once the page is in sight: a tab opened in the background (a link's middle click) waits to be looked at. */
function inSight(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'hidden') return resolve();
    const shown = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', shown);
      resolve();
    };
    document.addEventListener('visibilitychange', shown);
  });
}

/**
 * Takes the table for this page (table-owner.ts) and makes it the save's one writer (storage.ts `claim`). When another
 * tab takes it later, `giveUp` runs: the app gives way to the notice, the game's clock stops (its time so far is
 * saved), everything is written out, and only then does the other tab read the save. Nothing is done without Web Locks
 * or without IndexedDB (no save is shared then).
 */
async function takeTable(storage: Storage, shared: boolean, giveUp: () => Promise<void>, taken: () => void): Promise<void> {
  if (!shared || !navigator.locks) return;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TABLE_CHANNEL) : null;
  const owner = new TableOwner(navigator.locks, channel, { giveUp, taken });
  await owner.take();
  await storage.claim(owner.id, () => owner.taken());
}

/** Shows, instead of the app, that another tab has the table; Play here starts this page again, which takes it back. */
function showOtherTab(root: HTMLElement): void {
  if (!i18next.isInitialized) initI18n(browserLanguage());
  delete document.body.dataset.ready;
  document.title = i18next.t('otherTabTitle');
  render(<OtherTab t={i18next.t} onPlayHere={() => location.reload()} />, root);
}

async function start() {
  performance.mark('pasyans-script');
  const root = document.getElementById('app')!;
  const notices: Notice[] = [];
  const reportLater: string[] = [];
  // A write that fails once the app is on the screen is reported there (`showNotice`, set by the app); before that it
  // waits in `reportLater` with the start-up's other reports.
  let showNotice: ((notice: Notice) => void) | null = null;
  let storage: Storage;
  let shared = true;
  try {
    storage = await openStorage(
      (message) => {
        if (showNotice === null) {
          reportLater.push(message);
          return;
        }
        console.warn(`Pasyans: storage: ${message}`);
        showNotice({ text: i18next.t('storageWriteFailed'), details: message });
      },
      // While anything is being written the page says so (e2e helpers.ts `whenSaved` waits for it to end).
      (saving) => {
        if (saving) document.body.dataset.saving = 'true';
        else delete document.body.dataset.saving;
      },
    );
  } catch (error) {
    storage = memoryStorage();
    shared = false;
    reportLater.push(`storage:${String((error as Error)?.message ?? error)}`);
  }
  performance.mark('pasyans-storage-open');
  // One table, one tab: a page opened behind another waits to be looked at; then the tab that has the table writes
  // out its game and gives it up before anything is read here. Asked for the table in turn, this page first ends its
  // own start-up (a link's game is saved), so the other tab reads the save whole.
  let controller: SessionController | null = null;
  let away = false;
  let startedUp = () => {};
  const started = new Promise<void>((resolve) => (startedUp = resolve));
  const goAway = () => {
    if (away) return false;
    away = true;
    showOtherTab(root);
    return true;
  };
  await inSight();
  await takeTable(
    storage,
    shared,
    async () => {
      await started;
      if (!goAway()) return;
      // The game goes on in the other tab: its clock stops here, and all is written before the other tab reads it.
      controller?.setHidden(true);
      await controller?.flush();
      await storage.flush();
    },
    () => void goAway(),
  );
  // A page brought back from the browser's back-forward cache starts again, taking the table afresh.
  window.addEventListener('pageshow', (event) => event.persisted && location.reload());
  performance.mark('pasyans-table-taken');
  const savedSettings = (await storage.loadSettings()) ?? {};
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const settings: Settings = {
    language: savedSettings.language === 'ru' || savedSettings.language === 'en' ? savedSettings.language : browserLanguage(),
    speed: savedSettings.speed !== undefined && Object.hasOwn(STEP_MS, savedSettings.speed) ? savedSettings.speed : reducedMotion ? 'off' : 'normal',
    autoFoundation: savedSettings.autoFoundation ?? false,
    secondDealPreview: savedSettings.secondDealPreview ?? false,
    solverIndicator: savedSettings.solverIndicator ?? true,
    fairHints: savedSettings.fairHints ?? false,
    showClock: savedSettings.showClock ?? true,
    tableColour: choiceOr(savedSettings.tableColour, TABLE_COLOURS, 'green'),
    cardBack: choiceOr(savedSettings.cardBack, CARD_BACKS, 'blue'),
    cardSize: choiceOr(savedSettings.cardSize, CARD_SIZES, 'normal'),
    cardFace: choiceOr(savedSettings.cardFace, CARD_FACES, 'classic'),
    sound: savedSettings.sound ?? true,
    warnLosingMove: savedSettings.warnLosingMove ?? true,
    thinkingMs: typeof savedSettings.thinkingMs === 'number' && savedSettings.thinkingMs > 0 ? savedSettings.thinkingMs : DEFAULT_THINKING_MS,
    winnableOnly: savedSettings.winnableOnly && typeof savedSettings.winnableOnly === 'object' ? savedSettings.winnableOnly : {},
  };
  initI18n(settings.language ?? 'en');
  const t = i18next.t;
  // The browser's reason (its own words, often English) goes under the notice's details, and to the console.
  for (const message of reportLater) {
    const reason = message.startsWith('storage:') ? message.slice(8) : message;
    console.warn(`Pasyans: storage: ${reason}`);
    notices.push({ text: t('storageUnavailable'), details: reason });
  }

  // A link opens its game. Its moves are not the player's own (`givenMoves`).
  const linkNotices: Notice[] = [];
  const fromLink = recordFromQuery(location.search, GAMES, randomSeed);
  let linked: { session: Session; meta: SessionMeta } | null = null;
  if (fromLink) {
    if (fromLink.ok) {
      const opened = openSession(GAMES[fromLink.value.game], fromLink.value);
      if (opened.ok) linked = { session: opened.value, meta: newMeta(fromLink.value.moves.length) };
      else linkNotices.push({ text: t('linkInvalid', { reason: t('linkError_notReplayable') }), details: opened.error });
    } else {
      linkNotices.push({ text: t('linkInvalid', { reason: t(`linkError_${fromLink.problem.key}`, fromLink.problem.values) }) });
    }
    history.replaceState(null, '', location.pathname);
  }

  // The saved game, checked whole; one that cannot be read is said so and kept as it was (session-controller.ts).
  const saved = await storage.loadState();
  const restored = restoreState(saved, () => linked ?? { session: newDeal(), meta: newMeta() });
  if (restored.damagedCurrent) {
    const notice = damageNotice(saved, t);
    if (notice.details) console.warn(`Pasyans: the saved game could not be read: ${notice.details}`);
    notices.push(notice);
  }
  notices.push(...linkNotices);
  controller = new SessionController(restored.state, storage);
  // A game not read from the save — a link's, a first visit's fresh deal, or the deal that replaces a damaged save — is
  // saved at once (as a game started from the New game dialog is), so a reload before the first move shows the same
  // deal. A link's game over a saved one is opened over it: the saved game stays reachable with Undo, settled as a game
  // left for another (lost for the streak when it counted; session-stats.ts).
  if (linked && restored.fromSave) controller.openGame(linked.session.game, linked.session.record, linked.meta.givenMoves);
  else if (!restored.fromSave) controller.save();
  await controller.flush();

  performance.mark('pasyans-render');
  startedUp();
  if (away) return;
  root.textContent = '';
  render(
    <App
      storage={storage}
      controller={controller}
      settings={settings}
      notices={notices}
      onNoticeChannel={(show) => {
        showNotice = show;
      }}
      // A fresh deal flies in (deal-flight.ts): a link's game before any move, or a first visit's; a reload of a saved
      // game shows it as it was.
      dealOnStart={linked ? linked.session.cursor === 0 : !restored.fromSave}
      onReady={() => {
        requestAnimationFrame(() => {
          if (away) return;
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

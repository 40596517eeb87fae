/**
 * Shared helpers of the end-to-end tests: launching Chromium, opening the app, reading the table from the DOM.
 */
import { mkdirSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SCREENSHOTS = join(ROOT, 'e2e-output', 'screenshots');

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * A fresh context (its own IndexedDB, caches and service workers: nothing of one test's reaches another's).
 * `locale` sets the browser language; `mobile` makes it a phone's browser (Playwright's `isMobile`: the meta viewport
 * counts, and with `touch` the page sees no pointer that hovers, `(hover: none)`). The app's service worker (pwa.ts) is allowed as for a player, except with
 * `serviceWorkers: 'block'`, which a test that rewrites the page's requests with `route` needs (a service worker
 * answering from its cache would bypass the route).
 */
export async function freshContext(browser: Browser, options: { locale?: string; touch?: boolean; mobile?: boolean; width?: number; height?: number; motion?: boolean; serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  return browser.newContext({
    locale: options.locale ?? 'en-US',
    hasTouch: options.touch ?? false,
    isMobile: options.mobile ?? false,
    viewport: { width: options.width ?? 1100, height: options.height ?? 800 },
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
}

/**
 * One Chromium for a describe block: launched before its tests, closed after them. `baseUrl` is the preview server
 * of the global setup (set once the block starts); `page(options)` opens a page in a fresh context, `context(options)`
 * gives the fresh context itself (two pages in it are two tabs of one browser: one IndexedDB, one set of Web Locks).
 */
export function useChromium(): {
  baseUrl: string;
  page: (options?: Parameters<typeof freshContext>[1]) => Promise<Page>;
  context: (options?: Parameters<typeof freshContext>[1]) => Promise<BrowserContext>;
} {
  let browser: Browser | undefined;
  const suite = {
    baseUrl: '',
    page: async (options: Parameters<typeof freshContext>[1] = {}): Promise<Page> => (await freshContext(browser!, options)).newPage(),
    /** A fresh context, for tests that open several pages in it: tabs of one browser, sharing its storage. */
    context: (options: Parameters<typeof freshContext>[1] = {}): Promise<BrowserContext> => freshContext(browser!, options),
  };
  beforeAll(async () => {
    suite.baseUrl = inject('baseUrl');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return suite;
}

/**
 * Opens the app (with an optional query) and waits until a dealt game is on screen. A page that shows the app already
 * is left only once what was done in it is stored (`whenSaved`).
 */
export async function openApp(page: Page, baseUrl: string, query = ''): Promise<void> {
  if (page.url().startsWith(baseUrl)) await whenSaved(page);
  await page.goto(`${baseUrl}${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  await facesDrawn(page);
}

/**
 * Waits until the table draws the card faces the settings choose (faces.ts: the classic faces' art arrives after the
 * first paint; until then the large-index faces show).
 */
export async function facesDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.face !== undefined && document.documentElement.dataset.face === document.documentElement.dataset.faceChosen);
}

/**
 * Waits until the app has stored everything done so far: main.tsx marks the body `data-saving` while a write is under
 * way (storage.ts `onSaving`). A frame first, so that the writes of the last input have begun. Leaving the page
 * sooner could cut a write off.
 */
export async function whenSaved(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.waitForFunction(() => document.body.dataset.saving === undefined);
}

/** Reloads the app once everything done is stored (`whenSaved`) and waits until a dealt game is on screen. */
export async function reloadApp(page: Page): Promise<void> {
  await whenSaved(page);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await facesDrawn(page);
}

/** The table as the DOM shows it: pile id → face-up card codes, or '##' for a face-down card, bottom first. */
export async function readTable(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const table: Record<string, { index: number; card: string }[]> = {};
    for (const element of document.querySelectorAll<HTMLElement>('.card')) {
      const pile = element.dataset.pile!;
      (table[pile] ??= []).push({ index: Number(element.dataset.index), card: element.dataset.card ?? '##' });
    }
    const result: Record<string, string[]> = {};
    for (const [pile, cards] of Object.entries(table)) result[pile] = cards.sort((a, b) => a.index - b.index).map((c) => c.card);
    return result;
  });
}

/** The centre of the top card of a pile (or of its outline when empty). */
export async function pileCentre(page: Page, pile: string): Promise<{ x: number; y: number }> {
  const cards = page.locator(`.card[data-pile="${pile}"]`);
  const count = await cards.count();
  const element = count > 0 ? page.locator(`.card[data-pile="${pile}"][data-index="${count - 1}"]`) : page.locator(`#pile-${pile} .pile-outline`);
  const box = await element.boundingBox();
  if (!box) throw new Error(`pile ${pile} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) };
}

/**
 * Plays the last move of a constructed line (fixtures.ts `klondikeWonLine`) by a double click on the pile it comes
 * from: the card goes up to its foundation. Returns the point clicked, to click it again after the link is reopened.
 */
export async function doubleClickLastMove(page: Page, line: { last: readonly { type: string; from?: string }[] }): Promise<{ x: number; y: number }> {
  const move = line.last[0];
  if (move.type !== 'move' || !move.from) throw new Error('expected a card move');
  const from = await pileCentre(page, move.from);
  await page.mouse.dblclick(from.x, from.y);
  return from;
}

export async function status(page: Page): Promise<string | null> {
  const element = page.locator('[data-status]');
  return (await element.count()) ? element.getAttribute('data-status') : null;
}

export async function movesCount(page: Page): Promise<number> {
  const text = (await page.locator('.moves-count').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

export function tempDir(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'pasyans-e2e-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Waits until the table is at rest: no move animating (`data-animating`) and no CSS transition running. */
export async function waitForRest(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.board[data-animating="true"]') === null && document.getAnimations().length === 0);
}

/** Closes the panel of a won game, which floats over the table as a dialog does, so the cards under it can be checked. */
export async function closeWinPanel(page: Page): Promise<void> {
  if (await page.locator('[data-testid="win-panel"]').count()) {
    await page.click('[data-testid="win-panel"] .close');
    await page.waitForSelector('[data-testid="win-panel"]', { state: 'detached' });
  }
}

/**
 * Issue 8, item 2: the piles whose top card is not the topmost element at its own centre (each pile's top card,
 * scrolled into view, is hit-tested with `document.elementFromPoint`). Empty when the table is right.
 */
export async function coveredTopCards(page: Page): Promise<string[]> {
  await waitForRest(page);
  await closeWinPanel(page);
  return page.evaluate(() => {
    const tops = new Map<string, HTMLElement>();
    for (const element of document.querySelectorAll<HTMLElement>('.card')) {
      const pile = element.dataset.pile!;
      const current = tops.get(pile);
      if (!current || Number(current.dataset.index) < Number(element.dataset.index)) tops.set(pile, element);
    }
    const problems: string[] = [];
    for (const [pile, element] of tops) {
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest<HTMLElement>('.card');
      if (hit !== element) problems.push(`${pile}: top card ${element.dataset.card ?? '##'} lies under ${hit ? `${hit.dataset.pile}[${hit.dataset.index}] ${hit.dataset.card ?? '##'}` : 'nothing'}`);
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

/**
 * Issue 8, item 3: the face-up cards on show whose rank, or whose suit (the corner one or the one under the rank), is
 * not wholly visible: a grid of points over each glyph's box must hit the card itself. A card squared under another
 * of its pile (same place) is not on show.
 */
export async function hiddenIndices(page: Page): Promise<string[]> {
  await waitForRest(page);
  await closeWinPanel(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const cards = [...document.querySelectorAll<HTMLElement>('.card')];
    const shown = (card: HTMLElement, part: Element | null): boolean => {
      if (!part) return false;
      const box = part.getBoundingClientRect();
      const frame = card.getBoundingClientRect();
      const left = Math.max(box.left, frame.left) + 0.5;
      const right = Math.min(box.right, frame.right) - 0.5;
      const top = Math.max(box.top, frame.top) + 0.5;
      const bottom = Math.min(box.bottom, frame.bottom) - 0.5;
      for (let i = 0; i <= 4; i++) {
        for (let j = 0; j <= 4; j++) {
          const hit = document.elementFromPoint(left + ((right - left) * i) / 4, top + ((bottom - top) * j) / 4);
          if (hit?.closest('.card') !== card) return false;
        }
      }
      return true;
    };
    for (const card of cards) {
      if (!card.dataset.card) continue;
      const place = card.style.transform;
      const squared = cards.some((other) => other !== card && other.dataset.pile === card.dataset.pile && Number(other.dataset.index) > Number(card.dataset.index) && other.style.transform === place);
      if (squared) continue;
      card.scrollIntoView({ block: 'center', inline: 'center' });
      const rank = shown(card, card.querySelector('.card-index'));
      const suit = shown(card, card.querySelector('.index-suit')) || shown(card, card.querySelector('.strip-suit'));
      if (!rank || !suit) problems.push(`${card.dataset.pile}[${card.dataset.index}] ${card.dataset.card}: ${rank ? '' : 'rank '}${suit ? '' : 'suit '}covered`);
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

/** Starts a game from the New game dialog: game, deal number, and options by name. */
export async function newGameFromDialog(page: Page, gameId: string, seed: number, options: Record<string, string> = {}): Promise<void> {
  await page.click('[data-action="new"]');
  await page.click(`[data-game="${gameId}"]`);
  for (const [name, value] of Object.entries(options)) await page.selectOption(`select[name="option-${name}"]`, value);
  await page.fill('input[name="deal"]', String(seed));
  await page.click('[data-action="start"]');
  await page.waitForSelector('.dialog', { state: 'detached' });
}

/** The figures of the Statistics dialog's row for a statistics key (link.ts `statsKey`), or null when it has none. */
export async function statsRow(page: Page, key: string): Promise<Record<string, string> | null> {
  await clickToolbar(page, 'stats');
  await page.waitForFunction(() => document.querySelector('.dialog table.stats') !== null || [...document.querySelectorAll('.dialog p')].some((p) => p.textContent !== '…'));
  const row = await page.evaluate((wanted) => {
    const tr = [...document.querySelectorAll<HTMLElement>('tr[data-stats-key]')].find((element) => element.dataset.statsKey === wanted);
    if (!tr) return null;
    return Object.fromEntries([...tr.querySelectorAll<HTMLElement>('[data-stat]')].map((cell) => [cell.dataset.stat!, cell.textContent ?? '']));
  }, key);
  await page.click('.dialog .close');
  return row;
}

/** Where a player takes hold of a packet: its deepest card (the `count`-th from the top of `pile`), near its top edge, scrolled into view. */
async function packetGrip(page: Page, pile: string, count: number): Promise<{ x: number; y: number }> {
  const size = await page.locator(`.card[data-pile="${pile}"]`).count();
  const card = page.locator(`.card[data-pile="${pile}"][data-index="${size - count}"]`);
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 12) };
}

/** Waits until the move counter is above `before`. */
async function movesAbove(page: Page, before: number): Promise<void> {
  await page.waitForFunction((n) => Number(/(\d+)/.exec(document.querySelector('.moves-count')?.textContent ?? '')?.[1]) > n, before);
}

/** Taps the middle of an element. */
export async function tapOn(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Plays a move by taps alone, as a player holding a phone would (issue 10, item 5): the packet's deepest card, then
 * the pile it goes to; a pair's two piles; any other move by its button in the toolbar (End the game confirmed). Waits
 * for the move count to go up by one.
 */
export async function tapOnTable(page: Page, move: { type: string; from?: string; to?: string; count?: number; piles?: readonly string[] }): Promise<void> {
  const before = await movesCount(page);
  if (move.type === 'move') {
    const from = await packetGrip(page, move.from!, move.count ?? 1);
    await page.touchscreen.tap(from.x, from.y);
    await page.waitForSelector('.card.selected');
    const to = await pileCentre(page, move.to!);
    await page.touchscreen.tap(to.x, to.y);
  } else if (move.type === 'pair') {
    for (const id of move.piles!) {
      const centre = await pileCentre(page, id);
      await page.touchscreen.tap(centre.x, centre.y);
    }
  } else {
    await tapOn(page, `.toolbar [data-action="${move.type}"]`);
    if (move.type === 'end') await tapOn(page, '.dialog [data-action="confirm"]');
  }
  await movesAbove(page, before);
}

/**
 * Plays a move through the table as a player would: a card move by dragging its packet (the card `count` from the
 * top) onto the destination pile, a pair by clicking both piles, any other move by its button. Waits for the move
 * count to go up by one.
 */
export async function playOnTable(page: Page, move: { type: string; from?: string; to?: string; count?: number; piles?: [string, string] }): Promise<void> {
  const before = await movesCount(page);
  if (move.type === 'move') {
    const from = await packetGrip(page, move.from!, move.count ?? 1);
    const to = await pileCentre(page, move.to!);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
  } else if (move.type === 'pair') {
    for (const id of move.piles!) {
      const centre = await pileCentre(page, id);
      await page.mouse.click(centre.x, centre.y);
    }
  } else {
    await page.click(`[data-action="${move.type}"]`);
  }
  await movesAbove(page, before);
}

/** Opens the phone toolbar's menu under More (toolbar-menu.tsx); nothing on a wider screen, where every button shows. */
export async function openMore(p: Page): Promise<void> {
  const more = p.locator('.toolbar .more');
  if ((await more.count()) && (await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') {
    await more.click();
    await p.waitForSelector('#toolbar-menu:not([hidden])');
  }
}

/** Clicks a toolbar button by its `data-action`, through More when it is in the phone's menu. */
export async function clickToolbar(p: Page, action: string): Promise<void> {
  const button = p.locator(`.toolbar [data-action="${action}"]`);
  if (!(await button.isVisible())) await openMore(p);
  await button.click();
}

/**
 * Rows of the toolbar that hold exactly one visible button (the language switch, which sits with the title, aside;
 * the unseen forms that keep a slot's room, stable-slot.tsx, are not buttons one sees), and -1 when the language
 * switch is alone on its row.
 */
export async function loneButtonRows(p: Page): Promise<number[]> {
  return p.evaluate(() => {
    const rows = new Map<number, number>();
    for (const button of document.querySelectorAll<HTMLElement>('.toolbar button')) {
      if (!button.offsetParent || button.closest('.title') || button.classList.contains('ghost')) continue;
      const row = Math.round(button.getBoundingClientRect().top);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    // The language switch must share a row with something (on a phone it is in the menu under More).
    const switchButton = document.querySelector<HTMLElement>('[data-action="language"]');
    if (!switchButton?.offsetParent) return [...rows].filter(([, count]) => count === 1).map(([row]) => row);
    const language = switchButton.getBoundingClientRect();
    const others = [...document.querySelectorAll<HTMLElement>('.toolbar .game-name, .toolbar .buttons button:not(.ghost)')].filter((element) => element.offsetParent);
    const shared = others.some((element) => {
      const box = element.getBoundingClientRect();
      return box.top < language.bottom && box.bottom > language.top;
    });
    return [...[...rows].filter(([, count]) => count === 1).map(([row]) => row), ...(shared ? [] : [-1])];
  });
}

/**
 * Records where the table lies on every frame from the moment the app is ready (call before `openApp`): the table
 * area's top-left corner on the page, scrolling aside, rounded to a pixel. `tablePlaces` reads the distinct places
 * seen: one, when nothing around the table pushed it. (The cards inside may still grow smaller when a column grows
 * long, geometry.ts; that follows the player's own move.)
 */
export async function watchTable(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const places = new Set<string>();
    (window as unknown as { tablePlaces: Set<string> }).tablePlaces = places;
    const look = () => {
      const area = document.querySelector('.table-area');
      if (area && document.body?.dataset.ready === 'true') {
        // Where the table area lies on the page, whatever the window is scrolled to.
        const box = area.getBoundingClientRect();
        places.add(`${Math.round(box.left + window.scrollX)},${Math.round(box.top + window.scrollY)}`);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** The distinct places (`left,top` in CSS pixels) where `watchTable` saw the board. */
export async function tablePlaces(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { tablePlaces: Set<string> }).tablePlaces]);
}

/**
 * Hides the page (true) or shows it again (false), as switching to another tab, minimising the window or sending a
 * phone's app to the background does: `document.visibilityState` and `document.hidden` read so from now on, and
 * `visibilitychange` is dispatched. (Headless Chromium keeps every page visible.)
 */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The game clock as it reads (m:ss). */
export async function clockText(page: Page): Promise<string> {
  return (await page.locator('[data-testid="clock"]').textContent()) ?? '';
}

/** Waits until a service worker controls the page (pwa.ts registers it once the table is dealt) and is active. */
export async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/**
 * Issue 10, item 5, "Phone first": at 390×844 (an iPhone) and 360×740 (a small Android), in English and Russian and in
 * every game, the essential controls — New game, Undo, the game's own button, Hint and More — sit in one row under a
 * one-line status line, and everything else is in the menu under More (toolbar.tsx, toolbar-menu.tsx); the menu opens
 * at its button, closes on a choice, on Escape and on a tap outside, is reachable from the keyboard and never leaves
 * the screen; no page scrolls sideways, no table is wider than the screen, every dialog fits the screen's width and
 * scrolls inside itself; and every game plays with taps alone (a card, then where it goes; the game's own button),
 * one deal to the win. At 1280×800 the same five buttons stand in one row beside the status line (issue 25, item 4); a
 * phone held sideways gets them in a rail down the left side.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAME_LIST } from '../../games/index.js';
import { gameStatus } from '../../core/engine.js';
import { defaultOptions } from '../../core/options.js';
import { SCREENSHOTS, movesCount, openApp, openMore, pileCentre, tapOn, tapOnTable, useChromium, waitForRest } from './helpers.js';
import { klondikeWonLine, linkQuery, nextMove, openingOf, playout } from './fixtures.js';

const PHONES = [
  { name: '390×844', width: 390, height: 844 },
  { name: '360×740', width: 360, height: 740 },
] as const;

const LOCALES = ['en-US', 'ru-RU'] as const;

/** Many pages in one test (eight games, two sizes, two languages): more than the default minute on a busy machine. */
const LONG = 300_000;

/** The buttons every game's phone toolbar shows in its row (besides the game's own buttons). */
const ROW = ['new', 'undo', 'hint', 'more'];
/** The buttons every game keeps in the menu under More. */
const MENU = ['restart', 'redo', 'demo', 'review', 'rules', 'stats', 'link', 'settings', 'language'];

interface ToolbarLook {
  /** The visible buttons outside the menu: action, and the edges of each. */
  row: { action: string; top: number; bottom: number; left: number; right: number }[];
  /** The actions of the buttons in the menu (hidden or not). */
  menu: string[];
  toolbarHeight: number;
  toolbarWidth: number;
  /** The status line's children that stand on a row below its first. */
  statusWrapped: string[];
  /** How far the status line's content sticks out of it sideways. */
  statusOverflow: number;
  pageOverflow: number;
  /** How far the page scrolls down. */
  pageOverflowY: number;
}

async function lookAtToolbar(p: Page): Promise<ToolbarLook> {
  return p.evaluate(() => {
    const menu = document.querySelector('#toolbar-menu');
    const row = [...document.querySelectorAll<HTMLElement>('.toolbar button[data-action]')]
      .filter((button) => button.offsetParent && !button.classList.contains('ghost') && !menu?.contains(button))
      .map((button) => {
        const box = button.getBoundingClientRect();
        return { action: button.dataset.action!, top: Math.round(box.top), bottom: Math.round(box.bottom), left: Math.round(box.left), right: Math.round(box.right) };
      });
    // The phone's status line (none on a wider screen).
    const status = document.querySelector<HTMLElement>('.status-line');
    const statusTop = status?.getBoundingClientRect().top ?? 0;
    const statusWrapped = [...(status?.querySelectorAll<HTMLElement>(':scope > *:not(.name-and-deal), .game-name') ?? [])]
      .filter((element) => element.getBoundingClientRect().top > statusTop + 12)
      .map((element) => element.className);
    return {
      row,
      menu: [...(menu?.querySelectorAll<HTMLElement>('button[data-action]') ?? [])].map((button) => button.dataset.action!),
      toolbarHeight: Math.round(document.querySelector('.toolbar')!.getBoundingClientRect().height),
      toolbarWidth: Math.round(document.querySelector('.toolbar')!.getBoundingClientRect().width),
      statusWrapped,
      statusOverflow: status ? status.scrollWidth - status.clientWidth : 0,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      pageOverflowY: document.documentElement.scrollHeight - window.innerHeight,
    };
  });
}

/**
 * What is wrong with a phone's toolbar (none: an empty list): New game, Undo, Hint, More and the game's own buttons
 * (`buttonMoves`) in one row within the screen's `width`, the rest in the menu, the status line on one line, no page
 * scrolling sideways, and two lines only (the status line and the buttons, each a picture over a word).
 */
function phoneToolbarFailures(look: ToolbarLook, buttonMoves: readonly string[], where: string, width: number): string[] {
  const failures: string[] = [];
  const actions = look.row.map((button) => button.action);
  const allowed = new Set([...ROW, ...buttonMoves]);
  for (const action of ROW) if (!actions.includes(action)) failures.push(`${where}: ${action} is not in the row`);
  for (const action of actions) if (!allowed.has(action)) failures.push(`${where}: ${action} is in the row`);
  if (new Set(look.row.map((button) => button.top)).size !== 1) failures.push(`${where}: the buttons stand on more than one row: ${JSON.stringify(look.row)}`);
  for (const button of look.row) if (button.left < 0 || button.right > width) failures.push(`${where}: ${button.action} leaves the screen (${button.left}–${button.right})`);
  for (const action of MENU) if (!look.menu.includes(action)) failures.push(`${where}: ${action} is not in the menu`);
  if (look.statusWrapped.length) failures.push(`${where}: the status line wraps: ${look.statusWrapped.join(', ')}`);
  if (look.statusOverflow > 0) failures.push(`${where}: the status line sticks out by ${look.statusOverflow} px`);
  if (look.pageOverflow > 0) failures.push(`${where}: the page scrolls ${look.pageOverflow} px sideways`);
  if (look.toolbarHeight > 90) failures.push(`${where}: the toolbar is ${look.toolbarHeight} px high`);
  return failures;
}

/**
 * What is wrong with the rail of a phone held sideways (none: an empty list): New game, Undo, Hint, Menu and the
 * game's own buttons in one column down the left side within the screen's `height`, the rest in the menu, the rail
 * no wider than 96 px, and no page scrolling either way.
 */
function railFailures(look: ToolbarLook, buttonMoves: readonly string[], where: string, height: number): string[] {
  const failures: string[] = [];
  const actions = look.row.map((button) => button.action);
  const allowed = new Set([...ROW, ...buttonMoves]);
  for (const action of ROW) if (!actions.includes(action)) failures.push(`${where}: ${action} is not in the rail`);
  for (const action of actions) if (!allowed.has(action)) failures.push(`${where}: ${action} is in the rail`);
  if (new Set(look.row.map((button) => button.left)).size !== 1) failures.push(`${where}: the buttons stand in more than one column: ${JSON.stringify(look.row)}`);
  for (const button of look.row) if (button.top < 0 || button.bottom > height) failures.push(`${where}: ${button.action} leaves the screen (${button.top}–${button.bottom})`);
  for (const button of look.row) if (button.right > 96) failures.push(`${where}: ${button.action} stands ${button.right} px from the left`);
  for (const action of MENU) if (!look.menu.includes(action)) failures.push(`${where}: ${action} is not in the menu`);
  if (look.toolbarWidth > 96) failures.push(`${where}: the rail is ${look.toolbarWidth} px wide`);
  if (look.pageOverflow > 0) failures.push(`${where}: the page scrolls ${look.pageOverflow} px sideways`);
  if (look.pageOverflowY > 0) failures.push(`${where}: the page scrolls ${look.pageOverflowY} px down`);
  return failures;
}

/** The box of an element, rounded, or null when it is not on screen. */
async function box(p: Page, selector: string): Promise<{ left: number; right: number; top: number; bottom: number } | null> {
  return p.evaluate((wanted) => {
    const element = document.querySelector<HTMLElement>(wanted);
    if (!element || element.getClientRects().length === 0) return null;
    const b = element.getBoundingClientRect();
    return { left: Math.round(b.left), right: Math.round(b.right), top: Math.round(b.top), bottom: Math.round(b.bottom) };
  }, selector);
}

/** Where the element sticks out of the viewport: an empty list when it lies wholly inside. */
async function outsideViewport(p: Page, selector: string): Promise<string[]> {
  const b = await box(p, selector);
  if (!b) return [`${selector} is not on screen`];
  const size = p.viewportSize()!;
  const problems: string[] = [];
  if (b.left < 0) problems.push(`${selector} left ${b.left}`);
  if (b.right > size.width) problems.push(`${selector} right ${b.right} > ${size.width}`);
  if (b.top < 0) problems.push(`${selector} top ${b.top}`);
  if (b.bottom > size.height) problems.push(`${selector} bottom ${b.bottom} > ${size.height}`);
  return problems;
}

/**
 * The open menu under More lies within the screen, scrolls inside itself when `scrolls`, and its last button (the
 * language switch) can be scrolled to and used: the page's language turns from the `locale`'s to the other.
 */
async function expectMenuOnScreen(p: Page, locale: 'en-US' | 'ru-RU', where: string, scrolls: boolean): Promise<void> {
  expect(await outsideViewport(p, '#toolbar-menu'), where).toEqual([]);
  if (scrolls) expect(await p.evaluate(() => { const m = document.querySelector('#toolbar-menu')!; return m.scrollHeight > m.clientHeight; }), where).toBe(true);
  await p.locator('#toolbar-menu [data-action="language"]').scrollIntoViewIfNeeded();
  await p.locator('#toolbar-menu [data-action="language"]').click();
  expect(await p.evaluate(() => document.documentElement.lang), where).toBe(locale === 'en-US' ? 'ru' : 'en');
}

/** Whether the close button (×) of a dialog or panel lies over the words of its title (each line of text measured). */
async function closeOverTitle(p: Page, selector: string): Promise<string[]> {
  return p.evaluate((of) => {
    const root = document.querySelector(of);
    const close = root?.querySelector('.close')?.getBoundingClientRect();
    const title = root?.querySelector('h2');
    if (!close || !title) return [];
    const range = document.createRange();
    range.selectNodeContents(title);
    const meets = [...range.getClientRects()].some((line) => line.left < close.right && line.right > close.left && line.top < close.bottom && line.bottom > close.top);
    return meets ? [`${of}: the close button lies over the title "${title.textContent}"`] : [];
  }, selector);
}

/** The cards that stick out of the screen sideways, and how far the page scrolls sideways. */
async function tableOverflow(p: Page): Promise<string[]> {
  await waitForRest(p);
  return p.evaluate(() => {
    const problems: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('.card')) {
      const b = card.getBoundingClientRect();
      if (b.left < 0 || b.right > window.innerWidth) problems.push(`${card.dataset.pile}[${card.dataset.index}] at ${Math.round(b.left)}–${Math.round(b.right)}`);
    }
    const page = document.documentElement.scrollWidth - window.innerWidth;
    if (page > 0) problems.push(`the page scrolls ${page} px sideways`);
    return problems;
  });
}

describe('issue 10, item 5: phone first', () => {
  const suite = useChromium();
  const page = suite.page;

  it('issue 10, item 5: at 390×844 and 360×740, in English and Russian, every game shows New game, Undo, its own button, Hint and More in one row under a one-line status line, and the rest in the menu', async () => {
    const failures: string[] = [];
    for (const phone of PHONES) {
      for (const locale of LOCALES) {
        const p = await page({ locale, width: phone.width, height: phone.height, touch: true });
        for (const game of GAME_LIST) {
          const where = `${game.id} ${locale} ${phone.name}`;
          // A few moves in (a deal number of ten digits, the longest), so that Undo is live and the game's button shows.
          const options = defaultOptions(game);
          const { moves } = playout(game, options, 4294967295, 3);
          await openApp(p, suite.baseUrl, linkQuery(game, options, 4294967295, moves));
          failures.push(...phoneToolbarFailures(await lookAtToolbar(p), game.buttonMoves ?? [], where, phone.width));
        }
        await p.context().close();
      }
    }
    // The games' own extras are in the menu: Second deal and Deal to a choice (Go, No Go), Play on (Perpetual Motion).
    const p = await page({ width: 390, height: 844, touch: true });
    await openApp(p, suite.baseUrl, '?game=go-no-go&seed=3');
    expect((await lookAtToolbar(p)).menu).toEqual(expect.arrayContaining(['second-deal', 'deal-on']));
    await openApp(p, suite.baseUrl, '?game=perpetual-motion&seed=3');
    expect((await lookAtToolbar(p)).menu).toContain('auto');
    await p.context().close();
    expect(failures).toEqual([]);
  }, LONG);

  it('issue 25, item 4: a phone held sideways (740×360, 844×390) gets a rail down the left side in every game: New game, Undo, its own button, Hint and Menu in one column, the rest under Menu (which fits the screen when the phone turns with it open), and the whole height for the table', async () => {
    const failures: string[] = [];
    for (const screen of [{ width: 740, height: 360 }, { width: 844, height: 390 }]) {
      for (const locale of LOCALES) {
        const p = await page({ locale, width: screen.width, height: screen.height, touch: true });
        for (const game of GAME_LIST) {
          const where = `${game.id} ${locale} ${screen.width}×${screen.height}`;
          const options = defaultOptions(game);
          const { moves } = playout(game, options, 4294967295, 3);
          await openApp(p, suite.baseUrl, linkQuery(game, options, 4294967295, moves));
          failures.push(...railFailures(await lookAtToolbar(p), game.buttonMoves ?? [], where, screen.height));
        }
        await p.context().close();
      }
    }
    // Turned with the menu open: the menu shrinks to the new screen and scrolls inside itself to its last button.
    const turned = await page({ locale: 'ru-RU', width: 390, height: 844, touch: true });
    await openApp(turned, suite.baseUrl, '?game=go-no-go&seed=3');
    await openMore(turned);
    await turned.setViewportSize({ width: 844, height: 390 });
    await turned.waitForFunction(() => document.querySelector('#toolbar-menu')!.getBoundingClientRect().bottom <= window.innerHeight);
    await expectMenuOnScreen(turned, 'ru-RU', 'ru-RU turned to 844×390', true);
    await turned.context().close();
    // A desktop window of the same width but full height keeps the bar at the top, in one row.
    const wide = await page({ width: 844, height: 800 });
    await openApp(wide, suite.baseUrl, '?game=klondike&seed=3');
    const bar = await lookAtToolbar(wide);
    expect(bar.toolbarWidth).toBe(844);
    expect(new Set(bar.row.map((button) => button.top)).size).toBe(1);
    await wide.context().close();
    expect(failures).toEqual([]);
  }, LONG);

  it('issue 25, item 4: at 1280×800 the toolbar is one row — New game, Undo, the game\'s own button, Hint and Menu — and the rest is in the menu', async () => {
    for (const locale of LOCALES) {
      const p = await page({ locale, width: 1280, height: 800 });
      await openApp(p, suite.baseUrl, '?game=go-no-go&seed=3');
      const look = await lookAtToolbar(p);
      expect(look.row.map((button) => button.action)).toEqual(['new', 'undo', 'deal', 'hint', 'more']);
      expect(new Set(look.row.map((button) => button.top)).size).toBe(1);
      expect(look.toolbarHeight).toBeLessThanOrEqual(60);
      expect(look.menu).toEqual(expect.arrayContaining([...MENU, 'deal-on', 'second-deal']));
      await p.context().close();
    }
  });

  it('issue 10, item 5: the menu opens at More, closes on a choice, on Escape and on a tap outside, is reachable from the keyboard, and never leaves the screen', async () => {
    const p = await page({ width: 390, height: 844, touch: true });
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    const more = p.locator('.toolbar .more');
    const menu = p.locator('#toolbar-menu');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    // Opens at its button: right under it, their right sides in line.
    await tapOn(p, '.toolbar .more');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const moreBox = (await box(p, '.toolbar .more'))!;
    const menuBox = (await box(p, '#toolbar-menu'))!;
    expect(menuBox.top - moreBox.bottom).toBeGreaterThanOrEqual(0);
    expect(menuBox.top - moreBox.bottom).toBeLessThanOrEqual(8);
    expect(Math.abs(menuBox.right - moreBox.right)).toBeLessThanOrEqual(1);
    expect(await outsideViewport(p, '#toolbar-menu')).toEqual([]);
    await p.screenshot({ path: join(SCREENSHOTS, 'phone-menu-klondike.png') });
    // A choice: it does its work and the menu closes.
    await tapOn(p, '#toolbar-menu [data-action="rules"]');
    await p.waitForSelector('.dialog');
    expect(await menu.isVisible()).toBe(false);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await p.click('.dialog .close');
    // Escape: the menu closes and the focus goes back to More.
    await tapOn(p, '.toolbar .more');
    await menu.waitFor();
    await p.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await p.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.action)).toBe('more');
    // A tap outside, on a card of the table (column 1's, clear of the menu at the right): the menu closes, and the
    // tap does nothing else.
    await tapOn(p, '.toolbar .more');
    await menu.waitFor();
    const card = await pileCentre(p, 'column-1');
    const open = (await box(p, '#toolbar-menu'))!;
    expect(card.x < open.left || card.y > open.bottom).toBe(true);
    await p.touchscreen.tap(card.x, card.y);
    expect(await menu.isVisible()).toBe(false);
    expect(await p.locator('.card.selected').count()).toBe(0);
    expect(await movesCount(p)).toBe(0);
    // The keyboard: Enter on More opens the menu with the focus on its first button; Tab walks it; Escape closes.
    await more.focus();
    await p.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await p.evaluate(() => document.activeElement?.closest('#toolbar-menu') !== null)).toBe(true);
    const first = await p.evaluate(() => (document.activeElement as HTMLElement).dataset.action);
    await p.keyboard.press('Tab');
    const second = await p.evaluate(() => (document.activeElement as HTMLElement).dataset.action);
    expect(second).not.toBe(first);
    expect(await p.evaluate(() => document.activeElement?.closest('#toolbar-menu') !== null)).toBe(true);
    await p.keyboard.press('Enter'); // the second button does its work and the menu closes
    expect(await menu.isVisible()).toBe(false);
    if (await p.locator('.dialog').count()) await p.click('.dialog .close');
    // Tab past the menu's last button: the focus leaves it, and it closes.
    await more.focus();
    await p.keyboard.press('Enter');
    await p.focus('#toolbar-menu [data-action="language"]');
    await p.keyboard.press('Tab');
    expect(await menu.isVisible()).toBe(false);
    await p.context().close();
    // Never off the screen: a short screen (the menu scrolls inside itself), and Russian on a small phone.
    for (const [locale, width, height] of [['en-US', 360, 420], ['ru-RU', 360, 740]] as const) {
      const q = await page({ locale, width, height, touch: true });
      await openApp(q, suite.baseUrl, '?game=go-no-go&seed=3');
      await openMore(q);
      await expectMenuOnScreen(q, locale, `${locale} ${width}×${height}`, height < 500);
      await q.context().close();
    }
  });

  it('issue 10, item 5: at 390×844 and 360×740 no game\'s table is wider than the screen, at the deal and thirty moves in', async () => {
    const failures: string[] = [];
    for (const phone of PHONES) {
      const p = await page({ width: phone.width, height: phone.height, touch: true });
      for (const game of GAME_LIST) {
        const options = defaultOptions(game);
        await openApp(p, suite.baseUrl, `?game=${game.id}&seed=11`);
        failures.push(...(await tableOverflow(p)).map((problem) => `${game.id} ${phone.name} at the deal: ${problem}`));
        const { moves } = playout(game, options, 11, 30);
        await openApp(p, suite.baseUrl, linkQuery(game, options, 11, moves));
        failures.push(...(await tableOverflow(p)).map((problem) => `${game.id} ${phone.name} ${moves.length} moves in: ${problem}`));
      }
      await p.context().close();
    }
    expect(failures).toEqual([]);
  }, LONG);

  it('issue 10, item 5: at 390×844 and 360×740, in English and Russian, every dialog — New game, Rules, Statistics, Settings, Link, End the game?, the win panel — fits the screen and scrolls inside itself', async () => {
    const failures: string[] = [];
    for (const phone of PHONES) {
      for (const locale of LOCALES) {
        const where = `${locale} ${phone.name}`;
        const p = await page({ locale, width: phone.width, height: phone.height, touch: true });
        await openApp(p, suite.baseUrl, '?game=go-no-go&seed=3');
        for (const dialog of ['new', 'rules', 'stats', 'settings', 'link']) {
          if (dialog === 'new') await tapOn(p, '.toolbar [data-action="new"]');
          else {
            await openMore(p);
            await tapOn(p, `#toolbar-menu [data-action="${dialog}"]`);
          }
          await p.waitForSelector('.dialog');
          await p.waitForFunction(() => ![...document.querySelectorAll('.dialog p')].some((element) => element.textContent === '…'));
          failures.push(...(await outsideViewport(p, '.dialog')).map((problem) => `${where} ${dialog}: ${problem}`));
          failures.push(...(await closeOverTitle(p, '.dialog')).map((problem) => `${where} ${dialog}: ${problem}`));
          const sideways = await p.evaluate(() => {
            const element = document.querySelector('.dialog')!;
            return Math.max(element.scrollWidth - element.clientWidth, document.documentElement.scrollWidth - window.innerWidth);
          });
          if (sideways > 0) failures.push(`${where} ${dialog}: ${sideways} px sideways`);
          // A tall dialog scrolls inside itself, and its Close stays at hand at the foot of the text.
          const scrolled = await p.evaluate(() => {
            const element = document.querySelector<HTMLElement>('.dialog')!;
            if (element.scrollHeight <= element.clientHeight) return null;
            element.scrollTop = element.scrollHeight;
            const close = element.querySelector<HTMLElement>('.close')!.getBoundingClientRect();
            return document.elementFromPoint(close.x + close.width / 2, close.y + close.height / 2)?.closest('.close') !== null;
          });
          if (dialog === 'rules' && scrolled === null) failures.push(`${where} rules: the rules do not scroll inside the dialog`);
          if (scrolled === false) failures.push(`${where} ${dialog}: Close is out of reach at the foot of the dialog`);
          if (scrolled !== null && phone.width === 390 && locale === 'ru-RU') await p.screenshot({ path: join(SCREENSHOTS, `phone-${dialog}-scrolled.png`) });
          await p.click('.dialog .close');
          await p.waitForSelector('.dialog', { state: 'detached' });
        }
        // End the game? (Go, No Go dealt twice).
        const moves = [...Array(52).fill('deal'), 'gather', ...Array(52).fill('deal')].join(',');
        await openApp(p, suite.baseUrl, `?game=go-no-go&seed=1&o.aces=go-only&moves=${moves}`);
        await tapOn(p, '.toolbar [data-action="end"]');
        await p.waitForSelector('.dialog [data-action="confirm"]');
        failures.push(...(await outsideViewport(p, '.dialog')).map((problem) => `${where} End the game?: ${problem}`));
        await p.click('.dialog .close');
        // The win panel.
        const line = klondikeWonLine(1);
        await openApp(p, suite.baseUrl, line.query);
        await tapOnTable(p, line.last[0]);
        await p.waitForSelector('[data-testid="win-panel"]');
        failures.push(...(await outsideViewport(p, '[data-testid="win-panel"]')).map((problem) => `${where} win panel: ${problem}`));
        failures.push(...(await closeOverTitle(p, '[data-testid="win-panel"]')).map((problem) => `${where} win panel: ${problem}`));
        await p.context().close();
      }
    }
    expect(failures).toEqual([]);
  }, LONG);

  it('issue 10, item 5: every game plays by taps alone at 390×844: a card, then where it goes, and the game\'s own button', async () => {
    const failures: string[] = [];
    for (const game of GAME_LIST) {
      const options = defaultOptions(game);
      const p = await page({ width: 390, height: 844, touch: true });
      await openApp(p, suite.baseUrl, `?game=${game.id}&seed=21`);
      let position = openingOf(game, 21);
      const kinds = new Set<string>();
      let buttonOffered = false;
      try {
        for (let turn = 0; turn < 10 && gameStatus(game, position, options) === 'playing'; turn++) {
          buttonOffered ||= game.legalMoves(position, options).some((legal) => (game.buttonMoves ?? []).includes(legal.type));
          const move = nextMove(game, position, turn);
          if (!move) break;
          await tapOnTable(p, move);
          kinds.add(move.type === 'move' || move.type === 'pair' ? 'card' : 'button');
          position = game.apply(position, move, options).position;
        }
      } catch (error) {
        failures.push(`${game.id}: ${(error as Error).message.split('\n')[0]}`);
      }
      if (!kinds.has('card')) failures.push(`${game.id}: no card was played by taps`);
      if (buttonOffered && !kinds.has('button')) failures.push(`${game.id}: its own button was offered but never tapped`);
      await p.context().close();
    }
    expect(failures).toEqual([]);
  }, LONG);

  it('issue 10, item 5: a whole Klondike deal is won by taps alone on a small phone (360×740), Draw by its button', async () => {
    const all = klondikeWonLine(klondikeWonLine(0).moves.length);
    const p = await page({ width: 360, height: 740, touch: true });
    await openApp(p, suite.baseUrl, all.query);
    for (const move of all.last) await tapOnTable(p, move);
    await p.waitForSelector('[data-status="won"]');
    expect(await movesCount(p)).toBe(all.moves.length);
    await p.waitForSelector('[data-testid="win-panel"]');
    expect(await outsideViewport(p, '[data-testid="win-panel"]')).toEqual([]);
    await p.context().close();
  }, LONG);

  it('a tapped button keeps its colour: after a tap :hover stays true on a touch screen, and the hover colour shows only where a pointer hovers', async () => {
    const HOVER = 'rgba(255, 255, 255, 0.12)';
    const background = (p: Page, selector: string) => p.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);
    const hovered = (p: Page, selector: string) => p.locator(selector).evaluate((element) => element.matches(':hover'));
    const draw = '.toolbar .tab-row button.tab.special[data-action="draw"]:not(.ghost)';
    const hint = '.toolbar .tab-row button.tab[data-action="hint"]:not(.ghost)';
    // A phone: the yellow Draw button, tapped, stays yellow; Hint, tapped, stays clear.
    const p = await page({ width: 390, height: 844, touch: true, mobile: true });
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    expect(await p.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const yellow = await background(p, draw);
    expect(yellow).toBe('rgb(255, 216, 102)');
    await tapOn(p, draw);
    expect(await movesCount(p)).toBe(1);
    await waitForRest(p);
    // The tap left the button hovered, as a phone's browser does: the case the tester met.
    expect(await hovered(p, draw)).toBe(true);
    expect(await background(p, draw)).toBe(yellow);
    await tapOn(p, hint);
    expect(await hovered(p, hint)).toBe(true);
    expect(await background(p, hint)).not.toBe(HOVER);
    await p.context().close();
    // A mouse: the hover colour on a plain button, a lighter yellow (never grey) on the yellow one.
    const q = await page({ width: 1280, height: 800 });
    await openApp(q, suite.baseUrl, '?game=klondike&seed=3');
    expect(await q.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true);
    await q.hover(hint);
    expect(await background(q, hint)).toBe(HOVER);
    await q.hover(draw);
    const hoveredYellow = await background(q, draw);
    expect(hoveredYellow).not.toBe(HOVER);
    expect(hoveredYellow).toMatch(/^rgb\(255, 2\d\d, 1\d\d\)$/);
    await q.context().close();
  });
});

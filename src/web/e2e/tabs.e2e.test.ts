/**
 * Issue 28, item 1 (docs/web.md, "One table, one tab"): two tabs of one browser share one save, and the tab opened
 * last takes the table. The tab that gives it up writes out what it has, says "Pasyans is open in another tab" and can
 * take it back; no game a player moved in is lost, and statistics count each game once. Two pages of one browser
 * context are two tabs (one IndexedDB, one set of Web Locks); the siblings: a link opened in a second tab (the issue's
 * case), a link opened in a background tab, the offline app, a service worker update that reloads the tab that plays,
 * and a frozen tab that cannot answer. An installed app beside a browser tab is the same: one origin, one storage.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAMES } from '../../games/index.js';
import { defaultOptions } from '../../core/options.js';
import type { Move, Position } from '../../core/game.js';
import { statsKey } from '../link.js';
import { ROOT, movesCount, openApp, playOnTable, reloadApp, setHidden, statsRow, useChromium, waitForControl, whenSaved } from './helpers.js';
import { nextMove, openingOf } from './fixtures.js';

const ELEVENS_LINK = '?game=elevens&seed=4&moves=pile-1%2Bpile-5,pile-1%2Bpile-3&cursor=2';

/** The notice of a tab that gave up the table, once it shows. */
async function otherTabNotice(page: Page): Promise<string> {
  await page.waitForSelector('[data-testid="other-tab"]');
  return (await page.locator('[data-testid="other-tab"]').textContent()) ?? '';
}

/** "Play here": the tab takes the table back (it loads the game as it was left) and shows it. */
async function playHere(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.click('[data-testid="other-tab"] [data-action="play-here"]')]);
  await page.waitForSelector('body[data-ready="true"]');
}

async function gameName(page: Page): Promise<string> {
  return (await page.locator('.toolbar .game-name').first().textContent()) ?? '';
}

/** Plays moves of Klondike deal `seed` in a page, from `position` on; returns the position after them. */
async function playKlondike(page: Page, position: Position, count: number): Promise<Position> {
  const game = GAMES.klondike;
  let at = position;
  for (let i = 0; i < count; i++) {
    const move: Move = nextMove(game, at, i)!;
    await playOnTable(page, move);
    at = game.apply(at, move, defaultOptions(game)).position;
  }
  return at;
}

describe('two tabs, one table', () => {
  const suite = useChromium();

  it('issue 28: a link opened in a second tab takes the table; the first tab says so, loses nothing, and takes the table back', async () => {
    const context = await suite.context();
    const first = await context.newPage();
    await openApp(first, suite.baseUrl, '?game=klondike&seed=3');
    await playKlondike(first, openingOf(GAMES.klondike, 3), 1);
    const second = await context.newPage();
    await openApp(second, suite.baseUrl, ELEVENS_LINK);
    expect(await gameName(second)).toBe('Elevens');
    expect(await movesCount(second)).toBe(2);
    // The first tab has given up the table and says so in words; nothing is left there to play (or to save over the
    // Elevens game, as each tab's own game in memory did before).
    expect(await otherTabNotice(first)).toContain('Pasyans is open in another tab');
    expect(await first.locator('.card').count()).toBe(0);
    expect(await first.title()).toContain('open in another tab');
    // The second tab, reloaded, still has the Elevens game.
    await reloadApp(second);
    expect(await gameName(second)).toBe('Elevens');
    expect(await movesCount(second)).toBe(2);
    // The first tab takes the table back: the table as it is now, the Elevens game, with the Klondike game behind it
    // for Undo; now the second tab says so.
    await playHere(first);
    expect(await gameName(first)).toBe('Elevens');
    expect(await movesCount(first)).toBe(2);
    expect(await otherTabNotice(second)).toContain('Pasyans is open in another tab');
    for (let i = 0; i < 3; i++) await first.click('[data-action="undo"]');
    expect(await gameName(first)).toBe('Klondike');
    expect(await movesCount(first)).toBe(1);
    await context.close();
  });

  it('issue 28: one game played in two tabs in turn is one game: counted once, every move kept', async () => {
    const context = await suite.context();
    const first = await context.newPage();
    await openApp(first, suite.baseUrl, '?game=klondike&seed=7');
    const second = await context.newPage();
    await openApp(second, suite.baseUrl);
    await otherTabNotice(first);
    // The first tab takes the table back at once after the second tab's move: the second writes it out first.
    let position = await playKlondike(second, openingOf(GAMES.klondike, 7), 1);
    await playHere(first);
    expect(await movesCount(first)).toBe(1);
    await otherTabNotice(second);
    position = await playKlondike(first, position, 1);
    expect(await movesCount(first)).toBe(2);
    expect(await statsRow(first, statsKey('klondike', defaultOptions(GAMES.klondike)))).toMatchObject({ played: '1', won: '0' });
    await playHere(second);
    expect(await movesCount(second)).toBe(2);
    await context.close();
  });

  it('issue 28: a link opened in a background tab takes the table only once the player looks at it', async () => {
    const context = await suite.context();
    const first = await context.newPage();
    await openApp(first, suite.baseUrl, '?game=klondike&seed=3');
    let position = await playKlondike(first, openingOf(GAMES.klondike, 3), 1);
    // The second tab opens behind the first one (a middle click on a link): hidden from its start.
    const second = await context.newPage();
    await second.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    });
    await second.goto(`${suite.baseUrl}${ELEVENS_LINK}`);
    await second.waitForLoadState('load');
    // The player goes on in the first tab meanwhile; it keeps the table.
    position = await playKlondike(first, position, 1);
    await whenSaved(first);
    expect(await first.locator('[data-testid="other-tab"]').count()).toBe(0);
    expect(await second.locator('body[data-ready="true"]').count()).toBe(0);
    // The player looks at the second tab: it takes the table, with the link's game; the first tab's game, both moves,
    // is behind it for Undo.
    await setHidden(second, false);
    await second.waitForSelector('body[data-ready="true"]');
    expect(await gameName(second)).toBe('Elevens');
    expect(await otherTabNotice(first)).toContain('Pasyans is open in another tab');
    for (let i = 0; i < 3; i++) await second.click('[data-action="undo"]');
    expect(await gameName(second)).toBe('Klondike');
    expect(await movesCount(second)).toBe(2);
    await context.close();
  });

  it('issue 28: the tab that gave up the table says so in Russian too', async () => {
    const context = await suite.context({ locale: 'ru-RU' });
    const first = await context.newPage();
    await openApp(first, suite.baseUrl, '?game=klondike&seed=3');
    const second = await context.newPage();
    await openApp(second, suite.baseUrl);
    expect(await otherTabNotice(first)).toContain('Пасьянс открыт в другой вкладке');
    expect(await first.locator('[data-action="play-here"]').textContent()).toBe('Играть здесь');
    expect(await first.evaluate(() => document.documentElement.lang)).toBe('ru');
    await context.close();
  });

  it('issue 28: the offline app — with the network off a second tab takes the table, and the first takes it back', async () => {
    const context = await suite.context();
    const first = await context.newPage();
    await openApp(first, suite.baseUrl, '?game=klondike&seed=3');
    await waitForControl(first);
    let position = await playKlondike(first, openingOf(GAMES.klondike, 3), 1);
    await context.setOffline(true);
    const second = await context.newPage();
    await openApp(second, suite.baseUrl);
    expect(await movesCount(second)).toBe(1);
    await otherTabNotice(first);
    position = await playKlondike(second, position, 1);
    await playHere(first);
    expect(await movesCount(first)).toBe(2);
    await otherTabNotice(second);
    await context.close();
  });

  let restore = () => {};
  afterEach(() => {
    restore();
    restore = () => {};
  });

  it('issue 28: a service worker update reloads the tab that plays: its game goes on there, the other tab stays behind and takes it back in the new version', async () => {
    const context = await suite.context();
    const first = await context.newPage();
    await openApp(first, suite.baseUrl, '?game=klondike&seed=3');
    await waitForControl(first);
    let position = await playKlondike(first, openingOf(GAMES.klondike, 3), 1);
    const second = await context.newPage();
    await openApp(second, suite.baseUrl);
    await otherTabNotice(first);
    position = await playKlondike(second, position, 1);
    // A new version is published (the built service worker gains a line, as in offline.e2e.test.ts) and offered.
    const workerFile = join(ROOT, 'dist-web', 'sw.js');
    const original = readFileSync(workerFile, 'utf8');
    restore = () => writeFileSync(workerFile, original);
    writeFileSync(workerFile, `${original}\n// version 2 (tabs)\n`);
    await second.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await second.waitForSelector('[data-testid="update-offer"]', { timeout: 30_000 });
    position = await playKlondike(second, position, 1);
    // Reload in the tab that plays: it loads once under the new version and keeps the table and its game.
    await Promise.all([second.waitForEvent('load'), second.click('[data-action="update-reload"]')]);
    await second.waitForSelector('body[data-ready="true"]');
    expect(await movesCount(second)).toBe(3);
    expect(await second.locator('[data-testid="other-tab"]').count()).toBe(0);
    await playKlondike(second, position, 1);
    // The first tab, behind all along, wrote nothing over it, and takes the table back with every move.
    expect(await first.locator('[data-testid="other-tab"]').count()).toBe(1);
    await playHere(first);
    expect(await movesCount(first)).toBe(4);
    await otherTabNotice(second);
    await context.close();
  });

  it('issue 28: a tab that cannot answer (frozen in the background) does not keep the table from a new tab, and says so when it wakes', async () => {
    const context = await suite.context();
    const first = await context.newPage();
    await openApp(first, suite.baseUrl, '?game=klondike&seed=3');
    const position = await playKlondike(first, openingOf(GAMES.klondike, 3), 1);
    await whenSaved(first);
    const cdp = await context.newCDPSession(first);
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
    const second = await context.newPage();
    await openApp(second, suite.baseUrl);
    expect(await movesCount(second)).toBe(1);
    await playKlondike(second, position, 1);
    await whenSaved(second);
    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
    expect(await otherTabNotice(first)).toContain('Pasyans is open in another tab');
    await reloadApp(second);
    expect(await movesCount(second)).toBe(2);
    await context.close();
  });
});

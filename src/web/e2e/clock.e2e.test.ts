/**
 * Issue 28, item 2 (docs/web.md, "Statistics"): only play time counts. The game clock stops while the page is hidden
 * (another tab in front, the window minimised, a phone's app in the background) and goes on when the page is shown;
 * the time saved with a game is the play time, across reloads and when the app is closed in the background; the win
 * panel's time and the best time in the statistics leave the hidden time out; automatic play (a play-out line, a
 * demo) waits while the page is hidden.
 *
 * The page's time is Playwright's clock, paused once the app is up: it moves only by `runFor`, so every reading is
 * exact. Under a paused clock the page's frames wait too: `runFor` lets them run.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAMES } from '../../games/index.js';
import { resolveOptions } from '../../core/options.js';
import { statsKey } from '../link.js';
import { formatTime } from '../stats.js';
import { clickToolbar, clockText, movesCount, newGameFromDialog, playOnTable, setHidden, statsRow, useChromium } from './helpers.js';
import { KLONDIKE_OPTIONS_QUERY, constructedKlondikeDeck, klondikeWonLine } from './fixtures.js';

/** A time well after the test machine's, so the page's clock is the test's alone. */
const START = Date.parse('2030-01-01T10:00:00Z');

/** Waits until nothing is being written (storage.ts `onSaving`), without a frame (frames wait for the paused clock). */
async function whenWritten(p: Page): Promise<void> {
  await p.waitForFunction(() => document.body.dataset.saving === undefined);
}

/** Runs the page's time on in frames until `done` holds (at most `limit` frames). */
async function runUntil(p: Page, done: () => Promise<boolean>, limit = 400): Promise<void> {
  for (let frame = 0; frame < limit && !(await done()); frame++) await p.clock.runFor(16);
  expect(await done()).toBe(true);
}

/** Opens the app under the test's clock, then pauses the clock: from then on the page's time moves only by `runFor`. */
async function openPaused(p: Page, baseUrl: string, query: string, at = START + 60_000): Promise<void> {
  await p.goto(`${baseUrl}${query}`);
  await p.waitForSelector('body[data-ready="true"]');
  await p.clock.pauseAt(at);
}

async function hideFor(p: Page, ms: number): Promise<void> {
  await setHidden(p, true);
  await p.clock.runFor(ms);
  await setHidden(p, false);
}

describe('only play time counts', () => {
  const suite = useChromium();

  it('issue 28: the clock stops while the page is hidden — Klondike deal 5 reads 0:02 after a hidden 6 s, and goes on when shown', async () => {
    const p = await suite.page();
    await p.clock.install({ time: START });
    await openPaused(p, suite.baseUrl, '?game=klondike&seed=5');
    await p.click('[data-action="draw"]');
    expect(await movesCount(p)).toBe(1);
    await p.clock.runFor(2_000);
    expect(await clockText(p)).toBe('0:02');
    await hideFor(p, 6_000);
    expect(await clockText(p)).toBe('0:02');
    await p.clock.runFor(1_000);
    expect(await clockText(p)).toBe('0:03');
    await p.context().close();
  });

  it('issue 28: the time saved with a game is its play time — after a reload, and when the app closed in the background is opened an hour later', async () => {
    const context = await suite.context();
    const p = await context.newPage();
    await p.clock.install({ time: START });
    await openPaused(p, suite.baseUrl, '?game=klondike&seed=5');
    await p.click('[data-action="draw"]');
    await p.clock.runFor(3_000);
    await hideFor(p, 6_000);
    await whenWritten(p);
    await p.reload();
    await p.waitForSelector('[data-testid="clock"]');
    expect(await clockText(p)).toBe('0:03');
    await p.clock.runFor(2_000);
    expect(await clockText(p)).toBe('0:05');
    // A phone sends the app to the background, and later ends it there; the player opens it an hour later.
    await setHidden(p, true);
    await whenWritten(p);
    await p.close();
    const later = await context.newPage();
    await later.clock.fastForward(3_600_000);
    await later.goto(suite.baseUrl);
    await later.waitForSelector('[data-testid="clock"]');
    expect(await clockText(later)).toBe('0:05');
    await later.clock.runFor(1_000);
    expect(await clockText(later)).toBe('0:06');
    await context.close();
  });

  it('issue 28: a won game\'s time on the win panel and the best time in the statistics leave the hidden time out', async () => {
    const p = await suite.page();
    await p.clock.install({ time: START });
    // The constructed deal (fixtures.ts) from its deal, every move the player's own: a win that sets a best time.
    const line = klondikeWonLine(0).moves;
    await openPaused(p, suite.baseUrl, `?game=klondike&${KLONDIKE_OPTIONS_QUERY}&deck=${constructedKlondikeDeck().join('')}`);
    for (const [i, move] of line.entries()) {
      if (i > 0) await p.clock.runFor(1_000);
      // Half way, the player looks at another tab for a minute.
      if (i === 20) await hideFor(p, 60_000);
      await playOnTable(p, move);
    }
    await p.waitForSelector('[data-testid="win-panel"]');
    const time = formatTime((line.length - 1) * 1_000);
    expect(await p.locator('[data-testid="win-panel"] [data-stat="time"]').textContent()).toBe(time);
    await p.click('[data-testid="win-panel"] .close');
    // The game is settled and its clock stopped: the page's time may flow again for the Statistics dialog.
    await p.clock.resume();
    const options = resolveOptions(GAMES.klondike, undefined, { draw: '1', redeals: '0' });
    if (!options.ok) throw new Error(options.error);
    expect(await statsRow(p, statsKey('klondike', options.value))).toMatchObject({ played: '1', won: '1', bestTime: time });
    await p.context().close();
  });

  // The tester's case: Klondike deal 12, two moves (0:01); Topsy-Turvy Queens deal 7, one move and 20 s; Undo twice
  // back into Klondike (0:01), then Undo once more. The game left for another is settled (session-stats.ts) and its
  // clock stands where it stood: no action in it may count the time spent in the other game. Both ways of leaving it
  // (the New game dialog; a link, which is a new page), and redo and a reload after coming back.
  for (const via of ['the New game dialog', 'a link'] as const) {
    it(`a game left for another by ${via} and undone back into counts none of the other game's time`, async () => {
      const p = await suite.page();
      await p.clock.install({ time: START });
      await openPaused(p, suite.baseUrl, '?game=klondike&seed=12');
      await p.click('[data-action="draw"]');
      await p.clock.runFor(1_000);
      await p.click('[data-action="draw"]');
      expect(await clockText(p)).toBe('0:01');
      if (via === 'a link') {
        await whenWritten(p);
        await p.goto(`${suite.baseUrl}?game=topsy-turvy-queens&seed=7`);
        await runUntil(p, async () => (await p.locator('body[data-ready="true"]').count()) > 0);
      } else {
        await newGameFromDialog(p, 'topsy-turvy-queens', 7);
      }
      expect(await p.locator('.game-name').textContent()).toBe('Topsy-Turvy Queens');
      await p.click('[data-action="draw"]');
      await p.clock.runFor(20_000);
      expect(await clockText(p)).toBe('0:20');
      await p.click('[data-action="undo"]');
      expect(await movesCount(p)).toBe(0);
      await p.click('[data-action="undo"]');
      expect(await p.locator('.game-name').textContent()).toBe('Klondike');
      expect(await movesCount(p)).toBe(2);
      expect(await clockText(p)).toBe('0:01');
      // The button, or the keys (Ctrl+Z): the same Undo.
      if (via === 'a link') await p.keyboard.press('Control+z');
      else await p.click('[data-action="undo"]');
      expect(await movesCount(p)).toBe(1);
      expect(await clockText(p)).toBe('0:01');
      await p.clock.runFor(3_000);
      await clickToolbar(p, 'redo');
      expect(await movesCount(p)).toBe(2);
      expect(await clockText(p)).toBe('0:01');
      await whenWritten(p);
      await p.reload();
      await runUntil(p, async () => (await p.locator('body[data-ready="true"]').count()) > 0);
      await p.click('[data-action="undo"]');
      expect(await clockText(p)).toBe('0:01');
      await p.context().close();
    });
  }

  it('issue 28: automatic play waits while the page is hidden — a play-out line and a demo — and a play-out win counts no hidden time', async () => {
    const p = await suite.page();
    await p.clock.install({ time: START });
    // The constructed deal four moves from its win, all of them to the foundations: Play it out is offered.
    const playOut = klondikeWonLine(4);
    await openPaused(p, suite.baseUrl, playOut.query);
    await runUntil(p, async () => (await p.locator('[data-action="finish"]').count()) > 0, 2_000);
    await p.click('[data-action="finish"]');
    await runUntil(p, async () => (await movesCount(p)) > playOut.moves.length - 4);
    await setHidden(p, true);
    const hiddenAt = await movesCount(p);
    await p.clock.runFor(5_000);
    expect(await movesCount(p)).toBe(hiddenAt);
    await setHidden(p, false);
    await runUntil(p, async () => (await p.locator('[data-testid="win-panel"]').count()) > 0);
    expect(await p.locator('[data-testid="win-panel"] [data-stat="time"]').textContent()).toMatch(/^0:0[01]$/);

    // A demo, twelve moves from the win, paused by hiding the page.
    const demo = klondikeWonLine(12);
    await p.goto(`${suite.baseUrl}${demo.query}`);
    await runUntil(p, async () => (await p.locator('body[data-ready="true"]').count()) > 0);
    await clickToolbar(p, 'demo');
    await runUntil(p, async () => (await movesCount(p)) > demo.moves.length - 10, 2_000);
    await setHidden(p, true);
    const demoHiddenAt = await movesCount(p);
    await p.clock.runFor(5_000);
    expect(await movesCount(p)).toBe(demoHiddenAt);
    await setHidden(p, false);
    await runUntil(p, async () => (await p.locator('[data-status="won"]').count()) > 0);
    await p.context().close();
  });
});

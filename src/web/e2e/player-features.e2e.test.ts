/**
 * Issue 10, item 4: what players of the best solitaire apps expect — a game clock, keys for a new game, a question
 * before a move that ends the game.
 */
import { describe, expect, it } from 'vitest';
import { movesCount, openApp, playOnTable, status, useChromium } from './helpers.js';
import { openingOf } from './fixtures.js';
import { GAMES } from '../../games/index.js';
import { defaultOptions } from '../../core/options.js';

describe('what players expect', () => {
  const suite = useChromium();
  const page = suite.page;

  it('issue 10, item 4: F2 and Ctrl+N open the New game dialog, but not over another dialog', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=4');
    await p.keyboard.press('F2');
    await p.waitForSelector('.dialog .game-choice');
    await p.keyboard.press('Escape');
    await p.waitForSelector('.dialog', { state: 'detached' });
    await p.keyboard.press('Control+KeyN');
    await p.waitForSelector('.dialog .game-choice');
    await p.keyboard.press('Escape');
    // In another dialog F2 does not open a second one.
    await p.click('[data-action="rules"]');
    await p.waitForSelector('.dialog');
    await p.keyboard.press('F2');
    expect(await p.locator('.dialog').count()).toBe(1);
    expect(await p.locator('.dialog .game-choice').count()).toBe(0);
    await p.context().close();
  });

  it('issue 10, item 4: "End the game" asks first; Cancel leaves the game as it was, the dialog\'s own button ends it', async () => {
    const p = await page();
    const moves = [...Array(52).fill('deal'), 'gather', ...Array(52).fill('deal')].join(',');
    await openApp(p, suite.baseUrl, `?game=go-no-go&seed=1&o.aces=go-only&moves=${moves}`);
    const before = await movesCount(p);
    await p.click('[data-action="end"]');
    await p.waitForSelector('.dialog [data-action="confirm"]');
    expect(await p.locator('.dialog h2').textContent()).toBe('End the game?');
    await p.click('.dialog [data-action="cancel"]');
    await p.waitForSelector('.dialog', { state: 'detached' });
    expect(await movesCount(p)).toBe(before);
    expect(await status(p)).toBeNull();
    // Escape cancels too.
    await p.click('[data-action="end"]');
    await p.waitForSelector('.dialog [data-action="confirm"]');
    await p.keyboard.press('Escape');
    await p.waitForSelector('.dialog', { state: 'detached' });
    expect(await movesCount(p)).toBe(before);
    await p.click('[data-action="end"]');
    await p.click('.dialog [data-action="confirm"]');
    await p.waitForSelector('[data-status="lost"]');
    expect(await p.locator('[data-status="lost"]').textContent()).toMatch(/ended before all the cards/);
    expect(await movesCount(p)).toBe(before + 1);
    await p.context().close();
  });

  it('issue 10, item 4: a game clock beside the move counter starts with the first move, ticks, and a setting hides it', async () => {
    const p = await page();
    await p.clock.install();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=4');
    expect(await p.locator('[data-testid="clock"]').textContent()).toBe('0:00');
    await p.clock.runFor(5_000);
    expect(await p.locator('[data-testid="clock"]').textContent()).toBe('0:00');
    const game = GAMES.klondike;
    const move = game.legalMoves(openingOf(game, 4), defaultOptions(game))[0];
    await playOnTable(p, move);
    await p.clock.runFor(65_000);
    await p.waitForFunction(() => document.querySelector('[data-testid="clock"]')?.textContent === '1:05');
    await p.click('[data-action="settings"]');
    await p.uncheck('input[name="showClock"]');
    await p.keyboard.press('Escape');
    expect(await p.locator('[data-testid="clock"]').count()).toBe(0);
    await p.context().close();
  });

  it('issue 10, item 4: counts on the table — the stock\'s cards and redeals left (Klondike), the round (Perpetual Motion), the pile the next redeal takes up (Moving Shops)', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=4&o.draw=3&o.redeals=2');
    const count = (pile: string) => p.locator(`[data-count-of="${pile}"]`).textContent();
    expect(await count('stock')).toBe('24↻ 2');
    await p.click('[data-action="draw"]');
    expect(await count('stock')).toBe('21↻ 2');
    for (let i = 0; i < 7; i++) await p.click('[data-action="draw"]');
    await p.click('[data-action="recycle"]');
    expect(await count('stock')).toMatch(/^\d+↻ 1$/);
    expect(await p.locator('#pile-stock').getAttribute('aria-label')).toContain('1 redeal left');
    await openApp(p, suite.baseUrl, '?game=perpetual-motion&seed=3');
    expect(await count('stock')).toBe('32round 1');
    await openApp(p, suite.baseUrl, '?game=moving-shops&seed=3');
    expect(await p.locator('.pile.next-redeal').getAttribute('data-pile')).toBe('pile-1');
    expect(await p.locator('#pile-pile-1').getAttribute('aria-label')).toContain('next redeal');
    expect(await count('hand')).toMatch(/^0↻ \d+$/);
    await p.context().close();
  });
});

/**
 * Issue 10, item 4: what players of the best solitaire apps expect — a game clock, keys for a new game, a question
 * before a move that ends the game.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SCREENSHOTS, clickToolbar, doubleClickLastMove, movesCount, openApp, pileCentre, playOnTable, readTable, reloadApp, status, useChromium } from './helpers.js';
import { klondikeWonLine, openingOf } from './fixtures.js';
import { GAMES } from '../../games/index.js';
import { defaultOptions } from '../../core/options.js';
import { deckOrderOf } from '../../core/deal.js';
import { dealsToAChoice } from '../auto-play.js';

function openingDeck(seed: number): string[] {
  const deck = deckOrderOf({ seed }, 52);
  if (!deck.ok) throw new Error(deck.error);
  return deck.value;
}

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
    await clickToolbar(p, 'rules');
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
    await clickToolbar(p, 'settings');
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

  it('issue 10, item 4: "Deal to a choice" deals card after card in Go, No Go and stops where the player has a choice; it counts as the player\'s own play', async () => {
    const game = GAMES['go-no-go'];
    const options = { ...defaultOptions(game), aces: 'go-only' };
    const opening = game.deal(openingDeck(1), options).position;
    const expected = dealsToAChoice(game, opening, options);
    expect(expected.length).toBeGreaterThan(1);
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=go-no-go&seed=1&o.aces=go-only');
    await clickToolbar(p, 'deal-on');
    await p.waitForFunction((n) => Number(/(\d+)/.exec(document.querySelector('.moves-count')?.textContent ?? '')?.[1]) === n, expected.length);
    await p.waitForSelector('[data-testid="line-running"]', { state: 'detached' });
    expect(await movesCount(p)).toBe(expected.length);
    // A choice is needed now, so the button is not offered.
    expect(await p.locator('[data-action="deal-on"]').count()).toBe(0);
    await clickToolbar(p, 'stats');
    await p.waitForSelector('table.stats');
    expect(await p.locator('tr.current [data-stat="played"]').textContent()).toBe('1');
    await p.context().close();
  });

  it('issue 10, item 4: a win shows a panel with the time, the moves and the streak, with a new deal and the same deal again; the foundations\' cards jump (screenshot)', async () => {
    const line = klondikeWonLine(1);
    const p = await page({ motion: true });
    await openApp(p, suite.baseUrl, line.query);
    const from = await doubleClickLastMove(p, line);
    await p.waitForSelector('[data-testid="win-panel"]');
    expect(await p.locator('.card.celebrate').count()).toBe(52);
    expect(await p.locator('[data-testid="win-panel"] [data-stat="moves"]').textContent()).toBe(String(line.moves.length));
    expect(await p.locator('[data-testid="win-panel"] [data-stat="time"]').textContent()).toMatch(/^\d+:\d\d$/);
    await p.waitForFunction(() => document.querySelector('[data-testid="win-panel"] [data-stat="streak"]')?.textContent === '1 (best 1)');
    await p.waitForTimeout(300);
    await p.screenshot({ path: join(SCREENSHOTS, 'win-panel.png') });
    // The same deal again: back to its opening, the panel gone.
    await p.click('[data-action="play-again"]');
    await p.waitForSelector('[data-testid="win-panel"]', { state: 'detached' });
    expect(await movesCount(p)).toBe(0);
    // Closed panels stay closed; a new deal is another deal.
    await openApp(p, suite.baseUrl, line.query);
    await p.mouse.dblclick(from.x, from.y);
    await p.waitForSelector('[data-testid="win-panel"]');
    await p.keyboard.press('Escape');
    await p.waitForSelector('[data-testid="win-panel"]', { state: 'detached' });
    await p.click('[data-action="undo"]');
    await clickToolbar(p, 'redo');
    await p.waitForSelector('[data-status="won"]');
    expect(await p.locator('[data-testid="win-panel"]').count()).toBe(0);
    await p.context().close();
    // Under reduced motion nothing jumps; New deal deals another deal.
    const q = await page();
    await openApp(q, suite.baseUrl, line.query);
    await q.mouse.dblclick(from.x, from.y);
    await q.waitForSelector('[data-testid="win-panel"]');
    expect(await q.locator('.card.celebrate').count()).toBe(0);
    await q.click('[data-action="new-deal"]');
    await q.waitForSelector('[data-testid="win-panel"]', { state: 'detached' });
    expect(await movesCount(q)).toBe(0);
    expect(await q.locator('.deal-number').textContent()).toMatch(/\d/);
    await q.context().close();
  });

  it('issue 10, item 4: Reset statistics empties every row and its Undo puts them back, kept after closing', async () => {
    const line = klondikeWonLine(1);
    const p = await page();
    await openApp(p, suite.baseUrl, line.query);
    await doubleClickLastMove(p, line);
    await p.waitForSelector('[data-testid="win-panel"]');
    await p.keyboard.press('Escape');
    const won = async () => {
      await clickToolbar(p, 'stats');
      await p.waitForSelector('table.stats');
      return p.locator('tr.current [data-stat="won"]').textContent();
    };
    expect(await won()).toBe('1');
    await p.click('[data-action="reset-stats"]');
    await p.waitForSelector('[data-action="undo-reset"]');
    expect(await p.locator('tr.current [data-stat="won"]').textContent()).toBe('0');
    await p.click('[data-action="undo-reset"]');
    await p.waitForSelector('[data-action="reset-stats"]');
    expect(await p.locator('tr.current [data-stat="won"]').textContent()).toBe('1');
    await p.keyboard.press('Escape');
    expect(await won()).toBe('1');
    // Reset and close: it stays reset, after a reload too.
    await p.click('[data-action="reset-stats"]');
    await p.waitForSelector('[data-action="undo-reset"]');
    await p.keyboard.press('Escape');
    await reloadApp(p);
    expect(await won()).toBe('0');
    await p.context().close();
  });

  it('issue 10, item 4: a drop or a tap the rules refuse puts the cards back and says why, in words', async () => {
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    const position = openingOf(game, 1);
    const legal = game.legalMoves(position, options);
    // A column's top card and a column it may not go onto.
    const columns = game.layout(options).filter((spec) => spec.kind === 'tableau').map((spec) => spec.id);
    let tried: { from: string; to: string } | null = null;
    for (const from of columns) {
      for (const to of columns) {
        if (from !== to && !legal.some((move) => move.type === 'move' && move.from === from && move.to === to)) tried = tried ?? { from, to };
      }
    }
    expect(tried).not.toBeNull();
    const { from, to } = tried!;
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=1');
    const before = await readTable(p);
    const start = await pileCentre(p, from);
    const end = await pileCentre(p, to);
    await p.mouse.move(start.x, start.y);
    await p.mouse.down();
    await p.mouse.move(start.x + 10, start.y + 10, { steps: 2 });
    await p.mouse.move(end.x, end.y, { steps: 6 });
    await p.mouse.up();
    await p.waitForSelector('[data-testid="refusal"]');
    expect(await p.locator('[data-testid="refusal"]').textContent()).toMatch(/^The rules do not let .+ go onto Column \d$/i);
    expect(await p.locator('[data-testid="announcer"]').textContent()).toMatch(/The rules do not let/);
    expect(await readTable(p)).toEqual(before);
    expect(await movesCount(p)).toBe(0);
    // The same by taps: pick up a card that has a move (column 5), then tap a pile where it may not go.
    await p.waitForSelector('[data-testid="refusal"]', { state: 'detached', timeout: 10_000 });
    const five = await pileCentre(p, 'column-5');
    await p.mouse.click(five.x, five.y);
    await p.waitForSelector('.card.selected');
    await p.waitForTimeout(500);
    await p.mouse.click(start.x, start.y);
    await p.waitForSelector('[data-testid="refusal"]');
    expect(await p.locator('[data-testid="refusal"]').textContent()).toMatch(/go onto Column 1/i);
    expect(await readTable(p)).toEqual(before);
    // A move played goes past the refusal: its reason leaves at once, not after its time (3.5 s) beside the new position.
    const stock = await pileCentre(p, 'stock');
    await p.mouse.click(stock.x, stock.y);
    await p.waitForFunction(() => /1/.test(document.querySelector('.moves-count')?.textContent ?? ''));
    await p.waitForSelector('[data-testid="refusal"]', { state: 'detached', timeout: 1000 });
    await p.context().close();
  });

  it('issue 10, item 4: themes — table colour, card back and card size from Settings, kept after a reload; dark mode follows the system (screenshots)', async () => {
    const p = await page({ width: 1280, height: 800 });
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    const felt = () => p.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const backFill = () => p.evaluate(() => getComputedStyle(document.querySelector('#card-back .back-ground')!).fill);
    const cardWidth = () => p.evaluate(() => document.querySelector<HTMLElement>('.card')!.getBoundingClientRect().width);
    expect(await felt()).toBe('rgb(29, 107, 58)');
    const normalWidth = await cardWidth();
    await clickToolbar(p, 'settings');
    await p.selectOption('select[name="tableColour"]', 'blue');
    await p.selectOption('select[name="cardBack"]', 'red');
    await p.selectOption('select[name="cardSize"]', 'small');
    await p.keyboard.press('Escape');
    expect(await felt()).toBe('rgb(29, 79, 122)');
    expect(await backFill()).toBe('rgb(140, 31, 43)');
    // Small cards are four fifths of the size that fits (themes.ts CARD_FIT; there is no fixed 84 px cap any more).
    expect(await cardWidth()).toBeLessThanOrEqual(Math.ceil(normalWidth * 0.8));
    await p.screenshot({ path: join(SCREENSHOTS, 'theme-blue-red-small.png') });
    await reloadApp(p);
    expect(await felt()).toBe('rgb(29, 79, 122)');
    expect(await backFill()).toBe('rgb(140, 31, 43)');
    await clickToolbar(p, 'settings');
    await p.selectOption('select[name="cardSize"]', 'large');
    await p.keyboard.press('Escape');
    expect(await cardWidth()).toBeGreaterThan(normalWidth);
    await p.context().close();
    // Dark mode, from the system's setting.
    const q = await page({ width: 390, height: 844 });
    await q.emulateMedia({ colorScheme: 'dark' });
    await openApp(q, suite.baseUrl, '?game=go-no-go&seed=3');
    expect(await q.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 63, 34)');
    await q.screenshot({ path: join(SCREENSHOTS, 'theme-dark-phone.png') });
    await q.click('.buttons button.more');
    await clickToolbar(q, 'settings');
    expect(await q.evaluate(() => getComputedStyle(document.querySelector('.dialog')!).backgroundColor)).toBe('rgb(35, 38, 42)');
    await q.screenshot({ path: join(SCREENSHOTS, 'theme-dark-settings-phone.png') });
    await q.context().close();
  });
});


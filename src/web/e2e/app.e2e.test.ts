/**
 * End-to-end tests: the built app in headless Chromium. Run with `npx vitest run -c vitest.e2e.config.ts`
 * (the unit-test run, vitest.config.ts, leaves this folder out: it needs the server of the global setup).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { GAME_LIST, GAMES } from '../../games/index.js';
import type { AnyGame, Move, Position } from '../../core/game.js';
import { defaultOptions } from '../../core/options.js';
import { SCREENSHOTS, clickToolbar, doubleClickLastMove, movesCount, openApp, pileCentre, playOnTable, readTable, status, useChromium } from './helpers.js';
import { klondikeWonLine, openingOf } from './fixtures.js';

describe('the Pasyans app in Chromium', () => {
  const suite = useChromium();
  const page = suite.page;

  it('opens with a dealt Klondike game and lists the eight games', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl);
    expect(await p.locator('.card').count()).toBe(52);
    expect(await p.locator('.game-name').textContent()).toBe('Klondike');
    await p.click('[data-action="new"]');
    expect(await p.locator('.game-choice').count()).toBe(8);
    await p.context().close();
  });

  for (const game of GAME_LIST) {
    it(`starts ${game.id}: every card of the deck is on the table (screenshot)`, async () => {
      const p = await page();
      await openApp(p, suite.baseUrl, `?game=${game.id}&seed=7`);
      const size = game.deckSize(defaultOptions(game));
      expect(await p.locator('.card').count()).toBe(size);
      expect(await p.locator('.game-name').textContent()).toBe(game.name.en);
      await p.screenshot({ path: join(SCREENSHOTS, `${game.id}.png`) });
      await p.context().close();
    });
  }

  for (const game of GAME_LIST) {
    it(`plays the first moves of ${game.id} through the table (drag, tap, buttons)`, async () => {
      const options = defaultOptions(game);
      let position = openingOf(game, 21);
      const p = await page();
      await openApp(p, suite.baseUrl, `?game=${game.id}&seed=21`);
      for (let turn = 0; turn < 6; turn++) {
        const legal = game.legalMoves(position, options);
        // A move the table can make unambiguously: a card move with one legal count for its piles, a pair, or a button.
        const move = legal.find((m) => m.type === 'move' && legal.filter((n) => n.type === 'move' && n.from === m.from && n.to === m.to).length === 1 && position.piles[m.from].faceDown < position.piles[m.from].cards.length && (m.count ?? 1) === 1)
          ?? legal.find((m) => m.type === 'pair')
          ?? legal.find((m) => m.type !== 'move' && m.type !== 'pair');
        if (!move) break;
        if (move.type === 'move') {
          const from = await pileCentre(p, move.from);
          const to = await pileCentre(p, move.to);
          if (turn % 2 === 0) {
            await p.mouse.move(from.x, from.y);
            await p.mouse.down();
            await p.mouse.move(to.x, to.y, { steps: 6 });
            await p.mouse.up();
          } else {
            await p.mouse.click(from.x, from.y);
            await p.waitForTimeout(500); // not a double click
            await p.mouse.click(to.x, to.y);
          }
        } else if (move.type === 'pair') {
          await clickPile(p, move.piles[0]);
          await clickPile(p, move.piles[1]);
        } else {
          await p.click(`[data-action="${move.type}"]`);
        }
        position = game.apply(position, move, options).position;
        await p.waitForFunction((n) => document.querySelector('.moves-count')?.textContent?.includes(String(n)), turn + 1);
        const shown = await readTable(p);
        for (const [id, pile] of Object.entries(position.piles)) {
          const expected = pile.cards.map((card, i) => (i < pile.faceDown ? '##' : card));
          expect(shown[id] ?? [], `${game.id} move ${turn + 1} (${JSON.stringify(move)}), pile ${id}`).toEqual(expected);
        }
      }
      await p.context().close();
    });
  }

  it('starts a game from the menu with options and a deal number', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl);
    await p.click('[data-action="new"]');
    await p.click('[data-game="klondike"]');
    await p.selectOption('select[name="option-draw"]', '1');
    await p.fill('input[name="deal"]', '12345');
    await p.click('[data-action="start"]');
    await p.waitForSelector('.dialog', { state: 'detached' });
    expect(await p.locator('.deal-number').textContent()).toContain('12345');
    expect(await p.locator('.card').count()).toBe(52);
    // One card from the stock (draw 1).
    await clickPile(p, 'stock');
    await p.waitForFunction(() => document.querySelectorAll('.card[data-pile="waste"]').length === 1);
    await p.context().close();
  });

  it('finishes a deal to the win by dragging (with animation)', async () => {
    const line = klondikeWonLine(2);
    const p = await page({ motion: true });
    await openApp(p, suite.baseUrl, line.query);
    expect(await movesCount(p)).toBe(line.moves.length - 2);
    for (const move of line.last) {
      if (move.type !== 'move') throw new Error('expected card moves');
      const from = await pileCentre(p, move.from);
      const to = await pileCentre(p, move.to);
      await p.mouse.move(from.x, from.y);
      await p.mouse.down();
      await p.mouse.move(from.x + 10, from.y + 10, { steps: 3 });
      await p.mouse.move(to.x, to.y, { steps: 8 });
      await p.mouse.up();
      await p.waitForFunction((id) => document.querySelectorAll(`.card[data-pile="${id}"]`).length === 0, move.from);
    }
    await p.waitForSelector('[data-status="won"]');
    expect(await movesCount(p)).toBe(line.moves.length);
    await p.waitForTimeout(400);
    await p.screenshot({ path: join(SCREENSHOTS, 'klondike-won.png') });
    // The win is counted.
    await clickToolbar(p, 'stats');
    await p.waitForSelector('table.stats');
    expect(await p.locator('tr.current [data-stat="won"]').textContent()).toBe('1');
    await p.context().close();
  });

  it('finishes a deal to the win by tapping (touch)', async () => {
    const line = klondikeWonLine(2);
    const p = await page({ touch: true, width: 420, height: 860 });
    await openApp(p, suite.baseUrl, line.query);
    for (const move of line.last) {
      if (move.type !== 'move') throw new Error('expected card moves');
      const from = await pileCentre(p, move.from);
      await p.touchscreen.tap(from.x, from.y);
      await p.waitForSelector('.card.selected');
      const to = await pileCentre(p, move.to);
      await p.touchscreen.tap(to.x, to.y);
      await p.waitForFunction((id) => document.querySelectorAll(`.card[data-pile="${id}"]`).length === 0, move.from);
    }
    expect(await status(p)).toBe('won');
    await p.context().close();
  });

  it('sends a card to a foundation with a double click', async () => {
    const line = klondikeWonLine(1);
    const p = await page();
    await openApp(p, suite.baseUrl, line.query);
    await doubleClickLastMove(p, line);
    await p.waitForSelector('[data-status="won"]');
    await p.context().close();
  });

  it('finishes a deal to the win with the keyboard only', async () => {
    const line = klondikeWonLine(2);
    const p = await page();
    await openApp(p, suite.baseUrl, line.query);
    await p.focus('.board');
    for (const move of line.last) {
      if (move.type !== 'move') throw new Error('expected card moves');
      await focusPile(p, move.from);
      await p.keyboard.press('Enter');
      expect(await p.locator('[data-testid="announcer"]').textContent()).toMatch(/Picked up/);
      await focusPile(p, move.to);
      await p.keyboard.press('Enter');
      await p.waitForFunction((id) => document.querySelectorAll(`.card[data-pile="${id}"]`).length === 0, move.from);
    }
    expect(await status(p)).toBe('won');
    expect(await p.locator('[data-testid="announcer"]').textContent()).toMatch(/won/);
    await p.context().close();
  });

  it('plays safe moves to the foundations by themselves when the setting is on', async () => {
    const line = klondikeWonLine(3);
    const p = await page();
    await openApp(p, suite.baseUrl, line.query);
    await clickToolbar(p, 'settings');
    await p.check('input[name="autoFoundation"]');
    await p.keyboard.press('Escape');
    // Nothing plays by itself before the player's own move (issue 8, item 5).
    await p.waitForTimeout(500);
    expect(await movesCount(p)).toBe(line.moves.length - 3);
    // The player sends the Queen of hearts up; the Kings follow by themselves (every Queen is up then).
    await playOnTable(p, line.last[0]);
    await p.waitForSelector('[data-status="won"]');
    expect(await movesCount(p)).toBe(line.moves.length);
    // An undone automatic move stays undone until the player moves again.
    await p.click('[data-action="undo"]');
    await p.waitForTimeout(600);
    expect(await movesCount(p)).toBe(line.moves.length - 1);
    await p.context().close();
  });

  it('switches language: Russian names and card letters, and follows the browser language', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    expect(await p.locator('.game-name').textContent()).toBe('Klondike');
    await clickToolbar(p, 'language');
    expect(await p.locator('.game-name').textContent()).toBe('Косынка');
    expect(await p.locator('[data-action="undo"]').textContent()).toBe('Отменить');
    await clickPile(p, 'stock');
    expect(await p.locator('[data-testid="announcer"]').textContent()).toMatch(/Колода/);
    const letters = await p.locator('.card-index').allTextContents();
    expect(letters.every((letter) => /^(10|[2-9]|[ТВДК])$/.test(letter))).toBe(true);
    await p.context().close();
    const russian = await page({ locale: 'ru-RU' });
    await openApp(russian, suite.baseUrl);
    expect(await russian.locator('[data-action="new"]').textContent()).toBe('Новая игра');
    await russian.context().close();
  });

  it('plays Perpetual Motion by hand (deal, then the forced move) and automatically (Play on)', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=perpetual-motion&seed=5');
    await p.click('[data-action="deal"]');
    expect(await movesCount(p)).toBe(1);
    expect(await p.locator('.card[data-pile="stock"]').count()).toBe(28);
    await clickToolbar(p, 'auto');
    await p.waitForFunction(() => Number(/(\d+)/.exec(document.querySelector('.moves-count')?.textContent ?? '')?.[1]) >= 12 || document.querySelector('[data-status]') !== null);
    if ((await p.locator('[data-status]').count()) === 0) await clickToolbar(p, 'auto');
    await p.screenshot({ path: join(SCREENSHOTS, 'perpetual-motion-playing.png') });
    expect(await p.locator('.card').count()).toBe(32);
    await p.context().close();
  });

  it('deals Go, No Go card by card, marks the columns that go, and previews the second deal', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=go-no-go&seed=8');
    for (let i = 0; i < 7; i++) await clickPile(p, 'stock');
    expect(await p.locator('.pile-badge.go').count()).toBe(4);
    expect(await p.locator('.pile-badge.no-go').count()).toBe(3);
    for (let i = 0; i < 14; i++) await clickPile(p, 'stock');
    await clickToolbar(p, 'second-deal');
    expect(await p.locator('.card-mark').count()).toBeGreaterThan(10);
    await p.screenshot({ path: join(SCREENSHOTS, 'go-no-go-dealing.png') });
    await p.context().close();
  });

  it('pairs two Elevens places by tapping them', async () => {
    const elevens = GAMES.elevens;
    let seed = 1;
    let pair: Move | undefined;
    for (; seed < 200 && !pair; seed++) {
      const position = openingOf(elevens, seed);
      pair = elevens.legalMoves(position, defaultOptions(elevens)).find((move) => move.type === 'pair');
    }
    if (!pair || pair.type !== 'pair') throw new Error('no Elevens deal with a pair');
    const p = await page();
    await openApp(p, suite.baseUrl, `?game=elevens&seed=${seed - 1}`);
    await clickPile(p, pair.piles[0]);
    await clickPile(p, pair.piles[1]);
    expect(await movesCount(p)).toBe(1);
    await p.context().close();
  });

  it('opens a shared link with the same game, options and deal', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=99&o.draw=1');
    await clickPile(p, 'stock');
    await clickToolbar(p, 'link');
    await p.check('.dialog input[type="checkbox"]');
    const url = await p.locator('.link-text').inputValue();
    expect(url).toContain('game=klondike');
    expect(url).toContain('seed=99');
    expect(url).toContain('o.draw=1');
    expect(url).toContain('moves=draw');
    const table = await readTable(p);
    const other = await page();
    await other.goto(url);
    await other.waitForSelector('body[data-ready="true"]');
    expect(await readTable(other)).toEqual(table);
    await other.context().close();
    await p.context().close();
  });
});

async function clickPile(p: Page, id: string): Promise<void> {
  const centre = await pileCentre(p, id);
  await p.mouse.click(centre.x, centre.y);
}

async function focusPile(p: Page, id: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const current = await p.locator('.board').getAttribute('aria-activedescendant');
    if (current === `pile-${id}`) return;
    const row = (pile: string | null) => (pile && /column/.test(pile) ? 1 : 0);
    const here = row(current?.replace('pile-', '') ?? null);
    const there = row(id);
    await p.keyboard.press(here < there ? 'ArrowDown' : here > there ? 'ArrowUp' : 'ArrowRight');
  }
  throw new Error(`could not focus ${id}`);
}

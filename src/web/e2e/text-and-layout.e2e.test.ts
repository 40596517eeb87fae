/**
 * End-to-end tests of text and layout (issue 8, items 8 and 9): rules pages as prose and tables, dialogs that fit a
 * phone, Go, No Go's badges clear of the stock and saying that Aces go, a toolbar without lone buttons on a phone,
 * why a game ended, and singular counts for screen readers.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAMES, GAME_LIST } from '../../games/index.js';
import { defaultOptions } from '../../core/options.js';
import { autoPlay, gameStatus } from '../../core/engine.js';
import { deckOrderOf } from '../../core/deal.js';
import { moveToText } from '../link.js';
import { defaultWinRate, percent, winRateOf } from '../hints.js';
import { rangeBounds } from '../../solver/statistics.js';
import { SCREENSHOTS, clickToolbar, loneButtonRows, openApp, pileCentre, useChromium } from './helpers.js';

/** How far (px) the dialog's content sticks out of it sideways: 0 when everything fits. */
async function dialogOverflow(p: Page): Promise<number> {
  return p.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('.dialog')!;
    const box = dialog.getBoundingClientRect();
    let worst = Math.max(0, dialog.scrollWidth - dialog.clientWidth, box.right - window.innerWidth);
    for (const element of dialog.querySelectorAll<HTMLElement>('table.stats, .table-scroll, p, li')) worst = Math.max(worst, element.getBoundingClientRect().right - box.right);
    return Math.round(worst);
  });
}

/**
 * The rules page's tables, as laid out now: their cells that hold one figure (a number, a percentage, a range such as
 * "74.9% – 81.7%", an amount such as "1000 ms") taller than one line; the figures of the other cells that break across
 * lines (figures.ts marks them); and the tables that scroll sideways in their box without the keyboard reaching it.
 * Also how far the page and the dialog scroll sideways (0 when neither does), and how many figures were looked at.
 */
async function rulesTables(p: Page): Promise<{ broken: string[]; unreachable: string[]; pageOverflow: number; dialogOverflow: number; cells: number; figures: number; scrolling: number }> {
  return p.evaluate(() => {
    const ONE_FIGURE = /^\(?\d[\d.,]*(?:\s?%|\s?ms)?(?:\s?[–-]\s?\d[\d.,]*(?:\s?%)?)?\)?$/;
    const lines = (element: Element, box: DOMRect) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(box.height / lineHeight);
    };
    const broken: string[] = [];
    const unreachable: string[] = [];
    let cells = 0;
    let figures = 0;
    let scrolling = 0;
    for (const wrapper of document.querySelectorAll<HTMLElement>('.rules-text .table-scroll')) {
      if (wrapper.scrollWidth > wrapper.clientWidth) {
        scrolling += 1;
        if (wrapper.tabIndex !== 0 || !wrapper.getAttribute('aria-label')) unreachable.push(wrapper.getAttribute('aria-label') ?? '(no name)');
      }
      for (const cell of wrapper.querySelectorAll<HTMLElement>('td, th')) {
        const text = (cell.textContent ?? '').trim();
        if (ONE_FIGURE.test(text)) {
          cells += 1;
          const range = document.createRange();
          range.selectNodeContents(cell);
          if (lines(cell, range.getBoundingClientRect()) > 1) broken.push(`cell "${text}"`);
        }
        for (const figure of cell.querySelectorAll<HTMLElement>('.figure')) {
          figures += 1;
          if (figure.getClientRects().length !== 1 || lines(figure, figure.getBoundingClientRect()) > 1) broken.push(`"${figure.textContent}" in "${text}"`);
        }
      }
    }
    const dialog = document.querySelector<HTMLElement>('.dialog')!;
    return {
      broken,
      unreachable,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      dialogOverflow: dialog.scrollWidth - dialog.clientWidth,
      cells,
      figures,
      scrolling,
    };
  });
}

describe('text and layout in Chromium', () => {
  const suite = useChromium();
  const page = suite.page;

  it('the rules pages\' tables scroll in their own box, which the keyboard reaches, and never break a number, a percentage or a range, in every game and language at 390×844 and 1280×800', async () => {
    const failures: string[] = [];
    let cells = 0;
    let figures = 0;
    let scrolling = 0;
    for (const locale of ['en-US', 'ru-RU']) {
      for (const [width, height] of [[390, 844], [1280, 800]] as const) {
        const p = await page({ locale, width, height, touch: width < 600 });
        for (const game of GAME_LIST) {
          const where = `${locale} ${width}×${height} ${game.id}`;
          await openApp(p, suite.baseUrl, `?game=${game.id}&seed=3`);
          await clickToolbar(p, 'rules');
          await p.waitForSelector('.rules-text table');
          await p.evaluate(() => document.fonts.ready);
          const look = await rulesTables(p);
          failures.push(...look.broken.map((problem) => `${where}: ${problem} breaks across lines`));
          failures.push(...look.unreachable.map((name) => `${where}: the table "${name}" scrolls but the keyboard cannot reach it`));
          if (look.pageOverflow > 0) failures.push(`${where}: the page scrolls ${look.pageOverflow} px sideways`);
          if (look.dialogOverflow > 0) failures.push(`${where}: the dialog scrolls ${look.dialogOverflow} px sideways`);
          cells += look.cells;
          figures += look.figures;
          scrolling += look.scrolling;
          await p.click('.dialog .close');
        }
        await p.context().close();
      }
    }
    expect(failures).toEqual([]);
    // Not a vacuous pass: the tables hold many such figures, and on a phone they scroll.
    expect(cells).toBeGreaterThan(100);
    expect(figures).toBeGreaterThan(100);
    expect(scrolling).toBeGreaterThan(0);
    // The keyboard scrolls a table: Tab reaches its box, an arrow key moves it.
    const p = await page({ width: 390, height: 844, touch: true });
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    await clickToolbar(p, 'rules');
    await p.waitForSelector('.rules-text table');
    const box = p.locator('.rules-text .table-scroll').last();
    expect(await box.getAttribute('aria-label')).toBe('Win rate');
    const focused = () => box.evaluate((element) => element === document.activeElement && element.matches(':focus-visible'));
    for (let tabs = 0; tabs < 10 && !(await focused()); tabs++) await p.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    expect(await box.evaluate((element) => element.scrollLeft)).toBe(0);
    await p.keyboard.press('ArrowRight');
    await p.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.rules-text .table-scroll')].pop()!.scrollLeft > 0);
    await p.context().close();
  }, 300_000);

  it('issue 8, item 8: rules pages show prose and tables only, and rules and statistics fit a phone\'s dialog', async () => {
    for (const [locale, game] of [['en-US', 'klondike'], ['ru-RU', 'go-no-go'], ['en-US', 'percentages']] as const) {
      const p = await page({ locale, width: 390, height: 844, touch: true });
      await openApp(p, suite.baseUrl, `?game=${game}&seed=3`);
      await p.click('.buttons button.more');
      await clickToolbar(p, 'rules');
      await p.waitForSelector('.rules-text table');
      const text = (await p.locator('.rules-text').textContent()) ?? '';
      expect(text, game).not.toMatch(/<!--|win-rates:|docs\/|scripts\/|npm run|RULES\.md|\.txt\b/);
      expect(text, game).not.toMatch(/foundationToTableau|redealStart|\baces=|transfers=/);
      expect(await dialogOverflow(p), `${game} rules`).toBe(0);
      await p.click('.dialog .close');
      // Statistics: play a move so the game has a row, then look.
      await p.click('.buttons button.more');
      await clickToolbar(p, 'stats');
      await p.waitForSelector('.dialog');
      await p.waitForTimeout(200);
      expect(await dialogOverflow(p), `${game} statistics`).toBe(0);
      await p.context().close();
    }
    // Statistics with rows, on a phone.
    const p = await page({ width: 390, height: 844, touch: true });
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3&o.draw=1');
    const stock = await pileCentre(p, 'stock');
    await p.touchscreen.tap(stock.x, stock.y);
    await p.click('.buttons button.more');
    await clickToolbar(p, 'stats');
    await p.waitForSelector('table.stats');
    expect(await dialogOverflow(p), 'statistics with a row').toBe(0);
    await p.context().close();
  });

  it('issue 8, items 8 and 9: Go, No Go\'s badges lie clear of the stock on a phone and say that Aces go in the middle columns', async () => {
    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      const p = await page({ width, height, touch: width < 500 });
      await openApp(p, suite.baseUrl, `?game=go-no-go&seed=8&moves=${Array(7).fill('deal').join(',')}`);
      const overlaps = await p.evaluate(() => {
        const problems: string[] = [];
        for (const badge of document.querySelectorAll<HTMLElement>('.pile-badge')) {
          const b = badge.getBoundingClientRect();
          for (const card of document.querySelectorAll<HTMLElement>('.card')) {
            const c = card.getBoundingClientRect();
            if (b.left < c.right && b.right > c.left && b.top < c.bottom && b.bottom > c.top) problems.push(`${badge.textContent} over ${card.dataset.pile}`);
          }
        }
        return problems;
      });
      expect(overlaps, `${width}×${height}`).toEqual([]);
      const badges = await p.locator('.pile-badge').allTextContents();
      expect(badges.filter((text) => /no go/.test(text))).toHaveLength(3);
      expect(badges.filter((text) => /Aces go/.test(text))).toHaveLength(3);
      await p.context().close();
    }
    // With aces=go-only the middle columns simply do not go.
    const q = await page();
    await openApp(q, suite.baseUrl, `?game=go-no-go&seed=8&o.aces=go-only&moves=${Array(7).fill('deal').join(',')}`);
    expect((await q.locator('.pile-badge').allTextContents()).filter((text) => /Aces go/.test(text))).toHaveLength(0);
    await q.context().close();
  });

  it('Go, No Go\'s badges and Topsy-Turvy Queens\' stock counter read at 12 px or more, and the badges stay in their room, at every screen size and in both languages', async () => {
    const failures: string[] = [];
    for (const locale of ['en-US', 'ru-RU']) {
      for (const [width, height] of [[1920, 1080], [1280, 800], [768, 1024], [390, 844], [360, 740], [844, 390]] as const) {
        const p = await page({ locale, width, height, touch: width < 600, mobile: width < 600 });
        const where = `${locale} ${width}×${height}`;
        await openApp(p, suite.baseUrl, `?game=go-no-go&seed=8&moves=${Array(7).fill('deal').join(',')}`);
        failures.push(...(await p.evaluate((at) => {
          const problems: string[] = [];
          const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && a.right > b.left + 0.5 && a.top < b.bottom - 0.5 && a.bottom > b.top + 0.5;
          const board = document.querySelector<HTMLElement>('.board')!;
          if (Math.abs(board.getBoundingClientRect().width - board.offsetWidth) > 0.5) problems.push(`${at}: the board is scaled`);
          const badges = [...document.querySelectorAll<HTMLElement>('.pile-badge')];
          if (badges.length !== 7) problems.push(`${at}: ${badges.length} badges`);
          for (const badge of badges) {
            const b = badge.getBoundingClientRect();
            const pile = badge.closest<HTMLElement>('.pile')!;
            for (const element of [badge, ...badge.querySelectorAll('small')]) {
              const size = parseFloat(getComputedStyle(element).fontSize);
              if (size < 12) problems.push(`${at}: "${element.textContent}" at ${size}px`);
            }
            for (const card of document.querySelectorAll<HTMLElement>('.card')) if (overlap(b, card.getBoundingClientRect())) problems.push(`${at}: "${badge.textContent}" over a card of ${card.dataset.pile}`);
            for (const other of document.querySelectorAll<HTMLElement>('.pile')) {
              if (other !== pile && overlap(b, other.querySelector('.pile-outline')!.getBoundingClientRect())) problems.push(`${at}: "${badge.textContent}" over ${other.dataset.pile}`);
            }
            for (const other of badges) if (other !== badge && overlap(b, other.getBoundingClientRect())) problems.push(`${at}: "${badge.textContent}" over "${other.textContent}"`);
            if (b.left < 0 || b.right > window.innerWidth || b.top < 0) problems.push(`${at}: "${badge.textContent}" off the screen`);
          }
          return problems;
        }, where)));
        await p.screenshot({ path: `${SCREENSHOTS}/badges-go-no-go-${locale}-${width}x${height}.png` });
        if ((width === 1280 && height === 800) || (width === 390 && height === 844)) {
          await openApp(p, suite.baseUrl, '?game=topsy-turvy-queens&seed=7');
          failures.push(...(await p.evaluate((at) => {
            const problems: string[] = [];
            const count = document.querySelector<HTMLElement>('.pile-count[data-count-of="stock"]')!;
            for (const element of [count, ...count.querySelectorAll('small')]) {
              const size = parseFloat(getComputedStyle(element).fontSize);
              if (size < 12) problems.push(`${at}: the stock's "${element.textContent}" at ${size}px`);
            }
            const c = count.getBoundingClientRect();
            const stock = document.querySelector<HTMLElement>('#pile-stock .pile-outline')!.getBoundingClientRect();
            if (c.left < stock.left || c.right > stock.right || c.top < stock.top || c.bottom > stock.bottom) problems.push(`${at}: the stock's count sticks out of the stock`);
            return problems;
          }, where)));
          await p.screenshot({ path: `${SCREENSHOTS}/counter-topsy-turvy-queens-${locale}-${width}x${height}.png` });
        }
        await p.context().close();
      }
    }
    expect(failures).toEqual([]);
  });

  it('issue 8, item 8: on a phone the toolbar leaves no button alone on a row, in every game and language', async () => {
    const failures: string[] = [];
    for (const locale of ['en-US', 'ru-RU']) {
      const p = await page({ locale, width: 390, height: 844, touch: true });
      for (const game of ['klondike', 'go-no-go', 'perpetual-motion', 'moving-shops', 'topsy-turvy-queens', 'elevens', 'artless', 'percentages']) {
        await openApp(p, suite.baseUrl, `?game=${game}&seed=3`);
        const lone = await loneButtonRows(p);
        if (lone.length) failures.push(`${locale} ${game}: rows ${lone.join(', ')}`);
      }
      await p.context().close();
    }
    expect(failures).toEqual([]);
  });

  it('issue 8, item 8: says why a game ended — Perpetual Motion\'s repeated stock order, Go, No Go ended by the player — and "1 card"', async () => {
    const perpetual = GAMES['perpetual-motion'];
    const options = defaultOptions(perpetual);
    let found: { seed: number; moves: string } | null = null;
    for (let seed = 1; seed < 200 && !found; seed++) {
      const deck = deckOrderOf({ seed }, 32);
      if (!deck.ok) throw new Error(deck.error);
      const played = autoPlay(perpetual, perpetual.deal(deck.value, options).position, options);
      if (gameStatus(perpetual, played.position, options) === 'lost') found = { seed, moves: played.moves.map(moveToText).join(',') };
    }
    expect(found).not.toBeNull();
    const p = await page();
    await openApp(p, suite.baseUrl, `?game=perpetual-motion&seed=${found!.seed}&moves=${encodeURIComponent(found!.moves)}`);
    expect(await p.locator('[data-status="lost"]').textContent()).toMatch(/order it had before/);
    const moves = [...Array(52).fill('deal'), 'gather', ...Array(52).fill('deal'), 'end'].join(',');
    await openApp(p, suite.baseUrl, `?game=go-no-go&seed=1&o.aces=go-only&moves=${moves}`);
    expect(await p.locator('[data-status="lost"]').textContent()).toMatch(/ended before all the cards/);
    // Screen readers: Klondike's first column holds one card.
    await openApp(p, suite.baseUrl, '?game=klondike&seed=1');
    expect(await p.locator('#pile-column-1').getAttribute('aria-label')).toMatch(/, 1 card$/);
    await p.context().close();
  });

  it('names piles as the game\'s rules page does, in both languages: Topsy-Turvy Queens\' King row, Klondike\'s «колонки»', async () => {
    const english = await page();
    await openApp(english, suite.baseUrl, '?game=topsy-turvy-queens&seed=7');
    expect(await english.locator('#pile-king-3').getAttribute('aria-label')).toMatch(/^King row, place 3: /);
    expect(await english.locator('#pile-captive-2').getAttribute('aria-label')).toMatch(/^Captive 2: /);
    await english.context().close();
    const russian = await page({ locale: 'ru-RU' });
    await openApp(russian, suite.baseUrl, '?game=topsy-turvy-queens&seed=7');
    expect(await russian.locator('#pile-king-3').getAttribute('aria-label')).toMatch(/^Ряд королей, место 3: /);
    expect(await russian.locator('#pile-column-1').getAttribute('aria-label')).toMatch(/^Вертикальный ряд 1: /);
    await openApp(russian, suite.baseUrl, '?game=klondike&seed=1');
    expect(await russian.locator('#pile-column-1').getAttribute('aria-label')).toMatch(/^Колонка 1: /);
    expect(await russian.locator('#pile-foundation-1').getAttribute('aria-label')).toMatch(/^Базовая стопка 1: /);
    await russian.context().close();
  });
});

describe('the game menu in Chromium', () => {
  const suite = useChromium();

  it('the win rates never break inside a figure or a range, and at 1280×800 Start shows without scrolling the dialog, for every game in both languages', async () => {
    const failures: string[] = [];
    let figures = 0;
    for (const locale of ['en-US', 'ru-RU']) {
      for (const [width, height] of [[390, 844], [1280, 800]] as const) {
        const p = await suite.page({ locale, width, height, touch: width < 600 });
        await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
        await p.click('[data-action="new"]');
        await p.waitForSelector('.game-menu .win-rate');
        for (const game of GAME_LIST) {
          const where = `${locale} ${width}×${height} ${game.id}`;
          await p.click(`[data-game="${game.id}"]`);
          const look = await p.evaluate(() => {
            const dialog = document.querySelector<HTMLElement>('.dialog')!;
            const frame = dialog.getBoundingClientRect();
            const start = document.querySelector<HTMLElement>('[data-action="start"]')!.getBoundingClientRect();
            const spans = [...dialog.querySelectorAll<HTMLElement>('.win-rate .figure')];
            return {
              broken: spans.filter((span) => span.getClientRects().length !== 1).map((span) => span.textContent),
              figures: spans.length,
              startShown: dialog.scrollTop === 0 && start.bottom <= frame.bottom && start.bottom <= window.innerHeight,
            };
          });
          figures += look.figures;
          failures.push(...look.broken.map((figure) => `${where}: "${figure}" breaks across lines`));
          if (width === 1280 && !look.startShown) failures.push(`${where}: Start is below the dialog's fold`);
        }
        await p.context().close();
      }
    }
    expect(failures).toEqual([]);
    expect(figures).toBeGreaterThan(0);
  });

  it('issue 9, item 5: a game with undecided deals shows the range from every unknown lost to every unknown won, never one rate', async () => {
    const rates = (await import('../win-rates.json')).default;
    const p = await suite.page({ locale: 'en-US' });
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    await p.click('[data-action="new"]');
    await p.waitForSelector('.game-menu .win-rate');
    for (const game of GAME_LIST) {
      // The row measured with the game's current default rules (none when the rules changed since the last run).
      const row = defaultWinRate(rates, game);
      if (!row) {
        expect(await p.locator(`[data-game="${game.id}"] .win-rate`).count(), game.id).toBe(0);
        continue;
      }
      const text = (await p.locator(`[data-game="${game.id}"] .win-rate`).textContent()) ?? '';
      if (row.unknown > 0) {
        const bounds = rangeBounds(row.won / row.deals, (row.won + row.unknown) / row.deals, 0);
        expect(bounds.low, game.id).not.toBe(bounds.high);
        expect(text, game.id).toContain(`${bounds.low}–${bounds.high} %`);
      } else {
        expect(text, game.id).not.toMatch(/not decided/);
      }
      // Issue 27, item 3: where the player that does not peek was measured, its rate stands beside the thoughtful one.
      if (row.fair) expect(text, game.id).toContain(`without peeking ${percent(row.fair.rate)} %`);
      else expect(text, game.id).not.toContain('without peeking');
    }
    await p.context().close();
  });

  it('issue 12, item 3: the rate follows the rules chosen — each of Go, No Go\'s four readings shows its own row, as the rules page does', async () => {
    const rates = (await import('../win-rates.json')).default;
    const gng = GAME_LIST.find((game) => game.id === 'go-no-go')!;
    const p = await suite.page({ locale: 'en-US' });
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    await p.click('[data-action="new"]');
    await p.click('[data-game="go-no-go"]');
    const seen = new Set<string>();
    for (const aces of ['always', 'go-only']) {
      for (const transfers of ['adjacent', 'suit']) {
        await p.selectOption('select[name="option-aces"]', aces);
        await p.selectOption('select[name="option-transfers"]', transfers);
        const row = winRateOf(rates, gng, { aces, transfers });
        const text = (await p.locator('[data-testid="chosen-win-rate"]').textContent()) ?? '';
        if (!row) {
          expect(text, `${aces} ${transfers}`).toContain('not measured');
          continue;
        }
        const bounds = rangeBounds(row.won / row.deals, (row.won + row.unknown) / row.deals, 0);
        const figure = row.unknown > 0 ? `${bounds.low}–${bounds.high} %` : `Winnable: ${percent(row.rate)} % of deals`;
        expect(text, `${aces} ${transfers}`).toContain(figure);
        seen.add(text);
      }
    }
    // The readings differ (38 %, 18 %, 100 % …): the line is not the default row four times over.
    expect(seen.size).toBeGreaterThan(1);
    await p.context().close();
  });
});

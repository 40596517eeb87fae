/**
 * End-to-end tests of input and automatic play (issue 8):
 * - item 4: a press, drag, double click or tap on a covered card never plays another card;
 * - item 5: safe moves to the foundations never overrule the player;
 * - item 7: the empty stock takes clicks after a key was pressed, shortcuts work on a Russian layout, a held Enter
 *   does not close the dialog it opened, and the language button's accessible name holds its visible text.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAMES } from '../../games/index.js';
import { defaultOptions } from '../../core/options.js';
import { deckOrderOf } from '../../core/deal.js';
import { rankValue } from '../../core/cards.js';
import { statsKey } from '../link.js';
import { clickToolbar, movesCount, newGameFromDialog, openApp, pileCentre, readTable, statsRow, useChromium } from './helpers.js';

/** Klondike `classic`, deal 1, after the moves of the issue: column 3 holds 3♠ with 2♦ (taken down from a foundation) on it. */
/** The legal moves of Klondike's deal 1 at the deal, under the defaults. */
function klondikeDealOneMoves() {
  const klondike = GAMES.klondike;
  const options = defaultOptions(klondike);
  const deck = deckOrderOf({ seed: 1 }, 52);
  if (!deck.ok) throw new Error(deck.error);
  return klondike.legalMoves(klondike.deal(deck.value, options).position, options);
}

const TAKEN_DOWN = `?game=klondike&seed=1&preset=classic&moves=${encodeURIComponent('column-4>foundation-1,column-4>foundation-1,column-4>foundation-2,column-5>column-6,foundation-1>column-3')}`;

/** The centre of the visible band of card `index` of a pile (its top strip, which a card above leaves uncovered). */
async function cardBand(p: Page, pile: string, index: number): Promise<{ x: number; y: number }> {
  const box = (await p.locator(`.card[data-pile="${pile}"][data-index="${index}"]`).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + 6 };
}

async function dispatchKey(p: Page, init: { key: string; code: string; ctrlKey?: boolean; shiftKey?: boolean }): Promise<void> {
  await p.evaluate((event) => {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...event }));
    target.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true, cancelable: true, ...event }));
  }, init);
}

describe('input in Chromium', () => {
  const suite = useChromium();
  const page = suite.page;

  it('issue 8, item 4: a drag, a double click or a tap on a covered card never plays the card on it (Klondike classic deal 1)', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, TAKEN_DOWN);
    const table = await readTable(p);
    expect(table['column-3'].slice(-2)).toEqual(['3S', '2D']);
    // Drag 3♠ (2♦ on it) onto the foundation where only 2♦ fits: both go back.
    const three = await cardBand(p, 'column-3', 2);
    const foundation = await pileCentre(p, 'foundation-1');
    await p.mouse.move(three.x, three.y);
    await p.mouse.down();
    await p.mouse.move(three.x + 10, three.y + 10, { steps: 3 });
    await p.mouse.move(foundation.x, foundation.y, { steps: 8 });
    await p.mouse.up();
    await p.waitForTimeout(400);
    expect(await readTable(p)).toEqual(table);
    // A double click on 3♠.
    await p.mouse.dblclick(three.x, three.y);
    await p.waitForTimeout(400);
    expect(await readTable(p)).toEqual(table);
    // A tap on 3♠, then on the foundation.
    await p.mouse.click(three.x, three.y);
    await p.waitForTimeout(500);
    await p.mouse.click(foundation.x, foundation.y);
    await p.waitForTimeout(400);
    expect(await readTable(p)).toEqual(table);
    expect(await movesCount(p)).toBe(5);
    // The top card itself still goes up by a double click.
    const two = await pileCentre(p, 'column-3');
    await p.mouse.dblclick(two.x, two.y);
    await p.waitForFunction(() => document.querySelectorAll('.card[data-pile="foundation-1"]').length === 2);
    await p.context().close();
  });

  it('issue 8, item 5: safe moves leave a card taken down from a foundation until the player\'s next move (foundationToTableau)', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, `?game=klondike&seed=1&preset=classic&moves=${encodeURIComponent('column-4>foundation-1,column-4>foundation-1,column-4>foundation-2,column-5>column-6')}`);
    await clickToolbar(p, 'settings');
    await p.check('input[name="autoFoundation"]');
    await p.keyboard.press('Escape');
    await p.waitForTimeout(500);
    expect(await movesCount(p)).toBe(4); // nothing plays before the player's own move
    // Take 2♦ down onto 3♠.
    const two = await pileCentre(p, 'foundation-1');
    const three = await pileCentre(p, 'column-3');
    await p.mouse.move(two.x, two.y);
    await p.mouse.down();
    await p.mouse.move(two.x + 10, two.y + 10, { steps: 3 });
    await p.mouse.move(three.x, three.y + 20, { steps: 8 });
    await p.mouse.up();
    await p.waitForFunction(() => document.querySelector('.moves-count')?.textContent?.includes('5'));
    await p.waitForTimeout(800);
    expect(await movesCount(p)).toBe(5);
    expect((await readTable(p))['column-3'].at(-1)).toBe('2D');
    // The player's next move (a draw): now 2♦ may go up by itself.
    await p.click('[data-action="draw"]');
    await p.waitForFunction(() => document.querySelectorAll('.card[data-pile="foundation-1"]').length === 2);
    await p.context().close();
  });

  it('issue 8, item 5: a fresh deal plays nothing by itself and is not counted before the player\'s first move; Moving Shops\' base is never chosen for the player', async () => {
    const klondike = GAMES.klondike;
    const key = statsKey('klondike', defaultOptions(klondike));
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=elevens&seed=1');
    await clickToolbar(p, 'settings');
    await p.check('input[name="autoFoundation"]');
    await p.keyboard.press('Escape');
    // Klondike deal 1 opens with three safe moves on the table (two Aces and a Two).
    await newGameFromDialog(p, 'klondike', 1);
    await p.waitForTimeout(1000);
    expect(await movesCount(p)).toBe(0);
    expect(await statsRow(p, key)).toBeNull();
    // The player's first move: counted, and the safe moves follow it.
    await p.click('[data-action="draw"]');
    await p.waitForFunction(() => Number(/(\d+)/.exec(document.querySelector('.moves-count')?.textContent ?? '')?.[1]) >= 4);
    expect((await statsRow(p, key))?.played).toBe('1');
    // Moving Shops: a deal with an Ace or a Two on a shop's top.
    const shops = GAMES['moving-shops'];
    let seed = 1;
    for (; seed < 100; seed++) {
      const deck = deckOrderOf({ seed }, 104);
      if (!deck.ok) throw new Error(deck.error);
      const position = shops.deal(deck.value, {}).position;
      if (Object.entries(position.piles).some(([id, pile]) => id.startsWith('pile-') && pile.cards.length && rankValue(pile.cards.at(-1)!) <= 2)) break;
    }
    await newGameFromDialog(p, 'moving-shops', seed);
    await p.waitForTimeout(1000);
    expect(await movesCount(p)).toBe(0);
    await p.context().close();
  });

  it('issue 8, item 7: the empty stock takes a click after a key was pressed on the table', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, `?game=klondike&seed=4&moves=${Array(8).fill('draw').join(',')}`);
    expect(await p.locator('.card[data-pile="stock"]').count()).toBe(0);
    await p.focus('.board');
    await p.keyboard.press('ArrowRight');
    for (let i = 0; i < 8 && (await p.locator('.board').getAttribute('aria-activedescendant')) !== 'pile-stock'; i++) await p.keyboard.press('ArrowLeft');
    expect(await p.locator('.board').getAttribute('aria-activedescendant')).toBe('pile-stock');
    expect(await p.locator('.focus-ring, .pile.focused').count()).toBeGreaterThan(0);
    const stock = await pileCentre(p, 'stock');
    await p.mouse.click(stock.x, stock.y);
    await p.waitForFunction(() => document.querySelectorAll('.card[data-pile="stock"]').length === 24);
    expect(await movesCount(p)).toBe(9);
    await p.context().close();
  });

  it('Enter or Space on a pile with no move, and F on a pile with nothing to send up or on a foundation, say so on screen and to screen readers, in both languages', async () => {
    // Klondike deal 1: the waste is empty at the deal (no move from it), and some column's top card cannot go up.
    const legal = klondikeDealOneMoves();
    const column = ['column-1', 'column-2', 'column-3', 'column-4', 'column-5', 'column-6', 'column-7'].find((id) => !legal.some((move) => move.type === 'move' && move.from === id && move.to.startsWith('foundation')))!;
    const focusOn = async (p: Page, id: string, key: 'ArrowRight' | 'ArrowDown' = 'ArrowRight') => {
      for (let i = 0; i < 12 && (await p.locator('.board').getAttribute('aria-activedescendant')) !== `pile-${id}`; i++) await p.keyboard.press(key);
      expect(await p.locator('.board').getAttribute('aria-activedescendant')).toBe(`pile-${id}`);
    };
    const said = (p: Page) => p.locator('[data-testid="announcer"]').textContent();
    for (const [locale, words] of [
      ['en-US', { waste: 'No move from Waste', foundation: 'No move from Foundation 1', up: `No card of Column ${column.slice(-1)} can go to a foundation now`, onFoundation: 'Foundation 1 is where cards go up: choose the pile to send a card from, then press F' }],
      ['ru-RU', { waste: 'Отсюда хода нет: Открытые карты', foundation: 'Отсюда хода нет: Базовая стопка 1', up: `Отсюда на базу сейчас ничего не идёт: Колонка ${column.slice(-1)}`, onFoundation: 'Базовая стопка 1 — сюда карты кладут: выберите стопку, из которой послать карту, и нажмите F' }],
    ] as const) {
      const p = await page({ locale });
      await openApp(p, suite.baseUrl, '?game=klondike&seed=1');
      await p.focus('.board');
      await focusOn(p, 'waste');
      await p.keyboard.press('Enter');
      await p.waitForSelector('[data-testid="refusal"]');
      expect(await p.locator('[data-testid="refusal"]').textContent()).toBe(words.waste);
      expect(await said(p)).toBe(words.waste);
      await focusOn(p, 'foundation-1');
      await p.keyboard.press(' ');
      await p.waitForFunction((text) => document.querySelector('[data-testid="refusal"]')?.textContent === text, words.foundation);
      expect(await said(p)).toBe(words.foundation);
      // F on a foundation: it is where cards go, not where they come from.
      await p.keyboard.press('f');
      await p.waitForFunction((text) => document.querySelector('[data-testid="refusal"]')?.textContent === text, words.onFoundation);
      expect(await said(p)).toBe(words.onFoundation);
      await p.keyboard.press('ArrowDown');
      await focusOn(p, column);
      await p.keyboard.press('f');
      await p.waitForFunction((text) => document.querySelector('[data-testid="refusal"]')?.textContent === text, words.up);
      expect(await said(p)).toBe(words.up);
      expect(await movesCount(p)).toBe(0);
      // A pile that has a move still picks up at Enter, and says so.
      await focusOn(p, 'column-4');
      await p.keyboard.press('Enter');
      expect(await said(p)).toMatch(locale === 'en-US' ? /^Picked up: Column 4/ : /^Взято: Колонка 4/);
      await p.context().close();
    }
  });

  it('a click on a face-up card that cannot move says so (as Enter does), in both languages', async () => {
    // Klondike deal 1: a column none of whose cards can move at the deal.
    const legal = klondikeDealOneMoves();
    const column = ['column-1', 'column-2', 'column-3', 'column-4', 'column-5', 'column-6', 'column-7'].find((id) => !legal.some((move) => 'from' in move && move.from === id))!;
    for (const [locale, words] of [
      ['en-US', `No move from Column ${column.slice(-1)}`],
      ['ru-RU', `Отсюда хода нет: Колонка ${column.slice(-1)}`],
    ] as const) {
      const p = await page({ locale });
      await openApp(p, suite.baseUrl, '?game=klondike&seed=1');
      const size = await p.locator(`.card[data-pile="${column}"]`).count();
      await p.locator(`.card[data-pile="${column}"][data-index="${size - 1}"]`).click();
      await p.waitForSelector('[data-testid="refusal"]');
      expect(await p.locator('[data-testid="refusal"]').textContent()).toBe(words);
      expect(await p.locator('[data-testid="announcer"]').textContent()).toBe(words);
      expect(await movesCount(p)).toBe(0);
      await p.context().close();
    }
  });

  it('a shortcut pressed right after a dialog closes is not lost, nor Escape right after one opens (the key listeners see the dialog as it is at once)', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=1');
    await clickToolbar(p, 'rules');
    await p.waitForSelector('.dialog');
    // Close, then press H as a separate task: a quick player's next key, before the next frame is drawn. The key
    // listener was set up again only after that frame (an effect), so it still saw the dialog open and dropped H
    // (the CI flake of the solver test 'handles input while the worker is still searching').
    await p.evaluate(async () => {
      (document.querySelector('.dialog .close') as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', code: 'KeyH', bubbles: true }));
    });
    await p.waitForSelector('[data-hint]', { timeout: 10_000 });
    // The same kind the other way: Escape pressed right after a dialog opens closes it.
    await p.evaluate(async () => {
      (document.querySelector('[data-action="rules"]') as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
    });
    await p.waitForSelector('.dialog', { state: 'detached', timeout: 10_000 });
    await p.context().close();
  });

  it('issue 8, item 7: shortcuts work on a Russian layout (Ctrl+я undoes, р hints, а sends up)', async () => {
    const p = await page({ locale: 'ru-RU' });
    await openApp(p, suite.baseUrl, `?game=klondike&seed=1&moves=draw,draw`);
    await p.focus('.board');
    await dispatchKey(p, { key: 'я', code: 'KeyZ', ctrlKey: true });
    expect(await movesCount(p)).toBe(1);
    await dispatchKey(p, { key: 'Я', code: 'KeyZ', ctrlKey: true, shiftKey: true });
    expect(await movesCount(p)).toBe(2);
    await dispatchKey(p, { key: 'р', code: 'KeyH' });
    await p.waitForSelector('[data-hint]');
    // а (the F key) on a focused column whose top card may go up: Klondike deal 1 opens with an Ace in column 4.
    await openApp(p, suite.baseUrl, '?game=klondike&seed=1');
    await p.focus('.board');
    for (let i = 0; i < 8 && (await p.locator('.board').getAttribute('aria-activedescendant')) !== 'pile-column-4'; i++) {
      await p.keyboard.press((await p.locator('.board').getAttribute('aria-activedescendant'))?.includes('column') ? 'ArrowRight' : 'ArrowDown');
    }
    expect(await p.locator('.board').getAttribute('aria-activedescendant')).toBe('pile-column-4');
    await dispatchKey(p, { key: 'а', code: 'KeyF' });
    await p.waitForFunction(() => document.querySelectorAll('.card[data-pile="foundation-1"]').length === 1);
    await p.context().close();
  });

  it('issue 8, item 7: holding Enter on New game opens the dialog and the key repeat leaves it open; the language button is named by what it shows', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=2');
    await p.focus('[data-action="new"]');
    await p.keyboard.down('Enter');
    await p.waitForSelector('.dialog');
    for (let i = 0; i < 5; i++) await p.keyboard.down('Enter'); // the repeats of a held key
    await p.keyboard.up('Enter');
    await p.waitForTimeout(200);
    expect(await p.locator('.dialog').count()).toBe(1);
    await p.keyboard.press('Escape');
    // Every button that shows a word says that word in its accessible name (WCAG "label in name").
    for (const locale of ['en-US', 'ru-RU']) {
      const q = locale === 'en-US' ? p : await page({ locale });
      if (q !== p) await openApp(q, suite.baseUrl, '?game=klondike&seed=2');
      const mismatched = await q.evaluate(() => [...document.querySelectorAll<HTMLElement>('button[aria-label]')]
        .filter((button) => /\p{L}/u.test(button.textContent ?? '') && !button.getAttribute('aria-label')!.toLowerCase().includes((button.textContent ?? '').trim().toLowerCase()))
        .map((button) => `${button.textContent} / ${button.getAttribute('aria-label')}`));
      expect(mismatched, locale).toEqual([]);
      // The language switch (in the menu) is named by its words, which begin with the language it switches to.
      expect((await q.locator('[data-action="language"]').textContent())?.trim()).toMatch(locale === 'en-US' ? /^RU\b/ : /^EN\b/);
      expect(await q.locator('[data-action="language"]').getAttribute('aria-label')).toBeNull();
      if (q !== p) await q.context().close();
    }
    await p.context().close();
  });

  it('from the keyboard, part of a run goes where only part may go (Klondike classic): Enter takes the largest packet, Enter on the pile puts down what it takes', async () => {
    // Klondike classic, deal 5, after these moves: column 1's three face-up cards may go onto column 6, its top card
    // alone onto column 2 (a line of random legal moves, found once).
    const moves = 'column-1>column-2,draw,draw,draw,draw,draw,waste>column-3,waste>foundation-1,draw,draw,draw,recycle,draw,draw,draw,waste>column-3,waste>column-7,waste>column-1,column-5>column-1,column-3>column-5*3,column-3>foundation-2,foundation-2>column-4,column-2>column-3*2,column-4>foundation-2,column-3>column-1*3,column-5>column-3*4,foundation-2>column-4,column-4>foundation-2,foundation-2>column-4,column-4>foundation-2,column-5>foundation-2,column-6>column-5,column-6>column-1';
    const p = await page();
    await openApp(p, suite.baseUrl, `?game=klondike&seed=5&preset=classic&moves=${encodeURIComponent(moves)}`);
    const before = await readTable(p);
    const played = moves.split(',').length;
    await p.focus('.board');
    const focusOn = async (id: string) => {
      for (let i = 0; i < 14 && (await p.locator('.board').getAttribute('aria-activedescendant')) !== `pile-${id}`; i++) await p.keyboard.press(i < 2 ? 'ArrowDown' : 'ArrowRight');
      expect(await p.locator('.board').getAttribute('aria-activedescendant')).toBe(`pile-${id}`);
    };
    await focusOn('column-1');
    await p.keyboard.press('Enter');
    expect(await p.locator('.card.selected[data-pile="column-1"]').count()).toBe(3);
    await focusOn('column-2');
    await p.keyboard.press('Enter');
    await p.waitForFunction((n) => document.querySelector('.moves-count')?.textContent?.includes(String(n)), played + 1);
    const after = await readTable(p);
    expect(after['column-1']).toEqual(before['column-1'].slice(0, -1));
    expect(after['column-2']).toEqual([...before['column-2'], before['column-1'].at(-1)]);
    await p.context().close();
  });
});

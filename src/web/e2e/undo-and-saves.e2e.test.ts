/**
 * End-to-end tests of the game's history and its save: Undo and Redo (the buttons and the keys), Restart undone,
 * Undo back into the game before (and what it says, in English and Russian), a reload resuming the game exactly, a
 * save that cannot be read (reported in the interface's language, kept, play going on), and a save that fails during
 * play (reported on the screen, once).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickToolbar, movesCount, newGameFromDialog, openApp, pileCentre, readTable, reloadApp, useChromium } from './helpers.js';
import { getStored, putStored } from './stored.js';
import { klondikeWonLine } from './fixtures.js';

describe('undo, restart and the save in Chromium', () => {
  const suite = useChromium();
  const page = suite.page;

  it('undoes and redoes with the buttons and the keys, and restart is undoable', async () => {
    const line = klondikeWonLine(2);
    const p = await page();
    await openApp(p, suite.baseUrl, line.query);
    const before = await readTable(p);
    const n = await movesCount(p);
    await p.click('[data-action="undo"]');
    expect(await movesCount(p)).toBe(n - 1);
    expect(await readTable(p)).not.toEqual(before);
    await clickToolbar(p, 'redo');
    expect(await movesCount(p)).toBe(n);
    expect(await readTable(p)).toEqual(before);
    await p.keyboard.press('Control+z');
    expect(await movesCount(p)).toBe(n - 1);
    await p.keyboard.press('Control+Shift+z');
    expect(await movesCount(p)).toBe(n);
    await clickToolbar(p, 'restart');
    expect(await movesCount(p)).toBe(0);
    await p.click('[data-action="undo"]');
    expect(await movesCount(p)).toBe(n);
    expect(await readTable(p)).toEqual(before);
    await p.context().close();
  });

  it('Undo at the deal goes back to the game before and says so, on screen and aloud, in English and Russian (the button, Ctrl+Z)', async () => {
    const p = await page();
    const notice = p.locator('[data-testid="game-back"]');
    const announcer = p.locator('[data-testid="announcer"]');
    await openApp(p, suite.baseUrl, '?game=klondike&seed=12');
    await p.click('[data-action="draw"]');
    await p.click('[data-action="draw"]');
    await newGameFromDialog(p, 'topsy-turvy-queens', 7);
    await p.click('[data-action="draw"]');
    // A move undone within the game: said as ever, no notice.
    await p.click('[data-action="undo"]');
    expect(await movesCount(p)).toBe(0);
    expect(await announcer.textContent()).toBe('Undone');
    expect(await notice.count()).toBe(0);
    await p.click('[data-action="undo"]');
    expect(await p.locator('.game-name').textContent()).toBe('Klondike');
    expect(await movesCount(p)).toBe(2);
    expect(await notice.textContent()).toBe('Back to the previous game: Klondike, deal 12');
    expect(await announcer.textContent()).toBe('Back to the previous game: Klondike, deal 12');
    // The notice is of the game on the table: another game started, it is gone.
    await newGameFromDialog(p, 'topsy-turvy-queens', 7);
    expect(await notice.count()).toBe(0);
    await clickToolbar(p, 'language');
    await p.click('[data-action="draw"]');
    await p.keyboard.press('Control+z');
    await p.keyboard.press('Control+z');
    expect(await p.locator('.game-name').textContent()).toBe('Косынка');
    expect(await notice.textContent()).toBe('Назад к предыдущей игре: «Косынка», расклад 12');
    expect(await announcer.textContent()).toBe('Назад к предыдущей игре: «Косынка», расклад 12');
    // A short notice: it goes by itself.
    await notice.waitFor({ state: 'detached', timeout: 20_000 });
    await p.context().close();
  });

  it('Undo right after Restart says the restart was undone (the same deal), not "Back to the previous game", in English and Russian', async () => {
    const p = await page();
    const notice = p.locator('[data-testid="game-back"]');
    const announcer = p.locator('[data-testid="announcer"]');
    await openApp(p, suite.baseUrl, '?game=klondike&seed=12');
    await p.click('[data-action="draw"]');
    await p.click('[data-action="draw"]');
    await clickToolbar(p, 'restart');
    expect(await movesCount(p)).toBe(0);
    await p.click('[data-action="undo"]');
    expect(await movesCount(p)).toBe(2);
    expect(await notice.textContent()).toBe('Restart undone: Klondike, deal 12 — back where you were');
    expect(await announcer.textContent()).toBe('Restart undone: Klondike, deal 12 — back where you were');
    await clickToolbar(p, 'restart');
    await clickToolbar(p, 'language');
    await p.keyboard.press('Control+z');
    expect(await movesCount(p)).toBe(2);
    expect(await notice.textContent()).toBe('Перезапуск отменён: «Косынка», расклад 12 — всё как было');
    expect(await announcer.textContent()).toBe('Перезапуск отменён: «Косынка», расклад 12 — всё как было');
    await p.context().close();
  });

  it('resumes exactly after a reload, and reports a damaged store without stopping play', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=42');
    await clickPile(p, 'stock');
    await p.waitForFunction(() => document.querySelectorAll('.card[data-pile="waste"]').length === 3);
    const table = await readTable(p);
    await reloadApp(p);
    expect(await readTable(p)).toEqual(table);
    expect(await movesCount(p)).toBe(1);
    expect(await p.locator('.deal-number').textContent()).toContain('42');
    // Damage the saved game: the app says so and deals a new one.
    await putStored(p, 'state', 'current', { current: { record: { format: 1, game: 'klondike', options: {}, deal: { seed: 1 }, moves: [{ type: 'move', from: 'x', to: 'y' }] }, meta: {} }, previous: [] });
    await reloadApp(p);
    expect(await p.locator('.notice').textContent()).toMatch(/could not be read/);
    expect(await p.locator('.card').count()).toBe(52);
    // A saved value that is no saved game at all (here a string) is damage too: said so, and kept as it was.
    await putStored(p, 'state', 'current', 'garbage');
    await reloadApp(p);
    expect(await p.locator('.notice').textContent()).toMatch(/could not be read \(there is no game in it\)/);
    expect(await p.locator('.card').count()).toBe(52);
    await clickPile(p, 'stock');
    // Saved again after the move, with the damaged value among the damaged ones.
    const current = () => getStored(p, 'state', 'current');
    await expect.poll(async () => (await current() as { damaged?: unknown[] })?.damaged).toContain('garbage');
    await p.context().close();
  });

  it('a damaged save is reported in the interface language, the core\'s English reason folded under Details', async () => {
    const p = await page({ locale: 'ru-RU' });
    await openApp(p, suite.baseUrl, '?game=klondike&seed=42');
    // A move the rules refuse: the core says "column-1 has only 1 face-up card(s)".
    await putStored(p, 'state', 'current', { current: { record: { format: 1, game: 'klondike', options: {}, deal: { seed: 1 }, moves: [{ type: 'move', from: 'column-1', to: 'column-2', count: 2 }] }, meta: {} }, previous: [] });
    await reloadApp(p);
    const notice = p.locator('.notice[role="alert"]');
    expect(await notice.locator('.notice-text').textContent()).toBe('Сохранённую игру прочитать не удалось (она повреждена); начата новая игра.');
    expect(await notice.locator('summary').textContent()).toBe('Подробности');
    expect(await notice.locator('.notice-details code').isVisible()).toBe(false);
    await notice.locator('summary').click();
    expect(await notice.locator('.notice-details code').textContent()).toMatch(/column-1 has only 1 face-up card/);
    expect(await p.locator('.card').count()).toBe(52);
    await p.context().close();
  });

  it('a save that fails during play is reported on the screen (it was only read at start-up), and play goes on', async () => {
    const p = await page();
    const errors: string[] = [];
    p.on('pageerror', (error) => errors.push(error.message));
    await openApp(p, suite.baseUrl, '?game=klondike&seed=42');
    expect(await p.locator('.notice[role="alert"]').count()).toBe(0);
    // From now on the browser refuses every write (as when the disk is full).
    await p.evaluate(() => {
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The disk is full', 'QuotaExceededError');
      };
    });
    await clickPile(p, 'stock');
    const notice = p.locator('.notice[role="alert"]');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.locator('.notice-text').textContent()).toBe('The game could not be saved: play goes on, but a reload may lose the latest moves.');
    expect(await notice.locator('.notice-details code').textContent()).toMatch(/disk is full/);
    // Reported once: more moves, no second notice; play goes on.
    await clickPile(p, 'stock');
    await clickPile(p, 'stock');
    expect(await movesCount(p)).toBe(3);
    expect(await notice.count()).toBe(1);
    expect(errors).toEqual([]);
    await p.context().close();
  });
});

async function clickPile(p: Page, id: string): Promise<void> {
  const centre = await pileCentre(p, id);
  await p.mouse.click(centre.x, centre.y);
}

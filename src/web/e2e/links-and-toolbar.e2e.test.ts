/**
 * End-to-end tests of the tester's findings: a game opened from a link, or a first visit's deal (one known won), survives a
 * reload before any move; links naming built-in property names are reported, never crash; link errors are translated;
 * Perpetual Motion offers only "Play on"; the New game dialog explains a bad deal number; the toolbar is one row at
 * 800 px and wider; the Link dialog's copy button is named for what it does.
 */
import { describe, expect, it } from 'vitest';
import { clickToolbar, loneButtonRows, movesCount, newGameFromDialog, openApp, readTable, reloadApp, useChromium } from './helpers.js';
import { putStored } from './stored.js';

describe('links, notices and the toolbar in Chromium', () => {
  const suite = useChromium();
  const page = suite.page;

  it('resumes a game opened from a link after a reload before any move', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=percentages&seed=42');
    expect(new URL(p.url()).search).toBe('');
    expect(await p.locator('.game-name').textContent()).toBe('Percentages');
    await reloadApp(p);
    expect(await p.locator('.game-name').textContent()).toBe('Percentages');
    expect(await p.locator('.deal-number').textContent()).toContain('42');
    expect(await movesCount(p)).toBe(0);
    await p.context().close();
  });

  it("keeps a first visit's fresh deal over a reload before any move, and the deal that replaces a damaged save", async () => {
    const p = await page();
    await openApp(p, suite.baseUrl);
    const deal = await p.locator('.deal-number').textContent();
    // The first deal is one the win-rate run proved won (hints.ts `firstVisitSeed`): no "Lost" before the first move.
    const rates = (await import('../win-rates.json')).default;
    const won = rates.klondike.find((row) => row.label === 'defaults')?.wonDeals ?? [];
    expect(won.length).toBeGreaterThan(100);
    expect(won).toContain(Number(/\d+/.exec(deal ?? '')?.[0]));
    const table = await readTable(p);
    await reloadApp(p);
    expect(await p.locator('.deal-number').textContent()).toBe(deal);
    expect(await readTable(p)).toEqual(table);
    expect(await movesCount(p)).toBe(0);
    // A save that cannot be read: the new deal dealt in its place is kept over a reload too.
    await putStored(p, 'state', 'current', 'garbage');
    await reloadApp(p);
    expect(await p.locator('.notice').count()).toBe(1);
    const dealt = await readTable(p);
    const number = await p.locator('.deal-number').textContent();
    await reloadApp(p);
    expect(await p.locator('.notice').count()).toBe(0);
    expect(await p.locator('.deal-number').textContent()).toBe(number);
    expect(await readTable(p)).toEqual(dealt);
    await p.context().close();
  });

  it('reports links naming built-in property names, and the saved game goes on', async () => {
    const p = await page();
    const errors: string[] = [];
    p.on('pageerror', (error) => errors.push(error.message));
    await openApp(p, suite.baseUrl, '?game=klondike&seed=7');
    const bad: [string, RegExp][] = [
      ['?game=__proto__', /no game "__proto__"/],
      ['?game=constructor&seed=1', /no game "constructor"/],
      ['?game=toString', /no game "toString"/],
      ['?game=klondike&seed=1&moves=__proto__>column-1', /pile "__proto__"/],
      ['?game=klondike&seed=1&preset=constructor', /no preset "constructor"/],
      ['?game=klondike&seed=1&o.__proto__=1', /no option "__proto__"/],
      // A link cut short before its game: said so, not taken for an ordinary visit.
      ['?seed=5', /names no game \(it has seed but no game=…\)/],
    ];
    for (const [query, message] of bad) {
      await openApp(p, suite.baseUrl, query);
      expect(await p.locator('.notice').first().textContent()).toMatch(message);
      expect(await p.locator('.game-name').textContent()).toBe('Klondike');
      expect(await p.locator('.deal-number').textContent()).toContain('7');
    }
    expect(errors).toEqual([]);
    await p.context().close();
  });

  it('says what is wrong with a link in Russian, and the speed setting in words', async () => {
    const p = await page({ locale: 'ru-RU' });
    await openApp(p, suite.baseUrl, '?game=klondike&seed=abc');
    const notice = (await p.locator('.notice').first().textContent()) ?? '';
    expect(notice).toContain('Ссылку открыть не удалось');
    expect(notice).toContain('«abc»');
    expect(notice).not.toMatch(/deal number|whole number/);
    await clickToolbar(p, 'settings');
    const label = (await p.locator('.dialog label').nth(1).textContent()) ?? '';
    expect(label).toContain('Скорость анимации');
    expect(label).not.toContain('prefers-reduced-motion');
    await p.context().close();
  });

  it('the Link dialog\'s button says what it does, "Copy link", not the dialog\'s title again, in both languages', async () => {
    for (const [locale, title, copy] of [['en-US', 'Link', 'Copy link'], ['ru-RU', 'Ссылка', 'Копировать ссылку']] as const) {
      const p = await page({ locale });
      await openApp(p, suite.baseUrl, '?game=klondike&seed=7');
      await clickToolbar(p, 'link');
      expect(await p.locator('.dialog h2').textContent(), locale).toBe(title);
      expect(await p.locator('.dialog button.primary').textContent(), locale).toBe(copy);
      await p.context().close();
    }
  });

  it('offers only "Play on" in Perpetual Motion, not "Play it out"', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=perpetual-motion&seed=5');
    await p.waitForSelector('.solver-indicator:not([data-verdict="searching"])', { timeout: 20_000 });
    expect(await p.locator('[data-action="auto"]').count()).toBe(1);
    expect(await p.locator('[data-action="finish"]').count()).toBe(0);
    await p.click('[data-action="deal"]');
    await p.waitForTimeout(300);
    expect(await p.locator('[data-action="finish"]').count()).toBe(0);
    await p.context().close();
  });

  it('names the rules in force after the game\'s name, and the New game dialog shows the preset the options are', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=5&preset=classic');
    expect(await p.locator('.game-name').textContent()).toBe('Klondike · classic');
    await p.click('[data-action="new"]');
    const preset = p.locator('select[name="preset"]');
    expect(await preset.inputValue()).toBe('classic');
    // One option changed: the rules are no preset any more, and the list says so.
    await p.selectOption('select[name="option-draw"]', '1');
    expect(await preset.inputValue()).toBe('');
    expect(await preset.locator('option:checked').textContent()).toBe('(own choice)');
    await p.selectOption('select[name="preset"]', 'single-pass');
    expect(await p.locator('select[name="option-redeals"]').inputValue()).toBe('0');
    expect(await preset.locator('option[value=""]').count()).toBe(0);
    await p.fill('input[name="deal"]', '9');
    await p.click('[data-action="start"]');
    await p.waitForSelector('.dialog', { state: 'detached' });
    expect(await p.locator('.game-name').textContent()).toBe('Klondike · single pass, draw 1');
    // Options of no preset: "own rules"; the defaults: the name alone, in the menu's head too.
    await newGameFromDialog(p, 'klondike', 9, { redeals: '2' });
    expect(await p.locator('.game-name').textContent()).toBe('Klondike · own rules');
    await p.context().close();
    const ru = await page({ locale: 'ru-RU' });
    await openApp(ru, suite.baseUrl, '?game=klondike&seed=9&preset=three-redeals');
    expect(await ru.locator('.game-name').textContent()).toBe('Косынка · три пересдачи');
    await openApp(ru, suite.baseUrl, '?game=klondike&seed=9');
    expect(await ru.locator('.game-name').textContent()).toBe('Косынка');
    await ru.click('button.more');
    expect(await ru.locator('.menu-heading').textContent()).toBe('Косынка Расклад 9');
    await ru.context().close();
  });

  it('explains an empty or bad deal number in the New game dialog, and Start looks disabled', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl);
    await p.click('[data-action="new"]');
    const start = p.locator('[data-action="start"]');
    expect(await p.locator('[data-testid="deal-invalid"]').count()).toBe(0);
    const enabledOpacity = Number(await start.evaluate((element) => getComputedStyle(element).opacity));
    for (const text of ['', 'abc', '99999999999']) {
      await p.fill('input[name="deal"]', text);
      expect(await p.locator('[data-testid="deal-invalid"]').textContent()).toMatch(/whole number from 0 to 4294967295/);
      expect(await start.isDisabled()).toBe(true);
      expect(Number(await start.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(enabledOpacity);
    }
    await p.fill('input[name="deal"]', '12');
    expect(await p.locator('[data-testid="deal-invalid"]').count()).toBe(0);
    expect(await start.isDisabled()).toBe(false);
    await p.context().close();
  });

  it('issue 25, item 4: at 800, 1100 and 1280 px the toolbar is one row — the game\'s name and every button beside it — and the language switch is in the menu', async () => {
    for (const [locale, game] of [['ru-RU', 'go-no-go'], ['ru-RU', 'perpetual-motion'], ['ru-RU', 'topsy-turvy-queens'], ['en-US', 'klondike']]) {
      for (const width of [1100, 1280, 800]) {
        const p = await page({ locale, width });
        await openApp(p, suite.baseUrl, `?game=${game}&seed=4294967295`);
        const offRow = await p.evaluate(() => {
          const name = document.querySelector('.game-name')!.getBoundingClientRect();
          return [...document.querySelectorAll<HTMLElement>('.toolbar .tab-row button:not(.ghost)')]
            .filter((button) => button.offsetParent && !button.closest('#toolbar-menu'))
            .filter((button) => {
              const box = button.getBoundingClientRect();
              return box.top > name.bottom || box.bottom < name.top;
            })
            .map((button) => button.dataset.action);
        });
        expect(offRow, `${game} ${locale} ${width}`).toEqual([]);
        expect(await loneButtonRows(p), `${game} ${locale} ${width}`).toEqual([]);
        expect(await p.locator('#toolbar-menu [data-action="language"]').count(), `${game} ${locale} ${width}`).toBe(1);
        await p.context().close();
      }
    }
  });

  it('the arrow keys walk the Menu\'s buttons, past the disabled ones, and Enter on one does its work', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=5');
    await p.focus('.toolbar [data-action="more"]');
    await p.keyboard.press('Enter');
    const focused = () => p.evaluate(() => (document.activeElement as HTMLElement).dataset.action);
    // No move yet: Restart and Redo are disabled, so the first button to take the focus is Demo.
    expect(await focused()).toBe('demo');
    await p.keyboard.press('ArrowDown');
    expect(await focused()).toBe('review');
    await p.keyboard.press('ArrowUp');
    await p.keyboard.press('ArrowUp');
    expect(await focused()).toBe('language');
    await p.keyboard.press('Home');
    expect(await focused()).toBe('demo');
    await p.keyboard.press('End');
    await p.keyboard.press('ArrowUp');
    expect(await focused()).toBe('settings');
    await p.keyboard.press('Enter');
    await p.waitForSelector('.dialog select[name="tableColour"]');
    expect(await movesCount(p)).toBe(0);
    await p.context().close();
  });
});

/**
 * Issue 25, item 5 (motion): the deal (deal-flight.ts). When a game starts — New game, Restart, a link — the dealt
 * cards fly from the stock to their places, row by row; any click or key cuts the deal short (every card at once in
 * its place); under `prefers-reduced-motion` nothing flies. A reload of a saved game shows it as it was. The order of
 * events is checked, never a duration (timings are in `npm run bench`).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickToolbar, newGameFromDialog, openApp, reloadApp, useChromium, waitForRest } from './helpers.js';

/**
 * Before the app starts: `window.dealEvents` records each start and end of a deal (the board's `data-dealing`) and each
 * key or press, in order. With `hold`, every animation starts paused (until `releaseFlights`), so that a deal surely
 * lasts until the test has looked at it, however busy the machine.
 */
async function recordDeals(p: Page, hold = false): Promise<void> {
  await p.addInitScript((holding) => {
    if (holding) {
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
        const animation = animate.apply(this, args);
        if ((window as unknown as { holdFlights?: boolean }).holdFlights !== false) animation.pause();
        return animation;
      };
    }
    const events: string[] = [];
    (window as unknown as { dealEvents: string[] }).dealEvents = events;
    let dealing = false;
    new MutationObserver(() => {
      const now = document.querySelector<HTMLElement>('.board')?.dataset.dealing === 'true';
      if (now !== dealing) events.push(now ? 'deal' : 'dealt');
      dealing = now;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-dealing'], childList: true });
    window.addEventListener('keydown', () => events.push('key'), true);
    window.addEventListener('pointerdown', () => events.push('press'), true);
  }, hold);
}

/** Lets held flights go on (`recordDeals` with `hold`), and new ones start at once. */
async function releaseFlights(p: Page): Promise<void> {
  await p.evaluate(() => {
    (window as unknown as { holdFlights?: boolean }).holdFlights = false;
    for (const animation of document.getAnimations()) animation.play();
  });
}

const dealEvents = (p: Page) => p.evaluate(() => (window as unknown as { dealEvents: string[] }).dealEvents.slice());
const clearEvents = (p: Page) => p.evaluate(() => void (window as unknown as { dealEvents: string[] }).dealEvents.splice(0));

/** The flights running now: each card's pile and index, where it starts (its first keyframe) and its delay. */
async function flights(p: Page): Promise<{ pile: string; index: number; from: string; delay: number }[]> {
  return p.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.card')].flatMap((card) =>
      card.getAnimations().map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        return { pile: card.dataset.pile!, index: Number(card.dataset.index), from: String(effect.getKeyframes()[0].transform), delay: Number(effect.getTiming().delay) };
      }),
    ),
  );
}

/** Every card where the table puts it: no animation left, each card's box at its own transform. */
async function cardsAtRest(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const problems: string[] = [];
    if (document.getAnimations().length) problems.push(`${document.getAnimations().length} animations running`);
    const board = document.querySelector('.board')!.getBoundingClientRect();
    for (const card of document.querySelectorAll<HTMLElement>('.card')) {
      const [, x, y] = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(card.style.transform) ?? [];
      const box = card.getBoundingClientRect();
      if (Math.abs(box.left - board.left - Number(x)) > 1 || Math.abs(box.top - board.top - Number(y)) > 1) problems.push(`${card.dataset.pile}[${card.dataset.index}] not at its place`);
    }
    return problems;
  });
}

describe('issue 25, item 5: the deal', () => {
  const suite = useChromium();
  const page = suite.page;

  it('a new game deals: the cards fly from the stock, row by row, and come to rest in their places', async () => {
    const p = await page({ width: 1280, height: 800, motion: true });
    await recordDeals(p, true);
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    await p.waitForSelector('.board[data-dealing="true"]');
    await releaseFlights(p);
    await waitForRest(p);
    await p.evaluate(() => void ((window as unknown as { holdFlights?: boolean }).holdFlights = true));
    await clearEvents(p);
    await newGameFromDialog(p, 'klondike', 8);
    await p.waitForSelector('.board[data-dealing="true"]');
    const flying = await flights(p);
    expect(flying).toHaveLength(28);
    const stock = await p.evaluate(() => document.querySelector<HTMLElement>('#pile-stock')!.style.transform);
    expect(new Set(flying.map((flight) => flight.from))).toEqual(new Set([stock]));
    const delay = (pile: string, index: number) => flying.find((flight) => flight.pile === pile && flight.index === index)!.delay;
    expect(delay('column-1', 0)).toBeLessThan(delay('column-7', 0));
    expect(delay('column-7', 0)).toBeLessThan(delay('column-2', 1));
    expect(delay('column-6', 5)).toBeLessThan(delay('column-7', 6));
    await releaseFlights(p);
    await p.waitForSelector('.board[data-dealing]', { state: 'detached' });
    expect((await dealEvents(p)).filter((event) => event.startsWith('deal'))).toEqual(['deal', 'dealt']);
    expect(await cardsAtRest(p)).toEqual([]);
    await p.context().close();
  });

  it('a key or a click cuts the deal short: every card is at once in its place', async () => {
    const p = await page({ width: 1280, height: 800, motion: true });
    await recordDeals(p, true);
    await openApp(p, suite.baseUrl, '?game=moving-shops&seed=5');
    await p.waitForSelector('.board[data-dealing="true"]');
    await p.keyboard.press('Shift');
    expect(await dealEvents(p)).toEqual(['deal', 'key', 'dealt']);
    expect(await cardsAtRest(p)).toEqual([]);
    // Restart deals again (a link with a move played deals nothing; Restart does); a click on the table cuts it short.
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3&moves=draw&cursor=1');
    await waitForRest(p);
    expect(await dealEvents(p)).toEqual([]);
    await clickToolbar(p, 'restart');
    await p.waitForSelector('.board[data-dealing="true"]');
    await clearEvents(p);
    const area = (await p.locator('.table-area').boundingBox())!;
    await p.mouse.click(area.x + 4, area.y + area.height - 4);
    expect(await dealEvents(p)).toEqual(['press', 'dealt']);
    expect(await cardsAtRest(p)).toEqual([]);
    await p.context().close();
  });

  it('a link deals; a reload of the saved game does not', async () => {
    const p = await page({ width: 390, height: 844, motion: true, touch: true });
    await recordDeals(p);
    await openApp(p, suite.baseUrl, '?game=artless&seed=9');
    await p.waitForSelector('.board[data-dealing]', { state: 'detached' });
    expect(await dealEvents(p)).toEqual(['deal', 'dealt']);
    await reloadApp(p);
    await waitForRest(p);
    expect(await dealEvents(p)).toEqual([]);
    await p.context().close();
  });

  it('under prefers-reduced-motion nothing flies: a new game, a restart and a link show the deal at once', async () => {
    const p = await page({ width: 1280, height: 800 });
    await recordDeals(p);
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    await newGameFromDialog(p, 'go-no-go', 4);
    await p.click('[data-action="deal"]');
    await clickToolbar(p, 'restart');
    await newGameFromDialog(p, 'elevens', 4);
    await waitForRest(p);
    expect((await dealEvents(p)).filter((event) => event.startsWith('deal'))).toEqual([]);
    expect(await p.evaluate(() => document.getAnimations().length)).toBe(0);
    await p.context().close();
  });
});

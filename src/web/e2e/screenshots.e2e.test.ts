/**
 * Issue 25, item 6: the look, guarded. Every game's deal 7 at 1920×1080, 1280×800, 768×1024, 390×844 and 844×390 in
 * the classic faces on a light page; every game in the large-index faces at 1280×800 and 390×844, and in dark mode at
 * 1920×1080 and 844×390. Each shot is compared with its reference in `src/web/e2e/screenshots/` (looks.ts: pixelmatch,
 * within a small tolerance). A change of look updates the references in the same commit:
 * `UPDATE_SCREENSHOTS=1 npm run test:e2e -- screenshots` (docs/web.md, "Screenshot tests").
 *
 * Deterministic shots: a fixed deal per game (the link's seed), no motion (the context asks for reduced motion, so no
 * deal flies), the faces the settings choose drawn (the classic sprite in the page), the fonts settled, the table at
 * rest, the pointer off the table. The solver's indicator is switched off in Settings: what it shows depends on how
 * far a time-bound search got. The game clock reads 0:00 until a move is made.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAME_LIST } from '../../games/index.js';
import type { CardFaceName } from '../themes.js';
import { clickToolbar, facesDrawn, openApp, useChromium, waitForRest } from './helpers.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_DIFF_PIXELS, REFERENCES, compareWithReference, difference, updating } from './looks.js';

interface Look {
  face: CardFaceName;
  scheme: 'light' | 'dark';
}

const CLASSIC: Look = { face: 'classic', scheme: 'light' };
const LARGE_INDEX: Look = { face: 'large', scheme: 'light' };
const DARK: Look = { face: 'classic', scheme: 'dark' };

/** The screens of issue 25 and the looks shot at each: every screen in the classic faces, two more looks at two sizes each. */
const SCREENS: readonly { width: number; height: number; looks: readonly Look[] }[] = [
  { width: 1920, height: 1080, looks: [CLASSIC, DARK] },
  { width: 1280, height: 800, looks: [CLASSIC, LARGE_INDEX] },
  { width: 768, height: 1024, looks: [CLASSIC] },
  { width: 390, height: 844, looks: [CLASSIC, LARGE_INDEX] },
  { width: 844, height: 390, looks: [CLASSIC, DARK] },
];

const SEED = 7;

/** Changes settings through the Settings dialog (saved with the others, so they hold for the pages opened after). */
async function changeSettings(p: Page, change: (p: Page) => Promise<void>): Promise<void> {
  await clickToolbar(p, 'settings');
  await change(p);
  await p.click('.dialog .close');
  await p.waitForSelector('.dialog', { state: 'detached' });
}

/** Waits until nothing on the page will still change by itself: faces drawn, fonts loaded, the table at rest. */
async function settled(p: Page): Promise<void> {
  await facesDrawn(p);
  await p.evaluate(() => document.fonts.ready);
  await p.waitForFunction(() => document.querySelector('.board[data-dealing]') === null);
  await waitForRest(p);
  // Two frames: whatever the last change asked for is painted.
  await p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('issue 25, item 6: screenshots of every game compared with the references', () => {
  const suite = useChromium();

  for (const screen of SCREENS) {
    const size = `${screen.width}x${screen.height}`;
    it(`${size}: every game in ${screen.looks.map((look) => `${look.face} faces, ${look.scheme}`).join('; ')}`, async () => {
      const failures: string[] = [];
      const p = await suite.page({ width: screen.width, height: screen.height, touch: screen.width < 600 || screen.height < 500 });
      await openApp(p, suite.baseUrl, `?game=klondike&seed=${SEED}`);
      await changeSettings(p, (dialog) => dialog.uncheck('.dialog input[name="solverIndicator"]'));
      for (const look of screen.looks) {
        await p.emulateMedia({ colorScheme: look.scheme });
        await changeSettings(p, async (dialog) => {
          await dialog.selectOption('.dialog select[name="cardFace"]', look.face);
        });
        for (const game of GAME_LIST) {
          await openApp(p, suite.baseUrl, `?game=${game.id}&seed=${SEED}`);
          // The pointer off the table and the toolbar (no hover), at the window's bottom-right corner.
          await p.mouse.move(screen.width - 1, screen.height - 1);
          await settled(p);
          const failure = compareWithReference(`${game.id}-${size}-${look.face}-${look.scheme}`, await p.screenshot());
          if (failure) failures.push(failure);
        }
      }
      await p.context().close();
      expect(failures).toEqual([]);
    }, 180_000);
  }

  // The tolerance is small enough to see one corner index changed on a phone's smallest cards (an Eight read as a One).
  it.skipIf(updating)('the tolerance catches one card\'s index changed at 390x844', async () => {
    const p = await suite.page({ width: 390, height: 844, touch: true });
    await openApp(p, suite.baseUrl, `?game=klondike&seed=${SEED}`);
    await changeSettings(p, (dialog) => dialog.uncheck('.dialog input[name="solverIndicator"]'));
    await openApp(p, suite.baseUrl, `?game=klondike&seed=${SEED}`);
    await p.mouse.move(389, 843);
    await settled(p);
    const reference = readFileSync(join(REFERENCES, `klondike-390x844-classic-light.png`));
    const same = difference(await p.screenshot(), reference);
    expect(same).toMatchObject({ differing: 0 });
    const changed = await p.evaluate(() => {
      const index = document.querySelector<SVGTextElement>('.card[data-card] .card-index');
      if (!index) return null;
      index.textContent = index.textContent === '1' ? '7' : '1';
      return index.closest<HTMLElement>('.card')!.dataset.card;
    });
    expect(changed).not.toBeNull();
    await settled(p);
    const result = difference(await p.screenshot(), reference);
    expect('differing' in result ? result.differing : 0, `${changed}`).toBeGreaterThan(MAX_DIFF_PIXELS);
    await p.context().close();
  });
});

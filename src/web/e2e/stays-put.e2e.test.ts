/**
 * A table that stays put (docs/web.md): nothing that appears or goes during a game — the solver's indicator, *Play it
 * out*, a hint, a game's own button turning into another (Draw, Turn the waste over), the move counter growing, Undo
 * and Redo, the end of the game — moves the table under the player's finger. Found when a CI run failed: on a phone,
 * *Play it out* appeared between a tap's aim and the tap, the toolbar wrapped onto a third row, and the tap landed
 * 34 px above the card it aimed at.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAME_LIST } from '../../games/index.js';
import { gameStatus } from '../../core/engine.js';
import { defaultOptions } from '../../core/options.js';
import { clickToolbar, movesCount, openApp, pileCentre, playOnTable, tablePlaces, useChromium, watchTable } from './helpers.js';
import { klondikeWonLine, nextMove, openingOf } from './fixtures.js';

const SIZES = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'desktop', width: 1280, height: 800, touch: false },
] as const;

async function waitForMoves(p: Page, count: number): Promise<void> {
  await p.waitForFunction((n) => Number(/(\d+)/.exec(document.querySelector('.moves-count')?.textContent ?? '')?.[1]) === n, count);
}

describe('a table that stays put', () => {
  const suite = useChromium();
  const page = suite.page;

  for (const size of SIZES) {
    it(`${size.name}: in every game, the indicator's verdict, a hint, a dozen moves, the game's buttons, Undo and Redo leave the table where it was`, async () => {
      for (const game of GAME_LIST) {
        const options = defaultOptions(game);
        const p = await page({ width: size.width, height: size.height });
        await watchTable(p);
        await openApp(p, suite.baseUrl, `?game=${game.id}&seed=21`);
        await p.click('[data-action="hint"]');
        await p.waitForSelector('.hint-line', { timeout: 20_000 });
        let position = openingOf(game, 21);
        let played = 0;
        for (let turn = 0; turn < 12 && gameStatus(game, position, options) === 'playing'; turn++) {
          const move = nextMove(game, position, turn);
          if (!move) break;
          await playOnTable(p, move);
          position = game.apply(position, move, options).position;
          played += 1;
        }
        await p.waitForSelector('.solver-indicator:not([data-verdict="searching"])', { timeout: 20_000 }).catch(() => undefined);
        await p.click('[data-action="undo"]');
        await waitForMoves(p, played - 1);
        await clickToolbar(p, 'redo'); // in the menu under More on a phone
        await waitForMoves(p, played);
        expect(await tablePlaces(p), `${game.id} at ${size.width}×${size.height}`).toHaveLength(1);
        await p.context().close();
      }
    }, 300_000); // eight games in one test: about 35 s on a quiet machine, several times that under load
  }

  for (const size of SIZES) {
    it(`${size.name}: Play it out's offer, the last moves by tap and the win leave the table where it was (the CI failure)`, async () => {
      const line = klondikeWonLine(2);
      const p = await page({ width: size.width, height: size.height, touch: size.touch });
      await watchTable(p);
      await openApp(p, suite.baseUrl, line.query);
      await p.waitForSelector('[data-action="finish"]', { timeout: 20_000 });
      for (const move of line.last) {
        if (move.type !== 'move') throw new Error('expected card moves');
        const from = await pileCentre(p, move.from);
        if (size.touch) await p.touchscreen.tap(from.x, from.y);
        else await p.mouse.click(from.x, from.y);
        await p.waitForSelector('.card.selected');
        const to = await pileCentre(p, move.to);
        if (size.touch) await p.touchscreen.tap(to.x, to.y);
        else await p.mouse.click(to.x, to.y);
        await p.waitForFunction((id) => document.querySelectorAll(`.card[data-pile="${id}"]`).length === 0, move.from);
      }
      await p.waitForSelector('[data-status="won"]');
      expect(await movesCount(p)).toBe(line.moves.length);
      expect(await tablePlaces(p)).toHaveLength(1);
      await p.context().close();
    });
  }
});

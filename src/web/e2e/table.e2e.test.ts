/**
 * End-to-end tests of what the table shows, in every game (issue 8):
 * - item 2: after every transition — a new deal, moves, restart, undo and redo (across games too), reload, a redeal
 *   or gather — each pile's top card is the topmost element at its own centre (no stale card of the layout before
 *   lies over it, none keeps its lift);
 * - item 3: every face-up card on show has its rank and suit wholly visible, at desktop (1280×800) and phone
 *   (390×844) sizes; a screenshot of each goes to e2e-output/screenshots/index-<game>-<size>.png.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { GAME_LIST } from '../../games/index.js';
import type { AnyGame, Move, Options, Position } from '../../core/game.js';
import { defaultOptions } from '../../core/options.js';
import { currentPosition, newRecord, openSession } from '../../core/record.js';
import { SCREENSHOTS, clickToolbar, coveredTopCards, hiddenIndices, movesCount, newGameFromDialog, openApp, playOnTable, reloadApp, useChromium } from './helpers.js';
import { linkQuery, playout } from './fixtures.js';

function openingOf(game: AnyGame, options: Options, seed: number): Position {
  const opened = openSession(game, newRecord(game, options, { seed }));
  if (!opened.ok) throw new Error(opened.error);
  return currentPosition(opened.value);
}

/** A move the table plays unambiguously by a drag of one card, a pair, or a button; null when there is none. */
function tableMove(game: AnyGame, options: Options, position: Position): Move | null {
  const legal = game.legalMoves(position, options);
  return legal.find((m) => m.type === 'move' && (m.count ?? 1) === 1 && legal.filter((n) => n.type === 'move' && n.from === m.from && n.to === m.to).length === 1 && position.piles[m.from].faceDown < position.piles[m.from].cards.length)
    ?? legal.find((m) => m.type === 'pair')
    ?? legal.find((m) => m.type !== 'move' && m.type !== 'pair' && m.type !== 'end')
    ?? null;
}

/** The first move of a playout that moves many cards at once (a redeal, a waste turned over, a gather), and the moves before it. */
function bigTransition(game: AnyGame, options: Options): { seed: number; before: Move[]; move: Move } | null {
  for (let seed = 1; seed <= 12; seed++) {
    const line = playout(game, options, seed, 400);
    const at = line.steps.findIndex((steps, i) => {
      const moved = steps.reduce((sum, step) => sum + (step.type === 'move' ? step.cards.length : 0), 0);
      const move = line.moves[i];
      return moved >= 6 && (move.type !== 'move' || (move.count ?? 1) === 1);
    });
    if (at > 0) return { seed, before: line.moves.slice(0, at), move: line.moves[at] };
  }
  return null;
}

async function expectAtRest(p: Page, where: string): Promise<void> {
  expect(await coveredTopCards(p), where).toEqual([]);
}

describe('the table in Chromium', () => {
  const suite = useChromium();
  const page = suite.page;

  for (const game of GAME_LIST) {
    it(`issue 8, item 2: ${game.id} — every pile's top card lies on top after a new deal, moves, restart, undo/redo across games, reload, and a redeal or gather`, async () => {
      const options = defaultOptions(game);
      const first = playout(game, options, 5, 3);
      const p = await page({ width: 1280, height: 1000 });
      await openApp(p, suite.baseUrl, linkQuery(game, options, 5, first.moves));
      await expectAtRest(p, 'a link with moves');
      // The case of the issue: Moving Shops deal 5, then deal 6 from the dialog.
      await newGameFromDialog(p, game.id, 6);
      await expectAtRest(p, 'a new deal from the dialog');
      let position = openingOf(game, options, 6);
      let played = 0;
      for (let i = 0; i < 2; i++) {
        const move = tableMove(game, options, position);
        if (!move) break;
        await playOnTable(p, move);
        position = game.apply(position, move, options).position;
        played += 1;
        await expectAtRest(p, `move ${i + 1} (${JSON.stringify(move)})`);
      }
      if (played > 0) {
        await clickToolbar(p, 'restart');
        await expectAtRest(p, 'restart');
        await p.click('[data-action="undo"]');
        await expectAtRest(p, 'restart undone');
        await p.click('[data-action="undo"]');
        await expectAtRest(p, 'undo');
        await clickToolbar(p, 'redo');
        await expectAtRest(p, 'redo');
        for (let i = 0; i < played; i++) await p.click('[data-action="undo"]');
      }
      // Back across games: the game before, as it was left.
      await p.click('[data-action="undo"]');
      expect(await movesCount(p)).toBe(first.moves.length);
      await expectAtRest(p, 'undo into the game before');
      await p.click('[data-action="undo"]');
      await clickToolbar(p, 'redo');
      await expectAtRest(p, 'undo and redo in the game before');
      await reloadApp(p);
      await expectAtRest(p, 'reload');
      // A transition that moves many cards: the waste turned over, a redeal, a gather.
      const big = bigTransition(game, options);
      if (big) {
        await openApp(p, suite.baseUrl, linkQuery(game, options, big.seed, big.before));
        await playOnTable(p, big.move);
        await expectAtRest(p, `${JSON.stringify(big.move)} after ${big.before.length} moves`);
        await p.click('[data-action="undo"]');
        await expectAtRest(p, 'the big transition undone');
      } else {
        expect(game.id, 'only Elevens has no redeal or gather').toBe('elevens');
      }
      await p.context().close();
    });
  }

  it('issue 8, item 2: with animation, Moving Shops deal 5 then deal 6, then Artless 1 → 2, settle with every top card on top', async () => {
    const p = await page({ width: 1280, height: 1000, motion: true });
    await openApp(p, suite.baseUrl, '?game=moving-shops&seed=5');
    await newGameFromDialog(p, 'moving-shops', 6);
    await expectAtRest(p, 'moving-shops 5 → 6');
    await openApp(p, suite.baseUrl, '?game=artless&seed=1');
    await newGameFromDialog(p, 'artless', 2);
    await expectAtRest(p, 'artless 1 → 2');
    expect(await p.locator('.card.lifted').count()).toBe(0);
    await p.context().close();
  });

  for (const game of GAME_LIST) {
    it(`issue 8, item 3: ${game.id} — every face-up card shows its rank and suit whole, desktop and phone (screenshots)`, async () => {
      const options = defaultOptions(game);
      const line = playout(game, options, 11, 24);
      for (const [size, width, height] of [['desktop', 1280, 800], ['phone', 390, 844]] as const) {
        const p = await page({ width, height, touch: size === 'phone' });
        await openApp(p, suite.baseUrl, linkQuery(game, options, 11, line.moves));
        // Klondike's waste spread: draw once more so three cards fan out.
        if ((game.id === 'klondike' || game.id === 'topsy-turvy-queens') && (await p.locator('[data-action="draw"]').count())) await p.click('[data-action="draw"]');
        expect(await hiddenIndices(p), `${game.id} ${size}`).toEqual([]);
        await p.screenshot({ path: join(SCREENSHOTS, `index-${game.id}-${size}.png`), fullPage: true });
        await p.context().close();
      }
    });
  }
});

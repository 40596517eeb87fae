/**
 * The review after the game (issue 27, item 5; docs/web.md, "A review after the game"): a Klondike deal played to a
 * loss — along the solver's winning line, then a move the solver proves lost, then on until the rules core says lost
 * — opens the review by itself; it marks the move that lost the deal (the very move found here in Node, where the
 * review's own search is run with the same budget in positions), and a click on that point takes the table to the
 * position after that move, with the moves after it kept for Redo. The keyboard reaches and moves along the points,
 * Enter goes; the open dialog passes axe; it fits a phone upright and on its side; it opens from the Menu offline.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { GAMES } from '../../games/index.js';
import type { Move, Position } from '../../core/game.js';
import { gameStatus } from '../../core/engine.js';
import { defaultOptions } from '../../core/options.js';
import { pileKinds } from '../../core/piles.js';
import { solve } from '../../solver/index.js';
import { REVIEW_STATES, losingMove, inferVerdicts, settleSeries } from '../review-series.js';
import { clickToolbar, movesCount, openApp, playOnTable, readTable, reloadApp, status, useChromium, waitForControl, waitForRest } from './helpers.js';
import { klondikeWonLine, linkQuery, openingOf } from './fixtures.js';

const game = GAMES.klondike;
const options = defaultOptions(game);
const kinds = pileKinds(game, options);

/** A move that gets somewhere: to a foundation, from the waste, or one that turns a face-down card up. */
function progresses(position: Position, move: Move): boolean {
  if (move.type !== 'move') return false;
  if (kinds.get(move.to) === 'foundation' || kinds.get(move.from) === 'waste') return true;
  const pile = position.piles[move.from];
  return pile.faceDown > 0 && pile.cards.length - (move.count ?? 1) === pile.faceDown;
}

/**
 * A lost Klondike game (default rules): from deal 1 on, the solver's winning line (in `REVIEW_STATES` positions) up
 * to the first point where a one-card move is proved lost in that budget, that move, then moves that get somewhere
 * (else the stock) until the rules core says lost, the last one a card move (played on the table). Kept only when the
 * review's search, run here with the same budget, marks that very move.
 */
function klondikeLostGame(): { seed: number; moves: Move[]; positions: Position[]; losing: number } {
  for (let seed = 1; seed <= 12; seed++) {
    const start = openingOf(game, seed);
    const line = solve(game, start, options, { states: REVIEW_STATES });
    if (line.result !== 'won') continue;
    let position = start;
    for (let k = 0; k < line.moves.length; k++) {
      for (const losing of game.legalMoves(position, options)) {
        if (losing.type !== 'move' || (losing.count ?? 1) !== 1) continue;
        const after = game.apply(position, losing, options).position;
        if (gameStatus(game, after, options) !== 'playing' || solve(game, after, options, { states: REVIEW_STATES }).result !== 'lost') continue;
        const moves = [...line.moves.slice(0, k), losing];
        const positions = [start];
        for (const move of moves) positions.push(game.apply(positions.at(-1)!, move, options).position);
        while (gameStatus(game, positions.at(-1)!, options) === 'playing' && moves.length < 300) {
          const here = positions.at(-1)!;
          const legal = game.legalMoves(here, options);
          const next = legal.find((move) => progresses(here, move)) ?? legal.find((move) => move.type === 'draw' || move.type === 'recycle');
          if (!next) break;
          moves.push(next);
          positions.push(game.apply(here, next, options).position);
        }
        if (gameStatus(game, positions.at(-1)!, options) !== 'lost' || moves.at(-1)!.type !== 'move') continue;
        const series = settleSeries(positions.map((_, i) => (i === positions.length - 1 ? 'lost' : null)), (i) => solve(game, positions[i], options, { states: REVIEW_STATES }).result);
        if (losingMove(inferVerdicts(series)) === k + 1) return { seed, moves, positions, losing: k + 1 };
      }
      position = game.apply(position, line.moves[k], options).position;
    }
  }
  throw new Error('no lost Klondike game found in deals 1–12');
}

/** The table as readTable gives it, for a position: face-up card codes, '##' for face-down cards. */
function tableOf(position: Position): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const [id, pile] of Object.entries(position.piles)) if (pile.cards.length) table[id] = pile.cards.map((card, i) => (i < pile.faceDown ? '##' : String(card)));
  return table;
}

/** Opens the lost game one move short of its end and plays the last move on the table: the review opens by itself. */
async function playToLoss(p: Page, baseUrl: string, lost: ReturnType<typeof klondikeLostGame>): Promise<void> {
  await openApp(p, baseUrl, linkQuery(game, options, lost.seed, lost.moves.slice(0, -1)));
  await playOnTable(p, lost.moves.at(-1)! as Move & { type: 'move' });
  expect(await status(p)).toBe('lost');
  await p.waitForSelector('[data-testid="review"]', { timeout: 15_000 });
}

/** Waits until the review has found the move that lost the deal, and returns its number. */
async function markedLosingMove(p: Page): Promise<number> {
  await p.waitForSelector('.review-summary[data-summary="losing-move"]', { timeout: 60_000 });
  return Number(await p.locator('.review-summary').getAttribute('data-losing-move'));
}

async function seriousViolations(p: Page, where: string): Promise<string[]> {
  await waitForRest(p);
  const results = await new AxeBuilder({ page: p }).include('.dialog').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`));
}

describe('issue 27, item 5: the review after the game', () => {
  const suite = useChromium();
  const lost = klondikeLostGame();
  const n = lost.moves.length;
  const k = lost.losing;

  it('opens by itself when a Klondike deal is lost, marks the move that lost it, and a click there goes to the position after that move, Redo keeping the rest', async () => {
    const p = await suite.page();
    await playToLoss(p, suite.baseUrl, lost);
    expect(await p.locator('.dialog h2').textContent()).toBe('Review of the game');
    expect(await p.locator('.review-chart svg').getAttribute('aria-label')).toBe(`The moves of the game, from the deal to move ${n}`);
    expect(await markedLosingMove(p)).toBe(k);
    expect(await p.locator('.review-summary').textContent()).toMatch(new RegExp(`^Move ${k} lost the deal \\(.+\\): before it, the deal could still be won\\.`));
    expect(await p.locator(`.losing-mark[data-losing-move="${k}"]`).count()).toBe(1);
    const point = p.locator(`.review-point[data-point="${k}"]`);
    expect(await point.getAttribute('aria-label')).toMatch(new RegExp(`^Move ${k}: .+ — lost; the move that lost the deal$`));
    expect(await p.locator(`.review-point[data-point="${k - 1}"]`).getAttribute('aria-label')).toMatch(/ — still winnable$/);
    expect(await p.locator(`.review-point[data-point="${n}"]`).getAttribute('aria-label')).toMatch(/ — lost; you are here$/);
    expect(await p.locator('.review-point[data-verdict="won"]').count()).toBe(k);
    expect(await p.locator('.review-point[data-verdict="lost"]').count()).toBe(n + 1 - k);

    await point.click();
    await p.waitForSelector('[data-testid="review"]', { state: 'detached' });
    await waitForRest(p);
    // The position after the losing move (docs/web.md: a point is the position after its move).
    expect(await movesCount(p)).toBe(k);
    expect(await readTable(p)).toEqual(tableOf(lost.positions[k]));
    expect(await status(p)).toBeNull();
    expect(await p.isEnabled('[data-action="redo"]')).toBe(true);
    expect(await p.locator('[data-testid="announcer"]').textContent()).toBe(`At move ${k} of ${n}; the moves after it are kept for Redo`);
    // The solver already knows the position is lost and the one before winnable: the table offers the way back.
    await p.waitForSelector('[data-action="back-to-winnable"]', { timeout: 15_000 });

    // No move is lost: the review from the Menu still spans the whole game, the table at move k; after a reload too.
    await reloadApp(p);
    expect(await movesCount(p)).toBe(k);
    await clickToolbar(p, 'review');
    await p.waitForSelector('[data-testid="review"]');
    expect(await p.locator('.review-point').count()).toBe(n + 1);
    expect(await p.locator(`.review-point[data-point="${k}"]`).getAttribute('aria-label')).toMatch(/you are here$/);
    expect(await markedLosingMove(p)).toBe(k);
    // A point ahead of the table: Redo to it.
    await p.locator(`.review-point[data-point="${n}"]`).click();
    await p.waitForSelector('[data-testid="review"]', { state: 'detached' });
    expect(await movesCount(p)).toBe(n);
    expect(await status(p)).toBe('lost');
    await p.context().close();
  });

  it('works from the keyboard: Tab reaches the marked point, the arrows move along the points, Enter goes; the open dialog passes axe (English and Russian)', async () => {
    const p = await suite.page();
    await playToLoss(p, suite.baseUrl, lost);
    expect(await markedLosingMove(p)).toBe(k);
    const failures = await seriousViolations(p, 'review, English');
    // From the close button: the summary's button, then the chart's one point in the Tab order, the marked one.
    await p.keyboard.press('Tab');
    expect(await p.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.action)).toBe('review-before');
    await p.keyboard.press('Tab');
    const focused = () => p.evaluate(() => (document.activeElement as Element | null)?.getAttribute('data-point'));
    expect(await focused()).toBe(String(k));
    await p.keyboard.press('ArrowLeft');
    expect(await focused()).toBe(String(k - 1));
    expect(await p.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/ — still winnable$/);
    expect(await p.locator('[data-testid="review-point-text"]').textContent()).toMatch(new RegExp(`^(Move ${k - 1}|Deal)`));
    expect(await p.locator('.review-point[tabindex="0"]').count()).toBe(1);
    await p.keyboard.press('End');
    expect(await focused()).toBe(String(n));
    await p.keyboard.press('Home');
    expect(await focused()).toBe('0');
    await p.keyboard.press('ArrowRight');
    for (let i = 1; i < k - 1; i++) await p.keyboard.press('ArrowRight');
    expect(await focused()).toBe(String(k - 1));
    await p.keyboard.press('Enter');
    await p.waitForSelector('[data-testid="review"]', { state: 'detached' });
    expect(await movesCount(p)).toBe(k - 1);
    expect(await readTable(p)).toEqual(tableOf(lost.positions[k - 1]));
    // In Russian, with the review opened from the Menu.
    await clickToolbar(p, 'language');
    await clickToolbar(p, 'review');
    await p.waitForSelector('[data-testid="review"]');
    expect(await markedLosingMove(p)).toBe(k);
    expect(await p.locator('.dialog h2').textContent()).toBe('Разбор партии');
    expect(await p.locator('.review-summary').textContent()).toMatch(new RegExp(`^Ход ${k} проиграл расклад`));
    failures.push(...(await seriousViolations(p, 'review, Russian')));
    expect(failures).toEqual([]);
    await p.context().close();
  });

  for (const [width, height] of [[390, 844], [844, 390]] as const) {
    it(`fits a phone at ${width}×${height}: nothing wider than the screen, the chart inside the dialog`, async () => {
      const p = await suite.page({ width, height, touch: true });
      await playToLoss(p, suite.baseUrl, lost);
      expect(await markedLosingMove(p)).toBe(k);
      const fit = await p.evaluate(() => {
        const dialog = document.querySelector('.dialog')!.getBoundingClientRect();
        const chart = document.querySelector('.review-chart svg')!.getBoundingClientRect();
        return {
          pageWider: document.documentElement.scrollWidth > window.innerWidth,
          dialogInside: dialog.left >= 0 && dialog.right <= window.innerWidth && dialog.top >= 0 && dialog.bottom <= window.innerHeight,
          chartInside: chart.left >= dialog.left && chart.right <= dialog.right,
          dialogScrollsSideways: document.querySelector('.dialog')!.scrollWidth > document.querySelector('.dialog')!.clientWidth,
        };
      });
      expect(fit).toEqual({ pageWider: false, dialogInside: true, chartInside: true, dialogScrollsSideways: false });
      // A tap on the marked point goes there.
      await p.locator(`.review-point[data-point="${k}"]`).scrollIntoViewIfNeeded();
      const box = (await p.locator(`.review-point[data-point="${k}"]`).boundingBox())!;
      await p.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await p.waitForSelector('[data-testid="review"]', { state: 'detached' });
      expect(await movesCount(p)).toBe(k);
      await p.context().close();
    });
  }

  it('says a won game\'s last point is won, and with no move yet speaks of the deal (English and Russian)', async () => {
    const won = klondikeWonLine(0);
    const p = await suite.page();
    await openApp(p, suite.baseUrl, won.query);
    expect(await status(p)).toBe('won');
    await clickToolbar(p, 'review');
    await p.waitForSelector('[data-testid="review"]');
    const last = p.locator(`.review-point[data-point="${won.moves.length}"]`);
    expect(await last.getAttribute('aria-label')).toMatch(/ — the game is won; you are here$/);
    expect(await p.locator('.review-summary').textContent()).toBe('The game is won.');
    await p.keyboard.press('Escape');
    await clickToolbar(p, 'language');
    await clickToolbar(p, 'review');
    await p.waitForSelector('[data-testid="review"]');
    expect(await last.getAttribute('aria-label')).toMatch(/ — партия выиграна; вы здесь$/);
    await p.keyboard.press('Escape');
    // A deal with no move yet: the summary speaks of the deal, beside "no move yet", never of "every move".
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    await clickToolbar(p, 'review');
    await p.waitForSelector('.review-summary[data-summary="never-lost"], .review-summary[data-summary="lost-from-start"]', { timeout: 60_000 });
    const summary = (await p.locator('.review-summary').textContent()) ?? '';
    expect(summary).toMatch(/^Этот расклад (можно выиграть|выиграть нельзя)\.$/);
    expect(await p.locator('.review').textContent()).toContain('Ещё не сделано ни одного хода.');
    expect(await p.locator('.review-intro').textContent()).not.toMatch(/Выберите точку/);
    await p.context().close();
  });

  it('opens from the Menu with the network off (its chunk and the solver\'s worker come from the precache)', async () => {
    const p = await suite.page();
    await openApp(p, suite.baseUrl, linkQuery(game, options, lost.seed, lost.moves));
    await waitForControl(p);
    await p.context().setOffline(true);
    await reloadApp(p);
    const failed: string[] = [];
    p.on('requestfailed', (request) => failed.push(request.url()));
    await clickToolbar(p, 'review');
    await p.waitForSelector('[data-testid="review"]');
    expect(await markedLosingMove(p)).toBe(k);
    expect(failed).toEqual([]);
    await p.context().close();
  });
});

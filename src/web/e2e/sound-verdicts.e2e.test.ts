/**
 * Issue 30, item 4: sound verdicts at the table. Klondike deal 1487 under `classic` can be won, and its pruned search
 * once called it lost (rule L; docs/solvers/klondike.md). Every reading of the verdict in the app comes from the same
 * solve() that the differential checks guard (src/solver/differential.test.ts): the "can this still be won?" indicator,
 * the hint, the losing-move notice and the winnable-deals search. Here the deal is played in the browser: the indicator
 * never says lost, the hint points at a move that keeps it winnable (checked by the solver in Node), playing that move
 * brings no losing-move notice, and a winnable-deals search from deal 1487 deals 1487 itself.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAMES } from '../../games/index.js';
import type { Move, Options, Position } from '../../core/game.js';
import { resolveOptions } from '../../core/options.js';
import { currentPosition, newRecord, openSession } from '../../core/record.js';
import { solve } from '../../solver/index.js';
import { moveFromText } from '../link.js';
import { sameMove } from '../hints.js';
import { movesCount, openApp, pileCentre, useChromium } from './helpers.js';

const game = GAMES.klondike;
const resolved = resolveOptions(game, 'classic');
if (!resolved.ok) throw new Error(resolved.error);
const classic: Options = resolved.value;
const SEED = 1487;

function opening(seed: number): Position {
  const opened = openSession(game, newRecord(game, classic, { seed }));
  if (!opened.ok) throw new Error(opened.error);
  return currentPosition(opened.value);
}

/** Records every verdict the indicator shows from the first paint on (so a "lost" that came and went is seen too). */
async function watchVerdicts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { verdictsSeen: string[] }).verdictsSeen = seen;
    new MutationObserver(() => {
      const verdict = document.querySelector('.solver-indicator')?.getAttribute('data-verdict');
      if (verdict && seen.at(-1) !== verdict) seen.push(verdict);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-verdict'] });
  });
}

async function verdictsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { verdictsSeen: string[] }).verdictsSeen);
}

/** Plays a move through the table: a button for a stock move, else a tap on the source and one on the destination. */
async function playOnTable(page: Page, move: Move): Promise<void> {
  if (move.type !== 'move') {
    await page.click(`[data-action="${move.type}"]`);
    return;
  }
  const from = await pileCentre(page, move.from);
  await page.mouse.click(from.x, from.y);
  await page.waitForTimeout(500); // not a double click
  const to = await pileCentre(page, move.to);
  await page.mouse.click(to.x, to.y);
}

describe('issue 30: sound verdicts at the table (Klondike deal 1487 under classic)', () => {
  const suite = useChromium();
  const page = suite.page;

  it('never shows "lost": the indicator says winnable, the hint keeps it so, and playing the hint brings no losing-move notice', async () => {
    expect(solve(game, opening(SEED), classic, { states: 1_000_000 }).result).toBe('won');
    const p = await page();
    await watchVerdicts(p);
    await openApp(p, suite.baseUrl, `?game=klondike&preset=classic&seed=${SEED}`);
    await p.waitForSelector('.solver-indicator[data-verdict="won"]', { timeout: 30_000 });
    await p.keyboard.press('h');
    await p.waitForSelector('[data-hint="move"]', { timeout: 30_000 });
    const read = moveFromText((await p.locator('[data-hint="move"]').getAttribute('data-move')) ?? '');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const start = opening(SEED);
    const move = game.legalMoves(start, classic).find((legal) => sameMove(legal, read.value));
    expect(move, 'the hinted move is legal').toBeDefined();
    const after = game.apply(start, move!, classic).position;
    expect(solve(game, after, classic, { states: 1_000_000 }).result).toBe('won');
    await playOnTable(p, move!);
    await expect.poll(() => movesCount(p), { timeout: 10_000 }).toBe(1);
    await p.waitForSelector('.solver-indicator[data-verdict="won"]', { timeout: 30_000 });
    expect(await p.locator('[data-testid="losing-move"]').count()).toBe(0);
    expect(await verdictsSeen(p)).not.toContain('lost');
    await p.context().close();
  });

  it('a winnable-deals search from deal 1487 deals 1487 itself', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=5');
    await p.click('[data-action="new"]');
    await p.click('[data-game="klondike"]');
    await p.selectOption('select[name="preset"]', 'classic');
    await p.check('input[name="winnableOnly"]');
    await p.fill('input[name="deal"]', String(SEED));
    await p.click('[data-action="start"]');
    await p.waitForSelector('.dialog', { state: 'detached', timeout: 60_000 });
    expect((await p.locator('.deal-number').textContent()) ?? '').toContain(String(SEED));
    expect(await p.locator('.solver-indicator').getAttribute('data-verdict')).toBe('won');
    await p.context().close();
  });
});

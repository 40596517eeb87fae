/**
 * End-to-end tests of the solver at the table (docs/web.md, "The solver at the table"): hint, the "Can this still
 * be won?" indicator, the losing-move notice, winnable deals only, demo and play-out, and input handled while the
 * worker searches (the order of events; the timings are in `npm run bench`). Each verdict the page shows is checked against the solver run here in Node.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAMES } from '../../games/index.js';
import type { AnyGame, Move, Options, Position } from '../../core/game.js';
import { gameStatus } from '../../core/engine.js';
import { defaultOptions } from '../../core/options.js';
import { currentPosition, newRecord, openSession } from '../../core/record.js';
import { solve } from '../../solver/index.js';
import { moveFromText, moveToText } from '../link.js';
import { mostOptionsMove, sameMove } from '../hints.js';
import { clickToolbar, movesCount, openApp, pileCentre, statsRow, status, tablePlaces, useChromium, watchTable } from './helpers.js';
import { statsKey } from '../link.js';
import { klondikeWonLine } from './fixtures.js';

function opening(game: AnyGame, options: Options, seed: number): Position {
  const opened = openSession(game, newRecord(game, options, { seed }));
  if (!opened.ok) throw new Error(opened.error);
  return currentPosition(opened.value);
}

function playAll(game: AnyGame, options: Options, position: Position, moves: readonly Move[]): Position {
  let current = position;
  for (const move of moves) current = game.apply(current, move, options).position;
  return current;
}

function linkTo(gameId: string, seed: number, moves: readonly Move[]): string {
  return `?game=${gameId}&seed=${seed}${moves.length ? `&moves=${encodeURIComponent(moves.map(moveToText).join(','))}` : ''}`;
}

async function clickPile(p: Page, id: string): Promise<void> {
  const centre = await pileCentre(p, id);
  await p.mouse.click(centre.x, centre.y);
}

/** Plays a move through the table: a button for a special move, else tap the source and then the destination. */
async function playOnTable(p: Page, move: Move): Promise<void> {
  if (move.type === 'move') {
    await clickPile(p, move.from);
    await p.waitForTimeout(500); // not a double click
    await clickPile(p, move.to);
  } else if (move.type === 'pair') {
    await clickPile(p, move.piles[0]);
    await clickPile(p, move.piles[1]);
  } else {
    await p.click(`[data-action="${move.type}"]`);
  }
}

describe('the solver at the table', () => {
  const suite = useChromium();
  const page = suite.page;

  it('hints a move on a winnable Klondike position that keeps it winnable (checked by the solver in Node)', async () => {
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    const seed = 2;
    const start = opening(game, options, seed);
    const line = solve(game, start, options, { ms: 5000 });
    expect(line.result).toBe('won');
    const played = line.moves.slice(0, 12);
    const position = playAll(game, options, start, played);
    const p = await page();
    await openApp(p, suite.baseUrl, linkTo('klondike', seed, played));
    await p.waitForSelector('.solver-indicator[data-verdict="won"]', { timeout: 15_000 });
    await p.keyboard.press('h');
    await p.waitForSelector('[data-hint="move"]');
    const text = await p.locator('[data-hint="move"]').getAttribute('data-move');
    const read = moveFromText(text ?? '');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const move = game.legalMoves(position, options).find((legal) => sameMove(legal, read.value));
    expect(move, `the hinted move ${text} is legal`).toBeDefined();
    const after = game.apply(position, move!, options).position;
    expect(solve(game, after, options, { ms: 10_000 }).result).toBe('won');
    // The card (or the stock) and its destination are highlighted.
    expect(await p.locator('.card.hint-from, .pile.hint-from, button.hinted').count()).toBeGreaterThan(0);
    if (move!.type === 'move') expect(await p.locator(`.pile.hint-to[data-pile="${move!.to}"]`).count()).toBe(1);
    // The button toggles the hint off again.
    await p.click('[data-action="hint"]');
    expect(await p.locator('[data-hint]').count()).toBe(0);
    // The hinted move played, then undone: the hint, asked for before that move, does not come back unasked.
    await p.keyboard.press('h');
    await p.waitForSelector('[data-hint="move"]');
    await playOnTable(p, move!);
    await p.waitForFunction((n) => document.querySelector('.moves-count')?.textContent?.includes(String(n)), played.length + 1);
    await clickToolbar(p, 'undo');
    await p.waitForFunction((n) => document.querySelector('.moves-count')?.textContent?.includes(String(n)), played.length);
    await p.waitForTimeout(300);
    expect(await p.locator('[data-hint]').count()).toBe(0);
    expect(await p.locator('.hint-from, .hint-to, button.hinted').count()).toBe(0);
    await p.context().close();
  });

  it('shows "lost" on a lost position, and the hint says so and offers the move that keeps the most options', async () => {
    const game = GAMES['go-no-go'];
    const options = { ...defaultOptions(game), aces: 'go-only' };
    const seed = 1;
    expect(solve(game, opening(game, options, seed), options, { ms: 10_000 }).result).toBe('lost');
    const fallback = mostOptionsMove(game, opening(game, options, seed), options);
    const p = await page();
    await openApp(p, suite.baseUrl, `?game=go-no-go&seed=${seed}&o.aces=go-only`);
    expect(await status(p)).toBeNull(); // the rules core does not see it yet
    await p.waitForSelector('.solver-indicator[data-verdict="lost"]', { timeout: 20_000 });
    await p.click('[data-action="hint"]');
    await p.waitForSelector('[data-hint="lost"]');
    // A lost game can still be played on as far as it goes: the hint says it is lost and gives a move all the same.
    expect(await p.locator('[data-hint="lost"]').getAttribute('data-move')).toBe(moveToText(fallback!));
    expect(await p.locator('[data-hint="lost"]').textContent()).toMatch(/cannot be won\. The move that keeps the most options: /);
    // The indicator can be switched off.
    await clickToolbar(p, 'settings');
    await p.uncheck('input[name="solverIndicator"]');
    await p.click('.dialog .close');
    expect(await p.locator('.solver-indicator').count()).toBe(0);
    await p.context().close();
  });

  it('says it does not know when the budget runs out, and offers the move that keeps the most options', async () => {
    const game = GAMES['topsy-turvy-queens'];
    const options = defaultOptions(game);
    // Deal 20 stays undecided even at 10 s (the fast solver's hard deals; docs/solvers/topsy-turvy-queens.md): at 1 s
    // it is unknown on any machine.
    const position = opening(game, options, 20);
    const p = await page({ locale: 'ru-RU' });
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    await clickToolbar(p, 'settings');
    await p.selectOption('select[name="thinkingMs"]', '1000');
    await p.click('.dialog .close');
    await p.goto(`${suite.baseUrl}?game=topsy-turvy-queens&seed=20`);
    await p.waitForSelector('body[data-ready="true"]');
    await p.keyboard.press('h');
    await p.waitForSelector('[data-hint="unknown"]', { timeout: 15_000 });
    expect(await p.locator('[data-hint]').textContent()).toMatch(/не знает/);
    expect(await p.locator('.solver-indicator').getAttribute('data-verdict')).toBe('unknown');
    const text = await p.locator('[data-hint]').getAttribute('data-move');
    expect(text).toBe(moveToText(mostOptionsMove(game, position, options)!));
    await p.context().close();
  });

  it('says so when a move loses a winnable game, with Undo one click away', async () => {
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    const found = findLosingMove();
    expect(found).not.toBeNull();
    const { seed, prefix, losing } = found!;
    const p = await page();
    await watchTable(p);
    await openApp(p, suite.baseUrl, linkTo('klondike', seed, prefix));
    await p.waitForSelector('.solver-indicator[data-verdict="won"]', { timeout: 15_000 });
    await playOnTable(p, losing);
    await p.waitForFunction((n) => document.querySelector('.moves-count')?.textContent?.includes(String(n)), prefix.length + 1);
    await p.waitForSelector('[data-testid="losing-move"]', { timeout: 15_000 });
    expect(await p.locator('.solver-indicator').getAttribute('data-verdict')).toBe('lost');
    await p.click('[data-action="undo-losing"]');
    expect(await movesCount(p)).toBe(prefix.length);
    await p.waitForSelector('.solver-indicator[data-verdict="won"]');
    expect(await p.locator('[data-testid="losing-move"]').count()).toBe(0);
    // The notice came and went over the table, which stayed where it was (docs/web.md, "A table that stays put").
    expect(await tablePlaces(p)).toHaveLength(1);
    await p.context().close();
  });

  it('deals only a deal the solver proved winnable, and the link carries its number', async () => {
    const game = GAMES['go-no-go'];
    const options = { ...defaultOptions(game), aces: 'go-only' };
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=5');
    await p.click('[data-action="new"]');
    await p.click('[data-game="go-no-go"]');
    await p.selectOption('select[name="option-aces"]', 'go-only');
    await p.check('input[name="winnableOnly"]');
    await p.fill('input[name="deal"]', '1');
    await p.click('[data-action="start"]');
    await p.waitForSelector('.dialog', { state: 'detached', timeout: 45_000 });
    const dealText = (await p.locator('.deal-number').textContent()) ?? '';
    const seed = Number(/(\d+)/.exec(dealText)?.[1]);
    expect(seed).toBeGreaterThan(1); // deals 1 and 2 are lost when Aces follow the pattern
    expect(solve(game, opening(game, options, seed), options, { ms: 20_000 }).result).toBe('won');
    // Known at once: the search that found the deal proved it.
    expect(await p.locator('.solver-indicator').getAttribute('data-verdict')).toBe('won');
    await clickToolbar(p, 'link');
    expect(await p.locator('.link-text').inputValue()).toContain(`seed=${seed}`);
    await p.click('.dialog .close');
    // The choice is kept per game.
    await p.click('[data-action="new"]');
    expect(await p.isChecked('input[name="winnableOnly"]')).toBe(true);
    await p.click('[data-game="klondike"]');
    expect(await p.isChecked('input[name="winnableOnly"]')).toBe(false);
    await p.context().close();
  });

  it('issue 8, item 11: handles input while the worker is still searching, and a move cancels the search no longer needed', async () => {
    const p = await page({ serviceWorkers: 'block' });
    // Topsy-Turvy Queens searches never end: the worker script is served with a prefix that keeps the worker busy on
    // them (so "still searching" does not depend on how fast the solver is), while other games' searches run as usual.
    await p.route('**/solver-worker*.js', async (route) => {
      const response = await route.fetch();
      const prefix = `self.addEventListener('message', (event) => {
        if (event.data && event.data.gameId === 'topsy-turvy-queens') {
          event.stopImmediatePropagation();
          const until = Date.now() + 60000;
          while (Date.now() < until) {}
        }
      });\n`;
      await route.fulfill({ response, body: prefix + (await response.text()) });
    });
    await openApp(p, suite.baseUrl, '?game=topsy-turvy-queens&seed=1');
    await p.waitForSelector('.solver-indicator[data-verdict="searching"]');
    // Every change of the indicator and of the focused pile, in order.
    await p.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { events: string[] }).events = log;
      const indicator = document.querySelector('.solver-indicator')!;
      new MutationObserver(() => log.push(`verdict:${indicator.getAttribute('data-verdict')}`)).observe(indicator, { attributes: true, attributeFilter: ['data-verdict'] });
      const board = document.querySelector('.board')!;
      new MutationObserver(() => log.push(`focus:${board.getAttribute('aria-activedescendant')}`)).observe(board, { attributes: true, attributeFilter: ['aria-activedescendant'] });
      new MutationObserver(() => document.querySelector('.dialog') && log.push('dialog')).observe(document.body, { childList: true, subtree: true });
    });
    await p.focus('.board');
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('ArrowRight');
    await p.waitForFunction(() => (window as unknown as { events: string[] }).events.some((event) => event.startsWith('focus:')));
    await clickToolbar(p, 'rules');
    await p.waitForSelector('.dialog');
    const events = await p.evaluate(() => (window as unknown as { events: string[] }).events);
    // The key and the click were handled while the verdict was still "searching": no verdict came before them.
    expect(events.some((event) => event.startsWith('verdict:'))).toBe(false);
    expect(events.indexOf('dialog')).toBeGreaterThan(events.findIndex((event) => event.startsWith('focus:')));
    expect(await p.locator('.solver-indicator').getAttribute('data-verdict')).toBe('searching');
    await p.click('.dialog .close');
    // The hint waits for the search; the Hint button answers at once with "thinking".
    await p.keyboard.press('h');
    await p.waitForSelector('[data-hint="searching"]');
    // A move starts the search of the new position (the old one is cancelled: the worker is replaced).
    const stock = await pileCentre(p, 'stock');
    await p.mouse.click(stock.x, stock.y);
    await p.waitForFunction(() => document.querySelector('.moves-count')?.textContent?.includes('1'));
    expect(await p.locator('[data-hint]').count()).toBe(0);
    expect(await p.locator('.solver-indicator').getAttribute('data-verdict')).toBe('searching');
    // A new deal gets its verdict: the busy worker was terminated, not waited for.
    await p.click('[data-action="new"]');
    await p.click('[data-game="klondike"]');
    await p.fill('input[name="deal"]', '2');
    await p.click('[data-action="start"]');
    await p.waitForSelector('.solver-indicator[data-verdict="won"]', { timeout: 30_000 });
    await p.context().close();
  });

  it('offers to play out a trivial finish, and the demo plays the winning line to the win', async () => {
    const finish = klondikeWonLine(4);
    const p = await page({ motion: true });
    await openApp(p, suite.baseUrl, finish.query);
    await p.waitForSelector('[data-action="finish"]', { timeout: 15_000 });
    await p.click('[data-action="finish"]');
    await p.waitForSelector('[data-status="won"]', { timeout: 15_000 });
    expect(await movesCount(p)).toBe(finish.moves.length);
    await p.context().close();

    const demo = klondikeWonLine(30);
    const q = await page();
    await openApp(q, suite.baseUrl, demo.query);
    await clickToolbar(q, 'demo');
    await q.waitForSelector('[data-action="stop-line"]', { timeout: 15_000 });
    await q.waitForSelector('[data-status="won"]', { timeout: 30_000 });
    expect(await status(q)).toBe('won');
    // The demo's win is not the player's: a game the player never moved in is not counted at all.
    expect(await statsRow(q, statsKey('klondike', { ...defaultOptions(GAMES.klondike), draw: 1, redeals: 0 }))).toBeNull();
    // Its panel says whose win it is, with no winning streak (it counts for none; "Won!" over "0 (best 0)" misled).
    await q.waitForSelector('[data-testid="win-panel"]');
    expect(await q.locator('#win-title').textContent()).toBe('The demo won this deal');
    expect(await q.locator('[data-testid="win-panel"] [data-stat="streak"]').count()).toBe(0);
    await q.context().close();
  });

  it('issue 10, item 4: Back to the last winnable position — after a losing move and another, one button undoes both; Redo stays', async () => {
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    const found = findLosingMove();
    expect(found).not.toBeNull();
    const { seed, prefix, losing } = found!;
    let position = opening(game, options, seed);
    for (const move of [...prefix, losing]) position = game.apply(position, move, options).position;
    const next = game.legalMoves(position, options).find((move) => move.type !== 'move' || (move.count ?? 1) === 1)!;
    const p = await page();
    await openApp(p, suite.baseUrl, linkTo('klondike', seed, prefix));
    await p.waitForSelector('.solver-indicator[data-verdict="won"]', { timeout: 15_000 });
    expect(await p.locator('[data-action="back-to-winnable"]').count()).toBe(0);
    await playOnTable(p, losing);
    await p.waitForSelector('[data-testid="losing-move"]', { timeout: 15_000 });
    await playOnTable(p, next);
    await p.waitForSelector('[data-action="back-to-winnable"]', { timeout: 15_000 });
    expect(await p.locator('[data-testid="back-offer"]').textContent()).toContain('2 moves ago');
    await p.click('[data-action="back-to-winnable"]');
    expect(await movesCount(p)).toBe(prefix.length);
    await p.waitForSelector('.solver-indicator[data-verdict="won"]');
    expect(await p.locator('[data-action="back-to-winnable"]').count()).toBe(0);
    expect(await p.locator('[data-testid="announcer"]').textContent()).toMatch(/Back 2 moves/);
    expect(await p.isEnabled('[data-action="redo"]')).toBe(true);
    await p.context().close();
  });
});

/** A Klondike deal (default options), a prefix of a winning line, and a move from there that the solver proves lost. */
function findLosingMove(): { seed: number; prefix: Move[]; losing: Move } | null {
  const game = GAMES.klondike;
  const options = defaultOptions(game);
  let found: { seed: number; prefix: Move[]; losing: Move } | null = null;
  for (let seed = 1; seed <= 4 && !found; seed++) {
    const start = opening(game, options, seed);
    const line = solve(game, start, options, { ms: 3000 });
    if (line.result !== 'won') continue;
    let position = start;
    for (let k = 0; k < line.moves.length && !found; k++) {
      for (const move of game.legalMoves(position, options)) {
        if (move.type === 'move' && (move.count ?? 1) !== 1) continue;
        const after = game.apply(position, move, options).position;
        if (gameStatus(game, after, options) !== 'playing') continue;
        if (solve(game, after, options, { ms: 300 }).result === 'lost') {
          found = { seed, prefix: line.moves.slice(0, k), losing: move };
          break;
        }
      }
      position = game.apply(position, line.moves[k], options).position;
    }
  }
  return found;
}

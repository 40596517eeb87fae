#!/usr/bin/env node
/**
 * Web app benchmark: `node scripts/bench-web.mjs [--runs N] [--no-build]`.
 *
 * 1. Builds the app (dist-web/) unless --no-build.
 * 2. First-load JavaScript: the scripts index.html loads at once (its module script and modulepreload links),
 *    gzipped with zlib level 9, summed. Budget: 100 KB. Chunks loaded later (the rules pages) are listed apart.
 * 3. Time to a dealt game: serves dist-web/ with Vite's preview server on localhost, opens it in headless Chromium
 *    (/usr/bin/chromium) in a fresh context each run (empty cache and IndexedDB, so a new game is dealt), and reads
 *    the `pasyans-dealt` performance mark the app sets on the first frame after the dealt table is rendered
 *    (milliseconds from navigation start). Median of N runs (default 7). Budget: 300 ms (issue 25). No script of the
 *    bench runs in the page until the app has fetched the chunk it loads once dealt (pwa.ts), so the harness takes
 *    none of the page's main thread while it starts.
 * 4. Responsiveness while the solver's worker searches (docs/web.md, "The solver at the table"; the e2e test only
 *    checks the order of events, issue 8 item 11): the worker script is served with a prefix that keeps it busy on
 *    every search (so a search is surely running, however fast the solver is); with the indicator on, the page
 *    counts the longest gap between animation frames over 1.5 s, and the time from a key press (ArrowRight) to the
 *    focused pile changing and from a click on Rules to the dialog, each the median of N. Aims: frame gap under
 *    250 ms, input under 100 ms; printed, not a budget (timings on a shared machine are noisy).
 * 5. The table on the screens of issue 25 (item 3): each game's deal 7 at 1920×1080, 1280×800, 768×1024, 390×844 and
 *    844×390 (a fresh context each size, reduced motion so no deal flies): the card width, the share of the window's
 *    width and height the table covers (the board: the piles with the room planned for their columns), and how far
 *    the page scrolls, if at all (it should not).
 * 6. Frame times (issue 25, item 5): the page counts the time between animation frames (requestAnimationFrame) while
 *    a run of three cards is dragged round the Klondike table for two seconds (1280×800), during a Klondike deal's
 *    flight (a new game), and while the Demo plays 30 moves of a Klondike deal with animation; each prints the 95th
 *    percentile and the longest frame. Aim: p95 ≤ 20 ms (60 frames a second is 16.7 ms a frame); printed, not a
 *    budget.
 * Exits with status 1 when a budget is exceeded.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { GAMES } from '../dist/games/index.js';
import { defaultOptions } from '../dist/core/options.js';
import { deckOrderOf } from '../dist/core/deal.js';
import { solve } from '../dist/solver/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist-web');
const configFile = join(root, 'vite.config.ts');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 7;
const JS_BUDGET_KB = 100;
/** The screens of issue 25, item 3. */
const SCREENS = [[1920, 1080], [1280, 800], [768, 1024], [390, 844], [844, 390]];
const TIME_BUDGET_MS = 300;

if (!args.includes('--no-build')) await build({ configFile, logLevel: 'warn' });

// First-load JavaScript.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set();
for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) initial.add(match[1]);
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) initial.add(match[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let firstLoad = 0;
console.log('First-load JavaScript (gzipped):');
for (const src of initial) {
  const file = src.replace(/^\.\//, '').replace(/^\//, '');
  const size = gz(file);
  firstLoad += size;
  console.log(`  ${file}  ${(size / 1024).toFixed(1)} KB`);
}
const later = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js') && ![...initial].some((src) => src.endsWith(name)));
const laterSize = later.reduce((sum, name) => sum + gz(join('assets', name)), 0);
const css = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.css')).reduce((sum, name) => sum + gz(join('assets', name)), 0);
console.log(`  (loaded later on demand: ${later.length} chunks, ${(laterSize / 1024).toFixed(1)} KB; CSS ${(css / 1024).toFixed(1)} KB)`);

// Time to a dealt game.
const server = await preview({ configFile, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const times = [];
const phases = [];
const frameGaps = [];
const keyLatencies = [];
const clickLatencies = [];
const layouts = [];
const frames = {};
try {
  for (let i = 0; i < runs + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    const page = await context.newPage();
    // Nothing runs in the page while it starts: a polling wait (waitForSelector) injects playwright's own scripts
    // into it, which took 50–80 ms of its main thread during start-up here. The app fetches the service worker's chunk
    // (pwa.ts) once the table is dealt: the wait listens for that request from outside the page.
    const dealt = page.waitForRequest((request) => /\/pwa-[^/]*\.js$/.test(request.url()), { timeout: 30000 });
    await page.goto(url);
    await dealt;
    await page.waitForSelector('body[data-ready="true"]');
    const marks = await page.evaluate(() => Object.fromEntries(['pasyans-script', 'pasyans-storage-open', 'pasyans-table-taken', 'pasyans-render', 'pasyans-dealt'].map((name) => [name, performance.getEntriesByName(name)[0]?.startTime ?? NaN])));
    const ms = marks['pasyans-dealt'];
    if (i > 0) phases.push(marks);
    const cards = await page.locator('.card').count();
    if (cards !== 52) throw new Error(`expected 52 cards on the table, found ${cards}`);
    if (i > 0) times.push(ms); // the first run warms up the browser process
    await context.close();
  }
  // Responsiveness while the worker is busy.
  for (let i = 0; i < runs; i++) {
    // The worker script is rewritten by a route: no service worker may answer it from its cache (pwa.ts).
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/solver-worker*.js', async (route) => {
      const response = await route.fetch();
      const busy = "self.addEventListener('message', (event) => { event.stopImmediatePropagation(); const until = Date.now() + 60000; while (Date.now() < until) {} });\n";
      await route.fulfill({ response, body: busy + (await response.text()) });
    });
    await page.goto(`${url}?game=klondike&seed=${i + 1}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForSelector('.solver-indicator[data-verdict="searching"]');
    await page.waitForTimeout(300);
    frameGaps.push(await page.evaluate(() => new Promise((resolve) => {
      let last = performance.now();
      let longest = 0;
      const started = last;
      const frame = (now) => {
        longest = Math.max(longest, now - last);
        last = now;
        if (now - started < 1500) requestAnimationFrame(frame);
        else resolve(longest);
      };
      requestAnimationFrame(frame);
    })));
    await page.focus('.board');
    await page.keyboard.press('ArrowRight');
    keyLatencies.push(await page.evaluate(() => new Promise((resolve) => {
      const board = document.querySelector('.board');
      const before = board.getAttribute('aria-activedescendant');
      const started = performance.now();
      const observer = new MutationObserver(() => {
        if (board.getAttribute('aria-activedescendant') !== before) {
          observer.disconnect();
          resolve(performance.now() - started);
        }
      });
      observer.observe(board, { attributes: true });
      board.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', code: 'ArrowRight', bubbles: true }));
    })));
    clickLatencies.push(await page.evaluate(() => new Promise((resolve) => {
      const started = performance.now();
      const observer = new MutationObserver(() => {
        if (document.querySelector('.dialog')) {
          observer.disconnect();
          resolve(performance.now() - started);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
      document.querySelector('[data-action="rules"]').click();
    })));
    if ((await page.locator('.solver-indicator').getAttribute('data-verdict')) !== 'searching') throw new Error('the search ended during the measurement');
    await context.close();
  }
  layouts.push(...(await measureLayouts(browser, url)));
  Object.assign(frames, await measureFrames(browser, url));
} finally {
  await browser.close();
  await server.close();
}
const medianOf = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`  phases (median ms from navigation): script running ${medianOf(phases.map((m) => m['pasyans-script'])).toFixed(0)}, IndexedDB open ${medianOf(phases.map((m) => m['pasyans-storage-open'])).toFixed(0)}, table taken (one tab, table-owner.ts) ${medianOf(phases.map((m) => m['pasyans-table-taken'])).toFixed(0)}, render starts ${medianOf(phases.map((m) => m['pasyans-render'])).toFixed(0)}, dealt game painted ${medianOf(phases.map((m) => m['pasyans-dealt'])).toFixed(0)}`);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const firstLoadKb = firstLoad / 1024;
console.log(`First-load JavaScript: ${firstLoadKb.toFixed(1)} KB gzipped (budget ${JS_BUDGET_KB} KB) ${firstLoadKb <= JS_BUDGET_KB ? 'OK' : 'OVER'}`);
console.log(`While the worker searches (${frameGaps.length} runs): longest frame gap median ${medianOf(frameGaps).toFixed(0)} ms (aim < 250), key to focus change median ${medianOf(keyLatencies).toFixed(1)} ms, click to dialog median ${medianOf(clickLatencies).toFixed(1)} ms (aim < 100)`);
console.log(`Navigation to dealt game: median ${median.toFixed(0)} ms of ${times.length} runs [${times.map((t) => t.toFixed(0)).join(', ')}] (budget ${TIME_BUDGET_MS} ms) ${median <= TIME_BUDGET_MS ? 'OK' : 'OVER'}`);
console.log('The table on the screens of issue 25 (deal 7): card width, and the share of the window the table covers (width × height)');
const SIZE_NAMES = SCREENS.map(([width, height]) => `${width}×${height}`);
console.log(`  ${'game'.padEnd(19)} ${SIZE_NAMES.map((name) => name.padEnd(22)).join('')}`);
for (const game of Object.keys(GAMES)) {
  const cells = SIZE_NAMES.map((name) => {
    const row = layouts.find((entry) => entry.game === game && entry.size === name);
    return `${row.card} px ${row.width}% × ${row.height}%${row.scroll ? ` SCROLLS ${row.scroll}` : ''}`.padEnd(22);
  });
  console.log(`  ${game.padEnd(19)} ${cells.join('')}`);
}
const overflowing = layouts.filter((row) => row.scroll);
console.log(`  ${overflowing.length === 0 ? 'no table makes the page scroll' : `${overflowing.length} tables make the page scroll: ${overflowing.map((row) => `${row.game} ${row.size}`).join(', ')}`}`);
console.log('Frame times (requestAnimationFrame, ms between frames; aim p95 ≤ 20):');
for (const [name, values] of Object.entries(frames)) console.log(`  ${name}: p95 ${percentile(values, 0.95).toFixed(1)}, longest ${Math.max(...values).toFixed(1)}, median ${percentile(values, 0.5).toFixed(1)} (${values.length} frames)`);
process.exit(firstLoadKb <= JS_BUDGET_KB && median <= TIME_BUDGET_MS ? 0 : 1);

function percentile(values, share) {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/** Each game's table at each screen: card width, the board's share of the window, the page's scroll. */
async function measureLayouts(browser, url) {
  const rows = [];
  for (const [width, height] of SCREENS) {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    for (const game of Object.keys(GAMES)) {
      await page.goto(`${url}?game=${game}&seed=7`);
      await page.waitForSelector('body[data-ready="true"]');
      const look = await page.evaluate(() => {
        const board = document.querySelector('.board').getBoundingClientRect();
        const card = document.querySelector('.card, .pile-outline').getBoundingClientRect();
        const root = document.documentElement;
        return { card: Math.round(card.width), width: board.width, height: board.height, scroll: Math.max(root.scrollWidth - innerWidth, root.scrollHeight - innerHeight) };
      });
      rows.push({ game, size: `${width}×${height}`, card: look.card, width: Math.round((100 * look.width) / width), height: Math.round((100 * look.height) / height), scroll: look.scroll });
    }
    await context.close();
  }
  return rows;
}

/** Starts counting the gaps between animation frames (`window.frameGaps`). */
function countFrames(page) {
  return page.evaluate(() => {
    const gaps = [];
    window.frameGaps = gaps;
    window.counting = true;
    let last = performance.now();
    const frame = (now) => {
      gaps.push(now - last);
      last = now;
      if (window.counting) requestAnimationFrame(frame);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(frame);
    });
  });
}

function stopFrames(page) {
  return page.evaluate(() => {
    window.counting = false;
    return window.frameGaps.slice();
  });
}

/** A Klondike deal, and the moves of its solver's line up to the first position with a run of three face-up cards in a column. */
function klondikeWithRun() {
  const game = GAMES.klondike;
  const options = defaultOptions(game);
  for (let seed = 1; seed < 50; seed++) {
    const deck = deckOrderOf({ seed }, 52);
    let position = game.deal(deck.value, options).position;
    const line = solve(game, position, options, { ms: 2000 });
    if (line.result !== 'won') continue;
    const moves = [];
    for (const move of line.moves) {
      moves.push(move);
      position = game.apply(position, move, options).position;
      const column = Object.keys(position.piles).find((id) => id.startsWith('column-') && position.piles[id].cards.length - position.piles[id].faceDown >= 3);
      if (column) return { seed, moves, column, size: position.piles[column].cards.length, won: line.moves };
    }
  }
  throw new Error('no Klondike deal with a run of three found');
}

/** A move as link text (src/web/link.ts `moveToText`). */
function moveText(move) {
  return move.type === 'move' ? `${move.from}>${move.to}${move.count > 1 ? `*${move.count}` : ''}` : move.type;
}

/** Frame gaps while a run is dragged, while a deal flies, and while the Demo plays 30 moves. */
async function measureFrames(browser, url) {
  const found = klondikeWithRun();
  const result = {};
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference', serviceWorkers: 'block' });
  const page = await context.newPage();
  // Dragging a run of three round the table.
  await page.goto(`${url}?game=klondike&seed=${found.seed}&moves=${found.moves.map(moveText).join(',')}&cursor=${found.moves.length}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const grip = await page.locator(`.card[data-pile="${found.column}"][data-index="${found.size - 3}"]`).boundingBox();
  const x0 = grip.x + grip.width / 2;
  const y0 = grip.y + 10;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await countFrames(page);
  const started = Date.now();
  for (let i = 0; Date.now() - started < 2000; i++) {
    const angle = i / 12;
    await page.mouse.move(x0 + 260 * Math.sin(angle), y0 + 120 * (1 - Math.cos(angle)));
  }
  result[`drag a run of 3 (Klondike deal ${found.seed}, 1280×800)`] = await stopFrames(page);
  await page.mouse.move(x0, y0);
  await page.mouse.up();
  // A deal's flight: a new game from the dialog.
  await page.click('[data-action="new"]');
  await page.click('[data-game="klondike"]');
  await page.fill('input[name="deal"]', String(found.seed + 1));
  await countFrames(page);
  await page.click('[data-action="start"]');
  await page.waitForSelector('.board[data-dealing="true"]').catch(() => undefined);
  await page.waitForSelector('.board[data-dealing]', { state: 'detached' });
  result['a Klondike deal flying in (28 cards, 1280×800)'] = await stopFrames(page);
  // The Demo: 30 moves of the solver's line with animation.
  await page.goto(`${url}?game=klondike&seed=${found.seed}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await page.click('[data-action="more"]');
  await page.click('[data-action="demo"]');
  // From the Demo's first move (the solver's search before it leaves the table idle) to its 31st.
  const movesAtLeast = (n) => page.waitForFunction((least) => Number(/(\d+)/.exec(document.querySelector('.moves-count')?.textContent ?? '')?.[1]) >= least, n, { timeout: 120_000 });
  await movesAtLeast(1);
  await countFrames(page);
  await movesAtLeast(31);
  result[`the Demo playing 30 moves (Klondike deal ${found.seed}, 1280×800)`] = await stopFrames(page);
  await context.close();
  return result;
}

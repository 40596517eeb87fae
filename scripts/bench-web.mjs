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
 *    (milliseconds from navigation start). Median of N runs (default 7). Budget: 300 ms (issue 25).
 * 4. Responsiveness while the solver's worker searches (docs/web.md, "The solver at the table"; the e2e test only
 *    checks the order of events, issue 8 item 11): the worker script is served with a prefix that keeps it busy on
 *    every search (so a search is surely running, however fast the solver is); with the indicator on, the page
 *    counts the longest gap between animation frames over 1.5 s, and the time from a key press (ArrowRight) to the
 *    focused pile changing and from a click on Rules to the dialog, each the median of N. Aims: frame gap under
 *    250 ms, input under 100 ms; printed, not a budget (timings on a shared machine are noisy).
 * Exits with status 1 when a budget is exceeded.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist-web');
const configFile = join(root, 'vite.config.ts');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 7;
const JS_BUDGET_KB = 100;
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
try {
  for (let i = 0; i < runs + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    const page = await context.newPage();
    await page.goto(url);
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
process.exit(firstLoadKb <= JS_BUDGET_KB && median <= TIME_BUDGET_MS ? 0 : 1);

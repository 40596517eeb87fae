#!/usr/bin/env node
/**
 * Hint latency benchmark of every game (issue 9, item 6):
 *   `node scripts/bench-hint.mjs [--games id,id] [--positions N] [--no-build] [--json]`.
 * Plain JS over the compiled rules core in dist/ (run `npm run build:cli` first, as for bench-solver.mjs).
 *
 * 1. Builds the app (dist-web/) unless --no-build, and serves it with Vite's preview server on localhost.
 * 2. Positions, per game: N (default 20) mid-game positions with the default options: deal k (k = 1, 2, …) played
 *    forward — along the solver's winning line (found in Node, 2 s) to 10..70 % of its length when the solver wins
 *    the deal, else 5..44 moves by a fixed pseudo-random choice among the legal moves (never `recycle`, `gather` or
 *    `end`, which would end a phase at once). Each is opened by a link with its moves.
 * 3. In headless Chromium (/usr/bin/chromium), one browser context with the "can this still be won?" indicator and
 *    the losing-move notice switched off (so nothing is searched before the hint is asked for): for each position,
 *    open the link, wait for the dealt table, click Hint, and time (performance.now() in the page) from the click to
 *    the hint on screen — a move, "lost", or "does not know" with the fallback move. This is the cold case: nothing
 *    was searched before; the worker is one the idle table has started (SolverClient.warm), or starts at the click.
 * 4. The same with the indicator on (the app's default): the hint asked for as soon as the table is ready, while
 *    the background analysis may still run.
 * 5. For a game with hidden cards (src/solver/fair/ `hiddenInformation`), "Hints see only what I see" on and the
 *    indicator off: the hint of the player that does not peek, on demand (issue 27, item 4).
 * Prints the median and the 95th percentile of each, and the hints by kind. Aim: median ≤ 200 ms; in fair mode,
 * median ≤ 500 ms.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(root, 'vite.config.ts');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback;
};
const count = Number(flag('positions', '20'));
const asJson = args.includes('--json');
const AIM_MS = 200;
const FAIR_AIM_MS = 500;

const { GAMES } = await import(join(root, 'dist/games/index.js'));
const { defaultOptions } = await import(join(root, 'dist/core/options.js'));
const { newRecord, openSession, currentPosition } = await import(join(root, 'dist/core/record.js'));
const { gameStatus } = await import(join(root, 'dist/core/engine.js'));
const { solve } = await import(join(root, 'dist/solver/index.js'));
const { hiddenInformation } = await import(join(root, 'dist/solver/fair/index.js'));

const gameIds = flag('games', Object.keys(GAMES).join(',')).split(',');

function moveToText(move) {
  if (move.type === 'move') return `${move.from}>${move.to}${move.count && move.count > 1 ? `*${move.count}` : ''}`;
  if (move.type === 'pair') return `${move.piles[0]}+${move.piles[1]}`;
  return move.type;
}

/** The N positions of a game: links (deal and moves). */
function positions(game) {
  const options = defaultOptions(game);
  const list = [];
  for (let seed = 1; list.length < count && seed < count * 20; seed++) {
    const opened = openSession(game, newRecord(game, options, { seed }));
    if (!opened.ok) throw new Error(opened.error);
    let position = currentPosition(opened.value);
    const line = solve(game, position, options, { ms: 2000 });
    const length = line.result === 'won' ? Math.max(1, Math.floor(line.moves.length * (0.1 + ((seed * 37) % 61) / 100))) : 5 + ((seed * 7) % 40);
    const moves = [];
    let random = seed * 2654435761 % 4294967296;
    for (let i = 0; i < length; i++) {
      if (gameStatus(game, position, options) !== 'playing') break;
      let move;
      if (line.result === 'won') {
        if (i >= line.moves.length - 1) break;
        move = line.moves[i];
      } else {
        const legal = game.legalMoves(position, options).filter((m) => !['recycle', 'gather', 'end'].includes(m.type));
        if (legal.length === 0) break;
        random = (random * 1103515245 + 12345) % 2147483648;
        move = legal[random % legal.length];
      }
      moves.push(move);
      position = game.apply(position, move, options).position;
    }
    if (gameStatus(game, position, options) !== 'playing') continue;
    list.push({ game: game.id, seed, played: moves.length, onLine: line.result === 'won', query: `?game=${game.id}&seed=${seed}&moves=${encodeURIComponent(moves.map(moveToText).join(','))}` });
  }
  return list;
}

if (!args.includes('--no-build')) await build({ configFile, logLevel: 'warn' });
const lists = gameIds.map((id) => {
  if (!Object.hasOwn(GAMES, id)) throw new Error(`no game "${id}"`);
  return positions(GAMES[id]);
});
const server = await preview({ configFile, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Clicks Hint and resolves with the milliseconds until a hint (not "thinking") is on screen, and its kind. */
async function timeHint(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const done = () => {
      const element = document.querySelector('[data-hint]');
      if (!element || element.getAttribute('data-hint') === 'searching') return false;
      observer.disconnect();
      resolve({ ms: performance.now() - start, kind: element.getAttribute('data-hint') });
      return true;
    };
    const observer = new MutationObserver(done);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    const start = performance.now();
    document.querySelector('[data-action="hint"]').click();
  }));
}

async function run(indicator, list, fair = false) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  // Settings is in the toolbar's Menu (issue 25, item 4): the Menu opens first.
  await page.click('.toolbar .more');
  await page.waitForSelector('#toolbar-menu:not([hidden])');
  await page.click('.toolbar [data-action="settings"]');
  if (!indicator) {
    await page.uncheck('input[name="solverIndicator"]');
    await page.uncheck('input[name="warnLosingMove"]');
  }
  if (fair) await page.check('input[name="fairHints"]');
  await page.click('.dialog .close');
  await page.waitForTimeout(200); // the settings are written
  const results = [];
  // One warm-up load (the browser's first worker start compiles the chunk).
  for (const [i, position] of [list[0], ...list].entries()) {
    await page.goto(`${url}${position.query}`);
    await page.waitForSelector('body[data-ready="true"]');
    const result = await timeHint(page);
    if (i > 0) results.push({ ...position, ...result });
  }
  await context.close();
  return results;
}

const quantile = (values, q) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const summary = (results) => {
  const ms = results.map((r) => r.ms);
  const kinds = {};
  for (const r of results) kinds[r.kind] = (kinds[r.kind] ?? 0) + 1;
  return { positions: results.length, median: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: Math.max(...ms), kinds };
};

const report = [];
try {
  for (const list of lists) {
    const cold = summary(await run(false, list));
    const withIndicator = summary(await run(true, list));
    const game = GAMES[list[0]?.game];
    const fair = game && hiddenInformation(game, defaultOptions(game)) ? summary(await run(false, list, true)) : null;
    report.push({ game: list[0]?.game, positions: list, cold, withIndicator, fair });
  }
} finally {
  await browser.close();
  await server.close();
}
let allWithinAim = true;
for (const { game, positions: list, cold, withIndicator, fair } of report) {
  allWithinAim &&= cold.median <= AIM_MS && (fair === null || fair.median <= FAIR_AIM_MS);
  if (asJson) continue;
  const show = (name, s) => console.log(`  ${name}: ${s.positions} positions, median ${s.median.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, max ${s.max.toFixed(0)} ms; hints: ${Object.entries(s.kinds).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  console.log(`${game} (default rules) mid-game positions: ${list.filter((p) => p.onLine).length} on a winning line, ${list.filter((p) => !p.onLine).length} played at random; ${Math.min(...list.map((p) => p.played))}..${Math.max(...list.map((p) => p.played))} moves in`);
  show('hint on demand (indicator off; nothing searched before the click)', cold);
  show('hint with the indicator on (asked as soon as the table is ready)', withIndicator);
  console.log(`  aim: median ≤ ${AIM_MS} ms — ${cold.median <= AIM_MS ? 'OK' : 'OVER'}`);
  if (fair) {
    show('fair hint on demand ("Hints see only what I see"; indicator off)', fair);
    console.log(`  aim: median ≤ ${FAIR_AIM_MS} ms — ${fair.median <= FAIR_AIM_MS ? 'OK' : 'OVER'}`);
  }
}
if (asJson) console.log(JSON.stringify(report.map(({ positions: list, ...rest }) => ({ ...rest, positions: list.length })), null, 2));
process.exit(allWithinAim ? 0 : 1);

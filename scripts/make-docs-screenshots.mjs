#!/usr/bin/env node
/**
 * The screenshots of README.md and docs/web.md: `npm run screenshots:docs` (builds the CLI's dist/ and the app's
 * dist-web/ first; `--no-build` skips the app's build). Serves dist-web/ with Vite's preview server and shoots it in
 * headless Chromium (/usr/bin/chromium), reduced motion, the solver's indicator on as a player sees it; writes
 * docs/screenshots/*.png:
 *
 * - desktop-klondike-1920x1080.png: Klondike's deal 7, twenty moves of its solver's winning line in.
 * - phone-klondike-390x844.png and phone-moving-shops-844x390.png: a phone upright and on its side.
 * - phone-menu-390x844.png: the Menu open on a phone.
 * - court-cards.png: a close-up (twice the pixels) of Artless's deal 7, its first two columns: Queens and Kings.
 * - dark-mode-klondike-1280x800.png: the Klondike game above in dark mode.
 * - theme-blue-red-large.png: a blue table, a red back and the large card size, 1280x800.
 * - win-panel-desktop.png: the panel of a won Klondike game.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { GAMES } from '../dist/games/index.js';
import { defaultOptions } from '../dist/core/options.js';
import { deckOrderOf } from '../dist/core/deal.js';
import { solve } from '../dist/solver/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'docs', 'screenshots');
const configFile = join(root, 'vite.config.ts');
const SEED = 7;

if (!process.argv.includes('--no-build')) await build({ configFile, logLevel: 'warn' });
mkdirSync(out, { recursive: true });

/** A move as link text (src/web/link.ts `moveToText`). */
function moveText(move) {
  return move.type === 'move' ? `${move.from}>${move.to}${move.count > 1 ? `*${move.count}` : ''}` : move.type;
}

/** The solver's winning line of a game's deal under its default options (a budget in positions, so the same line each run). */
function winningLine(game, seed) {
  const options = defaultOptions(game);
  const deck = deckOrderOf({ seed }, game.deckSize(options));
  const line = solve(game, game.deal(deck.value, options).position, options, { states: 2_000_000 });
  if (line.result !== 'won') throw new Error(`${game.id} deal ${seed}: the solver says ${line.result}`);
  return line.moves;
}

const klondike = winningLine(GAMES.klondike, SEED);
const klondikeQuery = `?game=klondike&seed=${SEED}&moves=${encodeURIComponent(klondike.slice(0, 20).map(moveText).join(','))}`;
// One move short of the win: the player's own last move (Redo) wins it, so the panel shows the winning streak (a deal
// won by a link's own moves is not counted, and its panel has none).
const wonQuery = `?game=klondike&seed=${SEED}&moves=${encodeURIComponent(klondike.map(moveText).join(','))}&cursor=${klondike.length - 1}`;

const server = await preview({ configFile, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });

/** Opens the app at a size and waits for a dealt table with the chosen faces drawn, fonts settled and nothing moving. */
async function open(query, { width, height, scale = 1, scheme = 'light', touch = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale, colorScheme: scheme, reducedMotion: 'reduce', hasTouch: touch, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${url}${query}`);
  await settle(page);
  return page;
}

async function settle(page) {
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForFunction(() => document.documentElement.dataset.face !== undefined && document.documentElement.dataset.face === document.documentElement.dataset.faceChosen);
  await page.evaluate(() => document.fonts.ready);
  // The solver's indicator settles (or gives up) within its thinking time.
  await page.waitForFunction(() => document.querySelector('.solver-indicator[data-verdict="searching"]') === null, null, { timeout: 30_000 }).catch(() => {});
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await page.mouse.move(0, (await page.viewportSize()).height - 1);
}

async function shoot(page, name, options = {}) {
  await page.screenshot({ path: join(out, name), ...options });
  console.log(`docs/screenshots/${name}`);
  await page.context().close();
}

await shoot(await open(klondikeQuery, { width: 1920, height: 1080 }), 'desktop-klondike-1920x1080.png');
await shoot(await open(klondikeQuery, { width: 1280, height: 800, scheme: 'dark' }), 'dark-mode-klondike-1280x800.png');
await shoot(await open(klondikeQuery, { width: 390, height: 844, touch: true }), 'phone-klondike-390x844.png');
await shoot(await open(`?game=moving-shops&seed=${SEED}`, { width: 844, height: 390, touch: true }), 'phone-moving-shops-844x390.png');

const menu = await open(`?game=go-no-go&seed=${SEED}`, { width: 390, height: 844, touch: true });
await menu.click('.toolbar [data-action="more"]');
await menu.waitForSelector('#toolbar-menu:not([hidden])');
await shoot(menu, 'phone-menu-390x844.png');

const courts = await open(`?game=artless&seed=${SEED}`, { width: 1920, height: 1080, scale: 2 });
const clip = await courts.evaluate(() => {
  const cards = [...document.querySelectorAll('.card')];
  const left = Math.min(...cards.map((card) => card.getBoundingClientRect().left));
  const width = cards[0].getBoundingClientRect().width;
  const boxes = cards.map((card) => card.getBoundingClientRect()).filter((box) => box.left < left + 1.5 * width);
  const x = Math.min(...boxes.map((b) => b.left)) - 12;
  const y = Math.min(...boxes.map((b) => b.top)) - 12;
  return { x, y, width: Math.max(...boxes.map((b) => b.right)) + 12 - x, height: Math.max(...boxes.map((b) => b.bottom)) + 12 - y };
});
await shoot(courts, 'court-cards.png', { clip });

const theme = await open(klondikeQuery, { width: 1280, height: 800 });
await theme.click('.toolbar [data-action="more"]');
await theme.click('[data-action="settings"]');
await theme.selectOption('.dialog select[name="tableColour"]', 'blue');
await theme.selectOption('.dialog select[name="cardBack"]', 'red');
await theme.selectOption('.dialog select[name="cardSize"]', 'large');
await theme.click('.dialog .close');
await theme.waitForSelector('.dialog', { state: 'detached' });
await settle(theme);
await shoot(theme, 'theme-blue-red-large.png');

const won = await open(wonQuery, { width: 1280, height: 800 });
await won.keyboard.press('Control+Y');
await won.waitForSelector('[data-testid="win-panel"]');
await won.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="win-panel"] [data-stat="streak"]')?.textContent ?? ''));
await shoot(won, 'win-panel-desktop.png');

await browser.close();
await server.close();

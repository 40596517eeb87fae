/**
 * Issue 25, items 1, 2 and 5 (docs/web.md, "Card faces" and "Sound"): the classic faces show pips on number cards and
 * figures on courts, their art arriving after the first paint (the large-index faces until then) and never in the
 * first-load script; the face setting switches and is remembered; after one visit an offline start has the classic
 * faces; the sound setting is remembered; and nothing sounds — no AudioContext is even made — before the player's
 * first gesture, after which a card laid, a refused move, a redeal and a win each play their own sound. Orders of
 * events, never timings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { GAMES } from '../../games/index.js';
import { defaultOptions } from '../../core/options.js';
import { ROOT, clickToolbar, doubleClickLastMove, facesDrawn, movesCount, openApp, playOnTable, reloadApp, useChromium, waitForRest } from './helpers.js';
import { klondikeWonLine, openingOf } from './fixtures.js';

/** A Klondike deck (for a `deck=` link) whose seven columns show these cards on top, left to right. */
function klondikeDeckWithTops(tops: string[]): string {
  const rest: string[] = [];
  for (const suit of 'SHDC') for (const rank of 'A23456789TJQK') if (!tops.includes(rank + suit)) rest.push(rank + suit);
  const columns = tops.map((top, i) => [...rest.splice(0, i), top]);
  const deck: string[] = [];
  for (let row = 0; row < 7; row++) for (let column = row; column < 7; column++) deck.push(columns[column][row]);
  return [...deck, ...rest].join('');
}

const TOPS = ['KS', 'QH', 'JD', 'KC', 'AS', 'TS', '7D'];
const COURTS_AND_PIPS = `?game=klondike&deck=${klondikeDeckWithTops(TOPS)}`;

/** What each face-up card on the table shows: its art's symbol, the pips and figure parts in it, its index, the large face's court letter. */
async function shownFaces(p: Page) {
  return p.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.card[data-card]')].map((card) => {
      const code = card.dataset.card!;
      const art = card.querySelector('use.card-art');
      const id = art?.getAttribute('href')?.slice(1) ?? null;
      const symbol = id ? document.getElementById(id) : null;
      const box = art?.getBoundingClientRect();
      const frame = card.getBoundingClientRect();
      return {
        card: code,
        id,
        pips: symbol ? symbol.querySelectorAll(`use[href="#face-pip-${code[1]}"]`).length : -1,
        figure: symbol ? symbol.querySelectorAll('use[width="164.8"]').length : -1,
        drawn: box ? box.width > frame.width * 0.3 && box.height > frame.height * 0.3 && box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom : false,
        index: card.querySelector('.card-index')?.textContent ?? null,
        courtLetter: card.querySelector('.court-letter') !== null,
      };
    }),
  );
}

const drawnFace = (p: Page) => p.evaluate(() => document.documentElement.dataset.face);

/** Waits until a service worker controls the page (pwa.ts registers it once the table is dealt) and is active. */
async function waitForControl(p: Page): Promise<void> {
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await p.evaluate(() => navigator.serviceWorker.ready);
}

/**
 * Records, in the page, the order of the player's gestures and of everything that could make a sound: an AudioContext
 * made, a buffer or oscillator started (with the buffer's length in seconds, which tells the four sounds apart), a
 * media element played. Installed before the app's own scripts, so its gesture listeners hear a gesture first.
 */
async function recordAudio(p: Page): Promise<void> {
  await p.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { audioLog: string[] }).audioLog = log;
    window.addEventListener('pointerdown', () => log.push('gesture'), true);
    window.addEventListener('keydown', () => log.push('gesture'), true);
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        log.push('context');
      }
    };
    const bufferStart = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<AudioBufferSourceNode['start']>) {
      log.push(`sound ${this.buffer ? this.buffer.duration.toFixed(2) : '?'}`);
      return bufferStart.apply(this, args);
    };
    const oscillatorStart = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      log.push('sound oscillator');
      return oscillatorStart.apply(this, args);
    };
    const mediaPlay = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      log.push('sound media');
      return mediaPlay.apply(this);
    };
  });
}

const audioLog = (p: Page) => p.evaluate(() => [...(window as unknown as { audioLog: string[] }).audioLog]);
/** The length of each sound file in seconds, as the log writes it (scripts/make-sounds.mjs). */
const SOUND = { card: 'sound 0.08', refused: 'sound 0.24', redeal: 'sound 0.36', win: 'sound 0.95' } as const;

/** Sets a Settings control (a select by value, a checkbox by checked) and closes the dialog. */
async function setSetting(p: Page, name: string, value: string | boolean): Promise<void> {
  await clickToolbar(p, 'settings');
  const control = p.locator(`.dialog [name="${name}"]`);
  if (typeof value === 'boolean') await control.setChecked(value);
  else await control.selectOption(value);
  await p.click('.dialog .close');
  await p.waitForSelector('.dialog', { state: 'detached' });
}

/** A Settings control's value as the dialog shows it (a checkbox: 'true' or 'false'). */
async function settingShown(p: Page, name: string): Promise<string> {
  await clickToolbar(p, 'settings');
  const control = p.locator(`.dialog [name="${name}"]`);
  const value = (await control.getAttribute('type')) === 'checkbox' ? String(await control.isChecked()) : await control.inputValue();
  await p.click('.dialog .close');
  await p.waitForSelector('.dialog', { state: 'detached' });
  return value;
}

describe('card faces', () => {
  const suite = useChromium();
  const page = suite.page;

  it('issue 25, item 1: the classic faces show pips laid out on A–10 and a figure on J, Q and K, with the app\'s own index', async () => {
    const p = await page({ width: 1280, height: 800 });
    await openApp(p, suite.baseUrl, COURTS_AND_PIPS);
    expect(await drawnFace(p)).toBe('classic');
    const faces = await shownFaces(p);
    expect(faces.map((face) => face.card)).toEqual(TOPS);
    for (const face of faces) {
      expect(face.id, face.card).toBe(`face-${face.card}`);
      expect(face.drawn, `${face.card}: its art lies on the card`).toBe(true);
      expect(face.courtLetter, face.card).toBe(false);
    }
    const byCard = Object.fromEntries(faces.map((face) => [face.card, face]));
    for (const court of ['KS', 'QH', 'JD', 'KC']) expect(byCard[court].figure, court).toBeGreaterThanOrEqual(6);
    expect(byCard.TS.pips).toBe(10);
    expect(byCard['7D'].pips).toBe(7);
    expect(byCard.AS.pips).toBeGreaterThanOrEqual(1);
    expect(faces.map((face) => face.index)).toEqual(['K', 'Q', 'J', 'K', 'A', '10', '7']);
    // In Russian the index is the app's own letters over the same art.
    await setSetting(p, 'language', 'ru');
    expect((await shownFaces(p)).map((face) => face.index)).toEqual(['К', 'Д', 'В', 'К', 'Т', '10', '7']);
    await p.screenshot({ path: join(ROOT, 'e2e-output', 'screenshots', 'faces-classic-ru.png') });
    await p.context().close();
  });

  it('issue 25, item 2: the art is asked for after the dealt table is painted, the large-index faces show until it arrives, and no first-load script carries it', async () => {
    const p = await page({ width: 1280, height: 800, serviceWorkers: 'block' });
    let held: Route | null = null;
    await p.route('**/faces/classic.svg', (route) => {
      held = route;
    });
    await p.goto(`${suite.baseUrl}${COURTS_AND_PIPS}`);
    await p.waitForSelector('body[data-ready="true"]');
    await p.waitForFunction(() => document.documentElement.dataset.face === 'large');
    await expect.poll(() => held !== null).toBe(true);
    // Held back: today's faces, whole — the court letter in its frame, no art.
    const waiting = await shownFaces(p);
    expect(waiting.filter((face) => face.courtLetter).map((face) => face.card)).toEqual(['KS', 'QH', 'JD', 'KC']);
    expect(waiting.every((face) => face.id === null)).toBe(true);
    await held!.continue();
    await facesDrawn(p);
    expect(await drawnFace(p)).toBe('classic');
    expect((await shownFaces(p)).every((face) => face.id === `face-${face.card}`)).toBe(true);
    // The order: the table was painted (the app's mark) before the sprite was asked for.
    const order = await p.evaluate(() => ({
      dealt: performance.getEntriesByName('pasyans-dealt')[0]?.startTime ?? NaN,
      asked: performance.getEntriesByType('resource').find((entry) => entry.name.includes('faces/classic.svg'))?.startTime ?? NaN,
    }));
    expect(order.asked).toBeGreaterThan(order.dealt);
    // The scripts index.html loads at once hold none of the art (a spade's path of Kennard's, his ids, the figures' colours).
    const html = readFileSync(join(ROOT, 'dist-web', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*src="\.\/([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="\.\/([^"]+)"/g)].map((match) => match[1] ?? match[2]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const text = readFileSync(join(ROOT, 'dist-web', script), 'utf8');
      expect(text, script).not.toContain('M0-500c100 250 355 400 355 685');
      expect(text, script).not.toContain('#44F');
      expect(text, script).not.toMatch(/f[AKQJ][SHDC]-[a-z]"/);
    }
    await p.context().close();
  });

  it('issue 25, item 1: the card faces switch in Settings and are remembered after a reload', async () => {
    const p = await page({ width: 1280, height: 800 });
    await openApp(p, suite.baseUrl, COURTS_AND_PIPS);
    expect(await drawnFace(p)).toBe('classic');
    await setSetting(p, 'cardFace', 'large');
    await facesDrawn(p);
    expect(await drawnFace(p)).toBe('large');
    const large = await shownFaces(p);
    expect(large.every((face) => face.id === null)).toBe(true);
    expect(large.filter((face) => face.courtLetter).map((face) => face.card)).toEqual(['KS', 'QH', 'JD', 'KC']);
    await reloadApp(p);
    expect(await drawnFace(p)).toBe('large');
    expect(await settingShown(p, 'cardFace')).toBe('large');
    await setSetting(p, 'cardFace', 'classic');
    await facesDrawn(p);
    expect(await drawnFace(p)).toBe('classic');
    expect((await shownFaces(p)).every((face) => face.id === `face-${face.card}` && face.drawn)).toBe(true);
    await reloadApp(p);
    expect(await drawnFace(p)).toBe('classic');
    await p.context().close();
  });

  it('issue 25, item 2: after one visit, an offline start shows the classic faces (the service worker precaches the art)', async () => {
    const p = await page({ width: 1280, height: 800 });
    await openApp(p, suite.baseUrl, COURTS_AND_PIPS);
    await waitForControl(p);
    await p.context().setOffline(true);
    await reloadApp(p);
    // The network is off: a file the service worker has not precached cannot be fetched.
    const uncached = await p.evaluate(async () => {
      try {
        await fetch(`/not-precached-${Date.now()}`, { cache: 'no-store' });
        return 'fetched';
      } catch {
        return 'failed';
      }
    });
    expect(uncached).toBe('failed');
    expect(await drawnFace(p)).toBe('classic');
    const faces = await shownFaces(p);
    expect(faces.map((face) => face.card)).toEqual(TOPS);
    expect(faces.every((face) => face.id === `face-${face.card}` && face.drawn)).toBe(true);
    await p.context().close();
  });
});

describe('sound', () => {
  const suite = useChromium();
  const page = suite.page;

  it('issue 25, item 5: nothing sounds, and no AudioContext is made, before the first gesture; after it a card laid, a refused move and a redeal each play their sound', async () => {
    const p = await page({ width: 1280, height: 800 });
    await recordAudio(p);
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    // The app at rest, its solver done, its art in: not a sound, no context.
    await p.waitForFunction(() => document.querySelector('.solver-indicator')?.getAttribute('data-verdict') !== 'searching');
    await waitForRest(p);
    expect(await audioLog(p)).toEqual([]);
    // The first gesture makes the context, after it; the sounds load.
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    let position = openingOf(game, 3);
    const legal = game.legalMoves(position, options);
    const cardMove = legal.find((move) => move.type === 'move')!;
    await playOnTable(p, cardMove);
    position = game.apply(position, cardMove, options).position;
    await p.waitForFunction(() => document.documentElement.dataset.sounds === 'ready');
    const first = await audioLog(p);
    expect(first[0]).toBe('gesture');
    expect(first.filter((entry) => entry === 'context')).toHaveLength(1);
    expect(first.indexOf('context')).toBeGreaterThan(first.indexOf('gesture'));
    expect(first.findIndex((entry) => entry.startsWith('sound'))).not.toBeLessThan(first.indexOf('context'));
    // A card laid (a stock move: Draw).
    const before = (await audioLog(p)).length;
    await playOnTable(p, { type: 'draw' });
    position = game.apply(position, { type: 'draw' }, options).position;
    await expect.poll(async () => (await audioLog(p)).slice(before)).toContain(SOUND.card);
    // A refused move: a column's top card dropped where it may not go.
    const columns = game.layout(options).filter((spec) => spec.kind === 'tableau').map((spec) => spec.id);
    const now = game.legalMoves(position, options);
    const refused = columns.flatMap((from) => columns.map((to) => ({ from, to }))).find(({ from, to }) => from !== to && position.piles[from].cards.length > 0 && !now.some((move) => move.type === 'move' && move.from === from && move.to === to))!;
    const start = await p.locator(`.card[data-pile="${refused.from}"]`).last().boundingBox();
    const end = await p.locator(`#pile-${refused.to}`).boundingBox();
    const mark = (await audioLog(p)).length;
    await p.mouse.move(start!.x + start!.width / 2, start!.y + 10);
    await p.mouse.down();
    await p.mouse.move(start!.x + start!.width / 2 + 10, start!.y + 20, { steps: 2 });
    await p.mouse.move(end!.x + end!.width / 2, end!.y + 20, { steps: 6 });
    await p.mouse.up();
    await p.waitForSelector('[data-testid="refusal"]');
    await expect.poll(async () => (await audioLog(p)).slice(mark)).toContain(SOUND.refused);
    // A redeal: draw the stock out, then turn the waste over.
    while (!game.legalMoves(position, options).some((move) => move.type === 'recycle')) {
      await playOnTable(p, { type: 'draw' });
      position = game.apply(position, { type: 'draw' }, options).position;
    }
    const beforeRedeal = (await audioLog(p)).length;
    await playOnTable(p, { type: 'recycle' });
    await expect.poll(async () => (await audioLog(p)).slice(beforeRedeal)).toContain(SOUND.redeal);
    expect((await audioLog(p)).filter((entry) => entry === 'context')).toHaveLength(1);
    expect((await audioLog(p)).some((entry) => entry === 'sound oscillator' || entry === 'sound media')).toBe(false);
    await p.context().close();
  });

  it('issue 25, item 5: the winning move plays the win; a key is a first gesture as well as a pointer', async () => {
    const line = klondikeWonLine(1);
    const p = await page({ width: 1280, height: 800 });
    await recordAudio(p);
    await openApp(p, suite.baseUrl, line.query);
    await waitForRest(p);
    expect(await audioLog(p)).toEqual([]);
    // A key first (Shift: it plays nothing): the context comes after it, and the sounds load.
    await p.focus('.board');
    await p.keyboard.press('Shift');
    await p.waitForFunction(() => document.documentElement.dataset.sounds === 'ready');
    expect(await audioLog(p)).toEqual(['gesture', 'context']);
    await doubleClickLastMove(p, line);
    await p.waitForSelector('[data-status="won"]');
    await expect.poll(async () => audioLog(p)).toContain(SOUND.win);
    expect((await audioLog(p)).filter((entry) => entry.startsWith('sound'))).toEqual([SOUND.win]);
    await p.context().close();
  });

  it('issue 25, item 5: sounds off in Settings stays off after a reload — no context, no sound, whatever the player does; on again, they play', async () => {
    const p = await page({ width: 1280, height: 800 });
    await recordAudio(p);
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    expect(await settingShown(p, 'sound')).toBe('true');
    await setSetting(p, 'sound', false);
    await reloadApp(p);
    expect(await settingShown(p, 'sound')).toBe('false');
    await playOnTable(p, { type: 'draw' });
    await playOnTable(p, { type: 'draw' });
    const log = await audioLog(p);
    expect(log.filter((entry) => entry === 'gesture').length).toBeGreaterThan(0);
    expect(log.filter((entry) => entry !== 'gesture')).toEqual([]);
    expect(await movesCount(p)).toBe(2);
    // On again: the next gesture makes the context, and a card laid sounds.
    await setSetting(p, 'sound', true);
    await playOnTable(p, { type: 'draw' });
    await p.waitForFunction(() => document.documentElement.dataset.sounds === 'ready');
    const mark = (await audioLog(p)).length;
    await playOnTable(p, { type: 'draw' });
    await expect.poll(async () => (await audioLog(p)).slice(mark)).toContain(SOUND.card);
    await p.context().close();
  });
});

/**
 * Offline and installable (issue 10, item 1; docs/web.md, "Offline and updates"): after one visit the service worker
 * (vite-plugin-pwa's Workbox worker, registered by pwa.ts) is in charge of the page and the app starts, deals, shows
 * the rules and hints with the network off; the web app manifest is linked and complete; a new version is offered and
 * waits for the player's Reload; one test's service worker never reaches another test's fresh context.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT, clickToolbar, movesCount, newGameFromDialog, openApp, playOnTable, reloadApp, useChromium, waitForControl } from './helpers.js';
import { nextMove, openingOf } from './fixtures.js';
import { GAMES } from '../../games/index.js';
import { defaultOptions } from '../../core/options.js';

/** The width and height of a PNG file, read from its IHDR chunk; null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG' || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Presses the update offer's Reload and waits for the page to load again. When it does not within 30 s, prints the
 * page's console, its service workers' states, whether a save was under way and what lies on the Reload button, and
 * fails (a cause seen only on a busy machine, to be read from the CI log).
 */
async function reloadByOffer(p: Page): Promise<void> {
  const logs: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => logs.push(`${message.type()}: ${message.text()}`);
  p.on('console', onConsole);
  const state = () => p.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const button = document.querySelector('[data-action="update-reload"]');
    const box = button?.getBoundingClientRect();
    const onTop = box ? document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) : null;
    return JSON.stringify({
      controller: navigator.serviceWorker.controller?.state ?? null,
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      installing: registration?.installing?.state ?? null,
      saving: document.body.dataset.saving ?? null,
      ready: document.body.dataset.ready ?? null,
      // A new document (the reload happened, its load event still owed) has a later time origin and may still load.
      document: `${document.readyState}, started ${Math.round(performance.timeOrigin)}`,
      button: button ? (onTop === button || button.contains(onTop) ? 'on top' : `covered by ${onTop?.outerHTML.slice(0, 120)}`) : 'gone',
    });
  }).catch((error: unknown) => `unreadable: ${String(error)}`);
  const before = await state();
  try {
    await Promise.all([p.waitForEvent('load', { timeout: 30_000 }), p.click('[data-action="update-reload"]', { timeout: 30_000 })]);
  } catch (error) {
    console.warn(`offline.e2e: Reload did not load the page (${String(error).split('\n')[0]}); before the click ${before}; now ${await state()}; console:\n${logs.join('\n')}`);
    throw error;
  } finally {
    p.off('console', onConsole);
  }
}

describe('offline and installable', () => {
  const suite = useChromium();
  const page = suite.page;

  it('issue 10, item 1: after one visit the app starts with the network off, deals a new game, shows the rules and gives a hint (the worker)', async () => {
    const p = await page();
    const failed: string[] = [];
    p.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    await waitForControl(p);
    // Everything is precached once the worker is active (it activates only after its install, the precaching, ends).
    await p.evaluate(() => navigator.serviceWorker.ready);

    await p.context().setOffline(true);
    failed.length = 0;
    await reloadApp(p);
    // The network is off: a file the service worker has not precached cannot be fetched. (Not `navigator.onLine`:
    // Chromium 150 reads it true in a page its service worker served after the reload, though nothing reaches the
    // network; it read false before.)
    const uncached = await p.evaluate(async () => {
      try {
        await fetch(`/not-precached-${Date.now()}`, { cache: 'no-store' });
        return 'fetched';
      } catch {
        return 'failed';
      }
    });
    expect(uncached).toBe('failed');
    failed.length = 0; // that probe's failure; from here on nothing may go to the network
    expect(await p.locator('.card').count()).toBe(52);
    // The game of the first visit is resumed (IndexedDB), and a new game of another kind is dealt offline.
    await newGameFromDialog(p, 'go-no-go', 5);
    expect(await p.locator('.card').count()).toBe(52);
    // Its rules page is a chunk of its own, never loaded online: it comes from the precache.
    await clickToolbar(p, 'rules');
    await p.waitForSelector('.rules-text table');
    await p.click('.dialog .close');
    // The hint needs the solver's worker, also a chunk of its own.
    await p.click('[data-action="hint"]');
    await p.waitForSelector('.hint-line[data-hint="move"], .hint-line[data-hint="lost"]', { timeout: 30_000 });
    // A move, played offline.
    const game = GAMES['go-no-go'];
    const move = nextMove(game, openingOf(game, 5), 0)!;
    await playOnTable(p, move);
    expect(await movesCount(p)).toBe(1);
    expect(failed).toEqual([]);
    await p.context().close();
  });

  it('issue 10, item 1: the web app manifest is linked and complete (names, icons, start_url, display, theme colour)', async () => {
    const p = await page();
    await openApp(p, suite.baseUrl);
    const href = await p.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href!, p.url()).href;
    const response = await p.request.get(manifestUrl);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toContain('Pasyans');
    expect(manifest.name).toContain('Пасьянс');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
    // start_url and scope lie within the app's own address.
    const start = new URL(manifest.start_url, manifestUrl);
    expect(start.origin).toBe(new URL(suite.baseUrl).origin);
    expect(start.href.startsWith(new URL(manifest.scope, manifestUrl).href)).toBe(true);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(await p.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // Icons: PNGs of 192 and 512 pixels (what a phone's home screen asks for), a maskable one, each of its stated size.
    const sizes = new Set<string>();
    for (const icon of manifest.icons) {
      const file = await p.request.get(new URL(icon.src, manifestUrl).href);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type'], icon.src).toContain(icon.type);
      if (icon.type !== 'image/png') continue;
      const size = pngSize(await file.body());
      expect(size, icon.src).not.toBeNull();
      expect(`${size!.width}x${size!.height}`, icon.src).toBe(icon.sizes);
      sizes.add(`${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`);
    }
    expect([...sizes].sort()).toEqual(['192x192', '512x512', '512x512 maskable']);
    // The page's own icons.
    for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
      const icon = await p.locator(selector).getAttribute('href');
      expect((await p.request.get(new URL(icon!, p.url()).href)).ok(), selector).toBe(true);
    }
    await p.context().close();
  });

  let restore = () => {};
  afterEach(() => {
    restore();
    restore = () => {};
  });

  // Retried once: in three full runs on a busy machine (two here, one in CI) the page did not load within 30 s of the
  // second Reload, never when this file ran alone; reloadByOffer prints what the page and its service workers were
  // doing then, so the cause can be read from the log of a run where it happens.
  it('issue 10, item 1: a new version is offered and waits for the player\'s Reload; the page is never reloaded by itself', { retry: 1 }, async () => {
    const p = await page();
    await openApp(p, suite.baseUrl, '?game=klondike&seed=3');
    await waitForControl(p);
    await p.evaluate(() => navigator.serviceWorker.ready);
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    let position = openingOf(game, 3);
    const play = async () => {
      const move = nextMove(game, position, 0)!;
      await playOnTable(p, move);
      position = game.apply(position, move, options).position;
    };
    await play();
    // Publishing version n: the built service worker script gains a line (the browser compares the script whole).
    // The preview server reads files as they are asked for; the update check is made by the browser itself, which no
    // route of playwright's sees, so the file itself changes, and is put back at the end.
    const workerFile = join(ROOT, 'dist-web', 'sw.js');
    const original = readFileSync(workerFile, 'utf8');
    let version = 1;
    restore = () => writeFileSync(workerFile, original);
    const loads: string[] = [];
    p.on('load', () => loads.push(p.url()));
    const waiting = () => p.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting));
    const publish = async () => {
      version += 1;
      writeFileSync(workerFile, `${original}\n// version ${version}\n`);
      await p.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await p.waitForSelector('[data-testid="update-offer"]', { timeout: 30_000 });
    };
    const mark = () => p.evaluate(() => void ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => p.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    // Version 2, found while the first visit is still open: offered; the game goes on in the same document.
    await mark();
    await publish();
    expect(await p.locator('[data-testid="update-offer"]').textContent()).toContain('A new version is ready.');
    expect(await waiting()).toBe(true);
    await play();
    expect(await movesCount(p)).toBe(2);
    expect(await sameDocument()).toBe(true);
    expect(loads).toEqual([]);
    // Reload: the new worker takes charge and the page loads once, the game resumed where it was.
    await reloadByOffer(p);
    await p.waitForSelector('body[data-ready="true"]');
    expect(loads).toHaveLength(1);
    expect(await sameDocument()).toBe(false);
    expect(await movesCount(p)).toBe(2);
    expect(await waiting()).toBe(false);
    expect(await p.locator('[data-testid="update-offer"]').count()).toBe(0);

    // Version 3, found by a visit that began under version 2: × puts the offer away without taking it; the next
    // visit (the player's own reload) offers it again; Reload takes it.
    await mark();
    await publish();
    await play();
    await p.click('[data-testid="update-offer"] button[aria-label="Close"]');
    expect(await p.locator('[data-testid="update-offer"]').count()).toBe(0);
    expect(await waiting()).toBe(true);
    expect(await sameDocument()).toBe(true);
    expect(loads).toHaveLength(1);
    await reloadApp(p);
    await p.waitForSelector('[data-testid="update-offer"]', { timeout: 30_000 });
    expect(await movesCount(p)).toBe(3);
    expect(loads).toHaveLength(2);
    await reloadByOffer(p);
    await p.waitForSelector('body[data-ready="true"]');
    expect(loads).toHaveLength(3);
    expect(await movesCount(p)).toBe(3);
    expect(await waiting()).toBe(false);
    await p.context().close();
  });

  it('issue 10, item 1: a service worker of one test\'s context never reaches another\'s (each test\'s context is fresh)', async () => {
    const first = await page();
    await openApp(first, suite.baseUrl);
    await waitForControl(first);
    const second = await page();
    // Whether a worker controlled the page as it began: the first load in a fresh context is the network's.
    await second.addInitScript(() => {
      (window as unknown as { controlledAtStart: boolean }).controlledAtStart = navigator.serviceWorker.controller !== null;
    });
    await openApp(second, suite.baseUrl);
    expect(await second.evaluate(() => (window as unknown as { controlledAtStart: boolean }).controlledAtStart)).toBe(false);
    await first.context().close();
    await second.context().close();
  });
});

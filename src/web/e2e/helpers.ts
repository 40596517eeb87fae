/**
 * Shared helpers of the end-to-end tests: launching Chromium, opening the app, reading the table from the DOM.
 */
import { mkdirSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SCREENSHOTS = join(ROOT, 'e2e-output', 'screenshots');

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A fresh context (its own IndexedDB). `locale` sets the browser language. */
export async function freshContext(browser: Browser, options: { locale?: string; touch?: boolean; width?: number; height?: number; motion?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    locale: options.locale ?? 'en-US',
    hasTouch: options.touch ?? false,
    viewport: { width: options.width ?? 1100, height: options.height ?? 800 },
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
  });
}

/**
 * One Chromium for a describe block: launched before its tests, closed after them. `baseUrl` is the preview server
 * of the global setup (set once the block starts); `page(options)` opens a page in a fresh context.
 */
export function useChromium(): { baseUrl: string; page: (options?: Parameters<typeof freshContext>[1]) => Promise<Page> } {
  let browser: Browser | undefined;
  const suite = {
    baseUrl: '',
    page: async (options: Parameters<typeof freshContext>[1] = {}): Promise<Page> => (await freshContext(browser!, options)).newPage(),
  };
  beforeAll(async () => {
    suite.baseUrl = inject('baseUrl');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return suite;
}

/** Opens the app (with an optional query) and waits until a dealt game is on screen. */
export async function openApp(page: Page, baseUrl: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl}${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

/** The table as the DOM shows it: pile id → face-up card codes, or '##' for a face-down card, bottom first. */
export async function readTable(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const table: Record<string, { index: number; card: string }[]> = {};
    for (const element of document.querySelectorAll<HTMLElement>('.card')) {
      const pile = element.dataset.pile!;
      (table[pile] ??= []).push({ index: Number(element.dataset.index), card: element.dataset.card ?? '##' });
    }
    const result: Record<string, string[]> = {};
    for (const [pile, cards] of Object.entries(table)) result[pile] = cards.sort((a, b) => a.index - b.index).map((c) => c.card);
    return result;
  });
}

/** The centre of the top card of a pile (or of its outline when empty). */
export async function pileCentre(page: Page, pile: string): Promise<{ x: number; y: number }> {
  const cards = page.locator(`.card[data-pile="${pile}"]`);
  const count = await cards.count();
  const element = count > 0 ? page.locator(`.card[data-pile="${pile}"][data-index="${count - 1}"]`) : page.locator(`#pile-${pile} .pile-outline`);
  const box = await element.boundingBox();
  if (!box) throw new Error(`pile ${pile} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) };
}

export async function status(page: Page): Promise<string | null> {
  const element = page.locator('[data-status]');
  return (await element.count()) ? element.getAttribute('data-status') : null;
}

export async function movesCount(page: Page): Promise<number> {
  const text = (await page.locator('.moves-count').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

export function tempDir(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'pasyans-e2e-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

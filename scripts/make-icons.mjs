#!/usr/bin/env node
/**
 * Renders the app's PNG icons from its SVG icons with headless Chromium (/usr/bin/chromium):
 * `node scripts/make-icons.mjs`. Writes src/web/public/icon-192.png and icon-512.png (from icon.svg, transparent
 * corners), icon-maskable-512.png (from scripts/icon-maskable.svg, full bleed) and apple-touch-icon.png (180 px, full bleed:
 * iOS rounds the corners itself). The PNGs are committed; run this again after changing an SVG.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../src/web/public/', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const targets = [
  { source: join(publicDir, 'icon.svg'), file: 'icon-192.png', size: 192 },
  { source: join(publicDir, 'icon.svg'), file: 'icon-512.png', size: 512 },
  { source: join(here, 'icon-maskable.svg'), file: 'icon-maskable-512.png', size: 512 },
  { source: join(here, 'icon-maskable.svg'), file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const { source, file, size } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(source, 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: join(publicDir, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${file}  ${size}×${size}`);
  }
} finally {
  await browser.close();
}

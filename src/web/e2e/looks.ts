/**
 * Screenshot comparison for the end-to-end tests (issue 25, item 6): a page's screenshot against a reference PNG kept
 * in the repository (`src/web/e2e/screenshots/<name>.png`), pixel by pixel with pixelmatch.
 *
 * Tolerance: a pixel differs when pixelmatch's colour distance passes `PIXEL_THRESHOLD` (0 to 1; pixels pixelmatch
 * takes for anti-aliasing are not counted), and a shot matches while at most `MAX_DIFF_PIXELS` of its pixels differ —
 * room for a rounding in the rasteriser, never for a card, a button that moved or one corner index changed (on a
 * phone's smallest cards an 8 turned into a 1 is 26 pixels; the screenshot test checks that it is caught). Shots of
 * one build on one machine come out the same to the pixel.
 *
 * `UPDATE_SCREENSHOTS=1` writes the references instead: a missing one, or one the shot no longer matches (a reference
 * the shot still matches is left as it is, so an update touches only the looks that changed). A failed comparison
 * leaves the shot and a picture of the differing pixels (red) in `e2e-output/screenshots/diff/`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ROOT, SCREENSHOTS } from './helpers.js';

export const REFERENCES = join(ROOT, 'src', 'web', 'e2e', 'screenshots');
const DIFFS = join(SCREENSHOTS, 'diff');
/** pixelmatch's threshold: the colour distance (0 to 1) past which a pixel counts as different. */
export const PIXEL_THRESHOLD = 0.1;
/** How many of a shot's pixels may differ from its reference. */
export const MAX_DIFF_PIXELS = 10;

/** Whether this run writes the references (`UPDATE_SCREENSHOTS=1`) rather than comparing with them. */
export const updating = process.env.UPDATE_SCREENSHOTS === '1';

/**
 * How many pixels of `actual` differ from `expected` (both PNG files' bytes), and the picture of the difference;
 * `sizes` when the two are not the same size.
 */
export function difference(actual: Buffer, expected: Buffer): { differing: number; picture: PNG } | { sizes: string } {
  const a = PNG.sync.read(actual);
  const e = PNG.sync.read(expected);
  if (a.width !== e.width || a.height !== e.height) return { sizes: `${a.width}×${a.height} against the reference's ${e.width}×${e.height}` };
  const picture = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, e.data, picture.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  return { differing, picture };
}

/**
 * Compares a screenshot (PNG bytes) with the reference `name`: null when it matches (or, when updating, once the
 * reference is written), else what differs, in words. A missing reference is a failure unless updating.
 */
export function compareWithReference(name: string, shot: Buffer): string | null {
  const file = join(REFERENCES, `${name}.png`);
  const write = () => {
    mkdirSync(REFERENCES, { recursive: true });
    // Re-encoded at the strongest deflate: the references live in git.
    writeFileSync(file, PNG.sync.write(PNG.sync.read(shot), { deflateLevel: 9 }));
    return null;
  };
  if (!existsSync(file)) return updating ? write() : `${name}: no reference (run UPDATE_SCREENSHOTS=1 npm run test:e2e -- screenshots)`;
  const result = difference(shot, readFileSync(file));
  if ('differing' in result && result.differing <= MAX_DIFF_PIXELS) return null;
  if (updating) return write();
  mkdirSync(DIFFS, { recursive: true });
  writeFileSync(join(DIFFS, `${name}-actual.png`), shot);
  if ('sizes' in result) return `${name}: ${result.sizes}`;
  writeFileSync(join(DIFFS, `${name}-diff.png`), PNG.sync.write(result.picture));
  return `${name}: ${result.differing} pixels differ (at most ${MAX_DIFF_PIXELS}); see e2e-output/screenshots/diff/`;
}

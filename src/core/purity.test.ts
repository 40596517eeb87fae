/**
 * The rules core runs in browsers, Node and workers alike: no DOM, no Node-only APIs in src/core, src/games and
 * src/solver (the solvers run in the web app's worker too), and from npm only the libraries the browser bundle can take.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const sources = ['core', 'games', 'solver'].flatMap((folder) =>
  (readdirSync(join(root, folder), { recursive: true }) as string[])
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(folder, name)),
);
/** The npm packages the pure code may import (each runs in browsers and workers as it is). */
const PURE_PACKAGES = ['pure-rand', 'zod'];

describe('the rules core is pure', () => {
  test.each(sources)('%s uses no Node-only module and no DOM', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    expect(text).not.toMatch(/from ['"](node:|fs|path|os|child_process|worker_threads)/);
    expect(text).not.toMatch(/\b(document|window|localStorage|indexedDB|process)\./);
    for (const [, name] of text.matchAll(/from '([^.'][^']*)'/g)) {
      expect(PURE_PACKAGES.some((allowed) => name === allowed || name.startsWith(`${allowed}/`)), `${file} imports ${name}`).toBe(true);
    }
  });
});

/**
 * The rules core runs in browsers, Node and workers alike: no DOM, no Node-only APIs in src/core and src/games.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const sources = ['core', 'games'].flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(folder, name)),
);

describe('the rules core is pure', () => {
  test.each(sources)('%s uses no Node-only module and no DOM', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    expect(text).not.toMatch(/from ['"](node:|fs|path|os|child_process|worker_threads)/);
    expect(text).not.toMatch(/\b(document|window|localStorage|indexedDB|process)\./);
  });
});

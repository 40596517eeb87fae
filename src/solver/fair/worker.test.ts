/**
 * One deal as a worker task (worker.ts), and scripts/fair-rates.mjs over the compiled dist/ (its workers load
 * dist/solver/fair/worker.js; run `npm run build:cli` first, as `npm test` does; skipped when dist/ has not been built):
 * it prints the rate with its interval and resumes from its results file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import playDeal from './worker.js';

const root = join(import.meta.dirname, '..', '..', '..');
const built = existsSync(join(root, 'dist', 'solver', 'fair', 'worker.js'));
const scratch = mkdtempSync(join(tmpdir(), 'pasyans-fair-'));
const SMALL = { samples: 3, batch: 3, states: 200, knownStates: 5000 };

describe('the fair player in worker threads', () => {
  it('plays one deal as a task: the result, how it ended and what it cost, as plain data', () => {
    const outcome = playDeal({ game: 'elevens', options: {}, seed: 2, settings: SMALL });
    expect(outcome).toMatchObject({ seed: 2, result: 'won', ending: 'won' });
    expect(outcome.moves).toBeGreaterThan(0);
    expect(outcome.searches).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
  });

  it.skipIf(!built)('scripts/fair-rates.mjs prints the rate with its interval, writes one line a deal and resumes', () => {
    const out = join(scratch, 'elevens.jsonl');
    const args = [join(root, 'scripts', 'fair-rates.mjs'), 'elevens', '--deals', '3', '--samples', '3', '--batch', '3', '--states', '200', '--workers', '1', '--out', out];
    const first = JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    expect(first).toMatchObject({ game: 'elevens', deals: 3 });
    expect(first.won + first.lost).toBe(3);
    expect(first.interval[0]).toBeLessThanOrEqual(first.rate);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(3);
    const again = JSON.parse(execFileSync(process.execPath, [...args.slice(0, 3), '5', ...args.slice(4)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    expect(again.deals).toBe(5);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(5);
  });
});

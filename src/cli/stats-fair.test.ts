/**
 * `pasyans stats GAME --player fair` (issue 27, item 3): the player that does not peek measured by the same stats
 * command, worker and queue as the thoughtful solver. Its budget is in samples and positions, so a run repeats: the
 * same deals give the same results file, byte for byte, twice, on worker threads here and on `pasyans worker` processes over a real Redis
 * (redis-for-tests.ts). Runs the built CLI in dist/ (`npm run build:cli`, as `npm test` does).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type Child, type TestRedis, startNode, startRedis } from './redis-for-tests.js';
import type { StatsRecord } from './stats-results.js';
import solveDeal from './stats-worker.js';
import { FAIR_PLAY_DEFAULTS } from './stats-player.js';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'pasyans.js');
const scratch = mkdtempSync(join(tmpdir(), 'pasyans-fair-stats-'));
/** A small budget, so that the test is quick: 3 samples a move, 200 positions a search. */
const SMALL = ['--samples', '3', '--positions', '200'];
const KLONDIKE = ['stats', 'klondike', '--preset', 'classic', '--deals', '3', '--player', 'fair', ...SMALL];

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', cwd: scratch });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A results file's text, checked to be in deal order and without times: the fair player's budget reads no clock, so
 * its lines leave the time out (issue 26, item 1) and two runs of the same command write the same bytes.
 */
function outcomes(path: string): string {
  const text = readFileSync(path, 'utf8');
  const records = text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as StatsRecord);
  for (const record of records) expect(record).not.toHaveProperty('ms');
  expect(records.map((record) => record.deal)).toEqual(records.map((record) => record.deal).sort((a, b) => Number(a) - Number(b)));
  return text;
}

describe('issue 27, item 3: stats --player fair', () => {
  test('the stats worker plays a deal with the fair player: the result, how the game ended and what it cost', () => {
    const outcome = solveDeal({ game: 'elevens', options: {}, seed: 2, player: 'fair', fair: { ...FAIR_PLAY_DEFAULTS, samples: 3, batch: 3, states: 200, knownStates: 5000 } });
    expect(outcome).toMatchObject({ result: 'won', ending: 'won' });
    expect(outcome.moveCount).toBeGreaterThan(0);
    expect(outcome.samples).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
  });

  test('a run says for which player its rate holds, and gives the same results twice', () => {
    const first = run(...KLONDIKE, '--workers', '2', '--out', 'first.jsonl', '--json');
    expect(first.stderr).toBe('');
    const summary = JSON.parse(first.stdout);
    expect(summary).toMatchObject({ game: 'klondike', player: 'fair', deals: 3, unknown: 0, fair: { samples: 3, states: 200, seed: 1 } });
    expect(summary.budgetMs).toBeUndefined();
    expect(summary.interval[0]).toBeLessThanOrEqual(summary.winRate);
    expect(summary.interval[1]).toBeGreaterThanOrEqual(summary.winRate);
    const again = run(...KLONDIKE, '--workers', '1', '--out', 'again.jsonl');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('player fair (does not peek: sees only what a player sees and remembers), at most 3 samples a move, 200 positions a search, player seed 1');
    expect(again.stdout).toMatch(/win rate \d+\.\d% \(95% interval \d+\.\d% – \d+\.\d%\) for the fair player/);
    expect(outcomes(join(scratch, 'again.jsonl'))).toEqual(outcomes(join(scratch, 'first.jsonl')));
    // The thoughtful player is the default, and says so.
    expect(run('stats', 'elevens', '--deals', '1', '--budget-ms', '500', '--workers', '1', '--out', 'thoughtful.jsonl').stdout).toContain('player thoughtful (sees every card), budget 500 ms a deal');
  });

  test('the player and its settings are part of the run: a results file of another is refused, naming what differs', () => {
    expect(run('stats', 'elevens', '--deals', '1', '--player', 'fair', ...SMALL, '--out', 'thoughtful.jsonl').stderr).toContain('(player thoughtful, not fair)');
    expect(run(...KLONDIKE.map((arg) => (arg === '200' ? '300' : arg)), '--out', 'first.jsonl').stderr).toContain('"states":200');
    // The default file name names the player and the settings that differ from the defaults.
    expect(JSON.parse(run('stats', 'elevens', '--deals', '1', '--player', 'fair', ...SMALL, '--json').stdout).out).toBe('stats-elevens-fair-samples-3-positions-200.jsonl');
  });

  test.each([
    [['--player', 'lucky'], '--player wants one of thoughtful, fair, got "lucky"'],
    [['--player', 'fair', '--budget-ms', '500'], '--budget-ms goes with --player thoughtful'],
    [['--player', 'fair', '--budget-states', '5000'], '--budget-states goes with --player thoughtful'],
    [['--samples', '5'], '--samples goes with --player fair'],
    [['--player', 'fair', '--positions', '0'], '--positions wants a whole number, at least 1'],
  ])('%j is refused with one line', (args, message) => {
    const result = run('stats', 'elevens', '--deals', '1', ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  test('a game that shows every card says the fair rate is the thoughtful one', () => {
    const result = run('stats', 'moving-shops', '--deals', '1', '--player', 'fair', ...SMALL, '--workers', '1', '--out', 'shops.jsonl');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('a player who does not peek wins as often as one who sees every card');
  });
});

describe('issue 27, item 3: stats --player fair over the queue', () => {
  let redis: TestRedis | undefined;
  const started: Child[] = [];

  afterAll(async () => {
    for (const child of started) child.signal('SIGKILL');
    await Promise.all(started.map((child) => child.ended()));
    await redis?.stop();
  });

  test('a worker process plays the deals with the fair player: the same results as worker threads here', async () => {
    redis = await startRedis();
    const here = run(...KLONDIKE, '--workers', '1', '--out', 'here.jsonl', '--json');
    expect(here.code).toBe(0);
    const worker = startNode([bin, 'worker', '--queue', redis.url, '--concurrency', '1'], scratch);
    started.push(worker);
    await worker.until(() => worker.lines.some((line) => line.includes('waiting for batches')), 'the worker listened');
    const coordinator = startNode([bin, ...KLONDIKE, '--queue', redis.url, '--batch-size', '2', '--out', 'queue.jsonl', '--json'], scratch);
    started.push(coordinator);
    expect((await coordinator.ended()).code).toBe(0);
    expect(coordinator.errors.join('\n')).toBe('');
    const summary = JSON.parse(coordinator.lines[0]);
    const expected = JSON.parse(here.stdout);
    expect({ player: summary.player, won: summary.won, lost: summary.lost, endings: summary.endings }).toEqual({ player: 'fair', won: expected.won, lost: expected.lost, endings: expected.endings });
    expect(outcomes(join(scratch, 'queue.jsonl'))).toEqual(outcomes(join(scratch, 'here.jsonl')));
    expect(worker.lines.filter((line) => line.startsWith('done '))).toHaveLength(2);
    worker.signal('SIGTERM');
    expect((await worker.ended()).code).toBe(0);
  });
});

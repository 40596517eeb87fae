/**
 * Deterministic budgets (issue 26, item 1): `--budget-states N` counts the positions a deal may expand in every phase
 * of a solver, with nothing read from the clock, so the same command gives the same results file byte for byte: on
 * worker threads twice, once beside a process that keeps a core busy; on `pasyans worker` processes over a real Redis
 * (redis-for-tests.ts); resumed from a part of the file. Runs the built CLI in dist/ (`npm run build:cli`). No test
 * here looks at a time.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InOrder, expecting } from './in-order.js';
import { type Child, type TestRedis, startNode, startRedis } from './redis-for-tests.js';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'pasyans.js');
const scratch = mkdtempSync(join(tmpdir(), 'pasyans-budget-'));
/** The command: Percentages three-redeals 5001–5100 at 200,000 positions a deal (a few decided late, some unknown). */
const STATS = ['stats', 'percentages', '--preset', 'three-redeals', '--from', '5001', '--deals', '100', '--budget-states', '200000', '--json', '--no-progress'];

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', cwd: scratch });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const text = (name: string) => readFileSync(join(scratch, name), 'utf8');

/** A process that keeps one core busy (a loop without end) until it is killed; resolves once it runs. */
async function busyProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  await new Promise<void>((resolve, reject) => child.once('spawn', resolve).once('error', reject));
  return child;
}

describe('issue 26, item 1: results written in the order of the run', () => {
  test('InOrder holds a result until those of the deals before it are written', async () => {
    const written: string[] = [];
    const order = new InOrder<string>((item) => written.push(item), 2);
    const jobs = [...expecting(['1', '2', '3', '4'].map((name) => ({ name })), new Set(['3']), order)];
    expect(jobs).toHaveLength(4); // the queue cuts batches from every deal; deal 3 is done already, so not expected
    order.put('2', 'two');
    order.put('4', 'four');
    expect(written).toEqual([]);
    let roomy = false;
    const room = order.room().then(() => (roomy = true));
    await Promise.resolve();
    expect(roomy).toBe(false); // two results held: the limit
    order.put('1', 'one');
    await room;
    expect(written).toEqual(['one', 'two', 'four']);
    expect(order.waiting).toBe(0);
  });

  test('after a failure, flush writes what is held, skipping the deals that never came', () => {
    const written: string[] = [];
    const order = new InOrder<string>((item) => written.push(item));
    for (const name of ['1', '2', '3']) order.expect(name);
    order.put('3', 'three');
    order.put('2', 'two');
    order.flush();
    expect(written).toEqual(['two', 'three']);
  });
});

describe('issue 26, item 1: --budget-states gives the same results file on any machine and under any load', () => {
  let redis: TestRedis | undefined;
  const started: Child[] = [];
  /** The results file of the first run, and its summary. */
  let first: string;
  let summary: { deals: number; won: number; lost: number; unknown: number; budgetStates: number; budgetMs?: number };

  beforeAll(() => {
    const result = run(...STATS, '--workers', '2', '--out', 'first.jsonl');
    expect(result.stderr).toBe('');
    summary = JSON.parse(result.stdout);
    first = text('first.jsonl');
  }, 900_000); // the hook's default 10 s is too short for a run of 100 deals on a loaded machine

  afterAll(async () => {
    for (const child of started) child.signal('SIGKILL');
    await Promise.all(started.map((child) => child.ended()));
    await redis?.stop();
  });

  test('the file names the budget in every line, in deal order, without times', () => {
    expect(summary).toMatchObject({ deals: 100, budgetStates: 200_000 });
    expect(summary.budgetMs).toBeUndefined();
    expect(summary.unknown).toBeGreaterThan(0); // the budget matters: some deals are cut short by it
    const lines = first.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.deal)).toEqual(Array.from({ length: 100 }, (_, i) => String(5001 + i)));
    for (const line of lines) {
      expect(line.budgetStates).toBe(200_000);
      expect(line).not.toHaveProperty('ms');
      expect(line).not.toHaveProperty('budgetMs');
      expect(line.states).toBeLessThanOrEqual(200_000 + 1);
    }
  });

  test('a second run beside a busy process, on three worker threads, writes the same bytes', async () => {
    const busy = await busyProcess();
    try {
      const result = spawnSync(process.execPath, [bin, ...STATS, '--workers', '3', '--out', 'busy.jsonl'], { encoding: 'utf8', cwd: scratch });
      expect(result.stderr).toBe('');
    } finally {
      busy.kill('SIGKILL');
    }
    expect(text('busy.jsonl')).toBe(first);
  });

  test('a run resumed from a part of the file writes the rest as one run would', () => {
    const lines = first.split('\n');
    writeFileSync(join(scratch, 'resumed.jsonl'), `${lines.slice(0, 8).join('\n')}\n`);
    const result = run(...STATS.map((arg) => (arg === '100' ? '20' : arg)), '--workers', '2', '--out', 'resumed.jsonl');
    expect(JSON.parse(result.stdout)).toMatchObject({ deals: 20, resumed: 8 });
    expect(text('resumed.jsonl')).toBe(`${lines.slice(0, 20).join('\n')}\n`);
  });

  test('a file of another budget is refused, naming both budgets', () => {
    const other = run(...STATS.map((arg) => (arg === '200000' ? '100000' : arg)), '--out', 'first.jsonl');
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('line 1 holds a result of another run (budget 200000 states, not 100000 states): use another --out file');
    const timed = run(...STATS.filter((arg, i) => arg !== '--budget-states' && STATS[i - 1] !== '--budget-states'), '--budget-ms', '500', '--out', 'first.jsonl');
    expect(timed.stderr).toContain('(budget 200000 states, not 500 ms)');
    expect(text('first.jsonl')).toBe(first);
  });

  test('the same through the queue: pasyans worker processes over a real Redis write the same bytes', async () => {
    redis = await startRedis();
    const worker = startNode([bin, 'worker', '--queue', redis.url, '--concurrency', '2'], scratch);
    started.push(worker);
    await worker.until(() => worker.lines.some((line) => line.includes('waiting for batches')), 'the worker listened');
    const coordinator = startNode([bin, ...STATS, '--queue', redis.url, '--batch-size', '7', '--out', 'queue.jsonl'], scratch);
    started.push(coordinator);
    expect((await coordinator.ended()).code).toBe(0);
    expect(coordinator.errors.join('\n')).toBe('');
    expect(JSON.parse(coordinator.lines[0])).toMatchObject({ deals: 100, won: summary.won, lost: summary.lost, unknown: summary.unknown, budgetStates: 200_000 });
    expect(text('queue.jsonl')).toBe(first);
    expect(worker.lines.filter((line) => line.startsWith('done '))).toHaveLength(15);
    worker.signal('SIGTERM');
    expect((await worker.ended()).code).toBe(0);
  });
});

describe('issue 26, item 1: solve --budget-states', () => {
  test('the same verdict, states and line twice; the JSON names the budget', () => {
    const args = ['solve', 'klondike', '--seed', '7', '--preset', 'classic', '--budget-states', '300000', '--json'];
    const once = JSON.parse(run(...args).stdout);
    const again = JSON.parse(run(...args).stdout);
    expect(once.budgetStates).toBe(300_000);
    expect(once).not.toHaveProperty('budgetMs');
    expect(once.states).toBeLessThanOrEqual(300_001);
    expect({ result: again.result, states: again.states, moves: again.moves }).toEqual({ result: once.result, states: once.states, moves: once.moves });
  });

  test.each([
    [['solve', 'elevens', '--seed', '1', '--budget-states', '1000', '--budget-ms', '500'], 'give one of --budget-states and --budget-ms, not both'],
    [['stats', 'elevens', '--deals', '1', '--budget-states', '1000', '--budget-ms', '500'], 'give one of --budget-states and --budget-ms, not both'],
    [['solve', 'elevens', '--seed', '1', '--budget-states', '0'], '--budget-states wants a whole number of positions from 1'],
    [['stats', 'elevens', '--deals', '1', '--player', 'fair', '--budget-states', '1000'], '--budget-states goes with --player thoughtful'],
  ])('%j is refused with one line', (args, message) => {
    const result = run(...args);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')).toHaveLength(2);
    expect(result.stderr).toContain(message);
  });
});

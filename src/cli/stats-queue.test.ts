/**
 * `pasyans stats … --queue` and `pasyans worker` with real parts (issue 11): a redis-server on a free localhost port
 * (redis-for-tests.ts), the built CLI in dist/ (`npm run build:cli`), worker processes killed with SIGKILL. The tests
 * wait for events (a line of a worker, a state in Redis, an exit), never for a time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BATCH_FORMAT, type BatchData, batchJobId } from './queue.js';
import { type Child, type TestRedis, freePort, startNode, startRedis } from './redis-for-tests.js';
import type { StatsRecord } from './stats-results.js';
import { DealRanges } from './stats-results.js';
import { batchesOf, takeBatch } from './stats-queue.js';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'pasyans.js');
const scratch = mkdtempSync(join(tmpdir(), 'pasyans-queue-'));

/** Runs the CLI to its end. */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', cwd: scratch });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Resolves once `check()` holds, looking again every 20 ms (the test's own time limit ends a wait that never ends). */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The deals of a results file, each as often as it appears. */
function dealsIn(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => (JSON.parse(line) as StatsRecord).deal);
}

const numbers = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => String(first + i));

/** The "took" and "done" lines of a worker's log: the batch ids. */
const batchesTook = (worker: Child) => worker.lines.filter((line) => line.startsWith('took ')).map((line) => /\((batch-[0-9a-f]+)\)/.exec(line)![1]);
const batchesDone = (worker: Child) => worker.lines.filter((line) => line.startsWith('done ')).map((line) => /\((batch-[0-9a-f]+)\)/.exec(line)![1]);

describe('issue 11, item 3: each deal of a batch is taken once', () => {
  test('batches are cut from the whole run, so a run started again cuts the same ones', () => {
    expect([...batchesOf(numbers(1, 25), 10)].map((batch) => [batch[0], batch.length])).toEqual([['1', 10], ['11', 10], ['21', 5]]);
  });

  test('a batch id names what the batch holds: the same batch, the same id; another deal, budget or option, another id', () => {
    const data: BatchData = { format: BATCH_FORMAT, game: 'elevens', options: {}, budgetMs: 500, deals: [{ name: '1', seed: 1 }] };
    expect(batchJobId({ ...data, deals: [{ name: '1', seed: 1 }] })).toBe(batchJobId(data));
    const others = [{ ...data, budgetMs: 501 }, { ...data, deals: [{ name: '1', seed: 2 }] }, { ...data, options: { x: 1 } }, { ...data, game: 'klondike' }];
    expect(new Set([data, ...others].map(batchJobId)).size).toBe(5);
  });

  test('an outcome that arrives twice is taken once; the deals of the results file are not taken again', () => {
    const done = new DealRanges();
    done.add('2'); // in the results file already
    const taken: string[] = [];
    const deals = numbers(1, 3).map((name) => ({ name, seed: Number(name) }));
    const outcomes = deals.map(() => ({ result: 'won' as const, states: 1, ms: 1, moveCount: 1 }));
    expect(takeBatch(deals, outcomes, done, (deal) => taken.push(deal.name))).toBe(2);
    expect(takeBatch(deals, outcomes, done, (deal) => taken.push(deal.name))).toBe(0); // the same batch solved twice
    expect(taken).toEqual(['1', '3']);
    expect(() => takeBatch(deals, outcomes.slice(1), done, () => {})).toThrow('a worker sent 2 outcomes for a batch of 3 deals');
  });
});

describe('issue 11, item 3: a Redis that is not there gets one line and exit 2', () => {
  test.each([
    ['stats', 'elevens', '--deals', '5', '--out', 'none.jsonl'],
    ['worker', '--concurrency', '1'],
  ])('pasyans %s … --queue redis://127.0.0.1:<a port no one listens on>', async (...args) => {
    const port = await freePort();
    const result = run(...args, '--queue', `redis://127.0.0.1:${port}`);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`pasyans: cannot reach Redis at redis://127.0.0.1:${port}: connection refused: is redis-server running there?\n`);
    expect(result.stdout).toBe('');
  });

  test.each([
    [['stats', 'elevens', '--deals', '5', '--queue', 'localhost:6379'], '--queue wants a Redis URL such as redis://localhost:6379, got "localhost:6379"'],
    [['worker', '--queue', 'http://localhost:6379'], '--queue wants a Redis URL such as redis://localhost:6379, got "http://localhost:6379"'],
    [['worker'], 'worker needs --queue redis://HOST:PORT'],
    [['stats', 'elevens', '--deals', '5', '--queue', 'redis://localhost:1', '--workers', '2'], '--workers is for a run on this machine'],
    [['stats', 'elevens', '--deals', '5', '--batch-size', '3'], '--batch-size goes with --queue'],
    [['stats', 'elevens', '--deals', '5', '--queue', 'redis://localhost:1', '--batch-size', '0'], '--batch-size wants a whole number, at least 1'],
    [['worker', '--queue', 'redis://localhost:1', '--stall-ms', '10'], '--stall-ms wants a whole number, at least 100'],
  ])('%j is refused before any connection: %s', (args, message) => {
    const result = run(...args);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')).toHaveLength(2); // one line and its newline
    expect(result.stderr).toContain(message);
  });
});

describe('issue 11, items 1–4: a coordinator and worker processes over a real Redis', () => {
  let redis: TestRedis;
  let queue: Queue;
  /** The one-machine run of Elevens deals 1–300 (`pasyans stats elevens --deals 300`, worker threads, no queue). */
  let here: { won: number; lost: number; unknown: number; deals: number };
  const started: Child[] = [];
  const start = (...args: string[]) => {
    const child = startNode([bin, ...args], scratch);
    started.push(child);
    return child;
  };
  /** Starts `pasyans worker` and waits until it listens. */
  const startWorker = async (...args: string[]) => {
    const worker = start('worker', '--queue', redis.url, '--concurrency', '1', ...args);
    await worker.until(() => worker.lines.some((line) => line.includes('waiting for batches')), 'the worker listened');
    return worker;
  };

  beforeAll(async () => {
    redis = await startRedis();
    queue = new Queue('pasyans-stats', { connection: { url: redis.url } });
    const result = run('stats', 'elevens', '--deals', '300', '--workers', '2', '--out', 'here.jsonl', '--json');
    expect(result.stderr).toBe('');
    here = JSON.parse(result.stdout);
    expect(here.deals).toBe(300);
  });

  afterAll(async () => {
    for (const child of started) child.signal('SIGKILL');
    await Promise.all(started.map((child) => child.ended()));
    await queue?.close();
    await redis?.stop();
  });

  test('three workers, one killed with kill -9 while it holds a batch: the same summary as one machine, each deal once', async () => {
    const out = join(scratch, 'killed.jsonl');
    // The first worker is alone on the queue when the batches come, so it takes one.
    const doomed = await startWorker('--stall-ms', '1000');
    const coordinator = start('stats', 'elevens', '--deals', '300', '--queue', redis.url, '--out', out, '--json');
    // Freeze it as it holds a batch, then kill it: that batch is taken and never completed by it.
    let held: string | undefined;
    while (held === undefined) {
      const seen = batchesTook(doomed).length;
      await doomed.until(() => batchesTook(doomed).length > seen, 'the worker took a batch');
      doomed.signal('SIGSTOP');
      const active = await queue.getActive();
      held = active.find((job) => job.processedBy?.endsWith(`:${doomed.child.pid}`))?.id;
      if (held === undefined) doomed.signal('SIGCONT'); // it was between batches: let it take the next one
    }
    doomed.signal('SIGKILL');
    expect((await doomed.ended()).signal).toBe('SIGKILL');
    expect(batchesDone(doomed)).not.toContain(held);

    const others = [await startWorker('--stall-ms', '1000'), await startWorker('--stall-ms', '1000')];
    const exit = await coordinator.ended();
    expect(coordinator.errors.join('\n')).toBe('');
    expect(exit.code).toBe(0);
    const summary = JSON.parse(coordinator.lines[0]);
    expect({ deals: summary.deals, won: summary.won, lost: summary.lost, unknown: summary.unknown }).toEqual({ deals: 300, won: here.won, lost: here.lost, unknown: here.unknown });
    expect(dealsIn(out).sort((a, b) => Number(a) - Number(b))).toEqual(numbers(1, 300));
    // The batch of the killed worker went back to the queue and another worker solved it.
    expect(others.flatMap(batchesDone)).toContain(held);
    // Every batch was completed and removed: nothing of the run is left in Redis.
    expect(await queue.getJobCounts('waiting', 'active', 'completed', 'failed')).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0 });
    for (const worker of others) worker.signal('SIGTERM');
    for (const worker of others) expect((await worker.ended()).code).toBe(0); // a worker asked to stop ends cleanly
  });

  test('a coordinator killed and started again resumes from its results file and the queue: no batch is solved twice', async () => {
    const out = join(scratch, 'resumed.jsonl');
    // The first coordinator puts the 30 batches on the queue and is killed before any worker runs.
    const first = start('stats', 'elevens', '--deals', '300', '--queue', redis.url, '--out', out, '--json');
    await eventually(async () => (await queue.getWaitingCount()) === 30);
    first.signal('SIGKILL');
    await first.ended();
    // A worker solves them all while no coordinator waits: the results stay in Redis.
    const worker = await startWorker();
    await worker.until(() => batchesDone(worker).length === 30, 'the worker solved the 30 batches');
    // Deals 1–50 are in the results file already (from an earlier run on one machine, say).
    const hereLines = readFileSync(join(scratch, 'here.jsonl'), 'utf8').split('\n').filter((line) => line && Number((JSON.parse(line) as StatsRecord).deal) <= 50);
    writeFileSync(out, `${hereLines.join('\n')}\n`);

    const second = start('stats', 'elevens', '--deals', '300', '--queue', redis.url, '--out', out, '--json');
    expect((await second.ended()).code).toBe(0);
    const summary = JSON.parse(second.lines[0]);
    expect({ deals: summary.deals, won: summary.won, lost: summary.lost, unknown: summary.unknown }).toEqual({ deals: 300, won: here.won, lost: here.lost, unknown: here.unknown });
    expect(dealsIn(out).sort((a, b) => Number(a) - Number(b))).toEqual(numbers(1, 300));
    // Each batch was taken by the worker once: the second coordinator took the results the queue held.
    expect(batchesTook(worker)).toHaveLength(30);
    expect(new Set(batchesTook(worker)).size).toBe(30);
    // The results of the five batches of deals 1–50, in the results file already, were removed from Redis too.
    expect(await queue.getJobCounts('waiting', 'active', 'completed', 'failed')).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0 });
    worker.signal('SIGTERM');
    expect((await worker.ended()).code).toBe(0);
  });
});

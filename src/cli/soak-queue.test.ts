/**
 * `npm run soak -- --queue` and its soak workers with real parts: a redis-server on a free localhost port
 * (redis-for-tests.ts) and scripts/soak.mjs over the built dist/. The tests wait for events (a line, an exit, a job's
 * end), never for a time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Child, type TestRedis, freePort, startNode, startRedis } from './redis-for-tests.js';
import { SOAK_FORMAT, SOAK_QUEUE_NAME, type SoakJobData, soakJobId } from './soak-queue.js';

const script = join(import.meta.dirname, '..', '..', 'scripts', 'soak.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'pasyans-soak-queue-'));

let redis: TestRedis;
let worker: Child;

beforeAll(async () => {
  redis = await startRedis();
  worker = startNode([script, '--worker', '--queue', redis.url, '--workers', '1', '--stall-ms', '2000'], scratch);
  await worker.until(() => worker.lines.some((line) => line.includes('waiting for batches')), 'the soak worker waited for batches');
});

afterAll(async () => {
  worker?.signal('SIGTERM');
  await worker?.ended();
  await redis?.stop();
});

describe('issue 26, item 6: a soak run over the queue', () => {
  test('the batches go to the soak worker and come back counted; the run exits 0; the queue is left empty', async () => {
    const run = startNode([script, '--queue', redis.url, '--games', 'elevens,klondike', '--playouts', '4', '--batch-size', '2', '--max-moves', '300'], scratch);
    const exit = await run.ended();
    expect(run.errors.join('\n')).not.toMatch(/soak: (?!\d+ batches on the queue)/);
    expect(exit.code).toBe(0);
    const table = run.lines.filter((line) => /^\| (elevens|klondike) \| 4 \| \d+ \| 0 \|/.test(line));
    expect(table).toHaveLength(2);
    // elevens: one reading, 2 batches; klondike: 4 of its readings, one playout each, 4 batches.
    const done = worker.lines.filter((line) => line.startsWith('done '));
    expect(done).toHaveLength(6);
    expect(done.every((line) => / 0 failures$/.test(line))).toBe(true);
    const queue = new Queue(SOAK_QUEUE_NAME, { connection: { url: redis.url } });
    expect(await queue.getJobCounts('waiting', 'active', 'completed', 'failed')).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0 });
    await queue.close();
  });

  test('a batch of other rules (another build) is refused for good, not played', async () => {
    const connection = { url: redis.url };
    const queue = new Queue<SoakJobData>(SOAK_QUEUE_NAME, { connection });
    const data: SoakJobData = { format: SOAK_FORMAT, rules: 'another-build', batch: { game: 'elevens', reading: 'defaults', options: {}, seed: 1, first: 0, count: 1, maxMoves: 10 } };
    const jobId = soakJobId(data);
    await queue.add('other', data, { jobId });
    // The worker's own line of the failure (a QueueEvents opened just before could miss an end that comes before its
    // first read, and wait for ever: a hang seen on a busy machine).
    await worker.until(() => worker.errors.some((line) => line.includes(`(${jobId}) failed: a soak batch for rules another-build; this worker has rules`)), 'the worker refused the batch');
    expect(await queue.getJobState(jobId)).toBe('failed');
    expect(worker.lines.some((line) => line.includes(jobId))).toBe(false);
    await queue.close();
  });

  test('a Redis that is not there: one line and exit 2', async () => {
    const port = await freePort();
    const run = startNode([script, '--queue', `redis://127.0.0.1:${port}`, '--games', 'elevens', '--playouts', '1'], scratch);
    const exit = await run.ended();
    expect(exit.code).toBe(2);
    expect(run.errors.at(-1)).toBe(`soak: cannot reach Redis at redis://127.0.0.1:${port}: connection refused: is redis-server running there?`);
  });
});

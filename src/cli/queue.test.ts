/**
 * One batch on the queue (queue.ts `runBatchOnQueue`, used by the stats and soak coordinators) over a real Redis
 * (redis-for-tests.ts) and a BullMQ worker in this process. The case that hung a run: the end of a batch that the
 * events stream never reports (a `QueueEvents` whose first read started after the end). The coordinator must still
 * see the end, by asking for the job's state. The tests wait for events, never for a time.
 */
import { EventEmitter } from 'node:events';
import { type QueueEvents, Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runBatchOnQueue } from './queue.js';
import { type TestRedis, startRedis } from './redis-for-tests.js';

const NAME = 'pasyans-queue-test';
let redis: TestRedis;

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  await redis?.stop();
});

/**
 * An events stream that is ready and never reports anything: every end of a job is missed. `listening(n)` is told each
 * time a wait for a job's end starts listening on it (the n-th time).
 */
function deafEvents(listening: (n: number) => void = () => {}): QueueEvents {
  const events = new EventEmitter() as unknown as QueueEvents & { waitUntilReady(): Promise<void> };
  events.waitUntilReady = async () => undefined;
  let waits = 0;
  (events as unknown as EventEmitter).on('newListener', (event: string) => {
    if (event.startsWith('completed:')) listening(++waits);
  });
  return events;
}

/** A gate a worker's job waits at until the test opens it. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('a batch on the queue: its end is seen even when the events stream misses it', () => {
  test('completed after the wait began: the result reaches take, then the job is removed', async () => {
    const connection = { url: redis.url };
    const queue = new Queue<{ n: number }, number>(NAME, { connection });
    // The job ends only once the coordinator waits a second time, so the first wait's own look at the job's state
    // found it running: only a later look can see the end.
    const end = gate();
    const worker = new Worker<{ n: number }, number>(NAME, async (job) => {
      await end.opened;
      return job.data.n * 2;
    }, { connection });
    try {
      const taken: number[] = [];
      const events = deafEvents((n) => n === 2 && end.open());
      await runBatchOnQueue(queue, events, 'double 21', { n: 21 }, 'job-21', (result) => taken.push(result), 100);
      expect(taken).toEqual([42]);
      expect(await queue.getJobState('job-21')).toBe('unknown'); // removed after it was taken
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  test('failed after the wait began: the batch and the worker\'s reason in the error, nothing taken', async () => {
    const connection = { url: redis.url };
    const queue = new Queue<{ n: number }, number>(`${NAME}-failing`, { connection });
    const end = gate();
    const worker = new Worker<{ n: number }, number>(`${NAME}-failing`, async () => {
      await end.opened;
      throw new Error('no such deal');
    }, { connection });
    try {
      const taken: number[] = [];
      const events = deafEvents((n) => n === 2 && end.open());
      await expect(runBatchOnQueue(queue, events, 'deal 7', { n: 7 }, 'job-7', (result) => taken.push(result), 100)).rejects.toThrow('batch deal 7 (job-7) failed on a worker: no such deal');
      expect(taken).toEqual([]);
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});

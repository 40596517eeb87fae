/**
 * The job queue of a distributed `pasyans stats` (docs/win-rates.md, "Many machines"): BullMQ over Redis. The
 * coordinator (`pasyans stats … --queue URL`, stats-queue.ts) puts the deals of a run on the queue in batches; any
 * number of `pasyans worker --queue URL` processes on any number of machines (worker-command.ts) take the batches,
 * solve each deal with the same code as a run on one machine (stats-worker.ts) and complete the batch with one outcome
 * a deal.
 *
 * A batch is a BullMQ job whose id is a hash of what it holds (the run and its deals), so a batch put on the queue
 * twice (by a coordinator started again) is one job, and the results of a batch finished while no coordinator waited
 * stay in Redis until a coordinator takes them.
 */
import { createHash } from 'node:crypto';
import type { Job, Queue, QueueEvents } from 'bullmq';
import { UsageError } from './common.js';
import { runLazily } from './run-lazily.js';
import type { DealJob } from './stats-command.js';
import type { StatsRun } from './stats-results.js';
import type { StatsOutcome } from './stats-worker.js';

/** The BullMQ queue every run and every worker shares (Redis keys `bull:pasyans-stats:…`). */
export const QUEUE_NAME = 'pasyans-stats';

/** Deals a batch holds unless `pasyans stats --batch-size` says otherwise. */
export const DEFAULT_BATCH_SIZE = 10;

/**
 * The format of a batch's data; a worker refuses a batch of another format (a coordinator of another version).
 * Format 2 added the player (`player`, `fair`): a worker of format 1 would have solved a fair run's deals thoughtfully.
 * Format 3 added the thoughtful player's budget in states (`budgetStates`), which a worker of format 2 cannot solve.
 */
export const BATCH_FORMAT = 3;

/**
 * The data of one batch job: the run (game, options and player: the thoughtful solver's budget a deal, `budgetStates`
 * or `budgetMs`, or the fair player and its settings; stats-results.ts `StatsRun`) and its deals, solved in this order
 * with that budget. The budget is part of the batch's id (`batchJobId`), so runs of other budgets never share a batch.
 */
export type BatchData = StatsRun & {
  format: number;
  deals: DealJob[];
};

/** What a worker completes a batch with: one outcome a deal, in the order of `BatchData.deals`. */
export type BatchResult = StatsOutcome[];

/**
 * The job id of a batch: a hash of its data (the run and the deals with their seeds or decks). The same batch always
 * gets the same id, and BullMQ adds a job whose id is on the queue already only once.
 */
export function batchJobId(data: BatchData): string {
  return `batch-${createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 32)}`;
}

/** A batch's name as the workers' log and Redis show it: the game and the names of its first and last deals. */
export function batchName(data: BatchData): string {
  const first = data.deals[0]?.name ?? '';
  const last = data.deals[data.deals.length - 1]?.name ?? '';
  return `${data.game} ${first === last ? first : `${first}–${last}`}`;
}

/**
 * How long a batch whose worker stopped (killed, frozen, cut off) stays with it before another worker takes it, in
 * ms: BullMQ's `lockDuration` (a working worker renews its lock every half of it) and `stalledInterval` (how often
 * the workers look for batches whose lock ran out). Set with `pasyans worker --stall-ms`.
 */
export const DEFAULT_STALL_MS = 30_000;

/** How many times a batch may be taken back from a stopped worker before it is marked failed (BullMQ's `maxStalledCount`). */
export const MAX_STALLED = 3;

/** A Redis URL as given: `redis://HOST:PORT` (or `rediss://` for TLS, with an optional user, password and database). */
export function parseQueueUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--queue wants a Redis URL such as redis://localhost:6379, got "${text}"`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new UsageError(`--queue wants a Redis URL such as redis://localhost:6379, got "${text}"`);
  return text;
}

/** The URL without its password, for messages and logs. */
export function shownUrl(text: string): string {
  const url = new URL(text);
  if (url.password) url.password = '***';
  return url.toString().replace(/\/$/, '');
}

/** The system's words for a connection that failed (the code when there are none). */
function connectionProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const words: Record<string, string> = { ECONNREFUSED: 'connection refused: is redis-server running there?', ENOTFOUND: 'no such host', ETIMEDOUT: 'no answer', EHOSTUNREACH: 'host unreachable' };
  return (code && words[code]) ?? (error as Error).message;
}

/**
 * Checks that Redis answers at `url` before any queue is opened (BullMQ would wait for it without end).
 * @throws UsageError with one line naming the URL when it does not.
 */
export async function checkRedis(url: string): Promise<void> {
  const { Redis } = await import('ioredis'); // loaded only by a run that uses the queue
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false, connectTimeout: 5000 });
  let cause: unknown = null; // the socket's own error (connect() rejects with "Connection is closed" after it)
  client.on('error', (error) => {
    cause ??= error;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new UsageError(`cannot reach Redis at ${shownUrl(url)}: ${connectionProblem(cause ?? error)}`);
  } finally {
    client.disconnect();
  }
}

/** Writes each distinct Redis error of a running queue once on stderr (BullMQ retries the connection itself). */
export function reportRedisErrors(url: string): (error: Error) => void {
  const seen = new Set<string>();
  return (error) => {
    const text = connectionProblem(error);
    if (seen.has(text)) return;
    seen.add(text);
    process.stderr.write(`pasyans: Redis at ${shownUrl(url)}: ${text} (retrying)\n`);
  };
}

/** Resolves on the process's first SIGINT or SIGTERM (a queue worker then finishes the batches it holds and stops). */
export function untilStopped(): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/**
 * How often, in ms, a coordinator waiting for a batch also asks Redis whether it has ended, besides listening for its
 * end on the events stream: a `QueueEvents` whose first stream read starts just after a batch ended never hears of
 * that end (it reads from the stream's newest entry on), and would wait for ever.
 */
export const BATCH_POLL_MS = 30_000;

/** BullMQ's words for a `waitUntilFinished` whose time ran out (the job may still be running). */
const WAIT_TIMED_OUT = 'timed out before finishing';

/**
 * Resolves with the result of `job` once a worker has completed it: listens on `events` and, every `pollMs`, asks
 * Redis for the job's state (BullMQ's `waitUntilFinished` checks it each time it starts listening).
 * @throws Error with the worker's reason when the job failed.
 */
async function finished<R>(job: Job<unknown, R>, events: QueueEvents, pollMs: number): Promise<R> {
  for (;;) {
    try {
      return await job.waitUntilFinished(events, pollMs);
    } catch (error) {
      if (!String((error as Error)?.message).includes(WAIT_TIMED_OUT)) throw error;
    }
  }
}

/**
 * Runs one batch on the queue, for the coordinators of `stats` and `soak` (stats-queue.ts, soak-queue.ts): adds `data`
 * as the job `jobId` named `name` (a batch still there from an earlier coordinator is the same job; a failed one is
 * retried), waits until a worker has finished it (`finished`: its end heard, or its state read every `pollMs`),
 * passes the result to `take` and only then removes the job, so a coordinator stopped in between finds the result in
 * Redis when it starts again.
 * @throws Error "batch NAME (ID) failed on a worker: REASON" when the batch failed.
 */
export async function runBatchOnQueue<D, R>(queue: Queue<D, R>, events: QueueEvents, name: string, data: D, jobId: string, take: (result: R) => void, pollMs = BATCH_POLL_MS): Promise<void> {
  // BullMQ's types pick the name and result types apart by conditional types, which a generic D leaves open.
  const job = (await queue.add(name as never, data as never, { jobId })) as Job<unknown, R>;
  if ((await queue.getJobState(jobId)) === 'failed') await job.retry('failed');
  let result: R;
  try {
    result = await finished(job, events, pollMs);
  } catch (error) {
    throw new Error(`batch ${name} (${jobId}) failed on a worker: ${(error as Error).message}`);
  }
  take(result);
  await queue.remove(jobId);
}

/** A coordinator's queue while its run lasts: the queue itself, and one batch run on it (`runBatchOnQueue`). */
export interface CoordinatorQueue<D, R> {
  queue: Queue<D, R>;
  runBatch(name: string, data: D, jobId: string, take: (result: R) => void): Promise<void>;
}

/**
 * A coordinator's run on the queue `queueName` at `url` (`stats --queue`, stats-queue.ts; `soak --queue`,
 * soak-queue.ts): checks that Redis answers, opens the queue and its events stream (Redis errors reported once each),
 * passes each of `batches` to `each` with at most `ahead` under way at a time (run-lazily.ts), and closes both when
 * all are done or one failed. BullMQ is loaded only here, by a run that uses the queue.
 * @throws UsageError when Redis does not answer at `url`; the first error of `each`.
 */
export async function coordinateOnQueue<B, D, R>(url: string, queueName: string, batches: Iterable<B>, ahead: number, each: (batch: B, on: CoordinatorQueue<D, R>) => Promise<void>): Promise<void> {
  await checkRedis(url);
  const { Queue, QueueEvents } = await import('bullmq');
  const connection = { url };
  const onError = reportRedisErrors(url);
  const queue = new Queue<D, R>(queueName, { connection });
  queue.on('error', onError);
  queue.setMaxListeners(ahead + 10); // each batch waited for listens for the queue closing
  const events = new QueueEvents(queueName, { connection });
  events.on('error', onError);
  const on: CoordinatorQueue<D, R> = { queue, runBatch: (name, data, jobId, take) => runBatchOnQueue(queue, events, name, data, jobId, take) };
  try {
    await events.waitUntilReady();
    await runLazily(batches, ahead, (batch) => each(batch, on));
  } finally {
    await events.close();
    await queue.close();
  }
}

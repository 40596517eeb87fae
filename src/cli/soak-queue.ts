/**
 * A soak run over many machines (`npm run soak -- --queue redis://HOST:PORT`, docs/soak.md): the run puts its batches
 * of playouts on a BullMQ queue of its own, `pasyans-soak` (the stats queue of queue.ts is left alone), and soak
 * workers (`npm run soak -- --worker --queue URL`, on any number of machines) play them, each batch in a worker
 * thread (soak-worker.ts), and complete it with its outcome.
 *
 * A batch is a job whose id is a hash of what it holds (the rules fingerprint and the batch), so a run started again
 * finds its batches still on the queue instead of adding them twice; a batch whose worker stopped goes back to the
 * queue when its lock runs out (BullMQ's stalled-job check) and another worker plays it; a result is taken once, then
 * its job is removed. A worker refuses, for good, a batch of other rules (another build of pasyans).
 */
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import type { Job } from 'bullmq';
import { DEFAULT_STALL_MS, MAX_STALLED, checkRedis, coordinateOnQueue, reportRedisErrors, shownUrl, untilStopped } from './queue.js';
import type { SoakBatch } from '../solver/soak.js';
import type { SoakBatchResult } from './soak-worker.js';

/** The BullMQ queue of soak runs (Redis keys `bull:pasyans-soak:…`). */
export const SOAK_QUEUE_NAME = 'pasyans-soak';

/** The format of a soak job's data; a worker refuses another. */
export const SOAK_FORMAT = 1;

/** Most batches of a run on the queue at a time. */
export const SOAK_BATCHES_AHEAD = 500;

/** A soak job: the batch and the fingerprint of the rules it is to be played with (soak-run.ts `rulesFingerprint`). */
export interface SoakJobData {
  format: number;
  rules: string;
  batch: SoakBatch;
}

/** The job id of a soak job: a hash of its data, so the same batch of the same run is one job. */
export function soakJobId(data: SoakJobData): string {
  return `soak-${createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 32)}`;
}

/** A batch's name in logs: game, reading and its playouts. */
export function soakBatchName(batch: SoakBatch): string {
  return `${batch.game} (${batch.reading}) playouts ${batch.first}–${batch.first + batch.count - 1}`;
}

/**
 * Plays `batches` on the queue at `url` with the rules `rules` and passes each result to `take` as its batch
 * completes. Resolves when every batch is taken. @throws UsageError when Redis does not answer at `url`; Error when a
 * batch failed on a worker (with its reason).
 */
export async function soakOnQueue(url: string, rules: string, batches: Iterable<SoakBatch>, take: (batch: SoakBatch, result: SoakBatchResult) => void, ahead = SOAK_BATCHES_AHEAD): Promise<void> {
  await coordinateOnQueue<SoakBatch, SoakJobData, SoakBatchResult>(url, SOAK_QUEUE_NAME, batches, ahead, async (batch, { runBatch }) => {
    const data: SoakJobData = { format: SOAK_FORMAT, rules, batch };
    await runBatch(soakBatchName(batch), data, soakJobId(data), (result) => take(batch, result));
  });
}

/** How a soak worker runs: batches at a time (one worker thread each), the stall time, its rules, where it logs. */
export interface SoakWorkerSettings {
  concurrency: number;
  stallMs?: number;
  rules: string;
  print: (line: string) => void;
}

/**
 * Serves the soak queue at `url` until SIGINT or SIGTERM (the batches held then are finished first): takes batches,
 * plays each in a worker thread, logs `took NAME (ID)` and `done NAME (ID): P playouts, M moves, F failures`.
 * @throws UsageError when Redis does not answer at `url`.
 */
export async function serveSoakQueue(url: string, settings: SoakWorkerSettings): Promise<void> {
  await checkRedis(url);
  const { Piscina } = await import('piscina');
  const { UnrecoverableError, Worker } = await import('bullmq');
  const { concurrency, rules, print } = settings;
  const stallMs = settings.stallMs ?? DEFAULT_STALL_MS;
  const pool = new Piscina<SoakBatch, SoakBatchResult>({ filename: new URL('./soak-worker.js', import.meta.url).href, minThreads: concurrency, maxThreads: concurrency });
  const name = `${hostname()}:${process.pid}`;

  const play = async (job: Job<SoakJobData, SoakBatchResult>): Promise<SoakBatchResult> => {
    const data = job.data;
    if (data.format !== SOAK_FORMAT) throw new UnrecoverableError(`a soak batch of format ${data.format}; this worker reads format ${SOAK_FORMAT} (run the same pasyans version everywhere)`);
    if (data.rules !== rules) throw new UnrecoverableError(`a soak batch for rules ${data.rules}; this worker has rules ${rules} (run the same build of pasyans everywhere)`);
    const label = `${soakBatchName(data.batch)} (${job.id})`;
    print(`took ${label}`);
    const result = await pool.run(data.batch);
    print(`done ${label}: ${result.playouts} playouts, ${result.moves} moves, ${result.failed} failures`);
    return result;
  };

  const worker = new Worker<SoakJobData, SoakBatchResult>(SOAK_QUEUE_NAME, play, { connection: { url }, name, concurrency, lockDuration: stallMs, stalledInterval: stallMs, maxStalledCount: MAX_STALLED });
  worker.on('error', reportRedisErrors(url));
  worker.on('failed', (job, error) => {
    if (job) process.stderr.write(`soak worker: ${soakBatchName(job.data.batch)} (${job.id}) failed: ${error.message}\n`);
  });
  await worker.waitUntilReady();
  print(`soak worker ${name}: waiting for batches on ${shownUrl(url)} (${concurrency} at a time)`);
  await untilStopped();
  await worker.close();
  await pool.close();
}

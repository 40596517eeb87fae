/**
 * `pasyans worker --queue redis://HOST:PORT [--concurrency N] [--stall-ms MS]` (docs/win-rates.md, "Many machines"):
 * takes batches of deals of any `pasyans stats … --queue` run from the queue (queue.ts), solves each deal in a worker
 * thread with the same code as a run on one machine (stats-worker.ts, through piscina) and with the budget and player
 * its batch names (a budget in states gives the same outcomes on any worker), and completes the batch with one outcome
 * a deal. It runs until it is stopped: SIGINT or SIGTERM let the batches it holds finish first; a worker
 * killed outright (kill -9) loses nothing, as its batches go back to the queue once their lock runs out (--stall-ms)
 * and another worker takes them.
 *
 * One line a batch on standard output: `took BATCH (ID)` when it starts and `done BATCH (ID): won W, lost L, unknown
 * U` when it is completed.
 */
import { availableParallelism, hostname } from 'node:os';
import type { Job } from 'bullmq';
import { Command } from 'commander';
import { UsageError, wholeNumber } from './common.js';
import { BATCH_FORMAT, type BatchData, type BatchResult, DEFAULT_STALL_MS, MAX_STALLED, QUEUE_NAME, batchName, checkRedis, parseQueueUrl, reportRedisErrors, shownUrl, untilStopped } from './queue.js';
import { statsTask } from './stats-results.js';
import type { StatsOutcome, StatsTask } from './stats-worker.js';

interface WorkerFlags {
  queue?: string;
  concurrency?: string;
  stallMs: string;
}

/** The most batches one worker process solves at a time (one worker thread each). */
export const MAX_CONCURRENCY = 64;

/** The `worker` command (registered by program.ts). */
export function workerCommand(): Command {
  return new Command('worker')
    .description('solve batches of deals of `pasyans stats … --queue` runs, taken from the queue, until stopped')
    .option('--queue <url>', 'the Redis of the queue, e.g. redis://HOST:6379 (required)')
    .option('--concurrency <n>', 'batches solved at a time, one worker thread each (default: the number of cores)')
    .option('--stall-ms <ms>', 'how long a batch of a stopped worker waits before another worker takes it (BullMQ lock and stalled-check interval)', String(DEFAULT_STALL_MS))
    .action(async (flags: WorkerFlags) => {
      if (flags.queue === undefined) throw new UsageError('worker needs --queue redis://HOST:PORT (the Redis of `pasyans stats … --queue`)');
      const url = parseQueueUrl(flags.queue);
      const concurrency = flags.concurrency === undefined ? availableParallelism() : wholeNumber(flags.concurrency, '--concurrency', 1);
      if (concurrency > MAX_CONCURRENCY) throw new UsageError(`--concurrency wants at most ${MAX_CONCURRENCY}, got ${concurrency}`);
      const stallMs = wholeNumber(flags.stallMs, '--stall-ms', 100);
      await checkRedis(url);

      const { Piscina } = await import('piscina');
      const { UnrecoverableError, Worker } = await import('bullmq');
      const pool = new Piscina<StatsTask, StatsOutcome>({ filename: new URL('./stats-worker.js', import.meta.url).href, minThreads: concurrency, maxThreads: concurrency });
      const name = `${hostname()}:${process.pid}`;
      const print = (line: string) => process.stdout.write(`${line}\n`);

      /** Solves a batch's deals one after another on one worker thread (the other threads serve the other batches). */
      const solveBatch = async (job: Job<BatchData, BatchResult>): Promise<BatchResult> => {
        const data = job.data;
        if (data.format !== BATCH_FORMAT) throw new UnrecoverableError(`a batch of format ${data.format}; this worker reads format ${BATCH_FORMAT} (run the same pasyans version everywhere)`);
        const label = `${batchName(data)} (${job.id})`;
        print(`took ${label}`);
        const outcomes: BatchResult = [];
        for (const deal of data.deals) outcomes.push(await pool.run(statsTask(data, deal)));
        const count = (result: StatsOutcome['result']) => outcomes.filter((outcome) => outcome.result === result).length;
        print(`done ${label}: won ${count('won')}, lost ${count('lost')}, unknown ${count('unknown')}`);
        return outcomes;
      };

      const worker = new Worker<BatchData, BatchResult>(QUEUE_NAME, solveBatch, {
        connection: { url },
        name,
        concurrency,
        lockDuration: stallMs,
        stalledInterval: stallMs,
        maxStalledCount: MAX_STALLED,
      });
      worker.on('error', reportRedisErrors(url));
      worker.on('failed', (job, error) => {
        if (job) process.stderr.write(`pasyans worker: ${batchName(job.data)} (${job.id}) failed: ${error.message}\n`);
      });
      await worker.waitUntilReady();
      print(`worker ${name}: waiting for batches on ${shownUrl(url)} (${concurrency} at a time)`);

      await untilStopped();
      // The batches held now are finished and completed; no new one is taken.
      await worker.close();
      await pool.close();
    });
}

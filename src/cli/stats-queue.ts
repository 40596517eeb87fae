/**
 * The coordinator of `pasyans stats … --queue redis://HOST:PORT` (docs/win-rates.md, "Many machines"): puts the deals
 * of a run on the queue in batches (queue.ts) as `pasyans worker` processes take them, and hands each deal's outcome
 * to the run (stats-command.ts counts it, moves the progress bar and writes it to the results file in the run's order of
 * deals, in-order.ts: the batches complete in any order, the file is the same as a run on one machine writes).
 *
 * Exactly once, nothing lost:
 * - The batches are cut from the whole run (deals 1–10, 11–20, … of `--deals`; lines 1–10, … of `--decks`), not from
 *   the deals left, so a coordinator started again makes the same batches, with the same job ids: a batch still on
 *   the queue (waiting, being solved, or finished while no coordinator waited) is taken as it is, not solved again.
 * - A batch whose worker was killed goes back to the queue when its lock runs out (BullMQ's stalled-job check, run
 *   by the other workers: `pasyans worker --stall-ms`) and another worker solves it.
 * - An outcome is taken only for a deal of the run not done yet (`done`, which starts as the deals of the results
 *   file), so a deal whose result arrives twice (a batch solved twice, a batch partly written before a coordinator
 *   stopped) is counted and written once. A batch is removed from Redis once its outcomes are taken (and the results
 *   of a batch whose deals are all in the results file, left by a coordinator stopped before it removed them).
 */
import { BATCH_FORMAT, type BatchData, type BatchResult, QUEUE_NAME, batchJobId, batchName, coordinateOnQueue } from './queue.js';
import type { DealJob } from './stats-command.js';
import type { DealNames, StatsRun } from './stats-results.js';
import type { StatsOutcome } from './stats-worker.js';

/**
 * The most batches of a run on the queue at a time: enough to keep hundreds of workers busy, few enough that a run of
 * any length adds its batches as they are taken (memory and Redis stay flat).
 */
export const BATCHES_AHEAD = 1000;

/** The deals of `jobs` cut into batches of `size`, in order, one batch at a time as they are taken. */
export function* batchesOf<T>(jobs: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const job of jobs) {
    batch.push(job);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * Takes the outcomes of a batch: each deal of `deals` not in `done` yet is added to `done` and passed to `take` with
 * its outcome (`outcomes` in the order of `deals`); a deal done already is skipped. Returns how many were taken.
 * @throws Error when the outcomes do not match the deals (a worker of another version).
 */
export function takeBatch(deals: readonly DealJob[], outcomes: BatchResult, done: DealNames, take: (deal: DealJob, outcome: StatsOutcome) => void): number {
  if (!Array.isArray(outcomes) || outcomes.length !== deals.length) throw new Error(`a worker sent ${Array.isArray(outcomes) ? outcomes.length : 'no'} outcomes for a batch of ${deals.length} deals`);
  let taken = 0;
  deals.forEach((deal, index) => {
    if (done.has(deal.name)) return;
    done.add(deal.name);
    take(deal, outcomes[index]);
    taken++;
  });
  return taken;
}

/**
 * Solves the deals of `jobs` not in `done` on the queue at `url`, in batches of `batchSize`, and passes each outcome
 * to `take` as its batch completes (each deal once; `done` gains it). Resolves when every deal is done.
 * @throws UsageError when Redis does not answer at `url`; Error when a batch failed on a worker (its reason).
 */
export async function solveOnQueue(url: string, run: StatsRun, jobs: Iterable<DealJob>, batchSize: number, done: DealNames, take: (deal: DealJob, outcome: StatsOutcome) => void, ahead = BATCHES_AHEAD): Promise<void> {
  await coordinateOnQueue<DealJob[], BatchData, BatchResult>(url, QUEUE_NAME, batchesOf(jobs, batchSize), ahead, async (deals, { queue, runBatch }) => {
    const data: BatchData = { format: BATCH_FORMAT, ...run, deals };
    const jobId = batchJobId(data);
    if (deals.every((deal) => done.has(deal.name))) {
      // Done before: only its results left in Redis by a coordinator stopped before it removed them go.
      if ((await queue.getJobState(jobId)) === 'completed') await queue.remove(jobId);
      return;
    }
    // A batch already on the queue (from an earlier coordinator of this run) is not added again.
    await runBatch(batchName(data), data, jobId, (outcomes) => takeBatch(deals, outcomes, done, take));
  });
}

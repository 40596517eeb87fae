#!/usr/bin/env node
/**
 * What the distributed queue costs (issue 11, item 6; docs/win-rates.md, "Many machines"): deals a second of
 * `pasyans stats` with N local `pasyans worker` processes over a Redis queue, against the same run with N worker
 * threads and no queue. Plain JS over the compiled dist/: run `npm run build:cli` first.
 *
 *   node scripts/bench-queue.mjs [--game ID] [--deals N] [--budget-ms MS] [--workers 1,2,4] [--repeat R] [--batch-size B]
 *
 * Defaults: Elevens, deals 1–2000, 1000 ms a deal, 1, 2 and 4 workers, 3 repeats. Starts its own redis-server (Debian's;
 * `apt-get install redis-server`) on a free localhost port in a temporary directory and stops it. Each run writes its
 * results to a fresh temporary file; the time is the wall clock of the `stats` process from its start to its exit, with
 * the queue's workers already started and idle (they are started before, and stopped after, each timed run). Prints
 * the median deals a second of each and the ratio thread / queue (above 1: the queue is slower).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { startRedis } = await import(join(root, 'dist/cli/redis-for-tests.js'));
const { quantile } = await import(join(root, 'dist/solver/statistics.js'));

function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}
const game = flag('game', 'elevens');
const deals = Number(flag('deals', '2000'));
const budgetMs = flag('budget-ms', '1000');
const workerCounts = flag('workers', '1,2,4').split(',').map(Number);
const repeat = Number(flag('repeat', '3'));
const batchSize = flag('batch-size', undefined);
const cli = join(root, 'bin/pasyans.js');

/** Runs `pasyans args…` to its exit; resolves with the seconds it took, rejects on a nonzero exit. */
function timed(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (text) => (errors += text));
    child.on('close', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`pasyans ${args.join(' ')} exited ${code}: ${errors}`))));
  });
}

/** Starts `count` worker processes on `url`, one batch at a time each; resolves once each says it is waiting. */
async function startWorkers(url, count) {
  const workers = [];
  for (let i = 0; i < count; i++) workers.push(spawn(process.execPath, [cli, 'worker', '--queue', url, '--concurrency', '1'], { stdio: ['ignore', 'pipe', 'pipe'] }));
  await Promise.all(workers.map((child) => new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (text) => {
      seen += text;
      if (seen.includes('waiting for batches')) resolve();
    });
    child.on('close', (code) => reject(new Error(`a worker exited ${code} before it was ready`)));
  })));
  return workers;
}

async function stopWorkers(workers) {
  await Promise.all(workers.map((child) => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('close', resolve);
    child.kill('SIGTERM');
  })));
}

const redis = await startRedis();
const directory = mkdtempSync(join(tmpdir(), 'pasyans-bench-queue-'));
const base = ['stats', game, '--deals', String(deals), '--budget-ms', budgetMs, '--no-progress', '--json'];
let run = 0;
const out = () => join(directory, `run-${++run}.jsonl`);
try {
  console.log(`${game}, deals 1–${deals}, ${budgetMs} ms a deal, ${repeat} runs each (median deals a second)`);
  console.log('| workers | threads, no queue | worker processes over the queue | threads / queue |');
  console.log('|---|---|---|---|');
  for (const count of workerCounts) {
    const threads = [];
    const queued = [];
    for (let r = 0; r < repeat; r++) {
      threads.push(deals / (await timed([...base, '--workers', String(count), '--out', out()])));
      const workers = await startWorkers(redis.url, count);
      try {
        queued.push(deals / (await timed([...base, '--queue', redis.url, ...(batchSize ? ['--batch-size', batchSize] : []), '--out', out()])));
      } finally {
        await stopWorkers(workers);
      }
    }
    const threadRate = quantile(threads, 0.5);
    const queueRate = quantile(queued, 0.5);
    console.log(`| ${count} | ${threadRate.toFixed(0)} | ${queueRate.toFixed(0)} | ${(threadRate / queueRate).toFixed(2)} |`);
  }
} finally {
  await redis.stop();
  rmSync(directory, { recursive: true, force: true });
}

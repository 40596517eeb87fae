/**
 * `pasyans stats GAME (--deals N [--from S] | --decks FILE) [--preset NAME] [--option KEY=VALUE]…
 * [--player thoughtful [--budget-states N | --budget-ms MS] | --player fair [--samples K] [--positions B] [--player-seed S]]
 * [--workers W | --queue URL [--batch-size B]] [--out FILE] [--json]` (docs/cli.md): solves many deals in parallel worker threads (piscina),
 * shows a progress bar with the running win rate on stderr, and prints won, lost, unknown, the win rate with its 95%
 * Wilson interval and the median and p95 time a deal, and says for which player the rate holds (stats-player.ts: the
 * thoughtful solver, who sees every card, by default; or the player that does not peek, issue 27).
 *
 * Every result is appended to a JSONL file (`--out`, by default `stats-<game>[-<key>-<value>…].jsonl` naming the
 * options that differ from the defaults) in the order of the run's deals (in-order.ts), with its time only under a
 * budget in time; a rerun with the same file skips the deals already in it and counts them in the summary, so an
 * interrupted run resumes (stats-results.ts). With a budget in states (or the fair player) the same command writes the
 * same bytes on any machine and under any load.
 *
 * With `--queue redis://HOST:PORT` the deals are solved by `pasyans worker` processes on any number of machines
 * instead of worker threads here: this process is the coordinator (stats-queue.ts), with the same progress bar,
 * results file and summary. Without `--queue` nothing of the queue is loaded.
 *
 * Memory stays flat however many deals a run has: deals are produced one at a time as a worker is free (at most two
 * a worker in flight), the summary is counted as results come (the times in a `StreamingQuantiles`), and the deals
 * done are kept as ranges. What cannot be run is refused before any work, with exit code 2 and one line: deal numbers
 * past 4294967295 (`--from + --deals − 1` must be a deal number), a `--decks` file naming a deal twice, and results
 * that would not fit on the disk of the results file.
 */
import { appendFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import cliProgress from 'cli-progress';
import { Command, Option } from 'commander';
import { MAX_SEED, parseDeckOrder } from '../core/deal.js';
import type { AnyGame, Options } from '../core/game.js';
import { type Tally, percent, rangeBounds, winRange, winRate } from '../solver/statistics.js';
import { StreamingQuantiles } from './streaming-quantiles.js';
import { UsageError, collectOption, gameById, optionsFrom, orFail, readText, recordGivenAs, wholeNumber } from './common.js';
import { budgetFrom } from './budget.js';
import { InOrder, expecting } from './in-order.js';
import { DEFAULT_BATCH_SIZE, parseQueueUrl } from './queue.js';
import { type PlayerFlags, playerDescription, playerFrom, playerName, sameAsThoughtful } from './stats-player.js';
import { type DealNames, DealRanges, type StatsRecord, type StatsRun, checkRoom, checkWritable, defaultOutFile, readDone, recordOf, statsTask } from './stats-results.js';
import type { StatsOutcome, StatsTask } from './stats-worker.js';
import { runLazily } from './run-lazily.js';

export { defaultOutFile } from './stats-results.js';
export type { StatsRecord } from './stats-results.js';

interface StatsFlags extends PlayerFlags {
  deals?: string;
  from?: string;
  decks?: string;
  preset?: string;
  option: string[];
  budgetMs: string;
  budgetStates?: string;
  workers?: string;
  queue?: string;
  batchSize?: string;
  out?: string;
  json?: boolean;
  progress: boolean;
}

/** One deal of a run: its name in the results file, and the seed or deck order. */
export interface DealJob {
  name: string;
  seed?: number;
  deck?: string[];
}

/** The most worker threads a run may ask for. */
export const MAX_WORKERS = 64;

/** The numbered deals `from` .. `from + count − 1`, one at a time as they are asked for (none is made in advance). */
export function* numberedDeals(from: number, count: number): Generator<DealJob> {
  for (let seed = from; seed < from + count; seed++) yield { name: String(seed), seed };
}

/**
 * Reads `--decks FILE`: one deck order a line (card codes, or a JSON array of them), an optional leading number naming
 * the deal (else its line number). @throws UsageError for a bad line, a file without deck orders, a game record, or
 * two lines naming the same deal (their results would be counted twice on a resumed run).
 */
export function readDecks(game: AnyGame, options: Options, path: string): DealJob[] {
  const text = readText(path, 'decks file');
  const record = recordGivenAs(text, path, 'decks file');
  if (record) throw record;
  const jobs: DealJob[] = [];
  const lineOf = new Map<string, number>();
  text.split(/\r?\n/).forEach((line, index) => {
    const first = /^\s*(\d+)(?=[\s,[]|$)/.exec(line);
    const rest = first ? line.slice(first[0].length) : line;
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    const name = first ? first[1] : String(index + 1);
    const deck = orFail(parseDeckOrder(rest.replace(/^[\s,]+/, ''), game.deckSize(options)), `${path} line ${index + 1}: `);
    const earlier = lineOf.get(name);
    if (earlier !== undefined) throw new UsageError(`${path}: lines ${earlier} and ${index + 1} both name deal ${name}: give each deal its own name`);
    lineOf.set(name, index + 1);
    jobs.push({ name, deck });
  });
  if (jobs.length === 0) throw new UsageError(`${path}: no deck orders in it`);
  return jobs;
}

/** The deals of a run: the jobs (made as they are taken), how many, the longest name, and the results to resume. */
interface RunPlan {
  jobs: Iterable<DealJob>;
  total: number;
  lastName: string;
  /** True for the deal names of this run (other results in the file are left alone). */
  wanted: (name: string) => boolean;
  /** The deals found done in the results file (filled by `readDone`). */
  done: DealNames;
}

/** The deals of `--deals N [--from S]` or `--decks FILE`. @throws UsageError. */
function planRun(game: AnyGame, options: Options, flags: StatsFlags): RunPlan {
  if ((flags.deals === undefined) === (flags.decks === undefined)) throw new UsageError('give exactly one of --deals N and --decks FILE');
  if (flags.decks !== undefined) {
    if (flags.from !== undefined) throw new UsageError('--from goes with --deals; a --decks file names its own deals');
    const jobs = readDecks(game, options, flags.decks);
    const names = new Set(jobs.map((job) => job.name));
    const lastName = jobs.reduce((longest, job) => (job.name.length > longest.length ? job.name : longest), '');
    return { jobs, total: jobs.length, lastName, wanted: (name) => names.has(name), done: new Set<string>() };
  }
  const count = wholeNumber(flags.deals!, '--deals', 1);
  const from = wholeNumber(flags.from ?? '1', '--from', 0);
  if (from + count - 1 > MAX_SEED) throw new UsageError(`--from ${from} and --deals ${count} go past the last deal number ${MAX_SEED}: at most ${MAX_SEED - from + 1} ${MAX_SEED - from + 1 === 1 ? 'deal' : 'deals'} from ${from}`);
  const done = new DealRanges();
  const wanted = (name: string) => DealRanges.number(name) !== null && Number(name) >= from && Number(name) < from + count;
  return { jobs: numberedDeals(from, count), total: count, lastName: String(from + count - 1), wanted, done };
}

/** The jobs of `jobs` not in `done`, one at a time. */
function* notDone(jobs: Iterable<DealJob>, done: DealNames): Generator<DealJob> {
  for (const job of jobs) if (!done.has(job.name)) yield job;
}

/** Milliseconds to the thousandth, as the results file gives them. */
const thousandths = (ms: number): number => Math.round(ms * 1000) / 1000;

/**
 * The summary of a run, counted as results come: the tally and the times (median and p95 within 0.5%) of the deals
 * whose outcome has one (a line of the results file has none unless the budget is in time: stats-results.ts `recordOf`).
 */
export class RunSummary {
  readonly tally: Tally = { won: 0, lost: 0, unknown: 0 };
  private readonly times = new StreamingQuantiles();
  private count = 0;
  /** How the fair player's games ended (play.ts `FairEnding`), when the outcomes say. */
  readonly endings: Record<string, number> = {};

  add(outcome: Pick<StatsOutcome, 'result' | 'ending'> & { ms?: number }): void {
    this.count++;
    this.tally[outcome.result]++;
    if (outcome.ms !== undefined) this.times.add(outcome.ms);
    if (outcome.ending !== undefined) this.endings[outcome.ending] = (this.endings[outcome.ending] ?? 0) + 1;
  }

  get deals(): number {
    return this.count;
  }

  /** How many deals the times are of. */
  get timed(): number {
    return this.times.count;
  }

  /**
   * The figures: `winRange` [every unknown deal lost, every unknown deal won] (the honest win rate when some deals are
   * undecided), `winRate` and its 95% `interval` over the decided deals alone, and the median and p95 ms a deal (null
   * when no deal has a time: every one came from the results file of a run not in time).
   */
  summary() {
    const rate = winRate(this.tally);
    const range = winRange(this.tally);
    const ms = (q: number) => (this.times.count === 0 ? null : thousandths(this.times.quantile(q)));
    return { deals: this.deals, ...this.tally, winRange: [range.low, range.high] as [number, number], winRate: rate.rate, interval: rate.interval, medianMs: ms(0.5), p95Ms: ms(0.95) };
  }
}

/** The summary's line of the time a deal: of every deal, or of those solved now (a results file not in time has none). */
function timeLine(result: { deals: number; medianMs: number | null; p95Ms: number | null }, timed: number): string {
  if (result.medianMs === null || result.p95Ms === null) return 'time a deal: none measured (every deal came from the results file)';
  const of = timed < result.deals ? `, of the ${timed} ${timed === 1 ? 'deal' : 'deals'} solved now` : '';
  return `time a deal${of}: median ${result.medianMs.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms`;
}

/**
 * Solves `jobs` in `workers` worker threads of this process (piscina), passing each outcome to `take` as it comes; a
 * lane takes its next deal only once `room()` resolves (the results held for writing in order are few enough).
 */
async function solveHere(run: StatsRun, jobs: Iterable<DealJob>, workers: number, take: (job: DealJob, outcome: StatsOutcome) => void, room: () => Promise<void>): Promise<void> {
  const { Piscina } = await import('piscina');
  const pool = new Piscina<StatsTask, StatsOutcome>({ filename: new URL('./stats-worker.js', import.meta.url).href, minThreads: workers, maxThreads: workers });
  try {
    // Two deals a worker in flight keep every worker busy while a result is written; no more are made.
    await runLazily(jobs, 2 * workers, async (job) => {
      take(job, await pool.run(statsTask(run, job)));
      await room();
    });
  } finally {
    await pool.close();
  }
}

/** The `stats` command, configured with its arguments, options and action (registered by main.ts). */
export function statsCommand(): Command {
  return new Command('stats')
    .description('solve many deals in worker threads (or on `pasyans worker` processes with --queue) and print the win rate with its 95% interval and the time a deal')
    .argument('<game>', 'game id (see `pasyans games`)')
    .option('--deals <n>', 'how many numbered deals')
    .option('--from <s>', 'the first deal number (with --deals; default 1)')
    .option('--decks <file>', 'a file of deck orders, one a line (an optional leading number names the deal)')
    .option('--preset <name>', 'a named set of options')
    .addOption(new Option('--option <key=value>', 'set one option (repeatable)').argParser(collectOption).default([]))
    .option('--player <name>', 'who plays: thoughtful (the solver, who sees every card) or fair (does not peek: sees only what a player sees)', 'thoughtful')
    .option('--budget-states <n>', 'the most positions a deal may expand (the thoughtful player; the same results on any machine)')
    .option('--budget-ms <ms>', 'time limit a deal in milliseconds (the thoughtful player; not with --budget-states)', '10000')
    .option('--samples <k>', 'the fair player: the most samples of the unseen cards it searches a move (default 96)')
    .option('--positions <b>', 'the fair player: the most positions one search of a sample expands (default 2000)')
    .option('--player-seed <s>', 'the fair player: its seed (another seed draws other samples; default 1)')
    .option('--workers <w>', 'worker threads (default: the number of cores)')
    .option('--queue <url>', 'solve on `pasyans worker` processes over this Redis, e.g. redis://HOST:6379, instead of worker threads here')
    .option('--batch-size <b>', `deals a batch of the queue holds (with --queue; default ${DEFAULT_BATCH_SIZE})`)
    .option('--out <file>', 'the JSONL results file (default: stats-<game>[-<option>-<value>…].jsonl); a rerun resumes it')
    .option('--no-progress', 'no progress bar')
    .option('--json', 'print the summary as JSON')
    .action(async (id: string, flags: StatsFlags, command: Command) => {
      const game = gameById(id);
      const options = optionsFrom(game, flags.preset, flags.option);
      const msGiven = command.getOptionValueSource('budgetMs') === 'cli';
      const budgetGiven = flags.budgetStates !== undefined ? '--budget-states' : msGiven ? '--budget-ms' : null;
      const player = playerFrom(flags, budgetFrom(flags, msGiven), budgetGiven);
      const workers = flags.workers === undefined ? availableParallelism() : wholeNumber(flags.workers, '--workers', 1);
      if (workers > MAX_WORKERS) throw new UsageError(`--workers wants at most ${MAX_WORKERS} (this machine has ${availableParallelism()} cores), got ${workers}`);
      if (flags.queue !== undefined && flags.workers !== undefined) throw new UsageError('--workers is for a run on this machine; with --queue the deals are solved by `pasyans worker` processes (--concurrency there)');
      if (flags.queue === undefined && flags.batchSize !== undefined) throw new UsageError('--batch-size goes with --queue');
      const queueUrl = flags.queue === undefined ? undefined : parseQueueUrl(flags.queue);
      const batchSize = flags.batchSize === undefined ? DEFAULT_BATCH_SIZE : wholeNumber(flags.batchSize, '--batch-size', 1);
      const { jobs, total, lastName, wanted, done } = planRun(game, options, flags);
      const out = flags.out ?? defaultOutFile(game, options, player);
      const run: StatsRun = { game: game.id, options, ...player };
      const thoughtfulToo = sameAsThoughtful(game, options, player);
      if (thoughtfulToo !== null && !flags.json) process.stderr.write(`pasyans: ${thoughtfulToo}\n`);
      const summary = new RunSummary();
      await readDone(out, run, wanted, done, (record) => summary.add(record));
      /** The deals whose results were already in the file (a resumed run counts them without solving them). */
      const resumed = summary.deals;
      const sample: StatsRecord = { deal: lastName, ...run, result: 'unknown', states: 1_000_000_000, ms: 1_000_000.123, moveCount: 1000, ending: 'move-limit', samples: 1_000_000 };
      checkRoom(out, total - summary.deals, JSON.stringify(sample));
      checkWritable(out);
      const bar = flags.progress && process.stderr.isTTY
        ? new cliProgress.SingleBar({ stream: process.stderr, format: '{bar} {value}/{total} deals | won {won} lost {lost} unknown {unknown} | win rate {rate} | {eta_formatted} left', hideCursor: true }, cliProgress.Presets.shades_classic)
        : null;
      const rateText = () => percent(winRate(summary.tally).rate);
      bar?.start(total, summary.deals, { ...summary.tally, rate: rateText() });
      /** The results file, written in the order of the run's deals. */
      const order = new InOrder<StatsRecord>((record) => appendFileSync(out, `${JSON.stringify(record)}\n`));
      /** Counts one deal's outcome as it comes and hands its line to `order`. */
      const take = (job: DealJob, outcome: StatsOutcome) => {
        summary.add(outcome);
        order.put(job.name, recordOf(job.name, run, outcome));
        bar?.increment(1, { ...summary.tally, rate: rateText() });
      };
      try {
        if (summary.deals < total && queueUrl !== undefined) {
          const { solveOnQueue } = await import('./stats-queue.js');
          await solveOnQueue(queueUrl, run, expecting(jobs, done, order), batchSize, done, take);
        } else if (summary.deals < total) {
          await solveHere(run, expecting(notDone(jobs, done), done, order), workers, take, () => order.room());
        }
      } finally {
        // After a failure the results held for the order are written too: nothing solved is lost.
        order.flush();
        bar?.stop();
      }
      const result = summary.summary();
      if (flags.json) {
        const fair = run.player === 'fair' ? { fair: run.fair, endings: summary.endings, ...(thoughtfulToo === null ? {} : { sameAsThoughtful: true }) } : {};
        process.stdout.write(`${JSON.stringify({ game: game.id, options, player: playerName(run), budgetMs: run.budgetMs, budgetStates: run.budgetStates, ...fair, out, ...result, resumed })}\n`);
        return;
      }
      const [low, high] = result.interval;
      // The interval's ends rounded outwards (rangeBounds): 10,000 of 10,000 won reads 99.9% – 100.0%, not 100.0% – 100.0%.
      const interval = rangeBounds(low, high);
      const decided = `${percent(result.winRate)} (95% interval ${interval.low}% – ${interval.high}%)`;
      const range = rangeBounds(result.winRange[0], result.winRange[1]);
      process.stdout.write(
        [
          `${game.name.en}: ${result.deals} deals${resumed > 0 ? ` (${resumed} of them from the results file, solved before)` : ''}, ${playerDescription(player)}, results in ${out}`,
          `won ${result.won}, lost ${result.lost}, unknown ${result.unknown}${Object.keys(summary.endings).length > 0 ? ` (the games ended: ${Object.entries(summary.endings).map(([ending, count]) => `${ending} ${count}`).join(', ')})` : ''}`,
          result.unknown === 0
            ? `win rate ${decided} for the ${playerName(run)} player`
            : `win rate between ${range.low}% (every unknown deal lost) and ${range.high}% (every unknown deal won); of the ${result.won + result.lost} decided deals ${decided}`,
          timeLine(result, summary.timed),
        ].join('\n') + '\n',
      );
    });
}

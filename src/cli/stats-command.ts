/**
 * `pasyans stats GAME (--deals N [--from S] | --decks FILE) [--preset NAME] [--option KEY=VALUE]… [--budget-ms MS]
 * [--workers W] [--out FILE] [--json]` (docs/solver.md): solves many deals in parallel worker threads (piscina),
 * shows a progress bar with the running win rate on stderr, and prints won, lost, unknown, the win rate with its 95%
 * Wilson interval and the median and p95 time a deal.
 *
 * Every result is appended to a JSONL file as it comes (`--out`, by default `stats-<game>[-<key>-<value>…].jsonl`
 * naming the options that differ from the defaults); a rerun with the same file skips the deals already in it and
 * counts them in the summary, so an interrupted run resumes.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import cliProgress from 'cli-progress';
import { Command, Option } from 'commander';
import { parseDeckOrder } from '../core/deal.js';
import type { AnyGame, Options } from '../core/game.js';
import { defaultOptions } from '../core/options.js';
import { type Tally, percent, quantile, winRate } from '../solver/statistics.js';
import { UsageError, collectOption, gameById, optionsFrom, orFail, readText } from './common.js';
import { parseBudgetMs } from './solve-command.js';
import type { StatsOutcome, StatsTask } from './stats-worker.js';

interface StatsFlags {
  deals?: string;
  from?: string;
  decks?: string;
  preset?: string;
  option: string[];
  budgetMs: string;
  workers?: string;
  out?: string;
  json?: boolean;
  progress: boolean;
}

/** One deal of a run: its name in the results file, and the seed or deck order. */
interface DealJob {
  name: string;
  seed?: number;
  deck?: string[];
}

/** One line of the results file: the run it belongs to (game, options, budget) and one deal's outcome. */
export interface StatsRecord extends StatsOutcome {
  deal: string;
  game: string;
  options: Options;
  budgetMs: number;
}

/** The most worker threads a run may ask for. */
export const MAX_WORKERS = 64;

/** The default results file: the game id and every option that differs from its default. */
export function defaultOutFile(game: AnyGame, options: Options): string {
  const defaults = defaultOptions(game);
  const parts = Object.keys(options)
    .filter((key) => options[key] !== defaults[key])
    .map((key) => `${key}-${String(options[key])}`);
  return `stats-${[game.id, ...parts].join('-')}.jsonl`;
}

/** Reads `--decks FILE`: one deck order a line, an optional leading number naming the deal (else its line number). */
export function readDecks(game: AnyGame, options: Options, path: string): DealJob[] {
  const jobs: DealJob[] = [];
  const lines = readText(path, 'decks file').split(/\r?\n/);
  lines.forEach((line, index) => {
    const words = line.trim().split(/[\s,]+/).filter((word) => word.length > 0);
    if (words.length === 0 || words[0].startsWith('#')) return;
    const named = /^\d+$/.test(words[0]);
    const deck = orFail(parseDeckOrder((named ? words.slice(1) : words).join(' '), game.deckSize(options)), `${path} line ${index + 1}: `);
    jobs.push({ name: named ? words[0] : String(index + 1), deck });
  });
  if (jobs.length === 0) throw new UsageError(`${path}: no deck orders in it`);
  return jobs;
}

function wholeNumber(text: string, flag: string, least: number): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < least) throw new UsageError(`${flag} wants a whole number, at least ${least}, got "${text}"`);
  return Number(text);
}

/**
 * The results already in the file, by deal name. A damaged line, or a line of another run (another game, other
 * options or another budget), is an error: nothing is silently lost or mixed.
 */
function readDone(path: string, run: { game: string; options: Options; budgetMs: number }): Map<string, StatsRecord> {
  const done = new Map<string, StatsRecord>();
  if (!existsSync(path)) return done;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read results file "${path}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const runKey = JSON.stringify([run.game, run.options, run.budgetMs]);
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let record: StatsRecord;
    try {
      record = JSON.parse(line) as StatsRecord;
      if (typeof record.deal !== 'string' || !['won', 'lost', 'unknown'].includes(record.result)) throw new Error('not a result');
    } catch {
      throw new UsageError(`${path} line ${index + 1}: not a result line (use another --out file)`);
    }
    if (JSON.stringify([record.game, record.options, record.budgetMs]) !== runKey) {
      throw new UsageError(`${path} holds results of another run (game, options or budget differ): use another --out file`);
    }
    done.set(record.deal, record);
  });
  return done;
}

/** Checks that the results file can be written before any work starts. */
function checkWritable(path: string): void {
  try {
    appendFileSync(path, '');
  } catch (error) {
    throw new UsageError(`cannot write results file "${path}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** The summary of a run. */
export function summarise(records: readonly StatsRecord[]) {
  const tally: Tally = { won: 0, lost: 0, unknown: 0 };
  for (const record of records) tally[record.result]++;
  const rate = winRate(tally);
  const times = records.map((record) => record.ms);
  return { deals: records.length, ...tally, winRate: rate.rate, interval: rate.interval, medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95) };
}

/** The `stats` command, configured with its arguments, options and action (registered by main.ts). */
export function statsCommand(): Command {
  return new Command('stats')
    .description('solve many deals in worker threads and print the win rate with its 95% interval and the time a deal')
    .argument('<game>', 'game id (see `pasyans games`)')
    .option('--deals <n>', 'how many numbered deals')
    .option('--from <s>', 'the first deal number (with --deals)', '1')
    .option('--decks <file>', 'a file of deck orders, one a line (an optional leading number names the deal)')
    .option('--preset <name>', 'a named set of options')
    .addOption(new Option('--option <key=value>', 'set one option (repeatable)').argParser(collectOption).default([]))
    .option('--budget-ms <ms>', 'time limit a deal in milliseconds', '10000')
    .option('--workers <w>', 'worker threads (default: the number of cores)')
    .option('--out <file>', 'the JSONL results file (default: stats-<game>[-<option>-<value>…].jsonl); a rerun resumes it')
    .option('--no-progress', 'no progress bar')
    .option('--json', 'print the summary as JSON')
    .action(async (id: string, flags: StatsFlags) => {
      const game = gameById(id);
      const options = optionsFrom(game, flags.preset, flags.option);
      const budgetMs = parseBudgetMs(flags.budgetMs);
      const workers = flags.workers === undefined ? availableParallelism() : wholeNumber(flags.workers, '--workers', 1);
      if (workers > MAX_WORKERS) throw new UsageError(`--workers wants at most ${MAX_WORKERS} (this machine has ${availableParallelism()} cores), got ${workers}`);
      if ((flags.deals === undefined) === (flags.decks === undefined)) throw new UsageError('give exactly one of --deals N and --decks FILE');
      let jobs: DealJob[];
      if (flags.deals !== undefined) {
        const count = wholeNumber(flags.deals, '--deals', 1);
        const from = wholeNumber(flags.from ?? '1', '--from', 0);
        if (from + count - 1 > 0xffffffff) throw new UsageError('--from plus --deals goes past the last deal number 4294967295');
        jobs = Array.from({ length: count }, (_, i) => ({ name: String(from + i), seed: from + i }));
      } else {
        jobs = readDecks(game, options, flags.decks!);
      }
      const out = flags.out ?? defaultOutFile(game, options);
      const done = readDone(out, { game: game.id, options, budgetMs });
      checkWritable(out);
      const records: StatsRecord[] = [];
      const todo: DealJob[] = [];
      for (const job of jobs) {
        const previous = done.get(job.name);
        if (previous) records.push(previous);
        else todo.push(job);
      }
      const tally: Tally = { won: 0, lost: 0, unknown: 0 };
      for (const record of records) tally[record.result]++;
      const bar = flags.progress && process.stderr.isTTY
        ? new cliProgress.SingleBar({ stream: process.stderr, format: '{bar} {value}/{total} deals | won {won} lost {lost} unknown {unknown} | win rate {rate} | {eta_formatted} left', hideCursor: true }, cliProgress.Presets.shades_classic)
        : null;
      const rateText = () => percent(winRate(tally).rate);
      bar?.start(jobs.length, records.length, { ...tally, rate: rateText() });
      if (todo.length > 0) {
        const { Piscina } = await import('piscina');
        const pool = new Piscina<StatsTask, StatsOutcome>({ filename: new URL('./stats-worker.js', import.meta.url).href, minThreads: workers, maxThreads: workers });
        try {
          await Promise.all(
            todo.map(async (job) => {
              const task: StatsTask = { game: game.id, options, budgetMs };
              if (job.seed !== undefined) task.seed = job.seed;
              else task.deck = job.deck;
              const outcome = await pool.run(task);
              const record: StatsRecord = { deal: job.name, game: game.id, options, budgetMs, ...outcome };
              appendFileSync(out, `${JSON.stringify(record)}\n`);
              records.push(record);
              tally[record.result]++;
              bar?.increment(1, { ...tally, rate: rateText() });
            }),
          );
        } finally {
          bar?.stop();
          await pool.close();
        }
      } else {
        bar?.stop();
      }
      const summary = summarise(records);
      if (flags.json) {
        process.stdout.write(`${JSON.stringify({ game: game.id, options, budgetMs, out, ...summary })}\n`);
        return;
      }
      const [low, high] = summary.interval;
      process.stdout.write(
        [
          `${game.name.en}: ${summary.deals} deals, budget ${budgetMs} ms a deal, results in ${out}`,
          `won ${summary.won}, lost ${summary.lost}, unknown ${summary.unknown}`,
          `win rate ${percent(summary.winRate)} of decided deals (95% interval ${percent(low)} – ${percent(high)})`,
          `time a deal: median ${summary.medianMs.toFixed(1)} ms, p95 ${summary.p95Ms.toFixed(1)} ms`,
        ].join('\n') + '\n',
      );
    });
}

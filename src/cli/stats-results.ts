/**
 * The results file of `pasyans stats` (docs/cli.md): one JSON line a deal, appended as the deals are solved (in the
 * run's order of deals: in-order.ts), so that a rerun with the same file resumes. Read as a stream and kept as a set of deal names (ranges of numbers for a
 * numbered run), so that neither reading nor resuming grows with the size of the file beyond those names.
 */
import { appendFileSync, createReadStream, existsSync, statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { AnyGame, Options } from '../core/game.js';
import { defaultOptions } from '../core/options.js';
import { budgetText } from './budget.js';
import { UsageError, fileProblem } from './common.js';
import { type PlayerRun, fairFileParts, playerName } from './stats-player.js';
import type { StatsOutcome, StatsTask } from './stats-worker.js';

/**
 * What makes a results file the same run: the game, the options and the player with its budget (stats-player.ts:
 * the thoughtful solver's `budgetStates` or `budgetMs`, or `player: 'fair'` and its settings). A line without
 * `player` is thoughtful.
 */
export type StatsRun = { game: string; options: Options } & PlayerRun;

/**
 * One line of the results file: the run it belongs to and one deal's outcome. `ms` only under a budget in time
 * (`recordOf`): a run of a deterministic budget writes the same bytes on any machine.
 */
export type StatsRecord = Omit<StatsOutcome, 'ms'> & { ms?: number } & StatsRun & { deal: string };

/**
 * The line of one deal's outcome in a run: the deal's name, the run, the outcome; its `ms` only when the run's budget
 * is in time (`budgetMs`), since the time of a solve differs from machine to machine and run to run, and under any
 * other budget (`budgetStates`, the fair player's) nothing else in the line does.
 */
export function recordOf(name: string, run: StatsRun, outcome: StatsOutcome): StatsRecord {
  const { ms: _ms, ...timeless } = outcome;
  return run.budgetMs !== undefined ? { deal: name, ...run, ...outcome } : { deal: name, ...run, ...timeless };
}

/** The stats worker's task (stats-worker.ts) for one deal (`seed` or `deck`) of a run: the same for a run here and for a queue worker. */
export function statsTask(run: StatsRun, deal: { seed?: number; deck?: string[] }): StatsTask {
  const task: StatsTask = { game: run.game, options: run.options };
  if (run.player === 'fair') {
    task.player = 'fair';
    task.fair = run.fair;
  } else if (run.budgetStates !== undefined) {
    task.budgetStates = run.budgetStates;
  } else {
    task.budgetMs = run.budgetMs;
  }
  if (deal.seed !== undefined) task.seed = deal.seed;
  else task.deck = deal.deck;
  return task;
}

/** The parts of a run that a result line must share with it (a line without `player` is thoughtful). */
function runKey(run: { game: string; options: Options; budgetMs?: number; budgetStates?: number; player?: string; fair?: unknown }): string {
  return JSON.stringify([run.game, run.options, run.budgetMs ?? null, run.budgetStates ?? null, run.player ?? 'thoughtful', run.fair ?? null]);
}

/**
 * The default results file: the game id, every option that differs from its default and, for the fair player,
 * `fair` and every setting of it that differs from its default.
 */
export function defaultOutFile(game: AnyGame, options: Options, player?: PlayerRun): string {
  const defaults = defaultOptions(game);
  const parts = Object.keys(options)
    .filter((key) => options[key] !== defaults[key])
    .map((key) => `${key}-${String(options[key])}`);
  if (player?.player === 'fair') parts.push('fair', ...fairFileParts(player.fair));
  return `stats-${[game.id, ...parts].join('-')}.jsonl`;
}

/** A set of deal names: `has` and `add`. */
export interface DealNames {
  has(name: string): boolean;
  add(name: string): void;
}

/**
 * A set of numbered deals kept as sorted, disjoint ranges [first, last]: a run solves its deals nearly in order, so
 * the deals done are a few ranges however many they are. Names other than a deal number in canonical form ("7", not
 * "07") are never in it.
 */
export class DealRanges implements DealNames {
  private readonly firsts: number[] = [];
  private readonly lasts: number[] = [];

  /** How many ranges the set holds (for tests). */
  get ranges(): number {
    return this.firsts.length;
  }

  /** The deal number a name is in canonical form, else null. */
  static number(name: string): number | null {
    return /^(0|[1-9]\d*)$/.test(name) ? Number(name) : null;
  }

  /** The index of the last range starting at or before `n`, or −1. */
  private before(n: number): number {
    let low = 0;
    let high = this.firsts.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.firsts[middle] <= n) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }

  has(name: string): boolean {
    const n = DealRanges.number(name);
    if (n === null) return false;
    const i = this.before(n);
    return i >= 0 && n <= this.lasts[i];
  }

  add(name: string): void {
    const n = DealRanges.number(name);
    if (n === null || this.has(name)) return;
    const i = this.before(n);
    const joinsLeft = i >= 0 && this.lasts[i] === n - 1;
    const joinsRight = i + 1 < this.firsts.length && this.firsts[i + 1] === n + 1;
    if (joinsLeft && joinsRight) {
      this.lasts[i] = this.lasts[i + 1];
      this.firsts.splice(i + 1, 1);
      this.lasts.splice(i + 1, 1);
    } else if (joinsLeft) {
      this.lasts[i] = n;
    } else if (joinsRight) {
      this.firsts[i + 1] = n;
    } else {
      this.firsts.splice(i + 1, 0, n);
      this.lasts.splice(i + 1, 0, n);
    }
  }
}

/** What a result line's run has that `run` has not, first difference first: `game elevens, not klondike`. */
function runDifference(record: StatsRecord, run: StatsRun): string {
  if (record.game !== run.game) return `game ${String(record.game)}, not ${run.game}`;
  if (JSON.stringify(record.options) !== JSON.stringify(run.options)) return `options ${JSON.stringify(record.options)}, not ${JSON.stringify(run.options)}`;
  if (playerName(record) !== playerName(run)) return `player ${playerName(record)}, not ${playerName(run)}`;
  if (run.player === 'fair') return `the fair player's settings ${JSON.stringify(record.fair)}, not ${JSON.stringify(run.fair)}`;
  return `budget ${budgetText(record)}, not ${budgetText(run)}`;
}

/**
 * Reads the results already in `path` (none when it does not exist), line by line: each result of this run whose
 * deal `wanted` accepts and `done` does not hold yet is added to `done` and passed to `take` (a deal repeated in the
 * file counts once). A damaged line, or a line of another run (another game, other options, another player or
 * another budget), is an error: nothing is silently lost or mixed. @throws UsageError.
 */
export async function readDone(path: string, run: StatsRun, wanted: (name: string) => boolean, done: DealNames, take: (record: StatsRecord) => void): Promise<void> {
  if (!existsSync(path)) return;
  const key = runKey(run);
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  try {
    for await (const line of lines) {
      number++;
      if (line.trim() === '') continue;
      let record: StatsRecord;
      try {
        record = JSON.parse(line) as StatsRecord;
        if (typeof record.deal !== 'string' || !['won', 'lost', 'unknown'].includes(record.result) || (record.budgetMs !== undefined ? typeof record.ms !== 'number' : !['number', 'undefined'].includes(typeof record.ms))) throw new Error('not a result');
      } catch {
        throw new UsageError(`${path} line ${number}: not a result line (use another --out file)`);
      }
      if (runKey(record) !== key) {
        throw new UsageError(`${path} line ${number} holds a result of another run (${runDifference(record, run)}): use another --out file`);
      }
      if (!wanted(record.deal) || done.has(record.deal)) continue;
      done.add(record.deal);
      take(record);
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read results file "${path}": ${fileProblem(error)}`);
  } finally {
    lines.close();
  }
}

/** Checks that the results file can be written before any work starts. @throws UsageError. */
export function checkWritable(path: string): void {
  try {
    appendFileSync(path, '');
  } catch (error) {
    throw new UsageError(`cannot write results file "${path}": ${fileProblem(error)}`);
  }
}

/** The free bytes of the disk that holds `path`, or null when the system does not say. */
function freeBytes(path: string): number | null {
  try {
    const stats = statfsSync(dirname(resolve(path)));
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

function gigabytes(bytes: number): string {
  return `${(bytes / 1e9).toFixed(bytes < 1e10 ? 1 : 0)} GB`;
}

/**
 * Refuses a run whose results cannot fit on the disk of the results file: `deals` more lines, each about as long as
 * `sampleLine` (a line of this run with its longest deal name). `free` is the free space in bytes (by default the
 * disk's own figure; when unknown, nothing is checked). @throws UsageError.
 */
export function checkRoom(path: string, deals: number, sampleLine: string, free: number | null = freeBytes(path)): void {
  if (free === null) return;
  const lineBytes = Buffer.byteLength(sampleLine) + 1;
  const needed = deals * lineBytes;
  if (needed <= free) return;
  const fits = Math.floor(free / lineBytes);
  throw new UsageError(
    `the results of ${deals} deals need about ${gigabytes(needed)} in "${path}", and its disk has ${gigabytes(free)} free: run at most about ${fits} deals at a time, or put --out on a larger disk`,
  );
}

/**
 * The plan and the tally of a soak run (`npm run soak`, scripts/soak.mjs; docs/soak.md): which playouts of which game
 * and reading go in which batch, what the run counts per game, the summary table, and the line that replays a failed
 * playout.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyGame } from '../core/game.js';
import { type Reading, readingsOf } from '../games/readings.js';
import type { SoakBatch, SoakBatchFailure, SoakBatchOutcome } from '../solver/soak.js';
import type { SoakBatchResult } from './soak-worker.js';

/** A reading's short name: its label without backticks and "preset " (`defaults`, `classic`, `draw=1`, …). */
export function shortName(reading: Reading): string {
  return reading.label.replaceAll('`', '').replace(/^preset /, '');
}

/** What a run plays: per game `playouts`, spread evenly over its readings (or the one named), in batches of `batchSize`. */
export interface SoakPlanSettings {
  games: readonly AnyGame[];
  /** Only this reading (its short name) of each game, when given. */
  reading?: string;
  playouts: number;
  seed: number;
  batchSize: number;
  maxMoves: number;
}

/**
 * The batches of a run, game by game and reading by reading: a game's playouts go to its readings in turn (the first
 * readings get one more when they do not divide evenly), and each reading's playouts 0 .. n−1 are cut into batches.
 * The same settings give the same batches. @throws Error naming the readings when `reading` matches none of a game's.
 */
export function soakPlan(settings: SoakPlanSettings): SoakBatch[] {
  const batches: SoakBatch[] = [];
  for (const game of settings.games) {
    let readings = readingsOf(game);
    if (settings.reading !== undefined) {
      readings = readings.filter((reading) => shortName(reading) === settings.reading);
      if (readings.length === 0) throw new Error(`${game.id} has no reading "${settings.reading}" (its readings: ${readingsOf(game).map(shortName).join('; ')})`);
    }
    readings.forEach((reading, r) => {
      const count = Math.floor(settings.playouts / readings.length) + (r < settings.playouts % readings.length ? 1 : 0);
      for (let first = 0; first < count; first += settings.batchSize) {
        batches.push({ game: game.id, reading: shortName(reading), options: reading.options, seed: settings.seed, first, count: Math.min(settings.batchSize, count - first), maxMoves: settings.maxMoves });
      }
    });
  }
  return batches;
}

/** What a run counts for one game. */
export interface GameTally extends Omit<SoakBatchOutcome, 'failures'> {
  game: string;
  /** Playouts per second of each batch (its playouts over its time), for the median. */
  rates: number[];
  /** Time its batches took in their worker threads, ms (wall time: on a busy machine more than the CPU time). */
  ms: number;
}

/** A failure as the run reports it: the batch it came from and the failure. */
export interface RunFailure {
  batch: SoakBatch;
  failure: SoakBatchFailure;
}

/** The counts of a run by game, and its failures (as many as the batches report in full). */
export class SoakTally {
  readonly games = new Map<string, GameTally>();
  readonly failures: RunFailure[] = [];

  /** Counts a batch's result. */
  add(batch: SoakBatch, result: SoakBatchResult): void {
    let tally = this.games.get(batch.game);
    if (!tally) this.games.set(batch.game, (tally = { game: batch.game, playouts: 0, moves: 0, won: 0, lost: 0, limit: 0, failed: 0, longest: 0, rates: [], ms: 0 }));
    tally.playouts += result.playouts;
    tally.moves += result.moves;
    tally.won += result.won;
    tally.lost += result.lost;
    tally.limit += result.limit;
    tally.failed += result.failed;
    tally.longest = Math.max(tally.longest, result.longest);
    tally.ms += result.ms;
    if (result.ms > 0) tally.rates.push((result.playouts * 1000) / result.ms);
    for (const failure of result.failures) this.failures.push({ batch, failure });
  }

  /** Failed playouts of the whole run. */
  get failed(): number {
    return [...this.games.values()].reduce((sum, tally) => sum + tally.failed, 0);
  }

  /** The summary as a Markdown table, one row a game (see docs/soak.md for the columns). */
  table(): string {
    const lines = [
      '| game | playouts | moves checked | failures | won | lost | at the move limit | longest | playouts/s (median per batch) | thread s | thread h per 1,000,000 |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const t of this.games.values()) {
      const hours = t.playouts > 0 ? (t.ms / t.playouts) * 1e6 / 3.6e6 : 0;
      lines.push(`| ${t.game} | ${t.playouts} | ${t.moves} | ${t.failed} | ${t.won} | ${t.lost} | ${t.limit} | ${t.longest} | ${median(t.rates).toFixed(1)} | ${(t.ms / 1000).toFixed(1)} | ${hours.toFixed(1)} |`);
    }
    return lines.join('\n');
  }
}

/** The median of `values` (0 for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Quotes a word for a POSIX shell when it needs it. */
function shellWord(word: string): string {
  return /^[\w.,=:/+-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/** The command that plays a failed playout again, alone, and prints its failure and record. */
export function reproduction(batch: SoakBatch, failure: SoakBatchFailure): string {
  const words = ['npm', 'run', 'soak', '--', '--games', batch.game, '--reading', batch.reading, '--deal', String(failure.deal), '--playout-seed', String(failure.playoutSeed), '--max-moves', String(batch.maxMoves)];
  return words.map(shellWord).join(' ');
}

/**
 * The lines that report a failure: what, where (game, reading, deal, playout seed, the moves played), and the command
 * that plays it again alone; for a playout played `alone` (that command), no place in a run, and the game record up to the
 * failing move (a line of JSON).
 */
export function describeFailure({ batch, failure }: RunFailure, alone = false): string {
  const where = alone ? '' : ` (playout ${failure.index} of run seed ${batch.seed})`;
  const lines = [
    `FAILED ${failure.check}: ${batch.game} (${batch.reading}) deal ${failure.deal}, playout seed ${failure.playoutSeed}${where}, ${failure.moveIndex === 0 ? 'in the opening' : `at move ${failure.moveIndex}`}: ${failure.message}`,
    `  again: ${reproduction(batch, failure)}`,
  ];
  if (alone) lines.push(`  record: ${JSON.stringify(failure.record)}`);
  return lines.join('\n');
}

/** A relative module specifier in an `import … from`, `export … from`, `import '…'` or `import('…')` of a module's text. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g;

/**
 * The files a module loads, itself first, then every module its relative imports reach, in path order: read from
 * the modules' text (`import`, `export … from`, `import()`). A specifier names the compiled `.js`; where that file is
 * not there (the tests, run from src/), its `.ts` source. Type-only imports of a source are followed too (they load
 * nothing once compiled: a fingerprint only reads more). Packages are left out. @throws Error when `entry` is missing.
 */
export function moduleGraph(entry: string): string[] {
  const found = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (found.has(file)) continue;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = join(dirname(file), specifier);
      const source = target.replace(/\.js$/, '.ts');
      if (existsSync(target)) pending.push(target);
      else if (source !== target && existsSync(source)) pending.push(source);
    }
  }
  return [entry, ...[...found].slice(1).sort()];
}

/**
 * A fingerprint of the compiled rules and checks a soak batch is played with: the module graph of the soak worker
 * (`moduleGraph` of dist/cli/soak-worker.js: the engine, the games, the soak's checks and playouts), each file by its
 * path under dist/ and its text. A results file's lines and a queue's batches count only for the same fingerprint, so
 * a result of other code is never taken for this code's, while a change the soak never loads (a solver, the web app,
 * the CLI) keeps a run's results.
 */
export function rulesFingerprint(): string {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..'); // dist/ (src/ under the tests)
  const worker = ['soak-worker.js', 'soak-worker.ts'].map((name) => join(root, 'cli', name)).find((file) => existsSync(file));
  if (worker === undefined) throw new Error(`soak: no soak worker under ${join(root, 'cli')}`);
  const hash = createHash('sha256');
  for (const file of moduleGraph(worker)) hash.update(relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

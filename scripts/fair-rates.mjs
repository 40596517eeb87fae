#!/usr/bin/env node
/**
 * The win rate of the player that does not peek (issue 27, item 3's figures; src/solver/fair/). Plain JS over the
 * compiled dist/: run `npm run build:cli` first.
 *
 *   node scripts/fair-rates.mjs GAME [--preset NAME] [--option KEY=VALUE …] [--deals N] [--from F] [--workers W]
 *     [--samples K] [--batch K] [--sure K] [--states B] [--known-states B] [--escalate X] [--idle M] [--seed S]
 *     [--ease] [--no-resign] [--out FILE.jsonl]
 *
 * Plays deals F..N (default 1..200) of GAME under the reading in worker threads (piscina, dist/solver/fair/worker.js),
 * one JSON line a deal appended to FILE (default fair-results/GAME-<options>-<settings>.jsonl), so a run that is stopped
 * resumes where it stopped: deals already in the file under the same game, options and settings are not played again
 * (a line of other settings is refused, naming it). Prints the win rate with its 95% Wilson interval, the median
 * wall-clock seconds a deal (on a shared machine more than its CPU time), the process's CPU seconds a deal over the
 * deals played now, and the median positions a deal (the cost that does not depend on the machine). The player's
 * settings (src/solver/fair/choose.ts `FairSettings`) default to FAIR_DEFAULTS.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { findGame } = await import(join(root, 'dist/games/index.js'));
const { resolveOptions } = await import(join(root, 'dist/core/options.js'));
const { winRate, quantile, percent, rangeBounds } = await import(join(root, 'dist/solver/statistics.js'));
const { hiddenInformation, FAIR_DEFAULTS } = await import(join(root, 'dist/solver/fair/index.js'));
const { Piscina } = await import(pathToFileURL(join(root, 'node_modules/piscina/dist/esm-wrapper.mjs')).href);

const args = process.argv.slice(2);
function flag(name, fallback) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback;
}
function number(name, fallback) {
  const value = Number(flag(name, String(fallback)));
  if (!Number.isInteger(value) || value < 0) fail(`--${name} must be a whole number, got ${flag(name)}`);
  return value;
}
function fail(message) {
  process.stderr.write(`fair-rates: ${message}\n`);
  process.exit(2);
}

const gameId = args[0];
if (!gameId || gameId.startsWith('--')) fail('give the game first: node scripts/fair-rates.mjs klondike --preset classic --deals 200');
const game = findGame(gameId);
if (!game) fail(`unknown game "${gameId}"`);
const overrides = {};
args.forEach((arg, i) => {
  if (arg !== '--option') return;
  const [key, ...value] = (args[i + 1] ?? '').split('=');
  overrides[key] = value.join('=');
});
const resolved = resolveOptions(game, flag('preset'), overrides);
if (!resolved.ok) fail(resolved.error);
const options = resolved.value;
const from = number('from', 1);
const deals = number('deals', 200);
const workers = number('workers', Math.min(2, availableParallelism()));
const settings = {
  seed: number('seed', FAIR_DEFAULTS.seed),
  samples: number('samples', FAIR_DEFAULTS.samples),
  batch: number('batch', FAIR_DEFAULTS.batch),
  sure: number('sure', FAIR_DEFAULTS.sure),
  states: number('states', FAIR_DEFAULTS.states),
  knownStates: number('known-states', FAIR_DEFAULTS.knownStates),
  escalate: number('escalate', FAIR_DEFAULTS.escalate),
  idle: number('idle', FAIR_DEFAULTS.idle),
  ease: args.includes('--ease'),
  resign: !args.includes('--no-resign'),
};
if (!hiddenInformation(game, options)) process.stderr.write(`fair-rates: ${game.id} under these options hides no card the player could use (or is forced play): its rate is the thoughtful one\n`);

const name = (object) => Object.entries(object).map(([key, value]) => `${key}=${value}`).join(',');
const out = flag('out', join(root, 'fair-results', `${game.id}-${name(options) || 'defaults'}-${name(settings)}.jsonl`.replace(/[^\w.,=-]/g, '_')));
mkdirSync(dirname(out), { recursive: true });
const config = JSON.stringify({ game: game.id, options, settings });
const done = new Map();
if (existsSync(out)) {
  readFileSync(out, 'utf8').split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const row = JSON.parse(line);
    if (JSON.stringify({ game: row.game, options: row.options, settings: row.settings }) !== config) fail(`${out} line ${i + 1} was played under other settings (${line.slice(0, 160)}…): give another --out`);
    done.set(row.seed, row);
  });
}

const pool = new Piscina({ filename: pathToFileURL(join(root, 'dist/solver/fair/worker.js')).href, minThreads: workers, maxThreads: workers });
const started = Date.now();
const cpuBefore = process.cpuUsage();
let playedNow = 0;
const tasks = [];
for (let seed = from; seed <= deals; seed++) {
  if (done.has(seed)) continue;
  tasks.push(
    pool.run({ game: game.id, options, seed, settings }).then((outcome) => {
      const row = { game: game.id, options, settings, ...outcome };
      appendFileSync(out, `${JSON.stringify(row)}\n`);
      done.set(seed, row);
      playedNow++;
      const tally = tallyOf([...done.values()]);
      process.stderr.write(`deal ${seed}: ${outcome.result} (${outcome.ending}, ${outcome.moves} moves, ${(outcome.ms / 1000).toFixed(1)} s) — ${tally.won} of ${tally.won + tally.lost}\n`);
    }),
  );
}
await Promise.all(tasks);
await pool.close();

function tallyOf(rows) {
  return { won: rows.filter((row) => row.result === 'won').length, lost: rows.filter((row) => row.result === 'lost').length, unknown: 0 };
}
const rows = [...done.values()].filter((row) => row.seed >= from && row.seed <= deals);
const tally = tallyOf(rows);
const rate = winRate(tally);
const bounds = rangeBounds(rate.interval[0], rate.interval[1]);
const cpu = process.cpuUsage(cpuBefore);
const summary = {
  game: game.id,
  options,
  settings,
  deals: rows.length,
  won: tally.won,
  lost: tally.lost,
  rate: rate.rate,
  interval: rate.interval,
  medianSeconds: quantile(rows.map((row) => row.ms / 1000), 0.5),
  cpuSecondsPerDeal: playedNow === 0 ? null : (cpu.user + cpu.system) / 1e6 / playedNow,
  medianStates: quantile(rows.map((row) => row.states), 0.5),
  endings: Object.fromEntries(['won', 'lost', 'resigned', 'gave-up', 'move-limit'].map((ending) => [ending, rows.filter((row) => row.ending === ending).length])),
  results: out,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
process.stderr.write(
  `${game.id} (${name(options) || 'defaults'}), player without peeking (${name(settings)}): ${tally.won} of ${rows.length} deals won, ${percent(rate.rate)} (95% interval ${bounds.low}% – ${bounds.high}%); ` +
    `median ${summary.medianSeconds.toFixed(1)} s a deal (wall clock)${summary.cpuSecondsPerDeal === null ? '' : `, ${summary.cpuSecondsPerDeal.toFixed(1)} s of CPU a deal over the ${playedNow} played now`}, median ${summary.medianStates} positions a deal; ${Math.round((Date.now() - started) / 1000)} s\n`,
);

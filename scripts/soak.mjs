#!/usr/bin/env node
/**
 * The soak: the rules' invariants checked after every move of many random legal playouts of every game and reading
 * (issue 26, item 6; docs/soak.md). Plain JS over the compiled dist/: `npm run soak` builds it first.
 *
 *   npm run soak -- [--playouts N] [--games id,id] [--reading NAME] [--seed S] [--max-moves M] [--batch-size B]
 *                   [--workers W] [--out FILE] [--queue redis://HOST:PORT]
 *   npm run soak -- --games ID --reading NAME --deal D --playout-seed P [--max-moves M]    (one playout, again)
 *   npm run soak -- --worker --queue redis://HOST:PORT [--workers W] [--stall-ms MS]      (a soak worker of the queue)
 *
 * Per game N playouts (default 1000), spread evenly over its readings (src/games/readings.ts), in batches of B
 * (default 100) played in W worker threads (dist/cli/soak-worker.js; default: the number of cores), or with `--queue`
 * by soak workers on any number of machines. Each playout is checked after every move (src/solver/soak.ts): no card
 * lost or duplicated, undo gives back the position before the move, the record replays to the position, the status
 * agrees with the legal moves. Prints per game the playouts, moves checked, failures, how the playouts ended and the
 * median playouts per second of a batch; a failure is printed with the command that plays it again and its game
 * record, and the run exits with code 1.
 *
 * With `--out FILE` each batch's result is appended to FILE as a JSON line as it comes, and a run with the same file
 * and settings counts the batches it holds instead of playing them again (only those played by the same compiled
 * rules: a rebuilt rule or check plays everything again).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAME_LIST, GAMES } = await import(join(root, 'dist/games/index.js'));
const { readingsOf } = await import(join(root, 'dist/games/readings.js'));
const { DEFAULT_MAX_MOVES, MAX_FAILURES_KEPT, soakPlayout } = await import(join(root, 'dist/solver/soak.js'));
const { SoakTally, describeFailure, rulesFingerprint, shortName, soakPlan } = await import(join(root, 'dist/cli/soak-run.js'));

function usage(message) {
  process.stderr.write(`soak: ${message}\n`);
  process.exit(2);
}
function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  if (at + 1 >= process.argv.length) usage(`--${name} wants a value`);
  return process.argv[at + 1];
}
function wholeNumber(name, fallback, least, most = Number.MAX_SAFE_INTEGER) {
  const text = flag(name, fallback === undefined ? undefined : String(fallback));
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < least || value > most) usage(`--${name} wants a whole number from ${least} to ${most}, got "${text}"`);
  return value;
}
const known = new Set(['playouts', 'games', 'reading', 'seed', 'max-moves', 'batch-size', 'workers', 'out', 'queue', 'deal', 'playout-seed', 'stall-ms']);
for (let i = 2; i < process.argv.length; i++) {
  const word = process.argv[i];
  if (word === '--worker') continue;
  if (!word.startsWith('--') || !known.has(word.slice(2))) usage(`unknown argument "${word}" (see docs/soak.md)`);
  i++;
}

const workers = wholeNumber('workers', availableParallelism(), 1, 256);
const queueUrl = flag('queue', undefined);
if (queueUrl !== undefined) {
  const { parseQueueUrl } = await import(join(root, 'dist/cli/queue.js'));
  try {
    parseQueueUrl(queueUrl);
  } catch (error) {
    usage(error.message);
  }
}

// A soak worker of the queue: plays the batches of any `--queue` run until stopped.
if (process.argv.includes('--worker')) {
  if (queueUrl === undefined) usage('--worker needs --queue redis://HOST:PORT');
  const { serveSoakQueue } = await import(join(root, 'dist/cli/soak-queue.js'));
  await serveSoakQueue(queueUrl, { concurrency: workers, stallMs: wholeNumber('stall-ms', undefined, 100), rules: rulesFingerprint(), print: (line) => process.stdout.write(`${line}\n`) }).catch((error) => usage(error.message));
  process.exit(0);
}

const onlyGames = flag('games', '') ? flag('games', '').split(',') : null;
for (const id of onlyGames ?? []) if (!Object.hasOwn(GAMES, id)) usage(`unknown game "${id}" (known: ${GAME_LIST.map((game) => game.id).join(', ')})`);
const games = GAME_LIST.filter((game) => !onlyGames || onlyGames.includes(game.id));
const reading = flag('reading', undefined);
const maxMoves = wholeNumber('max-moves', DEFAULT_MAX_MOVES, 1);

// One playout again, alone (the line a failure prints).
const deal = wholeNumber('deal', undefined, 0, 0xffffffff);
const playoutSeed = wholeNumber('playout-seed', undefined, 0, 0xffffffff);
if (deal !== undefined || playoutSeed !== undefined) {
  if (deal === undefined || playoutSeed === undefined || games.length !== 1 || reading === undefined) usage('one playout needs --games ID --reading NAME --deal D --playout-seed P');
  const game = games[0];
  const found = readingsOf(game).find((candidate) => shortName(candidate) === reading);
  if (!found) usage(`${game.id} has no reading "${reading}" (its readings: ${readingsOf(game).map(shortName).join('; ')})`);
  const playout = soakPlayout(game, { options: found.options, deal, playoutSeed, maxMoves });
  process.stdout.write(`${game.id} (${reading}) deal ${deal}, playout seed ${playoutSeed}: ${playout.end} after ${playout.moves} moves, each checked\n`);
  if (playout.failure) {
    const batch = { game: game.id, reading, options: found.options, seed: 0, first: 0, count: 1, maxMoves };
    process.stdout.write(`${describeFailure({ batch, failure: { index: 0, deal, playoutSeed, ...playout.failure } }, true)}\n`);
  }
  process.exit(playout.failure ? 1 : 0);
}

const settings = {
  playouts: wholeNumber('playouts', 1000, 1),
  seed: wholeNumber('seed', 1, 0, 0xffffffff),
  batchSize: wholeNumber('batch-size', 100, 1),
  maxMoves,
};
let plan;
try {
  plan = soakPlan({ games, reading, ...settings });
} catch (error) {
  usage(error.message);
}
const rules = rulesFingerprint();
const outFile = flag('out', undefined);
const keyOf = (batch) => JSON.stringify([batch.game, batch.reading, batch.seed, batch.first, batch.count, batch.maxMoves]);

/** Batches of earlier runs with the same rules and settings, by key: counted, not played again. */
const done = new Map();
if (outFile && existsSync(outFile)) {
  for (const line of readFileSync(outFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line);
    if (entry.rules === rules) done.set(keyOf(entry.batch), entry.result);
  }
}

const { default: cliProgress } = await import(pathToFileURL(join(root, 'node_modules/cli-progress/cli-progress.js')).href);
const tally = new SoakTally();
const total = plan.reduce((sum, batch) => sum + batch.count, 0);
const bar = new cliProgress.SingleBar({ format: 'soak {bar} {value}/{total} playouts | {failures} failures | {eta_formatted} left', stream: process.stderr, hideCursor: true, etaBuffer: 50 }, cliProgress.Presets.shades_classic);
bar.start(total, 0, { failures: 0 });

/** Counts a batch's result, keeps it in the results file when it is new, and moves the bar. */
function take(batch, result, fresh = true) {
  tally.add(batch, result);
  if (fresh && outFile) appendFileSync(outFile, `${JSON.stringify({ rules, batch, result })}\n`);
  bar.increment(batch.count, { failures: tally.failed });
}

const toPlay = [];
for (const batch of plan) {
  const earlier = done.get(keyOf(batch));
  if (earlier) take(batch, earlier, false);
  else toPlay.push(batch);
}

try {
  if (queueUrl !== undefined) {
    const { soakOnQueue } = await import(join(root, 'dist/cli/soak-queue.js'));
    process.stderr.write(`soak: ${toPlay.length} batches on the queue at ${queueUrl}; soak workers play them: npm run soak -- --worker --queue ${queueUrl}\n`);
    await soakOnQueue(queueUrl, rules, toPlay, take);
  } else {
    const { Piscina } = await import(pathToFileURL(join(root, 'node_modules/piscina/dist/esm-wrapper.mjs')).href);
    const pool = new Piscina({ filename: pathToFileURL(join(root, 'dist/cli/soak-worker.js')).href, minThreads: workers, maxThreads: workers });
    let next = 0;
    const lane = async () => {
      while (next < toPlay.length) {
        const batch = toPlay[next++];
        take(batch, await pool.run(batch));
      }
    };
    await Promise.all(Array.from({ length: workers * 2 }, lane));
    await pool.close();
  }
} catch (error) {
  bar.stop();
  process.stderr.write(`soak: ${error.message}\n`);
  process.exit(2);
}
bar.stop();

process.stdout.write(`${tally.table()}\n\nSeed ${settings.seed}, at most ${maxMoves} moves a playout, rules ${rules}${outFile ? `; results in ${outFile}` : ''}.\n`);
for (const failure of tally.failures) process.stdout.write(`\n${describeFailure(failure)}\n`);
if (tally.failed > tally.failures.length) process.stdout.write(`\n(${tally.failed - tally.failures.length} more failed playouts are counted above but not shown: each batch shows its first ${MAX_FAILURES_KEPT})\n`);
process.exit(tally.failed > 0 ? 1 : 0);

#!/usr/bin/env node
/**
 * The long differential check of the solvers' pruning rules (issue 30; docs/solver.md, "Soundness checks"). Plain JS
 * over the compiled dist/: `npm run check:pruning` builds it first.
 *
 *   npm run check:pruning -- [--deals N] [--from S] [--games id,id] [--readings name,name] [--decks FILE]
 *                            [--budget-states N] [--weaker-states M] [--playouts K] [--workers W] [--out FILE]
 *
 * For every game and rule reading (src/games/readings.ts; `--readings` picks some by name: `classic`, `defaults`,
 * `draw=1`, …) and every deal S..S+N−1 (or every deal of a `--decks` file), in worker threads
 * (dist/cli/check-pruning-worker.js): the opening position with every pruning rule on, and where that says `lost`,
 * with every rule off and with each rule off alone; and the positions near the end of K random legal playouts of the
 * deal (default 1), where the search without pruning is complete, all of them whatever the verdict. Budgets are in
 * positions, so a run gives the same answer on any machine: the opening's search with every rule on, whose `lost` is
 * the claim checked, `--budget-states` (default 1,000,000); every other search `--weaker-states` (default 100,000: a
 * win a rule cuts is found long before a loss could be proved). A `lost`
 * against a `won` is a disagreement: it is printed with the deal, the moves to the position and the rules, and the run
 * ends with exit code 1.
 *
 * Each deal's outcome is appended to a JSONL file as it comes (`--out`, default check-pruning.jsonl): a rerun with the
 * same file and settings skips what it holds and counts it, so a long run resumes.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAME_LIST } = await import(join(root, 'dist/games/index.js'));
const { readingsOf } = await import(join(root, 'dist/games/readings.js'));
const { describeDisagreement } = await import(join(root, 'dist/solver/differential.js'));
const { Piscina } = await import(pathToFileURL(join(root, 'node_modules/piscina/dist/esm-wrapper.mjs')).href);
const { default: cliProgress } = await import(pathToFileURL(join(root, 'node_modules/cli-progress/cli-progress.js')).href);

function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}
function wholeNumber(name, fallback, least) {
  const text = flag(name, String(fallback));
  const value = Number(text);
  if (!Number.isInteger(value) || value < least) {
    process.stderr.write(`check-pruning: --${name} wants a whole number of at least ${least}, got "${text}"\n`);
    process.exit(2);
  }
  return value;
}

const dealCount = wholeNumber('deals', 100, 1);
const from = wholeNumber('from', 1, 0);
const budgetStates = wholeNumber('budget-states', 1_000_000, 1);
const weakerStates = wholeNumber('weaker-states', 100_000, 1);
const playouts = wholeNumber('playouts', 1, 0);
const workers = wholeNumber('workers', availableParallelism(), 1);
const decksFile = flag('decks', '');
const outFile = flag('out', 'check-pruning.jsonl');
const onlyGames = flag('games', '') ? flag('games', '').split(',') : null;
const onlyReadings = flag('readings', '') ? flag('readings', '').split(',') : null;

/** A reading's short name: its label without backticks and "preset " (`classic`, `draw=1`, `defaults`). */
const shortName = (reading) => reading.label.replaceAll('`', '').replace(/^preset /, '');

for (const id of onlyGames ?? []) {
  if (!GAME_LIST.some((game) => game.id === id)) {
    process.stderr.write(`check-pruning: unknown game "${id}" (known: ${GAME_LIST.map((game) => game.id).join(', ')})\n`);
    process.exit(2);
  }
}

/** The deals of a run: numbered, or the deck orders of `--decks` (a leading number names the deal). */
function dealsOf() {
  if (!decksFile) return Array.from({ length: dealCount }, (_, k) => ({ name: String(from + k), seed: from + k }));
  return readFileSync(decksFile, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#')).map((line, index) => {
    const words = line.split(/\s+/);
    const named = words.length > 52;
    return { name: named ? words[0] : String(index + 1), deck: words.slice(-52) };
  });
}

/** Lines of earlier runs with the same settings, by game, reading and deal: they are counted, not checked again. */
const done = new Map();
if (existsSync(outFile)) {
  for (const line of readFileSync(outFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line);
    if (entry.budgetStates === budgetStates && entry.weakerStates === weakerStates && entry.playouts === playouts) done.set(`${entry.game} ${entry.reading} ${entry.deal}`, entry);
  }
}

const plan = [];
for (const game of GAME_LIST) {
  if (onlyGames && !onlyGames.includes(game.id)) continue;
  for (const reading of readingsOf(game)) {
    if (onlyReadings && !onlyReadings.includes(shortName(reading))) continue;
    if (decksFile && game.deckSize(reading.options) !== 52) continue;
    for (const deal of dealsOf()) plan.push({ game, reading, deal });
  }
}
if (plan.length === 0) {
  process.stderr.write('check-pruning: nothing to check (no game and reading matched)\n');
  process.exit(2);
}

const pool = new Piscina({ filename: pathToFileURL(join(root, 'dist/cli/check-pruning-worker.js')).href, minThreads: workers, maxThreads: workers });
const bar = new cliProgress.SingleBar({ format: 'check-pruning {bar} {value}/{total} deals | {disagreements} disagreements | {eta_formatted} left', stream: process.stderr, hideCursor: true }, cliProgress.Presets.shades_classic);
const rows = new Map();
const found = [];
let disagreements = 0;
bar.start(plan.length, 0, { disagreements });

/** Counts a deal's outcome into its reading's row and notes its disagreements. */
function count(entry) {
  const key = `${entry.game} ${entry.reading}`;
  const row = rows.get(key) ?? { game: entry.game, reading: entry.reading, deals: 0, positions: 0, openingLost: 0, compared: 0, disagreements: 0, ms: 0 };
  rows.set(key, row);
  row.deals++;
  row.ms += entry.ms;
  row.positions += entry.positions.length;
  if (entry.positions[0]?.verdicts?.[0] === 'lost') row.openingLost++;
  for (const position of entry.positions) {
    row.compared += position.verdicts.slice(1).filter((verdict) => verdict !== 'unknown').length;
    row.disagreements += position.disagreements.length;
    for (const disagreement of position.disagreements) found.push({ entry, position, disagreement });
  }
  disagreements += entry.positions.reduce((sum, position) => sum + position.disagreements.length, 0);
}

/** The line a deal leaves in the results file: verdicts in the order of the searches, disagreements in full. */
function entryOf(game, reading, deal, outcome) {
  return {
    game: game.id,
    reading: shortName(reading),
    options: reading.options,
    deal: deal.name,
    budgetStates,
    weakerStates,
    playouts,
    ms: Math.round(outcome.ms),
    ...(outcome.error ? { error: outcome.error } : {}),
    ...(deal.deck && outcome.positions.some((position) => position.disagreements.length > 0) ? { deck: deal.deck } : {}),
    positions: outcome.positions.map((position) => ({
      moveCount: position.moves.length,
      verdicts: position.searches.map((search) => search.result),
      rulesOff: position.searches.map((search) => (search.singlePhase ? 'alone:' : '') + (search.rulesOff === 'all' ? 'all' : search.rulesOff.join(','))),
      disagreements: position.disagreements.map((disagreement) => ({ text: describeDisagreement(disagreement), lost: disagreement.lost, won: disagreement.won, line: disagreement.line })),
      ...(position.disagreements.length > 0 ? { moves: position.moves } : {}),
    })),
  };
}

let next = 0;
async function lane() {
  while (next < plan.length) {
    const { game, reading, deal } = plan[next++];
    const key = `${game.id} ${shortName(reading)} ${deal.name}`;
    let entry = done.get(key);
    if (!entry) {
      const task = { game: game.id, options: reading.options, budgetStates, weakerStates, playouts, ...(deal.seed !== undefined ? { seed: deal.seed } : { deck: deal.deck }) };
      entry = entryOf(game, reading, deal, await pool.run(task));
      appendFileSync(outFile, `${JSON.stringify(entry)}\n`);
    }
    count(entry);
    bar.increment(1, { disagreements });
  }
}
await Promise.all(Array.from({ length: workers * 2 }, lane));
bar.stop();
await pool.close();

const lines = ['| game | reading | deals | positions | opening lost | weaker searches decided | disagreements | CPU s |', '|---|---|---|---|---|---|---|---|'];
for (const row of rows.values()) lines.push(`| ${row.game} | ${row.reading} | ${row.deals} | ${row.positions} | ${row.openingLost} | ${row.compared} | ${row.disagreements} | ${(row.ms / 1000).toFixed(1)} |`);
process.stdout.write(`${lines.join('\n')}\n\nThe opening with every rule on: at most ${budgetStates} positions; every other search at most ${weakerStates}; ${playouts} playout(s) a deal; results in ${outFile}.\n`);
for (const { entry, position, disagreement } of found) {
  const record = { format: 1, game: entry.game, options: entry.options, deal: entry.deck ? { deck: entry.deck } : { seed: Number(entry.deal) }, moves: position.moves ?? [] };
  process.stdout.write(`\nDISAGREEMENT ${entry.game} (${entry.reading}) deal ${entry.deal}, ${position.moveCount} moves in: ${disagreement.text}\n  position: ${JSON.stringify(record)}\n`);
}
process.exit(disagreements > 0 ? 1 : 0);

#!/usr/bin/env node
/**
 * Win rates of every game, preset and rule reading (docs/solver.md). Plain JS over the compiled dist/: run
 * `npm run build:cli` first.
 *
 *   node scripts/win-rates.mjs [--deals N] [--budget-states N [--escalate-states M] | --budget-ms MS] [--workers W | --queue URL [--results DIR]] [--games id,id] [--missing] [--no-write]
 *   node scripts/win-rates.mjs --player fair [--deals N] [--workers W | --queue URL] [--results DIR] [--games id,id] [--labels label;label] [--no-write]
 *
 * `--player fair` measures the "without peeking" column instead (issue 27, item 3): the player that does not peek
 * (docs/fair-player.md) at its default settings, on deals 1..N (default 2,000) of every configuration that hides cards
 * from the player (src/solver/fair/index.ts `hiddenInformation`); `--labels` picks configurations by their label
 * (`defaults;preset \`classic\``). Each configuration is a `pasyans stats … --player fair` run whose results file
 * is in DIR (default data/win-rates/), so a column stopped halfway resumes, and a run of 2,000 deals is extended to
 * 10,000 by running again with `--deals 10000`. The figures join the thoughtful rows in src/web/win-rates.json as
 * `fair`; the thoughtful figures are left as they are.
 *
 * The budget a deal: `--budget-states N`, the most positions a deal may expand (src/cli/budget.ts: the same table on
 * any machine and under any load, so the tables are measured with it), or `--budget-ms MS` (default 10,000 when neither
 * is given); not both. Each row of the tables and of src/web/win-rates.json names its budget (`budgetStates` or
 * `budgetMs`). `--escalate-states M` (with `--budget-states N`, M > N): the deals a row leaves undecided at N are
 * solved again, from the start, at M positions (a second results file, `…-Nstates-then-Mstates.jsonl`, of those deals
 * as a `--decks` run naming each by its number); the row counts their new verdicts and says so (`escalateStates`, and
 * `escalated`: how many were solved again). The same on any machine: which deals go again follows from the first run.
 *
 * Also writes src/web/win-rates.json (the game menu's figures); rows of earlier runs stay for what is not measured now.
 *
 * Each configuration is a `pasyans stats` run as a child process, with its results file in DIR (default
 * data/win-rates/, named by game, options and budget or player; the files are kept in the repository, so a table
 * measured over several sessions or machines resumes in any clone): in its worker threads here (`--workers W`, default
 * the cores), or, with `--queue redis://HOST:PORT`, as the coordinator of `pasyans worker` processes on any number of
 * machines (docs/win-rates.md, "Many machines"; four configurations at once). A table stopped halfway resumes where it
 * stopped, from the results files, and a row grows by running again with more deals. Solves deals 1..N (default
 * 10,000) of each configuration and writes a markdown table (deals, won, lost, unknown, win rate, 95% Wilson interval,
 * the rate without peeking) into docs/win-rates.md and into each game's rules pages docs/rules/<id>.{en,ru}.md under
 * the "## Win rate" heading ("## Доля выигрышей" is also recognised), replacing what stood there (the placeholder
 * line, or the table of an earlier run).
 *
 * Configurations: the defaults, every preset, and every single option set to each of its other values (a "rule
 * reading"); where a game's options make at most four combinations (Go, No Go's `aces` × `transfers`), every
 * combination; configurations with the same options are measured once. `--missing` measures only configurations that
 * src/web/win-rates.json has no row for. The headline is won / deals when every deal was decided, else the range
 * from "every undecided deal lost" to "every undecided deal won"; won / (won + lost) is given beside it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAME_LIST } = await import(join(root, 'dist/games/index.js'));
const { readingsOf } = await import(join(root, 'dist/games/readings.js'));
const { winRate, winRange, percent, percentRange, rangeBounds } = await import(join(root, 'dist/solver/statistics.js'));
const { defaultOutFile } = await import(join(root, 'dist/cli/stats-results.js'));
const { shuffledDeck } = await import(join(root, 'dist/core/deal.js'));
const { FAIR_DEFAULTS, hiddenInformation } = await import(join(root, 'dist/solver/fair/index.js'));
const { FAIR_NOTE, NOTE, CLAIMS, MANY_MACHINES, table, klondikeComparison, fairText } = await import('./win-rates-text.mjs');

function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}
/** `--player fair`: the "without peeking" column (see above); else the thoughtful table. */
const fairPlayer = flag('player', 'thoughtful') === 'fair';
if (!['thoughtful', 'fair'].includes(flag('player', 'thoughtful'))) {
  process.stderr.write(`win-rates: --player is thoughtful or fair, got ${flag('player')}\n`);
  process.exit(2);
}
const dealCount = Number(flag('deals', fairPlayer ? '2000' : '10000'));
if (flag('budget-states', null) !== null && flag('budget-ms', null) !== null) {
  process.stderr.write('win-rates: give one of --budget-states and --budget-ms, not both\n');
  process.exit(2);
}
/** The budget a deal, as the stats worker and the rows take it: `{ budgetStates }` or `{ budgetMs }`. */
const budget = flag('budget-states', null) !== null ? { budgetStates: Number(flag('budget-states')) } : { budgetMs: Number(flag('budget-ms', '10000')) };
const budgetValue = budget.budgetStates ?? budget.budgetMs;
if (!Number.isSafeInteger(budgetValue) || budgetValue < 1) {
  process.stderr.write(`win-rates: the budget wants a whole number, at least 1, got ${flag(budget.budgetStates !== undefined ? 'budget-states' : 'budget-ms')}\n`);
  process.exit(2);
}
/** `--escalate-states M`: the deals left undecided at the budget in positions, solved again at M (see the module comment). */
const escalate = flag('escalate-states', null) === null ? null : Number(flag('escalate-states'));
if (escalate !== null && (budget.budgetStates === undefined || !Number.isSafeInteger(escalate) || escalate <= budget.budgetStates)) {
  process.stderr.write(`win-rates: --escalate-states goes with --budget-states N and wants a whole number above N, got ${flag('escalate-states')}\n`);
  process.exit(2);
}
const workers = Number(flag('workers', String(availableParallelism())));
const onlyGames = flag('games', '') ? flag('games', '').split(',') : null;
/** `--labels`: only the configurations with these labels (`;` between them), as the tables name them. */
const onlyLabels = flag('labels', '') ? flag('labels', '').split(';') : null;
const write = !process.argv.includes('--no-write');
const queue = flag('queue', '');
const resultsDirectory = flag('results', join(root, 'data/win-rates'));
/** `--missing`: measure only the configurations src/web/win-rates.json has no row for (the others keep theirs). */
const onlyMissing = process.argv.includes('--missing');

/** The configurations of a game: defaults, presets, single-option readings; same options measured once (src/games/readings.ts). */
const configurations = readingsOf;

/**
 * Runs `pasyans stats` on deals 1..N of one configuration as a child process — in its own worker threads (`--workers`),
 * or as the coordinator of `pasyans worker` processes (`--queue`) — with its results file in the results directory, so
 * that a table stopped halfway (or a session ended) resumes where it stopped, and a run grows by running it again with
 * more deals. `player` adds the flags of the player, `dealFlags` the deals (deals 1..N by default); resolves to the JSON
 * summary the command prints.
 */
function statsRun(game, config, out, playerFlags, dealFlags = ['--deals', String(dealCount)]) {
  const optionFlags = Object.entries(config.options).flatMap(([key, value]) => ['--option', `${key}=${value}`]);
  const where = queue ? ['--queue', queue] : ['--workers', String(workers)];
  const args = [join(root, 'bin/pasyans.js'), 'stats', game.id, ...dealFlags, ...playerFlags, ...optionFlags, ...where, '--out', out, '--json', '--no-progress'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (text) => (output += text));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pasyans stats ${game.id} ${playerFlags.join(' ')} (${config.label}) ended with exit code ${code}`));
      resolve(JSON.parse(output));
    });
  });
}

/** How many won deals the defaults' row keeps (`wonDeals`, the first won deals by number). */
const WON_DEALS_KEPT = 200;

/**
 * The won, lost and unknown of deals 1..N of one configuration with the thoughtful solver, at the run's budget; with
 * `--escalate-states M`, the deals left undecided solved again at M, and `escalateStates` and `escalated` added. The
 * defaults' row also keeps `wonDeals`: its first WON_DEALS_KEPT won deals (won at the first budget).
 */
async function tallyThoughtful(game, config) {
  const suffix = budget.budgetStates !== undefined ? `${budget.budgetStates}states` : `${budget.budgetMs}ms`;
  const out = join(resultsDirectory, defaultOutFile(game, config.options).replace(/\.jsonl$/, `-${suffix}.jsonl`));
  const budgetFlags = budget.budgetStates !== undefined ? ['--budget-states', String(budget.budgetStates)] : ['--budget-ms', String(budget.budgetMs)];
  const { won, lost, unknown } = await statsRun(game, config, out, budgetFlags);
  // The results of deals 1..N (the file may hold more deals, from a longer run).
  const lines = readFileSync(out, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .filter((line) => Number(line.deal) >= 1 && Number(line.deal) <= dealCount);
  // The defaults' first won deals: the deal a first visit opens is one of them (src/web/hints.ts `firstVisitSeed`).
  const wonDeals = config.label === 'defaults'
    ? { wonDeals: lines.filter((line) => line.result === 'won').map((line) => Number(line.deal)).sort((a, b) => a - b).slice(0, WON_DEALS_KEPT) }
    : {};
  if (escalate === null || unknown === 0) return { won, lost, unknown, ...wonDeals };
  // The deals 1..N of the first results file still undecided.
  const open = lines.filter((line) => line.result === 'unknown').map((line) => Number(line.deal));
  const decks = join(tmpdir(), `pasyans-win-rates-${process.pid}-${game.id}-${defaultOutFile(game, config.options).replace(/\.jsonl$/, '')}-${suffix}.txt`);
  writeFileSync(decks, open.map((deal) => `${deal} ${shuffledDeck(deal, game.deckSize(config.options)).join(' ')}\n`).join(''));
  const again = await statsRun(game, config, out.replace(/\.jsonl$/, `-then-${escalate}states.jsonl`), ['--budget-states', String(escalate)], ['--decks', decks]).finally(() => rmSync(decks, { force: true }));
  return { won: won + again.won, lost: lost + again.lost, unknown: again.unknown, escalateStates: escalate, escalated: open.length, ...wonDeals };
}

/**
 * The player that does not peek on deals 1..N of one configuration, at its default settings. Resolves to the row's
 * `fair` figures: deals, won, lost, the rate and its 95% interval, and the player's samples and positions.
 */
async function tallyFair(game, config) {
  const out = join(resultsDirectory, defaultOutFile(game, config.options, { player: 'fair', fair: FAIR_DEFAULTS }));
  const summary = await statsRun(game, config, out, ['--player', 'fair']);
  return { deals: summary.deals, won: summary.won, lost: summary.lost, rate: summary.won / summary.deals, low: summary.interval[0], high: summary.interval[1], samples: summary.fair.samples, positions: summary.fair.states };
}

const dataPath = join(root, 'src/web/win-rates.json');
const previous = existsSync(dataPath) ? JSON.parse(readFileSync(dataPath, 'utf8')) : {};
const results = [];
const started = Date.now();
mkdirSync(resultsDirectory, { recursive: true });
/** On the queue a few configurations run at once, so that no worker waits while one run ends; here, one at a time. */
const AT_ONCE = queue ? 4 : 1;
const fairResults = [];
const running = new Set();
const runs = [];
for (const game of GAME_LIST) {
  if (onlyGames && !onlyGames.includes(game.id)) continue;
  for (const config of configurations(game)) {
    if (onlyLabels && !onlyLabels.includes(config.label)) continue;
    if (fairPlayer) {
      if (!hiddenInformation(game, config.options)) continue;
      if (onlyMissing && (previous[game.id] ?? []).some((row) => row.label === config.label && row.fair)) continue;
      while (running.size >= AT_ONCE) await Promise.race(running);
      const measured = tallyFair(game, config).then((fair) => {
        process.stderr.write(`${game.id} ${config.label} without peeking: won ${fair.won} of ${fair.deals}, ${percent(fair.rate)} (${rangeBounds(fair.low, fair.high).low}% – ${rangeBounds(fair.low, fair.high).high}%)\n`);
        fairResults.push({ game: game.id, label: config.label, labelRu: config.labelRu, options: config.options, fair });
      });
      runs.push(measured);
      const settled = measured.then(() => running.delete(settled), () => running.delete(settled));
      running.add(settled);
      continue;
    }
    if (onlyMissing && (previous[game.id] ?? []).some((row) => row.label === config.label)) continue;
    while (running.size >= AT_ONCE) await Promise.race(running);
    const measured = tallyThoughtful(game, config).then((tally) => {
      const rate = winRate(tally);
      const range = winRange(tally);
      process.stderr.write(`${game.id} ${config.label}: won ${tally.won} lost ${tally.lost} unknown ${tally.unknown} win rate ${percentRange(range.low, range.high)}\n`);
      return { game: game.id, label: config.label, labelRu: config.labelRu, options: config.options, deals: dealCount, ...budget, ...tally, rate: rate.rate, low: rate.interval[0], high: rate.interval[1], interval: rate.interval };
    });
    runs.push(measured);
    const settled = measured.then(
      () => running.delete(settled),
      () => running.delete(settled),
    );
    running.add(settled);
  }
}
results.push(...(await Promise.all(runs)).filter(Boolean));
const seconds = Math.round((Date.now() - started) / 1000);
process.stderr.write(`measured ${results.length + fairResults.length} configuration(s) in ${seconds} s on ${queue ? '`pasyans worker` processes over a queue' : `${workers} worker thread(s)`}\n`);

const START = '<!-- win-rates:start -->';
const END = '<!-- win-rates:end -->';

/** Replaces the body of the win-rate section of a rules page (or adds the section at the end). */
function writeSection(path, block) {
  if (!existsSync(path)) return false;
  const text = readFileSync(path, 'utf8');
  const wrapped = `${START}\n${block}\n${END}`;
  let next;
  if (text.includes(START) && text.includes(END)) {
    next = text.slice(0, text.indexOf(START)) + wrapped + text.slice(text.indexOf(END) + END.length);
  } else {
    const heading = /^## (Win rate|Доля выигрышей)[^\n]*\n/m.exec(text);
    if (heading) {
      const bodyStart = heading.index + heading[0].length;
      const nextHeading = text.slice(bodyStart).search(/^## /m);
      const bodyEnd = nextHeading < 0 ? text.length : bodyStart + nextHeading;
      next = `${text.slice(0, bodyStart)}\n${wrapped}\n${nextHeading < 0 ? '' : '\n'}${text.slice(bodyEnd)}`;
    } else {
      next = `${text.trimEnd()}\n\n## Win rate\n\n${wrapped}\n`;
    }
  }
  writeFileSync(path, next);
  return true;
}

// Rows of earlier runs stay for the games and configurations not measured now; src/web/win-rates.json holds them all
// (the game menu of the web app reads it) and the tables are written from it.
const merged = {};
for (const game of GAME_LIST) {
  const before = previous[game.id] ?? [];
  const fresh = results.filter((row) => row.game === game.id);
  const old = before.filter((row) => !fresh.some((next) => next.label === row.label));
  // A thoughtful row measured again keeps its "without peeking" figures, and those measured now join their row.
  const fairOf = (label) => fairResults.find((row) => row.game === game.id && row.label === label)?.fair ?? before.find((row) => row.label === label)?.fair;
  const rows = [...old, ...fresh.map(({ game: _game, interval: _interval, ...row }) => row)].map((row) => {
    const fair = fairOf(row.label);
    return fair ? { ...row, fair } : row;
  });
  for (const row of fairResults) {
    if (row.game === game.id && !rows.some((next) => next.label === row.label)) {
      process.stderr.write(`${game.id} ${row.label}: no thoughtful row to set the figure without peeking beside; measure it first (npm run win-rates -- --games ${game.id})\n`);
    }
  }
  const order = configurations(game).map((config) => config.label);
  rows.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
  if (rows.length) merged[game.id] = rows;
}

if (write) {
  writeFileSync(dataPath, `${JSON.stringify(merged, null, 1)}\n`);
  const all = Object.entries(merged).flatMap(([game, rows]) => rows.map((row) => ({ game, ...row })));
  const summary = [
    '# Win rates',
    '',
    NOTE.en,
    '',
    FAIR_NOTE.en,
    '',
    `Written ${new Date().toISOString().slice(0, 10)}; each row gives the deals and the budget a deal it was measured with (positions, the same on any machine, or time).`,
    '',
    table(all, 'en', true),
    '',
    klondikeComparison(all),
    '',
    ...(merged['go-no-go'] ? ['## Go, No Go against its text', '', CLAIMS['go-no-go'].en(merged['go-no-go']), ''] : []),
    MANY_MACHINES,
  ].join('\n');
  writeFileSync(join(root, 'docs/win-rates.md'), summary);
  for (const [id, rows] of Object.entries(merged)) {
    for (const language of ['en', 'ru']) {
      const claim = CLAIMS[id] ? `\n\n${CLAIMS[id][language](rows)}` : '';
      writeSection(join(root, `docs/rules/${id}.${language}.md`), `${NOTE[language]} ${FAIR_NOTE[language]}\n\n${table(rows.map((row) => ({ game: id, ...row })), language, false)}${claim}`);
    }
  }
  process.stderr.write(`wrote src/web/win-rates.json, docs/win-rates.md and the rules pages of ${Object.keys(merged).join(', ')}\n`);
} else {
  if (results.length) console.log(table(results.map((row) => ({ ...row, low: row.interval[0], high: row.interval[1] })), 'en', true));
  for (const row of fairResults) console.log(`${row.game} ${row.label} without peeking: ${fairText(row.fair)}`);
}

#!/usr/bin/env node
/**
 * Engine benchmark: what certifying a won line costs, and where the time goes (issue 9, item 2). Plain JS over the
 * compiled dist/: run `npm run build:cli` first (`npm run bench:engine` does).
 *
 *   node scripts/bench-engine.mjs [--games id,id] [--deals N] [--from S] [--budget-ms MS] [--repeat R]
 *                                 [--klondike-deals FILE] [--baseline DIR] [--json]
 *
 * For each game and reading it solves deals with `solve()` (Klondike: the shared file
 * data/deals/klondike-solvitaire-1-1000.txt; the other games: seeds S..S+N−1, default 5001..), keeps the won lines,
 * and times on each line, R times after a warm-up run (the median of the R runs is the line's figure), in processor
 * time of this process (user and system: on a shared machine the wall clock also counts other processes' turns):
 * - certify: `certifyWin` on the whole line, the figure the solver pays;
 * - the parts, summed over the positions of the line: `legalMoves` (the full listing), `match` (`matchLegalMove`,
 *   finding the move the line names), `apply` (the game's hook, a new position a move), `play` (the whole line played
 *   on one table with the game's `play`, as certification does; 0 for a game without it), `status` (`gameStatus` of
 *   every position), `trip` (the answer of a trip round the stock, before each stock move of the line: the game's
 *   own where it has one), `walk` (the engine's walk round the stock on the same positions, the reference) and
 *   `json` (`JSON.stringify` of each position's piles: what the walk pays a step, and a yardstick of the machine).
 * It prints, per reading, the median over lines of each figure in microseconds a line and a move, the median line
 * length, and the median solve time of the decided deals (processor time of `solve()`, certification included) with
 * certification as a share of it.
 *
 * `--baseline DIR` times the same lines, interleaved run by run, with the build in DIR/dist (say, a checkout of main
 * after `npm run build:cli`) and prints the ratio baseline / this build of each figure: a side-by-side comparison
 * that the load of a shared machine affects alike.
 */
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { benchDeals } from './bench-deals.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}

/** The parts of a build that are timed (older builds lack the newer engine functions: a fallback stands in). */
async function load(dir) {
  const { GAMES } = await import(join(dir, 'dist/games/index.js'));
  const engine = await import(join(dir, 'dist/core/engine.js'));
  const { certifyWin } = await import(join(dir, 'dist/solver/certify.js'));
  const { Table } = await import(join(dir, 'dist/core/table.js'));
  return {
    GAMES,
    Table,
    engine,
    certifyWin,
    tripOffersPlay: engine.stockTripOffersPlay ?? ((game, position, options) => engine.gameStatus(game, position, options) === 'playing'),
    walk: engine.walkStockTrip ?? ((game, position, options) => engine.gameStatus(game, position, options) === 'playing'),
  };
}

const current = await load(root);
const baselineDir = flag('baseline', '');
const baseline = baselineDir ? await load(resolve(baselineDir)) : null;
const { resolveOptions } = await import(join(root, 'dist/core/options.js'));
const { shuffledDeck } = await import(join(root, 'dist/core/deal.js'));
const { solve } = await import(join(root, 'dist/solver/index.js'));
const { quantile } = await import(join(root, 'dist/solver/statistics.js'));

/** The readings measured per game: a label, a preset and option overrides. */
const READINGS = {
  klondike: [
    { label: 'classic', preset: 'classic' },
    { label: 'book', preset: 'book' },
  ],
  elevens: [{ label: 'defaults' }],
  'perpetual-motion': [{ label: 'defaults' }],
  'moving-shops': [{ label: 'defaults' }],
  artless: [{ label: 'defaults' }],
  percentages: [{ label: 'defaults' }],
  'topsy-turvy-queens': [{ label: 'defaults' }],
  'go-no-go': [{ label: 'aces=always', options: { aces: 'always' } }],
};

const games = flag('games', Object.keys(READINGS).join(',')).split(',');
const dealCount = Number(flag('deals', '40'));
const from = Number(flag('from', '5001'));
const budgetMs = Number(flag('budget-ms', '2000'));
const repeat = Number(flag('repeat', '15'));
const klondikeFile = flag('klondike-deals', join(root, 'data/deals/klondike-solvitaire-1-1000.txt'));
const asJson = process.argv.includes('--json');

/** The timed parts: each runs over one line with one build. */
const PARTS = {
  certify: (build, game, options, line) => {
    const result = build.certifyWin(game, line.start, options, line.moves);
    if (!result.ok) throw new Error(`${game.id}: a solved line fails its certification: ${result.error}`);
  },
  legalMoves: (build, game, options, line) => line.before.forEach((p) => game.legalMoves(p, options)),
  match: (build, game, options, line) => line.before.forEach((p, i) => build.engine.matchLegalMove(game, p, options, line.moves[i])),
  apply: (build, game, options, line) => line.before.forEach((p, i) => game.apply(p, line.legal[i], options)),
  play: (build, game, options, line) => {
    if (!game.play) return;
    const table = new build.Table(line.start);
    line.legal.forEach((move) => game.play(table, move, options));
  },
  status: (build, game, options, line) => line.positions.forEach((p) => build.engine.gameStatus(game, p, options)),
  trip: (build, game, options, line) => line.beforeStockMoves.forEach((p) => build.tripOffersPlay(game, p, options)),
  walk: (build, game, options, line) => line.beforeStockMoves.forEach((p) => build.walk(game, p, options)),
  json: (build, game, options, line) => line.positions.forEach((p) => JSON.stringify(p.piles)),
};

/**
 * Microseconds of processor time this process spends in one call of `run` (user and system time, so the figures hold
 * on a shared machine where other processes take turns on the cores; wall-clock time would count their turns too).
 */
function cpuMicroseconds(run) {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return used.user + used.system;
}

/** Microseconds of processor time of each run of `run` (a warm-up run first). */
function samples(run) {
  run();
  const times = [];
  for (let r = 0; r < repeat; r++) times.push(cpuMicroseconds(run));
  return times;
}

const report = [];
for (const id of games) {
  if (!current.GAMES[id] || !READINGS[id]) throw new Error(`no game "${id}" to benchmark (known: ${Object.keys(READINGS).join(', ')})`);
  for (const reading of READINGS[id]) {
    const game = current.GAMES[id];
    const options = resolveOptions(game, reading.preset, reading.options ?? {}).value;
    const lines = [];
    const solveMs = [];
    for (const { deck } of benchDeals(game, options, { count: dealCount, from, klondikeFile, shuffledDeck })) {
      const start = game.deal(deck, options).position;
      let result;
      const solveCpu = cpuMicroseconds(() => (result = solve(game, start, options, { ms: budgetMs })));
      if (result.result === 'unknown') continue;
      solveMs.push(solveCpu / 1000);
      if (result.result !== 'won' || result.moves.length === 0) continue;
      // The positions of the line, and the legal move each line move names.
      const positions = [start];
      const legal = [];
      for (const move of result.moves) {
        const matched = current.engine.matchLegalMove(game, positions.at(-1), options, move);
        if (!matched.ok) throw new Error(`${id}: a solved line does not replay: ${matched.error}`);
        legal.push(matched.value);
        positions.push(game.apply(positions.at(-1), matched.value, options).position);
      }
      const before = positions.slice(0, -1);
      const beforeStockMoves = before.filter((_, i) => game.stockMoves?.includes(result.moves[i].type));
      lines.push({ start, moves: result.moves, positions, before, legal, beforeStockMoves });
    }
    const figures = Object.fromEntries(Object.keys(PARTS).map((part) => [part, { current: [], baseline: [] }]));
    for (const line of lines) {
      for (const [part, run] of Object.entries(PARTS)) {
        if (!baseline) {
          figures[part].current.push(quantile(samples(() => run(current, game, options, line)), 0.5));
          continue;
        }
        // Side by side: the two builds' runs alternate, so a change in the machine's load touches both.
        const baseGame = baseline.GAMES[id];
        const mine = [];
        const theirs = [];
        for (let r = 0; r < 3; r++) {
          mine.push(...samples(() => run(current, game, options, line)));
          theirs.push(...samples(() => run(baseline, baseGame, options, line)));
        }
        figures[part].current.push(quantile(mine, 0.5));
        figures[part].baseline.push(quantile(theirs, 0.5));
      }
    }
    const medianOf = (values) => (values.length ? quantile(values, 0.5) : 0);
    const perLine = (build) => Object.fromEntries(Object.keys(PARTS).map((part) => [part, medianOf(figures[part][build])]));
    const perMove = (build) =>
      Object.fromEntries(Object.keys(PARTS).map((part) => [part, medianOf(figures[part][build].map((value, i) => value / lines[i].moves.length))]));
    const entry = {
      game: id,
      reading: reading.label,
      lines: lines.length,
      medianMoves: medianOf(lines.map((line) => line.moves.length)),
      stockMovesPerLine: medianOf(lines.map((line) => line.beforeStockMoves.length)),
      medianSolveMs: medianOf(solveMs),
      microsecondsPerLine: perLine('current'),
      microsecondsPerMove: perMove('current'),
    };
    entry.certifyShareOfSolve = entry.medianSolveMs > 0 ? entry.microsecondsPerLine.certify / 1000 / entry.medianSolveMs : 0;
    if (baseline) {
      entry.baselineMicrosecondsPerLine = perLine('baseline');
      // The ratio baseline / this build, line by line, then the median; none for a part one of the builds lacks
      // (a game without `play`, or without a stock for the trip and the walk).
      const lacks = (part) => (part === 'play' && !(game.play && baseline.GAMES[id].play)) || ((part === 'trip' || part === 'walk') && !game.stockMoves);
      entry.speedUp = Object.fromEntries(
        Object.keys(PARTS).map((part) => [part, lacks(part) ? null : medianOf(figures[part].baseline.map((value, i) => value / Math.max(figures[part].current[i], 1e-3)))]),
      );
    }
    report.push(entry);
    if (!asJson) {
      const row = (values, digits) => Object.entries(values).map(([part, value]) => `${part} ${value === null ? '–' : value.toFixed(digits)}`).join('  ');
      console.log(
        `${id} ${reading.label}: ${lines.length} won lines, median ${entry.medianMoves} moves (${entry.stockMovesPerLine} stock moves); median solve ${entry.medianSolveMs.toFixed(2)} ms a decided deal`,
      );
      console.log(`  µs a line (median): ${row(entry.microsecondsPerLine, 1)}`);
      console.log(`  µs a move (median): ${row(entry.microsecondsPerMove, 2)}`);
      console.log(`  certification: ${(entry.certifyShareOfSolve * 100).toFixed(2)}% of the median solve`);
      if (baseline) {
        console.log(`  baseline µs a line: ${row(entry.baselineMicrosecondsPerLine, 1)}`);
        console.log(`  baseline / this build: ${row(entry.speedUp, 1)}`);
      }
    }
  }
}
if (asJson) console.log(JSON.stringify(report, null, 2));

#!/usr/bin/env node
/**
 * Solver benchmark of every game (docs/solver.md; its figures are in docs/solvers/journal.md). Plain JS over the
 * compiled dist/: run `npm run build:cli` first (`npm run bench:solver` does).
 *
 *   node scripts/bench-solver.mjs [--games id,id] [--readings label,label] [--deals N] [--from S] [--budget-ms MS]
 *                                 [--klondike-deals FILE] [--perpetual N] [--warm-up N] [--json]
 *
 * For each game and rule reading (the defaults, presets and single-option readings listed in READINGS below) it
 * solves deals in this one thread, each with a time budget, and prints: deals, decided %, won/lost/unknown, the
 * median and p95 milliseconds a deal of the search and, apart, of the certification of won lines, and states per
 * second (positions expanded over the search time).
 *
 * Deals: Klondike the shared file data/deals/klondike-solvitaire-1-1000.txt (`--klondike-deals`), the other games
 * seeds S..S+N−1 (default 5001.., deals never used in tests). Budgets a deal by default: 10 s for Klondike and
 * Topsy-Turvy Queens, 1 s for the rest (`--budget-ms` sets one budget for all). Perpetual Motion: deals simulated a
 * second (`--perpetual N`, 0 to skip).
 *
 * Warm-up: before each game and reading, N deals that are not measured (seeds 1..N, 100 ms each; `--warm-up N`,
 * default 20, 0 for none) are solved, so that the JavaScript engine has compiled the solver's code before the clock
 * runs, as benchmark tools do: the first few dozen deals of a cold process take up to three times as long, which moves
 * the median of a few hundred deals by a tenth or more.
 */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { benchDeals } from './bench-deals.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAMES } = await import(join(root, 'dist/games/index.js'));
const { resolveOptions } = await import(join(root, 'dist/core/options.js'));
const { shuffledDeck } = await import(join(root, 'dist/core/deal.js'));
const { benchPerpetualMotion } = await import(join(root, 'dist/solver/perpetual-motion-fast.js'));
const { solve } = await import(join(root, 'dist/solver/index.js'));
const { quantile } = await import(join(root, 'dist/solver/statistics.js'));

function flag(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}

/** The readings benchmarked per game: a label, a preset and option overrides. */
const READINGS = {
  klondike: [
    { label: 'classic', preset: 'classic' },
    { label: 'book', preset: 'book' },
  ],
  elevens: [{ label: 'defaults' }],
  'moving-shops': [{ label: 'defaults' }],
  artless: [{ label: 'defaults' }, { label: 'redealStart=own', options: { redealStart: 'own' } }],
  percentages: [
    { label: 'defaults' },
    { label: 'three-redeals', preset: 'three-redeals' },
    { label: 'rounds=2', options: { rounds: 2 } },
    { label: 'rounds=1', options: { rounds: 1 } },
    { label: 'redealStart=own', options: { redealStart: 'own' } },
  ],
  'topsy-turvy-queens': [{ label: 'defaults' }],
  'go-no-go': [
    { label: 'aces=always', options: { aces: 'always' } },
    { label: 'aces=go-only', options: { aces: 'go-only' } },
    { label: 'transfers=suit', options: { transfers: 'suit' } },
    { label: 'aces=go-only+transfers=suit', options: { aces: 'go-only', transfers: 'suit' } },
  ],
};
const DEFAULT_BUDGET_MS = { klondike: 10_000, 'topsy-turvy-queens': 10_000 };

const games = flag('games', Object.keys(READINGS).join(',')).split(',');
const readingFilter = flag('readings', '') ? flag('readings', '').split(',') : null;
const dealCount = Number(flag('deals', '1000'));
const from = Number(flag('from', '5001'));
const budgetFlag = flag('budget-ms', '');
const klondikeFile = flag('klondike-deals', join(root, 'data/deals/klondike-solvitaire-1-1000.txt'));
const perpetualDeals = Number(flag('perpetual', games.includes('perpetual-motion') || !flag('games', '') ? '10000' : '0'));
const asJson = process.argv.includes('--json');
const warmUpDeals = Number(flag('warm-up', '20'));
/** Milliseconds a warm-up deal. */
const WARM_UP_MS = 100;

/** The deals of a game: `{name, deck}` each. */
function dealsOf(game, options) {
  return benchDeals(game, options, { count: dealCount, from, klondikeFile, shuffledDeck });
}

const report = { configs: [], perpetual: null };
for (const id of games) {
  if (id === 'perpetual-motion') continue;
  const game = GAMES[id];
  if (!game || !READINGS[id]) throw new Error(`no game "${id}" to benchmark (known: ${Object.keys(READINGS).join(', ')})`);
  for (const reading of READINGS[id]) {
    if (readingFilter && !readingFilter.includes(reading.label)) continue;
    const resolved = resolveOptions(game, reading.preset, reading.options ?? {});
    if (!resolved.ok) throw new Error(resolved.error);
    const options = resolved.value;
    const budgetMs = budgetFlag ? Number(budgetFlag) : (DEFAULT_BUDGET_MS[id] ?? 1000);
    const deals = dealsOf(game, options);
    for (let seed = 1; seed <= warmUpDeals; seed++) solve(game, game.deal(shuffledDeck(seed, game.deckSize(options)), options).position, options, { ms: WARM_UP_MS });
    const searchTimes = [];
    const certifyTimes = [];
    const totalTimes = [];
    const tally = { won: 0, lost: 0, unknown: 0 };
    let states = 0;
    let searchTotal = 0;
    const unknown = [];
    for (const { name, deck } of deals) {
      const position = game.deal(deck, options).position;
      const result = solve(game, position, options, { ms: budgetMs });
      tally[result.result]++;
      if (result.result === 'unknown') unknown.push(name);
      const searchMs = result.searchMs ?? result.ms;
      searchTimes.push(searchMs);
      totalTimes.push(result.ms);
      if (result.result === 'won') certifyTimes.push(result.ms - searchMs);
      states += result.states;
      searchTotal += searchMs;
    }
    const entry = {
      game: id,
      reading: reading.label,
      options,
      deals: deals.length,
      budgetMs,
      warmUpDeals,
      ...tally,
      decided: (tally.won + tally.lost) / deals.length,
      medianMs: quantile(totalTimes, 0.5),
      searchMedianMs: quantile(searchTimes, 0.5),
      searchP95Ms: quantile(searchTimes, 0.95),
      certifyMedianMs: certifyTimes.length ? quantile(certifyTimes, 0.5) : 0,
      certifyP95Ms: certifyTimes.length ? quantile(certifyTimes, 0.95) : 0,
      statesPerSecond: searchTotal > 0 ? states / (searchTotal / 1000) : 0,
      unknownDeals: unknown,
    };
    report.configs.push(entry);
    if (!asJson) {
      console.log(`${id} ${reading.label}: ${deals.length} deals (${id === 'klondike' ? 'shared file' : `seeds ${from}–${from + deals.length - 1}`}), budget ${budgetMs} ms a deal${warmUpDeals > 0 ? `, after ${warmUpDeals} deals of warm-up` : ''}`);
      console.log(`  decided ${(entry.decided * 100).toFixed(1)}%  won ${tally.won}  lost ${tally.lost}  unknown ${tally.unknown}`);
      console.log(`  search ms a deal: median ${entry.searchMedianMs.toFixed(2)}  p95 ${entry.searchP95Ms.toFixed(1)}`);
      console.log(`  certification ms a won deal: median ${entry.certifyMedianMs.toFixed(2)}  p95 ${entry.certifyP95Ms.toFixed(1)}`);
      console.log(`  total ms a deal: median ${entry.medianMs.toFixed(2)}`);
      console.log(`  states/s ${Math.round(entry.statesPerSecond).toLocaleString('en')}`);
      if (unknown.length) console.log(`  unknown: ${unknown.slice(0, 40).join(' ')}${unknown.length > 40 ? ' …' : ''}`);
    }
  }
}

if (perpetualDeals > 0) {
  const game = GAMES['perpetual-motion'];
  const options = resolveOptions(game).value;
  // The forced play simulated on integers (perpetual-motion-fast.ts, checked move for move against the engine).
  const runs = [0, 1, 2].map(() => benchPerpetualMotion(perpetualDeals, game.deckSize(options))).sort((a, b) => a.dealsPerSecond - b.dealsPerSecond);
  const median = runs[1];
  report.perpetual = { deals: perpetualDeals, won: median.won, lost: perpetualDeals - median.won, unknown: 0, dealsPerSecond: median.dealsPerSecond };
  if (!asJson) console.log(`perpetual-motion: ${perpetualDeals} deals simulated (fast simulator, median of 3 runs), ${Math.round(median.dealsPerSecond)} deals/s (won ${median.won}, lost ${perpetualDeals - median.won})`);
  // solve() itself: the verdict from the simulator, and for a won deal its line through the engine, certified.
  const tally = { won: 0, lost: 0, unknown: 0 };
  const started = performance.now();
  const solveDeals = Math.min(perpetualDeals, 2000);
  for (let seed = 1; seed <= solveDeals; seed++) {
    const position = game.deal(shuffledDeck(seed, game.deckSize(options)), options).position;
    tally[solve(game, position, options, { ms: 1000 }).result]++;
  }
  const seconds = (performance.now() - started) / 1000;
  report.perpetualSolve = { deals: solveDeals, ...tally, dealsPerSecond: solveDeals / seconds };
  if (!asJson) console.log(`perpetual-motion: solve() with certified lines, ${solveDeals} deals, ${Math.round(solveDeals / seconds)} deals/s`);
}
if (asJson) console.log(JSON.stringify(report, null, 2));

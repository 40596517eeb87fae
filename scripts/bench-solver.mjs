#!/usr/bin/env node
/**
 * Solver benchmark (docs/solver.md, "Figures"). Plain JS over the compiled dist/: run `npm run build:cli` first.
 *
 *   node scripts/bench-solver.mjs [--deals FILE] [--limit N] [--budget-ms MS] [--configs classic,book] [--draw 3]
 *                                 [--perpetual N] [--json]
 *
 * For each configuration (a Klondike preset, draw 3 by default) it solves every deal of the file (one deal a line:
 * number then 52 codes; default data/deals/klondike-solvitaire-1-1000.txt) in this one thread, each with the time
 * budget, and prints the decided fraction, won/lost/unknown, median/p95/max milliseconds a deal (certification of
 * won lines included, and the search alone) and states per second. Then it simulates `--perpetual` Perpetual Motion deals (seeds 1..N) and prints deals simulated per second.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

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

const decksFile = flag('deals', join(root, 'data/deals/klondike-solvitaire-1-1000.txt'));
const limit = Number(flag('limit', '1000000'));
const budgetMs = Number(flag('budget-ms', '10000'));
const configs = flag('configs', 'classic,book').split(',');
const draw = Number(flag('draw', '3'));
const perpetualDeals = Number(flag('perpetual', '10000'));
const asJson = process.argv.includes('--json');

const deals = readFileSync(decksFile, 'utf8')
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .filter((words) => words.length >= 52)
  .map((words) => (words.length === 53 ? { name: words[0], deck: words.slice(1) } : { name: '', deck: words }))
  .slice(0, limit);

const report = { deals: deals.length, budgetMs, configs: [], perpetual: null };
const klondike = GAMES.klondike;
for (const preset of configs) {
  const resolved = resolveOptions(klondike, preset, { draw });
  if (!resolved.ok) throw new Error(resolved.error);
  const options = resolved.value;
  const times = [];
  const searchTimes = [];
  const tally = { won: 0, lost: 0, unknown: 0 };
  let states = 0;
  let totalMs = 0;
  const unknown = [];
  for (const { name, deck } of deals) {
    const position = klondike.deal(deck, options).position;
    const result = solve(klondike, position, options, { ms: budgetMs });
    tally[result.result]++;
    if (result.result === 'unknown') unknown.push(name);
    times.push(result.ms);
    searchTimes.push(result.searchMs ?? result.ms);
    states += result.states;
    totalMs += result.ms;
  }
  const entry = {
    preset,
    options,
    ...tally,
    decided: (tally.won + tally.lost) / deals.length,
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    maxMs: Math.max(...times),
    searchMedianMs: quantile(searchTimes, 0.5),
    searchP95Ms: quantile(searchTimes, 0.95),
    statesPerSecond: states / (totalMs / 1000),
    unknown,
  };
  report.configs.push(entry);
  if (!asJson) {
    console.log(`klondike ${preset} draw ${draw}: ${deals.length} deals, budget ${budgetMs} ms`);
    console.log(`  decided ${(entry.decided * 100).toFixed(1)}%  won ${tally.won}  lost ${tally.lost}  unknown ${tally.unknown}`);
    console.log(`  ms a deal: median ${entry.medianMs.toFixed(2)}  p95 ${entry.p95Ms.toFixed(1)}  max ${entry.maxMs.toFixed(0)}`);
    console.log(`  search alone (before certification): median ${entry.searchMedianMs.toFixed(2)}  p95 ${entry.searchP95Ms.toFixed(1)}`);
    console.log(`  states/s ${Math.round(entry.statesPerSecond).toLocaleString('en')}`);
    if (unknown.length) console.log(`  unknown: ${unknown.slice(0, 40).join(' ')}${unknown.length > 40 ? ' …' : ''}`);
  }
}

if (perpetualDeals > 0) {
  const game = GAMES['perpetual-motion'];
  const resolved = resolveOptions(game);
  const options = resolved.value;
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
    tally[solve(game, position, options, { ms: budgetMs }).result]++;
  }
  const seconds = (performance.now() - started) / 1000;
  report.perpetualSolve = { deals: solveDeals, ...tally, dealsPerSecond: solveDeals / seconds };
  if (!asJson) console.log(`perpetual-motion: solve() with certified lines, ${solveDeals} deals, ${Math.round(solveDeals / seconds)} deals/s`);
}
if (asJson) console.log(JSON.stringify(report, null, 2));

/**
 * `npm run win-rates -- --player fair` (scripts/win-rates.mjs and its words, scripts/win-rates-text.mjs, over the
 * compiled dist/; `npm test` builds it first): the "without peeking" column of issue 27, item 3 — which rows it
 * measures, what the cell says, and how a seed's claim is set against the two bounds.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';

const scripts = join(import.meta.dirname, '..', '..', 'scripts');
const scratch = mkdtempSync(join(tmpdir(), 'pasyans-win-rates-'));
const text: any = await import(pathToFileURL(join(scripts, 'win-rates-text.mjs')).href);

/** A row as src/web/win-rates.json holds it: thoughtful `won`/`lost`/`unknown` of `deals`, and maybe `fair`. */
function row(game: string, options: Record<string, unknown>, won: number, unknown: number, fair?: { won: number; deals: number; low: number; high: number }) {
  return { game, label: 'defaults', labelRu: 'по умолчанию', options, deals: 1000, budgetStates: 2_000_000, won, lost: 1000 - won - unknown, unknown, rate: won / (1000 - unknown), low: 0, high: 1, ...(fair ? { fair: { ...fair, lost: fair.deals - fair.won, rate: fair.won / fair.deals } } : {}) };
}
const BOOK = { draw: 3, redeals: 'unlimited', partialMoves: false, emptyColumns: 'kings-first', foundationToTableau: false };

describe('the "without peeking" column', () => {
  test('a measured row shows the rate, its interval and its deals; a game without hidden cards the thoughtful rate; else "not measured"', () => {
    expect(text.fairCell(row('klondike', BOOK, 820, 0, { won: 700, deals: 2000, low: 0.33, high: 0.37 }), 'en')).toBe('35.0% (33.0% – 37.0%), 2000 deals');
    expect(text.fairCell(row('klondike', BOOK, 820, 0), 'en')).toBe('not measured');
    expect(text.fairCell(row('klondike', BOOK, 820, 0), 'ru')).toBe('не измерено');
    expect(text.fairCell(row('perpetual-motion', { deck: 32 }, 900, 0), 'en')).toBe('as thoughtful (forced play)');
    expect(text.fairCell(row('moving-shops', {}, 999, 1), 'en')).toBe('as thoughtful (every card face up)');
    expect(text.fairCell(row('percentages', {}, 999, 1), 'ru')).toBe('как у видящего все карты (все карты открыты)');
  });

  test('a claim about a real player is set against both bounds: above the thoughtful range, within the fair reach, or between them', () => {
    // 80% above even the thoughtful range (every undecided deal won gives 79.9%).
    expect(text.fairAgainst(row('klondike', BOOK, 790, 9, { won: 700, deals: 2000, low: 0.33, high: 0.37 }), 0.8, 'four deals in five')).toMatch(/above even the thoughtful range/);
    // The player that does not peek reaches it (its interval reaches 80%).
    expect(text.fairAgainst(row('klondike', BOOK, 850, 0, { won: 1590, deals: 2000, low: 0.777, high: 0.811 }), 0.8, 'four deals in five')).toMatch(/within reach of a player who does not peek/);
    // Between: only a player who sees every card wins that often.
    const between = text.fairAgainst(row('klondike', BOOK, 850, 0, { won: 700, deals: 2000, low: 0.33, high: 0.37 }), 0.8, 'four deals in five');
    expect(between).toMatch(/only a player who sees every card wins that often/);
    expect(between).toMatch(/45 points short/);
    expect(text.fairAgainst(row('klondike', BOOK, 850, 0), 0.8, 'four deals in five')).toMatch(/not measured yet/);
  });

  test('beside another player\'s published figure: above, below, or overlapping', () => {
    expect(text.fairBeside({ low: 0.46, high: 0.48 }, 0.4452, 0.005, "lonelybot's")).toMatch(/stronger/);
    expect(text.fairBeside({ low: 0.34, high: 0.38 }, 0.4452, 0.005, "lonelybot's")).toMatch(/weaker/);
    expect(text.fairBeside({ low: 0.43, high: 0.47 }, 0.4452, 0.005, "lonelybot's")).toMatch(/overlap/);
  });

  test('the script measures only the readings that hide cards, as `pasyans stats --player fair` runs that resume from their files', () => {
    const results = join(scratch, 'results');
    const run = () =>
      spawnSync(process.execPath, [join(scripts, 'win-rates.mjs'), '--player', 'fair', '--games', 'elevens,perpetual-motion,moving-shops', '--deals', '3', '--workers', '1', '--no-write', '--results', results], { encoding: 'utf8', cwd: scratch });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    // Elevens hides its stock; Perpetual Motion is forced play and Moving Shops lays every card face up: not measured.
    expect(first.stdout).toMatch(/^elevens defaults without peeking: \d of 3 deals won, /m);
    expect(first.stdout).not.toMatch(/perpetual-motion|moving-shops/);
    expect(readdirSync(results)).toEqual(['stats-elevens-fair.jsonl']);
    // Run again: the same figures, read back from the results file.
    const second = run();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toBe(first.stdout);
  });

  test('the thoughtful table runs the same way: one `pasyans stats` run a configuration, with its results file named by its budget', () => {
    const results = join(scratch, 'thoughtful');
    const run = () =>
      spawnSync(process.execPath, [join(scripts, 'win-rates.mjs'), '--games', 'elevens', '--deals', '4', '--budget-states', '50000', '--workers', '1', '--no-write', '--results', results], { encoding: 'utf8', cwd: scratch });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^\| elevens \| defaults \| 4 \| 50000 states \| /m);
    expect(readdirSync(results)).toEqual(['stats-elevens-50000states.jsonl']);
    expect(run().stdout).toBe(first.stdout);
  });

  test('--escalate-states: the deals left undecided are solved again at the larger budget, as a --decks run of their own, and the row says so', () => {
    const results = join(scratch, 'escalated');
    const run = () =>
      spawnSync(process.execPath, [join(scripts, 'win-rates.mjs'), '--games', 'klondike', '--labels', 'preset `classic`', '--deals', '4', '--budget-states', '100', '--escalate-states', '300000', '--workers', '1', '--no-write', '--results', results], { encoding: 'utf8', cwd: scratch });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    const files = readdirSync(results).sort();
    expect(files).toEqual(['stats-klondike-partialMoves-true-emptyColumns-kings-foundationToTableau-true-100states-then-300000states.jsonl', 'stats-klondike-partialMoves-true-emptyColumns-kings-foundationToTableau-true-100states.jsonl']);
    const lines = (file: string) => readFileSync(join(results, file), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    const open = lines(files[1]).filter((line) => line.result === 'unknown').map((line) => line.deal);
    expect(open.length).toBeGreaterThan(0);
    const again = lines(files[0]);
    expect(again.map((line) => line.deal)).toEqual(open);
    expect(again.every((line) => line.budgetStates === 300000)).toBe(true);
    const won = lines(files[1]).filter((line) => line.result === 'won').length + again.filter((line) => line.result === 'won').length;
    const unknown = again.filter((line) => line.result === 'unknown').length;
    expect(first.stdout).toMatch(new RegExp(`^\\| klondike \\| preset \`classic\` \\| 4 \\| 100 states, the ${open.length} undecided again at 300000 \\| ${won} \\| \\d+ \\| ${unknown} \\| `, 'm'));
    // The same deals are solved again with the same verdicts when run again (read back from both files).
    expect(run().stdout).toBe(first.stdout);
    expect(spawnSync(process.execPath, [join(scripts, 'win-rates.mjs'), '--budget-ms', '100', '--escalate-states', '1000'], { encoding: 'utf8', cwd: scratch }).stderr).toMatch(/--escalate-states goes with --budget-states N/);
  });
});

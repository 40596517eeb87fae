/**
 * `npm run soak` (scripts/soak.mjs over the compiled dist/; `npm test` builds it first): the plan of a run, its tally
 * and the lines of a failure (soak-run.ts), and the script itself on a few playouts of every game.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { GAMES, GAME_LIST } from '../games/index.js';
import { readingsOf } from '../games/readings.js';
import type { SoakBatchFailure } from '../solver/soak.js';
import { SoakTally, describeFailure, median, moduleGraph, reproduction, rulesFingerprint, shortName, soakPlan } from './soak-run.js';

const script = join(import.meta.dirname, '..', '..', 'scripts', 'soak.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'pasyans-soak-'));

function soak(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', cwd: scratch });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The rows of the summary table by game: playouts, moves checked, failures, won, lost, at the limit. */
function rows(stdout: string): Record<string, number[]> {
  return Object.fromEntries(
    stdout
      .split('\n')
      .filter((line) => /^\| [a-z-]+ \| \d/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean))
      .map(([game, ...cells]) => [game, cells.slice(0, 6).map(Number)]),
  );
}

describe('the plan: per game N playouts spread over its readings, cut into batches', () => {
  test('10 playouts of Go, No Go go to its 4 readings as 3, 3, 2, 2, in batches of 2', () => {
    const plan = soakPlan({ games: [GAMES['go-no-go']], playouts: 10, seed: 1, batchSize: 2, maxMoves: 50 });
    const readings = readingsOf(GAMES['go-no-go']).map(shortName);
    expect(readings).toEqual(['defaults', 'aces=go-only', 'transfers=suit', 'aces=go-only, transfers=suit']);
    expect(plan.map((batch) => [batch.reading, batch.first, batch.count])).toEqual([
      ['defaults', 0, 2], ['defaults', 2, 1],
      ['aces=go-only', 0, 2], ['aces=go-only', 2, 1],
      ['transfers=suit', 0, 2],
      ['aces=go-only, transfers=suit', 0, 2],
    ]);
    expect(plan.every((batch) => batch.seed === 1 && batch.maxMoves === 50 && batch.game === 'go-no-go')).toBe(true);
  });
  test('one reading by name; a name the game has not is refused with its readings', () => {
    const plan = soakPlan({ games: [GAMES.klondike], reading: 'draw=1', playouts: 5, seed: 1, batchSize: 10, maxMoves: 50 });
    expect(plan).toHaveLength(1);
    expect(plan[0].options.draw).toBe(1);
    expect(() => soakPlan({ games: [GAMES.elevens], reading: 'draw=1', playouts: 5, seed: 1, batchSize: 10, maxMoves: 50 })).toThrow('elevens has no reading "draw=1" (its readings: defaults)');
  });
});

describe('the tally and the lines of a failure', () => {
  const batch = soakPlan({ games: [GAMES['go-no-go']], playouts: 4, seed: 3, batchSize: 1, maxMoves: 1000 })[3];
  const failure: SoakBatchFailure = { index: 0, deal: 12, playoutSeed: 34, check: 'cards', moveIndex: 5, message: 'AS is lost', record: { format: 1, game: 'go-no-go', options: batch.options, deal: { seed: 12 }, moves: [] } };

  test('counts by game, with the median playouts per second of a batch', () => {
    const tally = new SoakTally();
    const result = { playouts: 1, moves: 10, won: 0, lost: 1, limit: 0, failed: 0, longest: 10, failures: [] };
    tally.add(batch, { ...result, ms: 100 });
    tally.add(batch, { ...result, ms: 500 });
    tally.add(batch, { ...result, lost: 0, failed: 1, failures: [failure], ms: 200 });
    expect(tally.games.get('go-no-go')).toMatchObject({ playouts: 3, moves: 30, lost: 2, failed: 1, rates: [10, 2, 5], ms: 800 });
    expect(tally.failed).toBe(1);
    expect(tally.table().split('\n')[2]).toBe('| go-no-go | 3 | 30 | 1 | 0 | 2 | 0 | 10 | 5.0 | 0.8 | 74.1 |');
    expect(median([])).toBe(0);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test('a failure names game, reading, deal, playout seed and move, and the command that plays it again', () => {
    expect(reproduction(batch, failure)).toBe("npm run soak -- --games go-no-go --reading 'aces=go-only, transfers=suit' --deal 12 --playout-seed 34 --max-moves 1000");
    expect(describeFailure({ batch, failure }).split('\n')).toEqual([
      'FAILED cards: go-no-go (aces=go-only, transfers=suit) deal 12, playout seed 34 (playout 0 of run seed 3), at move 5: AS is lost',
      `  again: ${reproduction(batch, failure)}`,
    ]);
    expect(describeFailure({ batch, failure }, true).split('\n')[2]).toBe(`  record: ${JSON.stringify(failure.record)}`);
  });

  test('the rules fingerprint is the same for the same code', () => {
    expect(rulesFingerprint()).toMatch(/^[0-9a-f]{16}$/);
    expect(rulesFingerprint()).toBe(rulesFingerprint());
  });

  test('the fingerprint reads what the soak worker loads: the engine, every game, the checks; not the solvers or the CLI', () => {
    const here = import.meta.dirname;
    const worker = join(here, 'soak-worker.ts');
    const files = moduleGraph(worker).map((file) => relative(join(here, '..'), file).replaceAll('\\', '/'));
    expect(files[0]).toBe('cli/soak-worker.ts');
    for (const file of ['core/engine.ts', 'core/invariants.ts', 'core/record.ts', 'games/index.ts', 'solver/soak.ts', 'solver/playouts.ts']) expect(files).toContain(file);
    for (const game of GAME_LIST) expect(files).toContain(`games/${game.id}.ts`);
    expect(files.filter((file) => /^solver\/(klondike|topsy-turvy-queens|seed001|go-no-go|fair)\//.test(file) || file === 'solver/index.ts')).toEqual([]);
    expect(files.filter((file) => file.startsWith('cli/') && file !== 'cli/soak-worker.ts')).toEqual([]);
  });
});

describe('scripts/soak.mjs', () => {
  test('a few playouts of every game: each counted, none failed, exit 0; run again with the same results file, none played again', () => {
    const out = join(scratch, 'soak.jsonl');
    const first = soak('--playouts', '3', '--batch-size', '2', '--workers', '1', '--max-moves', '300', '--out', out);
    expect(first.stderr).not.toMatch(/soak: /);
    expect(first.code).toBe(0);
    const table = rows(first.stdout);
    expect(Object.keys(table)).toEqual(GAME_LIST.map((game) => game.id));
    for (const [playouts, moves, failures, won, lost, limit] of Object.values(table)) {
      expect(playouts).toBe(3);
      expect(moves).toBeGreaterThan(0);
      expect(failures).toBe(0);
      expect(won + lost + limit).toBe(3);
    }
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    const again = soak('--playouts', '3', '--batch-size', '2', '--workers', '1', '--max-moves', '300', '--out', out);
    expect(again.code).toBe(0);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toEqual(lines);
    expect(rows(again.stdout)).toEqual(table);
  });

  test('one playout again, by the reproduction line of a failure', () => {
    const result = soak('--games', 'go-no-go', '--reading', 'aces=go-only, transfers=suit', '--deal', '12', '--playout-seed', '34', '--max-moves', '1000');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^go-no-go \(aces=go-only, transfers=suit\) deal 12, playout seed 34: (won|lost|limit) after \d+ moves, each checked\n$/);
  });

  test.each([
    [['--games', 'chess'], 'soak: unknown game "chess"'],
    [['--playouts', '0'], 'soak: --playouts wants a whole number from 1 to'],
    [['--sed', '1'], 'soak: unknown argument "--sed"'],
    [['--games', 'elevens', '--reading', 'draw=1'], 'soak: elevens has no reading "draw=1"'],
    [['--deal', '5'], 'soak: one playout needs --games ID --reading NAME --deal D --playout-seed P'],
    [['--queue', 'http://localhost'], 'soak: --queue wants a Redis URL'],
    [['--worker'], 'soak: --worker needs --queue'],
  ])('%j is refused with one line and exit 2', (args, message) => {
    const result = soak(...args);
    expect(result.code).toBe(2);
    expect(result.stderr.startsWith(message)).toBe(true);
  });
});

/**
 * The `solve` and `stats` commands, from the compiled dist/ (the stats workers load dist/cli/stats-worker.js; run
 * `npm run build:cli` first, as `npm test` does). Skipped when dist/ has not been built.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Move } from '../core/game.js';
import { replayRecord } from '../core/record.js';
import { GAMES } from '../games/index.js';

const dist = join(import.meta.dirname, '..', '..', 'dist', 'cli');
const built = existsSync(join(dist, 'stats-command.js')) && existsSync(join(dist, 'stats-worker.js'));
const scratch = mkdtempSync(join(tmpdir(), 'pasyans-solver-'));

interface CommandLike {
  parseAsync(argv: string[], options: { from: 'user' }): Promise<unknown>;
}

/** Runs a command's action in this process and returns what it printed on stdout. */
async function run(make: () => CommandLike, args: string[]): Promise<string> {
  const chunks: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    await make().parseAsync(args, { from: 'user' });
  } finally {
    process.stdout.write = write;
  }
  return chunks.join('');
}

describe.skipIf(!built)('pasyans solve and stats (compiled)', () => {
  it('solve --json prints {game, options, deal, budgetMs, pruning, result, moves, states, ms}; the moves replay to won under the options it names', async () => {
    const { solveCommand } = await import(join(dist, 'solve-command.js'));
    const out = JSON.parse(await run(solveCommand, ['klondike', '--seed', '5', '--budget-ms', '5000', '--json']));
    expect(Object.keys(out).sort()).toEqual(['budgetMs', 'deal', 'game', 'moves', 'ms', 'options', 'pruning', 'result', 'states']);
    expect(out.result).toBe('won');
    expect(out.game).toBe('klondike');
    expect(out.deal).toEqual({ seed: 5 });
    expect(out.options).toEqual({ draw: 3, redeals: 'unlimited', partialMoves: false, emptyColumns: 'kings-first', foundationToTableau: false });
    const replay = replayRecord(GAMES.klondike, { options: out.options, deal: out.deal, moves: out.moves as Move[] });
    expect(replay.ok).toBe(true);
    // A preset and an --option: the options named are those the deal was solved under.
    const classic = JSON.parse(await run(solveCommand, ['klondike', '--seed', '5', '--preset', 'classic', '--option', 'draw=1', '--budget-ms', '5000', '--json']));
    expect(classic.options).toEqual({ draw: 1, redeals: 'unlimited', partialMoves: true, emptyColumns: 'kings', foundationToTableau: true });
    const text = await run(solveCommand, ['klondike', '--seed', '5', '--preset', 'classic']);
    expect(text).toMatch(/^Klondike, deal 5: (won|lost|unknown)/);
    expect(text).toMatch(/^rules: draw=3, redeals=unlimited, partialMoves=true, emptyColumns=kings, foundationToTableau=true$/m);
    expect(text).toMatch(/states: \d+, time: /);
  });

  it('solve: a bad budget is a usage error (exit code 2 in main.ts)', async () => {
    const { solveCommand } = await import(join(dist, 'solve-command.js'));
    const { UsageError } = await import(join(dist, 'common.js'));
    await expect(run(solveCommand, ['klondike', '--seed', '1', '--budget-ms', '0'])).rejects.toBeInstanceOf(UsageError);
    await expect(run(solveCommand, ['klondike', '--seed', '1', '--option', 'draw=2'])).rejects.toBeInstanceOf(UsageError);
  });

  it('stats solves in workers, appends JSONL and resumes', async () => {
    const { statsCommand } = await import(join(dist, 'stats-command.js'));
    const out = join(scratch, 'elevens.jsonl');
    const first = JSON.parse(await run(statsCommand, ['elevens', '--deals', '6', '--budget-ms', '2000', '--workers', '2', '--out', out, '--json', '--no-progress']));
    expect(first.deals).toBe(6);
    expect(first.won + first.lost + first.unknown).toBe(6);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(6);
    const second = JSON.parse(await run(statsCommand, ['elevens', '--deals', '9', '--budget-ms', '2000', '--workers', '1', '--out', out, '--json', '--no-progress']));
    expect(second.deals).toBe(9);
    expect(first.resumed).toBe(0);
    expect(second.resumed).toBe(6);
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(9);
    expect(new Set(lines.map((line) => line.deal)).size).toBe(9);
    // Each line counts the winning line's moves (moveCount), 0 unless won.
    for (const line of lines) expect(line.result === 'won' ? line.moveCount > 0 : line.moveCount === 0).toBe(true);
    expect(second.interval[0]).toBeLessThanOrEqual(second.winRate);
  });
});

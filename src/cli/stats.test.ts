/**
 * The pieces of `pasyans stats` that keep a run of any size flat in memory and refuse what cannot be run
 * (issue 8, item 10). The command itself runs in cli.test.ts and src/solver/cli.test.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shuffledDeck } from '../core/deal.js';
import { defaultOptions } from '../core/options.js';
import { GAMES } from '../games/index.js';
import { UsageError } from './common.js';
import { runLazily } from './run-lazily.js';
import { RunSummary, numberedDeals, readDecks } from './stats-command.js';
import { DealRanges, checkRoom, readDone } from './stats-results.js';

const scratch = mkdtempSync(join(tmpdir(), 'pasyans-stats-'));

describe('issue 8, item 10: stats produces deals lazily and keeps memory flat', () => {
  test('numberedDeals makes each deal only when it is taken, even for all 2^32 deal numbers', () => {
    let made = 0;
    const deals = numberedDeals(0, 2 ** 32);
    for (const deal of deals) {
      made++;
      if (made === 3) {
        expect(deal).toEqual({ name: '2', seed: 2 });
        break;
      }
    }
    expect(made).toBe(3);
  });

  test('runLazily takes a job only when a lane is free: never more than `lanes` taken and not finished', async () => {
    let taken = 0;
    let finished = 0;
    let mostAhead = 0;
    function* jobs() {
      for (let i = 0; i < 100; i++) {
        taken++;
        mostAhead = Math.max(mostAhead, taken - finished);
        yield i;
      }
    }
    const order: number[] = [];
    await runLazily(jobs(), 4, async (job) => {
      await new Promise((resolve) => setTimeout(resolve, job % 3));
      order.push(job);
      finished++;
    });
    expect(order.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(mostAhead).toBeLessThanOrEqual(4);
  });

  test('runLazily starts no new job after a failure and throws the first error', async () => {
    const started: number[] = [];
    const run = runLazily(numberedDeals(1, 1_000_000), 2, async (job) => {
      started.push(job.seed!);
      if (job.seed === 3) throw new Error('worker died');
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
    await expect(run).rejects.toThrow('worker died');
    expect(started.length).toBeLessThanOrEqual(4);
  });

  test('the deals done are kept as ranges: a run resumed in order is one range', () => {
    const done = new DealRanges();
    for (let n = 1; n <= 10_000; n++) done.add(String(n));
    expect(done.ranges).toBe(1);
    expect(done.has('1') && done.has('10000') && !done.has('10001') && !done.has('0')).toBe(true);
    expect(done.has('07')).toBe(false);
  });

  test('DealRanges holds exactly the numbers added, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 80 }), (numbers) => {
        const done = new DealRanges();
        for (const n of numbers) done.add(String(n));
        for (let n = 0; n <= 61; n++) expect(done.has(String(n))).toBe(numbers.includes(n));
      }),
    );
  });

  test('the summary counts as results come (the times in a StreamingQuantiles, streaming-quantiles.test.ts), a range first', () => {
    const summary = new RunSummary();
    summary.add({ result: 'won', ms: 2 });
    summary.add({ result: 'lost', ms: 4 });
    summary.add({ result: 'unknown', ms: 100 });
    expect(summary.summary()).toMatchObject({ deals: 3, won: 1, lost: 1, unknown: 1, winRange: [1 / 3, 2 / 3], winRate: 0.5, medianMs: expect.closeTo(4, 1), p95Ms: 100 });
  });
});

describe('issue 8, item 10: stats refuses what cannot be run, before any work', () => {
  test('results that would not fit on the disk are refused with one line', () => {
    const line = JSON.stringify({ deal: '4294967295', game: 'elevens', options: {}, budgetMs: 10000, result: 'unknown', states: 1000000, ms: 10000.123, moves: 100 });
    expect(() => checkRoom('out.jsonl', 4294967295, line, 80e9)).toThrow(UsageError);
    expect(() => checkRoom('out.jsonl', 4294967295, line, 80e9)).toThrow(/^the results of 4294967295 deals need about \d+ GB in "out.jsonl", and its disk has 80 GB free: run at most about \d+ deals at a time/);
    expect(() => checkRoom('out.jsonl', 1000, line, 80e9)).not.toThrow();
    expect(() => checkRoom('out.jsonl', 4294967295, line, null)).not.toThrow();
  });

  test('a decks file naming a deal twice is refused, naming both lines (a resumed run would count it twice)', () => {
    const game = GAMES.elevens;
    const options = defaultOptions(game);
    const deck = (seed: number) => shuffledDeck(seed, 52).join(' ');
    const path = join(scratch, 'decks.txt');
    writeFileSync(path, `# two deals named 7\n7 ${deck(1)}\n8 ${deck(2)}\n7 ${deck(3)}\n`);
    expect(() => readDecks(game, options, path)).toThrow(`${path}: lines 2 and 4 both name deal 7: give each deal its own name`);
    // A deck without a name is named by its line number, which may clash with a name given on another line.
    writeFileSync(path, `2 ${deck(1)}\n${deck(2)}\n`);
    expect(() => readDecks(game, options, path)).toThrow('lines 1 and 2 both name deal 2');
    writeFileSync(path, `1 ${deck(1)}\n2, ${JSON.stringify(shuffledDeck(2, 52))}\n${deck(3)}\n`);
    expect(readDecks(game, options, path).map((job) => job.name)).toEqual(['1', '2', '3']);
  });

  test('a resumed run counts each deal of the results file once, and only the deals of this run', async () => {
    const path = join(scratch, 'results.jsonl');
    const run = { game: 'elevens', options: {}, budgetMs: 500 };
    const line = (deal: string, result: string) => JSON.stringify({ deal, ...run, result, states: 1, ms: 1, moves: 0 });
    writeFileSync(path, [line('1', 'won'), line('2', 'lost'), line('1', 'won'), line('9', 'won')].join('\n'));
    const done = new DealRanges();
    const taken: string[] = [];
    await readDone(path, run, (name) => Number(name) <= 5, done, (record) => taken.push(record.deal));
    expect(taken).toEqual(['1', '2']);
  });
});

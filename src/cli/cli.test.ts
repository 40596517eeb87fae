/**
 * The installed command line (bin/pasyans.js over the compiled dist/; `npm test` builds it first).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { shuffledDeck } from '../core/deal.js';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'pasyans.js');
const scratch = mkdtempSync(join(tmpdir(), 'pasyans-cli-'));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function file(name: string, text: string): string {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

describe('pasyans without a command', () => {
  test('prints the commands and exits 2', () => {
    const result = run();
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('deal [options] <game>');
    expect(result.stdout).toContain('stats [options] <game>');
  });
});

describe('pasyans stats results file', () => {
  test('a file of another run (another game, options or budget) is refused, not mixed in', () => {
    const out = join(scratch, 'run.jsonl');
    const first = run('stats', 'elevens', '--deals', '2', '--budget-ms', '500', '--workers', '1', '--out', out, '--json');
    expect(first.code).toBe(0);
    const other = run('stats', 'perpetual-motion', '--deals', '2', '--workers', '1', '--out', out);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('holds results of another run');
    const resumed = JSON.parse(run('stats', 'elevens', '--deals', '3', '--budget-ms', '500', '--workers', '1', '--out', out, '--json').stdout);
    expect(resumed.deals).toBe(3);
  });
});

describe('pasyans games', () => {
  test('--json lists the eight ids of RULES.md with names and options', () => {
    const out = JSON.parse(execFileSync(process.execPath, [bin, 'games', '--json'], { encoding: 'utf8' }));
    expect(out.games.map((game: { id: string }) => game.id)).toEqual(['klondike', 'elevens', 'perpetual-motion', 'moving-shops', 'artless', 'percentages', 'topsy-turvy-queens', 'go-no-go']);
    const klondike = out.games[0];
    expect(klondike.name).toEqual({ en: 'Klondike', ru: 'Косынка' });
    expect(klondike.options.find((option: { key: string }) => option.key === 'draw').default).toBe(3);
  });
});

describe('pasyans play go-no-go (issue 8, item 1: aces always go)', () => {
  test('deal 36 after eighteen cards dealt lists the Ace of spades to a foundation; with aces=go-only only the deal', () => {
    const moves = file('go-no-go-36.json', JSON.stringify(Array.from({ length: 18 }, () => ({ type: 'deal' }))));
    const out = JSON.parse(run('play', 'go-no-go', '--seed', '36', '--moves', moves, '--json').stdout);
    expect(out.piles['column-4'].cards.at(-1)).toBe('AS');
    expect(out.legalMoves).toContainEqual({ type: 'move', from: 'column-4', to: 'foundation-1', count: 1 });
    const goOnly = JSON.parse(run('play', 'go-no-go', '--seed', '36', '--moves', moves, '--option', 'aces=go-only', '--json').stdout);
    expect(goOnly.legalMoves).toEqual([{ type: 'deal' }]);
  });
});

describe('pasyans deal', () => {
  test('a readable board, and JSON with the deck order and every pile bottom to top', () => {
    const text = run('deal', 'klondike', '--seed', '1');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('column-7');
    const json = JSON.parse(run('deal', 'klondike', '--seed', '1', '--json').stdout);
    expect(json.deck).toEqual(shuffledDeck(1, 52));
    expect(json.piles['column-1'].cards).toEqual([json.deck[0]]);
    expect(json.status).toBe('playing');
  });

  test('--deck reads a JSON array or whitespace-separated codes', () => {
    const deck = shuffledDeck(11, 52);
    const fromJson = JSON.parse(run('deal', 'klondike', '--deck', file('deck.json', JSON.stringify(deck)), '--json').stdout);
    const fromText = JSON.parse(run('deal', 'klondike', '--deck', file('deck.txt', deck.join('\n')), '--json').stdout);
    expect(fromJson.deck).toEqual(deck);
    expect(fromText.piles).toEqual(fromJson.piles);
  });

  test('Topsy-Turvy Queens deal 7: 7 captives, 8 columns of 4 and 65 in the stock', () => {
    const json = JSON.parse(run('deal', 'topsy-turvy-queens', '--seed', '7', '--json').stdout);
    const piles = json.piles as Record<string, { cards: string[]; faceDown: number }>;
    const captives = Object.entries(piles).filter(([id]) => id.startsWith('captive-'));
    expect(captives).toHaveLength(7);
    for (const [, pile] of captives) expect(pile).toMatchObject({ faceDown: 1 });
    const columns = Object.entries(piles).filter(([id]) => id.startsWith('column-'));
    expect(columns.map(([, pile]) => pile.cards.length)).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
    expect(piles.stock.cards).toHaveLength(65);
    const text = run('deal', 'topsy-turvy-queens', '--seed', '7').stdout;
    expect(text).toMatch(/stock\s+\(65\)/);
  });
});

describe('pasyans play', () => {
  test('perpetual-motion --seed 1 --auto --json ends won or lost', () => {
    const json = JSON.parse(run('play', 'perpetual-motion', '--seed', '1', '--auto', '--json').stdout);
    expect(['won', 'lost']).toContain(json.status);
  });

  test('replays a moves file and prints position, legal moves and status', () => {
    const first = JSON.parse(run('play', 'klondike', '--seed', '1', '--json').stdout);
    const moves = file('moves.json', JSON.stringify([first.legalMoves[0]]));
    const after = JSON.parse(run('play', 'klondike', '--seed', '1', '--moves', moves, '--json').stdout);
    expect(after.moves).toEqual([first.legalMoves[0]]);
    expect(after.status).toBe('playing');
    const text = run('play', 'klondike', '--seed', '1', '--moves', moves);
    expect(text.stdout).toContain('status: playing');
    expect(text.stdout).toContain('legal moves:');
  });

  test.each([
    [['deal', 'nope', '--seed', '1'], /unknown game "nope"/],
    [['deal', 'klondike', '--seed', '-4'], /--seed wants a whole number/],
    [['deal', 'klondike'], /exactly one of --seed N and --deck FILE/],
    [['deal', 'klondike', '--seed', '1', '--option', 'draw=2'], /option draw: "2" is not allowed/],
    [['deal', 'klondike', '--seed', '1', '--option', 'colour=red'], /unknown option "colour"/],
    [['deal', 'klondike', '--seed', '1', '--preset', 'fast'], /unknown preset "fast"/],
    [['deal', 'klondike', '--deck', '/nonexistent/deck'], /cannot read deck file/],
    [['frobnicate'], /^pasyans: unknown command/],
    [['deal', 'constructor', '--seed', '1'], /unknown game "constructor"/],
    [['deal', 'klondike', '--seed', '1', '--preset', 'toString'], /unknown preset "toString"/],
    [['deal', 'klondike', '--seed', '1', '--option', '__proto__=1'], /unknown option "__proto__"/],
    [['stats', 'elevens', '--deals', '2', '--workers', '1000'], /--workers wants at most 64/],
    [['stats', 'elevens', '--deals', '2', '--from', '-1'], /--from wants a whole number/],
    [['stats', 'elevens', '--deals', '2', '--out', '/nonexistent/dir/x.jsonl'], /cannot write results file/],
  ])('bad input %j exits 2 with one line', (args, message) => {
    const result = run(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  test('a bad deck file and an illegal move name the problem', () => {
    const short = run('deal', 'klondike', '--deck', file('short.txt', 'AS KD'));
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('2 cards given, the game needs 52');
    const illegal = run('play', 'klondike', '--seed', '1', '--moves', file('illegal.json', JSON.stringify([{ type: 'draw' }, { type: 'move', from: 'column-7', to: 'column-1', count: 7 }])));
    expect(illegal.code).toBe(2);
    expect(illegal.stderr).toMatch(/^pasyans: move 1: .*not legal/);
    // Built-in property names are no piles.
    const proto = run('play', 'klondike', '--seed', '1', '--moves', file('proto.json', JSON.stringify([{ type: 'move', from: '__proto__', to: 'column-1' }])));
    expect(proto.code).toBe(2);
    expect(proto.stderr).toContain('there is no pile "__proto__"');
    const constructor = run('play', 'klondike', '--seed', '1', '--moves', file('constructor.json', JSON.stringify([{ type: 'move', from: 'column-1', to: 'constructor' }])));
    expect(constructor.stderr).toContain('there is no pile "constructor"');
    const broken = run('play', 'klondike', '--seed', '1', '--moves', file('broken.json', '[{"type":'));
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('not valid JSON');
  });
});

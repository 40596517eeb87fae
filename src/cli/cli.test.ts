/**
 * The installed command line (bin/pasyans.js over the compiled dist/; `npm test` builds it first).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { shuffledDeck } from '../core/deal.js';
import { buildProgram, takesOneValue } from './program.js';
import { lineText } from './solve-command.js';

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
    expect(other.stderr).toContain('line 1 holds a result of another run (game elevens, not perpetual-motion): use another --out file');
    expect(run('stats', 'elevens', '--deals', '2', '--budget-ms', '400', '--workers', '1', '--out', out).stderr).toContain('(budget 500 ms, not 400 ms)');
    const klondike = join(scratch, 'klondike-run.jsonl');
    expect(run('stats', 'klondike', '--deals', '1', '--budget-ms', '500', '--workers', '1', '--out', klondike).code).toBe(0);
    expect(run('stats', 'klondike', '--deals', '1', '--budget-ms', '500', '--workers', '1', '--option', 'draw=1', '--out', klondike).stderr).toMatch(/\(options \{"draw":3,.*\}, not \{"draw":1,.*\}\)/);
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

describe('pasyans and Go, No Go\'s four readings (issue 12, item 1)', () => {
  test('games --json lists transfers with both values; solve under each aces × transfers decides deal 7 and play replays the line to a win under the same options', () => {
    const games = JSON.parse(run('games', '--json').stdout).games;
    const transfers = games.find((game: { id: string }) => game.id === 'go-no-go').options.find((option: { key: string }) => option.key === 'transfers');
    expect(transfers).toMatchObject({ values: ['adjacent', 'suit'], default: 'adjacent' });
    for (const aces of ['always', 'go-only']) {
      for (const reading of ['adjacent', 'suit']) {
        const flags = ['--option', `aces=${aces}`, '--option', `transfers=${reading}`];
        const solved = JSON.parse(run('solve', 'go-no-go', '--seed', '7', ...flags, '--budget-ms', '20000', '--json').stdout);
        expect(['won', 'lost'], `${aces} ${reading}`).toContain(solved.result);
        if (solved.result !== 'won') continue;
        const moves = file(`go-no-go-7-${aces}-${reading}.json`, JSON.stringify(solved.moves));
        const played = JSON.parse(run('play', 'go-no-go', '--seed', '7', ...flags, '--moves', moves, '--json').stdout);
        expect(played.options).toEqual({ aces, transfers: reading });
        expect(played.status, `${aces} ${reading}`).toBe('won');
      }
    }
    expect(run('solve', 'go-no-go', '--seed', '7', '--option', 'transfers=any').code).toBe(2);
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

/** A record file of Klondike deal 5 with two draws, the cursor after the first; `change` edits it. */
function recordFile(name: string, change: (record: Record<string, unknown>) => void = () => {}): string {
  const record: Record<string, unknown> = {
    format: 1,
    game: 'klondike',
    options: { draw: 3, redeals: 'unlimited', partialMoves: false, emptyColumns: 'kings-first', foundationToTableau: false },
    deal: { seed: 5 },
    moves: [{ type: 'draw' }, { type: 'draw' }],
    cursor: 1,
  };
  change(record);
  return file(name, JSON.stringify(record));
}

/** Exit code 2, one line on stderr matching `message`, no stack trace. */
function expectUsageError(result: ReturnType<typeof run>, message: RegExp | string) {
  expect(result.stderr).toMatch(message);
  expect(result.code).toBe(2);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).not.toMatch(/\bat .*\.js:\d+/);
}

describe('issue 8, item 10: a flag that takes one value is given once', () => {
  const program = buildProgram();
  const cases = program.commands.flatMap((command) =>
    command.options
      .filter(takesOneValue)
      .map((option) => [command.name(), option.long!, command.registeredArguments.length > 0] as const),
  );

  test('every command has its single-value flags checked (the list is not empty)', () => {
    expect(cases.map(([command, flag]) => `${command} ${flag}`)).toEqual(expect.arrayContaining(['deal --seed', 'play --moves', 'play --record', 'solve --budget-ms', 'stats --deals', 'stats --workers', 'stats --out']));
  });

  // In this process (the check is made while the command line is read, before any action runs).
  test.each(cases)('%s %s twice is refused, naming both values', async (command, flag, takesGame) => {
    const fresh = buildProgram();
    let written = '';
    for (const each of fresh.commands) each.configureOutput({ writeErr: (text) => (written += text) });
    const parsed = fresh.parseAsync([command, ...(takesGame ? ['klondike'] : []), flag, '1', `${flag}=2`], { from: 'user' });
    await expect(parsed).rejects.toMatchObject({ code: 'pasyans.repeatedFlag', exitCode: 2 });
    expect(written).toBe(`error: ${flag} is given twice ("1" and "2"): give it once\n`);
  });

  test('the installed command refuses it with exit code 2 and one line', () => {
    expectUsageError(run('deal', 'klondike', '--seed', '1', '--seed', '2'), /^pasyans: --seed is given twice \("1" and "2"\): give it once$/m);
    expectUsageError(run('stats', 'elevens', '--deals', '4294967295', '--deals', '2'), /^pasyans: --deals is given twice/);
  });

  test('--option stays repeatable, each KEY once', () => {
    const json = JSON.parse(run('deal', 'klondike', '--seed', '1', '--option', 'draw=1', '--option', 'redeals=3', '--json').stdout);
    expect(json.options).toMatchObject({ draw: 1, redeals: 3 });
    expectUsageError(run('deal', 'klondike', '--seed', '1', '--option', 'draw=1', '--option', 'draw=3'), '--option draw is given twice ("draw=1" and "draw=3"): give it once');
  });
});

describe('solve --record, and solve output given where a record, moves or a deck are wanted', () => {
  test('a won line is written as a game record that play --record replays to won, under the options solved with', () => {
    const path = join(scratch, 'solved-record.json');
    const text = run('solve', 'klondike', '--seed', '2', '--preset', 'classic', '--option', 'draw=1', '--record', path);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`record: ${path} (replay it with \`pasyans play klondike --record ${path}\`)`);
    const replayed = JSON.parse(run('play', 'klondike', '--record', path, '--json').stdout);
    expect(replayed.status).toBe('won');
    expect(replayed.options).toEqual({ draw: 1, redeals: 'unlimited', partialMoves: true, emptyColumns: 'kings', foundationToTableau: true });
  });

  test('a lost deal writes no record and says so; --json names the record, the budget and whether pruning was on', () => {
    const path = join(scratch, 'lost-record.json');
    // Go, No Go deal 2 is lost under the defaults.
    const json = JSON.parse(run('solve', 'go-no-go', '--seed', '2', '--record', path, '--json').stdout);
    expect(json.result).toBe('lost');
    expect(json.record).toBeNull();
    expect(json.budgetMs).toBe(10_000);
    expect(json.pruning).toBe(true);
    expect(existsSync(path)).toBe(false);
    expect(run('solve', 'go-no-go', '--seed', '2', '--record', path).stdout).toContain('record: none written (lost, no winning line)');
    expect(JSON.parse(run('solve', 'elevens', '--seed', '1', '--no-pruning', '--budget-ms', '500', '--json').stdout).pruning).toBe(false);
  });

  test('moves that do not replay under the options given: the error names those options', () => {
    const solved = JSON.parse(run('solve', 'klondike', '--seed', '2', '--preset', 'classic', '--json').stdout);
    const path = file('classic-moves.json', JSON.stringify(solved.moves));
    expect(run('play', 'klondike', '--seed', '2', '--preset', 'classic', '--moves', path).code).toBe(0);
    expectUsageError(run('play', 'klondike', '--seed', '2', '--moves', path), /is not legal here: .* \(under draw=3, redeals=unlimited, partialMoves=false, emptyColumns=kings-first, foundationToTableau=false: were the moves played under other options\?\)/);
  });

  test('the text output says the winning line in words, a run of draws as one, numbered, and how to replay it', () => {
    const text = run('solve', 'klondike', '--seed', '5').stdout;
    const count = Number(/^moves \((\d+)\):$/m.exec(text)?.[1]);
    expect(count).toBeGreaterThan(0);
    const lines = text.split('\n').filter((line) => /^ {2}\d+\. /.test(line));
    expect(lines[0]).toMatch(/^ {2}1\. /);
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(text).toContain('waste -> column-3');
    expect(text).toContain('to replay them: --record FILE, then `pasyans play klondike --record FILE`');
    // Each line starts at the number of its first move: the words add up to the line's length.
    const words = lines.flatMap((line) => line.replace(/^ {2}\d+\. /, '').replace(/,$/, '').split(', '));
    expect(words.reduce((sum, word) => sum + Number(/ ×(\d+)$/.exec(word)?.[1] ?? 1), 0)).toBe(count);
    expect(lineText([{ type: 'draw' }, { type: 'draw' }, { type: 'move', from: 'waste', to: 'column-3', count: 1 }, { type: 'draw' }])).toEqual(['  1. draw ×2, waste -> column-3, draw']);
  });

  test('the rules line of a game without options says so', () => {
    expect(run('solve', 'elevens', '--seed', '1').stdout).toMatch(/^rules: none \(the game has no options\)$/m);
  });

  test.each([
    ['play', '--moves'],
    ['play', '--record'],
    ['solve', '--deck'],
  ])('%s %s with the output of solve --json: one line saying how to replay it', (command, flag) => {
    const path = file('solve-output.json', run('solve', 'klondike', '--seed', '2', '--json').stdout);
    const args = flag === '--record' ? [command, 'klondike', flag, path] : flag === '--moves' ? [command, 'klondike', '--seed', '2', flag, path] : [command, 'klondike', flag, path];
    expectUsageError(run(...args), `is the output of \`pasyans solve --json\`, not a`);
    expect(run(...args).stderr).toContain('`pasyans play klondike --record FILE`');
  });

  test('a record file that cannot be written is one line, exit code 2, before the solve', () => {
    expectUsageError(run('solve', 'klondike', '--seed', '2', '--record', join(scratch, 'no-such-directory', 'x.json')), /cannot write record file ".*": no such file/);
    expectUsageError(run('solve', 'klondike', '--seed', '2', '--record', scratch), /cannot write record file ".*": it is a directory/);
    // Go, No Go deal 2 is lost, so no record would be written after the solve: the check comes before it.
    const lost = run('solve', 'go-no-go', '--seed', '2', '--record', join(scratch, 'no-such-directory', 'x.json'));
    expectUsageError(lost, /cannot write record file/);
    expect(lost.stdout).toBe('');
  });

  test('a deck file given as moves is named as a deck order; a deck deal is named by its file', () => {
    const deck = file('deck-as-moves.txt', JSON.stringify(shuffledDeck(7, 52)));
    expectUsageError(run('play', 'klondike', '--seed', '2', '--moves', deck), `${deck} holds card codes, a deck order, not moves: give it with --deck ${deck}`);
    expect(run('deal', 'klondike', '--deck', deck).stdout).toContain(`Klondike (Косынка), deck from ${deck}`);
    expect(run('play', 'klondike', '--deck', deck).stdout).toContain(`deck from ${deck}, after 0 moves`);
    expect(run('solve', 'klondike', '--deck', deck, '--budget-ms', '200').stdout).toContain(`Klondike, deck from ${deck}: `);
  });
});

describe('issue 8, item 10: game records on the command line', () => {
  test('play --record replays a record to its cursor; the moves after it are left to redo', () => {
    const json = JSON.parse(run('play', 'klondike', '--record', recordFile('record.json'), '--json').stdout);
    expect(json.moves).toEqual([{ type: 'draw' }]);
    expect(json.redo).toEqual([{ type: 'draw' }]);
    expect(json.piles.waste.cards).toHaveLength(3);
    expect(run('play', 'klondike', '--record', recordFile('record.json')).stdout).toContain('after 1 move (1 more in the record to redo)');
  });

  test.each([
    ['another format version', (r: Record<string, unknown>) => (r.format = 2), 'saved game has format version 2; this version reads format 1'],
    ['a bad seed', (r: Record<string, unknown>) => (r.deal = { seed: -5 }), 'saved game: deal number -5 is not a whole number from 0 to 4294967295'],
    ['an extra option', (r: Record<string, unknown>) => (r.options = { ...(r.options as object), colour: 'red' }), 'saved game: unknown option "colour" for klondike'],
    ['a cursor past the end', (r: Record<string, unknown>) => (r.cursor = 5), 'saved game: cursor 5 is past the last move (the record has 2 moves)'],
    ['an extra field', (r: Record<string, unknown>) => (r.player = 'me'), 'saved game is damaged: unknown field "player"'],
    ['an illegal move', (r: Record<string, unknown>) => (r.moves = [{ type: 'recycle' }]), 'saved game: move 0: recycle is not legal here'],
  ])('a record with %s says the core\'s reason, not "moves do not replay"', (name, change, reason) => {
    const path = recordFile(`record-${name.replaceAll(' ', '-')}.json`, change);
    expectUsageError(run('play', 'klondike', '--record', path), `pasyans: ${path}: ${reason}`);
  });

  test('a record is not mixed with a deal, options or moves from flags, and names its own game', () => {
    const path = recordFile('record-mixed.json');
    expectUsageError(run('play', 'klondike', '--record', path, '--seed', '3'), "option '--record <file>' cannot be used with option '--seed <n>'");
    expectUsageError(run('play', 'klondike', '--record', path, '--option', 'draw=1'), "cannot be used with option '--option <key=value>'");
    expectUsageError(run('play', 'elevens', '--record', path), `${path} is a game of klondike, not elevens: run \`pasyans play klondike --record ${path}\``);
  });

  test.each([
    ['deal', 'klondike', '--deck', 'deck order'],
    ['solve', 'klondike', '--deck', 'deck order'],
    ['play', 'klondike', '--moves', 'moves file'],
    ['stats', 'elevens', '--decks', 'decks file'],
  ])('a record given to %s %s %s says it is a game record and how to replay it', (command, game, flag, what) => {
    const path = recordFile('given.json');
    const extra = command === 'play' ? ['--seed', '1'] : [];
    expectUsageError(run(command, game, ...extra, flag, path), `pasyans: ${path} is a game record, not a ${what}: replay it with \`pasyans play klondike --record ${path}\``);
  });
});

describe('issue 8, item 10: pasyans stats refuses what cannot be run, up front', () => {
  test('deal numbers past 4294967295 (--from + --deals − 1) are refused with one line', () => {
    expectUsageError(run('stats', 'elevens', '--from', '2', '--deals', '4294967295'), '--from 2 and --deals 4294967295 go past the last deal number 4294967295: at most 4294967294 deals from 2');
    expectUsageError(run('stats', 'elevens', '--deals', '99999999999999999999'), /go past the last deal number 4294967295/);
    expectUsageError(run('stats', 'elevens', '--from', '4294967295', '--deals', '2'), 'at most 1 deal from 4294967295');
  });

  // The case: all 2^32 − 1 deal numbers are in range, and their results (about 130 bytes a deal) would not fit
  // on a RAM disk; refused at once, before any file is made (on a machine with half a terabyte free it would run).
  test.skipIf(!existsSync('/dev/shm'))('stats elevens --deals 4294967295 with results on a RAM disk is refused: they would not fit', () => {
    const out = join('/dev/shm', `pasyans-${process.pid}.jsonl`);
    const result = spawnSync(process.execPath, [bin, 'stats', 'elevens', '--deals', '4294967295', '--out', out], { encoding: 'utf8', timeout: 60_000 });
    expectUsageError({ code: result.status, stdout: result.stdout, stderr: result.stderr }, /^pasyans: the results of 4294967295 deals need about \d+ GB in ".*", and its disk has [\d.]+ GB free/);
    expect(existsSync(out)).toBe(false);
  });

  test('a decks file naming one deal twice is refused, naming the lines', () => {
    const deck = (seed: number) => shuffledDeck(seed, 52).join(' ');
    const path = file('twice.txt', `4 ${deck(1)}\n4 ${deck(2)}\n`);
    expectUsageError(run('stats', 'elevens', '--decks', path, '--out', join(scratch, 'twice.jsonl')), `${path}: lines 1 and 2 both name deal 4: give each deal its own name`);
    expectUsageError(run('stats', 'elevens', '--decks', path, '--from', '3'), '--from goes with --deals');
  });
});

describe('issue 8, item 10: a user\'s bad inputs give one line and exit code 2', () => {
  const directory = mkdtempSync(join(scratch, 'directory-'));
  const empty = file('empty.txt', '');
  const binary = file('binary.bin', '');
  writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x41, 0x53]));
  mkdirSync(join(scratch, 'out-directory.jsonl'), { recursive: true });

  test.each([
    [['deal', 'klondike', '--deck', directory], /cannot read deck file ".*": it is a directory/],
    [['deal', 'klondike', '--deck', binary], /deck file ".*" is not a text file/],
    [['deal', 'klondike', '--deck', empty], /deck file: no cards in it/],
    [['play', 'klondike', '--seed', '1', '--moves', directory], /cannot read moves file ".*": it is a directory/],
    [['play', 'klondike', '--seed', '1', '--moves', binary], /moves file ".*" is not a text file/],
    [['play', 'klondike', '--seed', '1', '--moves', empty], /the moves file is empty \(no moves is \[\]\)/],
    [['play', 'klondike', '--record', directory], /cannot read record file ".*": it is a directory/],
    [['play', 'klondike', '--record', binary], /record file ".*" is not a text file/],
    [['play', 'klondike', '--record', empty], /the record file is empty/],
    [['play', 'klondike', '--record', join(scratch, 'missing.json')], /cannot read record file ".*": no such file/],
    [['stats', 'elevens', '--decks', directory], /cannot read decks file ".*": it is a directory/],
    [['stats', 'elevens', '--decks', binary], /decks file ".*" is not a text file/],
    [['stats', 'elevens', '--decks', empty], /no deck orders in it/],
    [['stats', 'elevens', '--deals', '2', '--out', join(scratch, 'out-directory.jsonl')], /cannot read results file ".*": it is a directory/],
    [['stats', 'elevens', '--deals', '2', '--out', binary], /line 1: not a result line/],
    [['stats', 'elevens', '--deals', '0'], /--deals wants a whole number, at least 1, got "0"/],
    [['stats', 'elevens', '--deals', '2', '--workers', '0'], /--workers wants a whole number, at least 1/],
    [['stats', 'elevens', '--deals', '2', '--workers', 'two'], /--workers wants a whole number/],
    [['solve', 'klondike', '--seed', '1', '--budget-ms', '99999999999999999999'], /--budget-ms wants a whole number of milliseconds from 1 to 9007199254740991/],
    [['solve', 'klondike', '--seed', '1', '--budget-ms', '1e3'], /--budget-ms wants a whole number of milliseconds/],
    [['solve', 'klondike', '--seed', '4294967296'], /--seed wants a whole number from 0 to 4294967295/],
    [['solve', 'nope', '--seed', '1'], /unknown game "nope"/],
    [['stats', 'elevens', '--deals', '2', '--option', 'draw=1'], /unknown option "draw" for elevens/],
  ])('%j', (args, message) => {
    expectUsageError(run(...args), message);
  });
});

describe('issue 8, item 10: a closed standard output ends the command quietly', () => {
  test.each([
    [['solve', 'klondike', '--seed', '1', '--json']],
    [['play', 'topsy-turvy-queens', '--seed', '1', '--json']],
    [['games']],
  ])('%j | (reader gone)', async (args) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reader closes the pipe before the command writes, as `| head -c 0` would
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});

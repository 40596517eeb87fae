/**
 * Certification (certify.ts; issue 9, item 2: "every `won` stays certified by the engine"): `certifyWin` replays a
 * line on one working table (the games' `play`), asks the status only where a record replay would need more than
 * "not won, not lost, a legal move" (before a stock move), and must still judge every line as a record replay does:
 * each move legal and played while the game is on, the last position won.
 */
import { describe, expect, test } from 'vitest';
import { shuffledDeck } from '../core/deal.js';
import { gameStatus, legalMovesNamed } from '../core/engine.js';
import type { AnyGame, Move, Options } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
import { replayRecord } from '../core/record.js';
import { GAME_LIST } from '../games/index.js';
import { certifyWin } from './certify.js';
import { solve } from './index.js';

/** Deals of each game that the solver wins within a few thousand positions (the first of them that it does is used). */
const WON_SEEDS: Readonly<Record<string, readonly number[]>> = {
  klondike: [1, 2],
  elevens: [1, 2],
  'perpetual-motion': [1, 2],
  'moving-shops': [1, 2],
  artless: [2, 3],
  percentages: [1, 2],
  'topsy-turvy-queens': [14, 10, 12],
  'go-no-go': [31, 28, 36],
};

function defaults(game: AnyGame): Options {
  const resolved = resolveOptions(game);
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.value;
}

/** A won line of the game: the first deal of WON_SEEDS that the solver wins within 20,000 positions. */
function wonLine(game: AnyGame, options: Options): { seed: number; moves: Move[] } {
  for (const seed of WON_SEEDS[game.id]) {
    const start = game.deal(shuffledDeck(seed, game.deckSize(options)), options).position;
    const result = solve(game, start, options, { states: 20_000 });
    if (result.result === 'won') return { seed, moves: result.moves };
  }
  throw new Error(`${game.id}: no deal of ${WON_SEEDS[game.id].join(', ')} won within 20,000 positions`);
}

/** What a record replay says of a line: the index of the move it refuses, 'won', or the status it ends in. */
function replayVerdict(game: AnyGame, options: Options, seed: number, moves: readonly Move[]): string {
  const replay = replayRecord(game, { options, deal: { seed }, moves: [...moves] });
  if (!replay.ok) return `refused at ${/^move (\d+):/.exec(replay.error)?.[1]}`;
  return gameStatus(game, replay.value.positions[replay.value.positions.length - 1], options);
}

/** What certification says of a line, in the same words. */
function certifyVerdict(game: AnyGame, options: Options, seed: number, moves: readonly Move[]): string {
  const start = game.deal(shuffledDeck(seed, game.deckSize(options)), options).position;
  const before = JSON.stringify(start);
  const certified = certifyWin(game, start, options, moves);
  // The line is played on a working table: the position given is never changed.
  expect(JSON.stringify(start)).toBe(before);
  if (certified.ok) return 'won';
  const refused = /^move (\d+):/.exec(certified.error);
  if (refused) return `refused at ${refused[1]}`;
  return /is (\w+), not won/.exec(certified.error)?.[1] ?? certified.error;
}

describe.each(GAME_LIST.map((game) => [game.id, game] as const))('%s', (_id, game) => {
  test('issue 9, item 2: certifyWin judges a won line, the line short of its last move, and lines with one move made illegal as a record replay does', () => {
    const options = defaults(game);
    const { seed, moves } = wonLine(game, options);
    expect(certifyVerdict(game, options, seed, moves)).toBe('won');
    expect(replayVerdict(game, options, seed, moves)).toBe('won');
    // Short of its last move the line ends in a position still on (or lost), never won.
    const short = moves.slice(0, -1);
    expect(certifyVerdict(game, options, seed, short)).toBe(replayVerdict(game, options, seed, short));
    expect(certifyVerdict(game, options, seed, short)).not.toBe('won');
    // A move replaced by one that is not legal there (a move from a pile onto itself, a pair of one place): refused
    // at that index, by both.
    const start = game.deal(shuffledDeck(seed, game.deckSize(options)), options).position;
    for (const at of [0, moves.length - 1]) {
      const wrong: Move = { type: 'move', from: 'nowhere', to: 'nowhere', count: 1 };
      expect(legalMovesNamed(game, start, options, wrong)).toEqual([]);
      const broken = [...moves.slice(0, at), wrong, ...moves.slice(at + 1)];
      expect(certifyVerdict(game, options, seed, broken)).toBe(`refused at ${at}`);
      expect(replayVerdict(game, options, seed, broken)).toBe(`refused at ${at}`);
    }
    // The won line with one more move after the win: refused at that move, the game being over.
    const extra = [...moves, moves[moves.length - 1]];
    expect(certifyVerdict(game, options, seed, extra)).toBe(`refused at ${moves.length}`);
    expect(replayVerdict(game, options, seed, extra)).toBe(`refused at ${moves.length}`);
  });
});

describe('certifyWin before a stock move', () => {
  const klondike = GAME_LIST.find((game) => game.id === 'klondike')!;
  /** Klondike: the stock and waste given (bottom first), KS alone in column 1, 5C under 4H in column 2, all else empty. */
  function position(stock: string[], waste: string[]) {
    const piles: Record<string, { cards: string[]; faceDown: number }> = { stock: { cards: stock, faceDown: stock.length }, waste: { cards: waste, faceDown: 0 } };
    for (let i = 1; i <= 4; i++) piles[`foundation-${i}`] = { cards: [], faceDown: 0 };
    for (let i = 1; i <= 7; i++) piles[`column-${i}`] = { cards: [], faceDown: 0 };
    piles['column-1'] = { cards: ['KS'], faceDown: 0 };
    piles['column-2'] = { cards: ['5C', '4H'], faceDown: 1 };
    return { piles, vars: { redealsUsed: 0 } };
  }

  test('issue 9, item 2: a draw where a trip round the stock offers nothing is refused, the game being lost (RULES.md section 1, "Stock")', () => {
    const options = defaults(klondike);
    const stuck = position(['2D', '3D', '4D'], ['9D']);
    expect(gameStatus(klondike, stuck, options)).toBe('lost');
    const certified = certifyWin(klondike, stuck, options, [{ type: 'draw' }]);
    expect(certified.ok ? 'won' : certified.error).toBe('move 0: the game is already lost');
    // With 3C in the stock (it goes onto 4H) the same draw is played; the line just does not end won.
    const alive = position(['2D', '3C', '4D'], ['9D']);
    expect(gameStatus(klondike, alive, options)).toBe('playing');
    const played = certifyWin(klondike, alive, options, [{ type: 'draw' }]);
    expect(played.ok ? 'won' : played.error).toBe('the line ends in a position that is playing, not won');
  });
});

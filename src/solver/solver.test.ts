import { describe, expect, it } from 'vitest';
import { orderedDeck } from '../core/cards.js';
import { shuffledDeck } from '../core/deal.js';
import { gameStatus } from '../core/engine.js';
import type { AnyGame, Options, Position } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
import { replayRecord } from '../core/record.js';
import { GAMES, GAME_LIST } from '../games/index.js';
import { FAST_SOLVERS } from './fast-solvers.js';
import { type SolveResult, solve, tableBitsForBudget } from './index.js';
import { random, replaysToWon } from './test-support.js';


function options(game: AnyGame, preset?: string, overrides: Record<string, unknown> = {}): Options {
  const resolved = resolveOptions(game, preset, overrides);
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.value;
}

/** Positions along a random playout of a deal: the opening and then every `every` moves, while the game is on. */
function playoutPositions(game: AnyGame, opts: Options, seed: number, every: number, limit: number): Position[] {
  const next = random(seed * 7919 + 13);
  let position = game.deal(shuffledDeck(seed, game.deckSize(opts)), opts).position;
  const positions = [position];
  for (let i = 1; i <= limit; i++) {
    if (gameStatus(game, position, opts) !== 'playing') break;
    const legal = game.legalMoves(position, opts);
    position = game.apply(position, legal[Math.floor(next() * legal.length)], opts).position;
    if (i % every === 0) positions.push(position);
  }
  return positions;
}


function isPlayable(game: AnyGame): boolean {
  try {
    const opts = options(game);
    game.deal(shuffledDeck(1, game.deckSize(opts)), opts);
    return true;
  } catch {
    return false;
  }
}

/** The deck order (rows dealing) for Klondike columns given bottom to top; the stock follows in drawing order. */
function klondikeDeck(columns: string[][], stock: string[]): string[] {
  const deck: string[] = [];
  for (let row = 0; row < 7; row++) for (let column = row; column < 7; column++) deck.push(columns[column][row]);
  return [...deck, ...stock];
}

describe('solver: known Klondike cases', () => {
  const klondike = GAMES.klondike;

  it('wins a deck order arranged to be trivially winnable, under every preset', () => {
    // The 28 highest cards (7..K) in the columns, each column descending from bottom to top, so the lowest card left
    // is always a column top; the stock holds A..6 suit by suit in rank order.
    const high = orderedDeck(52).filter((card) => 'TJQK789'.includes(card[0])).sort((a, b) => '789TJQK'.indexOf(b[0]) - '789TJQK'.indexOf(a[0]));
    const columns: string[][] = [];
    let taken = 0;
    for (let size = 1; size <= 7; size++) {
      columns.push(high.slice(taken, taken + size));
      taken += size;
    }
    const stock = ['A', '2', '3', '4', '5', '6'].flatMap((rank) => ['S', 'H', 'D', 'C'].map((suit) => rank + suit));
    const deck = klondikeDeck(columns, stock);
    for (const preset of ['book', 'single-pass', 'three-redeals', 'classic']) {
      for (const draw of [1, 3]) {
        const opts = options(klondike, preset, { draw });
        const position = klondike.deal(deck, opts).position;
        for (const pruning of [true, false]) {
          const result = solve(klondike, position, opts, { ms: 5000 }, { pruning });
          if (preset === 'single-pass' && draw === 3) {
            // Draw 3 without a redeal reaches only every third stock card: not every deal of this kind is won.
            expect(result.result).not.toBe('unknown');
            continue;
          }
          expect(result.result, `${preset} draw ${draw} pruning ${pruning}`).toBe('won');
          expect(replaysToWon(klondike, position, opts, result.moves)).toBe(true);
          const replay = replayRecord(klondike, { options: opts, deal: { deck }, moves: result.moves });
          expect(replay.ok).toBe(true);
        }
      }
    }
  });

  it('finds a provably lost deal lost (Aces of spades and clubs buried under two blocked deuces)', () => {
    // Column 3: AS AC 2C (2C on top); column 4: 3H 3D x 2S. 2C needs AC (under it) or a red 3 (both under 2S);
    // 2S needs AS (under 2C) or a red 3 (under itself); only Kings fill gaps. Neither deuce ever moves, so AS never
    // reaches its foundation.
    const fixed = new Set(['AS', 'AC', '2C', '3H', '3D', '2S']);
    const rest = orderedDeck(52).filter((card) => !fixed.has(card));
    const columns = [[rest[0]], [rest[1], rest[2]], ['AS', 'AC', '2C'], ['3H', '3D', rest[3], '2S']];
    let next = 4;
    for (let size = 5; size <= 7; size++) {
      columns.push(rest.slice(next, next + size));
      next += size;
    }
    const deck = klondikeDeck(columns, rest.slice(next));
    expect(new Set(deck).size).toBe(52);
    for (const preset of ['single-pass', 'classic']) {
      const opts = options(klondike, preset, { emptyColumns: 'kings' });
      const position = klondike.deal(deck, opts).position;
      for (const pruning of [true, false]) {
        const result = solve(klondike, position, opts, { states: 3_000_000 }, { pruning });
        console.log(`provably lost deal, ${preset}, pruning ${pruning}: ${result.states} states, ${result.ms.toFixed(0)} ms`);
        expect(result.result, `${preset} pruning ${pruning}`).toBe('lost');
      }
    }
  });

  it('reports a position already won as won with no moves', () => {
    const opts = options(klondike);
    const position = klondike.deal(shuffledDeck(3, 52), opts).position;
    const piles = Object.fromEntries(Object.entries(position.piles).map(([id]) => [id, { cards: [] as string[], faceDown: 0 }]));
    ['S', 'H', 'D', 'C'].forEach((suit, i) => (piles[`foundation-${i + 1}`].cards = 'A23456789TJQK'.split('').map((rank) => rank + suit)));
    const result = solve(klondike, { piles, vars: position.vars }, opts, { ms: 1000 });
    expect(result.result).toBe('won');
    expect(result.moves).toEqual([]);
  });
});

describe('solver: pruning on and off agree, every won line replays', () => {
  const decided = { pairs: 0, won: 0, lost: 0 };

  /** Solves with pruning on and off; when both decide, they must agree; every won line must replay. */
  function check(game: AnyGame, opts: Options, position: Position, budget: { states?: number; ms?: number }, engine: 'auto' | 'generic' = 'auto'): [SolveResult, SolveResult] {
    const on = solve(game, position, opts, budget, { pruning: true, engine });
    const off = solve(game, position, opts, budget, { pruning: false, engine });
    for (const result of [on, off]) {
      expect(result.note, `${game.id}: ${result.note}`).toBeUndefined();
      if (result.result === 'won') expect(replaysToWon(game, position, opts, result.moves)).toBe(true);
    }
    if (on.result !== 'unknown' && off.result !== 'unknown') {
      expect(on.result, `${game.id} ${JSON.stringify(opts)}`).toBe(off.result);
      decided.pairs++;
      decided[on.result]++;
    }
    return [on, off];
  }

  it('on Klondike positions from random playouts, every preset, fast solver', () => {
    const klondike = GAMES.klondike;
    const variants: [string, Record<string, unknown>][] = [
      ['book', {}],
      ['single-pass', {}],
      ['three-redeals', {}],
      ['classic', {}],
      ['book', { partialMoves: true }],
      ['classic', { draw: 1, redeals: 2, emptyColumns: 'kings-first' }],
    ];
    // 15 deals a variant, 4 positions each (the generator's own property test, klondike/generate.test.ts, covers many
    // more positions; this one checks whole verdicts, which cost a search each).
    for (const [preset, overrides] of variants) {
      for (let seed = 1; seed <= 15; seed++) {
        const opts = options(klondike, preset, overrides);
        for (const position of playoutPositions(klondike, opts, seed, 20, 200).slice(-4)) check(klondike, opts, position, { states: 10_000 });
      }
    }
  });

  it('the fast and the generic Klondike solvers agree where both decide', () => {
    const klondike = GAMES.klondike;
    let compared = 0;
    for (const preset of ['single-pass', 'book', 'classic']) {
      for (let seed = 30; seed <= 45; seed++) {
        const opts = options(klondike, preset);
        for (const position of playoutPositions(klondike, opts, seed, 25, 200).slice(-3)) {
          const fast = solve(klondike, position, opts, { states: 20_000 });
          const generic = solve(klondike, position, opts, { states: 3_000 }, { engine: 'generic' });
          if (generic.result === 'won') expect(replaysToWon(klondike, position, opts, generic.moves)).toBe(true);
          if (fast.result !== 'unknown' && generic.result !== 'unknown') {
            expect(fast.result, `${preset} seed ${seed}`).toBe(generic.result);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(15);
  });

  for (const game of GAME_LIST.filter((g) => g.id !== 'klondike')) {
    it(`on ${game.id} positions from random playouts (${Object.hasOwn(FAST_SOLVERS, game.id) ? 'its fast solver' : 'generic search'})`, () => {
      if (!isPlayable(game)) return; // the game is still a stub
      for (const preset of [undefined, ...Object.keys(game.presets)]) {
        const opts = options(game, preset);
        for (let seed = 1; seed <= 20; seed++) {
          for (const position of playoutPositions(game, opts, seed, 8, 400).slice(-4)) check(game, opts, position, { states: 1_500 });
        }
      }
    });
  }

  it('decided enough pairs', () => {
    // Printed for the report: how many positions both searches decided, and how.
    console.log(`pruning on/off decided pairs: ${JSON.stringify(decided)}`);
    expect(decided.pairs).toBeGreaterThan(600);
  });
});

describe('Go, No Go deal 36 (issue 8, item 1: aces always go)', () => {
  it('is won when Aces go wherever they are dealt, and proved lost when they follow the go/no-go pattern', () => {
    const game = GAMES['go-no-go'];
    const position = (opts: Options) => game.deal(shuffledDeck(36, 52), opts).position;
    const always = options(game);
    const won = solve(game, position(always), always, { states: 200_000 });
    expect(won.result).toBe('won');
    const goOnly = options(game, undefined, { aces: 'go-only' });
    expect(solve(game, position(goOnly), goOnly, { states: 200_000 }).result).toBe('lost');
  });
});

describe('solver: the states a solve reports', () => {
  // A newcomer found Moving Shops, Artless and Percentages reporting 0 states with pruning off (their fast solver
  // passed 0 for the plain search's count): every game, both ways, counts the positions it searched.
  for (const game of GAME_LIST) {
    it(`${game.id}: pruning on and off, a solve that searched reports its states`, () => {
      const resolved = resolveOptions(game);
      if (!resolved.ok) throw new Error(resolved.error);
      const options = resolved.value;
      for (const seed of [1, 2, 3]) {
        const position = game.deal(shuffledDeck(seed, game.deckSize(options)), options).position;
        for (const pruning of [true, false]) {
          const result = solve(game, position, options, { states: 500, ms: 5_000 }, { pruning });
          // Perpetual Motion's opening deal is simulated, not searched: no states to count.
          if (game.id === 'perpetual-motion') continue;
          expect(result.states, `${game.id} seed ${seed} pruning ${pruning}: ${result.result}`).toBeGreaterThan(0);
        }
      }
    });
  }
});

describe('the table a budget gets (tableBitsForBudget)', () => {
  it("keeps each solver's own table up to 2^25 positions, then holds as many entries as positions, up to 2^27", () => {
    expect(tableBitsForBudget(undefined)).toBeUndefined();
    expect(tableBitsForBudget(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(tableBitsForBudget(2_000_000)).toBeUndefined();
    expect(tableBitsForBudget(2 ** 25)).toBeUndefined();
    expect(tableBitsForBudget(2 ** 25 + 1)).toBe(26);
    expect(tableBitsForBudget(100_000_000)).toBe(27);
    expect(tableBitsForBudget(1e12)).toBe(27);
  });
});

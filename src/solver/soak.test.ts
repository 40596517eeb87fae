/**
 * The soak's checks (issue 26, item 6): each invariant of core/invariants.ts on hand-made positions, checked playouts
 * of every game that pass and repeat, and games broken on purpose (a card lost or doubled, an old position changed,
 * a replay that differs, a wrong status, a move listed twice, a hook that throws), each caught by its check at its
 * move.
 */
import { describe, expect, test } from 'vitest';
import { orderedDeck } from '../core/cards.js';
import { shuffledDeck } from '../core/deal.js';
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import { CardLedger, checkMoves, checkStatus, samePosition } from '../core/invariants.js';
import { GAMES, GAME_LIST } from '../games/index.js';
import { readingsOf } from '../games/readings.js';
import { type SoakPlayoutSpec, hash32, playoutSeeds, soakBatch, soakPlayout } from './soak.js';

const klondike = GAMES.klondike;
const defaults = (game: AnyGame) => readingsOf(game)[0].options;
const spec = (game: AnyGame, deal: number, playoutSeed = 1, maxMoves = 1000): SoakPlayoutSpec => ({ options: defaults(game), deal, playoutSeed, maxMoves });

function position(piles: Record<string, string[]>, faceDown: Record<string, number> = {}): Position {
  return { piles: Object.fromEntries(Object.entries(piles).map(([id, cards]) => [id, { cards, faceDown: faceDown[id] ?? 0 }])), vars: {} };
}

describe('cards: every card of the deck exactly once (twice in two decks), in the piles of the layout', () => {
  const deck = orderedDeck(32);
  const ledger = new CardLedger(deck, ['stock', 'waste']);
  test('a whole deck passes, however it is split', () => {
    expect(ledger.check(position({ stock: deck.slice(5), waste: deck.slice(0, 5) }, { stock: 27 }))).toBeNull();
    expect(ledger.check(position({ stock: [], waste: [...deck].reverse() }))).toBeNull();
  });
  test('a lost card, a doubled card, a card of no deck, a wrong face-down count and other piles are each named', () => {
    expect(ledger.check(position({ stock: deck.slice(1), waste: [] }))).toBe('AS is lost: the deck holds it once, the piles no times');
    expect(ledger.check(position({ stock: deck.slice(1), waste: [deck[2]] }))).toBe('"8S" on waste is one more than the deck holds (once)');
    expect(ledger.check(position({ stock: deck.slice(1), waste: ['XX'] }))).toBe('"XX" on waste is one more than the deck holds (no times)');
    expect(ledger.check(position({ stock: deck, waste: [] }, { stock: 33 }))).toBe('stock has 33 face-down cards of 32');
    expect(ledger.check(position({ waste: [], stock: deck }))).toBe('the piles are waste stock, the layout has stock waste');
    // The ledger is left clean by a failed check: the whole deck passes again.
    expect(ledger.check(position({ stock: deck, waste: [] }))).toBeNull();
  });
  test('two decks: each card twice, and a third copy is one too many', () => {
    const two = orderedDeck(104);
    const both = new CardLedger(two, ['stock']);
    expect(both.check(position({ stock: two }))).toBeNull();
    expect(both.check(position({ stock: [...two.slice(1), 'KC'] }))).toBe('"KC" on stock is one more than the deck holds (twice)');
  });
});

describe('samePosition: what equal position keys say, without the keys', () => {
  const a = position({ stock: ['AS', '2S'], waste: ['3S'] }, { stock: 2 });
  test.each([
    ['the same piles', position({ stock: ['AS', '2S'], waste: ['3S'] }, { stock: 2 }), true],
    ['another face-down count', position({ stock: ['AS', '2S'], waste: ['3S'] }, { stock: 1 }), false],
    ['another card order', position({ stock: ['2S', 'AS'], waste: ['3S'] }, { stock: 2 }), false],
    ['another pile order', position({ waste: ['3S'], stock: ['AS', '2S'] }, { stock: 2 }), false],
    ['other vars', { ...position({ stock: ['AS', '2S'], waste: ['3S'] }, { stock: 2 }), vars: { round: 2 } }, false],
  ])('%s', (_name, b, same) => {
    expect(samePosition(a, b)).toBe(same);
  });
});

describe('status and moves: the status agrees with the legal moves', () => {
  const opening = klondike.deal(shuffledDeck(1, 52), defaults(klondike)).position;
  const legal = klondike.legalMoves(opening, defaults(klondike));
  test('the opening of a Klondike deal is playing with its legal moves', () => {
    expect(checkStatus(klondike, opening, defaults(klondike), legal, 'playing')).toBeNull();
    expect(checkMoves(klondike, legal)).toBeNull();
  });
  test('a wrong status, a move listed twice, a button move the game has not, two button moves at once', () => {
    expect(checkStatus(klondike, opening, defaults(klondike), legal, 'lost')).toBe(`the status is lost, the rule gives playing (${legal.length} legal moves)`);
    expect(checkStatus(klondike, opening, defaults(klondike), [], 'playing')).toBe('the status is playing, the rule gives lost (0 legal moves)');
    expect(checkMoves(klondike, [...legal, legal[0]])).toBe(`${JSON.stringify(legal[0])} is listed twice`);
    expect(checkMoves(klondike, [{ type: 'gather' }])).toBe('gather is legal but not one of the button moves');
    expect(checkMoves(klondike, [{ type: 'draw' }, { type: 'recycle' }])).toBe('draw and recycle are both legal');
  });
});

describe('checked playouts of every game and reading pass, and repeat', () => {
  test.each(GAME_LIST.map((game) => [game.id, game] as const))('%s: two playouts of each reading', (_id, game) => {
    for (const reading of readingsOf(game)) {
      const outcome = soakBatch(game, { game: game.id, reading: reading.label, options: reading.options, seed: 7, first: 0, count: 2, maxMoves: 300 });
      expect(outcome.failures).toEqual([]);
      expect(outcome.playouts).toBe(2);
      expect(outcome.won + outcome.lost + outcome.limit).toBe(2);
    }
  });
  test('the same playout gives the same moves and verdict; the seeds come from the run seed, game, reading and index', () => {
    expect(soakPlayout(klondike, spec(klondike, 5, 9))).toEqual(soakPlayout(klondike, spec(klondike, 5, 9)));
    expect(hash32('')).toBe(0x811c9dc5);
    expect(playoutSeeds(1, 'klondike', 'defaults', 3)).toEqual(playoutSeeds(1, 'klondike', 'defaults', 3));
    const others = [playoutSeeds(2, 'klondike', 'defaults', 3), playoutSeeds(1, 'elevens', 'defaults', 3), playoutSeeds(1, 'klondike', 'draw=1', 3), playoutSeeds(1, 'klondike', 'defaults', 4)];
    expect(new Set([playoutSeeds(1, 'klondike', 'defaults', 3), ...others].map((seeds) => seeds.deal)).size).toBe(5);
  });
  test('random play reaches the end of the rules: Go, No Go (transfers=suit) is won, its gather and end being rare picks', () => {
    const game = GAMES['go-no-go'];
    const options = readingsOf(game).find((reading) => reading.options.transfers === 'suit')!.options;
    const outcome = soakBatch(game, { game: game.id, reading: 'transfers=suit', options, seed: 1, first: 0, count: 20, maxMoves: 1000 });
    expect(outcome.failures).toEqual([]);
    expect(outcome.won).toBeGreaterThan(0);
  });

  test('a playout that reaches the move limit is counted as such, every move checked', () => {
    const playout = soakPlayout(klondike, spec(klondike, 5, 9, 3));
    expect(playout).toEqual({ end: 'limit', moves: 3 });
  });
});

/** `game` with some hooks replaced (and without `play` unless kept, so a broken apply is not bypassed). */
function broken(game: AnyGame, hooks: Partial<AnyGame>, keepPlay = false): AnyGame {
  return { ...game, ...(keepPlay ? {} : { play: undefined }), ...hooks };
}

/** `apply` of `game` that changes the position it returns from the `from`-th call on (1-based). */
function applyChanged(game: AnyGame, from: number, change: (position: Position) => Position): AnyGame['apply'] {
  let calls = 0;
  return (position, move, options) => {
    const next = game.apply(position, move, options);
    return ++calls >= from ? { ...next, position: change(next.position) } : next;
  };
}

/** The position with the top card of its first pile of two or more cards taken off, or doubled. */
function withTopCard(position: Position, keep: 'drop' | 'double'): Position {
  const [id, pile] = Object.entries(position.piles).find(([, candidate]) => candidate.cards.length > 1)!;
  const top = pile.cards[pile.cards.length - 1];
  const cards = keep === 'drop' ? pile.cards.slice(0, -1) : [...pile.cards, top];
  return { ...position, piles: { ...position.piles, [id]: { cards, faceDown: Math.min(pile.faceDown, cards.length - 1) } } };
}

describe('games broken on purpose: each check catches its break, at the move it happens', () => {
  const elevens = GAMES.elevens;
  test('cards: a move that loses a card, or doubles one', () => {
    // The 3rd call of apply: the session playing the 2nd move (the 1st move's replay was the 2nd call).
    const losing = soakPlayout(broken(klondike, { apply: applyChanged(klondike, 3, (p) => withTopCard(p, 'drop')) }), spec(klondike, 11));
    expect(losing.end).toBe('failed');
    expect(losing.failure).toMatchObject({ check: 'cards', moveIndex: 2 });
    expect(losing.failure!.message).toMatch(/ is lost: the deck holds it once, the piles no times$/);
    expect(losing.failure!.record.moves).toHaveLength(2);
    const doubling = soakPlayout(broken(elevens, { apply: applyChanged(elevens, 1, (p) => withTopCard(p, 'double')) }), spec(elevens, 11));
    expect(doubling.failure).toMatchObject({ check: 'cards', moveIndex: 1 });
    expect(doubling.failure!.message).toMatch(/ is one more than the deck holds \(once\)$/);
  });

  test('undo: a move that changes the position it was played in (the one undo goes back to)', () => {
    const apply: AnyGame['apply'] = (position, move, options) => {
      const next = klondike.apply(position, move, options);
      position.vars = { ...position.vars, redealsUsed: 7 }; // the old position, after the fact
      return next;
    };
    const playout = soakPlayout(broken(klondike, { apply }), spec(klondike, 11));
    expect(playout.failure).toMatchObject({ check: 'undo', moveIndex: 1, message: 'undo gives another position than the one before the move' });
  });

  test('replay: a move that plays otherwise the second time (the replay of the record)', () => {
    let calls = 0;
    const apply: AnyGame['apply'] = (position, move, options) => {
      const next = klondike.apply(position, move, options);
      calls++;
      // From the 10th call on, every other call turns the waste round: the session's play and the replay's (one call
      // after the other) differ, no card lost.
      if (calls >= 10 && calls % 2 === 0 && next.position.piles.waste.cards.length > 1) {
        const waste = next.position.piles.waste;
        return { ...next, position: { ...next.position, piles: { ...next.position.piles, waste: { ...waste, cards: [...waste.cards].reverse() } } } };
      }
      return next;
    };
    const playout = soakPlayout(broken(klondike, { apply }), spec(klondike, 11));
    expect(playout.failure).toMatchObject({ check: 'replay', message: "the record's replay gives another position" });
  });

  test('replay: a line played on one table (play) that differs from apply', () => {
    let calls = 0;
    const play: NonNullable<AnyGame['play']> = (table, move, options) => {
      klondike.play!(table, move, options);
      if (++calls === 6) table.vars = { ...table.vars, redealsUsed: 5 };
    };
    const playout = soakPlayout({ ...klondike, play }, spec(klondike, 11));
    expect(playout.failure).toMatchObject({ check: 'replay', moveIndex: 6, message: 'the line played on one table gives another position' });
  });

  test('status: a stock-trip hook that always offers play, where the walk round the stock finds nothing', () => {
    const lost = Array.from({ length: 40 }, (_, deal) => deal).find((deal) => soakPlayout(klondike, spec(klondike, deal)).end === 'lost')!;
    const playout = soakPlayout(broken(klondike, { stockTripOffersPlay: () => true }, true), spec(klondike, lost));
    expect(playout.failure).toMatchObject({ check: 'status', message: expect.stringMatching(/^the status is playing, the rule gives lost \(\d+ legal moves\)$/) });
  });

  test('status: a loss the game declares without its reason', () => {
    const perpetual = GAMES['perpetual-motion'];
    const lost = Array.from({ length: 60 }, (_, deal) => deal).find((deal) => soakPlayout(perpetual, spec(perpetual, deal)).end === 'lost')!;
    const playout = soakPlayout(broken(perpetual, { lossReason: () => null }, true), spec(perpetual, lost));
    expect(playout.failure).toMatchObject({ check: 'status', message: 'the game declares a loss without a reason' });
  });

  test('moves: a legal move listed twice', () => {
    const legalMoves = (position: Position, options: Options): Move[] => {
      const moves = elevens.legalMoves(position, options);
      return moves.length > 1 ? [...moves, moves[0]] : moves;
    };
    const playout = soakPlayout(broken(elevens, { legalMoves }, true), spec(elevens, 3));
    expect(playout.failure).toMatchObject({ check: 'moves', message: expect.stringMatching(/ is listed twice$/) });
  });

  test('engine: a hook that throws is a failure at its move, not a crash', () => {
    // The 3rd call of apply: the session playing the 2nd move (the 1st move's replay was the 2nd call).
    const playout = soakPlayout(broken(elevens, { apply: applyChanged(elevens, 3, () => { throw new Error('boom'); }) }), spec(elevens, 3));
    expect(playout.failure).toMatchObject({ check: 'engine', moveIndex: 2 });
    expect(playout.failure!.message).toMatch(/^exception: Error: boom/);
  });
});

/**
 * Properties of every game over random deals, random options and random legal playouts (fast-check):
 * - no card is ever lost or duplicated;
 * - undo restores exactly the earlier position;
 * - replaying a record gives the same positions;
 * - save and load round-trip;
 * - the moves made with a button are the game's `buttonMoves`, one at a time (the app keeps one place for them);
 * - the counters a game shows (redeals left, round, next redeal) agree with its rules;
 * - issue 9, item 2: the engine's shortcuts give the reference answers: the legal moves a move names (the game's
 *   `movesNamed` hook, or the filter) are those `legalMoves` lists, and a game's `stockTripOffersPlay` agrees with
 *   the engine's walk round the stock, so `gameStatus` is the rule it always was; a line played on one table (the
 *   games' `play`, as certification does) gives the positions and steps of `apply`.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shuffledDeck } from '../core/deal.js';
import { allCards, gameStatus, legalMovesNamed, namesMove, stockTripOffersPlay, walkStockTrip } from '../core/engine.js';
import type { AnyGame, Move, MoveType, Options, Position, Status } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
import { pilesOfKind } from '../core/piles.js';
import { Table } from '../core/table.js';
import { currentPosition, loadRecord, newRecord, openSession, replayRecord, saveRecord, sessionPlay, sessionRecord, sessionUndo } from '../core/record.js';
import { GAMES, GAME_LIST } from './index.js';

/** Playouts per game and property run; the note of issue 2 reports this figure. */
export const PLAYOUTS_PER_GAME = 150;
const MAX_MOVES = 120;

function optionsArbitrary(game: AnyGame): fc.Arbitrary<Options> {
  const presets = [undefined, ...Object.keys(game.presets)];
  const overrides = Object.fromEntries(game.options.map((spec) => [spec.key, fc.option(fc.constantFrom(...spec.values), { nil: undefined })]));
  return fc.record({ preset: fc.constantFrom(...presets), overrides: fc.record(overrides) }).map(({ preset, overrides }) => {
    const chosen = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
    const result = resolveOptions(game, preset, chosen);
    if (!result.ok) throw new Error(result.error);
    return result.value;
  });
}

const sorted = (cards: string[]) => [...cards].sort();

/** A random legal playout: the moves and the positions after each. */
function playout(game: AnyGame, options: Options, opening: Position, choices: number[]): { moves: Move[]; positions: Position[] } {
  const moves: Move[] = [];
  const positions: Position[] = [opening];
  let position = opening;
  for (const choice of choices) {
    if (gameStatus(game, position, options) !== 'playing') break;
    const legal = game.legalMoves(position, options);
    const move = legal[choice % legal.length];
    position = game.apply(position, move, options).position;
    moves.push(move);
    positions.push(position);
  }
  return { moves, positions };
}

const MOVE_TYPES: readonly MoveType[] = ['move', 'draw', 'recycle', 'pair', 'deal', 'gather', 'end'];

/**
 * Moves to ask which legal moves they name: every legal move, also without its count and (a pair) reversed, and
 * `picks.length / 3` moves of any type between piles of the layout (or no pile) with any count or none.
 */
function candidateMoves(game: AnyGame, options: Options, position: Position, picks: readonly number[]): Move[] {
  const candidates: Move[] = [];
  for (const legal of game.legalMoves(position, options)) {
    candidates.push(legal);
    if (legal.type === 'move') candidates.push({ type: 'move', from: legal.from, to: legal.to });
    if (legal.type === 'pair') candidates.push({ type: 'pair', piles: [legal.piles[1], legal.piles[0]] });
  }
  const ids = [...game.layout(options).map((spec) => spec.id), 'nowhere', '__proto__'];
  for (let i = 0; i + 2 < picks.length; i += 3) {
    const [from, to] = [ids[picks[i] % ids.length], ids[picks[i + 1] % ids.length]];
    const type = MOVE_TYPES[picks[i + 2] % MOVE_TYPES.length];
    const count = picks[i + 2] % 14;
    if (type === 'move') candidates.push(count === 0 ? { type, from, to } : { type, from, to, count });
    else if (type === 'pair') candidates.push({ type, piles: [from, to] });
    else candidates.push({ type } as Move);
  }
  return candidates;
}

/** The status rule as the engine first wrote it: every legal move listed, the stock walked when only stock moves are legal. */
function referenceStatus(game: AnyGame, position: Position, options: Options): Status {
  if (game.isWon(position, options)) return 'won';
  if (game.isLost?.(position, options)) return 'lost';
  const legal = game.legalMoves(position, options);
  if (legal.length === 0) return 'lost';
  if (game.stockMoves && legal.every((m) => game.stockMoves!.includes(m.type))) return walkStockTrip(game, position, options) ? 'playing' : 'lost';
  return 'playing';
}

/** A random legal playout that takes a stock move, when one is legal, on `stockBias` of the choices in four. */
function stockPlayout(game: AnyGame, options: Options, opening: Position, choices: number[], stockBias: number): Position[] {
  const positions: Position[] = [opening];
  let position = opening;
  for (const choice of choices) {
    if (gameStatus(game, position, options) !== 'playing') break;
    const legal = game.legalMoves(position, options);
    const stock = legal.filter((m) => game.stockMoves?.includes(m.type));
    const pool = stock.length > 0 && choice % 4 < stockBias ? stock : legal;
    position = game.apply(position, pool[choice % pool.length], options).position;
    positions.push(position);
  }
  return positions;
}

/**
 * The position with its stock cut down to its top `stockCards` cards and its waste to its top `wasteCards` (the waste
 * top stays, so the automatic steps stay done): a few cards left to go round, as late in a game.
 */
function cutStock(game: AnyGame, options: Options, position: Position, stockCards: number, wasteCards: number): Position {
  const piles = { ...position.piles };
  for (const [kind, keep] of [['stock', stockCards], ['waste', wasteCards]] as const) {
    for (const id of pilesOfKind(game, options, kind)) {
      const cards = piles[id].cards.slice(Math.max(0, piles[id].cards.length - keep));
      piles[id] = { cards, faceDown: Math.min(piles[id].faceDown, cards.length) };
    }
  }
  return { piles, vars: position.vars };
}

const realGames = GAME_LIST.filter((game) => game.source !== 'stub');

describe.each(realGames.map((game) => [game.id, game] as const))('%s', (_id, game) => {
  const arbitrary = fc.record({
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    options: optionsArbitrary(game),
    choices: fc.array(fc.nat(1000), { minLength: 0, maxLength: MAX_MOVES }),
  });

  test('no card is ever lost or duplicated, and positions are plain JSON', () => {
    fc.assert(
      fc.property(arbitrary, ({ seed, options, choices }) => {
        const deck = shuffledDeck(seed, game.deckSize(options));
        const expected = sorted(deck);
        const { positions } = playout(game, options, game.deal(deck, options).position, choices);
        for (const position of positions) {
          expect(sorted(allCards(position))).toEqual(expected);
          for (const pile of Object.values(position.piles)) expect(pile.faceDown).toBeLessThanOrEqual(pile.cards.length);
        }
        const last = positions[positions.length - 1];
        expect(JSON.parse(JSON.stringify(last))).toEqual(last);
      }),
      { numRuns: PLAYOUTS_PER_GAME },
    );
  });

  test('every move made with a button is one of the game\'s buttonMoves, and at most one of them is legal at a time', () => {
    fc.assert(
      fc.property(arbitrary, ({ seed, options, choices }) => {
        const deck = shuffledDeck(seed, game.deckSize(options));
        const { positions } = playout(game, options, game.deal(deck, options).position, choices);
        for (const position of positions) {
          const buttons = new Set(game.legalMoves(position, options).filter((move) => move.type !== 'move' && move.type !== 'pair').map((move) => move.type));
          for (const type of buttons) expect(game.buttonMoves ?? []).toContain(type);
          expect(buttons.size).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: PLAYOUTS_PER_GAME },
    );
  });

  test('issue 10, item 4: the counters agree with the rules — redeals left never grow and a recycle or redeal needs one; rounds never go back', () => {
    if (!game.counters) return;
    const counters = game.counters.bind(game);
    fc.assert(
      fc.property(arbitrary, ({ seed, options, choices }) => {
        const deck = shuffledDeck(seed, game.deckSize(options));
        const { moves, positions } = playout(game, options, game.deal(deck, options).position, choices);
        const layout = new Set(game.layout(options).map((spec) => spec.id));
        positions.forEach((position, i) => {
          const now = counters(position, options);
          if (typeof now.redealsLeft === 'number') expect(now.redealsLeft).toBeGreaterThanOrEqual(0);
          if (now.nextRedealPile) {
            expect(layout.has(now.nextRedealPile)).toBe(true);
            expect(position.piles[now.nextRedealPile].cards.length).toBeGreaterThan(0);
          }
          if (now.redealsLeft === 0) expect(game.legalMoves(position, options).some((move) => move.type === 'recycle')).toBe(false);
          if (i === 0) return;
          const before = counters(positions[i - 1], options);
          if (typeof before.redealsLeft === 'number') {
            const spent = moves[i - 1].type === 'recycle' || (before.nextRedealPile != null && moves[i - 1].type === 'deal');
            expect(now.redealsLeft).toBeLessThanOrEqual(before.redealsLeft - (spent ? 1 : 0));
          }
          if (before.round !== undefined) expect(now.round).toBeGreaterThanOrEqual(before.round);
        });
      }),
      { numRuns: PLAYOUTS_PER_GAME },
    );
  });

  test('undo restores exactly the earlier position; replay gives the same positions; save and load round-trip', () => {
    fc.assert(
      fc.property(arbitrary, ({ seed, options, choices }) => {
        const deck = shuffledDeck(seed, game.deckSize(options));
        const opening = game.deal(deck, options).position;
        const { moves, positions } = playout(game, options, opening, choices);
        const record = { ...newRecord(game, options, { seed }), moves };
        // Replay is deterministic and matches the playout.
        const replay = replayRecord(game, record);
        if (!replay.ok) throw new Error(replay.error);
        expect(replay.value.positions).toEqual(positions);
        // Undo, move by move, through a session.
        const opened = openSession(game, newRecord(game, options, { seed }));
        if (!opened.ok) throw new Error(opened.error);
        let session = opened.value;
        for (const move of moves) {
          const before = currentPosition(session);
          const played = sessionPlay(session, move);
          if (!played.ok) throw new Error(played.error);
          expect(sessionUndo(played.value.session).replay.positions[played.value.session.cursor - 1]).toEqual(before);
          expect(currentPosition(sessionUndo(played.value.session))).toEqual(before);
          session = played.value.session;
        }
        expect(currentPosition(session)).toEqual(positions[positions.length - 1]);
        // Save and load.
        const saved = saveRecord(sessionRecord(session));
        const loaded = loadRecord(saved, GAMES);
        if (!loaded.ok) throw new Error(loaded.error);
        expect(loaded.value).toEqual(sessionRecord(session));
        const reopened = openSession(game, loaded.value);
        if (!reopened.ok) throw new Error(reopened.error);
        expect(currentPosition(reopened.value)).toEqual(currentPosition(session));
      }),
      { numRuns: Math.ceil(PLAYOUTS_PER_GAME / 3) },
    );
  });

  test('issue 9, item 2: the legal moves a move names are the ones legalMoves lists, found with or without the movesNamed hook', () => {
    fc.assert(
      fc.property(arbitrary, fc.array(fc.nat(1000), { minLength: 0, maxLength: 30 }), ({ seed, options, choices }, picks) => {
        const deck = shuffledDeck(seed, game.deckSize(options));
        const { positions } = playout(game, options, game.deal(deck, options).position, choices);
        for (const position of positions) {
          const legal = game.legalMoves(position, options);
          for (const wanted of candidateMoves(game, options, position, picks)) {
            expect(legalMovesNamed(game, position, options, wanted)).toEqual(legal.filter((m) => namesMove(wanted, m)));
          }
        }
      }),
      { numRuns: PLAYOUTS_PER_GAME },
    );
  });

  // Only the games with a stock have a trip round it to judge.
  if (game.stockMoves) {
    test(
      "issue 9, item 2: a status never replays the stock: the game's stockTripOffersPlay agrees with the engine's walk on random positions",
      () => {
        const seen = { offers: 0, lost: 0 };
        fc.assert(
          fc.property(
            arbitrary,
            fc.array(fc.nat(1000), { minLength: 0, maxLength: 600 }),
            fc.nat(4),
            fc.array(fc.nat(44), { minLength: 4, maxLength: 4 }),
            ({ seed, options }, choices, stockBias, picks) => {
              const deck = shuffledDeck(seed, game.deckSize(options));
              for (const played of stockPlayout(game, options, game.deal(deck, options).position, choices, stockBias)) {
                const legal = game.legalMoves(played, options);
                const stockOnly = legal.length > 0 && legal.every((m) => game.stockMoves!.includes(m.type));
                // Where only stock moves are legal, the trip decides: also with few cards left to go round, as late in a
                // game (the same tableau, the stock and the waste cut down).
                const variants = [played];
                if (stockOnly) for (const pick of picks) variants.push(cutStock(game, options, played, pick % 9, Math.floor(pick / 9) % 5));
                for (const position of variants) {
                  const walked = walkStockTrip(game, position, options);
                  expect(stockTripOffersPlay(game, position, options)).toBe(walked);
                  expect(gameStatus(game, position, options)).toBe(referenceStatus(game, position, options));
                  if (stockOnly) seen[walked ? 'offers' : 'lost']++;
                }
              }
            },
          ),
          { numRuns: PLAYOUTS_PER_GAME },
        );
        // Both answers came up where only stock moves are legal: the trip itself was judged, both ways.
        expect(seen.offers).toBeGreaterThan(0);
        expect(seen.lost).toBeGreaterThan(0);
      },
    );
  }

  test('issue 9, item 2: a line played move by move on one table (play) gives the positions and steps of apply, and leaves the opening untouched', () => {
    fc.assert(
      fc.property(arbitrary, ({ seed, options, choices }) => {
        const deck = shuffledDeck(seed, game.deckSize(options));
        const opening = game.deal(deck, options).position;
        const before = JSON.stringify(opening);
        const { moves, positions } = playout(game, options, opening, choices);
        if (!game.play) return;
        const table = new Table(opening);
        moves.forEach((move, i) => {
          const taken = table.steps.length;
          game.play!(table, move, options);
          expect(table.position()).toEqual(positions[i + 1]);
          expect(table.steps.slice(taken)).toEqual(game.apply(positions[i], move, options).steps);
        });
        expect(JSON.stringify(opening)).toBe(before);
      }),
      { numRuns: PLAYOUTS_PER_GAME },
    );
  });

  test('issue 9, item 2: gameStatus is the reference status rule on random positions', () => {
    fc.assert(
      fc.property(arbitrary, ({ seed, options, choices }) => {
        const deck = shuffledDeck(seed, game.deckSize(options));
        const { positions } = playout(game, options, game.deal(deck, options).position, choices);
        for (const position of positions) expect(gameStatus(game, position, options)).toBe(referenceStatus(game, position, options));
      }),
      { numRuns: Math.ceil(PLAYOUTS_PER_GAME / 3) },
    );
  });
});

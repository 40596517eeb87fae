/**
 * Properties of every game over random deals, random options and random legal playouts (fast-check):
 * - no card is ever lost or duplicated;
 * - undo restores exactly the earlier position;
 * - replaying a record gives the same positions;
 * - save and load round-trip.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shuffledDeck } from '../core/deal.js';
import { allCards, gameStatus } from '../core/engine.js';
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
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
});

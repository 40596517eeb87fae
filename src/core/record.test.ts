import { describe, expect, test } from 'vitest';
import { GAMES } from '../games/index.js';
import { klondike as klondikeDefinition } from '../games/klondike.js';
import type { AnyGame } from './game.js';

const klondike: AnyGame = klondikeDefinition;
import { autoPlay, checkMoveShape, playMove } from './engine.js';
import { defaultOptions } from './options.js';
import { currentPosition, loadRecord, looksLikeRecord, newRecord, openSession, saveRecord, sessionGoTo, sessionPlay, sessionRecord, sessionRedo, sessionUndo } from './record.js';

const options = defaultOptions(klondike);

function playedSession(count: number) {
  const opened = openSession(klondike, newRecord(klondike, options, { seed: 3 }));
  if (!opened.ok) throw new Error(opened.error);
  let session = opened.value;
  for (let i = 0; i < count; i++) {
    const legal = klondike.legalMoves(currentPosition(session), options);
    const played = sessionPlay(session, legal[legal.length - 1]);
    if (!played.ok) throw new Error(played.error);
    session = played.value.session;
  }
  return session;
}

describe('game records {game, options, deal, moves}', () => {
  test('undo and redo go to any point, and a new move drops the redo list', () => {
    const session = playedSession(6);
    const positions = session.replay.positions;
    expect(currentPosition(sessionGoTo(session, 2))).toEqual(positions[2]);
    expect(currentPosition(sessionRedo(sessionUndo(session)))).toEqual(positions[6]);
    expect(currentPosition(sessionGoTo(session, 0))).toEqual(positions[0]);
    const back = sessionGoTo(session, 3);
    const legal = klondike.legalMoves(currentPosition(back), options);
    const played = sessionPlay(back, legal[0]);
    if (!played.ok) throw new Error(played.error);
    expect(played.value.session.record.moves).toHaveLength(4);
    expect(sessionRedo(played.value.session).cursor).toBe(4);
  });

  test('save and load keep the cursor', () => {
    const session = sessionGoTo(playedSession(5), 2);
    const loaded = loadRecord(saveRecord(sessionRecord(session)), GAMES);
    expect(loaded).toEqual({ ok: true, value: sessionRecord(session) });
  });

  test('a damaged file, another format version, an unknown game or option, or an illegal move is refused clearly', () => {
    const record = sessionRecord(playedSession(4));
    expect(loadRecord('{"format":1,', GAMES)).toMatchObject({ ok: false, error: expect.stringContaining('not valid JSON') });
    expect(loadRecord(JSON.stringify({ ...record, format: 2 }), GAMES)).toEqual({ ok: false, error: 'saved game has format version 2; this version reads format 1' });
    expect(loadRecord(JSON.stringify({ ...record, game: 'bridge' }), GAMES)).toEqual({ ok: false, error: 'saved game is for an unknown game "bridge"' });
    expect(loadRecord(JSON.stringify({ ...record, options: { ...record.options, draw: 2 } }), GAMES)).toMatchObject({ ok: false, error: expect.stringContaining('option draw') });
    expect(loadRecord(JSON.stringify({ ...record, moves: 'none' }), GAMES)).toMatchObject({ ok: false, error: expect.stringContaining('moves') });
    const illegal = { ...record, moves: [...record.moves.slice(0, 2), { type: 'move', from: 'column-1', to: 'foundation-1', count: 5 }] };
    expect(loadRecord(JSON.stringify(illegal), GAMES)).toMatchObject({ ok: false, error: expect.stringMatching(/^saved game: move 2: /) });
    expect(loadRecord(JSON.stringify({ ...record, deal: { deck: ['AS', 'AS'] } }), GAMES)).toMatchObject({ ok: false, error: expect.stringContaining('deck order') });
    expect(loadRecord(JSON.stringify({ ...record, cursor: 99 }), GAMES)).toMatchObject({ ok: false, error: expect.stringContaining('cursor') });
  });

  test('issue 8, item 10: every field of a record is checked, and the error is the real reason, naming the field', () => {
    const record = sessionRecord(playedSession(2));
    const { format: _format, ...withoutFormat } = record;
    const { game: _game, ...withoutGame } = record;
    const cases: [string, unknown, string][] = [
      ['another format version, whatever else it holds', { format: 2, game: 'klondike', deal: 'new shape' }, 'saved game has format version 2; this version reads format 1'],
      ['a format that is not a number', { ...record, format: '1' }, 'saved game has format version "1"; this version reads format 1'],
      ['no format', withoutFormat, 'saved game is damaged: it has no format version ("format")'],
      ['not an object', [record], 'saved game is damaged: it is not a JSON object'],
      ['no game', withoutGame, 'saved game is damaged: game: missing'],
      ['a game that is not a string', { ...record, game: 7 }, 'saved game is damaged: game: must be a game id (a string)'],
      ['an unknown game', { ...record, game: 'bridge' }, 'saved game is for an unknown game "bridge"'],
      ['an extra option', { ...record, options: { ...record.options, colour: 'red' } }, 'saved game: unknown option "colour" for klondike (known: draw, redeals, partialMoves, emptyColumns, foundationToTableau)'],
      ['an option value not allowed', { ...record, options: { ...record.options, draw: 2 } }, 'saved game: option draw: 2 is not allowed (one of: 3, 1)'],
      ['options that are not an object', { ...record, options: [] }, 'saved game is damaged: options: must be an object of option values (strings, numbers, true or false)'],
      ['a negative seed', { ...record, deal: { seed: -1 } }, 'saved game: deal number -1 is not a whole number from 0 to 4294967295'],
      ['a seed past 2^32 − 1', { ...record, deal: { seed: 2 ** 32 } }, 'saved game: deal number 4294967296 is not a whole number from 0 to 4294967295'],
      ['a seed that is a string', { ...record, deal: { seed: '5' } }, 'saved game is damaged: deal: must be {"seed": N} or {"deck": [card codes]}'],
      ['an extra field in the deal', { ...record, deal: { seed: 3, shuffle: 'new' } }, 'saved game is damaged: deal: unknown field "shuffle"'],
      ['a deck order of one card', { ...record, deal: { deck: ['AS'] } }, 'saved game: deck order: 1 card given, the game needs 52'],
      ['moves that are not a list', { ...record, moves: {} }, 'saved game is damaged: moves: must be a JSON array of moves'],
      ['a cursor past the end', { ...record, cursor: 3 }, 'saved game: cursor 3 is past the last move (the record has 2 moves)'],
      ['a negative cursor', { ...record, cursor: -1 }, 'saved game is damaged: cursor: must be a whole number of moves played, 0 or more'],
      ['an extra field', { ...record, player: 'me' }, 'saved game is damaged: unknown field "player"'],
    ];
    for (const [, data, error] of cases) expect(loadRecord(JSON.stringify(data), GAMES)).toEqual({ ok: false, error });
    expect(loadRecord(JSON.stringify({ ...record, moves: [{ type: 'recycle' }] }), GAMES)).toEqual({ ok: false, error: 'saved game: move 0: recycle is not legal here' });
  });

  test('looksLikeRecord tells a record (whole or not) from a deck order or a moves list', () => {
    expect(looksLikeRecord(sessionRecord(playedSession(1)))).toBe(true);
    expect(looksLikeRecord({ format: 9, deal: null, moves: null })).toBe(true);
    expect(looksLikeRecord(['AS'])).toBe(false);
    expect(looksLikeRecord([{ type: 'draw' }])).toBe(false);
    expect(looksLikeRecord(null)).toBe(false);
  });

  test('an illegal move is an error value with a reason, never an exception', () => {
    const opening = currentPosition(playedSession(0));
    expect(playMove(klondike, opening, options, { type: 'move', from: 'column-9', to: 'column-1' })).toEqual({ ok: false, error: 'column-9 -> column-1 is not legal here: there is no pile "column-9"' });
    expect(playMove(klondike, opening, options, { type: 'fly' })).toMatchObject({ ok: false, error: expect.stringContaining('unknown move type') });
    expect(playMove(klondike, opening, options, null)).toMatchObject({ ok: false });
    expect(playMove(klondike, opening, options, { type: 'recycle' })).toMatchObject({ ok: false, error: 'recycle is not legal here' });
    expect(checkMoveShape({ type: 'move', from: 'a', to: 'b', count: 0 })).toMatchObject({ ok: false });
  });

  test('autoPlay takes only moves that leave no choice', () => {
    const opening = currentPosition(playedSession(0));
    const auto = autoPlay(klondike, opening, options);
    for (const move of auto.moves) expect(move.type === 'draw' || move.type === 'recycle' || move.type === 'move').toBe(true);
  });
});

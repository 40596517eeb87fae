import { describe, expect, test } from 'vitest';
import { GAMES } from '../games/index.js';
import { klondike as klondikeDefinition } from '../games/klondike.js';
import type { AnyGame } from './game.js';

const klondike: AnyGame = klondikeDefinition;
import { autoPlay, checkMoveShape, playMove } from './engine.js';
import { defaultOptions } from './options.js';
import { currentPosition, loadRecord, newRecord, openSession, saveRecord, sessionGoTo, sessionPlay, sessionRecord, sessionRedo, sessionUndo } from './record.js';

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

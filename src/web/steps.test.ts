/** Unit tests of the web app's pure parts: steps and card keys (split from web.test.ts by module). */
import { describe, expect, it } from 'vitest';
import { newRecord, openSession, sessionPlay, currentPosition } from '../core/record.js';
import type { Position } from '../core/game.js';
import { applyStep, assignKeys, stepFrames } from './steps.js';
import { klondike, opening, options } from './klondike-fixture.js';

describe('steps and card keys', () => {
  it('rebuilds the deal and each move from their steps', () => {
    const record = newRecord(klondike, options, { seed: 11 });
    const opened = openSession(klondike, record);
    if (!opened.ok) throw new Error(opened.error);
    let session = opened.value;
    for (let i = 0; i < 30; i++) {
      const before = currentPosition(session);
      const legal = klondike.legalMoves(before, options);
      if (!legal.length) break;
      const played = sessionPlay(session, legal[i % legal.length]);
      if (!played.ok) throw new Error(played.error);
      session = played.value.session;
      const frames = stepFrames(before, played.value.steps, currentPosition(session));
      expect(frames.length).toBe(played.value.steps.length);
      let rebuilt = before;
      for (const step of played.value.steps) rebuilt = applyStep(rebuilt, step);
      expect(rebuilt.piles).toEqual(currentPosition(session).piles);
    }
  });

  it('falls back to the final position when steps do not fit', () => {
    const a = opening(1);
    const b = opening(2);
    expect(stepFrames(a, [], b)).toEqual([b]);
  });

  it('keeps a moving card its key, and gives two equal cards distinct keys', () => {
    const before: Position = { piles: { a: { cards: ['AS', '2S'], faceDown: 0 }, b: { cards: [], faceDown: 0 } }, vars: {} };
    const after: Position = { piles: { a: { cards: ['AS'], faceDown: 0 }, b: { cards: ['2S'], faceDown: 0 } }, vars: {} };
    const keys = assignKeys(null, before);
    const next = assignKeys({ position: before, keys }, after);
    expect(next.b[0]).toBe(keys.a[1]);
    expect(next.a[0]).toBe(keys.a[0]);
    const twins = assignKeys(null, { piles: { a: { cards: ['AS', 'AS'], faceDown: 0 } }, vars: {} });
    expect(twins.a[0]).not.toBe(twins.a[1]);
  });
});

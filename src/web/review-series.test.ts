import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAMES } from '../games/index.js';
import { defaultOptions } from '../core/options.js';
import { currentPosition, newRecord, openSession } from '../core/record.js';
import { gameStatus } from '../core/engine.js';
import type { Move, Position } from '../core/game.js';
import { solve } from '../solver/index.js';
import { type PointVerdict, REVIEW_STATES, coarseToFine, inferVerdicts, losingMove, nextChance, nextToSolve, pointAfterKey, pointX, reviewSummary } from './review-series.js';
import { REVIEW_STRINGS } from './review-strings.js';

/** Runs the review's search loop over `truth` (the verdict each position would get): the raw series and the positions asked. */
function review(truth: readonly PointVerdict[]): { raw: PointVerdict[]; asked: number[] } {
  const raw: PointVerdict[] = truth.map(() => null);
  const asked: number[] = [];
  for (let k = nextToSolve(raw); k !== null; k = nextToSolve(raw)) {
    expect(asked).not.toContain(k);
    asked.push(k);
    raw[k] = truth[k];
  }
  return { raw, asked };
}

/** A monotone series as the solver gives it: `won` positions, then undecided ones, then `lost` ones. */
const series = fc
  .tuple(fc.nat(60), fc.nat(20), fc.nat(60))
  .map(([won, unknown, lost]) => [...Array(won).fill('won'), ...Array(unknown).fill('unknown'), ...Array(lost).fill('lost')] as PointVerdict[])
  .filter((list) => list.length > 0);

describe('the review after the game: the series of verdicts', () => {
  it('infers won before a won position and lost after a lost one, and keeps the rest', () => {
    expect(inferVerdicts([null, null, 'won', null, 'unknown', null, 'lost', null])).toEqual(['won', 'won', 'won', null, 'unknown', null, 'lost', 'lost']);
    expect(inferVerdicts([null, null])).toEqual([null, null]);
  });

  it('bisects: a game of 100 moves lost at move 37 needs a handful of searches, and finds the move', () => {
    const truth: PointVerdict[] = Array.from({ length: 101 }, (_, k) => (k < 37 ? 'won' : 'lost'));
    const { raw, asked } = review(truth);
    expect(asked.length).toBeLessThanOrEqual(8);
    expect(asked[0]).toBe(50);
    expect(losingMove(inferVerdicts(raw))).toBe(37);
    expect(reviewSummary(raw)).toEqual({ kind: 'losing-move', move: 37 });
  });

  it('property: on any monotone series the loop ends, never asks twice, and agrees with the whole truth where it is decided', () => {
    fc.assert(
      fc.property(series, (truth) => {
        const { raw } = review(truth);
        const inferred = inferVerdicts(raw);
        for (let k = 0; k < truth.length; k++) if (inferred[k] !== null && truth[k] !== 'unknown') expect(inferred[k]).toBe(truth[k]);
        const firstLost = truth.indexOf('lost');
        const expected = firstLost > 0 && truth[firstLost - 1] === 'won' ? firstLost : null;
        expect(losingMove(inferred)).toBe(expected);
      }),
    );
  });

  it('sums up each case', () => {
    expect(reviewSummary(['lost', 'lost'])).toEqual({ kind: 'lost-from-start' });
    expect(reviewSummary(['won', null, 'won'])).toEqual({ kind: 'never-lost' });
    expect(reviewSummary(['won', 'unknown', 'unknown', 'lost'])).toEqual({ kind: 'between', from: 0, to: 3 });
    expect(reviewSummary(['won', null, null, 'lost'])).toEqual({ kind: 'pending' });
    expect(reviewSummary(['unknown', 'unknown'])).toEqual({ kind: 'undecided' });
    expect(reviewSummary([null, null, null])).toEqual({ kind: 'pending' });
  });

  it('asks for the chance coarse to fine, every position once', () => {
    expect(coarseToFine(0)).toEqual([0]);
    expect(coarseToFine(8)).toEqual([0, 8, 4, 2, 6, 1, 3, 5, 7]);
    for (const n of [1, 5, 13, 100]) expect([...coarseToFine(n)].sort((a, b) => a - b)).toEqual(Array.from({ length: n + 1 }, (_, k) => k));
    expect(nextChance([true, false, true])).toBe(1);
    expect(nextChance([true, true])).toBeNull();
  });

  it('places points and moves the focus by key as a slider does', () => {
    expect(pointX(0, 10, 20, 200)).toBe(20);
    expect(pointX(10, 10, 20, 200)).toBe(220);
    expect(pointX(0, 0, 20, 200)).toBe(120);
    expect(pointAfterKey('ArrowRight', 3, 10)).toBe(4);
    expect(pointAfterKey('ArrowLeft', 0, 10)).toBe(0);
    expect(pointAfterKey('End', 3, 10)).toBe(10);
    expect(pointAfterKey('PageUp', 3, 10)).toBe(10);
    expect(pointAfterKey('PageDown', 3, 10)).toBe(0);
    expect(pointAfterKey('a', 3, 10)).toBeNull();
  });

  it('has every review word in both languages', () => {
    expect(Object.keys(REVIEW_STRINGS.ru).sort()).toEqual(Object.keys(REVIEW_STRINGS.en).sort());
  });

  it('on a real Klondike record, with the solver in a states budget: finds the move that turned a winnable deal lost', () => {
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    const opened = openSession(game, newRecord(game, options, { seed: 2 }));
    if (!opened.ok) throw new Error(opened.error);
    const start = currentPosition(opened.value);
    const line = solve(game, start, options, { states: REVIEW_STATES });
    expect(line.result).toBe('won');
    // Follow the winning line, then play the first move that the solver proves lost, then any moves after it.
    const positions: Position[] = [start];
    const moves: Move[] = [];
    let losing: number | null = null;
    for (const move of line.moves) {
      const here = positions.at(-1)!;
      const lost = game.legalMoves(here, options).find((other) => {
        const after = game.apply(here, other, options).position;
        return gameStatus(game, after, options) === 'playing' && solve(game, after, options, { states: REVIEW_STATES }).result === 'lost';
      });
      if (lost) {
        moves.push(lost);
        positions.push(game.apply(here, lost, options).position);
        losing = moves.length;
        break;
      }
      moves.push(move);
      positions.push(game.apply(here, move, options).position);
    }
    expect(losing).not.toBeNull();
    for (let i = 0; i < 3; i++) {
      const here = positions.at(-1)!;
      const next = game.legalMoves(here, options)[0];
      if (!next) break;
      positions.push(game.apply(here, next, options).position);
    }
    const truth = positions.map((position) => solve(game, position, options, { states: REVIEW_STATES }).result);
    const { raw } = review(truth);
    expect(reviewSummary(raw)).toEqual({ kind: 'losing-move', move: losing });
  });
});

/**
 * The fast Topsy-Turvy Queens solver (docs/solvers/topsy-turvy-queens.md): the verdict with pruning
 * off is the same (issue 9, item 1), the hash ignores what the rules ignore, known won and lost deals, and `solve()`
 * certifies its lines. Deals used here are numbered 1–5000 (the benchmark's deals, 5001 on, are never used in tests).
 */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import { gameStatus } from '../../core/engine.js';
import type { AnyGame, Position } from '../../core/game.js';
import { replayRecord } from '../../core/record.js';
import { topsyTurvyQueens } from '../../games/topsy-turvy-queens.js';
import { solve } from '../index.js';
import { CaptiveRule, deadStockKing } from './captives.js';
import { TtqSearch, solveTopsyTurvyQueensFast } from './search.js';
import { DRAW_KING, encode, makeMove } from './moves.js';
import { TtqState } from './state.js';
import { stateToPosition } from './translate.js';
import { random } from '../test-support.js';

const game: AnyGame = topsyTurvyQueens;
const options = {};
const deal = (seed: number): Position => game.deal(shuffledDeck(seed, 104), options).position;


function hashOf(position: Position): [number, number] {
  const state = new TtqState(position);
  state.computeHash();
  return [state.hashA, state.hashB];
}

/** The verdicts of the four searches: every rule, every rule but B, every rule but the obligations (D, V), none. */
function verdicts(position: Position, states: number): string[] {
  return [
    new TtqSearch(position, { pruning: true }).search(states, Number.POSITIVE_INFINITY).result,
    new TtqSearch(position, { pruning: true, rulesOff: ['B'] }).search(states, Number.POSITIVE_INFINITY).result,
    new TtqSearch(position, { pruning: true, rulesOff: ['D', 'V'] }).search(states, Number.POSITIVE_INFINITY).result,
    new TtqSearch(position, { pruning: false }).search(states, Number.POSITIVE_INFINITY).result,
  ];
}

describe('fast Topsy-Turvy Queens solver: pruning keeps the verdict', () => {
  it('issue 9, item 1: the same verdict with pruning on, without rule B, without the obligations, and off, wherever they decide', () => {
    const decided = { won: 0, lost: 0 };
    const check = (position: Position) => {
      const found = verdicts(position, 10_000).filter((verdict) => verdict !== 'unknown');
      if (found.length < 2) return;
      expect(new Set(found).size).toBe(1);
      decided[found[0] as 'won' | 'lost']++;
    };
    // Positions along winning lines (won ones, from the opening to the last moves) ...
    for (const seed of [2, 9, 38]) {
      let position = deal(seed);
      const line = solveTopsyTurvyQueensFast(position, options, { pruning: true }, 200_000, Number.POSITIVE_INFINITY).moves;
      expect(line.length).toBeGreaterThan(100);
      line.forEach((move, i) => {
        position = game.apply(position, move, options).position;
        if (i % 40 === 20 && gameStatus(game, position, options) === 'playing') check(position);
      });
    }
    // ... and along random playouts (mostly lost ones, and lost deals: 11, 27, 29 and 49 are lost).
    for (const seed of [11, 27, 29, 49, 101, 102, 103, 104]) {
      const next = random(seed);
      let position = deal(seed);
      for (let i = 1; i <= 300 && gameStatus(game, position, options) === 'playing'; i++) {
        const legal = game.legalMoves(position, options);
        const up = legal.filter((move) => move.type === 'move' && move.to.startsWith('king-'));
        const pick = up.length > 0 && next() < 0.8 ? up : legal;
        position = game.apply(position, pick[Math.floor(next() * pick.length)], options).position;
        if (i % 60 === 0) check(position);
      }
    }
    expect(decided.won).toBeGreaterThan(5);
    expect(decided.lost).toBeGreaterThan(5);
  });
});

describe('fast Topsy-Turvy Queens solver: the hash', () => {
  it('does not depend on the order of the columns', () => {
    const position = deal(3);
    const piles = { ...position.piles };
    const order = [5, 2, 7, 0, 1, 6, 3, 4];
    order.forEach((from, to) => {
      piles[`column-${to + 1}`] = position.piles[`column-${from + 1}`];
    });
    expect(hashOf({ ...position, piles })).toEqual(hashOf(position));
  });

  it('does not depend on the places of filled slots (with their captives), but on empty ones', () => {
    // Along a winning line, once slots are filled: swap two filled slots together with their captives.
    let position = deal(2);
    const line = solveTopsyTurvyQueensFast(position, options, { pruning: true }, 200_000, Number.POSITIVE_INFINITY).moves;
    for (const move of line.slice(0, 60)) position = game.apply(position, move, options).position;
    const filled = [1, 2, 3, 4, 5, 6, 7].filter((k) => position.piles[`king-${k}`].cards.length > 0);
    expect(filled.length).toBeGreaterThanOrEqual(2);
    const [a, b] = filled;
    const piles = { ...position.piles };
    piles[`king-${a}`] = position.piles[`king-${b}`];
    piles[`king-${b}`] = position.piles[`king-${a}`];
    piles[`captive-${a}`] = position.piles[`captive-${b}`];
    piles[`captive-${b}`] = position.piles[`captive-${a}`];
    expect(hashOf({ ...position, piles })).toEqual(hashOf(position));
    // Swapping the captives alone changes the position (a captive belongs to its slot).
    const captivesOnly = { ...position.piles, [`captive-${a}`]: position.piles[`captive-${b}`], [`captive-${b}`]: position.piles[`captive-${a}`] };
    if (position.piles[`captive-${a}`].cards[0] !== position.piles[`captive-${b}`].cards[0]) {
      expect(hashOf({ ...position, piles: captivesOnly })).not.toEqual(hashOf(position));
    }
  });

  it('tells the waste from the stock and counts the redeals used', () => {
    const opening = deal(4);
    const drawn = game.apply(opening, { type: 'draw' }, options).position;
    expect(hashOf(drawn)).not.toEqual(hashOf(opening));
    const moreRedeals = { ...opening, vars: { redealsUsed: 1 } };
    expect(hashOf(moreRedeals)).not.toEqual(hashOf(opening));
  });
});

describe('fast Topsy-Turvy Queens solver: rule C (the captives)', () => {
  it('proves at the opening the deals whose Kings come in an order that strands a captive', () => {
    // Deal 48: the rule finds no order of the Kings in which every captive has a later slot of its suit to go to.
    for (const seed of [48, 60, 77, 80]) expect(new CaptiveRule().dead(new TtqState(deal(seed)))).toBe(true);
  });

  it('says nothing of positions on a winning line', () => {
    for (const seed of [2, 9]) {
      let position = deal(seed);
      const line = solveTopsyTurvyQueensFast(position, options, { pruning: true }, 200_000, Number.POSITIVE_INFINITY).moves;
      const rule = new CaptiveRule();
      for (const move of line) {
        expect(rule.dead(new TtqState(position))).toBe(false);
        position = game.apply(position, move, options).position;
      }
    }
  });

  it('answers from a cache shared by the searches of one deal as a fresh rule does (the restarts share one)', () => {
    let checked = 0;
    for (const seed of [11, 27, 48, 101]) {
      const shared = new CaptiveRule();
      const next = random(seed);
      let position = deal(seed);
      for (let i = 1; i <= 200 && gameStatus(game, position, options) === 'playing'; i++) {
        const state = new TtqState(position);
        expect(shared.dead(state)).toBe(new CaptiveRule().dead(state));
        checked++;
        const legal = game.legalMoves(position, options);
        position = game.apply(position, legal[Math.floor(next() * legal.length)], options).position;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('fast Topsy-Turvy Queens solver: rule B (a stock King whose drawing is dead)', () => {
  it('issue 9, item 1: the position after the draws to the barrier King is never won by the search without pruning', () => {
    const scratch = { drawsBefore: 0, recycled: false, drawsAfter: 0 };
    let barriers = 0;
    for (const seed of [11, 27, 29, 37, 101, 102, 103, 104]) {
      const next = random(seed);
      let position = deal(seed);
      let checked = 0;
      for (let i = 1; i <= 120 && checked < 3 && gameStatus(game, position, options) === 'playing'; i++) {
        const state = new TtqState(position);
        const king = deadStockKing(state, new CaptiveRule(), scratch);
        if (king >= 0) {
          barriers++;
          checked++;
          // The draws up to that King, by the engine (each King drawn on the way goes up at once).
          let draws = 1;
          for (let e = state.pointer; e !== king; e = state.next[e]) draws++;
          let drawn = position;
          for (let k = 0; k < draws; k++) drawn = game.apply(drawn, { type: 'draw' }, options).position;
          // ... the very position rule B put to rule C.
          const mark = state.logLength;
          makeMove(state, encode(DRAW_KING, king, 0, 0), scratch);
          const reached = stateToPosition(state);
          for (const id of Object.keys(drawn.piles)) expect(reached.piles[id].cards).toEqual(drawn.piles[id].cards);
          state.undoTo(mark);
          const plain = new TtqSearch(drawn, { pruning: false }).search(5_000, Number.POSITIVE_INFINITY).result;
          expect(plain).not.toBe('won');
        }
        const legal = game.legalMoves(position, options);
        position = game.apply(position, legal[Math.floor(next() * legal.length)], options).position;
      }
    }
    expect(barriers).toBeGreaterThan(5);
  });

  it('issue 9, item 1: the same verdict with rule B on and off, in fewer positions, on deals whose Kings come in a losing order', () => {
    for (const seed of [11, 27, 29, 37, 49]) {
      const withRule = new TtqSearch(deal(seed), { pruning: true }).search(100_000, Number.POSITIVE_INFINITY);
      const without = new TtqSearch(deal(seed), { pruning: true, rulesOff: ['B'] }).search(100_000, Number.POSITIVE_INFINITY);
      expect(withRule.result).toBe('lost');
      expect(without.result).toBe('lost');
      expect(withRule.states).toBeLessThan(without.states);
    }
  });
});

describe('fast Topsy-Turvy Queens solver through solve()', () => {
  it('wins deal 2 with a line that replays to won', () => {
    const result = solve(game, deal(2), options, { ms: 20_000 });
    expect(result.result).toBe('won');
    const replayed = replayRecord(game, { options, deal: { seed: 2 }, moves: result.moves });
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(gameStatus(game, replayed.value.positions.at(-1)!, options)).toBe('won');
  });

  it('proves deals 48 and 49 lost', () => {
    for (const seed of [48, 49]) expect(solve(game, deal(seed), options, { ms: 20_000 }).result).toBe('lost');
  });

  it('solves a position in the middle of a game', () => {
    let position = deal(9);
    const line = solve(game, position, options, { ms: 20_000 }).moves;
    for (const move of line.slice(0, 120)) position = game.apply(position, move, options).position;
    const result = solve(game, position, options, { ms: 20_000 });
    expect(result.result).toBe('won');
  });
});

describe('a position the fast solver cannot hold', () => {
  it('is declined with the reason (solve() then uses the generic search)', () => {
    const position = deal(3);
    const broken: Position = { ...position, piles: { ...position.piles, 'column-1': { cards: ['XX'], faceDown: 0 } } };
    const outcome = solveTopsyTurvyQueensFast(broken, options, { pruning: true }, 1000, Number.POSITIVE_INFINITY);
    expect(outcome.result).toBe('unknown');
    expect(outcome.declined).toMatch(/"XX" is not a card/);
  });
});

/**
 * Issue 9, item 3 ("one description of each game's rules"): the fast Go, No Go solver's move generator, with pruning
 * off and translated back to project moves, equals the engine's `legalMoves` of src/games/go-no-go.ts, and each move
 * made on the solver's board gives the position the engine's `apply` gives (and unmakes to the one before). Checked
 * over random deals (seeds 1–5000) and random legal playouts through every phase, under every reading of the options.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import type { Move, Position } from '../../core/game.js';
import { type GoNoGoOptions, type GoNoGoVars, goNoGo } from '../../games/go-no-go.js';
import { History, generateLegal, makeMove, unmakeMove } from './moves.js';
import { Board, cardNumber, SUIT } from './state.js';
import { solveGoNoGoFast } from './search.js';
import { projectMove } from './translate.js';

const READINGS: GoNoGoOptions[] = [
  { aces: 'always', transfers: 'adjacent' },
  { aces: 'go-only', transfers: 'adjacent' },
  { aces: 'always', transfers: 'suit' },
  { aces: 'go-only', transfers: 'suit' },
];

/** The engine position in the terms of `Board.summary()`. */
function engineSummary(position: Position) {
  const vars = position.vars as unknown as GoNoGoVars;
  const columns: string[][] = [];
  const goes: boolean[][] = [];
  for (let c = 1; c <= 7; c++) {
    columns.push([...position.piles[`column-${c}`].cards]);
    goes.push([...vars.goes[`column-${c}`]]);
  }
  const heights = [0, 0, 0, 0];
  for (let f = 1; f <= 4; f++) {
    const cards = position.piles[`foundation-${f}`].cards;
    if (cards.length > 0) heights[SUIT[cardNumber(cards[0])]] = cards.length;
  }
  return { phase: vars.phase, dealt: vars.dealt, columns, goes, heights, stock: [...position.piles.stock.cards].reverse() };
}

function boardOf(position: Position, options: GoNoGoOptions): Board {
  const board = new Board({ acesAlways: options.aces === 'always', anyRank: options.transfers === 'suit' });
  const fault = board.load(position);
  if (fault !== undefined) throw new Error(fault);
  return board;
}

/** The solver's legal moves of the board, as project moves. */
function solverMoves(board: Board): Move[] {
  const out = new Int32Array(64);
  const end = generateLegal(board, out, 0);
  return Array.from(out.subarray(0, end), (move) => projectMove(board, move));
}

/**
 * Plays a random legal playout of deal `seed`, checking at every position that the solver's moves equal the engine's,
 * and that each of them, made and unmade on the solver's board, gives the engine's next position and then the position
 * before. `choices` steer the playout: the deal and gather are taken often enough to reach every phase.
 */
function checkPlayout(options: GoNoGoOptions, seed: number, choices: number[]): Set<string> {
  const phases = new Set<string>();
  let position = goNoGo.deal(shuffledDeck(seed, 52), options).position as Position;
  const board = boardOf(position, options);
  const history = new History();
  const out = new Int32Array(64);
  for (const choice of choices) {
    phases.add(String(position.vars.phase));
    const legal = goNoGo.legalMoves(position as Position<GoNoGoVars>, options);
    expect(solverMoves(board)).toEqual(legal);
    const end = generateLegal(board, out, 0);
    board.computeHash(false);
    const before = { summary: board.summary(), hashA: board.hashA, hashB: board.hashB };
    for (let i = 0; i < end; i++) {
      const next = goNoGo.apply(position as Position<GoNoGoVars>, legal[i], options).position as Position;
      makeMove(board, out[i], history, 0);
      expect(board.summary()).toEqual(engineSummary(next));
      unmakeMove(board, out[i], history, 0);
      board.computeHash(false);
      expect({ summary: board.summary(), hashA: board.hashA, hashB: board.hashB }).toEqual(before);
    }
    if (legal.length === 0) break;
    // Prefer progress (deal, gather) now and then, so that playouts reach the later phases.
    const progress = legal.findIndex((move) => move.type === 'deal' || move.type === 'gather');
    const pick = progress >= 0 && choice % 3 === 0 ? progress : choice % legal.length;
    position = goNoGo.apply(position as Position<GoNoGoVars>, legal[pick], options).position as Position;
    makeMove(board, out[pick], history, 0);
  }
  return phases;
}

describe('the fast Go, No Go solver: one description of the rules (issue 9, item 3)', () => {
  for (const options of READINGS) {
    it(`issue 9, item 3: generator, make and unmake equal the engine on random playouts, aces=${options.aces} transfers=${options.transfers} (property)`, () => {
      const phasesSeen = new Set<string>();
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 5000 }), fc.array(fc.nat(1 << 20), { minLength: 150, maxLength: 250 }), (seed, choices) => {
          for (const phase of checkPlayout(options, seed, choices)) phasesSeen.add(phase);
        }),
        { numRuns: 25 },
      );
      expect([...phasesSeen]).toEqual(expect.arrayContaining(['deal-1', 'transfers-1', 'deal-2', 'transfers-2']));
    });
  }

  it('loads a position in each phase and refuses one that play cannot reach, with the reason (solve() declines it)', () => {
    const options = READINGS[0];
    const position = goNoGo.deal(shuffledDeck(3, 52), options).position as Position;
    const broken: Position = { ...position, piles: { ...position.piles, stock: { cards: position.piles.stock.cards.slice(1), faceDown: 51 } } };
    expect(() => boardOf(broken, options)).toThrow(/52 cards/);
    const doubled: Position = { ...position, piles: { ...position.piles, 'column-1': { cards: ['AS'], faceDown: 0 } } };
    expect(() => boardOf({ ...doubled, vars: { ...position.vars, goes: { ...(position.vars as unknown as GoNoGoVars).goes, 'column-1': [true] } } }, options)).toThrow(/twice/);
    const declined = solveGoNoGoFast(broken, options, { pruning: true }, 1000, Number.POSITIVE_INFINITY);
    expect(declined.declined).toMatch(/52 cards/);
    expect(declined.result).toBe('unknown');
  });
});

/**
 * Issue 9, item 3 ("one description of each game's rules"): the fast Topsy-Turvy Queens solver's moves, with pruning
 * off and translated back to project moves, are the engine's legal moves (src/games/topsy-turvy-queens.ts), the stock
 * folded in (docs/solvers/topsy-turvy-queens.md, "Moves: the stock folded into the moves"). Checked over random
 * positions: numbered deals (seeds ≤ 5000) and random legal playouts through the engine, for each position:
 *
 * - every solver move, translated to project moves, replays legally through the engine and reaches the very position
 *   the solver's make-move reaches (the state read back as a project position);
 * - the solver's successors are exactly the engine's: every position reached by stock moves (draws and turns of the
 *   waste) followed by one other legal move, or by draws that end with a King going to the King row; of the same piles
 *   reached with different numbers of redeals used, the fewest (more redeals used never allows more);
 * - undoing a move gives back the position and its hash.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import { gameStatus, playMove } from '../../core/engine.js';
import type { AnyGame, Move, Position } from '../../core/game.js';
import { topsyTurvyQueens } from '../../games/topsy-turvy-queens.js';
import { type MoveList, type StockActions, generateMoves, makeMove } from './moves.js';
import { ttqRuleSwitches } from './rules.js';
import { TtqState } from './state.js';
import { projectMoves, stateToPosition } from './translate.js';
import { random } from '../test-support.js';

const game: AnyGame = topsyTurvyQueens;
const options = {};


/** The piles of a position as one string (pile ids sorted), and the redeals used apart. */
function pilesKey(position: Position): string {
  return Object.keys(position.piles)
    .sort()
    .map((id) => `${id}:${position.piles[id].cards.join(',')}/${position.piles[id].faceDown}`)
    .join(' ');
}

const redealsOf = (position: Position): number => (position.vars as { redealsUsed: number }).redealsUsed;
const kingRowSize = (position: Position): number => Object.keys(position.piles).filter((id) => id.startsWith('king-')).reduce((n, id) => n + position.piles[id].cards.length, 0);

/** Adds a position to a map of piles → fewest redeals used. */
function note(map: Map<string, number>, position: Position): void {
  const key = pilesKey(position);
  const redeals = redealsOf(position);
  if (!map.has(key) || map.get(key)! > redeals) map.set(key, redeals);
}

/**
 * The engine's successors, as the solver folds the stock into its moves: from the position itself, every legal move
 * other than a stock move; going round the stock one stock move at a time, after each draw that turns a card onto the
 * waste, the moves of that card (it is what a talon move brings to the waste top), and after each draw that sends a
 * King to the King row, the position itself.
 */
function engineSuccessors(start: Position): Map<string, number> {
  const found = new Map<string, number>();
  let position = start;
  let justDrawn = false;
  for (let steps = 0; steps < 400; steps++) {
    const legal = game.legalMoves(position, options);
    for (const move of legal) {
      if (move.type === 'move' && (steps === 0 || (justDrawn && move.from === 'waste'))) note(found, game.apply(position, move, options).position);
    }
    const stock = legal.find((move) => move.type === 'draw' || move.type === 'recycle');
    if (!stock) break;
    const after = game.apply(position, stock, options).position;
    const kingUp = stock.type === 'draw' && kingRowSize(after) > kingRowSize(position);
    if (kingUp) note(found, after);
    justDrawn = stock.type === 'draw' && !kingUp;
    position = after;
  }
  return found;
}

/** The solver's successors (pruning off), each checked against the engine replay of its translation. */
function solverSuccessors(start: Position): Map<string, number> {
  const state = new TtqState(start);
  state.computeHash();
  const hash = [state.hashA, state.hashB];
  const list: MoveList = { moves: new Int32Array(4096), scores: new Int32Array(4096), n: 0 };
  generateMoves(state, list, ttqRuleSwitches(false));
  const found = new Map<string, number>();
  const actions: StockActions = { drawsBefore: 0, recycled: false, drawsAfter: 0 };
  for (let k = 0; k < list.n; k++) {
    const mark = state.logLength;
    makeMove(state, list.moves[k], actions);
    const reached = stateToPosition(state);
    const project: Move[] = [];
    projectMoves(list.moves[k], actions, project);
    let replayed = start;
    for (const move of project) {
      const played = playMove(game, replayed, options, move);
      if (!played.ok) throw new Error(`${JSON.stringify(project)}: ${played.error}`);
      replayed = played.value.position;
    }
    expect(pilesKey(reached)).toBe(pilesKey(replayed));
    expect(redealsOf(reached)).toBe(redealsOf(replayed));
    note(found, reached);
    state.undoTo(mark);
    state.computeHash();
    expect([state.hashA, state.hashB]).toEqual(hash);
  }
  expect(pilesKey(stateToPosition(state))).toBe(pilesKey(start));
  return found;
}

/** Positions along a random playout of deal `seed` (engine moves), every `every` moves. */
function playout(seed: number, length: number, every: number): Position[] {
  const next = random(seed * 7919 + 17);
  let position = game.deal(shuffledDeck(seed, 104), options).position;
  const positions = [position];
  for (let i = 1; i <= length && gameStatus(game, position, options) === 'playing'; i++) {
    const legal = game.legalMoves(position, options);
    // Favour moves to the foundations and draws now and then, so that playouts get deep into the game.
    const up = legal.filter((move) => move.type === 'move' && move.to.startsWith('king-'));
    const pick = up.length > 0 && next() < 0.7 ? up : legal;
    position = game.apply(position, pick[Math.floor(next() * pick.length)], options).position;
    if (i % every === 0) positions.push(position);
  }
  return positions;
}

function compare(position: Position): void {
  const engine = engineSuccessors(position);
  const solver = solverSuccessors(position);
  expect([...solver.entries()].sort()).toEqual([...engine.entries()].sort());
}

describe('fast Topsy-Turvy Queens solver: moves against the engine', () => {
  it('issue 9, item 3: the successors of the solver (pruning off) are the engine\'s, along random playouts', () => {
    let positions = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const position of playout(seed, 400, 25)) {
        compare(position);
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(50);
  });

  it('issue 9, item 3: the same for random deals and random playout lengths (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 600 }), (seed, length) => {
        const positions = playout(seed, length, Math.max(1, length));
        compare(positions[positions.length - 1]);
      }),
      { numRuns: 40 },
    );
  });
});

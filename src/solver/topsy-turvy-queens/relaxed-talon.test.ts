/**
 * Rule L of the fast Topsy-Turvy Queens solver (docs/solvers/topsy-turvy-queens.md, "Pruning rules"): a position whose
 * talon cannot be emptied even in the relaxed game (the waste a stack between turns, every turn left taken) is lost.
 * Positions come from random playouts through the engine on deals 1–5000 (the benchmark's deals, 5001 on, are never
 * used in tests).
 */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import { gameStatus } from '../../core/engine.js';
import type { AnyGame, Move, Position } from '../../core/game.js';
import { topsyTurvyQueens } from '../../games/topsy-turvy-queens.js';
import { random } from '../test-support.js';
import { TalonRelaxation } from './relaxed-talon.js';
import { TtqSearch } from './search.js';
import { TtqState } from './state.js';

const game: AnyGame = topsyTurvyQueens;
const options = {};
const deal = (seed: number): Position => game.deal(shuffledDeck(seed, 104), options).position;

/**
 * Positions of a random playout that goes through the stock (a draw or a turn half of the time, cards up most of the
 * rest), every `every` moves.
 */
function playoutPositions(seed: number, every: number): Position[] {
  const next = random(seed);
  let position = deal(seed);
  const out: Position[] = [];
  for (let i = 1; i <= 600 && gameStatus(game, position, options) === 'playing'; i++) {
    const legal = game.legalMoves(position, options);
    const stock = legal.filter((move: Move) => move.type === 'draw' || move.type === 'recycle');
    const up = legal.filter((move: Move) => move.type === 'move' && move.to.startsWith('king-'));
    const roll = next();
    const pick = stock.length > 0 && roll < 0.5 ? stock : up.length > 0 && roll < 0.85 ? up : legal;
    position = game.apply(position, pick[Math.floor(next() * pick.length)], options).position;
    if (i % every === 0) out.push(position);
  }
  return out;
}

const relaxation = new TalonRelaxation();
const fires = (position: Position): boolean => relaxation.dead(new TtqState(position));

describe('fast Topsy-Turvy Queens solver: rule L (the relaxed game of the talon)', () => {
  it('issue 9, item 1: a position the relaxed game calls lost is never won by the search without pruning', () => {
    const fired = [0, 0, 0];
    let decided = 0;
    for (let seed = 201; seed <= 260; seed++) {
      for (const position of playoutPositions(seed, 7)) {
        if (!fires(position)) continue;
        fired[(position.vars as { redealsUsed?: number }).redealsUsed ?? 0]++;
        const plain = new TtqSearch(position, { pruning: false }).search(4_000, Number.POSITIVE_INFINITY).result;
        expect(plain).not.toBe('won');
        if (plain === 'lost') decided++;
      }
    }
    // It fires with turns left too (the pass before the last), not only in the last pass.
    expect(fired[2]).toBeGreaterThan(20);
    expect(fired[1]).toBeGreaterThan(3);
    expect(decided).toBeGreaterThan(10);
  });

  it('issue 9, item 1: the same verdict with rule L on and off, wherever both decide', () => {
    let compared = 0;
    let comparedFired = 0;
    for (let seed = 261; seed <= 270; seed++) {
      for (const position of playoutPositions(seed, 20)) {
        const on = new TtqSearch(position, { pruning: true }).search(5_000, Number.POSITIVE_INFINITY).result;
        const off = new TtqSearch(position, { pruning: true, rulesOff: ['L'] }).search(5_000, Number.POSITIVE_INFINITY).result;
        if (on === 'unknown' || off === 'unknown') continue;
        expect(on).toBe(off);
        compared++;
        if (fires(position)) comparedFired++;
      }
    }
    expect(compared).toBeGreaterThan(50);
    expect(comparedFired).toBeGreaterThan(20);
  });
});

/**
 * Rule L of the fast Topsy-Turvy Queens solver (docs/solver.md, "Pruning rules"): a position of the last pass that
 * the relaxed game cannot finish is lost. Positions come from random playouts through the engine on deals 1–5000 (the
 * benchmark's deals, 5001 on, are never used in tests).
 */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import { gameStatus } from '../../core/engine.js';
import type { AnyGame, Move, Position } from '../../core/game.js';
import { topsyTurvyQueens } from '../../games/topsy-turvy-queens.js';
import { random } from '../test-support.js';
import { CaptiveRule } from './captives.js';
import { deadAfterTurn, lastPassDead } from './last-pass.js';
import { TtqSearch } from './search.js';
import { REDEAL_LIMIT, TtqState } from './state.js';

const game: AnyGame = topsyTurvyQueens;
const options = {};
const deal = (seed: number): Position => game.deal(shuffledDeck(seed, 104), options).position;

/**
 * Positions of a random playout that goes through the stock (a draw or a turn half of the time, cards up most of the
 * rest), every few moves once the waste has been turned over at least once.
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
    const used = (position.vars as { redealsUsed?: number }).redealsUsed ?? 0;
    if (used >= REDEAL_LIMIT - 1 && i % every === 0) out.push(position);
  }
  return out;
}

describe('fast Topsy-Turvy Queens solver: rule L (the last pass of the stock)', () => {
  it('issue 9, item 1: a last-pass position the rule calls lost is never won by the search without pruning', () => {
    let fired = 0;
    let firedBeforeTurn = 0;
    let decided = 0;
    for (let seed = 201; seed <= 260; seed++) {
      for (const position of playoutPositions(seed, 7)) {
        const state = new TtqState(position);
        const last = state.redealsUsed === REDEAL_LIMIT && lastPassDead(state);
        const beforeTurn = state.redealsUsed === REDEAL_LIMIT - 1 && deadAfterTurn(state);
        if (beforeTurn) {
          // The position after the turn is lost: so is every line through it; the turn itself may still be listed
          // by the engine, but no win may use it. Check the turned position directly.
          firedBeforeTurn++;
          let turned = position;
          while (game.legalMoves(turned, options).some((move: Move) => move.type === 'draw')) turned = game.apply(turned, { type: 'draw' }, options).position;
          turned = game.apply(turned, { type: 'recycle' }, options).position;
          expect(lastPassDead(new TtqState(turned))).toBe(true);
          const plain = new TtqSearch(turned, { pruning: false }).search(4_000, Number.POSITIVE_INFINITY).result;
          expect(plain).not.toBe('won');
          if (plain === 'lost') decided++;
        }
        if (!last) continue;
        fired++;
        const plain = new TtqSearch(position, { pruning: false }).search(4_000, Number.POSITIVE_INFINITY).result;
        expect(plain).not.toBe('won');
        if (plain === 'lost') decided++;
      }
    }
    expect(fired).toBeGreaterThan(20);
    expect(firedBeforeTurn).toBeGreaterThan(5);
    expect(decided).toBeGreaterThan(10);
  });

  it('issue 9, item 1: the same verdict with rule L on and off, wherever both decide, on positions of the last two passes', () => {
    let compared = 0;
    for (let seed = 261; seed <= 275; seed++) {
      for (const position of playoutPositions(seed, 20)) {
        const on = new TtqSearch(position, { pruning: true }).search(5_000, Number.POSITIVE_INFINITY).result;
        const off = new TtqSearch(position, { pruning: true }, true, new CaptiveRule(), true, false).search(5_000, Number.POSITIVE_INFINITY).result;
        if (on === 'unknown' || off === 'unknown') continue;
        expect(on).toBe(off);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5);
  });
});

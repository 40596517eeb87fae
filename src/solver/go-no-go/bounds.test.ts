/**
 * Rule B of docs/solvers/go-no-go.md: the relaxation that proves the second transfers lost. On
 * hand-made positions of the second transfers it cuts only where the plain search (pruning off) also finds the game
 * lost, and the two searches agree.
 */
import { describe, expect, it } from 'vitest';
import type { Position } from '../../core/game.js';
import { COLUMNS, FOUNDATIONS, type GoNoGoOptions, type GoNoGoVars, goNoGo } from '../../games/go-no-go.js';
import { ClosedPuzzleBound } from './bounds.js';
import { solveGoNoGoFast } from './search.js';
import { Board } from './state.js';

const ADJACENT: GoNoGoOptions = { aces: 'always', transfers: 'adjacent' };
const SUIT: GoNoGoOptions = { aces: 'always', transfers: 'suit' };
const RANKS = 'A23456789TJQK';

/** A position of the second transfers: the columns bottom first, the foundations up to the given ranks (S H D C). */
function secondTransfers(columns: string[], heights: Record<string, number>): Position {
  const piles: Position['piles'] = { stock: { cards: [], faceDown: 0 } };
  FOUNDATIONS.forEach((id, i) => {
    const suit = 'SHDC'[i];
    piles[id] = { cards: RANKS.slice(0, heights[suit]).split('').map((rank) => rank + suit), faceDown: 0 };
  });
  const goes: Record<string, boolean[]> = {};
  COLUMNS.forEach((id, i) => {
    const cards = (columns[i] ?? '').split(/\s+/).filter(Boolean);
    piles[id] = { cards, faceDown: 0 };
    goes[id] = cards.map(() => false);
  });
  return { piles, vars: { phase: 'transfers-2', dealt: 22, goes } };
}

function mayWin(position: Position, options: GoNoGoOptions): boolean {
  const board = new Board({ acesAlways: true, anyRank: options.transfers === 'suit' });
  board.load(position);
  return new ClosedPuzzleBound(board).mayWin();
}

function verdicts(position: Position, options: GoNoGoOptions) {
  const on = solveGoNoGoFast(position, options, { pruning: true }, 1_000_000, Number.POSITIVE_INFINITY);
  const off = solveGoNoGoFast(position, options, { pruning: false }, 1_000_000, Number.POSITIVE_INFINITY);
  return { on, off };
}

// Spades, diamonds and clubs are up to the 9, hearts to the 3. The 4 of hearts lies under the 10 and King of hearts;
// the King needs the Queen, under the Jack of diamonds, which needs the 10 (under the King of diamonds) or the Queen
// (at the bottom of column 7). The 5 and 6 of hearts can go to and fro, onto each other, but that only uncovers the
// Jacks of diamonds and clubs, which are stuck as well.
const STUCK = [
  'TS KS',
  '4H TH KH',
  'TD KD',
  'TC KC',
  'QS 7H 8H 9H JH',
  'QH JD 5H',
  'QD QC JS JC 6H',
];
const HEIGHTS = { S: 9, H: 3, D: 9, C: 9 };

describe('rule B: the second transfers are lost when even the relaxation cannot clear the columns', () => {
  it('proves a position lost at once where the plain search goes to and fro before it finds it lost', () => {
    const position = secondTransfers(STUCK, HEIGHTS);
    expect(goNoGo.legalMoves(position as Position<GoNoGoVars>, ADJACENT).filter((move) => move.type === 'move').length).toBeGreaterThan(0);
    expect(mayWin(position, ADJACENT)).toBe(false);
    const { on, off } = verdicts(position, ADJACENT);
    expect(on).toMatchObject({ result: 'lost', states: 1 });
    expect(off.result).toBe('lost');
    expect(off.states).toBeGreaterThan(on.states);
  });

  it('does not cut when a gap is there (every card can come off), and the searches agree', () => {
    // The same cards with column 7 put onto column 6: column 7 is a gap.
    const position = secondTransfers([...STUCK.slice(0, 5), `${STUCK[5]} ${STUCK[6]}`, ''], HEIGHTS);
    expect(mayWin(position, ADJACENT)).toBe(true);
    const { on, off } = verdicts(position, ADJACENT);
    expect(off.result).toBe(on.result);
    expect(on.result).not.toBe('unknown');
  });

  it('with transfers=suit a card of the same suit on top anywhere is a place to go: not cut, and the searches agree', () => {
    const position = secondTransfers(STUCK, HEIGHTS);
    expect(mayWin(position, SUIT)).toBe(true);
    const { on, off } = verdicts(position, SUIT);
    expect(off.result).toBe(on.result);
  });
});

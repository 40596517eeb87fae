/**
 * From the fast Topsy-Turvy Queens solver back to the project: a solver move as project moves (the draws and the turn
 * of the waste it folds in, then the move with the pile ids of src/games/topsy-turvy-queens.ts), and the solver state
 * as a project position (for tests and for a look at a position while debugging).
 */
import type { Move, Pile, Position } from '../../core/game.js';
import { FULL, cardCode, cardOf } from './cards.js';
import { CAPTIVE_TO_FOUNDATION, COLUMN_TO_COLUMN, COLUMN_TO_FOUNDATION, DRAW_KING, type StockActions, TALON_TO_COLUMN, TALON_TO_FOUNDATION, moveA, moveB, moveC, moveType } from './moves.js';
import { CAPTIVE_COUNT, COLUMN_COUNT, HEAD, SLOT_COUNT, STRIDE, type TtqState } from './state.js';

const DRAW: Move = { type: 'draw' };

/** The project moves of one solver move made with the stock actions `actions` (appended to `out`). */
export function projectMoves(move: number, actions: StockActions, out: Move[]): void {
  for (let i = 0; i < actions.drawsBefore; i++) out.push(DRAW);
  if (actions.recycled) out.push({ type: 'recycle' });
  for (let i = 0; i < actions.drawsAfter; i++) out.push(DRAW);
  const a = moveA(move);
  const b = moveB(move);
  switch (moveType(move)) {
    case COLUMN_TO_FOUNDATION:
      out.push({ type: 'move', from: `column-${a + 1}`, to: `king-${b + 1}`, count: 1 });
      break;
    case CAPTIVE_TO_FOUNDATION:
      out.push({ type: 'move', from: `captive-${a + 1}`, to: `king-${b + 1}`, count: 1 });
      break;
    case TALON_TO_FOUNDATION:
      out.push({ type: 'move', from: 'waste', to: `king-${b + 1}`, count: 1 });
      break;
    case COLUMN_TO_COLUMN:
      out.push({ type: 'move', from: `column-${a + 1}`, to: `column-${b + 1}`, count: moveC(move) });
      break;
    case TALON_TO_COLUMN:
      out.push({ type: 'move', from: 'waste', to: `column-${b + 1}`, count: 1 });
      break;
    case DRAW_KING:
      break; // the draws alone
  }
}

/** The state as a project position, piles in the layout order of src/games/topsy-turvy-queens.ts. */
export function stateToPosition(state: TtqState): Position {
  const piles: Record<string, Pile> = {};
  const stock: string[] = [];
  const waste: string[] = [];
  for (let e = state.next[HEAD]; e !== state.tail; e = state.next[e]) {
    (isStock(state, e) ? stock : waste).push(cardCode(state.talonCard[e]));
  }
  stock.reverse();
  piles.stock = { cards: stock, faceDown: stock.length };
  piles.waste = { cards: waste, faceDown: 0 };
  for (let k = 0; k < SLOT_COUNT; k++) {
    const cards: string[] = [];
    const suit = state.slotSuit[k];
    for (let h = 0; h < state.slotHeight[k]; h++) cards.push(cardCode(cardOf(suit, h === 0 ? 13 : h)));
    piles[`king-${k + 1}`] = { cards, faceDown: 0 };
  }
  for (let i = 0; i < CAPTIVE_COUNT; i++) {
    const present = state.captivePresent[i] === 1;
    piles[`captive-${i + 1}`] = present ? { cards: [cardCode(state.captiveCard[i])], faceDown: state.slotHeight[i] === FULL ? 0 : 1 } : { cards: [], faceDown: 0 };
  }
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const cards: string[] = [];
    for (let k = 0; k < state.length[i]; k++) cards.push(cardCode(state.column[i * STRIDE + k]));
    piles[`column-${i + 1}`] = { cards, faceDown: 0 };
  }
  return { piles, vars: { redealsUsed: state.redealsUsed } };
}

/** True when talon entry `e` is in the stock (at or after the pointer). */
function isStock(state: TtqState, e: number): boolean {
  for (let p = state.pointer; p !== state.tail; p = state.next[p]) if (p === e) return true;
  return false;
}

/**
 * Writes a line of the fast Klondike solver as project moves (docs/solvers/klondike.md, "Translation"): the draws (and
 * recycle) before each talon card, and the foundation pile each card goes to or comes from, as src/games/klondike.ts
 * assigns them (an Ace goes to the first empty foundation pile; a pile emptied by a card coming back is free again).
 * solve() (src/solver/index.ts) certifies the result through the engine.
 */
import type { Move } from '../../core/game.js';
import { type Result, err, ok } from '../../core/result.js';
import { COLUMNS, FOUNDATIONS } from '../../games/klondike.js';
import { SUIT, SUITS } from './cards.js';
import { COLUMN_TO_COLUMN, COLUMN_TO_FOUNDATION, FOUNDATION_TO_COLUMN, TO_FOUNDATION, moveA, moveB, moveC, moveKind } from './moves.js';
import type { ReadPosition } from './read.js';

/** One step of a line, with the talon pointer and length before it (what a talon move's draws depend on). */
export interface LineStep {
  move: number;
  pointerBefore: number;
  talonBefore: number;
}

/** Translates `steps`, played from the position `start`, into project moves. */
export function translateLine(start: ReadPosition, steps: readonly LineStep[]): Result<Move[]> {
  const draw = start.rules.draw;
  const out: Move[] = [];
  // Foundation pile (1–4) by suit, 0 for none; cards on each pile.
  const pileOfSuit = [0, 0, 0, 0];
  const pileCount = [0, 0, 0, 0, 0];
  const columns = start.columns.map((column) => column.cards.slice());
  const talon = start.talon.slice();
  for (let f = 1; f <= 4; f++) {
    pileCount[f] = start.foundationPiles[f - 1].height;
    if (pileCount[f] > 0) pileOfSuit[start.foundationPiles[f - 1].suit] = f;
  }
  const toFoundation = (suit: number): string | null => {
    if (pileOfSuit[suit] === 0) {
      for (let f = 1; f <= 4; f++) {
        if (pileCount[f] === 0) {
          pileOfSuit[suit] = f;
          break;
        }
      }
      if (pileOfSuit[suit] === 0) return null;
    }
    pileCount[pileOfSuit[suit]]++;
    return FOUNDATIONS[pileOfSuit[suit] - 1];
  };
  for (const step of steps) {
    const a = moveA(step.move);
    const b = moveB(step.move);
    const c = moveC(step.move);
    switch (moveKind(step.move)) {
      case COLUMN_TO_FOUNDATION: {
        const card = columns[a].pop();
        if (card === undefined) return err(`${COLUMNS[a]} is empty`);
        const to = toFoundation(SUIT[card]);
        if (to === null) return err('no foundation pile is free');
        out.push({ type: 'move', from: COLUMNS[a], to, count: 1 });
        break;
      }
      case COLUMN_TO_COLUMN:
        columns[b].push(...columns[a].splice(columns[a].length - c, c));
        out.push({ type: 'move', from: COLUMNS[a], to: COLUMNS[b], count: c });
        break;
      case FOUNDATION_TO_COLUMN: {
        const pile = pileOfSuit[a];
        if (pile === 0) return err(`no foundation pile holds suit ${SUITS[a]}`);
        pileCount[pile]--;
        if (pileCount[pile] === 0) pileOfSuit[a] = 0;
        columns[b].push(a * 13 + pileCount[pile]);
        out.push({ type: 'move', from: FOUNDATIONS[pile - 1], to: COLUMNS[b], count: 1 });
        break;
      }
      default: {
        // A talon move: the draws (and recycle) that bring talon[a − 1] to the waste top, then the play.
        let pointer = step.pointerBefore;
        const length = step.talonBefore;
        if (c === 1) {
          while (pointer < length) {
            out.push({ type: 'draw' });
            pointer = Math.min(pointer + draw, length);
          }
          out.push({ type: 'recycle' });
          pointer = 0;
        }
        while (pointer < a) {
          out.push({ type: 'draw' });
          pointer = Math.min(pointer + draw, length);
        }
        if (pointer !== a) return err(`talon pointer ${pointer} is not ${a}`);
        const card = talon.splice(a - 1, 1)[0];
        if (b === TO_FOUNDATION) {
          const to = toFoundation(SUIT[card]);
          if (to === null) return err('no foundation pile is free');
          out.push({ type: 'move', from: 'waste', to, count: 1 });
        } else {
          columns[b].push(card);
          out.push({ type: 'move', from: 'waste', to: COLUMNS[b], count: 1 });
        }
      }
    }
  }
  return ok(out);
}

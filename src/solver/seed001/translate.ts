/**
 * Translation of the fast solver's lines into project moves (src/core/game.ts `Move`): a play is a move of one card
 * from `pile-P` to `foundation-F` (the solver keeps the engine's pile and foundation numbers), a deal is `{type:'deal'}`.
 *
 * A line with pairs (rule M, pairs.ts) is replayed on a fresh state to find out, for each pair, which of its two
 * positions the line ended in: a pair resolved by a deal to its second position stood for the position where the card
 * that made it went onto the other foundation, so every play onto the pair's two foundations while it lasted is
 * exchanged. Every other end of a pair keeps the position as it is.
 */
import type { Move, Position } from '../../core/game.js';
import { PAIR, deal, isDeal, makePlay, moveFoundation, moveKind, movePile } from './moves.js';
import { resolve } from './pairs.js';
import { FOUNDATION_COUNT } from './rules.js';
import type { Seed001Rules } from './rules.js';
import { Seed001State } from './state.js';

/** The project moves of a line found from `position`. */
export function projectLine(position: Position, rules: Seed001Rules, line: readonly number[]): Move[] {
  const state = new Seed001State(rules);
  state.load(position);
  const target: number[] = [];
  // Per foundation, the line indices of the plays onto it while in its current pair.
  const pairedPlays: number[][] = Array.from({ length: FOUNDATION_COUNT }, () => []);
  const partners = new Int32Array(FOUNDATION_COUNT);
  line.forEach((move, i) => {
    if (isDeal(move)) {
      target.push(-1);
      const mask = move & 255;
      for (let f = 0; f < FOUNDATION_COUNT; f++) {
        if ((mask & (1 << f)) === 0) continue;
        const g = state.partner[f];
        for (const j of new Set([...pairedPlays[f], ...pairedPlays[g]])) target[j] = target[j] === f ? g : f;
        pairedPlays[f] = [];
        pairedPlays[g] = [];
      }
      if (mask !== 0) resolve(state, mask, partners, 0);
      deal(state);
      return;
    }
    const f = moveFoundation(move);
    target.push(f);
    makePlay(state, move);
    const g = state.partner[f];
    if (moveKind(move) === PAIR) {
      pairedPlays[f] = [i];
      pairedPlays[g] = [i];
    } else if (g >= 0) {
      pairedPlays[f].push(i);
      pairedPlays[g].push(i);
    } else {
      for (let h = 0; h < FOUNDATION_COUNT; h++) if (state.partner[h] < 0) pairedPlays[h] = [];
    }
  });
  return line.map((move, i): Move => (isDeal(move) ? { type: 'deal' } : { type: 'move', from: `pile-${movePile(move) + 1}`, to: `foundation-${target[i] + 1}`, count: 1 }));
}

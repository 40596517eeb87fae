/**
 * Turning a won line of the lazy game (lazy.ts) into a line of the game: the same cards go up and the same deals
 * are made, and for each card a foundation is chosen (a depth-first search over those choices, remembering the
 * foundation heights already tried at each step), so that every deal comes when nothing plays and every foundation
 * ends complete. Null when there is no such choice (the lazy line was not a line of the game).
 */
import type { Move, Position } from '../../core/game.js';
import { DEAL, canDeal, deal, isDeal, listPlays, undeal } from './moves.js';
import { FOUNDATION_COUNT } from './rules.js';
import type { Seed001Rules } from './rules.js';
import { Seed001State } from './state.js';

/** The most positions the search may try (a line has a few hundred steps; the choices are few). */
const MAX_TRIES = 200_000;

/** The project moves of a line of the game following the lazy `line` (piles and deals) from `position`, or null. */
export function realize(position: Position, rules: Seed001Rules, line: readonly number[]): Move[] | null {
  const state = new Seed001State(rules);
  state.load(position);
  const chosen: number[] = [];
  const failed = new Set<string>();
  const codes = new Int32Array(128);
  let tries = 0;

  const key = (step: number): string => `${step}:${Array.from(state.height).join(',')}`;

  function from(step: number): boolean {
    if (step === line.length) return state.onFoundations === 104;
    if (++tries > MAX_TRIES || failed.has(key(step))) return false;
    const move = line[step];
    if (isDeal(move)) {
      if (!canDeal(state) || listPlays(state, codes, 0, false) > 0) return false;
      const undo = deal(state);
      chosen.push(-1);
      if (from(step + 1)) return true;
      chosen.pop();
      undeal(state, undo);
    } else {
      const rank = state.top(move);
      const tried = new Set<number>();
      for (let f = 0; f < FOUNDATION_COUNT; f++) {
        if (state.need(f) !== rank || tried.has(state.height[f])) continue;
        tried.add(state.height[f]); // rule E: foundations of one height taking one rank are alike
        state.play(move, f);
        chosen.push(f);
        if (from(step + 1)) return true;
        chosen.pop();
        state.unplay(move, f);
      }
    }
    failed.add(key(step));
    return false;
  }

  if (!from(0)) return null;
  return line.map((move, i): Move => (move === DEAL || isDeal(move) ? { type: 'deal' } : { type: 'move', from: `pile-${move + 1}`, to: `foundation-${chosen[i] + 1}`, count: 1 }));
}

/**
 * Sleep sets of the plain lazy game (lazy.ts; docs/solvers/moving-shops-artless-percentages.md, rule S): which plays
 * commute, and what a play leaves to search (the look-ahead that spares the search its *sleep leaves*).
 *
 * `need[r]`, `sure[r]`, `open[r]`: the lazy game's tokens needing rank r, of them those surely not complete, and the
 * open bases of rank r. Piles are bit masks of pile numbers.
 */
import { canDeal } from './moves.js';
import { rankAfter } from './rules.js';
import { STRIDE, type Seed001State } from './state.js';

/**
 * Of the piles `candidates` (asleep, or played before from this position), those whose play stays asleep after the
 * play of pile `pile`: the two plays commute and neither disables the other.
 */
export function stillAsleep(state: Seed001State, need: Int32Array, sure: Int32Array, open: Int32Array, pile: number, candidates: number): number {
  const a = state.top(pile);
  const nextA = rankAfter(a);
  let kept = 0;
  for (let rest = candidates & ~(1 << pile); rest !== 0; rest &= rest - 1) {
    const q = 31 - Math.clz32(rest & -rest);
    const b = state.top(q);
    if (b === a) {
      if (need[a] < 2) continue; // one token for two cards: each play disables the other
    } else if (b === nextA) {
      if (!tokensCommute(need, sure, open, b)) continue;
    } else if (a === rankAfter(b)) {
      if (!tokensCommute(need, sure, open, a)) continue;
    }
    kept |= 1 << q;
  }
  return kept;
}

/**
 * True when a play of rank r − 1 (a token moves onto r) and a play of rank r (a token leaves r, one surely not
 * complete first) give the same tokens in either order: the token moving onto r is not surely complete (an open base
 * of r), or every token needing r is surely not complete.
 */
function tokensCommute(need: Int32Array, sure: Int32Array, open: Int32Array, rank: number): boolean {
  return open[rank] > 0 || sure[rank] === need[rank];
}

/** Bit of `afterPlay`'s answer: a deal is blocked after the play. */
export const DEAL_BLOCKED = 1 << 30;

/**
 * The position after the play of pile `pile`, worked out without making the play: its plays awake (piles; `asleep` is
 * its sleep set), with DEAL_BLOCKED when no deal can be legal there (none is left, or a card on top has a token needing
 * it that is surely not complete, or more tokens needing it than open bases; a deal not blocked may still fail the
 * consistency of the tokens). The other piles keep their tops, the pile played shows the card below, and one token
 * moves from the card's rank to the next, as the lazy game's play would (a token surely not complete leaves first;
 * the one arriving is surely not complete when no open base has the next rank). −1 when the play empties its pile.
 * `need` and `sure` are changed during the call and put back.
 */
export function afterPlay(state: Seed001State, need: Int32Array, sure: Int32Array, open: Int32Array, pile: number, asleep: number): number {
  const length = state.length[pile];
  if (length < 2) return -1;
  const rank = state.piles[pile * STRIDE + length - 1];
  const next = rankAfter(rank);
  const leftSure = sure[rank] > 0 ? 1 : 0;
  const arrivesSure = open[next] === 0 ? 1 : 0;
  need[rank]--;
  need[next]++;
  sure[rank] -= leftSure;
  sure[next] += arrivesSure;
  const below = state.piles[pile * STRIDE + length - 2];
  // The pile played is never asleep after its own play.
  let plays = need[below] > 0 ? 1 << pile : 0;
  let blocked = !canDeal(state) || sure[below] > 0 || need[below] > open[below];
  for (let p = 0; p < state.pileCount; p++) {
    if (p === pile) continue;
    const top = state.top(p);
    if (top < 0) continue;
    if (need[top] > 0 && (asleep & (1 << p)) === 0) plays |= 1 << p;
    if (sure[top] > 0 || need[top] > open[top]) blocked = true;
  }
  need[rank]++;
  need[next]--;
  sure[rank] += leftSure;
  sure[next] -= arrivesSure;
  return blocked ? plays | DEAL_BLOCKED : plays;
}

/**
 * The lazy game's tokens (lazy.ts; docs/solvers/moving-shops-artless-percentages.md, the lazy game): whether the tokens
 * left after a deal's strikes can still be the foundations of a line of the game.
 *
 * `need[r]`: tokens needing rank r; `open[r]`: open bases of rank r; `struck[r]`: tokens needing r (and as many open
 * bases of r) taken as struck off, as a deal would (0: none); `onFoundations`: the cards on the foundations.
 */
import { FOUNDATION_COUNT, FOUNDATION_SIZE, RANK_COUNT } from './rules.js';

/**
 * True when the tokens can be given the open bases, one each, so that the foundations' heights (rank needed − base,
 * 1 to 13, 13 for a token needing its own base: complete) add up to the cards on the foundations, less 13 for each
 * foundation struck off. With n the needs and b the bases, a pairing's sum is Σn − Σb + 13·k, k the pairs with n ≤ b;
 * exchanging the bases of two pairs changes k by at most one, so the k reachable form an interval, from (tokens − most
 * pairs with n > b) to (most pairs with n ≤ b), both found greedily over the ranks in order.
 */
export function consistent(need: Int32Array, open: Int32Array, struck: Int32Array, onFoundations: number): boolean {
  let tokens = 0;
  let sum = 0;
  for (let rank = 0; rank < RANK_COUNT; rank++) {
    const left = need[rank] - struck[rank];
    tokens += left;
    sum += (left - open[rank] + struck[rank]) * rank;
  }
  const heights = onFoundations - FOUNDATION_SIZE * (FOUNDATION_COUNT - tokens);
  const wraps = heights - sum;
  if (wraps % RANK_COUNT !== 0) return false;
  const k = wraps / RANK_COUNT;
  return k >= tokens - mostPairs(need, open, struck, false) && k <= mostPairs(need, open, struck, true);
}

/** The most pairs (token, open base) with need ≤ base (`atMost`) or need > base, greedily over the ranks. */
function mostPairs(need: Int32Array, open: Int32Array, struck: Int32Array, atMost: boolean): number {
  let pairs = 0;
  let carried = 0; // bases (atMost) or tokens (not atMost) not yet paired, of ranks passed
  if (atMost) {
    // From the highest rank down: bases of rank ≥ r can take tokens of rank r.
    for (let rank = RANK_COUNT - 1; rank >= 0; rank--) {
      carried += open[rank] - struck[rank];
      const paired = Math.min(carried, need[rank] - struck[rank]);
      pairs += paired;
      carried -= paired;
    }
  } else {
    // From the lowest rank up: bases of rank < r can take tokens of rank r.
    for (let rank = 0; rank < RANK_COUNT; rank++) {
      const paired = Math.min(carried, need[rank] - struck[rank]);
      pairs += paired;
      carried += open[rank] - struck[rank] - paired;
    }
  }
  return pairs;
}

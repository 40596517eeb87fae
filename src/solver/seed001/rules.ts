/**
 * The rules of a seed-001 game (RULES.md sections 4–6) as the fast solver needs them, read from the game's own
 * definition (`MOVING_SHOPS_RULES`, `ARTLESS_RULES`, `PERCENTAGES_RULES`: the same config the engine is built from),
 * so that the solver and the engine cannot drift apart on the number of piles, the base choice or the redeal order.
 */
import type { Options } from '../../core/game.js';
import type { Seed001Config } from '../../games/seed001.js';

/** Cards of a seed-001 deal (two decks). */
export const DECK = 104;
/** Ranks (suits never matter in these games): A = 0 … K = 12. */
export const RANK_COUNT = 13;

/** The rank a foundation needs after `rank` (ranks 0–12, A = 0): foundations build round the corner, K then A. */
export function rankAfter(rank: number): number {
  return rank + 1 === RANK_COUNT ? 0 : rank + 1;
}
/** Foundations, each holding 13 cards. */
export const FOUNDATION_COUNT = 8;
export const FOUNDATION_SIZE = 13;

/** The rules of one game under one set of options, in the solver's integers (0-based pile numbers). */
export interface Seed001Rules {
  /** N: the number of piles (positions). */
  pileCount: number;
  /** Moving Shops: the first move picks the base rank among the exposed cards. */
  choosesBase: boolean;
  /** The redeal order: entry i is the 0-based pile redealt i-th. */
  order: Int32Array;
  /** Entry i: the 0-based position the first pass of redeal i starts at. */
  start: Int32Array;
}

/** The rules of the game built from `config`, under `options` (already resolved: every option has its value). */
export function rulesOf<O extends Options>(config: Seed001Config<O>, options: O): Seed001Rules {
  const order = config.redealOrder(options);
  return {
    pileCount: config.pileCount,
    choosesBase: config.choosesBase,
    order: Int32Array.from(order, (pile) => pile - 1),
    start: Int32Array.from(order, (pile) => config.redealStart(pile, options) - 1),
  };
}

/**
 * "Hints see only what I see" (issue 27, item 4; docs/web.md, "The solver at the table"): the hint and the chance to
 * win come from the player that does not peek (src/solver/fair/, docs/fair-player.md), run in the solver's worker
 * (solver-worker.ts) on the game record's moves: its view is built from what the moves showed, never from the
 * face-down cards. This file holds the settings of that player at the table and the words of the chance.
 */
import type { FairSettings } from '../solver/fair/index.js';

/**
 * The settings of the player that does not peek for a hint at the table: it always draws samples, for the chance
 * shown (`estimate`), and goes on until at least 16 samples are won before it stops early (`sure`), so that the chance
 * is not read off a handful; at most 48. Budgets in samples and positions: the same game gives the same hint and
 * chance on every machine. Mid-game Klondike positions took a median of 80 ms in Node on a busy machine.
 */
export const FAIR_HINT_SETTINGS: FairSettings = { estimate: true, samples: 48, batch: 8, sure: 16 };

/** The chance to win as the indicator shows it: a whole percentage, 0..100 ("about 62 %"). */
export function chancePercent(chance: number): number {
  return Math.round(Math.min(1, Math.max(0, chance)) * 100);
}

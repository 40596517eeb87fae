/**
 * The registry of the eight games of RULES.md, by id, in the rule book's order.
 */
import type { AnyGame } from '../core/game.js';
import { klondike } from './klondike.js';
import { elevens } from './elevens.js';
import { perpetualMotion } from './perpetual-motion.js';
import { movingShops } from './moving-shops.js';
import { artless } from './artless.js';
import { percentages } from './percentages.js';
import { topsyTurvyQueens } from './topsy-turvy-queens.js';
import { goNoGo } from './go-no-go.js';

/** The games in the rule book's order. */
export const GAME_LIST: readonly AnyGame[] = [
  klondike,
  elevens,
  perpetualMotion,
  movingShops,
  artless,
  percentages,
  topsyTurvyQueens,
  goNoGo,
];

/** The games by id. */
export const GAMES: Readonly<Record<string, AnyGame>> = Object.fromEntries(GAME_LIST.map((game) => [game.id, game]));

/** The game with this id, or undefined. */
export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}

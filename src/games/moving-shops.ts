/** STUB: to be replaced by the real definition of Moving Shops. */
import type { GameDefinition } from '../core/game.js';

export const movingShops: GameDefinition = {
  id: 'moving-shops',
  name: { en: 'Moving Shops', ru: 'Подвижные магазины' },
  source: 'stub',
  options: [],
  presets: {},
  deckSize: () => 52,
  layout: () => [],
  deal: () => { throw new Error('not yet'); },
  legalMoves: () => [],
  apply: () => { throw new Error('not yet'); },
  isWon: () => false,
};

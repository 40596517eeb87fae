/** STUB: to be replaced by the real definition of Percentages. */
import type { GameDefinition } from '../core/game.js';

export const percentages: GameDefinition = {
  id: 'percentages',
  name: { en: 'Percentages', ru: 'Проценты' },
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

/** STUB: to be replaced by the real definition of Elevens. */
import type { GameDefinition } from '../core/game.js';

export const elevens: GameDefinition = {
  id: 'elevens',
  name: { en: 'Elevens', ru: 'Одиннадцать' },
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

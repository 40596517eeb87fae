/** STUB: to be replaced by the real definition of Artless. */
import type { GameDefinition } from '../core/game.js';

export const artless: GameDefinition = {
  id: 'artless',
  name: { en: 'Artless', ru: 'Бесхитростный' },
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

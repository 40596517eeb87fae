/** STUB: to be replaced by the real definition of Topsy-Turvy Queens. */
import type { GameDefinition } from '../core/game.js';

export const topsyTurvyQueens: GameDefinition = {
  id: 'topsy-turvy-queens',
  name: { en: 'Topsy-Turvy Queens', ru: 'Дамы кувырком' },
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

/** STUB: to be replaced by the real definition of Perpetual Motion. */
import type { GameDefinition } from '../core/game.js';

export const perpetualMotion: GameDefinition = {
  id: 'perpetual-motion',
  name: { en: 'Perpetual Motion', ru: 'Вечное движение' },
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

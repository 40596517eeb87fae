/** STUB: to be replaced by the real definition of Go, No Go. */
import type { GameDefinition } from '../core/game.js';

export const goNoGo: GameDefinition = {
  id: 'go-no-go',
  name: { en: 'Go, No Go', ru: 'Идет не идет' },
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

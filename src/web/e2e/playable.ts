/** Whether a game's definition is in place yet (the others are still stubs while the games are being written). */
import type { AnyGame } from '../../core/game.js';
import { defaultOptions } from '../../core/options.js';
import { deckOrderOf } from '../../core/deal.js';

export function isPlayableDefinition(game: AnyGame): boolean {
  try {
    const options = defaultOptions(game);
    const deck = deckOrderOf({ seed: 1 }, game.deckSize(options));
    return deck.ok && game.layout(options).length > 0 && Object.keys(game.deal(deck.value, options).position.piles).length > 0;
  } catch {
    return false;
  }
}

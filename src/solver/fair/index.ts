/**
 * The player that does not peek (issue 27, items 1 and 2): it plays from what a player sees and remembers, sampling
 * the cards it has not seen and searching the samples with our own solvers (hindsight optimisation).
 * docs/fair-player.md describes it; the files:
 * - view.ts: `PlayerView`, what the player sees and remembers, built from the transitions (`openingView`, `nextView`);
 * - sample.ts: the seeded samples of the unseen cards;
 * - choose.ts: `chooseMove`, the decision at a view (a hint, with the chance to win from its samples);
 * - play.ts: `playFair`, a whole game; `viewAfterMoves`, the view in a game in progress (for a hint).
 */
import { shuffledDeck } from '../../core/deal.js';
import type { AnyGame, Options } from '../../core/game.js';
import { hiddenCount, openingView } from './view.js';

export { type CandidateScore, type FairChoice, type FairSettings, FAIR_DEFAULTS, chooseMove } from './choose.js';
export { type FairEnding, type FairGame, type FairPlaySettings, playFair, playFairDeck, viewAfterMoves } from './play.js';
export { type PlayerView, type SeenPile, fillView, hiddenCount, nextView, openingView, viewKey } from './view.js';

/**
 * True when the game under `options` hides cards from the player and leaves it choices: then a player who does not
 * peek may win less often than one who sees every card, and its rate is measured by `playFair`. False when the deal
 * lays every card face up (Moving Shops, Artless, Percentages), or when the game is forced play (Perpetual Motion:
 * `view.playOn`, one legal move at a time): the rate of a player who does not peek is then the thoughtful one.
 * Read from the opening of deal 1 (every deal of a game hides the same slots).
 */
export function hiddenInformation(game: AnyGame, options: Options): boolean {
  if (game.view?.playOn) return false;
  return hiddenCount(openingView(game, options, game.deal(shuffledDeck(1, game.deckSize(options)), options))) > 0;
}

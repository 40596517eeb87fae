/**
 * For the web app's unit tests: Klondike under its default options, and the opening of a numbered deal as the app
 * deals it (the same cards forever, core/deal.ts).
 */
import type { AnyGame, Position } from '../core/game.js';
import { deckOrderOf } from '../core/deal.js';
import { defaultOptions } from '../core/options.js';
import { klondike as klondikeDefinition } from '../games/klondike.js';

export const klondike: AnyGame = klondikeDefinition;

export const options = defaultOptions(klondike);

/** The opening position of Klondike deal `seed` under the default options. */
export function opening(seed: number): Position {
  const deck = deckOrderOf({ seed }, 52);
  if (!deck.ok) throw new Error(deck.error);
  return klondike.deal(deck.value, options).position;
}

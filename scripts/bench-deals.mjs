/**
 * The deals the benchmarks play (bench-solver.mjs, bench-engine.mjs): Klondike's from a file of deck orders (the
 * shared data/deals/klondike-solvitaire-1-1000.txt by default), every other game's numbered deals.
 */
import { readFileSync } from 'node:fs';

/**
 * The first `count` deals of a game as `{name, deck}`: for Klondike the lines of `klondikeFile` (an optional deal
 * number, then 52 card codes), for the other games seeds `from` … `from + count − 1` dealt by `shuffledDeck` (the
 * project's dist/core/deal.js function, passed in so that this file needs no build).
 */
export function benchDeals(game, options, { count, from, klondikeFile, shuffledDeck }) {
  if (game.id === 'klondike') {
    return readFileSync(klondikeFile, 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((words) => words.length >= 52)
      .map((words) => (words.length === 53 ? { name: words[0], deck: words.slice(1) } : { name: '', deck: words }))
      .slice(0, count);
  }
  return Array.from({ length: count }, (_, i) => ({ name: String(from + i), deck: shuffledDeck(from + i, game.deckSize(options)) }));
}

import { describe, expect, test } from 'vitest';
import { GAME_LIST, GAMES } from '../games/index.js';
import { shuffledDeck } from './deal.js';
import { defaultOptions } from './options.js';
import { pileKinds, pilesOfKind } from './piles.js';

describe('piles by kind (issue 8, item 9: never by an id prefix)', () => {
  test("Topsy-Turvy Queens' King row is its foundations", () => {
    const ttq = GAMES['topsy-turvy-queens'];
    expect(pilesOfKind(ttq, defaultOptions(ttq), 'foundation')).toEqual(['king-1', 'king-2', 'king-3', 'king-4', 'king-5', 'king-6', 'king-7', 'king-8']);
  });

  test('every game: each pile of a deal has a kind, in layout order', () => {
    for (const game of GAME_LIST) {
      const options = defaultOptions(game);
      const position = game.deal(shuffledDeck(1, game.deckSize(options)), options).position;
      expect([...pileKinds(game, options).keys()]).toEqual(Object.keys(position.piles));
    }
  });
});

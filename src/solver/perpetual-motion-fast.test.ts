/**
 * The fast Perpetual Motion simulator (perpetual-motion-fast.ts) against the game file played through the engine's
 * `autoPlay` (seed 004; RULES.md section 3): the same result, rounds and move count for numbered deals of every deck
 * size, and for random deck orders (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, type DeckSize, orderedDeck } from '../core/cards.js';
import { shuffledDeck } from '../core/deal.js';
import { autoPlay, gameStatus } from '../core/engine.js';
import type { AnyGame } from '../core/game.js';
import { perpetualMotion } from '../games/perpetual-motion.js';
import { benchPerpetualMotion, perpetualMotionOpeningDeck, simulatePerpetualMotion } from './perpetual-motion-fast.js';

const game: AnyGame = perpetualMotion;

/**
 * The engine's outcome of a deck order: status, rounds (`vars.round`) and moves played by `autoPlay`, which stops
 * after `limit` moves (status `playing` then).
 */
function engineOutcome(deck: readonly Card[], limit = 1_000_000): { result: string; rounds: number; moves: number } {
  const options = { deck: deck.length };
  const start = game.deal(deck, options).position;
  const played = autoPlay(game, start, options, limit);
  const vars = played.position.vars as { round: number };
  return { result: gameStatus(game, played.position, options), rounds: vars.round, moves: played.moves.length };
}

/** Seeds checked against the engine for each deck size. */
const SEEDS: Record<32 | 36 | 52, number> = { 32: 2000, 36: 2000, 52: 2000 };

describe('simulatePerpetualMotion', () => {
  for (const size of [32, 36, 52] as const) {
    it(`gives the engine's result, rounds and moves for seeds 1..${SEEDS[size]} of the ${size}-card deck`, () => {
      let won = 0;
      for (let seed = 1; seed <= SEEDS[size]; seed++) {
        const deck = shuffledDeck(seed, size);
        const fast = simulatePerpetualMotion(deck);
        const engine = engineOutcome(deck);
        if (fast.result !== engine.result || fast.moves !== engine.moves || fast.rounds !== engine.rounds) {
          expect({ seed, ...fast }).toEqual({ seed, ...engine });
        }
        if (fast.result === 'won') won++;
      }
      // Both outcomes occur, so both ends of the simulation are exercised.
      expect(won).toBeGreaterThan(0);
      expect(won).toBeLessThan(SEEDS[size]);
    });
  }

  it("gives the engine's outcome for random orders of every deck size (property)", () => {
    const deckAndOrder = fc.constantFrom<DeckSize>(32, 36, 52).chain((size) => {
      const deck = orderedDeck(size);
      return fc.shuffledSubarray(deck, { minLength: deck.length, maxLength: deck.length });
    });
    fc.assert(
      fc.property(deckAndOrder, (deck) => {
        expect(simulatePerpetualMotion(deck)).toEqual(engineOutcome(deck));
      }),
      { numRuns: 300 },
    );
  });

  it("gives the engine's outcome for part decks of any length, short last rows included (property)", () => {
    // Not a deck the game offers (those are 32, 36 or 52 cards, whole rows), but the same rules apply to any order.
    // With a rank short of four cards a game can go on for a million moves before it repeats, so the engine plays at
    // most LIMIT moves; a game it has not finished by then must be longer for the simulator too.
    const LIMIT = 2000;
    fc.assert(
      fc.property(fc.shuffledSubarray(orderedDeck(52), { minLength: 1, maxLength: 52 }), (deck) => {
        const fast = simulatePerpetualMotion(deck);
        const engine = engineOutcome(deck, LIMIT);
        if (engine.result === 'playing') expect(fast.moves).toBeGreaterThan(LIMIT);
        else expect(fast).toEqual(engine);
      }),
      { numRuns: 200 },
    );
  });

  it("gives the engine's outcome for a game of over a thousand rounds (the repetition check's hash table)", () => {
    // A 20-card part deck (no rank complete, so nothing is ever discarded) found by search: lost in round 1333.
    const deck = '5D KS QC 8H JS AS JC KD 4S 5S AC 4H 3S 8C KC 2H 8D 2C TD 8S'.split(' ');
    const fast = simulatePerpetualMotion(deck);
    expect(fast).toEqual({ result: 'lost', rounds: 1333, moves: 11868 });
    expect(fast).toEqual(engineOutcome(deck));
  });

  it('refuses a code that is not a card', () => {
    expect(() => simulatePerpetualMotion(['7S', 'XX'])).toThrow(RangeError);
  });

  it('keeps no state from one game to the next', () => {
    const deck = shuffledDeck(7, 32);
    const first = simulatePerpetualMotion(deck);
    simulatePerpetualMotion(shuffledDeck(8, 52));
    expect(simulatePerpetualMotion(deck)).toEqual(first);
  });
});

describe('perpetualMotionOpeningDeck', () => {
  it('gives the deck order of an opening position and null once a move is played', () => {
    const deck = shuffledDeck(11, 36);
    const options = { deck: 36 };
    const opening = game.deal(deck, options).position;
    expect(perpetualMotionOpeningDeck(opening)).toEqual(deck);
    const afterDeal = game.apply(opening, game.legalMoves(opening, options)[0], options).position;
    expect(perpetualMotionOpeningDeck(afterDeal)).toBeNull();
  });

  it('gives null for a round start after a gather (earlier stock orders matter there)', () => {
    const deck = shuffledDeck(1, 32);
    const options = { deck: 32 };
    let position = game.deal(deck, options).position;
    while ((position.vars as { round: number }).round === 1 && game.legalMoves(position, options).length === 1) {
      position = game.apply(position, game.legalMoves(position, options)[0], options).position;
    }
    expect((position.vars as { round: number }).round).toBe(2);
    expect(perpetualMotionOpeningDeck(position)).toBeNull();
  });
});

describe('benchPerpetualMotion', () => {
  it('counts the deals and wins of seeds 1..count', () => {
    const bench = benchPerpetualMotion(50, 36);
    let won = 0;
    for (let seed = 1; seed <= 50; seed++) if (simulatePerpetualMotion(shuffledDeck(seed, 36)).result === 'won') won++;
    expect(bench.deals).toBe(50);
    expect(bench.won).toBe(won);
    expect(bench.ms).toBeGreaterThanOrEqual(0);
    expect(bench.dealsPerSecond).toBeGreaterThan(0);
  });
});

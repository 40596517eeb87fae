/**
 * Issue 27, item 2: proof that the player does not peek. For every game with hidden cards, a fast-check property over
 * deals, the player's seed, a point in the game and two cards: the player plays the deal up to that point; two cards
 * it has not seen there (two face-down cards, two stock cards never turned, a captive) are swapped in the deck order;
 * on the swapped deal the player plays exactly the same moves, comes to an equal view and chooses the same next move.
 * Its moves are legal (the engine's `playMove` takes each), and a win it reports replays to a won position. Small
 * budgets (a few samples of a few hundred positions) keep it to seconds: the property is about what the player reads,
 * not how well it plays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.js';
import { shuffledDeck } from '../../core/deal.js';
import { gameStatus, playMove } from '../../core/engine.js';
import type { AnyGame, Move, Options, Position, Step } from '../../core/game.js';
import { defaultOptions, resolveOptions } from '../../core/options.js';
import { GAMES, GAME_LIST } from '../../games/index.js';
import { replaysToWon } from '../test-support.js';
import { chooseMove, hiddenInformation, nextView, openingView, playFairDeck, viewAfterMoves } from './index.js';
import type { FairPlaySettings, PlayerView } from './index.js';

/** The options of a preset (a preset the game lacks is a bug in the test). */
function presetOptions(game: AnyGame, preset: string): Options {
  const resolved = resolveOptions(game, preset);
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.value;
}

/** A small player: enough to make real choices, cheap enough for CI. */
const SMALL: FairPlaySettings = { samples: 3, states: 150, knownStates: 3000, escalate: 1, resign: false };

/** The games with hidden cards, each under its defaults and, for Klondike, the `classic` preset too. */
const READINGS: { game: AnyGame; options: Options }[] = GAME_LIST.filter((game) => hiddenInformation(game, defaultOptions(game))).flatMap((game) => {
  const readings = [{ game, options: defaultOptions(game) }];
  if (game.id === 'klondike') readings.push({ game, options: presetOptions(game, 'classic') });
  return readings;
});

/**
 * The deck indices of the cards the player has not seen after `moves`, found independently of view.ts: the steps are
 * followed as table.ts moves cards (the deal starts from the pile that holds the whole deck), and a card is seen once it
 * lies face up in a position, or a step shows it (lands face up, turns face up, or goes under a pile: Elevens' courts,
 * seed 000 «положите под колоду»).
 */
function unseenIndices(game: AnyGame, options: Options, deck: readonly Card[], moves: readonly Move[]): number[] {
  const dealt = game.deal(deck, options);
  const piles: Record<string, number[]> = {};
  for (const id of Object.keys(dealt.position.piles)) piles[id] = [];
  const start = Object.keys(piles).find((id) => (dealt.steps.length === 0 ? dealt.position.piles[id].cards.length === deck.length : id === (dealt.steps[0] as { from: string }).from))!;
  piles[start] = deck.map((_, i) => deck.length - 1 - i);
  const seen = new Set<number>();
  const follow = ({ steps, position }: { steps: readonly Step[]; position: Position }) => {
    for (const step of steps) {
      if (step.type === 'flip') {
        if (step.faceUp) seen.add(piles[step.pile][piles[step.pile].length - 1]);
        continue;
      }
      const moved = piles[step.from].splice(piles[step.from].length - step.cards.length);
      if (step.faceUp || step.bottom) moved.forEach((index) => seen.add(index));
      if (step.bottom) piles[step.to].unshift(...moved);
      else piles[step.to].push(...(step.turned ? moved.reverse() : moved));
    }
    for (const [id, pile] of Object.entries(position.piles)) {
      expect(piles[id].map((index) => deck[index]), id).toEqual(pile.cards);
      for (let i = pile.faceDown; i < pile.cards.length; i++) seen.add(piles[id][i]);
    }
  };
  follow(dealt);
  let position = dealt.position;
  for (const move of moves) {
    const transition = game.apply(position, move, options);
    follow(transition);
    position = transition.position;
  }
  return deck.map((_, i) => i).filter((i) => !seen.has(i));
}

/** The view and position after `moves` (each must be legal: the engine's `playMove` checks it). */
function replay(game: AnyGame, options: Options, deck: readonly Card[], moves: readonly Move[]): { view: PlayerView; position: Position } {
  const dealt = game.deal(deck, options);
  let view = openingView(game, options, dealt);
  let position = dealt.position;
  for (const move of moves) {
    const played = playMove(game, position, options, move);
    if (!played.ok) throw new Error(`illegal move ${JSON.stringify(move)}: ${played.error}`);
    view = nextView(game, options, view, played.value);
    position = played.value.position;
  }
  return { view, position };
}

describe('the player that does not peek (issue 27, item 2)', () => {
  it('has readings to check: Klondike (two), Elevens, Topsy-Turvy Queens, Go, No Go', () => {
    expect(READINGS.map(({ game }) => game.id)).toEqual(['klondike', 'klondike', 'elevens', 'topsy-turvy-queens', 'go-no-go']);
  });

  for (const { game, options } of READINGS) {
    it(`${game.id} (${JSON.stringify(options)}): swapping two cards it has not seen never changes its moves; they are legal`, () => {
      let swaps = 0;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 14 }), fc.nat(), fc.nat(), (seed, playerSeed, length, first, second) => {
          const settings = { ...SMALL, seed: playerSeed, maxMoves: length };
          const deck = shuffledDeck(seed, game.deckSize(options));
          const played = playFairDeck(game, deck, options, settings);
          const { view } = replay(game, options, deck, played.moves);
          const remembered = viewAfterMoves(game, deck, options, played.moves);
          expect({ ...remembered, tried: [], earlier: [], idle: 0, record: 0 }).toEqual(view);
          // Two cards the player has not seen, different ones, by their deck indices.
          const unseen = unseenIndices(game, options, deck, played.moves);
          expect(unseen.length).toBe(view.unseen.length);
          if (unseen.length < 2) return;
          const i = unseen[first % unseen.length];
          const j = unseen.filter((index) => deck[index] !== deck[i])[second % unseen.length] ?? unseen.find((index) => deck[index] !== deck[i]);
          if (j === undefined) return;
          const swapped = deck.slice();
          [swapped[i], swapped[j]] = [swapped[j], swapped[i]];
          swaps++;
          const again = playFairDeck(game, swapped, options, settings);
          expect(again.moves).toEqual(played.moves);
          const other = replay(game, options, swapped, again.moves);
          expect(other.view).toEqual(view);
          const next = { ...SMALL, seed: playerSeed };
          expect(chooseMove(game, other.view, options, next).moves).toEqual(chooseMove(game, view, options, next).moves);
        }),
        { numRuns: game.deckSize(options) > 52 ? 4 : 8, seed: 27 },
      );
      expect(swaps).toBeGreaterThan(0);
    });
  }

  it('reports a win only when the engine replays its moves to a won position', () => {
    const cases: { game: AnyGame; seeds: number[]; settings: FairPlaySettings }[] = [
      { game: GAMES.elevens, seeds: [1, 2, 3], settings: SMALL },
      { game: GAMES['go-no-go'], seeds: [1, 2, 3, 4, 5, 6], settings: { ...SMALL, samples: 4, states: 500 } },
    ];
    let wins = 0;
    for (const { game, seeds, settings } of cases) {
      const options = defaultOptions(game);
      for (const seed of seeds) {
        const deck = shuffledDeck(seed, game.deckSize(options));
        const played = playFairDeck(game, deck, options, settings);
        const opening = game.deal(deck, options).position;
        expect(replaysToWon(game, opening, options, played.moves), `${game.id} deal ${seed}`).toBe(played.result === 'won');
        if (played.result === 'won') wins++;
        else expect(gameStatus(game, replay(game, options, deck, played.moves).position, options) === 'won').toBe(false);
      }
    }
    expect(wins).toBeGreaterThan(2);
  });
});

/**
 * The player's view (view.ts, issue 27, item 1): over random legal playouts of every game it holds exactly what the
 * player has seen — every face-up card, every card a step showed, followed where it goes — and nothing else; and the
 * seeds' and RULES.md's cases of perfect memory, one by one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderedDeck } from '../../core/cards.js';
import { shuffledDeck } from '../../core/deal.js';
import { gameStatus } from '../../core/engine.js';
import type { AnyGame, Options, Position } from '../../core/game.js';
import { defaultOptions, resolveOptions } from '../../core/options.js';
import { GAMES, GAME_LIST } from '../../games/index.js';
import { hiddenInformation } from './index.js';
import { type PlayerView, fillView, nextView, openingView } from './view.js';

/** The options of a preset (a preset the game lacks is a bug in the test). */
function presetOptions(game: AnyGame, preset: string): Options {
  const resolved = resolveOptions(game, preset);
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.value;
}

/** The view agrees with the position: sizes and face-down counts, its known cards, every face-up card known, `unseen` the rest. */
function expectViewOf(game: AnyGame, options: Options, view: PlayerView, position: Position): void {
  const hidden: string[] = [];
  for (const [id, pile] of Object.entries(position.piles)) {
    const seen = view.piles[id];
    expect(seen.cards.length, id).toBe(pile.cards.length);
    expect(seen.faceDown, id).toBe(pile.faceDown);
    pile.cards.forEach((card, i) => {
      if (i >= pile.faceDown) expect(seen.cards[i], `${id} ${i} is face up`).toBe(card);
      if (seen.cards[i] === null) hidden.push(card);
      else expect(seen.cards[i], `${id} ${i}`).toBe(card);
    });
  }
  const deckOrder = orderedDeck(game.deckSize(options));
  const byDeck = (a: string, b: string) => deckOrder.indexOf(a) - deckOrder.indexOf(b); // the copies of a card together
  expect(view.unseen).toEqual(hidden.sort(byDeck));
  const inSlotOrder = Object.entries(position.piles).flatMap(([id, pile]) => pile.cards.filter((_, i) => view.piles[id].cards[i] === null));
  expect(fillView(view, inSlotOrder)).toEqual({ piles: position.piles, vars: position.vars });
}

/** Plays `choices` (each picks a legal move by index) from deal `seed`, checking the view after the deal and every move. */
function playChecked(game: AnyGame, options: Options, seed: number, choices: number[]): { view: PlayerView; position: Position } {
  const dealt = game.deal(shuffledDeck(seed, game.deckSize(options)), options);
  let view = openingView(game, options, dealt);
  let position = dealt.position;
  expectViewOf(game, options, view, position);
  for (const choice of choices) {
    if (gameStatus(game, position, options) !== 'playing') break;
    const legal = game.legalMoves(position, options);
    const transition = game.apply(position, legal[choice % legal.length], options);
    view = nextView(game, options, view, transition);
    position = transition.position;
    expectViewOf(game, options, view, position);
  }
  return { view, position };
}

/** Plays `moves` (legal ones) from deal `seed` and returns the view. */
function viewAfter(game: AnyGame, options: Options, seed: number, moves: Parameters<AnyGame['apply']>[1][]): { view: PlayerView; position: Position } {
  const dealt = game.deal(shuffledDeck(seed, game.deckSize(options)), options);
  let view = openingView(game, options, dealt);
  let position = dealt.position;
  for (const move of moves) {
    const transition = game.apply(position, move, options);
    view = nextView(game, options, view, transition);
    position = transition.position;
  }
  return { view, position };
}

describe('the player view holds what the player has seen, and nothing else', () => {
  it('over random playouts of every game and reading', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_LIST), fc.integer({ min: 0, max: 100_000 }), fc.array(fc.nat(), { maxLength: 120 }), (game, seed, choices) => {
        playChecked(game, defaultOptions(game), seed, choices);
        for (const preset of Object.keys(game.presets)) {
          const options = presetOptions(game, preset);
          playChecked(game, options, seed, choices.slice(0, 40));
        }
      }),
      { numRuns: 40, seed: 27 },
    );
  });

  it('hides cards in Klondike, Elevens, Topsy-Turvy Queens and Go, No Go; the others show every card or are forced play', () => {
    const hiding = GAME_LIST.filter((game) => hiddenInformation(game, defaultOptions(game))).map((game) => game.id);
    expect(hiding).toEqual(['klondike', 'elevens', 'topsy-turvy-queens', 'go-no-go']);
  });

  it('Klondike: the opening shows the seven column tops; after a whole pass the stock is known (seed 000, rule 8)', () => {
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    const opening = viewAfter(game, options, 7, []);
    expect(opening.view.unseen).toHaveLength(45);
    for (let column = 1; column <= 7; column++) expect(opening.view.piles[`column-${column}`].cards.filter((card) => card !== null)).toHaveLength(1);
    const drawsToEmpty = Math.ceil(24 / 3);
    const passed = viewAfter(game, options, 7, [...Array.from({ length: drawsToEmpty }, () => ({ type: 'draw' as const })), { type: 'recycle' }]);
    expect(passed.view.piles.stock.faceDown).toBe(24);
    expect(passed.view.piles.stock.cards).toEqual(passed.position.piles.stock.cards);
    expect(passed.view.unseen).toHaveLength(21);
  });

  it('Elevens: a court card that went under the stock is known there (seed 000: «положите под колоду»)', () => {
    const game = GAMES.elevens;
    const options = defaultOptions(game);
    let courts = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const dealt = game.deal(shuffledDeck(seed, 52), options);
      const view = openingView(game, options, dealt);
      const stock = dealt.position.piles.stock.cards;
      // The courts met while filling the twelve places went under the stock, the last one lowest: its bottom cards.
      const under = dealt.steps.filter((step) => step.type === 'move' && step.bottom).length;
      courts += under;
      expect(view.piles.stock.cards.slice(0, under)).toEqual(stock.slice(0, under));
      expect(view.piles.stock.cards.slice(under).every((card) => card === null)).toBe(true);
    }
    expect(courts).toBeGreaterThan(10);
  });

  it('Topsy-Turvy Queens: the captives stay unseen until freed (RULES.md section 7)', () => {
    const game = GAMES['topsy-turvy-queens'];
    const { view } = viewAfter(game, defaultOptions(game), 3, []);
    for (let slot = 1; slot <= 7; slot++) expect(view.piles[`captive-${slot}`].cards).toEqual([null]);
  });

  it('Go, No Go: after the first deal nothing is hidden, so the second deal follows from what the player saw (seed 003)', () => {
    const game = GAMES['go-no-go'];
    const options = defaultOptions(game);
    const dealt = game.deal(shuffledDeck(5, 52), options);
    let view = openingView(game, options, dealt);
    let position = dealt.position;
    expect(view.unseen).toHaveLength(52);
    while ((position.vars as { phase: string }).phase === 'deal-1') {
      const transition = game.apply(position, { type: 'deal' }, options);
      view = nextView(game, options, view, transition);
      position = transition.position;
    }
    expect(view.unseen).toEqual([]);
    const gathered = game.apply(position, { type: 'gather' }, options);
    expect(nextView(game, options, view, gathered).piles.stock.cards).toEqual(gathered.position.piles.stock.cards);
  });
});

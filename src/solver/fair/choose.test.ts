/**
 * The decision of the player that does not peek (choose.ts, candidates.ts, sample.ts; issue 27, item 1): samples agree
 * with the view, the candidates fold the stock in, a decision repeats, a known position is played by the solver's line,
 * and a view with every candidate tried gives up.
 */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import { gameStatus } from '../../core/engine.js';
import type { AnyGame, Move, Options } from '../../core/game.js';
import { defaultOptions, resolveOptions } from '../../core/options.js';
import { GAMES } from '../../games/index.js';
import { replaysToWon } from '../test-support.js';
import { candidatesOf } from './candidates.js';
import { chooseMove } from './choose.js';
import { decisionRandom, samplePositions } from './sample.js';
import { type PlayerView, fillView, nextView, openingView } from './view.js';

/** The options of a preset (a preset the game lacks is a bug in the test). */
function presetOptions(game: AnyGame, preset: string): Options {
  const resolved = resolveOptions(game, preset);
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.value;
}

const SMALL = { samples: 6, batch: 6, states: 300, knownStates: 20_000 };

/** The view after `moves` from deal `seed`, and the real position. */
function viewAfter(game: AnyGame, options: Options, seed: number, moves: Move[]) {
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

describe('the decision of the player that does not peek', () => {
  it('draws samples that keep every card it has seen and shuffle only the cards it has not', () => {
    const game = GAMES['topsy-turvy-queens'];
    const { view } = viewAfter(game, defaultOptions(game), 4, []);
    const samples = samplePositions(view, 5, decisionRandom(view, 1));
    for (const sample of samples) {
      const hidden: string[] = [];
      for (const [id, pile] of Object.entries(view.piles)) {
        expect(sample.piles[id].faceDown).toBe(pile.faceDown);
        pile.cards.forEach((card, i) => (card === null ? hidden.push(sample.piles[id].cards[i]) : expect(sample.piles[id].cards[i]).toBe(card)));
      }
      expect(hidden.sort()).toEqual([...view.unseen].sort());
    }
    expect(new Set(samples.map((sample) => JSON.stringify(sample.piles))).size).toBe(5);
    expect(samplePositions(view, 5, decisionRandom(view, 1))).toEqual(samples);
  });

  it('folds the Klondike stock in: the opening offers one draw (it turns up cards); once the stock is known, no bare stock move', () => {
    const game = GAMES.klondike;
    const options = presetOptions(game, 'classic');
    const opening = viewAfter(game, options, 11, []).view;
    const draws = candidatesOf(game, options, opening, fillView(opening)).filter((candidate) => candidate.moves.some((move) => move.type === 'draw'));
    expect(draws.map((candidate) => candidate.moves)).toEqual([[{ type: 'draw' }]]);
    expect(draws[0].rank).toBe(0);
    const passed = viewAfter(game, options, 11, [...Array.from({ length: 8 }, () => ({ type: 'draw' as const })), { type: 'recycle' as const }]).view;
    const candidates = candidatesOf(game, options, passed, fillView(passed));
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) expect(['draw', 'recycle']).not.toContain(candidate.moves[candidate.moves.length - 1].type);
    expect(candidates.some((candidate) => candidate.moves.length > 1)).toBe(true);
  });

  it('chooses the same way for the same view and settings, and says its chance from its samples', () => {
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    const { view } = viewAfter(game, options, 3, []);
    const choice = chooseMove(game, view, options, SMALL);
    expect(chooseMove(game, view, options, SMALL)).toEqual(choice);
    expect(choice.samples).toBe(6);
    expect(choice.won + choice.lost + choice.unknown).toBe(6);
    expect(choice.chance).toBe(choice.won / 6);
    expect(choice.moves[0]).toEqual(choice.move);
  });

  it('plays the solver line when the view hides nothing (Go, No Go after the first deal, seed 003)', () => {
    const game = GAMES['go-no-go'];
    const options = defaultOptions(game);
    let found = 0;
    for (let seed = 1; seed <= 80 && found === 0; seed++) {
      const { view, position } = viewAfter(game, options, seed, Array.from({ length: 52 }, () => ({ type: 'deal' as const })));
      if (gameStatus(game, position, options) !== 'playing' || view.unseen.length > 0) continue;
      const choice = chooseMove(game, view, options, SMALL);
      if (choice.line === undefined) continue;
      found++;
      expect(choice.chance).toBe(1);
      expect(choice.line.slice(0, choice.moves.length)).toEqual(choice.moves);
      expect(replaysToWon(game, position, options, choice.line)).toBe(true);
    }
    expect(found).toBe(1);
  });

  it('gives up when every candidate has been tried from the view', () => {
    const game = GAMES.klondike;
    const options = defaultOptions(game);
    const { view } = viewAfter(game, options, 5, []);
    const tried = candidatesOf(game, options, view, fillView(view)).map((candidate) => candidate.moves);
    const choice = chooseMove(game, { ...view, tried } as PlayerView, options, SMALL);
    expect(choice.move).toBeNull();
    expect(choice.moves).toEqual([]);
  });
});

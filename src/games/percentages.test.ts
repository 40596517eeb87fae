/**
 * Scenario tests of Percentages — «Проценты» (seed 001, variant в; RULES.md section 6).
 */
import { describe, expect, test } from 'vitest';
import { shuffledDeck } from '../core/deal.js';
import { gameStatus, playMove } from '../core/engine.js';
import type { Move, Position } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
import { type PercentagesOptions, percentages, percentagesRedealOrder } from './percentages.js';
import type { Seed001Vars } from './seed001.js';

type PercentagesPosition = Position<Seed001Vars>;
const DEFAULTS: PercentagesOptions = { redealStart: 'first', rounds: 3, redealUnit: 'round' };
const PILES = Array.from({ length: 8 }, (_, i) => `pile-${i + 1}`);

function optionsOf(preset?: string, overrides: Record<string, unknown> = {}): PercentagesOptions {
  const resolved = resolveOptions(percentages, preset, overrides);
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.value as PercentagesOptions;
}

function play(position: PercentagesPosition, move: Move, options: PercentagesOptions): PercentagesPosition {
  const played = playMove(percentages, position, options, move);
  if (!played.ok) throw new Error(played.error);
  return played.value.position as PercentagesPosition;
}

/**
 * Plays a whole deal, each choice taking the first legal move; returns the last position and each pile picked up
 * with its entry number in the redeal order (1-based, = `redealsDone` after it).
 */
function playFirstMoves(seed: number, options: PercentagesOptions): { position: PercentagesPosition; pickedUp: [number, number][] } {
  let position = percentages.deal(shuffledDeck(seed, 104), options).position as PercentagesPosition;
  const pickedUp: [number, number][] = [];
  while (gameStatus(percentages, position, options) === 'playing') {
    const played = playMove(percentages, position, options, percentages.legalMoves(position, options)[0]);
    if (!played.ok) throw new Error(played.error);
    position = played.value.position as PercentagesPosition;
    for (const step of played.value.steps) {
      if (step.type === 'move' && step.to === 'hand') pickedUp.push([position.vars.redealsDone, Number(step.from.slice('pile-'.length))]);
    }
  }
  return { position, pickedUp };
}

/**
 * A made-up position where nothing plays: every foundation holds a 2 (it wants a 3), every pile one King;
 * `redealsDone` entries of the redeal order are used up.
 */
function stuckPosition(redealsDone: number): PercentagesPosition {
  const piles: PercentagesPosition['piles'] = {};
  for (const id of PILES) piles[id] = { cards: ['KS'], faceDown: 0 };
  for (let f = 1; f <= 8; f++) piles[`foundation-${f}`] = { cards: ['2H'], faceDown: 0 };
  piles.hand = { cards: [], faceDown: 0 };
  return { piles, vars: { base: null, redealsDone, currentRedealPile: null, nextPosition: null } };
}

describe('Percentages: the deal', () => {
  test('«восемь стопок по тринадцать карт … Верхние карты всех стопок снимают и кладут выше … Это базовые карты»', () => {
    const deck = shuffledDeck(9, 104);
    const { position, steps } = percentages.deal(deck, DEFAULTS);
    for (let i = 1; i <= 8; i++) {
      // Dealt in rows: pile i's 13th card is card 96 + i of the deck order; it is lifted out as base i.
      expect(position.piles[`foundation-${i}`].cards).toEqual([deck[96 + i - 1]]);
      expect(position.piles[`pile-${i}`].cards).toEqual(Array.from({ length: 12 }, (_, row) => deck[row * 8 + i - 1]));
    }
    expect(position.piles.hand.cards).toEqual([]);
    expect(steps).toHaveLength(104 + 8);
    expect(steps.slice(104)).toEqual(PILES.map((id, i) => ({ type: 'move', from: id, to: `foundation-${i + 1}`, cards: [deck[96 + i]], faceUp: true, auto: true })));
  });

  test('options and presets (RULES.md section 6): three rounds by default; `three-rounds` and `three-redeals` name the readings', () => {
    expect(optionsOf()).toEqual(DEFAULTS);
    expect(optionsOf('three-rounds')).toEqual(DEFAULTS);
    expect(optionsOf('three-redeals')).toEqual({ redealStart: 'first', rounds: 3, redealUnit: 'pile' });
    expect(percentagesRedealOrder(DEFAULTS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(percentagesRedealOrder(optionsOf(undefined, { rounds: 1 }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(percentagesRedealOrder(optionsOf('three-redeals'))).toEqual([1, 2, 3]);
  });
});

describe('Percentages: «Такая раскладка допускается три раза», every reading', () => {
  /** The pile the next deal picks up, or null when no move is left; checks that the deal is the only move. */
  const nextPickUp = (position: PercentagesPosition, options: PercentagesOptions) => {
    const legal = percentages.legalMoves(position, options);
    if (legal.length === 0) return null;
    expect(legal).toEqual([{ type: 'deal' }]);
    const played = playMove(percentages, position, options, { type: 'deal' });
    if (!played.ok) throw new Error(played.error);
    const pickUp = played.value.steps[0];
    return pickUp.type === 'move' && pickUp.to === 'hand' ? pickUp.from : 'no pick-up';
  };

  test('rounds=1: piles 1..8 once, then no redeal', () => {
    const options = optionsOf(undefined, { rounds: 1 });
    expect(nextPickUp(stuckPosition(7), options)).toBe('pile-8');
    expect(play(stuckPosition(7), { type: 'deal' }, options).piles['pile-1'].cards).toEqual(['KS', 'KS']); // dealt from position 1
    expect(nextPickUp(stuckPosition(8), options)).toBeNull();
    expect(gameStatus(percentages, stuckPosition(8), options)).toBe('lost');
  });

  test('rounds=2: after the eighth redeal pile 1 comes again; after the sixteenth, none', () => {
    const options = optionsOf(undefined, { rounds: 2 });
    expect(nextPickUp(stuckPosition(8), options)).toBe('pile-1');
    const second = play(stuckPosition(8), { type: 'deal' }, options);
    expect(second.vars.redealsDone).toBe(9);
    expect(second.piles['pile-1'].cards).toEqual(['KS']);
    expect(second.piles.hand.cards).toEqual([]);
    expect(nextPickUp(stuckPosition(16), options)).toBeNull();
  });

  test('rounds=3 (the default): redeals 17..24 are the third round, then none', () => {
    expect(nextPickUp(stuckPosition(16), DEFAULTS)).toBe('pile-1');
    expect(play(stuckPosition(16), { type: 'deal' }, DEFAULTS).vars.redealsDone).toBe(17);
    expect(play(stuckPosition(23), { type: 'deal' }, DEFAULTS).piles['pile-8'].cards).toEqual([]);
    expect(nextPickUp(stuckPosition(24), DEFAULTS)).toBeNull();
  });

  test('preset three-redeals (the narrow reading): only piles 1, 2 and 3 are redealt', () => {
    const options = optionsOf('three-redeals');
    expect(nextPickUp(stuckPosition(2), options)).toBe('pile-3');
    const third = play(stuckPosition(2), { type: 'deal' }, options);
    expect(third.piles['pile-3'].cards).toEqual([]);
    expect(third.vars.redealsDone).toBe(3);
    expect(nextPickUp(stuckPosition(3), options)).toBeNull();
  });

  test.each([
    ['rounds=1, deal 0', optionsOf(undefined, { rounds: 1 }), 0],
    ['rounds=2, deal 1', optionsOf(undefined, { rounds: 2 }), 1],
    ['rounds=3, deal 1', DEFAULTS, 1],
    ['three-redeals, deal 0', optionsOf('three-redeals'), 0],
  ] as const)('%s (lost): the piles are picked up in the redeal order, empty ones skipped, until none is left', (_name, options, seed) => {
    const order = percentagesRedealOrder(options);
    const { position, pickedUp } = playFirstMoves(seed, options);
    expect(gameStatus(percentages, position, options)).toBe('lost');
    expect(position.piles.hand.cards).toEqual([]);
    // No redeal is left: the entries not used up name piles that are empty now.
    for (const pile of order.slice(position.vars.redealsDone)) expect(position.piles[`pile-${pile}`].cards).toEqual([]);
    for (const [entry, pile] of pickedUp) expect(pile).toBe(order[entry - 1]);
    expect(pickedUp.map(([entry]) => entry)).toEqual([...new Set(pickedUp.map(([entry]) => entry))].sort((a, b) => a - b));
    // The last round was reached: some pile of it was picked up.
    expect(pickedUp.at(-1)![0]).toBeGreaterThan(order.length - 8);
    if (options.redealUnit === 'pile') expect(pickedUp).toEqual([[1, 1], [2, 2], [3, 3]]);
  });
});

describe('Percentages: play', () => {
  test('«Аналогично предыдущему, при остановке пасьянса первая стопка поднимается»: no deal while a card can go to a foundation', () => {
    const position = percentages.deal(shuffledDeck(0, 104), DEFAULTS).position as PercentagesPosition;
    const legal = percentages.legalMoves(position, DEFAULTS);
    if (legal.some((move) => move.type === 'move')) {
      expect(legal.every((move) => move.type === 'move')).toBe(true);
      expect(playMove(percentages, position, DEFAULTS, { type: 'deal' }).ok).toBe(false);
    } else {
      expect(legal).toEqual([{ type: 'deal' }]);
    }
  });

  test('«Пасьянс сошелся, если трех раскладок достаточно для сбора всех карт на базовые»: deal 0 is won in three rounds', () => {
    const { position, pickedUp } = playFirstMoves(0, DEFAULTS);
    expect(gameStatus(percentages, position, DEFAULTS)).toBe('won');
    expect(percentages.legalMoves(position, DEFAULTS)).toEqual([]);
    expect(pickedUp.at(-1)![0]).toBeGreaterThan(8); // it needed the second round
  });

  test('deal 7 is won with a single round (rounds=1)', () => {
    const options = optionsOf(undefined, { rounds: 1 });
    expect(gameStatus(percentages, playFirstMoves(7, options).position, options)).toBe('won');
  });
});

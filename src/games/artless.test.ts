/**
 * Scenario tests of Artless — «Бесхитростный» (seed 001, variant б; RULES.md section 5).
 * Deck orders are built from the wanted bases and piles (bottom to top) so that every test knows what lies where.
 */
import { describe, expect, test } from 'vitest';
import { type Card, RANKS, SUITS, orderedDeck, rankOf } from '../core/cards.js';
import { shuffledDeck, validateDeckOrder } from '../core/deal.js';
import { gameStatus, playMove } from '../core/engine.js';
import type { Move, Position } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
import { type ArtlessOptions, artless } from './artless.js';
import { type Seed001Vars, rowsOrder } from './seed001.js';

type ArtlessPosition = Position<Seed001Vars>;
const FIRST: ArtlessOptions = { redealStart: 'first' };
const OWN: ArtlessOptions = { redealStart: 'own' };
const PILES = Array.from({ length: 8 }, (_, i) => `pile-${i + 1}`);

/**
 * The deck order that lays out `bases` (foundations 1..8) and the piles as `spec` (pile i bottom to top); a '*'
 * takes one of the remaining cards of the two decks, the cards `deep` picks going to the lowest '*' slots.
 */
function deckFor(bases: Card[], spec: string[][], deep: (card: Card) => boolean): Card[] {
  const pool = orderedDeck(104);
  for (const card of [...bases, ...spec.flat()]) {
    if (card === '*') continue;
    const at = pool.indexOf(card);
    if (at < 0) throw new Error(`${card} used too often`);
    pool.splice(at, 1);
  }
  pool.sort((a, b) => Number(deep(b)) - Number(deep(a)));
  const piles = spec.map((pile) => pile.slice());
  for (let depth = 0; depth < 12; depth++) for (const pile of piles) if (pile[depth] === '*') pile[depth] = pool.shift()!;
  const deck = [...bases, ...rowsOrder(piles.map(() => 12)).map(([i, depth]) => piles[i][depth])];
  const checked = validateDeckOrder(deck, 104);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

const stars = (n: number) => Array.from({ length: n }, () => '*');
const ACES = ['AS', 'AH', 'AD', 'AC', 'AS', 'AH', 'AD', 'AC'];

function play(position: ArtlessPosition, move: Move, options: ArtlessOptions = FIRST): ArtlessPosition {
  const played = playMove(artless, position, options, move);
  if (!played.ok) throw new Error(played.error);
  return played.value.position as ArtlessPosition;
}

function tops(position: ArtlessPosition): (Card | null)[] {
  return PILES.map((id) => position.piles[id].cards.at(-1) ?? null);
}

/** Plays a whole game, each choice taking the first legal move. */
function playFirstMoves(position: ArtlessPosition, options: ArtlessOptions): ArtlessPosition {
  while (gameStatus(artless, position, options) === 'playing') position = play(position, artless.legalMoves(position, options)[0], options);
  return position;
}

describe('Artless: the deal', () => {
  test('«Из колоды выкладывают восемь открытых карт. Ниже … восемь открытых стопок по двенадцать карт»', () => {
    const deck = shuffledDeck(11, 104);
    const { position, steps } = artless.deal(deck, FIRST);
    for (let f = 1; f <= 8; f++) expect(position.piles[`foundation-${f}`].cards).toEqual([deck[f - 1]]);
    for (let k = 1; k <= 8; k++) {
      expect(position.piles[`pile-${k}`].cards).toHaveLength(12);
      expect(position.piles[`pile-${k}`].cards[0]).toBe(deck[8 + k - 1]); // dealt in rows
      expect(position.piles[`pile-${k}`].cards[11]).toBe(deck[8 + 88 + k - 1]);
    }
    expect(position.piles.hand.cards).toEqual([]);
    expect(steps.every((step) => step.type === 'move' && step.auto)).toBe(true);
    expect(resolveOptions(artless).ok && resolveOptions(artless)).toEqual({ ok: true, value: { redealStart: 'first' } });
  });
});

describe('Artless: the foundations', () => {
  test('«до карты, очком меньше … Сбор карт ведется независимо от масти»: base Q takes K, then A (wrapping), up to J, then nothing', () => {
    // Pile 1 holds, bottom to top, J T 9 8 7 6 5 4 3 2 A K, so K plays first; every other K and 3 lies deep.
    const pile1 = ['JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S', '3S', '2S', 'AS', 'KH'];
    const bases = ['QD', '2H', '2H', '2D', '2D', '2C', '2C', '2S'];
    const deck = deckFor(bases, [pile1, ...Array.from({ length: 7 }, () => stars(12))], (card) => ['K', '3'].includes(rankOf(card)));
    let position = artless.deal(deck, FIRST).position as ArtlessPosition;
    expect(artless.legalMoves(position, FIRST)).toEqual([{ type: 'move', from: 'pile-1', to: 'foundation-1', count: 1 }]);
    position = play(position, { type: 'move', from: 'pile-1', to: 'foundation-1' }); // KH on QD
    expect(artless.legalMoves(position, FIRST)[0]).toEqual({ type: 'move', from: 'pile-1', to: 'foundation-1', count: 1 }); // AS on KH
    position = play(position, { type: 'move', from: 'pile-1', to: 'foundation-1' });
    expect(position.piles['foundation-1'].cards).toEqual(['QD', 'KH', 'AS']);
    // Then 2S … JS onto foundation 1 (3S might start on a base 2 instead: the player's choice).
    for (let i = 0; i < 10; i++) {
      const legal = artless.legalMoves(position, FIRST);
      expect(legal).toContainEqual({ type: 'move', from: 'pile-1', to: 'foundation-1', count: 1 });
      position = play(position, { type: 'move', from: 'pile-1', to: 'foundation-1' });
    }
    expect(position.piles['foundation-1'].cards).toEqual(['QD', 'KH', 'AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS']);
    // Pile 1 is empty now; a foundation of 13 cards takes no more (a Q would be its fourteenth card).
    expect(position.piles['pile-1'].cards).toEqual([]);
    const foundationTargets = artless.legalMoves(position, FIRST).filter((move) => move.type === 'move' && move.to === 'foundation-1');
    expect(foundationTargets).toEqual([]);
  });
});

describe('Artless: the redeals', () => {
  // Bases: eight Aces (each foundation wants a 2); the eight 2s lie deep in piles 3..8.
  const pile1 = ['3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS', '3H'];
  const pile2 = ['4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH', 'QH', 'KH', '3D', '4D'];
  const deck = deckFor(ACES, [pile1, pile2, ...Array.from({ length: 6 }, () => stars(12))], (card) => rankOf(card) === '2');
  const start = artless.deal(deck, FIRST).position as ArtlessPosition;

  test('«Перекладка игровых карт друг на друга не допускается»: when nothing goes to a foundation the only move is the deal', () => {
    expect(artless.legalMoves(start, FIRST)).toEqual([{ type: 'deal' }]);
  });

  test('«первая (левая) стопка берется в руку … не более восьми карт … Если карты остались, то их также выкладывают, начиная с первой позиции»', () => {
    const firstPass = play(start, { type: 'deal' });
    expect(tops(firstPass)).toEqual(pile1.slice(0, 8));
    expect(firstPass.piles['pile-1'].cards).toEqual(['3S']);
    expect(firstPass.piles.hand.cards).toEqual(['3H', 'KS', 'QS', 'JS']); // JS dealt next
    expect(firstPass.vars).toEqual({ base: null, redealsDone: 1, currentRedealPile: 'pile-1', nextPosition: 1 });
    const secondPass = play(firstPass, { type: 'deal' });
    expect(tops(secondPass)).toEqual(['JS', 'QS', 'KS', '3H', '7S', '8S', '9S', 'TS']);
    expect(secondPass.piles.hand.cards).toEqual([]);
    expect(secondPass.vars.currentRedealPile).toBeNull();
  });

  test('«После первой аналогично раскладывается на восемь позиций вторая стопка, начиная с первой»', () => {
    const afterPile1 = play(play(start, { type: 'deal' }), { type: 'deal' });
    expect(afterPile1.piles['pile-2'].cards).toEqual([...pile2, '4S', 'QS']);
    const pass = play(afterPile1, { type: 'deal' });
    expect(pass.piles.hand.cards).toHaveLength(6);
    expect(tops(pass)).toEqual(['4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH']);
    expect(pass.piles['pile-2'].cards).toEqual(['5H']);
    const rest = play(pass, { type: 'deal' });
    expect(tops(rest)).toEqual(['QH', 'KH', '3D', '4D', '4S', 'QS', 'TH', 'JH']);
    expect(rest.vars).toEqual({ base: null, redealsDone: 2, currentRedealPile: null, nextPosition: null });
  });

  test('option redealStart=own (RULES.md section 5): pile 2 is dealt from its own position, wrapping to 1, each pass', () => {
    const startOwn = artless.deal(deck, OWN).position as ArtlessPosition;
    const afterPile1 = play(play(startOwn, { type: 'deal' }, OWN), { type: 'deal' }, OWN); // pile 1's own position is 1
    expect(afterPile1).toEqual(play(play(start, { type: 'deal' }), { type: 'deal' }));
    const pass = play(afterPile1, { type: 'deal' }, OWN);
    expect(tops(pass)).toEqual(['JH', '4H', '5H', '6H', '7H', '8H', '9H', 'TH']);
    expect(pass.vars.nextPosition).toBe(2);
    const rest = play(pass, { type: 'deal' }, OWN);
    expect(tops(rest)).toEqual(['JH', 'QH', 'KH', '3D', '4D', '4S', 'QS', 'TH']);
  });

  test('RULES.md sections 4–6: a redeal may start only when no card can go to a foundation', () => {
    // Pile 1's redeal brings a 2 up: pile 1 holds 2C at its bottom, so the first pass puts it on position 1.
    const withTwo = deckFor(ACES, [['2C', ...stars(11)], ...Array.from({ length: 7 }, () => stars(12))], (card) => rankOf(card) === '2');
    const pass = play(artless.deal(withTwo, FIRST).position as ArtlessPosition, { type: 'deal' });
    expect(pass.piles['pile-1'].cards).toEqual(['2C']);
    const legal = artless.legalMoves(pass, FIRST);
    expect(legal).toEqual(Array.from({ length: 8 }, (_, i) => ({ type: 'move', from: 'pile-1', to: `foundation-${i + 1}`, count: 1 })));
    const refused = playMove(artless, pass, FIRST, { type: 'deal' });
    expect(refused.ok).toBe(false);
  });

  test('an empty pile in the redeal order is skipped (RULES.md sections 4–6)', () => {
    const position: ArtlessPosition = {
      ...start,
      piles: { ...start.piles, 'pile-1': { cards: [], faceDown: 0 }, 'pile-2': { cards: [], faceDown: 0 } },
    };
    const next = play(position, { type: 'deal' });
    expect(next.vars.redealsDone).toBe(3);
    expect(next.vars.currentRedealPile).toBe('pile-3');
    expect(next.piles['pile-1'].cards).toHaveLength(1);
  });
});

describe('Artless: whole games', () => {
  test('«Пасьянс сошелся, если этого оказалось достаточно для сбора всех карт на базовые»: a deal won without a redeal', () => {
    // Bases: the eight Aces; pile i holds K down to 2 of one suit, the 2 on top.
    const suits = [...SUITS, ...SUITS];
    const spec = suits.map((suit) => RANKS.slice(1).reverse().map((rank) => rank + suit));
    const deck = deckFor(ACES, spec, () => false);
    let position = artless.deal(deck, FIRST).position as ArtlessPosition;
    let moves = 0;
    while (gameStatus(artless, position, FIRST) === 'playing') {
      position = play(position, artless.legalMoves(position, FIRST)[0]);
      moves++;
    }
    expect(gameStatus(artless, position, FIRST)).toBe('won');
    expect(moves).toBe(96);
    expect(position.vars.redealsDone).toBe(0);
  });

  test('deal 2 is won with redeals, taking the first legal move each time', () => {
    const position = playFirstMoves(artless.deal(shuffledDeck(2, 104), FIRST).position as ArtlessPosition, FIRST);
    expect(gameStatus(artless, position, FIRST)).toBe('won');
    expect(position.vars.redealsDone).toBeGreaterThan(0);
  });

  test('«Последней раскладывается восьмая стопка»: deal 0 is lost after the eighth redeal', () => {
    const position = playFirstMoves(artless.deal(shuffledDeck(0, 104), FIRST).position as ArtlessPosition, FIRST);
    expect(gameStatus(artless, position, FIRST)).toBe('lost');
    expect(artless.legalMoves(position, FIRST)).toEqual([]);
    expect(position.vars.redealsDone).toBe(8);
    expect(position.piles.hand.cards).toEqual([]);
  });
});

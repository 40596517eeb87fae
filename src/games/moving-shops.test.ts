/**
 * Scenario tests of Moving Shops — «Подвижные магазины» (seed 001, variant а; RULES.md section 4).
 * Deck orders are built from the wanted shops (bottom to top) so that every test knows exactly what lies where.
 */
import { describe, expect, test } from 'vitest';
import { type Card, orderedDeck, rankOf } from '../core/cards.js';
import { shuffledDeck, validateDeckOrder } from '../core/deal.js';
import { autoPlay, gameStatus, playMove } from '../core/engine.js';
import type { Move, Position } from '../core/game.js';
import { movingShops } from './moving-shops.js';
import { type Seed001Vars, rowsOrder } from './seed001.js';

const OPTIONS = {};
const CAPACITIES = [11, 11, 11, 11, 11, 11, 11, 11, 11, 5];
type ShopsPosition = Position<Seed001Vars>;

/**
 * The deck order that deals the shops as `spec` (pile i bottom to top); a '*' takes one of the remaining cards of
 * the two decks, the cards `deep` picks going to the lowest '*' slots (depth 0 of every shop first).
 */
function deckFor(spec: string[][], deep: (card: Card) => boolean): Card[] {
  const pool = orderedDeck(104);
  for (const card of spec.flat()) {
    if (card === '*') continue;
    const at = pool.indexOf(card);
    if (at < 0) throw new Error(`${card} used too often`);
    pool.splice(at, 1);
  }
  pool.sort((a, b) => Number(deep(b)) - Number(deep(a)));
  const piles = spec.map((pile) => pile.slice());
  for (let depth = 0; depth < 11; depth++) for (const pile of piles) if (pile[depth] === '*') pile[depth] = pool.shift()!;
  const deck = rowsOrder(CAPACITIES).map(([i, depth]) => piles[i][depth]);
  const checked = validateDeckOrder(deck, 104);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

const stars = (n: number) => Array.from({ length: n }, () => '*');

function play(position: ShopsPosition, move: Move): ShopsPosition {
  const played = playMove(movingShops, position, OPTIONS, move);
  if (!played.ok) throw new Error(played.error);
  return played.value.position as ShopsPosition;
}

function tops(position: ShopsPosition): (Card | null)[] {
  return Array.from({ length: 10 }, (_, i) => position.piles[`pile-${i + 1}`].cards.at(-1) ?? null);
}

/** Plays a whole game, each choice taking the first legal move; returns the last position and the piles picked up. */
function playFirstMoves(position: ShopsPosition): { position: ShopsPosition; pickedUp: string[] } {
  const pickedUp: string[] = [];
  while (gameStatus(movingShops, position, OPTIONS) === 'playing') {
    const played = playMove(movingShops, position, OPTIONS, movingShops.legalMoves(position, OPTIONS)[0]);
    if (!played.ok) throw new Error(played.error);
    for (const step of played.value.steps) if (step.type === 'move' && step.to === 'hand') pickedUp.push(step.from);
    position = played.value.position as ShopsPosition;
  }
  return { position, pickedUp };
}

describe('Moving Shops: the deal', () => {
  test('«по одиннадцать карт в первых девяти и пять в последней стопке», dealt in rows (RULES.md "Deals")', () => {
    const deck = shuffledDeck(5, 104);
    const { position, steps } = movingShops.deal(deck, OPTIONS);
    for (let k = 1; k <= 9; k++) expect(position.piles[`pile-${k}`].cards).toHaveLength(11);
    expect(position.piles['pile-10'].cards).toHaveLength(5);
    // Row 1 gives one card to each shop; rows 6..11 skip the full shop 10.
    expect(position.piles['pile-1'].cards[0]).toBe(deck[0]);
    expect(position.piles['pile-10'].cards[0]).toBe(deck[9]);
    expect(position.piles['pile-10'].cards[4]).toBe(deck[49]);
    expect(position.piles['pile-1'].cards[5]).toBe(deck[50]);
    expect(position.piles['pile-9'].cards[10]).toBe(deck[103]);
    expect(position.piles.hand.cards).toEqual([]);
    for (const id of Object.keys(position.piles)) expect(position.piles[id].faceDown).toBe(0);
    expect(steps).toHaveLength(104);
    expect(position.vars).toEqual({ base: null, redealsDone: 0, currentRedealPile: null, nextPosition: null });
  });

  test('«Стопки размещаются в два ряда»: shops in two rows of five, foundations in one row', () => {
    const layout = movingShops.layout(OPTIONS);
    const shopRows = layout.filter((spec) => spec.id.startsWith('pile-')).map((spec) => spec.row);
    expect(new Set(shopRows)).toEqual(new Set([1, 2]));
    expect(shopRows.filter((row) => row === 1)).toHaveLength(5);
    expect(new Set(layout.filter((spec) => spec.kind === 'foundation').map((spec) => spec.row)).size).toBe(1);
    expect(layout.map((spec) => spec.id)).toEqual(Object.keys(movingShops.deal(shuffledDeck(0, 104), OPTIONS).position.piles));
  });
});

describe('Moving Shops: the base', () => {
  // Tops: shop 1 3S, shop 2 3H, shop 3 4D, shop 4 4C; ranks 3, 4 and 5 lie deep elsewhere.
  const spec = [
    [...stars(10), '3S'],
    [...stars(10), '3H'],
    [...stars(10), '4D'],
    [...stars(10), '4C'],
    ...Array.from({ length: 5 }, () => stars(11)),
    stars(5),
  ];
  const deck = deckFor(spec, (card) => ['3', '4', '5'].includes(rankOf(card)));
  const start = movingShops.deal(deck, OPTIONS).position;

  test('«Из игровых карт выбивается любая, которая будет базовой»: the first moves are any exposed card to foundation 1', () => {
    const legal = movingShops.legalMoves(start, OPTIONS);
    expect(legal).toEqual(Array.from({ length: 10 }, (_, i) => ({ type: 'move', from: `pile-${i + 1}`, to: 'foundation-1', count: 1 })));
    expect(playMove(movingShops, start, OPTIONS, { type: 'deal' }).ok).toBe(false);
    // Any of them may be the base, even one no other card follows.
    const other = play(start, { type: 'move', from: 'pile-7', to: 'foundation-1' });
    expect(other.vars.base).toBe(rankOf(start.piles['pile-7'].cards.at(-1)!));
  });

  test('issue 8, item 5: the first card sent up is the player\'s choice (RULES.md section 4); later moves are not', () => {
    for (const move of movingShops.legalMoves(start, OPTIONS)) expect(movingShops.isPlayersChoice!(start, move, OPTIONS)).toBe(true);
    const chosen = play(start, { type: 'move', from: 'pile-1', to: 'foundation-1' });
    for (const move of movingShops.legalMoves(chosen, OPTIONS)) expect(movingShops.isPlayersChoice!(chosen, move, OPTIONS)).toBe(false);
  });

  test('«Карты одного с ней достоинства выкладываются в базовый ряд»: a card of the base rank starts the leftmost empty foundation', () => {
    const chosen = play(start, { type: 'move', from: 'pile-1', to: 'foundation-1' });
    expect(chosen.vars.base).toBe('3');
    expect(chosen.piles['foundation-1'].cards).toEqual(['3S']);
    // 3H may start a foundation: only the leftmost empty one is offered (the empty ones are all alike);
    // the fours go onto the three ("в восходящем порядке независимо от масти").
    expect(movingShops.legalMoves(chosen, OPTIONS)).toEqual([
      { type: 'move', from: 'pile-2', to: 'foundation-2', count: 1 },
      { type: 'move', from: 'pile-3', to: 'foundation-1', count: 1 },
      { type: 'move', from: 'pile-4', to: 'foundation-1', count: 1 },
    ]);
    expect(playMove(movingShops, chosen, OPTIONS, { type: 'move', from: 'pile-2', to: 'foundation-5' }).ok).toBe(false);
    const second = play(chosen, { type: 'move', from: 'pile-2', to: 'foundation-2' });
    // Two foundations need a four: the player chooses between them.
    expect(movingShops.legalMoves(second, OPTIONS)).toEqual([
      { type: 'move', from: 'pile-3', to: 'foundation-1', count: 1 },
      { type: 'move', from: 'pile-3', to: 'foundation-2', count: 1 },
      { type: 'move', from: 'pile-4', to: 'foundation-1', count: 1 },
      { type: 'move', from: 'pile-4', to: 'foundation-2', count: 1 },
    ]);
    const third = play(second, { type: 'move', from: 'pile-4', to: 'foundation-2' });
    expect(third.piles['foundation-2'].cards).toEqual(['3H', '4C']);
    expect(third.vars.base).toBe('3');
  });

  test('RULES.md section 4 "builds R, R+1, … up to R−1": a King base takes an Ace next (wrapping K → A)', () => {
    const kingDeck = deckFor([[...stars(10), 'KS'], [...stars(10), 'AH'], ...Array.from({ length: 7 }, () => stars(11)), stars(5)], (card) => ['K', 'A', '2'].includes(rankOf(card)));
    const chosen = play(movingShops.deal(kingDeck, OPTIONS).position, { type: 'move', from: 'pile-1', to: 'foundation-1' });
    expect(chosen.vars.base).toBe('K');
    expect(movingShops.legalMoves(chosen, OPTIONS)).toEqual([{ type: 'move', from: 'pile-2', to: 'foundation-1', count: 1 }]);
    expect(play(chosen, { type: 'move', from: 'pile-2', to: 'foundation-1' }).piles['foundation-1'].cards).toEqual(['KS', 'AH']);
  });
});

describe('Moving Shops: the redeals', () => {
  // Shop 1 holds 3S..KS, shop 2 AH 3H..QH; shop 10's top AS becomes the base; every other A and 2 lies deep.
  const shop1 = ['3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS'];
  const shop2 = ['AH', '3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH', 'QH'];
  const spec = [shop1, shop2, ...Array.from({ length: 7 }, () => stars(11)), [...stars(4), 'AS']];
  const deck = deckFor(spec, (card) => rankOf(card) === 'A' || rankOf(card) === '2');
  const start = movingShops.deal(deck, OPTIONS).position;
  const chosen = play(start, { type: 'move', from: 'pile-10', to: 'foundation-1' });

  test('«После того, как все возможные перекладки осуществлены, берется первая стопка»: the only move left is the deal', () => {
    expect(chosen.vars.base).toBe('A');
    expect(movingShops.legalMoves(chosen, OPTIONS)).toEqual([{ type: 'deal' }]);
  });

  test('«Если карт более десяти, то сначала выкладываются первые десять карт, а затем остальные»: shop 1 goes out in a pass of ten, then one', () => {
    const before = tops(chosen);
    const firstPass = play(chosen, { type: 'deal' });
    // «первую карту кладем туда, где была первая стопка, вторую - на вторую стопку и так далее»:
    // the shop turned over, its bottom card dealt first, onto its own (now empty) place.
    expect(tops(firstPass)).toEqual(shop1.slice(0, 10));
    expect(firstPass.piles['pile-1'].cards).toEqual(['3S']);
    expect(firstPass.piles['pile-2'].cards.at(-2)).toBe(before[1]);
    expect(firstPass.piles.hand.cards).toEqual(['KS']);
    expect(firstPass.piles.hand.faceDown).toBe(1);
    expect(firstPass.vars).toEqual({ base: 'A', redealsDone: 1, currentRedealPile: 'pile-1', nextPosition: 1 });
    // Nothing plays, so the next pass: the eleventh card, again from shop 1's place.
    expect(movingShops.legalMoves(firstPass, OPTIONS)).toEqual([{ type: 'deal' }]);
    const secondPass = play(firstPass, { type: 'deal' });
    expect(secondPass.piles['pile-1'].cards).toEqual(['3S', 'KS']);
    expect(secondPass.piles.hand.cards).toEqual([]);
    expect(secondPass.vars).toEqual({ base: 'A', redealsDone: 1, currentRedealPile: null, nextPosition: null });
  });

  test('«аналогичным образом перекладывается вторая стопка, начиная с места с которого она была взята»: shop 2 starts at place 2, wrapping to 1', () => {
    const afterShop1 = play(play(chosen, { type: 'deal' }), { type: 'deal' });
    // Shop 2 now holds AH 3H..QH and 4S from shop 1's pass: twelve cards.
    expect(afterShop1.piles['pile-2'].cards).toEqual([...shop2, '4S']);
    const pass = play(afterShop1, { type: 'deal' });
    expect(tops(pass)).toEqual(['JH', 'AH', '3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH']);
    expect(pass.piles.hand.cards).toEqual(['4S', 'QH']); // top (dealt next) last: QH, then 4S
    expect(pass.vars).toEqual({ base: 'A', redealsDone: 2, currentRedealPile: 'pile-2', nextPosition: 2 });
    // «После раскладки продолжается сбор карт на базовые»: AH starts foundation 2, and the deal must wait.
    expect(movingShops.legalMoves(pass, OPTIONS)).toEqual([{ type: 'move', from: 'pile-2', to: 'foundation-2', count: 1 }]);
    const refused = playMove(movingShops, pass, OPTIONS, { type: 'deal' });
    expect(refused.ok).toBe(false);
    const played = play(pass, { type: 'move', from: 'pile-2', to: 'foundation-2' });
    const rest = play(played, { type: 'deal' });
    expect(rest.piles['pile-2'].cards).toEqual(['QH']);
    expect(rest.piles['pile-3'].cards.slice(-2)).toEqual(['3H', '4S']);
    expect(rest.vars.currentRedealPile).toBeNull();
  });

  test('RULES.md section 4 "each pile once, in order 1..10": the redeals pick shops 1..10 up once each, then the game ends', () => {
    const { position, pickedUp } = playFirstMoves(chosen);
    expect(pickedUp).toEqual(Array.from({ length: 10 }, (_, i) => `pile-${i + 1}`));
    expect(position.vars.redealsDone).toBe(10);
    expect(gameStatus(movingShops, position, OPTIONS)).toBe('lost');
  });
});

describe('Moving Shops: whole games', () => {
  test('«Пасьянс сошелся, если после перекладки последнего десятого магазина все карты собраны на базовые»: deal 28 is won', () => {
    const { position } = playFirstMoves(movingShops.deal(shuffledDeck(28, 104), OPTIONS).position as ShopsPosition);
    expect(gameStatus(movingShops, position, OPTIONS)).toBe('won');
    for (let f = 1; f <= 8; f++) expect(position.piles[`foundation-${f}`].cards).toHaveLength(13);
    expect(movingShops.legalMoves(position, OPTIONS)).toEqual([]);
    expect(position.vars.redealsDone).toBeGreaterThan(0);
  });

  test('RULES.md sections 4–6 "Lost: no legal move left": deal 0 is lost once the ten redeals are spent', () => {
    const { position } = playFirstMoves(movingShops.deal(shuffledDeck(0, 104), OPTIONS).position as ShopsPosition);
    expect(gameStatus(movingShops, position, OPTIONS)).toBe('lost');
    expect(movingShops.legalMoves(position, OPTIONS)).toEqual([]);
    expect(position.piles.hand.cards).toEqual([]);
    const left = Array.from({ length: 10 }, (_, i) => `pile-${i + 1}`).filter((id) => position.piles[id].cards.length > 0);
    expect(left.length).toBeGreaterThan(0);
  });

  test('autoPlay takes the forced deals and plays, and stops at a choice', () => {
    const start = movingShops.deal(shuffledDeck(3, 104), OPTIONS).position;
    expect(autoPlay(movingShops, start, OPTIONS).moves).toEqual([]); // the base is a choice
    const chosen = play(start as ShopsPosition, movingShops.legalMoves(start, OPTIONS)[0]);
    const { position, moves } = autoPlay(movingShops, chosen, OPTIONS);
    const status = gameStatus(movingShops, position, OPTIONS);
    if (status === 'playing') expect(movingShops.legalMoves(position as ShopsPosition, OPTIONS).length).toBeGreaterThan(1);
    for (const move of moves) expect(['move', 'deal']).toContain(move.type);
  });
});

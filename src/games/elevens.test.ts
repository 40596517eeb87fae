/**
 * Scenario tests for Elevens — «Одиннадцать» (seed 000, the paragraphs after the Klondike text; RULES.md section 2).
 * Each scenario deals an explicit deck order, so every card is known.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderedDeck } from '../core/cards.js';
import { shuffledDeck, validateDeckOrder } from '../core/deal.js';
import { allCards, gameStatus, playMove } from '../core/engine.js';
import type { Move, Position, Transition } from '../core/game.js';
import { elevens, PLACES } from './elevens.js';

const options = {};

/** Plays a move that must be legal, returning the transition. */
function play(position: Position, move: Move): Transition {
  const result = playMove(elevens, position, options, move);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function tops(position: Position): string[] {
  return PLACES.map((id) => position.piles[id].cards.at(-1) ?? '--');
}

/** The stock from its top (next card) down to its bottom. */
function stockTopFirst(position: Position): string[] {
  return position.piles.stock.cards.slice().reverse();
}

const pair = (a: number, b: number): Move => ({ type: 'pair', piles: [`pile-${a}`, `pile-${b}`] });

/**
 * A deck that wins by always pairing places 1 and 2: the 40 number cards come in complementary pairs (A+T, 2+9, 3+8,
 * 4+7, 5+6), and the twelve court cards are scattered among them.
 */
const WINNING_DECK = [
  'AS', 'JS', 'TS', '2S', '9S', '3S', 'QS', '8S', '4S', '7S', '5S', '6S', 'AH', 'TH',
  '2H', 'KS', '9H', '3H', '8H', 'JH', '4H', '7H', '5H', '6H', 'QH', 'AD', 'TD', 'KH',
  '2D', '9D', '3D', '8D', 'JD', '4D', '7D', '5D', '6D', 'QD', 'AC', 'TC', 'KD', '2C',
  '9C', '3C', '8C', '4C', '7C', 'JC', '5C', '6C', 'QC', 'KC',
];

/** A deck whose first twelve cards (all aces, twos and threes) hold no pair summing to 11. */
const LOSING_DECK = [
  'AS', 'AH', 'AD', 'AC', '2S', '2H', '2D', '2C', '3S', '3H', '3D', '3C',
  ...orderedDeck(52).filter((card) => !'A23'.includes(card[0])),
];

describe('Elevens — the deal', () => {
  it('the scenario decks are whole 52-card decks', () => {
    expect(validateDeckOrder(WINNING_DECK, 52).ok).toBe(true);
    expect(validateDeckOrder(LOSING_DECK, 52).ok).toBe(true);
  });

  it('lays 12 face-up cards in three rows of four («выложите на стол лицевой стороной вверх 12 карт, в три ряда по 4 карты в каждом»)', () => {
    const deck = shuffledDeck(7, 52);
    const { position } = elevens.deal(deck, options);
    for (const id of PLACES) expect(position.piles[id].faceDown).toBe(0);
    expect(PLACES.reduce((sum, id) => sum + position.piles[id].cards.length, 0)).toBe(12);
    expect(position.piles.stock.faceDown).toBe(position.piles.stock.cards.length);
    expect(allCards(position).sort()).toEqual(deck.slice().sort());
    const layout = elevens.layout(options);
    expect(layout.filter((pile) => pile.kind === 'tableau').map((pile) => [pile.row, pile.column])).toEqual(
      PLACES.map((_, i) => [Math.floor(i / 4), i % 4]),
    );
  });

  it('court cards go under the stock and the next card takes the place («Если выйдут валеты, дамы или короли, соберите их со стола и положите под колоду. На освободившееся место выложите из колоды новые карты»)', () => {
    const rest = orderedDeck(52).filter((card) => !['JS', 'QH', '5C'].includes(card));
    const deck = ['JS', 'QH', '5C', ...rest.filter((card) => !'JQK'.includes(card[0])), ...rest.filter((card) => 'JQK'.includes(card[0]))];
    const { position, steps } = elevens.deal(deck, options);
    expect(position.piles['pile-1'].cards).toEqual(['5C']);
    // The Jack went under first, then the Queen under it: the Queen is now the bottom card.
    expect(position.piles.stock.cards.slice(0, 2)).toEqual(['QH', 'JS']);
    expect(position.piles.stock.faceDown).toBe(position.piles.stock.cards.length);
    expect(steps.slice(0, 3)).toEqual([
      { type: 'move', from: 'stock', to: 'stock', cards: ['JS'], faceUp: false, auto: true, bottom: true },
      { type: 'move', from: 'stock', to: 'stock', cards: ['QH'], faceUp: false, auto: true, bottom: true },
      { type: 'move', from: 'stock', to: 'pile-1', cards: ['5C'], faceUp: true, auto: true },
    ]);
    for (const card of tops(position)) expect('JQK').not.toContain(card[0]);
  });

  it('a court card that comes while covering a pair also goes under the stock («Если при этом выйдут валеты, дамы или короли, переложите их под колоду и выложите на их место новые карты»)', () => {
    const { position } = elevens.deal(WINNING_DECK, options);
    // Deal: JS and QS went under; places hold AS TS 2S 9S 3S 8S 4S 7S 5S 6S AH TH; the stock's top is 2H, then KS.
    expect(tops(position)).toEqual(['AS', 'TS', '2S', '9S', '3S', '8S', '4S', '7S', '5S', '6S', 'AH', 'TH']);
    expect(stockTopFirst(position).slice(0, 3)).toEqual(['2H', 'KS', '9H']);
    const { position: after, steps } = play(position, pair(1, 2));
    expect(after.piles['pile-1'].cards).toEqual(['AS', '2H']);
    expect(after.piles['pile-2'].cards).toEqual(['TS', '9H']);
    expect(after.piles.stock.cards[0]).toBe('KS');
    expect(steps.map((step) => step.type === 'move' && [step.from, step.to, step.cards.join(), step.bottom ?? false, step.auto])).toEqual([
      ['stock', 'pile-1', '2H', false, true],
      ['stock', 'stock', 'KS', true, true],
      ['stock', 'pile-2', '9H', false, true],
    ]);
  });
});

describe('Elevens — moves', () => {
  it('lists every pair summing to 11, lower place first («поищите любые пары, сумма очков которых составляет 11 … туз … считается за 1 очко»)', () => {
    const { position } = elevens.deal(WINNING_DECK, options);
    // Tops: AS TS 2S 9S 3S 8S 4S 7S 5S 6S AH TH.
    const keys = elevens.legalMoves(position, options).map((move) => (move.type === 'pair' ? move.piles.join('+') : move.type));
    expect(keys).toEqual([
      'pile-1+pile-2', 'pile-1+pile-12', 'pile-2+pile-11', 'pile-3+pile-4', 'pile-5+pile-6',
      'pile-7+pile-8', 'pile-9+pile-10', 'pile-11+pile-12',
    ]);
  });

  it('refuses a pair that does not sum to 11, with a reason (RULES.md section 2, "Move")', () => {
    const { position } = elevens.deal(WINNING_DECK, options);
    const refused = playMove(elevens, position, options, pair(1, 3)); // A + 2 = 3
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toBe('pair pile-1 + pile-3 is not legal here: the two top cards do not make a legal pair');
    const unknown = playMove(elevens, position, options, { type: 'pair', piles: ['pile-1', 'pile-13'] });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toContain('there is no pile "pile-13"');
    const samePlace = playMove(elevens, position, options, pair(1, 1));
    expect(samePlace.ok).toBe(false);
    const otherMove = playMove(elevens, position, options, { type: 'deal' });
    expect(otherMove.ok).toBe(false);
  });

  it('accepts a pair named in either order and covers the lower-numbered place first (RULES.md section 2)', () => {
    const { position } = elevens.deal(WINNING_DECK, options);
    const reversed = playMove(elevens, position, options, pair(2, 1));
    expect(reversed.ok).toBe(true);
    if (reversed.ok) expect(reversed.value).toEqual(play(position, pair(1, 2)));
  });
});

describe('Elevens — the end', () => {
  it('wins when only court cards are left in the stock, and lays them one on each pile («Если в конце концов на верху колоды покажутся фигурные карты … пасьянс сошелся. Выложите последние 12 карт, по одной на каждую из получившихся стопок»)', () => {
    let position = elevens.deal(WINNING_DECK, options).position;
    for (let i = 0; i < 13; i++) {
      position = play(position, pair(1, 2)).position;
      expect(gameStatus(elevens, position, options)).toBe('playing');
    }
    expect(stockTopFirst(position).filter((card) => !'JQK'.includes(card[0]))).toEqual(['5C', '6C']);
    const last = play(position, pair(1, 2));
    position = last.position;
    expect(gameStatus(elevens, position, options)).toBe('won');
    expect(elevens.isWon(position, options)).toBe(true);
    expect(elevens.legalMoves(position, options)).toEqual([]);
    expect(position.piles.stock.cards).toEqual([]);
    for (const card of tops(position)) expect('JQK').toContain(card[0]);
    const courtSteps = last.steps.filter((step) => step.type === 'move' && step.from === 'stock' && step.to.startsWith('pile-') && 'JQK'.includes(step.cards[0][0]));
    expect(courtSteps.map((step) => step.type === 'move' && step.to)).toEqual(PLACES);
    expect(courtSteps.every((step) => step.auto)).toBe(true);
    expect(allCards(position).sort()).toEqual(WINNING_DECK.slice().sort());
  });

  it('loses when number cards remain in the stock and no two tops sum to 11 (RULES.md section 2, "Lost")', () => {
    const { position } = elevens.deal(LOSING_DECK, options);
    expect(tops(position)).toEqual(LOSING_DECK.slice(0, 12));
    expect(elevens.legalMoves(position, options)).toEqual([]);
    expect(elevens.isWon(position, options)).toBe(false);
    expect(gameStatus(elevens, position, options)).toBe('lost');
    const refused = playMove(elevens, position, options, pair(1, 2));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toContain('the game is over');
  });
});

describe('Elevens — properties', () => {
  it('random play keeps all 52 cards, ends won or lost, and replays to JSON-identical positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.nat(), { maxLength: 40 }), (seed, choices) => {
        const deck = shuffledDeck(seed, 52);
        const run = () => {
          let position = elevens.deal(deck, options).position;
          const seen: string[] = [JSON.stringify(position)];
          for (let i = 0; gameStatus(elevens, position, options) === 'playing'; i++) {
            const legal = elevens.legalMoves(position, options);
            position = play(position, legal[(choices[i] ?? 0) % legal.length]).position;
            seen.push(JSON.stringify(position));
            expect(allCards(position).length).toBe(52);
          }
          return seen;
        };
        const first = run();
        expect(run()).toEqual(first);
        expect(first.length).toBeLessThanOrEqual(15); // 14 pair moves place all 28 number cards left after the deal
      }),
      { numRuns: 60 },
    );
  });
});

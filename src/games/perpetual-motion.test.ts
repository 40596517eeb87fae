/**
 * Scenario tests for Perpetual Motion — «Вечное движение» (seed 004, introduced at the end of seed 000; RULES.md
 * section 3). Each scenario deals an explicit deck order, so every card is known.
 */
import { describe, expect, it } from 'vitest';
import { type DeckSize, orderedDeck } from '../core/cards.js';
import { shuffledDeck, validateDeckOrder } from '../core/deal.js';
import { allCards, autoPlay, gameStatus, playMove } from '../core/engine.js';
import type { AnyGame, Move, Position, Step, Transition } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
import { PILES, perpetualMotion, stockOrder } from './perpetual-motion.js';

/** The game with its types erased, as the registry and the engine hold it. */
const game: AnyGame = perpetualMotion;
const options = { deck: 32 };

/** Plays a move that must be legal, returning the transition. */
function play(position: Position, move: Move, gameOptions: Record<string, number> = options): Transition {
  const result = playMove(game, position, gameOptions, move);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** Plays the one legal move (the game is forced). */
function step(position: Position): Transition {
  const legal = game.legalMoves(position, options);
  expect(legal).toHaveLength(1);
  return play(position, legal[0]);
}

/** A 32-card deck order: the cards given first, then the rest of the deck in its unshuffled order. */
function deckStarting(...first: string[]): string[] {
  return [...first, ...orderedDeck(32).filter((card) => !first.includes(card))];
}

function piles(position: Position): string[][] {
  return PILES.map((id) => position.piles[id].cards);
}

const DEAL: Move = { type: 'deal' };
const move = (from: number, to: number): Move => ({ type: 'move', from: `pile-${from}`, to: `pile-${to}`, count: 1 });

function describeStep(s: Step): string {
  return s.type === 'move' ? `${s.from}->${s.to} ${s.cards.join(' ')}${s.auto ? ' auto' : ''}${s.turned ? ' turned' : ''}` : `flip ${s.pile}`;
}

/** Eight rows of four different ranks: after each row the tops are that row, so nothing ever consolidates in round 1. */
const NO_MATCH_DECK = [
  '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS', 'AS', '7H', '8H', '9H', 'TH', 'JH', 'QH', 'KH', 'AH',
  '7D', '8D', '9D', 'TD', 'JD', 'QD', 'KD', 'AD', '7C', '8C', '9C', 'TC', 'JC', 'QC', 'KC', 'AC',
];

/** Seven rows of four different ranks, then a last row K A K A that consolidates twice. */
const LAST_ROW_MATCHES_DECK = [
  '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS', 'AS', '7H', '8H', '9H', 'TH', 'JH', 'QH', 'KH', 'AH',
  '7D', '8D', '9D', 'TD', '7C', '8C', 'JD', 'QD', '9C', 'TC', 'JC', 'QC', 'KD', 'AD', 'KC', 'AC',
];

/** Every row is four of a kind: each row is gathered onto pile 1 and discarded. */
const FOURS_DECK = ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].flatMap((rank) => ['S', 'H', 'D', 'C'].map((suit) => rank + suit));

/** Deal 0 of the 32-card deck, written out: it ends in a repeating round. */
const LOOPING_DECK = 'TC 8H 9C AS 7H 8D 7C QH KD KS JC JS 7S QS AH 9S AD AC TH 7D JH 8C KH TD 9D 8S TS 9H JD QD QC KC'.split(' ');

describe('Perpetual Motion — declaration', () => {
  it('the scenario decks are whole 32-card decks (seed 004: «колода из 32 карт (без шестёрок)»)', () => {
    for (const deck of [NO_MATCH_DECK, LAST_ROW_MATCHES_DECK, FOURS_DECK, LOOPING_DECK, deckStarting('QS', 'KS', 'KH', 'QH')]) {
      expect(validateDeckOrder(deck, 32).ok).toBe(true);
    }
  });

  it('option deck: 32 by default, or 36 or 52 (RULES.md section 3)', () => {
    const byDefault = resolveOptions(game);
    expect(byDefault.ok && byDefault.value).toEqual({ deck: 32 });
    const with36 = resolveOptions(game, undefined, { deck: '36' });
    expect(with36.ok && game.deckSize(with36.value as { deck: 36 })).toBe(36);
    expect(resolveOptions(game, undefined, { deck: '40' }).ok).toBe(false);
  });

  it('the deal leaves the whole deck as the face-down stock, its order the first round\'s', () => {
    const { position, steps } = game.deal(NO_MATCH_DECK, options);
    expect(steps).toEqual([]);
    expect(position.piles.stock.faceDown).toBe(32);
    expect(stockOrder(position.piles.stock.cards)).toBe(NO_MATCH_DECK.join(' '));
    expect(position.vars).toEqual({ round: 1, stockOrders: [NO_MATCH_DECK.join(' ')], repeated: false, consolidating: null });
    expect(game.legalMoves(position, options)).toEqual([DEAL]);
  });
});

describe('Perpetual Motion — consolidation', () => {
  it('«Дама, Король, Король, Дама. То вторая Дама забирается со своего места и кладётся поверх первой. Аналогично второй Король помещается поверх первого»', () => {
    let position = play(game.deal(deckStarting('QS', 'KS', 'KH', 'QH'), options).position, DEAL).position;
    expect(piles(position)).toEqual([['QS'], ['KS'], ['KH'], ['QH']]);
    expect(game.legalMoves(position, options)).toEqual([move(4, 1)]);
    position = play(position, move(4, 1)).position;
    expect(game.legalMoves(position, options)).toEqual([move(3, 2)]);
    position = play(position, move(3, 2)).position;
    // «Получается в первых двух клетках две Дамы и Два Короля, третья и четвертая становятся пустыми.»
    expect(piles(position)).toEqual([['QS', 'QH'], ['KS', 'KH'], [], []]);
    expect(game.legalMoves(position, options)).toEqual([DEAL]);
  });

  it('«Если выложено Дама, Король, Дама, Дама, то вторая и третья Дамы перекладываются поверх первой. Получается в первом столбце три Дамы, затем Король, и снова две пустых клетки»', () => {
    let position = play(game.deal(deckStarting('QS', 'KS', 'QH', 'QD'), options).position, DEAL).position;
    position = step(position).position;
    position = step(position).position;
    expect(piles(position)).toEqual([['QS', 'QH', 'QD'], ['KS'], [], []]);
    expect(game.legalMoves(position, options)).toEqual([DEAL]);
  });

  it('a newly exposed card that matches another top goes left too («Если после перекладывания вдруг откроется карта совпадающая с другими открытыми картами, то и эти карты одного достоинства перекладываются налево»)', () => {
    let position = game.deal(deckStarting('7S', '8S', '9S', 'JH', 'JS', 'QS', 'KS', 'QH'), options).position;
    position = play(play(position, DEAL).position, DEAL).position;
    // Tops J Q K Q: the Queen of pile 4 goes onto pile 2, exposing the Jack of hearts, which goes onto pile 1.
    const moves: Move[] = [];
    while (game.legalMoves(position, options)[0].type === 'move') {
      moves.push(game.legalMoves(position, options)[0]);
      position = step(position).position;
    }
    expect(moves).toEqual([move(4, 2), move(4, 1)]);
    expect(piles(position)).toEqual([['7S', 'JS', 'JH'], ['8S', 'QS', 'QH'], ['9S', 'KS'], []]);
  });

  it('a pile finishes taking its rank, pile by pile from left to right, before a pile to its left takes a newly exposed card (RULES.md section 3, "consolidate")', () => {
    let position = game.deal(deckStarting('7S', '8S', 'KH', '9S', 'KS', 'QS', 'QH', 'QD'), options).position;
    position = play(play(position, DEAL).position, DEAL).position;
    // Tops K Q Q Q. Pile 2 takes the Queen of pile 3, exposing the King of hearts; pile 2 goes on with pile 4's Queen
    // before pile 1 takes that King.
    const moves: Move[] = [];
    while (game.legalMoves(position, options)[0].type === 'move') {
      moves.push(game.legalMoves(position, options)[0]);
      position = step(position).position;
    }
    expect(moves).toEqual([move(3, 2), move(4, 2), move(3, 1)]);
    expect(piles(position)).toEqual([['7S', 'KS', 'KH'], ['8S', 'QS', 'QH', 'QD'], [], ['9S']]);
    expect(position.vars.consolidating).toBeNull();
  });

  it('the player mode refuses a deal while equal ranks are still to gather, with a reason («Если вся колода выложена на стол, но стопки не собираются автоматически … вы ещё не собрали все одинаковые карты на столе»)', () => {
    const position = play(game.deal(deckStarting('QS', 'KS', 'KH', 'QH'), options).position, DEAL).position;
    const deal = playMove(game, position, options, DEAL);
    expect(deal.ok).toBe(false);
    if (!deal.ok) expect(deal.error).toBe('deal is not legal here');
    const wrongPile = playMove(game, position, options, move(3, 2)); // pile 1's Queens come first
    expect(wrongPile.ok).toBe(false);
    if (!wrongPile.ok) expect(wrongPile.error).toContain('the rules do not let KH go onto pile-2');
    // A move named without its count is matched.
    expect(playMove(game, position, options, { type: 'move', from: 'pile-4', to: 'pile-1' }).ok).toBe(true);
  });
});

describe('Perpetual Motion — four of a kind', () => {
  it('four equal ranks gathered on a pile are discarded at once («При появлении четырёх карт одного достоинства в ряду, они автоматически удаляются»)', () => {
    let position = game.deal(deckStarting('QS', 'KS', 'QH', '7S', 'QD', 'QC', '8S', '9S'), options).position;
    position = step(step(position).position).position; // deal Q K Q 7, then the second Queen onto pile 1
    position = play(position, DEAL).position; // Q Q 8 9: the third Queen lands on pile 1, the fourth on pile 2
    expect(piles(position)).toEqual([['QS', 'QH', 'QD'], ['KS', 'QC'], ['8S'], ['7S', '9S']]);
    expect(game.legalMoves(position, options)).toEqual([move(2, 1)]);
    const last = play(position, move(2, 1));
    expect(last.steps.map(describeStep)).toEqual(['pile-2->pile-1 QC', 'pile-1->discard QS QH QD QC auto']);
    expect(piles(last.position)).toEqual([[], ['KS'], ['8S'], ['7S', '9S']]);
    expect(last.position.piles.discard.cards).toEqual(['QS', 'QH', 'QD', 'QC']);
  });

  it('a dealt card that makes four of a kind on a pile is discarded too', () => {
    let position = game.deal(deckStarting('QS', 'KS', 'QH', 'QD', 'QC', '7S', '8S', '9S'), options).position;
    position = step(step(step(position).position).position).position;
    const dealt = play(position, DEAL);
    expect(dealt.steps.map(describeStep)).toEqual([
      'stock->pile-1 QC', 'stock->pile-2 7S', 'stock->pile-3 8S', 'stock->pile-4 9S', 'pile-1->discard QS QH QD QC auto',
    ]);
    expect(piles(dealt.position)).toEqual([[], ['KS', '7S'], ['8S'], ['9S']]);
  });

  it('wins when every card is discarded («Если из колоды уходят все карты пасьянс считается удавшимся»)', () => {
    const start = game.deal(FOURS_DECK, options).position;
    const { position, moves } = autoPlay(game, start, options);
    expect(moves.filter((m) => m.type === 'deal')).toHaveLength(8);
    expect(moves).toHaveLength(8 * 4);
    expect(gameStatus(game, position, options)).toBe('won');
    expect(position.piles.discard.cards).toEqual(FOURS_DECK);
    expect(position.vars.round).toBe(1);
    expect(game.legalMoves(position, options)).toEqual([]);
  });
});

describe('Perpetual Motion — the gather', () => {
  it('pile 3 onto pile 4, then pile 2, then pile 1, none turned over, the packet turned down as the new stock («Начинают с самой правой четвёртой стопки. На неё сверху, не переворачивая карты, кладут третью стопку, затем вторую, затем первую»)', () => {
    let position = game.deal(NO_MATCH_DECK, options).position;
    for (let row = 1; row < 8; row++) position = play(position, DEAL).position;
    expect(piles(position)[0]).toEqual(['7S', 'JS', '7H', 'JH', '7D', 'JD', '7C']);
    const last = play(position, DEAL);
    expect(last.steps.filter((s) => s.auto).map(describeStep)).toEqual([
      'pile-3->pile-4 9S KS 9H KH 9D KD 9C KC auto',
      'pile-2->pile-4 8S QS 8H QH 8D QD 8C QC auto',
      'pile-1->pile-4 7S JS 7H JH 7D JD 7C JC auto',
      `pile-4->stock ${['TS AS TH AH TD AD TC AC', '9S KS 9H KH 9D KD 9C KC', '8S QS 8H QH 8D QD 8C QC', '7S JS 7H JH 7D JD 7C JC'].join(' ').split(' ').reverse().join(' ')} auto turned`,
    ]);
    position = last.position;
    // The next round deals pile 4's cards from its bottom card up, then pile 3's, pile 2's, pile 1's.
    const order = 'TS AS TH AH TD AD TC AC 9S KS 9H KH 9D KD 9C KC 8S QS 8H QH 8D QD 8C QC 7S JS 7H JH 7D JD 7C JC';
    expect(stockOrder(position.piles.stock.cards)).toBe(order);
    expect(position.piles.stock.faceDown).toBe(32);
    expect(piles(position)).toEqual([[], [], [], []]);
    expect(position.vars).toEqual({ round: 2, stockOrders: [NO_MATCH_DECK.join(' '), order], repeated: false, consolidating: null });
    position = play(position, DEAL).position;
    expect(piles(position)).toEqual([['TS'], ['AS'], ['TH'], ['AH']]);
  });

  it('after the last consolidation of a round the piles are gathered in the same move («Каждый раз, когда колода полностью выкладывается стол, и нет повторяющихся в ряду карт, стопки карт автоматически собираются»)', () => {
    let position = game.deal(LAST_ROW_MATCHES_DECK, options).position;
    for (let row = 1; row <= 8; row++) position = play(position, DEAL).position;
    expect(position.piles.stock.cards).toEqual([]);
    expect(game.legalMoves(position, options)).toEqual([move(3, 1)]);
    position = play(position, move(3, 1)).position;
    expect(game.legalMoves(position, options)).toEqual([move(4, 2)]);
    const last = play(position, move(4, 2));
    expect(last.steps.map(describeStep).map((text) => text.split(' ')[0])).toEqual([
      'pile-4->pile-2', 'pile-3->pile-4', 'pile-2->pile-4', 'pile-1->pile-4', 'pile-4->stock',
    ]);
    expect(last.position.piles.stock.cards).toHaveLength(32);
    expect(last.position.vars.round).toBe(2);
    expect(game.legalMoves(last.position, options)).toEqual([DEAL]);
  });
});

describe('Perpetual Motion — repetition', () => {
  it('a round that starts with a stock order seen before loses (RULES.md section 3: "Lost: a round starts with a stock order that was seen before")', () => {
    const start = game.deal(LOOPING_DECK, options).position;
    const { position } = autoPlay(game, start, options);
    expect(gameStatus(game, position, options)).toBe('lost');
    expect(game.isLost!(position, options)).toBe(true);
    expect(game.lossReason!(position, options)).toBe('repeated');
    expect(game.lossReason!(start, options)).toBeNull();
    expect(game.legalMoves(position, options)).toEqual([]);
    const orders = position.vars.stockOrders as string[];
    expect(orders[0]).toBe(LOOPING_DECK.join(' '));
    const current = orders[orders.length - 1];
    expect(current).toBe(stockOrder(position.piles.stock.cards));
    expect(orders.indexOf(current)).toBeLessThan(orders.length - 1);
    expect(new Set(orders.slice(0, -1)).size).toBe(orders.length - 1); // lost at the first repetition
    expect(position.vars.round).toBe(13);
    expect(position.piles.stock.cards.slice().sort()).toEqual(['9C', '9D', '9H', '9S', 'AC', 'AD', 'AH', 'AS']);
    expect(position.piles.discard.cards).toHaveLength(24);
  });
});

describe('Perpetual Motion — forced play (RULES.md section 3: "The play is forced: a deck order decides the outcome")', () => {
  it('seed 1 autoplays to won or lost', () => {
    const start = game.deal(shuffledDeck(1, 32), options).position;
    const { position } = autoPlay(game, start, options);
    expect(['won', 'lost']).toContain(gameStatus(game, position, options));
  });

  it('every position has exactly one legal move until the end, keeps its cards, ends within 1000 moves and replays identically', () => {
    for (const deck of [32, 36, 52] as DeckSize[]) {
      const deckOptions = { deck };
      for (let seed = 0; seed < 40; seed++) {
        const cards = shuffledDeck(seed, deck);
        const run = () => {
          let position = game.deal(cards, deckOptions).position;
          const keys = [JSON.stringify(position)];
          while (gameStatus(game, position, deckOptions) === 'playing') {
            const legal = game.legalMoves(position, deckOptions);
            expect(legal).toHaveLength(1);
            position = play(position, legal[0], deckOptions).position;
            keys.push(JSON.stringify(position));
            expect(keys.length).toBeLessThan(1000);
          }
          expect(allCards(position).sort()).toEqual(cards.slice().sort());
          if (gameStatus(game, position, deckOptions) === 'won') expect(position.piles.discard.cards).toHaveLength(deck);
          else expect(game.legalMoves(position, deckOptions)).toEqual([]);
          return keys;
        };
        expect(run()).toEqual(run());
      }
    }
  });
});

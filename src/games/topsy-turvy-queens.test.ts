import { describe, expect, test } from 'vitest';
import { type Card, orderedDeck, rankValue } from '../core/cards.js';
import { shuffledDeck, validateDeckOrder } from '../core/deal.js';
import { allCards, autoPlay, gameStatus, playMove, walkStockTrip } from '../core/engine.js';
import type { Move, Position, Transition } from '../core/game.js';
import { CAPTIVES, COLUMNS, KING_SLOTS, REDEALS, type TopsyTurvyQueensVars, topsyTurvyQueens as game } from './topsy-turvy-queens.js';

type TTQPosition = Position<TopsyTurvyQueensVars>;
const options = {};
const split = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * A 104-card deck order from a partial description: the 7 captives, the 4 rows of the 8 columns (row 1 is the
 * bottom card of each column; '-' or a missing entry means "any card") and the first cards of the stock (top first).
 * The cards not named fill the gaps in the deck's fixed order, Kings last, so that no stray King reaches a column top.
 */
function makeDeck(spec: { captives?: string; rows?: string[]; stock?: string }): Card[] {
  const captives = split(spec.captives ?? '');
  const rows = (spec.rows ?? []).map(split);
  const stock = split(spec.stock ?? '');
  const pool = orderedDeck(104);
  const take = (card: Card) => {
    const index = pool.indexOf(card);
    if (index < 0) throw new Error(`makeDeck: ${card} used more than twice`);
    pool.splice(index, 1);
  };
  const named = [...captives, ...rows.flat(), ...stock].filter((card) => card !== '-');
  named.forEach(take);
  pool.sort((a, b) => Number(rankValue(a) === 13) - Number(rankValue(b) === 13)); // stable: Kings to the end
  const next = () => pool.shift()!;
  const deck: Card[] = [];
  for (let i = 0; i < 7; i++) deck.push(captives[i] && captives[i] !== '-' ? captives[i] : next());
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 8; column++) {
      const card = rows[row]?.[column];
      deck.push(card && card !== '-' ? card : next());
    }
  }
  deck.push(...stock, ...pool);
  const checked = validateDeckOrder(deck, 104);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

function dealt(deck: Card[]): Transition<TopsyTurvyQueensVars> {
  return game.deal(deck, options);
}

function play(position: TTQPosition, move: Move): Transition<TopsyTurvyQueensVars> {
  const result = playMove(game, position, options, move);
  if (!result.ok) throw new Error(result.error);
  return result.value as Transition<TopsyTurvyQueensVars>;
}

const has = (moves: Move[], move: Move) => moves.some((m) => JSON.stringify(m) === JSON.stringify(move));
const movesFrom = (position: TTQPosition, from: string) => game.legalMoves(position, options).filter((m) => m.type === 'move' && m.from === from);

/** Draws from the stock `times` times (only draws). */
function drawTimes(position: TTQPosition, times: number): TTQPosition {
  for (let i = 0; i < times; i++) position = play(position, { type: 'draw' }).position;
  return position;
}

describe('Topsy-Turvy Queens: the deal (RULES.md section 7, seed: «7 карт, лежащих картинкой вниз, образуют ряд королей»)', () => {
  test('7 face-down captives, 8 columns of 4 face-up cards dealt in rows, 65 cards in the stock with the 40th on top', () => {
    const deck = makeDeck({});
    const { position } = dealt(deck);
    CAPTIVES.forEach((id, i) => expect(position.piles[id]).toEqual({ cards: [deck[i]], faceDown: 1 }));
    COLUMNS.forEach((id, c) => expect(position.piles[id]).toEqual({ cards: [deck[7 + c], deck[15 + c], deck[23 + c], deck[31 + c]], faceDown: 0 }));
    expect(position.piles.stock.cards).toHaveLength(65);
    expect(position.piles.stock.faceDown).toBe(65);
    expect(position.piles.stock.cards.at(-1)).toBe(deck[39]);
    expect(position.piles.waste.cards).toEqual([]);
    KING_SLOTS.forEach((id) => expect(position.piles[id].cards).toEqual([]));
    expect(Object.keys(position.piles)).toEqual(['stock', 'waste', ...KING_SLOTS, ...CAPTIVES, ...COLUMNS]);
    expect(game.layout(options).map((spec) => spec.id)).toEqual(Object.keys(position.piles));
  });

  test('numbered deals keep all 104 cards, and Kings exposed by the deal are already in the King row', () => {
    for (const seed of [0, 1, 2, 3, 4]) {
      const { position } = dealt(shuffledDeck(seed, 104));
      expect(allCards(position).sort()).toEqual(orderedDeck(104).sort());
      const inColumns = COLUMNS.reduce((sum, id) => sum + position.piles[id].cards.length, 0);
      const kings = KING_SLOTS.reduce((sum, id) => sum + position.piles[id].cards.length, 0);
      expect(inColumns + kings).toBe(32);
      for (const id of COLUMNS) {
        const top = position.piles[id].cards.at(-1);
        if (top) expect(rankValue(top)).not.toBe(13);
      }
    }
  });
});

describe('Topsy-Turvy Queens: Kings go to the King row («король, то он сразу же перекладывается в ряд королей»)', () => {
  test('right after the deal, column by column, again while the newly exposed top is a King («Ряд королей заполняется слева направо»)', () => {
    const { position, steps } = dealt(makeDeck({ rows: ['', '', '- - KS', '- - KH - KD'] }));
    expect(position.piles['king-1'].cards).toEqual(['KH']);
    expect(position.piles['king-2'].cards).toEqual(['KS']);
    expect(position.piles['king-3'].cards).toEqual(['KD']);
    expect(position.piles['column-3'].cards).toHaveLength(2);
    expect(position.piles['column-5'].cards).toHaveLength(3);
    expect(steps.filter((step) => step.type === 'move' && step.to.startsWith('king-')).every((step) => step.auto)).toBe(true);
  });

  test('a King exposed by a move (5H from over KH onto 6H) goes at once to the leftmost empty slot', () => {
    const open = dealt(makeDeck({ rows: ['', '', 'KH', '5H 6H'] })).position;
    expect(open.piles['king-1'].cards).toEqual([]);
    const { position, steps } = play(open, { type: 'move', from: 'column-1', to: 'column-2', count: 1 });
    expect(position.piles['column-2'].cards.slice(-2)).toEqual(['6H', '5H']);
    expect(position.piles['king-1'].cards).toEqual(['KH']);
    expect(position.piles['column-1'].cards).toHaveLength(2);
    expect(steps.at(-1)).toEqual({ type: 'move', from: 'column-1', to: 'king-1', cards: ['KH'], faceUp: true, auto: true });
  });

  test('a King turned onto the waste goes to the King row, face up, at once', () => {
    const start = dealt(makeDeck({ stock: 'KD 7C' })).position;
    const { position, steps } = play(start, { type: 'draw' });
    expect(position.piles['king-1']).toEqual({ cards: ['KD'], faceDown: 0 });
    expect(position.piles.waste.cards).toEqual([]);
    expect(steps.at(-1)).toMatchObject({ type: 'move', from: 'waste', to: 'king-1', auto: true });
    expect(play(position, { type: 'draw' }).position.piles.waste.cards).toEqual(['7C']);
  });
});

describe('Topsy-Turvy Queens: foundations («в масть в восходящем порядке (король, туз, 2, 3 и т. д. до дамы)»)', () => {
  test('K, then A, then 2 of the same suit; another suit or a skipped rank is refused', () => {
    let position = dealt(makeDeck({ stock: 'KH 2H AS AH 2H' })).position;
    position = drawTimes(position, 2); // KH to the King row, 2H on the waste
    expect(position.piles['king-1'].cards).toEqual(['KH']);
    expect(movesFrom(position, 'waste').some((m) => m.type === 'move' && m.to === 'king-1')).toBe(false); // 2H not on K
    position = drawTimes(position, 1); // AS
    expect(movesFrom(position, 'waste').some((m) => m.type === 'move' && m.to === 'king-1')).toBe(false); // wrong suit
    position = drawTimes(position, 1); // AH
    position = play(position, { type: 'move', from: 'waste', to: 'king-1' }).position;
    position = drawTimes(position, 1); // 2H
    position = play(position, { type: 'move', from: 'waste', to: 'king-1' }).position;
    expect(position.piles['king-1'].cards).toEqual(['KH', 'AH', '2H']);
    expect(position.piles.waste.cards).toEqual(['2H', 'AS']);
  });

  test('two foundations of the same suit are both offered: completing either frees a different captive (our decision)', () => {
    let position = dealt(makeDeck({ stock: 'KH KH AH' })).position;
    position = drawTimes(position, 3);
    const targets = movesFrom(position, 'waste').map((m) => (m as { to: string }).to).filter((to) => to.startsWith('king-'));
    expect(targets).toEqual(['king-1', 'king-2']);
  });

  test('the choice matters: with a Queen of hearts captive under the second hearts foundation, the other Queen must go there', () => {
    // Column 8 gives the Kings: KH to slot 1, KD to slot 2, KH to slot 3, KC to slot 4. Captive 3 is QH.
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J'];
    const stock = ranks.flatMap((rank) => [rank + 'H', rank + 'H']).concat('QH').join(' ');
    let position = dealt(makeDeck({ captives: '- - QH', rows: ['- - - - - - - KC', '- - - - - - - KH', '- - - - - - - KD', '- - - - - - - KH'], stock })).position;
    for (let i = 0; i < ranks.length; i++) {
      position = play(play(position, { type: 'draw' }).position, { type: 'move', from: 'waste', to: 'king-1' }).position;
      position = play(play(position, { type: 'draw' }).position, { type: 'move', from: 'waste', to: 'king-3' }).position;
    }
    position = drawTimes(position, 1); // QH: both hearts foundations are at JH
    const targets = movesFrom(position, 'waste').map((m) => (m as { to: string }).to).filter((to) => to.startsWith('king-'));
    expect(targets).toEqual(['king-1', 'king-3']);
    // Onto slot 1, the other Queen stays captive under slot 3 for ever; onto slot 3, it is freed and completes slot 1.
    position = play(position, { type: 'move', from: 'waste', to: 'king-3' }).position;
    expect(position.piles['captive-3']).toEqual({ cards: ['QH'], faceDown: 0 });
    position = play(position, { type: 'move', from: 'captive-3', to: 'king-1' }).position;
    expect(position.piles['king-1'].cards).toHaveLength(13);
    expect(position.piles['captive-1'].faceDown).toBe(0);
  });

  test('cards never come back from the foundations', () => {
    let position = dealt(makeDeck({ stock: 'KS AS' })).position;
    position = drawTimes(position, 2);
    position = play(position, { type: 'move', from: 'waste', to: 'king-1' }).position;
    expect(movesFrom(position, 'king-1')).toEqual([]);
  });
});

describe('Topsy-Turvy Queens: the tableau («в масть в нисходящем порядке как по одной, так и сериями карт»)', () => {
  // Column 1 is [2C, 9S, 8S, 7S]; the tops of columns 2, 3, 4 are TS, 8S, 8H.
  const start = dealt(makeDeck({ rows: ['2C', '9S', '8S', '7S TS 8S 8H'] })).position;

  test('single cards and in-suit runs move down in suit, with their count; another suit is refused', () => {
    const moves = movesFrom(start, 'column-1');
    expect(moves.filter((m) => m.type === 'move' && m.to === 'column-3')).toEqual([{ type: 'move', from: 'column-1', to: 'column-3', count: 1 }]);
    expect(moves.filter((m) => m.type === 'move' && m.to === 'column-2')).toEqual([{ type: 'move', from: 'column-1', to: 'column-2', count: 3 }]);
    expect(moves.some((m) => m.type === 'move' && m.to === 'column-4')).toBe(false); // 7S onto 8H: not in suit
    const moved = play(start, { type: 'move', from: 'column-1', to: 'column-2' }).position;
    expect(moved.piles['column-2'].cards.slice(-4)).toEqual(['TS', '9S', '8S', '7S']);
    expect(moved.piles['column-1'].cards).toEqual(['2C']);
  });

  test('the waste top plays onto a column top of its suit one rank higher («или в один из игровых рядов в масть в нисходящем порядке»)', () => {
    const drawn = play(dealt(makeDeck({ rows: ['2C', '9S', '8S', '7S TS 8S 8H'], stock: '7H' })).position, { type: 'draw' }).position;
    expect(movesFrom(drawn, 'waste')).toEqual([{ type: 'move', from: 'waste', to: 'column-4', count: 1 }]);
  });
});

describe('Topsy-Turvy Queens: gaps («на свободное место можно положить любую игровую карту … или серию карт»)', () => {
  // Column 8 holds four Kings: after the deal they are all in the King row and column 8 is a gap.
  const start = dealt(makeDeck({ rows: ['TS - - - - - - KC', '9S - - - - - - KC', '8S - - - - - - KD', '7S 5D - - - - - KH'], stock: '4C' })).position;

  test('the deal leaves a gap; any column top, any run or the waste top may fill it; a whole column may not', () => {
    expect(start.piles['column-8'].cards).toEqual([]);
    expect(KING_SLOTS.slice(0, 4).map((id) => start.piles[id].cards)).toEqual([['KH'], ['KD'], ['KC'], ['KC']]);
    const moves = game.legalMoves(start, options);
    for (const count of [1, 2, 3]) expect(has(moves, { type: 'move', from: 'column-1', to: 'column-8', count })).toBe(true);
    expect(has(moves, { type: 'move', from: 'column-1', to: 'column-8', count: 4 })).toBe(false); // changes nothing
    expect(has(moves, { type: 'move', from: 'column-2', to: 'column-8', count: 1 })).toBe(true);
    const drawn = play(start, { type: 'draw' }).position;
    expect(has(game.legalMoves(drawn, options), { type: 'move', from: 'waste', to: 'column-8', count: 1 })).toBe(true);
    const filled = play(start, { type: 'move', from: 'column-1', to: 'column-8', count: 3 }).position;
    expect(filled.piles['column-8'].cards).toEqual(['9S', '8S', '7S']);
    expect(filled.piles['column-1'].cards).toEqual(['TS']);
  });
});

describe('Topsy-Turvy Queens: captives («становится доступной карта, бывшая в плену … ни в свободный ряд, ни в игровой ряд класть ее не разрешается»)', () => {
  /** Column 8 = four Kings (a gap; KH on slot 1, KD on 2, KC on 3 and 4); column 2's top is 2D; the stock gives AH..QH. */
  function heartsCompleted(captive: Card): Transition<TopsyTurvyQueensVars> {
    const hearts = 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH';
    let position = dealt(makeDeck({ captives: captive, rows: ['- - - - - - - KC', '- - - - - - - KC', '- - - - - - - KD', '- 2D - - - - - KH'], stock: hearts })).position;
    for (let i = 0; i < 11; i++) {
      expect(position.piles['captive-1'].faceDown).toBe(1);
      position = play(play(position, { type: 'draw' }).position, { type: 'move', from: 'waste', to: 'king-1' }).position;
    }
    expect(position.piles['captive-1'].faceDown).toBe(1);
    return play(play(position, { type: 'draw' }).position, { type: 'move', from: 'waste', to: 'king-1' }); // QH
  }

  test('the captive under slot 1 turns face up when slot 1 is complete (Q on top); it goes to a foundation, not to a column or a gap', () => {
    const { position } = heartsCompleted('AD');
    expect(position.piles['king-1'].cards).toHaveLength(13);
    expect(position.piles['king-1'].cards.at(-1)).toBe('QH');
    expect(position.piles['captive-1']).toEqual({ cards: ['AD'], faceDown: 0 });
    expect(position.piles['captive-2'].faceDown).toBe(1);
    expect(movesFrom(position, 'captive-1')).toEqual([{ type: 'move', from: 'captive-1', to: 'king-2', count: 1 }]);
    expect(playMove(game, position, options, { type: 'move', from: 'captive-1', to: 'column-2' }).ok).toBe(false); // AD onto 2D
    expect(playMove(game, position, options, { type: 'move', from: 'captive-1', to: 'column-8' }).ok).toBe(false); // the gap
    const after = play(position, { type: 'move', from: 'captive-1', to: 'king-2' }).position;
    expect(after.piles['king-2'].cards).toEqual(['KD', 'AD']);
    expect(after.piles['captive-1'].cards).toEqual([]);
  });

  test('the flip is an automatic step of the move that completes the suit', () => {
    const { steps } = heartsCompleted('AD');
    expect(steps).toEqual([
      { type: 'move', from: 'waste', to: 'king-1', cards: ['QH'], faceUp: true, auto: false },
      { type: 'flip', pile: 'captive-1', card: 'AD', faceUp: true, auto: true },
    ]);
  });

  test('a captive still locked cannot move', () => {
    const { position } = dealt(makeDeck({ captives: 'AD', rows: ['', '', '', '- - - - - - - KD'] }));
    expect(movesFrom(position, 'captive-1')).toEqual([]);
  });

  test('a freed captive King goes to the leftmost empty King slot, as the player\'s move', () => {
    const { position } = heartsCompleted('KS');
    expect(movesFrom(position, 'captive-1')).toEqual([{ type: 'move', from: 'captive-1', to: 'king-5', count: 1 }]);
    const after = play(position, { type: 'move', from: 'captive-1', to: 'king-5' }).position;
    expect(after.piles['king-5'].cards).toEqual(['KS']);
  });
});

describe('Topsy-Turvy Queens: the stock («разрешается ее перелистать еще 2 раза»: three passes)', () => {
  // All eight Kings at the bottom of the columns: no foundation ever opens, so only draws and recycles matter.
  const start = dealt(makeDeck({ rows: ['KS KH KD KC KS KH KD KC'] })).position;

  test('the stock may be used at any time, also while column moves are possible', () => {
    const moves = game.legalMoves(start, options);
    expect(moves.at(-1)).toEqual({ type: 'draw' });
  });

  test('one card at a time; the waste turns over twice, then never again', () => {
    let position = start;
    const firstPass: Card[] = [];
    for (let pass = 1; pass <= 3; pass++) {
      expect(game.legalMoves(position, options).some((m) => m.type === 'recycle')).toBe(false);
      for (let i = 0; i < 65; i++) {
        position = play(position, { type: 'draw' }).position;
        if (pass === 1) firstPass.push(position.piles.waste.cards.at(-1)!);
        else expect(position.piles.waste.cards.at(-1)).toBe(firstPass[i]); // the same order each pass
      }
      expect(position.piles.stock.cards).toEqual([]);
      expect(position.piles.waste.cards).toHaveLength(65);
      expect(game.legalMoves(position, options).some((m) => m.type === 'draw')).toBe(false);
      if (pass < 3) {
        expect(game.legalMoves(position, options).some((m) => m.type === 'recycle')).toBe(true);
        position = play(position, { type: 'recycle' }).position;
        expect(position.vars.redealsUsed).toBe(pass);
        expect(position.piles.stock.faceDown).toBe(65);
      }
    }
    expect(game.legalMoves(position, options).some((m) => m.type === 'recycle')).toBe(false);
    expect(playMove(game, position, options, { type: 'recycle' }).ok).toBe(false);
  });
});

describe('Topsy-Turvy Queens: a dead deal is lost (RULES.md section 7 with the engine\'s "trip round the stock" rule)', () => {
  test('Kings buried at the column bottoms and aces on top: nothing but the stock ever moves, so the deal is lost at once', () => {
    const start = dealt(makeDeck({ rows: ['KS KH KD KC KS KH KD KC', '', '', 'AS AS AH AH AD AD AC AC'] })).position;
    expect(game.legalMoves(start, options)).toEqual([{ type: 'draw' }]);
    expect(gameStatus(game, start, options)).toBe('lost');
    expect(autoPlay(game, start, options).moves).toEqual([]);
  });
});

describe('Topsy-Turvy Queens: the status reads the trip round the stock from the position (issue 9, item 2)', () => {
  /** Eight one-card columns whose tops take nothing here, no King in the row, the captives face down; the last pass. */
  function lastPass(stock: string, redealsUsed = REDEALS): TTQPosition {
    const piles: TTQPosition['piles'] = { stock: { cards: split(stock), faceDown: split(stock).length }, waste: { cards: [], faceDown: 0 } };
    for (const id of KING_SLOTS) piles[id] = { cards: [], faceDown: 0 };
    CAPTIVES.forEach((id) => (piles[id] = { cards: ['QS'], faceDown: 1 }));
    split('9S 7H 9H 7S 9C 7C 4H 4S').forEach((card, i) => (piles[COLUMNS[i]] = { cards: [card], faceDown: 0 }));
    return { piles, vars: { redealsUsed } };
  }

  test('a King drawn goes to its row and opens it to the card under it on the waste: playing', () => {
    // Stock bottom → top: KC under AC; drawing KC sends it to king-1, and AC, the waste top again, goes onto it.
    const start = lastPass('KC AC');
    expect(gameStatus(game, start, options)).toBe('playing');
    expect(walkStockTrip(game, start, options)).toBe(true);
  });

  test('on the last pass a King drawn after its Ace opens nothing that is still to come: lost; with a pass left, playing', () => {
    // Stock top → bottom: AC, 5D, KC. AC and 5D play nowhere; KC goes to king-1 with 5D on the waste top; the stock is
    // spent and no pass is left, so AC, which would now go onto KC, never shows again.
    const start = lastPass('KC 5D AC');
    expect(gameStatus(game, start, options)).toBe('lost');
    expect(walkStockTrip(game, start, options)).toBe(false);
    const withPass = lastPass('KC 5D AC', REDEALS - 1);
    expect(gameStatus(game, withPass, options)).toBe('playing');
    expect(walkStockTrip(game, withPass, options)).toBe(true);
  });
});

describe('Topsy-Turvy Queens: a won game («Пасьянс вышел, если все карты собраны по мастям в ряд королей»)', () => {
  const suits = ['S', 'H', 'D', 'C', 'S', 'H', 'D', 'C'];
  // Kings on top of the columns go to slots 1..8 (suits S H D C S H D C); under each King A, 2, 3 of its suit.
  // The stock gives 4..J for slot 1..8 in turn, then QS. Completing slot i frees captive i: the Queen of slot i+1.
  const rows = ['3', '2', 'A', 'K'].map((rank) => suits.map((suit) => rank + suit).join(' '));
  const stock = ['4', '5', '6', '7', '8', '9', 'T', 'J'].flatMap((rank) => suits.map((suit) => rank + suit)).concat('QS').join(' ');
  const deck = makeDeck({ captives: 'QH QD QC QS QH QD QC', rows, stock });

  test('greedy play (a foundation move when there is one, else the stock) wins; each captive is freed in turn', () => {
    let position = dealt(deck).position;
    expect(KING_SLOTS.map((id) => position.piles[id].cards[0])).toEqual(suits.map((suit) => 'K' + suit));
    let moves = 0;
    while (gameStatus(game, position, options) === 'playing' && moves < 1000) {
      const legal = game.legalMoves(position, options);
      const choice = legal.find((m) => m.type === 'move' && m.to.startsWith('king-')) ?? legal.find((m) => m.type === 'draw') ?? legal.find((m) => m.type === 'recycle');
      if (!choice) break;
      position = play(position, choice).position;
      moves++;
    }
    expect(gameStatus(game, position, options)).toBe('won');
    expect(game.isWon(position, options)).toBe(true);
    KING_SLOTS.forEach((id, i) => expect(position.piles[id].cards.at(-1)).toBe('Q' + suits[i]));
    CAPTIVES.forEach((id) => expect(position.piles[id].cards).toEqual([]));
  });
});

describe('Topsy-Turvy Queens: hooks are pure and deterministic (RULES.md "Deals, the same for every game"; game.ts: hooks never mutate)', () => {
  test('random play on numbered deals: every legal move applies, keeps 104 cards, does not touch its input, and repeats exactly', () => {
    for (const seed of [11, 12, 13]) {
      let state = seed;
      const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
      let position = dealt(shuffledDeck(seed, 104)).position;
      for (let i = 0; i < 300 && gameStatus(game, position, options) === 'playing'; i++) {
        const legal = game.legalMoves(position, options);
        for (const move of legal) if (move.type === 'move') expect(move.count).toBeGreaterThanOrEqual(1);
        const move = legal[Math.floor(random() * legal.length)];
        const before = JSON.stringify(position);
        const next = game.apply(position, move, options);
        expect(JSON.stringify(position)).toBe(before);
        expect(JSON.stringify(game.apply(position, move, options).position)).toBe(JSON.stringify(next.position));
        expect(allCards(next.position).length).toBe(104);
        position = next.position as TTQPosition;
      }
    }
  });
});

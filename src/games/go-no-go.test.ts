import { describe, expect, test } from 'vitest';
import { type Card, orderedDeck } from '../core/cards.js';
import { shuffledDeck, validateDeckOrder } from '../core/deal.js';
import { allCards, autoPlay, gameStatus, playMove } from '../core/engine.js';
import type { Move, Position, Transition } from '../core/game.js';
import { COLUMNS, FOUNDATIONS, type GoNoGoOptions, type GoNoGoPhase, type GoNoGoVars, dealPlace, goNoGo as game, secondDealPreview } from './go-no-go.js';

type GNGPosition = Position<GoNoGoVars>;
const options: GoNoGoOptions = { aces: 'always', transfers: 'adjacent' };
/** Today's rule before RULES.md section 8 read the aces sentence: aces follow the go/no-go pattern too. */
const goOnly: GoNoGoOptions = { ...options, aces: 'go-only' };
const split = (text: string) => text.split(/\s+/).filter(Boolean);
const has = (moves: Move[], move: Move) => moves.some((m) => JSON.stringify(m) === JSON.stringify(move));

/** A 52-card deck order with the given cards at the given deal indexes (0-based); the rest in the deck's fixed order. */
function deckWith(placed: Record<number, Card> = {}): Card[] {
  const pool = orderedDeck(52).filter((card) => !Object.values(placed).includes(card));
  const deck = Array.from({ length: 52 }, (_, i) => placed[i] ?? pool.shift()!);
  const checked = validateDeckOrder(deck, 52);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

function play(position: GNGPosition, move: Move, rules: GoNoGoOptions = options): Transition<GoNoGoVars> {
  const result = playMove(game, position, rules, move);
  if (!result.ok) throw new Error(result.error);
  return result.value as Transition<GoNoGoVars>;
}

function dealTimes(position: GNGPosition, times: number): GNGPosition {
  for (let i = 0; i < times; i++) position = play(position, { type: 'deal' }).position;
  return position;
}

const opening = (deck: Card[]) => game.deal(deck, options).position;
const toFoundation = (position: GNGPosition, from: string, rules: GoNoGoOptions = options) =>
  game.legalMoves(position, rules).filter((m) => m.type === 'move' && m.from === from && m.to.startsWith('foundation-'));

/** A position in the transfers: columns bottom first, foundations bottom first, the stock empty, every card "goes". */
function transfersPosition(columns: string[], foundations: string[] = [], phase: GoNoGoPhase = 'transfers-1'): GNGPosition {
  const piles: GNGPosition['piles'] = { stock: { cards: [], faceDown: 0 } };
  FOUNDATIONS.forEach((id, i) => (piles[id] = { cards: split(foundations[i] ?? ''), faceDown: 0 }));
  COLUMNS.forEach((id, i) => (piles[id] = { cards: split(columns[i] ?? ''), faceDown: 0 }));
  const goes = Object.fromEntries(COLUMNS.map((id) => [id, piles[id].cards.map(() => true)]));
  return { piles, vars: { phase, dealt: 52, goes } };
}

describe('Go, No Go: the deal (RULES.md section 8; seed: «кладут в одну линию 7 карт … Второй ряд семи карт … кладется на первые»)', () => {
  test('the opening position holds the whole deck as the stock; each deal move deals one card, row by row over 7 columns', () => {
    const deck = shuffledDeck(7, 52);
    const start = opening(deck);
    expect(start.piles.stock.cards).toHaveLength(52);
    expect(start.piles.stock.cards.at(-1)).toBe(deck[0]);
    expect(game.legalMoves(start, options)).toEqual([{ type: 'deal' }]);
    expect(Object.keys(start.piles)).toEqual(game.layout(options).map((spec) => spec.id));
    const dealt = autoPlay(game, start, options, 9).position as GNGPosition;
    expect(dealt.piles['column-1'].cards).toEqual([deck[0], deck[7]]);
    expect(dealt.piles['column-2'].cards).toEqual([deck[1], deck[8]]);
    expect(dealt.piles['column-3'].cards).toEqual([deck[2]]);
    expect(dealPlace(51)).toEqual({ column: 'column-3', row: 8, goes: false }); // 52 = 7·7 + 3: the last row has 3 cards
  });

  test('«со второго ряда … крайние две с левой руки идут; средние 3 не идут»: 2H in column 2 of row 2 may go, 2D in column 3 may not', () => {
    const dealt = dealTimes(opening(deckWith({ 0: 'AH', 2: 'AD', 8: '2H', 9: '2D' })), 3);
    const aced = dealTimes(play(play(dealt, { type: 'move', from: 'column-1', to: 'foundation-1' }).position, { type: 'move', from: 'column-3', to: 'foundation-2' }).position, 7);
    expect(aced.piles['column-2'].cards.at(-1)).toBe('2H');
    expect(aced.piles['column-3'].cards.at(-1)).toBe('2D');
    expect(aced.vars.goes['column-2']).toEqual([true, true]);
    expect(aced.vars.goes['column-3']).toEqual([false]);
    expect(toFoundation(aced, 'column-2')).toEqual([{ type: 'move', from: 'column-2', to: 'foundation-1', count: 1 }]);
    expect(toFoundation(aced, 'column-3')).toEqual([]);
    const refused = playMove(game, aced, options, { type: 'move', from: 'column-3', to: 'foundation-2' });
    expect(refused.ok).toBe(false);
    // Only foundations during the deal: no transfers between columns.
    expect(game.legalMoves(aced, options).every((m) => m.type === 'deal' || (m.type === 'move' && m.to.startsWith('foundation-')))).toBe(true);
  });

  test('item 1 of issue 8, «тузы … вынимаются по мере того, как будут вскрываться с руки»: an Ace goes wherever it is dealt; `aces=go-only` keeps the pattern', () => {
    const position = dealTimes(opening(deckWith({ 8: 'AH', 9: 'AD' })), 10);
    expect(position.piles['column-3'].cards.at(-1)).toBe('AD');
    expect(position.vars.goes['column-3']).toEqual([true, false]); // the place does not go …
    expect(toFoundation(position, 'column-2')).toEqual([{ type: 'move', from: 'column-2', to: 'foundation-1', count: 1 }]);
    expect(toFoundation(position, 'column-3')).toEqual([{ type: 'move', from: 'column-3', to: 'foundation-1', count: 1 }]); // … the Ace does
    expect(toFoundation(position, 'column-3', goOnly)).toEqual([]);
    expect(toFoundation(position, 'column-2', goOnly)).toEqual([{ type: 'move', from: 'column-2', to: 'foundation-1', count: 1 }]);
    expect(playMove(game, position, goOnly, { type: 'move', from: 'column-3', to: 'foundation-1' }).ok).toBe(false);
    // An Ace in a middle column uncovered again (two Aces dealt into column 4, rows 2 and 3) goes as it turns up.
    let stacked = dealTimes(opening(deckWith({ 10: 'AS', 17: 'AC' })), 18);
    expect(toFoundation(stacked, 'column-4')).toEqual([{ type: 'move', from: 'column-4', to: 'foundation-1', count: 1 }]);
    stacked = play(stacked, { type: 'move', from: 'column-4', to: 'foundation-1' }).position;
    expect(toFoundation(stacked, 'column-4')).toEqual([{ type: 'move', from: 'column-4', to: 'foundation-2', count: 1 }]);
  });

  test('item 1 of issue 8: deal 36 after 18 cards dealt offers the Ace of spades in column 4, with `aces=go-only` only the deal', () => {
    const position = dealTimes(opening(shuffledDeck(36, 52)), 18);
    expect(position.piles['column-4'].cards.at(-1)).toBe('AS');
    expect(game.legalMoves(position, options)).toEqual([{ type: 'move', from: 'column-4', to: 'foundation-1', count: 1 }, { type: 'deal' }]);
    expect(game.legalMoves(position, goOnly)).toEqual([{ type: 'deal' }]);
  });

  test('«7 карт, которые все могут быть вынимаемы»: every card of row 1 goes, the middle ones too; the ace takes the leftmost empty foundation', () => {
    let position = dealTimes(opening(deckWith({ 2: 'AC', 4: 'AH' })), 5);
    expect(toFoundation(position, 'column-3')).toEqual([{ type: 'move', from: 'column-3', to: 'foundation-1', count: 1 }]);
    position = play(position, { type: 'move', from: 'column-3', to: 'foundation-1' }).position;
    expect(toFoundation(position, 'column-5')).toEqual([{ type: 'move', from: 'column-5', to: 'foundation-2', count: 1 }]);
  });

  test('the next card goes to the next position whatever was played: 2C dealt into emptied column 3 in row 2 does not go', () => {
    let position = dealTimes(opening(deckWith({ 2: 'AC', 9: '2C' })), 3);
    position = play(position, { type: 'move', from: 'column-3', to: 'foundation-1' }).position;
    expect(position.piles['column-3'].cards).toEqual([]);
    position = dealTimes(position, 7);
    expect(position.piles['column-3'].cards).toEqual(['2C']);
    expect(toFoundation(position, 'column-3')).toEqual([]);
  });

  test('a go card exposed again after the card on it was played may be played too (our reading)', () => {
    let position = dealTimes(opening(deckWith({ 0: '2H', 7: 'AH' })), 8);
    position = play(position, { type: 'move', from: 'column-1', to: 'foundation-1' }).position;
    expect(position.vars.goes['column-1']).toEqual([true]);
    expect(toFoundation(position, 'column-1')).toEqual([{ type: 'move', from: 'column-1', to: 'foundation-1', count: 1 }]);
  });

  test('when the stock is empty the transfers begin («Разложив всю колоду, приступают к переводам»)', () => {
    const position = dealTimes(opening(deckWith()), 52);
    expect(position.vars.phase).toBe('transfers-1');
    expect(position.piles.stock.cards).toEqual([]);
    expect(COLUMNS.map((id) => position.piles[id].cards.length)).toEqual([8, 8, 8, 7, 7, 7, 7]);
    const moves = game.legalMoves(position, options);
    expect(moves.some((m) => m.type === 'deal')).toBe(false);
    expect(moves.at(-1)).toEqual({ type: 'gather' });
    expect(gameStatus(game, position, options)).toBe('playing');
  });
});

describe('Go, No Go: transfers («Карты переводятся по мастям и старшие и младшие»)', () => {
  const start = transfersPosition(['9C 5H', '6H', '2C 4H', '6S', '7H', 'AS', ''], ['', '', '', '']);

  test('an exposed card goes onto its suit one rank higher or lower, single cards only', () => {
    const moves = game.legalMoves(start, options).filter((m) => m.type === 'move' && m.from === 'column-1');
    expect(moves).toEqual([
      { type: 'move', from: 'column-1', to: 'column-2', count: 1 }, // onto 6H
      { type: 'move', from: 'column-1', to: 'column-3', count: 1 }, // onto 4H
      { type: 'move', from: 'column-1', to: 'column-7', count: 1 }, // into the gap
    ]);
    expect(playMove(game, start, options, { type: 'move', from: 'column-1', to: 'column-4' }).ok).toBe(false); // 6S: other suit
    expect(playMove(game, start, options, { type: 'move', from: 'column-1', to: 'column-5' }).ok).toBe(false); // 7H: two ranks
    expect(game.legalMoves(start, options).every((m) => m.type !== 'move' || m.count === 1)).toBe(true);
  });

  test('«место его немедленно замещается любою картою»: a gap takes any exposed card, but not a card alone in its column', () => {
    const moves = game.legalMoves(start, options);
    expect(has(moves, { type: 'move', from: 'column-3', to: 'column-7', count: 1 })).toBe(true);
    expect(has(moves, { type: 'move', from: 'column-2', to: 'column-7', count: 1 })).toBe(false);
    expect(has(moves, { type: 'move', from: 'column-6', to: 'foundation-1', count: 1 })).toBe(true); // AS, to the foundation
    const moved = play(start, { type: 'move', from: 'column-1', to: 'column-2' }).position;
    expect(moved.piles['column-2'].cards).toEqual(['6H', '5H']);
    expect(moved.vars.goes['column-2']).toEqual([true, true]);
    expect(moved.vars.goes['column-1']).toEqual([true]);
  });
});

describe('Go, No Go: the `transfers` reading (RULES.md section 8: the text names no step of one rank)', () => {
  const start = transfersPosition(['9C 5H', '6H', '2C 4H', '6S', '8H', 'AS', '2H']);

  test('`transfers=suit`: an exposed card goes onto any exposed card of its suit, higher or lower; `adjacent` only one rank apart', () => {
    const from1 = (rules: GoNoGoOptions) => game.legalMoves(start, rules).filter((m) => m.type === 'move' && m.from === 'column-1').map((m) => (m as { to: string }).to);
    expect(from1(options)).toEqual(['column-2', 'column-3']); // 6H and 4H
    expect(from1({ ...options, transfers: 'suit' })).toEqual(['column-2', 'column-3', 'column-5', 'column-7']); // also 8H and 2H
    expect(playMove(game, start, { ...options, transfers: 'suit' }, { type: 'move', from: 'column-1', to: 'column-4' }).ok).toBe(false); // 6S: other suit
  });
});

describe('Go, No Go: the gather («собирают все 7 … рядов, начиная с последнего от правой руки»)', () => {
  test('column 7 onto 6, … onto 1, so that column 1\'s first card is dealt first again; the preview tells where each card lands', () => {
    const deck = orderedDeck(52);
    const dealt = dealTimes(opening(deck), 52);
    const columns = COLUMNS.map((id) => dealt.piles[id].cards);
    const preview = secondDealPreview(dealt);
    expect(preview.map((place) => place.card)).toEqual(columns.flat());
    expect(preview[0]).toEqual({ card: deck[0], from: 'column-1', fromIndex: 0, order: 0, column: 'column-1', row: 1, goes: true });
    expect(preview[9]).toMatchObject({ card: columns[1][1], from: 'column-2', fromIndex: 1, column: 'column-3', row: 2, goes: false });

    const { position: gathered, steps } = play(dealt, { type: 'gather' });
    expect(gathered.vars.phase).toBe('deal-2');
    expect(steps.map((step) => (step.type === 'move' ? `${step.from}>${step.to}` : step.type))).toEqual([
      'column-7>column-6', 'column-6>column-5', 'column-5>column-4', 'column-4>column-3', 'column-3>column-2', 'column-2>column-1', 'column-1>stock',
    ]);
    const stock = gathered.piles.stock;
    expect(stock.faceDown).toBe(52);
    expect(stock.cards.slice().reverse()).toEqual(columns.flat()); // top first: column 1 from its first card, then column 2, …
    COLUMNS.forEach((id) => expect(gathered.piles[id].cards).toEqual([]));

    const redealt = dealTimes(gathered, 52);
    for (const place of preview) {
      expect(redealt.piles[place.column].cards[place.row - 1]).toBe(place.card);
      expect(redealt.vars.goes[place.column][place.row - 1]).toBe(place.goes);
    }
  });

  test('the second deal keeps the go/no-go pattern: its first row all goes, the middle columns of later rows do not', () => {
    const gathered = play(dealTimes(opening(orderedDeck(52)), 52), { type: 'gather' }).position;
    const position = dealTimes(gathered, 10);
    expect(position.vars.goes['column-3']).toEqual([true, false]);
    expect(position.vars.goes['column-2']).toEqual([true, true]);
  });
});

describe('Go, No Go: one redeal only («За этим опять раскладывают в последний раз»)', () => {
  test('after the second deal the transfers offer "end", never "gather"; ending short of 52 cards loses', () => {
    let position = dealTimes(opening(shuffledDeck(3, 52)), 52);
    position = play(position, { type: 'gather' }).position;
    position = dealTimes(position, 52);
    expect(position.vars.phase).toBe('transfers-2');
    const moves = game.legalMoves(position, options);
    expect(moves.at(-1)).toEqual({ type: 'end' });
    expect(moves.some((m) => m.type === 'gather' || m.type === 'deal')).toBe(false);
    expect(playMove(game, position, options, { type: 'gather' }).ok).toBe(false);
    expect(gameStatus(game, position, options)).toBe('playing'); // the player ends the game, not the engine
  });
});

describe('Go, No Go: won and lost games (RULES.md section 8: «Won: all 52 cards on the foundations after the second deal\'s play»)', () => {
  test('a lost game (`aces=go-only`): the aces lie in the middle columns, nothing plays during the deals, and the player ends it', () => {
    const options = goOnly;
    const deck = deckWith({ 9: 'AS', 10: 'AH', 11: 'AD', 16: 'AC' });
    const first = autoPlay(game, opening(deck), options);
    expect(first.moves.slice(0, 52).every((m) => m.type === 'deal')).toBe(true);
    let position = first.position as GNGPosition;
    expect(position.vars.phase).not.toBe('deal-1');
    if (position.vars.phase === 'transfers-1') position = play(position, { type: 'gather' }).position;
    while (position.vars.phase === 'deal-2') position = play(position, { type: 'deal' }).position;
    expect(position.vars.phase).toBe('transfers-2');
    const ended = play(position, { type: 'end' }).position;
    expect(ended.vars.phase).toBe('over');
    expect(game.legalMoves(ended, options)).toEqual([]);
    expect(game.isLost!(ended, options)).toBe(true);
    expect(game.lossReason!(ended, options)).toBe('ended');
    expect(game.lossReason!(position, options)).toBeNull();
    expect(gameStatus(game, ended, options)).toBe('lost');
    expect(allCards(ended)).toHaveLength(52);
  });

  test('a won game: the first deal is laid out so that, gathered, the second deal gives columns that play out in order', () => {
    // The order of play is AS..KS, AH..KH, AD..KD, AC..KC. Second-deal columns (8, 8, 8, 7, 7, 7, 7 cards) hold that
    // order from their top card down; the first deal is chosen so that gathering it gives exactly that second deal.
    const playOrder = orderedDeck(52);
    const sizes = [8, 8, 8, 7, 7, 7, 7];
    const offsets = sizes.map((_, c) => sizes.slice(0, c).reduce((a, b) => a + b, 0));
    const secondLayout = sizes.map((size, c) => playOrder.slice(offsets[c], offsets[c] + size).reverse());
    const secondDeck: Card[] = [];
    for (let index = 0; index < 52; index++) secondDeck.push(secondLayout[index % 7][Math.floor(index / 7)]);
    const firstDeck: Card[] = [];
    for (let index = 0; index < 52; index++) firstDeck.push(secondDeck[offsets[index % 7] + Math.floor(index / 7)]);

    let position = dealTimes(opening(firstDeck), 52);
    expect(secondDealPreview(position).map((place) => place.card)).toEqual(secondDeck);
    position = play(position, { type: 'gather' }).position;
    position = dealTimes(position, 52);
    expect(COLUMNS.map((id) => position.piles[id].cards)).toEqual(secondLayout);
    while (gameStatus(game, position, options) === 'playing') {
      const move = game.legalMoves(position, options).find((m) => m.type === 'move' && m.to.startsWith('foundation-'));
      if (!move) break;
      position = play(position, move).position;
    }
    expect(position.vars.phase).toBe('transfers-2');
    expect(gameStatus(game, position, options)).toBe('won');
    FOUNDATIONS.forEach((id) => expect(position.piles[id].cards).toHaveLength(13));
  });

  test('isWon holds as soon as all 52 cards are on the foundations, in any phase', () => {
    const suits = ['S', 'H', 'D', 'C'];
    const full = suits.map((suit) => orderedDeck(52).filter((card) => card[1] === suit).join(' '));
    const position = transfersPosition([], full, 'transfers-1');
    expect(game.isWon(position, options)).toBe(true);
    expect(gameStatus(game, position, options)).toBe('won');
  });

  test('issue 26, item 6 (found by the soak): a won game offers no move, not even the gather or end of its phase', () => {
    const full = ['S', 'H', 'D', 'C'].map((suit) => orderedDeck(52).filter((card) => card[1] === suit).join(' '));
    for (const phase of ['transfers-1', 'transfers-2'] as const) {
      const position = transfersPosition([], full, phase);
      expect(game.legalMoves(position, options)).toEqual([]);
      expect(game.movesNamed!(position, { type: phase === 'transfers-1' ? 'gather' : 'end' }, options)).toEqual([]);
    }
  });
});

describe('Go, No Go: hooks are pure and deterministic (RULES.md "Deals, the same for every game"; game.ts: hooks never mutate)', () => {
  test('random play: every legal move applies, keeps 52 cards and the go flags aligned, does not touch its input, and repeats exactly', () => {
    for (const seed of [21, 22, 23]) {
      let state = seed;
      const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
      let position = opening(shuffledDeck(seed, 52));
      for (let i = 0; i < 400 && gameStatus(game, position, options) === 'playing'; i++) {
        const legal = game.legalMoves(position, options);
        // Favour dealing, so that the game gets through both deals.
        const dealing = legal.find((m) => m.type === 'deal');
        const move = dealing && random() < 0.7 ? dealing : legal[Math.floor(random() * legal.length)];
        const before = JSON.stringify(position);
        const next = game.apply(position, move, options);
        expect(JSON.stringify(position)).toBe(before);
        expect(JSON.stringify(game.apply(position, move, options).position)).toBe(JSON.stringify(next.position));
        position = next.position as GNGPosition;
        expect(allCards(position)).toHaveLength(52);
        for (const id of COLUMNS) expect(position.vars.goes[id]).toHaveLength(position.piles[id].cards.length);
      }
    }
  });
});

describe("the game's view (GameDefinition view): facts for the table, from the rules' own functions", () => {
  test('issue 10, item 6: through the whole first deal each badge says what dealPlace says of the next card that column gets', () => {
    let position = game.deal(deckWith(), options).position;
    for (let dealt = 0; dealt < 52; dealt++) {
      const badges = game.view!.badges!(position, options);
      const next = dealPlace(dealt);
      expect(badges[next.column]).toEqual({ goes: next.goes, acesGo: !next.goes, next: true });
      for (const [column, badge] of Object.entries(badges)) {
        const index = [...Array(7).keys()].map((k) => dealt + k).find((i) => dealPlace(i).column === column)!;
        expect(badge.goes).toBe(dealPlace(index).goes);
      }
      position = play(position, { type: 'deal' }).position;
    }
    expect(game.view!.badges!(position, options)).toEqual({});
  });

  test('issue 10, item 6: the second-deal marks are secondDealPreview by column and card index', () => {
    const position = dealTimes(game.deal(deckWith(), options).position, 52);
    const marks = game.view!.secondDealMarks!(position, options);
    for (const place of secondDealPreview(position)) expect(marks[place.from][place.fromIndex].column).toBe(COLUMNS.indexOf(place.column) + 1);
  });
});

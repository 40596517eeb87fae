import { describe, expect, test } from 'vitest';
import { shuffledDeck } from '../core/deal.js';
import { autoPlay, gameStatus, playMove, walkStockTrip } from '../core/engine.js';
import type { Move, Position } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
import { type KlondikeOptions, type KlondikeVars, COLUMNS, FOUNDATIONS, klondike } from './klondike.js';

function options(preset?: string, overrides: Record<string, string> = {}): KlondikeOptions {
  const result = resolveOptions(klondike, preset, overrides);
  if (!result.ok) throw new Error(result.error);
  return result.value as KlondikeOptions;
}

/**
 * A position from a short description: each column as "down cards | up cards", foundations as their cards.
 * Every pile not named is empty.
 */
function position(spec: { columns?: Record<number, [string, string]>; foundations?: Record<number, string>; stock?: string; waste?: string; redealsUsed?: number }): Position<KlondikeVars> {
  const split = (text: string) => text.split(/\s+/).filter(Boolean);
  const piles: Position<KlondikeVars>['piles'] = {};
  const stock = split(spec.stock ?? '');
  piles.stock = { cards: stock, faceDown: stock.length };
  piles.waste = { cards: split(spec.waste ?? ''), faceDown: 0 };
  FOUNDATIONS.forEach((id, i) => (piles[id] = { cards: split(spec.foundations?.[i + 1] ?? ''), faceDown: 0 }));
  COLUMNS.forEach((id, i) => {
    const [down, up] = spec.columns?.[i + 1] ?? ['', ''];
    piles[id] = { cards: [...split(down), ...split(up)], faceDown: split(down).length };
  });
  return { piles, vars: { redealsUsed: spec.redealsUsed ?? 0 } };
}

const has = (moves: Move[], move: Move) => moves.some((m) => JSON.stringify(m) === JSON.stringify(move));

describe('Klondike deal (RULES.md section 1, "Layout")', () => {
  test('28 cards in rows to columns of 1..7, top cards face up, 24 in the stock with the 29th card on top', () => {
    const deck = shuffledDeck(1, 52);
    const { position: opening } = klondike.deal(deck, options());
    COLUMNS.forEach((id, i) => {
      expect(opening.piles[id].cards).toHaveLength(i + 1);
      expect(opening.piles[id].faceDown).toBe(i);
    });
    // Row 1 goes to columns 1–7: the first card is column 1's, the second is column 2's bottom card.
    expect(opening.piles['column-1'].cards).toEqual([deck[0]]);
    expect(opening.piles['column-2'].cards[0]).toBe(deck[1]);
    expect(opening.piles['column-7'].cards).toEqual([deck[6], deck[12], deck[17], deck[21], deck[24], deck[26], deck[27]]);
    const stock = opening.piles.stock.cards;
    expect(stock).toHaveLength(24);
    expect(stock[stock.length - 1]).toBe(deck[28]);
  });
});

describe('Klondike rule 5: «Всю последовательность следует передвигать целиком. Двигать часть последовательности не разрешается.»', () => {
  const start = position({ columns: { 1: ['2C', '9S 8H 7C'], 2: ['', 'TD'], 3: ['', '8D'], 4: ['3C', 'KS'] } });

  test('a column-to-column move carries all face-up cards', () => {
    const moves = klondike.legalMoves(start, options());
    expect(has(moves, { type: 'move', from: 'column-1', to: 'column-2', count: 3 })).toBe(true);
    // 7C alone onto 8D would split the run 9S 8H 7C: not allowed by the book.
    expect(moves.some((m) => m.type === 'move' && m.from === 'column-1' && m.to === 'column-3')).toBe(false);
    const refused = playMove(klondike, start, options(), { type: 'move', from: 'column-1', to: 'column-3', count: 1 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toContain('not legal');
  });

  test('option partialMoves=true allows any face-up tail, as classic Klondike does', () => {
    const moves = klondike.legalMoves(start, options(undefined, { partialMoves: 'true' }));
    expect(has(moves, { type: 'move', from: 'column-1', to: 'column-3', count: 1 })).toBe(true);
    expect(has(moves, { type: 'move', from: 'column-1', to: 'column-2', count: 3 })).toBe(true);
  });

  test('rule 6: «обнажается карта, лежащая крапом вверх, ее следует немедленно перевернуть»', () => {
    const result = playMove(klondike, start, options(), { type: 'move', from: 'column-1', to: 'column-2' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.position.piles['column-1']).toEqual({ cards: ['2C'], faceDown: 0 });
    expect(result.value.steps.at(-1)).toEqual({ type: 'flip', pile: 'column-1', card: '2C', faceUp: true, auto: true });
  });
});

describe('Klondike rule 7: «свободное место может быть заполнено только одним из королей»', () => {
  test('before all four Kings are placed, only a King or a run headed by a King fills a gap', () => {
    const start = position({ columns: { 1: ['4C', 'QH'], 2: ['5C', 'KD QS'], 3: ['', ''] }, waste: 'KC', stock: '2H' });
    const moves = klondike.legalMoves(start, options());
    expect(has(moves, { type: 'move', from: 'column-1', to: 'column-3', count: 1 })).toBe(false);
    expect(has(moves, { type: 'move', from: 'column-2', to: 'column-3', count: 2 })).toBe(true);
    expect(has(moves, { type: 'move', from: 'waste', to: 'column-3', count: 1 })).toBe(true);
  });

  test('«после того, как все 4 короля встанут на свободные места ... можно будет использовать любую открытую карту»', () => {
    // Kings placed: KS at the bottom of column 4, KH at the bottom of column 5, the clubs and diamonds foundations complete.
    const clubs = 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC';
    const diamonds = clubs.replace(/C/g, 'D');
    const start = position({
      columns: { 1: ['4S', 'QH'], 3: ['', ''], 4: ['', 'KS'], 5: ['', 'KH'] },
      foundations: { 1: clubs, 2: diamonds },
      waste: '5H',
      stock: '2H',
    });
    const moves = klondike.legalMoves(start, options());
    expect(has(moves, { type: 'move', from: 'column-1', to: 'column-3', count: 1 })).toBe(true);
    expect(has(moves, { type: 'move', from: 'waste', to: 'column-3', count: 1 })).toBe(true);
    // The classic preset keeps Kings only.
    const classic = klondike.legalMoves(start, options('classic'));
    expect(has(classic, { type: 'move', from: 'waste', to: 'column-3', count: 1 })).toBe(false);
  });

  test('a face-down King at the bottom of a column is not yet placed (the player cannot see it)', () => {
    const clubs = 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC';
    const start = position({
      columns: { 1: ['4S', 'QH'], 3: ['', ''], 4: ['', 'KS'], 5: ['KH', '3D'] },
      foundations: { 1: clubs, 2: clubs.replace(/C/g, 'D') },
      stock: '2H',
    });
    expect(has(klondike.legalMoves(start, options()), { type: 'move', from: 'column-1', to: 'column-3', count: 1 })).toBe(false);
  });
});

describe('Klondike rule 8 and the stock (RULES.md section 1, "Stock")', () => {
  test('draw 3 turns three cards, only the top plays; the waste turns over unshuffled', () => {
    const start = position({ stock: '2D 3D 4D 5D', columns: { 1: ['', 'KS'] } });
    const drawn = playMove(klondike, start, options(), { type: 'draw' });
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    expect(drawn.value.position.piles.waste.cards).toEqual(['5D', '4D', '3D']);
    const second = playMove(klondike, drawn.value.position, options(), { type: 'draw' });
    if (!second.ok) throw new Error(second.error);
    const turned = playMove(klondike, second.value.position, options(), { type: 'recycle' });
    if (!turned.ok) throw new Error(turned.error);
    expect(turned.value.position.piles.stock.cards).toEqual(['2D', '3D', '4D', '5D']);
    expect(turned.value.position.vars.redealsUsed).toBe(1);
  });

  test('preset single-pass: draw 1, no redeal; «не более трех раз» is redeals=3', () => {
    const start = position({ waste: '2D', columns: { 1: ['', 'KS'] } });
    expect(klondike.legalMoves(start, options('single-pass')).some((m) => m.type === 'recycle')).toBe(false);
    const three = position({ waste: '2D', redealsUsed: 3, columns: { 1: ['', 'KS'] } });
    expect(klondike.legalMoves(three, options(undefined, { redeals: '3' })).some((m) => m.type === 'recycle')).toBe(false);
    const two = position({ waste: '2D', redealsUsed: 2, columns: { 1: ['', 'KS'] } });
    expect(klondike.legalMoves(two, options(undefined, { redeals: '3' })).some((m) => m.type === 'recycle')).toBe(true);
  });

  test('«когда исчезнет возможность передвигать карты»: a trip round the stock that only comes back is no move — lost', () => {
    const stuck = position({ stock: '2D 3D 4D', waste: '9D', columns: { 1: ['', 'KS'], 2: ['5C', '4H'] } });
    expect(gameStatus(klondike, stuck, options())).toBe('lost');
    // The same stock, but a card in it plays onto a column: still playing.
    const alive = position({ stock: '2D 3C 4D', waste: '9D', columns: { 1: ['', 'KS'], 2: ['5C', '4H'] } });
    expect(gameStatus(klondike, alive, options())).toBe('playing');
    const auto = autoPlay(klondike, alive, options());
    expect(auto.moves.length).toBeGreaterThan(0);
  });

  test('issue 9, item 2: the status reads the trip round the stock from the position (draw 3: every third card, the last, then a whole pass after a redeal)', () => {
    // Nothing plays on the tableau; of the stock and waste only 2S would (onto the 3H of column 2). Draw 3 shows every
    // third card and the last one of the stock, then, after a redeal, of the whole pass (the waste from its bottom card).
    const columns: Record<number, [string, string]> = { 1: ['', 'KS'], 2: ['5C', '3H'] };
    const cases: { stock: string; waste?: string; redealsUsed?: number; redeals?: string; status: string }[] = [
      // Stock bottom → top: the draws show 4D (third from the top) and 2S (the last card): playing.
      { stock: '2S 6D 7D 4D 8D 9D', status: 'playing' },
      // 2S second from the top (under 8D) never shows before the stock runs out (9D, then 4D); after the redeal the
      // pass is 5D 8D 2S | 9D 7D 6D | 4D, so it shows third: playing — but not when no redeal is left.
      { stock: '4D 6D 7D 9D 2S 8D', waste: '5D', status: 'playing' },
      { stock: '4D 6D 7D 9D 2S 8D', waste: '5D', redeals: '0', status: 'lost' },
      { stock: '4D 6D 7D 9D 2S 8D', waste: '5D', redeals: '3', redealsUsed: 3, status: 'lost' },
      // The waste bottom card first in the pass: 9D 2S 8D | … shows 8D third; 2S never shows: lost.
      { stock: '4D 6D 7D', waste: '9D 2S 8D', status: 'lost' },
      // 2S is the waste top now: playing.
      { stock: '4D 6D 7D', waste: '9D 8D 2S', status: 'playing' },
    ];
    for (const { stock, waste, redealsUsed, redeals, status } of cases) {
      const start = position({ stock, waste, redealsUsed, columns });
      const rules = options(undefined, redeals === undefined ? {} : { redeals });
      expect(gameStatus(klondike, start, rules)).toBe(status);
      expect(walkStockTrip(klondike, start, rules)).toBe(status === 'playing');
    }
  });

  test('won: all 52 cards on the foundations', () => {
    const suits = ['S', 'H', 'D', 'C'];
    const full = (suit: string) => 'A 2 3 4 5 6 7 8 9 T J Q K'.split(' ').map((rank) => rank + suit).join(' ');
    const almost = position({ foundations: { 1: full('S'), 2: full('H'), 3: full('D'), 4: full('C').replace(' KC', '') }, columns: { 1: ['', 'KC'] } });
    expect(gameStatus(klondike, almost, options())).toBe('playing');
    const won = playMove(klondike, almost, options(), { type: 'move', from: 'column-1', to: 'foundation-4' });
    if (!won.ok) throw new Error(won.error);
    expect(gameStatus(klondike, won.value.position, options())).toBe('won');
    expect(suits).toHaveLength(4);
  });

  test('foundationToTableau (not in the text) is off by default', () => {
    const start = position({ foundations: { 1: 'AS 2S' }, columns: { 1: ['', '3H'] }, stock: '9D' });
    expect(has(klondike.legalMoves(start, options()), { type: 'move', from: 'foundation-1', to: 'column-1', count: 1 })).toBe(false);
    expect(has(klondike.legalMoves(start, options(undefined, { foundationToTableau: 'true' })), { type: 'move', from: 'foundation-1', to: 'column-1', count: 1 })).toBe(true);
  });

  test('issue 26, item 6 (found by the soak): a won game offers no move, not even a King back into a gap with foundationToTableau', () => {
    const full = (suit: string) => 'A 2 3 4 5 6 7 8 9 T J Q K'.split(' ').map((rank) => rank + suit).join(' ');
    const won = position({ foundations: { 1: full('S'), 2: full('H'), 3: full('D'), 4: full('C') } });
    const rules = options('classic');
    expect(rules.foundationToTableau).toBe(true);
    expect(gameStatus(klondike, won, rules)).toBe('won');
    expect(klondike.legalMoves(won, rules)).toEqual([]);
    expect(klondike.movesNamed!(won, { type: 'move', from: 'foundation-1', to: 'column-1' }, rules)).toEqual([]);
  });
});

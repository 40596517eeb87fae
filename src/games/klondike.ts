/**
 * Klondike — «Косынка», the book's own variant. Seed 000, rules 3–8; RULES.md section 1.
 *
 * Piles: `stock`, `waste`, `foundation-1..4`, `column-1..7`.
 * Decisions where the seed is silent (RULES.md section 1, and docs/rules/klondike.*.md):
 * - the layout is the classic one (rules 1–2 are missing from the text);
 * - a King is "placed" (rule 7) when it lies face up at the bottom of a column or on a foundation;
 * - a column's face-up cards always move together (rule 5), also into a gap: a column top that heads no longer run is
 *   the only single card a column can give to a gap, so rule 7's "not inside a sequence" holds;
 * - moving a whole column (no face-down card under it) into another gap is not offered: it changes nothing.
 */
import { type Card, isRed, rankValue, suitOf } from '../core/cards.js';
import type { GameDefinition, Move, Position } from '../core/game.js';
import { Table, pileIds, stockPosition } from '../core/table.js';

export interface KlondikeOptions {
  [key: string]: string | number | boolean;
  /** Cards turned from the stock at a time (rule 8: 3; "some prefer one at a time"). */
  draw: 1 | 3;
  /** How often the waste may be turned over as the stock: 'unlimited', or a number ("не более трёх раз" is 3). */
  redeals: 'unlimited' | 0 | 1 | 2 | 3;
  /** Rule 5 forbids moving part of a sequence; true allows any face-up tail, as classic Klondike does. */
  partialMoves: boolean;
  /** Rule 7: `kings-first` (only Kings until all four are placed, then any card); `kings` (only Kings, always). */
  emptyColumns: 'kings-first' | 'kings';
  /** Not in the text: whether a foundation's top card may come back to the tableau. */
  foundationToTableau: boolean;
}

export interface KlondikeVars {
  [key: string]: unknown;
  /** How many times the waste has been turned over as the stock. */
  redealsUsed: number;
}

type KlondikePosition = Position<KlondikeVars>;

export const FOUNDATIONS = pileIds('foundation', 4);
export const COLUMNS = pileIds('column', 7);

function top(position: KlondikePosition, id: string): Card | undefined {
  const cards = position.piles[id].cards;
  return cards[cards.length - 1];
}

/** Rule 4 and RULES.md: foundations build up in suit from A to K. */
function fitsFoundation(card: Card, foundation: readonly Card[]): boolean {
  if (foundation.length === 0) return rankValue(card) === 1;
  const under = foundation[foundation.length - 1];
  return suitOf(under) === suitOf(card) && rankValue(card) === rankValue(under) + 1;
}

/** Rule 3: down in alternating colours ("a red seven goes on a black eight"). */
function fitsColumn(card: Card, column: readonly Card[]): boolean {
  const under = column[column.length - 1];
  return under !== undefined && isRed(under) !== isRed(card) && rankValue(card) === rankValue(under) - 1;
}

/** Rule 7: a King is placed when it lies face up at the bottom of a column or on a (complete) foundation. */
function allKingsPlaced(position: KlondikePosition): boolean {
  let placed = 0;
  for (const id of FOUNDATIONS) if (position.piles[id].cards.length === 13) placed++;
  for (const id of COLUMNS) {
    const pile = position.piles[id];
    if (pile.cards.length > 0 && pile.faceDown === 0 && rankValue(pile.cards[0]) === 13) placed++;
  }
  return placed >= 4;
}

/** Rule 7: what may fill a gap: a King (or a run headed by one) until all four Kings are placed, then anything. */
function gapTakes(head: Card, position: KlondikePosition, options: KlondikeOptions): boolean {
  if (rankValue(head) === 13) return true;
  return options.emptyColumns === 'kings-first' && allKingsPlaced(position);
}

function canRecycle(position: KlondikePosition, options: KlondikeOptions): boolean {
  if (position.piles.stock.cards.length > 0 || position.piles.waste.cards.length === 0) return false;
  return options.redeals === 'unlimited' || position.vars.redealsUsed < options.redeals;
}

function legalMoves(position: KlondikePosition, options: KlondikeOptions): Move[] {
  const moves: Move[] = [];
  const waste = top(position, 'waste');
  // Cards to the foundations: the waste top and the column tops (rule 4).
  for (const from of ['waste', ...COLUMNS]) {
    const card = top(position, from);
    if (card === undefined) continue;
    const to = FOUNDATIONS.find((id) => fitsFoundation(card, position.piles[id].cards));
    if (to) moves.push({ type: 'move', from, to, count: 1 });
  }
  // Column to column (rule 5) and into gaps (rule 7).
  for (const from of COLUMNS) {
    const pile = position.piles[from];
    const faceUp = pile.cards.length - pile.faceDown;
    if (faceUp === 0) continue;
    const counts = options.partialMoves ? Array.from({ length: faceUp }, (_, i) => faceUp - i) : [faceUp];
    for (const count of counts) {
      const head = pile.cards[pile.cards.length - count];
      for (const to of COLUMNS) {
        if (to === from) continue;
        const target = position.piles[to].cards;
        if (target.length === 0) {
          if (count === pile.cards.length) continue; // a whole column into a gap changes nothing
          if (gapTakes(head, position, options)) moves.push({ type: 'move', from, to, count });
        } else if (fitsColumn(head, target)) {
          moves.push({ type: 'move', from, to, count });
        }
      }
    }
  }
  // The waste top to the tableau (rule 3) or a gap (rule 7).
  if (waste !== undefined) {
    for (const to of COLUMNS) {
      const target = position.piles[to].cards;
      if (target.length === 0 ? gapTakes(waste, position, options) : fitsColumn(waste, target)) moves.push({ type: 'move', from: 'waste', to, count: 1 });
    }
  }
  // A foundation card back to the tableau (option; not in the text).
  if (options.foundationToTableau) {
    for (const from of FOUNDATIONS) {
      const card = top(position, from);
      if (card === undefined) continue;
      for (const to of COLUMNS) {
        const target = position.piles[to].cards;
        if (target.length === 0 ? gapTakes(card, position, options) : fitsColumn(card, target)) moves.push({ type: 'move', from, to, count: 1 });
      }
    }
  }
  // The stock (rule 8).
  if (position.piles.stock.cards.length > 0) moves.push({ type: 'draw' });
  else if (canRecycle(position, options)) moves.push({ type: 'recycle' });
  return moves;
}

function apply(position: KlondikePosition, move: Move, options: KlondikeOptions) {
  const table = new Table(position);
  switch (move.type) {
    case 'draw':
      table.turnOver('stock', 'waste', Math.min(options.draw, table.size('stock')), false, true);
      break;
    case 'recycle':
      table.turnOver('waste', 'stock', table.size('waste'), false, false);
      table.vars = { ...table.vars, redealsUsed: table.vars.redealsUsed + 1 };
      break;
    case 'move':
      table.move(move.from, move.to, move.count ?? 1, false);
      // Rule 6: a face-down card that becomes the top turns face up at once.
      if (COLUMNS.includes(move.from)) table.turnUpTop(move.from, true);
      break;
    default:
      throw new Error(`klondike has no ${move.type} move`);
  }
  return table.done();
}

function deal(deck: readonly Card[], _options: KlondikeOptions) {
  const table = new Table(stockPosition<KlondikeVars>(deck, ['waste', ...FOUNDATIONS, ...COLUMNS], { redealsUsed: 0 }));
  // RULES.md section 1: 28 cards in rows — row r deals one card to each of columns r..7.
  for (let row = 0; row < 7; row++) {
    for (let column = row; column < 7; column++) {
      table.move('stock', COLUMNS[column], 1, true, false);
    }
  }
  // The top card of each column is face up.
  for (const id of COLUMNS) table.turnUpTop(id, true);
  return table.done();
}

export const klondike: GameDefinition<KlondikeOptions, KlondikeVars> = {
  id: 'klondike',
  name: { en: 'Klondike', ru: 'Косынка' },
  source: 'seed 000, rules 3–8; RULES.md section 1',
  options: [
    { key: 'draw', values: [3, 1], default: 3, label: { en: 'Cards drawn from the stock at a time', ru: 'Сколько карт открывать из колоды' } },
    { key: 'redeals', values: ['unlimited', 0, 1, 2, 3], default: 'unlimited', label: { en: 'Times the waste may be turned over', ru: 'Сколько раз можно перевернуть колоду' } },
    { key: 'partialMoves', values: [false, true], default: false, label: { en: 'Move part of a sequence', ru: 'Можно двигать часть последовательности' } },
    { key: 'emptyColumns', values: ['kings-first', 'kings'], default: 'kings-first', label: { en: 'Gaps: Kings until all four are placed, or Kings only', ru: 'Свободное место: короли, пока все четыре не встанут, или только короли' } },
    { key: 'foundationToTableau', values: [false, true], default: false, label: { en: 'Cards may come back from the foundations', ru: 'Можно снимать карты с базовых стопок' } },
  ],
  presets: {
    book: {},
    'single-pass': { draw: 1, redeals: 0 },
    'three-redeals': { redeals: 3 },
    classic: { partialMoves: true, emptyColumns: 'kings', foundationToTableau: true, draw: 3, redeals: 'unlimited' },
  },
  deckSize: () => 52,
  layout: () => [
    { id: 'stock', kind: 'stock', row: 0, column: 0, fan: 'none' },
    { id: 'waste', kind: 'waste', row: 0, column: 1, fan: 'right' },
    ...FOUNDATIONS.map((id, i) => ({ id, kind: 'foundation' as const, row: 0, column: 3 + i, fan: 'none' as const })),
    ...COLUMNS.map((id, i) => ({ id, kind: 'tableau' as const, row: 1, column: i, fan: 'down' as const })),
  ],
  deal,
  legalMoves,
  apply,
  isWon: (position) => FOUNDATIONS.every((id) => position.piles[id].cards.length === 13),
  stockMoves: ['draw', 'recycle'],
};

/**
 * Topsy-Turvy Queens — «Дамы кувырком». Seed 002 (docs/seeds/002_*.txt); RULES.md section 7.
 *
 * Piles (in layout order): `stock`, `waste`, `king-1..8` (the King row: each King starts a foundation that builds up
 * in its suit K, A, 2, …, Q), `captive-1..7` (one face-down card under each of the first seven King slots; slot 8
 * has none), `column-1..8` (face-up columns).
 *
 * Decisions where the seed is silent (RULES.md section 7, and docs/rules/topsy-turvy-queens.*.md):
 * - 8 columns of 4 cards, dealt in rows after the 7 captives; the other 65 cards are the stock, the 40th card on top;
 * - a King that becomes the top of a column or of the waste goes at once to the leftmost empty King slot (automatic),
 *   also right after the deal, columns 1..8 in turn, each as long as its new top is again a King;
 * - the stock turns one card at a time and may be used at any time; the waste may be turned over twice (3 passes);
 * - runs: any in-suit descending tail of a column moves as a whole; a whole column is not offered into a gap;
 * - when two foundations could take a card they are both offered, even two of the same suit at the same height:
 *   completing one or the other frees a different captive, so the choice matters;
 * - a captive turns face up (automatic) when its slot's foundation is complete (13 cards, Q on top); it then goes
 *   only to a foundation (a King to the leftmost empty slot, as the player's move), never to the tableau or a gap.
 */
import { type Card, RANK_STEP, cardKey, rankValue, suitOf } from '../core/cards.js';
import type { GameDefinition, Move, PileSpec, Position } from '../core/game.js';
import { Table, applyBy, pileIds, stockPosition } from '../core/table.js';

/** The game has no options: RULES.md section 7 names none. */
export interface TopsyTurvyQueensOptions {
  [key: string]: string | number | boolean;
}

export interface TopsyTurvyQueensVars {
  [key: string]: unknown;
  /** How many times the waste has been turned over as the stock (0..2). */
  redealsUsed: number;
}

type TopsyTurvyQueensPosition = Position<TopsyTurvyQueensVars>;

/** The King row: eight foundations, filled left to right as Kings come out. */
export const KING_SLOTS = pileIds('king', 8);
/** The captives: one face-down card under each of King slots 1..7. */
export const CAPTIVES = pileIds('captive', 7);
/** The eight face-up columns of the tableau. */
export const COLUMNS = pileIds('column', 8);
/** Cards dealt to each column (RULES.md section 7: the text gives no count; 4 as the other published versions). */
export const CARDS_PER_COLUMN = 4;
/** Times the waste may be turned over as the stock ("перелистать еще 2 раза"). */
export const REDEALS = 2;
/** A complete foundation: K, A, 2, …, Q. */
export const FOUNDATION_SIZE = 13;

const KING = 13;
const QUEEN = 12;

function top(position: TopsyTurvyQueensPosition, id: string): Card | undefined {
  const cards = position.piles[id].cards;
  return cards[cards.length - 1];
}

const isKing = (card: Card) => rankValue(card) === KING;

/** The rank that goes next on a foundation whose top card is `under`: K → A, then up by one to Q; null after Q. */
function nextRank(under: Card): number | null {
  const value = rankValue(under);
  if (value === KING) return 1;
  if (value === QUEEN) return null;
  return value + 1;
}

/** Seed: «На основные карты необходимо собирать в масть в восходящем порядке (король, туз, 2, 3 и т. д. до дамы)». */
function fitsFoundation(card: Card, foundation: readonly Card[]): boolean {
  const under = foundation[foundation.length - 1];
  return under !== undefined && suitOf(under) === suitOf(card) && nextRank(under) === rankValue(card);
}

/** Seed: «перекладывать игровую карту в другой ряд в масть в нисходящем порядке». */
function fitsColumn(card: Card, column: readonly Card[]): boolean {
  const under = column[column.length - 1];
  return under !== undefined && suitOf(under) === suitOf(card) && rankValue(under) === rankValue(card) + 1;
}

/** Seed: «Ряд королей заполняется слева направо по мере выхода королей». */
function leftmostEmptySlot(piles: TopsyTurvyQueensPosition['piles']): string | undefined {
  for (const id of KING_SLOTS) if (piles[id].cards.length === 0) return id;
  return undefined;
}

const KING_SLOT_SET: ReadonlySet<string> = new Set(KING_SLOTS);
const CAPTIVE_SET: ReadonlySet<string> = new Set(CAPTIVES);
const COLUMN_SET: ReadonlySet<string> = new Set(COLUMNS);
/** The piles whose top card (not a King) may go to a foundation, in the order `legalMoves` lists them. */
const FOUNDATION_SOURCES = ['waste', ...COLUMNS];

/** Whether King slot `to` takes `card`: a King the leftmost empty slot only; any other card a slot it fits. */
function foundationTakes(card: Card, to: string, piles: TopsyTurvyQueensPosition['piles']): boolean {
  return isKing(card) ? leftmostEmptySlot(piles) === to : fitsFoundation(card, piles[to].cards);
}

/** How many top cards of a column form an in-suit descending run (0 for an empty column). */
export function runLength(cards: readonly Card[]): number {
  if (cards.length === 0) return 0;
  let length = 1;
  while (length < cards.length) {
    const card = cards[cards.length - length];
    const under = cards[cards.length - length - 1];
    if (suitOf(under) !== suitOf(card) || rankValue(under) !== rankValue(card) + 1) break;
    length++;
  }
  return length;
}

/** Whether the top `count` cards of a column (an in-suit run) may go onto column `to`: onto a card, or into a gap unless they are the whole column. */
function runGoesOnto(from: readonly Card[], count: number, to: readonly Card[]): boolean {
  if (to.length === 0) return count !== from.length;
  return fitsColumn(from[from.length - count], to);
}

/** Whether the waste top may go onto column `to`: onto a card it fits, or into a gap; never a King (it has gone to its row). */
function wasteGoesOnto(card: Card, to: readonly Card[]): boolean {
  return !isKing(card) && (to.length === 0 || fitsColumn(card, to));
}

/** True when a captive has been freed: its slot's foundation is complete and the card lies face up. */
function isFree(position: TopsyTurvyQueensPosition, captive: string): boolean {
  const pile = position.piles[captive];
  return pile.cards.length > 0 && pile.faceDown === 0;
}

type Visit = (from: string, to: string, count: number) => boolean | void;

/** No card: the key (`cardKey`) an empty pile's top or a complete foundation's next card has. */
const NO_CARD = -1;

/** The key of the top card of `cards` (`NO_CARD` when empty). */
function topKey(cards: readonly Card[]): number {
  return cards.length === 0 ? NO_CARD : cardKey(cards[cards.length - 1]);
}

/**
 * The King row as move generation reads it: for each slot the key (`cardKey`) of the card it takes next (`NO_CARD`
 * for an empty slot or one complete to the Queen: K → A, then up by one to Q, as `fitsFoundation`), and the index of
 * the leftmost empty slot, the one a King goes to (−1: none).
 */
interface KingRow {
  takes: number[];
  emptySlot: number;
}

function kingRow(piles: TopsyTurvyQueensPosition['piles']): KingRow {
  const takes: number[] = [];
  let emptySlot = -1;
  KING_SLOTS.forEach((id, slot) => {
    const cards = piles[id].cards;
    if (cards.length === 0) {
      takes.push(NO_CARD);
      if (emptySlot < 0) emptySlot = slot;
      return;
    }
    const under = cards[cards.length - 1];
    const rank = rankValue(under);
    takes.push(rank === QUEEN ? NO_CARD : rank === KING ? cardKey(under) - (KING - 1) * RANK_STEP : cardKey(under) + RANK_STEP);
  });
  return { takes, emptySlot };
}

/** Whether the non-King card of key `key` may go onto the column whose top has key `top`: onto a card it fits, or into a gap. */
const fitsOnto = (key: number, top: number) => top === NO_CARD || top === key + RANK_STEP;

/**
 * Visits every legal card move in the order `legalMoves` lists them, the waste's moves left out unless `withWaste`;
 * stops at the first visit that returns true, and returns whether it stopped. The cards are compared by their keys
 * (`cardKey`), read once a call: the same moves as `foundationTakes`, `runGoesOnto` and `wasteGoesOnto` give.
 */
function visitCardMoves(position: TopsyTurvyQueensPosition, withWaste: boolean, visit: Visit): boolean {
  const piles = position.piles;
  const { takes, emptySlot } = kingRow(piles);
  // Cards to the foundations: the waste top and column tops (a King there has already gone by itself), and the
  // free captives (seed: «ее можно переложить, но только на соответствующую карту основного ряда»).
  for (const from of FOUNDATION_SOURCES) {
    if (from === 'waste' && !withWaste) continue;
    const card = top(position, from);
    if (card === undefined || isKing(card)) continue;
    const key = cardKey(card);
    for (let slot = 0; slot < KING_SLOTS.length; slot++) if (takes[slot] === key && visit(from, KING_SLOTS[slot], 1)) return true;
  }
  for (const from of CAPTIVES) {
    if (!isFree(position, from)) continue;
    const card = top(position, from)!;
    if (isKing(card)) {
      if (emptySlot >= 0 && visit(from, KING_SLOTS[emptySlot], 1)) return true;
      continue;
    }
    const key = cardKey(card);
    for (let slot = 0; slot < KING_SLOTS.length; slot++) if (takes[slot] === key && visit(from, KING_SLOTS[slot], 1)) return true;
  }
  // Column to column: single cards or in-suit runs («как по одной, так и сериями карт»); any of them into a gap, but
  // not a whole column.
  const tops = COLUMNS.map((id) => topKey(piles[id].cards));
  for (let f = 0; f < COLUMNS.length; f++) {
    const from = COLUMNS[f];
    const cards = piles[from].cards;
    const run = runLength(cards);
    for (let count = 1; count <= run; count++) {
      const key = cardKey(cards[cards.length - count]);
      const whole = count === cards.length;
      for (let t = 0; t < COLUMNS.length; t++) {
        if (t === f) continue;
        const ok = tops[t] === NO_CARD ? !whole : tops[t] === key + RANK_STEP;
        if (ok && visit(from, COLUMNS[t], count)) return true;
      }
    }
  }
  // The waste top to a column or a gap («в том числе из открытой колоды»); never a King (it has gone to its row).
  const waste = withWaste ? top(position, 'waste') : undefined;
  if (waste !== undefined && !isKing(waste)) {
    const key = cardKey(waste);
    for (let t = 0; t < COLUMNS.length; t++) if (fitsOnto(key, tops[t]) && visit('waste', COLUMNS[t], 1)) return true;
  }
  return false;
}

/** The stock move: one card at a time; the waste turned over at most twice. */
function stockMove(position: TopsyTurvyQueensPosition): Move | undefined {
  if (position.piles.stock.cards.length > 0) return { type: 'draw' };
  if (position.piles.waste.cards.length > 0 && position.vars.redealsUsed < REDEALS) return { type: 'recycle' };
  return undefined;
}

function legalMoves(position: TopsyTurvyQueensPosition, _options: TopsyTurvyQueensOptions): Move[] {
  const moves: Move[] = [];
  visitCardMoves(position, true, (from, to, count) => {
    moves.push({ type: 'move', from, to, count });
  });
  const stock = stockMove(position);
  if (stock) moves.push(stock);
  return moves;
}

/** The legal moves `wanted` names (GameDefinition.movesNamed): only the piles it names are looked at. */
function movesNamed(position: TopsyTurvyQueensPosition, wanted: Move): Move[] {
  if (wanted.type === 'draw' || wanted.type === 'recycle') {
    const stock = stockMove(position);
    return stock?.type === wanted.type ? [stock] : [];
  }
  if (wanted.type !== 'move') return [];
  const { from, to } = wanted;
  const piles = position.piles;
  const moves: Move[] = [];
  const offer = (count: number) => {
    if (wanted.count === undefined || wanted.count === count) moves.push({ type: 'move', from, to, count });
  };
  if (KING_SLOT_SET.has(to)) {
    // The waste top or a column top that is no King, or a free captive (a King among them too).
    const card = from === 'waste' || COLUMN_SET.has(from) || (CAPTIVE_SET.has(from) && isFree(position, from)) ? top(position, from) : undefined;
    if (card !== undefined && (CAPTIVE_SET.has(from) || !isKing(card)) && foundationTakes(card, to, piles)) offer(1);
  } else if (COLUMN_SET.has(to) && to !== from) {
    if (COLUMN_SET.has(from)) {
      const cards = piles[from].cards;
      const run = runLength(cards);
      for (let count = 1; count <= run; count++) if (runGoesOnto(cards, count, piles[to].cards)) offer(count);
    } else if (from === 'waste') {
      const card = top(position, 'waste');
      if (card !== undefined && wasteGoesOnto(card, piles[to].cards)) offer(1);
    }
  }
  return moves;
}

/**
 * GameDefinition.stockTripOffersPlay, read from the position: a trip round the stock changes only the stock, the
 * waste and (a King drawn goes to its row) the King row. It offers a move when the tableau offers one now or after a
 * King joins the row, or when a card it brings to the waste top can be played. The trip is followed on the deck as a
 * recycle lays it (the waste from its bottom card, then the stock from its top) with the index of the next card to
 * draw: no position is built, only the piles object is copied when a King joins the row (at most eight times). The
 * redeals left bound the trip; a pass that comes round again only shows piles already seen.
 */
function stockTripOffersPlay(position: TopsyTurvyQueensPosition): boolean {
  const stock = position.piles.stock.cards;
  const waste = position.piles.waste.cards;
  let piles = position.piles;
  // The columns do not change on the trip; the King row only when a King joins it.
  const tops = COLUMNS.map((id) => topKey(piles[id].cards));
  let row = kingRow(piles);
  const wastePlays = (card: Card) => {
    if (isKing(card)) return false;
    const key = cardKey(card);
    return row.takes.includes(key) || tops.some((columnTop) => fitsOnto(key, columnTop));
  };
  if (waste.length > 0 && wastePlays(waste[waste.length - 1])) return true;
  if (visitCardMoves(position, false, () => true)) return true;
  // The deck as a recycle lays it: index i < waste.length is the waste's i-th card from its bottom, then the stock
  // from its top. `next` is the index the next draw turns up; the Kings that went to the row are `gone`.
  const size = waste.length + stock.length;
  const cardAt = (i: number) => (i < waste.length ? waste[i] : stock[size - 1 - i]);
  const gone: number[] = [];
  const wasteTop = () => {
    for (let i = next - 1; i >= 0; i--) if (!gone.includes(i)) return i;
    return -1;
  };
  let next = waste.length;
  let redealsLeft = REDEALS - position.vars.redealsUsed;
  for (;;) {
    while (next < size && gone.includes(next)) next++;
    if (next < size) {
      next++;
      // The automatic step after a draw: a King on the waste top goes to the leftmost empty slot, while one is empty.
      for (;;) {
        const top = wasteTop();
        const slot = top >= 0 && isKing(cardAt(top)) ? leftmostEmptySlot(piles) : undefined;
        if (slot === undefined) break;
        piles = { ...piles, [slot]: { cards: [cardAt(top)], faceDown: 0 } };
        row = kingRow(piles);
        gone.push(top);
        if (visitCardMoves({ piles, vars: position.vars }, false, () => true)) return true;
      }
      const top = wasteTop();
      if (top >= 0 && wastePlays(cardAt(top))) return true;
    } else if (wasteTop() >= 0 && redealsLeft > 0) {
      redealsLeft--;
      next = 0;
    } else {
      return false;
    }
  }
}

/**
 * The automatic steps: a King on top of a column or of the waste goes to the leftmost empty King slot (seed: «Если
 * основной картой в любом из вертикальных рядов окажется король, то он сразу же перекладывается в ряд королей»), and
 * a captive under a complete foundation turns face up («Как только какая-либо масть будет собрана и сверху окажется
 * дама, становится доступной карта, бывшая в плену»). Repeats until nothing changes.
 */
/** The piles whose top King goes to the row by itself, in the order they are looked at. */
const SETTLED_TOPS = [...COLUMNS, 'waste'];

function settle(table: Table<TopsyTurvyQueensVars>): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of SETTLED_TOPS) {
      for (;;) {
        const card = table.top(id);
        const slot = card !== undefined && isKing(card) ? leftmostEmptySlot(table.piles) : undefined;
        if (slot === undefined) break;
        table.move(id, slot, 1, true);
        changed = true;
      }
    }
    CAPTIVES.forEach((captive, i) => {
      if (table.size(KING_SLOTS[i]) === FOUNDATION_SIZE && table.turnUpTop(captive, true)) changed = true;
    });
  }
}

/** Plays a legal move on the table, then the automatic steps (GameDefinition.play). */
function play(table: Table<TopsyTurvyQueensVars>, move: Move): void {
  switch (move.type) {
    case 'draw':
      table.turnOver('stock', 'waste', 1, false, true);
      break;
    case 'recycle':
      table.turnOver('waste', 'stock', table.size('waste'), false, false);
      table.vars = { ...table.vars, redealsUsed: table.vars.redealsUsed + 1 };
      break;
    case 'move':
      table.move(move.from, move.to, move.count ?? 1, false);
      break;
    default:
      throw new Error(`topsy-turvy-queens has no ${move.type} move`);
  }
  settle(table);
}

/**
 * RULES.md section 7: the first 7 cards face down as captives 1..7 («7 карт, лежащих картинкой вниз, образуют ряд
 * королей»), then 8 columns of 4 face-up cards in rows, the other 65 cards as the stock (the 40th card on top);
 * then the Kings on top of the columns go to the King row.
 */
function deal(deck: readonly Card[], _options: TopsyTurvyQueensOptions) {
  const table = new Table(stockPosition<TopsyTurvyQueensVars>(deck, ['waste', ...KING_SLOTS, ...CAPTIVES, ...COLUMNS], { redealsUsed: 0 }));
  for (const id of CAPTIVES) table.move('stock', id, 1, true, false);
  for (let row = 0; row < CARDS_PER_COLUMN; row++) {
    for (const id of COLUMNS) table.move('stock', id, 1, true, true);
  }
  settle(table);
  return table.done();
}

/** The room a column is laid out for (web geometry.ts): twice its deal; a longer column closes its fan up. */
const COLUMN_ROOM = { faceDown: 0, faceUp: 2 * CARDS_PER_COLUMN };

function layout(): PileSpec[] {
  return [
    { id: 'stock', kind: 'stock', row: 0, column: 0, fan: 'none' },
    { id: 'waste', kind: 'waste', row: 0, column: 1, fan: 'right' },
    ...KING_SLOTS.map((id, i) => ({ id, kind: 'foundation' as const, row: 1, column: i, fan: 'none' as const })),
    ...CAPTIVES.map((id, i) => ({ id, kind: 'captive' as const, row: 2, column: i, fan: 'none' as const })),
    ...COLUMNS.map((id, i) => ({ id, kind: 'tableau' as const, row: 3, column: i, fan: 'down' as const, room: COLUMN_ROOM })),
  ];
}

/** Three rows instead of four (a wide screen): the captives under their King slots, the stock and the waste beside them. */
function wideLayout(): PileSpec[] {
  return [
    { id: 'stock', kind: 'stock', row: 1, column: 8, fan: 'none' },
    { id: 'waste', kind: 'waste', row: 1, column: 9, fan: 'right' },
    ...KING_SLOTS.map((id, i) => ({ id, kind: 'foundation' as const, row: 0, column: i, fan: 'none' as const })),
    ...CAPTIVES.map((id, i) => ({ id, kind: 'captive' as const, row: 1, column: i, fan: 'none' as const })),
    ...COLUMNS.map((id, i) => ({ id, kind: 'tableau' as const, row: 2, column: i, fan: 'down' as const, room: COLUMN_ROOM })),
  ];
}

export const topsyTurvyQueens: GameDefinition<TopsyTurvyQueensOptions, TopsyTurvyQueensVars> = {
  id: 'topsy-turvy-queens',
  name: { en: 'Topsy-Turvy Queens', ru: 'Дамы кувырком' },
  source: 'seed 002; RULES.md section 7',
  options: [],
  presets: {},
  deckSize: () => 104,
  layout,
  otherLayouts: () => [wideLayout()],
  deal,
  legalMoves,
  apply: applyBy(play),
  play: (table, move) => play(table, move),
  movesNamed: (position, move) => movesNamed(position, move),
  stockTripOffersPlay: (position) => stockTripOffersPlay(position),
  // Seed: «Пасьянс вышел, если все карты собраны по мастям в ряд королей».
  isWon: (position) => KING_SLOTS.every((id) => position.piles[id].cards.length === FOUNDATION_SIZE),
  stockMoves: ['draw', 'recycle'],
  buttonMoves: ['draw', 'recycle'],
  // The stock goes round three times: two redeals after the first pass.
  counters: (position) => ({ redealsLeft: Math.max(0, REDEALS - position.vars.redealsUsed) }),
  // The rules page's words (docs/rules/topsy-turvy-queens.*.md): the places of the King row («ряд королей»), where
  // each King starts a foundation; the captives («пленные карты»); the columns («вертикальные ряды»); the stock and
  // the waste («открытая колода»).
  view: {
    pileNames: {
      stock: { en: 'Stock', ru: 'Колода' },
      waste: { en: 'Waste', ru: 'Открытая колода' },
      foundation: { en: 'King row, place', ru: 'Ряд королей, место' },
      captive: { en: 'Captive', ru: 'Пленная карта' },
      tableau: { en: 'Column', ru: 'Вертикальный ряд' },
    },
  },
};

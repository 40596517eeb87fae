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
import type { GameDefinition, Move, Pile, Position } from '../core/game.js';
import { Table, applyBy, pileIds, stockPosition } from '../core/table.js';

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

const COLUMN_INDEX: ReadonlyMap<string, number> = new Map(COLUMNS.map((id, i) => [id, i]));
const FOUNDATION_INDEX: ReadonlyMap<string, number> = new Map(FOUNDATIONS.map((id, i) => [id, i]));

/** Rule 4 and RULES.md: foundations build up in suit from A to K. */
function fitsFoundation(card: Card, foundation: readonly Card[]): boolean {
  if (foundation.length === 0) return rankValue(card) === 1;
  const under = foundation[foundation.length - 1];
  return suitOf(under) === suitOf(card) && rankValue(card) === rankValue(under) + 1;
}

/** A card's rank and colour as one number, all that rule 3 looks at: rank × 2, plus 1 for a red card. */
function rankAndColour(card: Card): number {
  return rankValue(card) * 2 + (isRed(card) ? 1 : 0);
}

/**
 * Rule 3: the rank and colour (as `rankAndColour`) of the card that goes onto `under`: one rank lower, the other
 * colour ("a red seven goes on a black eight"). Below an Ace it names no card.
 */
function rankAndColourOnto(under: Card): number {
  return (rankValue(under) - 1) * 2 + (isRed(under) ? 0 : 1);
}

/**
 * The piles the move rules read, looked up once (by index, not by id, in the loops): the waste, the four
 * foundations and the seven columns; and rule 7 for this position.
 */
class Board {
  readonly stock: readonly Card[];
  readonly waste: readonly Card[];
  private foundationCards: (readonly Card[])[] | undefined;
  private columnPiles: Pile[] | undefined;
  /** Per column, the `rankAndColour` of the card that goes onto its top (rule 3); −1 for a gap. */
  private columnTakes: number[] | undefined;
  private anyCardInGap: boolean | undefined;

  constructor(
    readonly position: KlondikePosition,
    readonly options: KlondikeOptions,
  ) {
    this.stock = position.piles.stock.cards;
    this.waste = position.piles.waste.cards;
  }

  /** The cards of foundations 1–4 (read when first asked: a move to a foundation needs no column). */
  get foundations(): readonly (readonly Card[])[] {
    if (this.foundationCards === undefined) {
      this.foundationCards = [];
      for (const id of FOUNDATIONS) this.foundationCards.push(this.position.piles[id].cards);
    }
    return this.foundationCards;
  }

  /** Columns 1–7 (read when first asked). */
  get columns(): readonly Pile[] {
    if (this.columnPiles === undefined) {
      this.columnPiles = [];
      for (const id of COLUMNS) this.columnPiles.push(this.position.piles[id]);
    }
    return this.columnPiles;
  }

  /** What column `to` takes: the `rankAndColour` of the card that goes onto its top, −1 for a gap. */
  private takes(to: number): number {
    if (this.columnTakes === undefined) {
      this.columnTakes = [];
      for (const pile of this.columns) this.columnTakes.push(pile.cards.length === 0 ? -1 : rankAndColourOnto(pile.cards[pile.cards.length - 1]));
    }
    return this.columnTakes[to];
  }

  /** The cards of the waste, a foundation or a column, by pile id; undefined for any other id. */
  cardsOf(id: string): readonly Card[] | undefined {
    if (id === 'waste') return this.waste;
    const column = COLUMN_INDEX.get(id);
    if (column !== undefined) return this.columns[column].cards;
    const foundation = FOUNDATION_INDEX.get(id);
    return foundation === undefined ? undefined : this.foundations[foundation];
  }

  /** The top card of a pile's cards, or undefined when it is empty. */
  static top(cards: readonly Card[]): Card | undefined {
    return cards[cards.length - 1];
  }

  /** The index of the foundation a card goes to: the first that takes it (a card fits at most one, an Ace the first empty one); −1 for none. */
  foundationFor(card: Card): number {
    const foundations = this.foundations;
    for (let i = 0; i < foundations.length; i++) if (fitsFoundation(card, foundations[i])) return i;
    return -1;
  }

  /** Rule 7: a King is placed when it lies face up at the bottom of a column or on a (complete) foundation. */
  private allKingsPlaced(): boolean {
    let placed = 0;
    for (const foundation of this.foundations) if (foundation.length === 13) placed++;
    for (const pile of this.columns) if (pile.cards.length > 0 && pile.faceDown === 0 && rankValue(pile.cards[0]) === 13) placed++;
    return placed >= 4;
  }

  /** Rule 7, what may fill a gap: a King (or a run headed by one) until all four Kings are placed, then anything. */
  gapTakes(head: Card): boolean {
    if (rankValue(head) === 13) return true;
    this.anyCardInGap ??= this.options.emptyColumns === 'kings-first' && this.allKingsPlaced();
    return this.anyCardInGap;
  }

  /**
   * Whether a single card (the waste top, a foundation top) may go onto column `to`: rule 3, or rule 7 into a gap.
   * `value` is the card's `rankAndColour`, for a caller that asks of several columns.
   */
  cardGoesOnto(card: Card, to: number, value = rankAndColour(card)): boolean {
    const takes = this.takes(to);
    return takes < 0 ? this.gapTakes(card) : takes === value;
  }

  /**
   * Whether the top `count` cards of column `from` (a face-up run) may go onto column `to`: rule 5 onto a card, rule
   * 7 into a gap; a whole column into a gap is not offered (it changes nothing).
   */
  runGoesOnto(from: number, count: number, to: number): boolean {
    const cards = this.columns[from].cards;
    const head = cards[cards.length - count];
    const takes = this.takes(to);
    if (takes < 0) return count !== cards.length && this.gapTakes(head);
    return takes === rankAndColour(head);
  }

  /** The fewest of a column's `faceUp` face-up cards that may move: all of them (rule 5), or any tail down to one (option). */
  smallestCount(faceUp: number): number {
    return this.options.partialMoves ? 1 : faceUp;
  }

  /** Whether the card may be played from the waste top: to its foundation or onto a column. */
  wasteCardPlays(card: Card): boolean {
    if (this.foundationFor(card) >= 0) return true;
    const value = rankAndColour(card);
    for (let to = 0; to < COLUMNS.length; to++) if (this.cardGoesOnto(card, to, value)) return true;
    return false;
  }

  /** Whether a redeal is left: the waste may be turned over as the stock (rule 8; option `redeals`). */
  redealLeft(): boolean {
    return this.options.redeals === 'unlimited' || this.position.vars.redealsUsed < this.options.redeals;
  }

  /** The stock move (rule 8): a draw while the stock holds cards, else a recycle while the waste holds some and a redeal is left. */
  stockMove(): Move | undefined {
    if (this.stock.length > 0) return { type: 'draw' };
    return this.waste.length > 0 && this.redealLeft() ? { type: 'recycle' } : undefined;
  }
}

type Visit = (from: string, to: string, count: number) => boolean | void;

/**
 * Visits every legal card move in the order `legalMoves` lists them, the waste's moves left out unless `withWaste`;
 * stops at the first visit that returns true, and returns whether it stopped.
 */
function visitCardMoves(board: Board, withWaste: boolean, visit: Visit): boolean {
  const { columns, foundations } = board;
  // Cards to the foundations: the waste top and the column tops (rule 4).
  const waste = withWaste ? Board.top(board.waste) : undefined;
  if (waste !== undefined) {
    const to = board.foundationFor(waste);
    if (to >= 0 && visit('waste', FOUNDATIONS[to], 1)) return true;
  }
  for (let from = 0; from < columns.length; from++) {
    const card = Board.top(columns[from].cards);
    const to = card === undefined ? -1 : board.foundationFor(card);
    if (to >= 0 && visit(COLUMNS[from], FOUNDATIONS[to], 1)) return true;
  }
  // Column to column (rule 5) and into gaps (rule 7).
  for (let from = 0; from < columns.length; from++) {
    const faceUp = columns[from].cards.length - columns[from].faceDown;
    if (faceUp === 0) continue;
    for (let count = faceUp; count >= board.smallestCount(faceUp); count--) {
      for (let to = 0; to < columns.length; to++) {
        if (to !== from && board.runGoesOnto(from, count, to) && visit(COLUMNS[from], COLUMNS[to], count)) return true;
      }
    }
  }
  // The waste top to the tableau (rule 3) or a gap (rule 7).
  if (waste !== undefined) {
    for (let to = 0; to < columns.length; to++) if (board.cardGoesOnto(waste, to) && visit('waste', COLUMNS[to], 1)) return true;
  }
  // A foundation card back to the tableau (option; not in the text).
  if (board.options.foundationToTableau) {
    for (let from = 0; from < foundations.length; from++) {
      const card = Board.top(foundations[from]);
      if (card === undefined) continue;
      for (let to = 0; to < columns.length; to++) if (board.cardGoesOnto(card, to) && visit(FOUNDATIONS[from], COLUMNS[to], 1)) return true;
    }
  }
  return false;
}

/** Won: all 52 cards on the foundations, 13 on each. */
function isWon(position: KlondikePosition): boolean {
  return FOUNDATIONS.every((id) => position.piles[id].cards.length === 13);
}

/** Every legal move (GameDefinition.legalMoves); none once the game is won, where a foundation top could still go down. */
function legalMoves(position: KlondikePosition, options: KlondikeOptions): Move[] {
  if (isWon(position)) return [];
  const board = new Board(position, options);
  const moves: Move[] = [];
  visitCardMoves(board, true, (from, to, count) => {
    moves.push({ type: 'move', from, to, count });
  });
  const stock = board.stockMove();
  if (stock) moves.push(stock);
  return moves;
}

/** The legal moves `wanted` names (GameDefinition.movesNamed): only the piles it names are looked at. */
function movesNamed(position: KlondikePosition, wanted: Move, options: KlondikeOptions): Move[] {
  if (isWon(position)) return [];
  const board = new Board(position, options);
  if (wanted.type === 'draw' || wanted.type === 'recycle') {
    const stock = board.stockMove();
    return stock?.type === wanted.type ? [stock] : [];
  }
  if (wanted.type !== 'move') return [];
  const { from, to } = wanted;
  const moves: Move[] = [];
  const offer = (count: number) => {
    if (wanted.count === undefined || wanted.count === count) moves.push({ type: 'move', from, to, count });
  };
  const fromColumn = COLUMN_INDEX.get(from);
  const toColumn = COLUMN_INDEX.get(to);
  if (fromColumn !== undefined && toColumn !== undefined) {
    // Column to column (rule 5) or into a gap (rule 7): each count of the face-up run that goes, largest first.
    const pile = board.columns[fromColumn];
    const faceUp = pile.cards.length - pile.faceDown;
    for (let count = faceUp; count > 0 && count >= board.smallestCount(faceUp); count--) {
      if (fromColumn !== toColumn && board.runGoesOnto(fromColumn, count, toColumn)) offer(count);
    }
    return moves;
  }
  // One card: the waste top or a column top to its foundation (rule 4); the waste top, or a foundation top (option),
  // onto a column or into a gap.
  const card = Board.top(board.cardsOf(from) ?? []);
  if (card === undefined) return moves;
  const toFoundation = FOUNDATION_INDEX.get(to);
  const fromFoundation = FOUNDATION_INDEX.get(from);
  if (toFoundation !== undefined && (from === 'waste' || fromColumn !== undefined)) {
    if (board.foundationFor(card) === toFoundation) offer(1);
  } else if (toColumn !== undefined && (from === 'waste' || (fromFoundation !== undefined && options.foundationToTableau))) {
    if (board.cardGoesOnto(card, toColumn)) offer(1);
  }
  return moves;
}

/**
 * GameDefinition.stockTripOffersPlay, read from the position: a trip round the stock changes only the stock and the
 * waste, so it offers a move when a card it brings to the waste top can be played, or when the tableau and
 * foundations offer one now. The waste tops it shows: the one now; while the stock lasts, every `draw`-th card from
 * the stock top and its last card; then, if a redeal is left, the same along a whole pass of the deck as a recycle
 * lays it (the waste from its bottom card, then the stock from its top). A later pass shows the same cards again.
 * The waste tops are asked first: a player (or a solver) mostly draws to reach one of them.
 */
function stockTripOffersPlay(position: KlondikePosition, options: KlondikeOptions): boolean {
  const board = new Board(position, options);
  const { stock, waste } = board;
  if (waste.length > 0 && board.wasteCardPlays(waste[waste.length - 1])) return true;
  const draw = options.draw;
  for (let drawn = draw; drawn < stock.length + draw; drawn += draw) {
    if (board.wasteCardPlays(stock[stock.length - Math.min(drawn, stock.length)])) return true;
  }
  const deck = stock.length + waste.length;
  if (deck > 0 && board.redealLeft()) {
    for (let drawn = draw; drawn < deck + draw; drawn += draw) {
      const at = Math.min(drawn, deck) - 1; // index in the pass: the waste from the bottom, then the stock from the top
      if (board.wasteCardPlays(at < waste.length ? waste[at] : stock[stock.length - 1 - (at - waste.length)])) return true;
    }
  }
  return visitCardMoves(board, false, () => true);
}

/** Plays a legal move on the table with its automatic step (GameDefinition.play). */
function play(table: Table<KlondikeVars>, move: Move, options: KlondikeOptions): void {
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

/**
 * The room a column is laid out for (web geometry.ts): the six face-down cards of the deepest column and a run of five
 * face-up cards, a King down to a Nine; a longer column closes its fan up.
 */
const COLUMN_ROOM = { faceDown: 6, faceUp: 5 };

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
    ...COLUMNS.map((id, i) => ({ id, kind: 'tableau' as const, row: 1, column: i, fan: 'down' as const, room: COLUMN_ROOM })),
  ],
  // Sideways (a phone held landscape): the stock over the waste at the left, the columns between, the foundations
  // two by two at the right, so that the columns have the whole height.
  otherLayouts: () => [
    [
      { id: 'stock', kind: 'stock', row: 0, column: 0, fan: 'none' },
      { id: 'waste', kind: 'waste', row: 1, column: 0, fan: 'down' },
      ...FOUNDATIONS.map((id, i) => ({ id, kind: 'foundation' as const, row: i % 2, column: 8 + Math.floor(i / 2), fan: 'none' as const })),
      ...COLUMNS.map((id, i) => ({ id, kind: 'tableau' as const, row: 0, column: 1 + i, fan: 'down' as const, room: COLUMN_ROOM })),
    ],
  ],
  deal,
  legalMoves,
  apply: applyBy(play),
  play,
  isWon,
  stockMoves: ['draw', 'recycle'],
  buttonMoves: ['draw', 'recycle'],
  // Rule 8 and the option `redeals`: how many more times the waste may be turned over.
  counters: (position, options) => ({ redealsLeft: options.redeals === 'unlimited' ? null : Math.max(0, options.redeals - position.vars.redealsUsed) }),
  movesNamed,
  stockTripOffersPlay,
  // The rules page's words (docs/rules/klondike.*.md): columns («колонки»), the stock and its waste («стопка открытых
  // карт»), the foundations («базовые стопки»).
  view: {
    pileNames: {
      stock: { en: 'Stock', ru: 'Колода' },
      waste: { en: 'Waste', ru: 'Открытые карты' },
      foundation: { en: 'Foundation', ru: 'Базовая стопка' },
      tableau: { en: 'Column', ru: 'Колонка' },
    },
  },
};

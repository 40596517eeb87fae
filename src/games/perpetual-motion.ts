/**
 * Perpetual Motion — «Вечное движение». Seed 004 (introduced at the end of seed 000); RULES.md section 3.
 *
 * Piles: `stock` (face down, the deck order's first card on top), `pile-1` … `pile-4` (face up) and `discard`.
 * Suits never matter, only ranks.
 *
 * The play is forced: every position has exactly one legal move (none once the game is over), so the engine's
 * `autoPlay` plays a whole game, and a player can make the same moves one by one.
 * - `{type: 'deal'}` deals the next row: up to four cards from the stock, one onto each of piles 1–4 in turn, face up
 *   (seed 004: «выкладывают на стол четыре карты одну за другой картинкой вверх»). Legal only when nothing
 *   consolidates and the stock is not empty.
 * - `{type: 'move', from: 'pile-j', to: 'pile-i', count: 1}` is the next single-card step of the consolidation
 *   (seed 004: «лежащие справа из них кладут на такую же, лежащую слева»; RULES.md section 3): the leftmost pile `i`
 *   whose top rank equals the top rank of some pile to its right takes every such top card from the piles right of
 *   it, pile by pile from left to right, a card at a time, as long as each newly exposed top still has that rank.
 *   Once pile `i` has started taking cards of a rank, it goes on taking them (`vars.consolidating`) before any pile
 *   to its left may take a newly exposed card.
 * Automatic steps inside `apply`:
 * - four of a kind: whenever the top four cards of a pile share a rank, they go to `discard` (seed 004: «При
 *   появлении четырёх карт одного достоинства в ряду, они автоматически удаляются»);
 * - the gather: when the stock is empty and nothing consolidates, pile 3 goes onto pile 4, pile 2 onto that, pile 1
 *   on top, no pile turned over («Начинают с самой правой четвёртой стопки. На неё сверху, не переворачивая карты,
 *   кладут третью стопку, затем вторую, затем первую»); the packet is turned face down as the new stock, so the next
 *   round deals pile 4's cards from its bottom card up, then pile 3's, 2's and 1's.
 * Won: every card discarded («Если из колоды уходят все карты пасьянс считается удавшимся»). Lost (RULES.md): a round
 * starts with a stock order (card codes, top first) that started an earlier round; the play would repeat for ever.
 * A deck of n cards has finitely many stock orders, so every game ends.
 */
import { type Card, type DeckSize, rankOf } from '../core/cards.js';
import type { GameDefinition, Move, Position } from '../core/game.js';
import { Table, applyBy, pileIds, stockPosition } from '../core/table.js';

export interface PerpetualMotionOptions {
  [key: string]: string | number | boolean;
  /** Deck size: 32 (7..A, seed 004: «колода из 32 карт (без шестёрок)»), 36 (6..A) or 52. */
  deck: 32 | 36 | 52;
}

export interface PerpetualMotionVars {
  [key: string]: unknown;
  /** The round being played, 1 for the first deal-through of the deck. */
  round: number;
  /** The stock order at the start of each round so far, the current one last: card codes top first, joined by spaces. */
  stockOrders: string[];
  /** True when the current round's stock order started an earlier round: the game is lost. */
  repeated: boolean;
  /** The consolidation under way: the pile taking cards and their rank; null between consolidations. */
  consolidating: { pile: string; rank: string } | null;
}

type PerpetualMotionPosition = Position<PerpetualMotionVars>;

/** The four piles the rows are dealt onto, left to right. */
export const PILES = pileIds('pile', 4);

/** The stock order as a string: card codes from the top (dealt first) down, joined by spaces. */
export function stockOrder(stock: readonly Card[]): string {
  return stock.slice().reverse().join(' ');
}

type PileReader = (id: string) => readonly Card[];

function topRank(cards: readonly Card[]): string | null {
  return cards.length === 0 ? null : rankOf(cards[cards.length - 1]);
}

/**
 * The next single-card consolidation step, or null when nothing consolidates. Continues the consolidation under way
 * (same target pile and rank) while a pile to its right still shows that rank; otherwise starts at the leftmost pile
 * whose top rank shows again to its right. The source is always the leftmost pile right of the target showing the rank.
 */
function nextConsolidation(cardsOf: PileReader, consolidating: PerpetualMotionVars['consolidating']): { from: string; to: string } | null {
  const sourceFor = (targetIndex: number, rank: string): string | null => {
    for (let j = targetIndex + 1; j < PILES.length; j++) if (topRank(cardsOf(PILES[j])) === rank) return PILES[j];
    return null;
  };
  if (consolidating !== null) {
    const index = PILES.indexOf(consolidating.pile);
    if (topRank(cardsOf(consolidating.pile)) === consolidating.rank) {
      const from = sourceFor(index, consolidating.rank);
      if (from !== null) return { from, to: consolidating.pile };
    }
  }
  for (let i = 0; i < PILES.length; i++) {
    const rank = topRank(cardsOf(PILES[i]));
    if (rank === null) continue;
    const from = sourceFor(i, rank);
    if (from !== null) return { from, to: PILES[i] };
  }
  return null;
}

function isWon(position: PerpetualMotionPosition): boolean {
  return position.piles.stock.cards.length === 0 && PILES.every((id) => position.piles[id].cards.length === 0);
}

function isLost(position: PerpetualMotionPosition): boolean {
  return position.vars.repeated;
}

/** The one legal move: the next consolidation step, else the next row's deal; none when the game is over. */
function legalMoves(position: PerpetualMotionPosition): Move[] {
  if (isWon(position) || isLost(position)) return [];
  const step = nextConsolidation((id) => position.piles[id].cards, position.vars.consolidating);
  if (step !== null) return [{ type: 'move', from: step.from, to: step.to, count: 1 }];
  if (position.piles.stock.cards.length > 0) return [{ type: 'deal' }];
  return [];
}

/** Four of a kind on top of a pile go to the discard (automatic), for every pile left to right. */
function discardFours(table: Table<PerpetualMotionVars>): void {
  for (const id of PILES) {
    const cards = table.pile(id).cards;
    if (cards.length < 4) continue;
    const rank = rankOf(cards[cards.length - 1]);
    if (cards.slice(-4).every((card) => rankOf(card) === rank)) table.move(id, 'discard', 4, true, true);
  }
}

/**
 * The end of a round (automatic): pile 3 onto pile 4, pile 2 onto that, pile 1 on top, the packet turned face down
 * as the new stock; then the new round's stock order is checked against those seen.
 */
function gather(table: Table<PerpetualMotionVars>): void {
  const packet = PILES[PILES.length - 1];
  for (let i = PILES.length - 2; i >= 0; i--) {
    const size = table.size(PILES[i]);
    if (size > 0) table.move(PILES[i], packet, size, true, true);
  }
  table.turnOver(packet, 'stock', table.size(packet), true, false);
  const order = stockOrder(table.pile('stock').cards);
  const repeated = table.vars.stockOrders.includes(order);
  table.vars = { ...table.vars, round: table.vars.round + 1, stockOrders: [...table.vars.stockOrders, order], repeated };
}

/** After a move: discard fours, end or keep the consolidation under way, and gather when the round is over. */
function settle(table: Table<PerpetualMotionVars>): void {
  discardFours(table);
  const cardsOf = (id: string) => table.pile(id).cards;
  const current = table.vars.consolidating;
  const next = nextConsolidation(cardsOf, current);
  const continuing = next !== null && current !== null && next.to === current.pile && topRank(cardsOf(current.pile)) === current.rank;
  if (!continuing && current !== null) table.vars = { ...table.vars, consolidating: null };
  if (next !== null || table.size('stock') > 0) return;
  if (PILES.every((id) => table.size(id) === 0)) return; // won: nothing left to gather
  gather(table);
}

/** Plays a legal move on the table, then the automatic steps (GameDefinition.play). */
function play(table: Table<PerpetualMotionVars>, move: Move): void {
  switch (move.type) {
    case 'deal': {
      const count = Math.min(PILES.length, table.size('stock'));
      for (let i = 0; i < count; i++) table.move('stock', PILES[i], 1, false, true);
      break;
    }
    case 'move': {
      const [card] = table.move(move.from, move.to, 1, false, true);
      table.vars = { ...table.vars, consolidating: { pile: move.to, rank: rankOf(card) } };
      break;
    }
    default:
      throw new Error(`perpetual-motion has no ${move.type} move`);
  }
  settle(table);
}

/** The opening position: the whole deck as the stock; its order is the first round's. No row is dealt yet. */
function deal(deck: readonly Card[]) {
  const table = new Table(
    stockPosition<PerpetualMotionVars>(deck, [...PILES, 'discard'], { round: 1, stockOrders: [deck.join(' ')], repeated: false, consolidating: null }),
  );
  return table.done();
}

/**
 * The room a pile is laid out for (web geometry.ts): a quarter of the deck (one card of each row dealt), at most ten;
 * a longer pile closes its fan up.
 */
function pileRoom(options: PerpetualMotionOptions): { faceDown: number; faceUp: number } {
  return { faceDown: 0, faceUp: Math.min(10, Number(options.deck) / 4) };
}

export const perpetualMotion: GameDefinition<PerpetualMotionOptions, PerpetualMotionVars> = {
  id: 'perpetual-motion',
  name: { en: 'Perpetual Motion', ru: 'Вечное движение' },
  source: 'seed 004 (introduced at the end of seed 000); RULES.md section 3',
  options: [
    {
      key: 'deck',
      values: [32, 36, 52],
      default: 32,
      label: { en: 'Deck size (32: sevens to aces)', ru: 'Размер колоды (32: от семёрок до тузов)' },
    },
  ],
  presets: {},
  deckSize: (options) => options.deck as DeckSize,
  layout: (options) => [
    { id: 'stock', kind: 'stock', row: 0, column: 0, fan: 'none' },
    ...PILES.map((id, i) => ({ id, kind: 'tableau' as const, row: 0, column: 1 + i, fan: 'down' as const, room: pileRoom(options) })),
    { id: 'discard', kind: 'discard', row: 0, column: 6, fan: 'none' },
  ],
  // A phone held upright: the stock and the discards over the four piles.
  otherLayouts: (options) => [
    [
      { id: 'stock', kind: 'stock', row: 0, column: 0, fan: 'none' },
      ...PILES.map((id, i) => ({ id, kind: 'tableau' as const, row: 1, column: i, fan: 'down' as const, room: pileRoom(options) })),
      { id: 'discard', kind: 'discard', row: 0, column: 3, fan: 'none' },
    ],
  ],
  deal: (deck) => deal(deck),
  legalMoves: (position) => legalMoves(position),
  apply: applyBy(play),
  play: (table, move) => play(table, move),
  isWon: (position) => isWon(position),
  buttonMoves: ['deal'],
  counters: (position) => ({ round: position.vars.round }),
  // A forced game: every position has one legal move, so the table offers *Play on*.
  // The rules page's words (docs/rules/perpetual-motion.*.md): the stock («колода»), the four piles («стопки»), and
  // the cards discarded four of a kind at a time («их убирают»).
  view: {
    playOn: true,
    pileNames: {
      stock: { en: 'Stock', ru: 'Колода' },
      tableau: { en: 'Pile', ru: 'Стопка' },
      discard: { en: 'Discarded cards', ru: 'Убранные карты' },
    },
  },
  isLost: (position) => isLost(position),
  // RULES.md section 3: a round started with a stock order an earlier round started with; the play would repeat.
  lossReason: (position) => (isLost(position) ? 'repeated' : null),
};

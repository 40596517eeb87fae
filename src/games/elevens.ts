/**
 * Elevens — «Одиннадцать», the pairs game of seed 000 (the paragraphs after the Klondike text); RULES.md section 2.
 *
 * Piles: `stock` (face down, the deck order's first card on top) and `pile-1` … `pile-12`, the twelve places in
 * three rows of four, all face up.
 *
 * - Filling a place (seed: «Если выйдут валеты, дамы или короли, соберите их со стола и положите под колоду. На
 *   освободившееся место выложите из колоды новые карты»): the stock's top card is taken; a court card (J Q K) goes
 *   under the bottom of the stock and the next card is taken, until a number card comes or only courts are left.
 *   Every fill is an automatic step.
 * - Move (seed: «поищите любые пары, сумма очков которых составляет 11»): `{type: 'pair', piles: [a, b]}`, `a` the
 *   lower-numbered place, when the two top cards' values sum to 11 (A = 1, 2..10 face value). Place `a` is covered
 *   first, then `b` (RULES.md section 2).
 * - Won (seed: «Если в конце концов на верху колоды покажутся фигурные карты … пасьянс сошелся. Выложите последние
 *   12 карт, по одной на каждую из получившихся стопок»): the stock holds no number card; the twelve courts are then
 *   laid one on each place, places 1..12 in order, as automatic steps of the same move.
 * - Lost: number cards remain in the stock and no two tops sum to 11 (no legal move; the engine says lost).
 */
import { type Card, rankValue } from '../core/cards.js';
import type { GameDefinition, Move, Position } from '../core/game.js';
import { Table, applyBy, pileIds, stockPosition } from '../core/table.js';

/** Elevens has no options (RULES.md section 2). */
export interface ElevensOptions {
  [key: string]: string | number | boolean;
}

/** Elevens keeps no counters: the piles say everything. */
export interface ElevensVars {
  [key: string]: unknown;
}

type ElevensPosition = Position<ElevensVars>;

/** The twelve places, `pile-1` … `pile-12`, in dealing order (row by row, left to right). */
export const PLACES = pileIds('pile', 12);
const PLACE_INDEX: ReadonlyMap<string, number> = new Map(PLACES.map((id, i) => [id, i]));

/** True for J, Q and K, the court cards that never stay on the table before the end. */
export function isCourt(card: Card): boolean {
  return rankValue(card) > 10;
}

/** The value of a number card: A = 1, 2..9 face value, T = 10 (seed: «туз … считается за 1 очко»). */
export function cardValue(card: Card): number {
  return rankValue(card);
}

/** True when the stock still holds a number card (the game is not yet won). */
function stockHoldsNumberCard(stock: readonly Card[]): boolean {
  return stock.some((card) => !isCourt(card));
}

/**
 * Fills a place from the stock (RULES.md section 2, "Filling a place"): a court card on top of the stock goes under
 * its bottom, until a number card is on top; that card goes face up onto the place. Does nothing when only courts
 * (or nothing) are left in the stock.
 */
function fillPlace(table: Table<ElevensVars>, place: string): void {
  for (;;) {
    const stock = table.pile('stock').cards;
    if (!stockHoldsNumberCard(stock)) return;
    const card = stock[stock.length - 1];
    if (isCourt(card)) {
      table.moveToBottom('stock', 'stock', true);
    } else {
      table.move('stock', place, 1, true, true);
      return;
    }
  }
}

/** The seed's ending: the courts left in the stock are laid one on each place, places 1..12 in order. */
function layCourts(table: Table<ElevensVars>): void {
  for (const place of PLACES) {
    if (table.size('stock') === 0) return;
    table.move('stock', place, 1, true, true);
  }
}

function isWon(position: ElevensPosition): boolean {
  return !stockHoldsNumberCard(position.piles.stock.cards);
}

function top(position: ElevensPosition, id: string): Card | undefined {
  const cards = position.piles[id].cards;
  return cards[cards.length - 1];
}

/** Seed: «поищите любые пары, сумма очков которых составляет 11»: two top number cards whose values sum to 11. */
function makesPair(first: Card | undefined, second: Card | undefined): boolean {
  return first !== undefined && second !== undefined && !isCourt(first) && !isCourt(second) && cardValue(first) + cardValue(second) === 11;
}

/** Every pair of places whose top number cards sum to 11, the lower-numbered place first. Empty once the game is won. */
function legalMoves(position: ElevensPosition): Move[] {
  if (isWon(position)) return [];
  const tops = PLACES.map((id) => top(position, id));
  const moves: Move[] = [];
  for (let a = 0; a < PLACES.length; a++) {
    for (let b = a + 1; b < PLACES.length; b++) if (makesPair(tops[a], tops[b])) moves.push({ type: 'pair', piles: [PLACES[a], PLACES[b]] });
  }
  return moves;
}

/** The legal moves `wanted` names (GameDefinition.movesNamed): a pair looks at its two places only. */
function movesNamed(position: ElevensPosition, wanted: Move): Move[] {
  if (wanted.type !== 'pair' || isWon(position)) return [];
  const [i, j] = wanted.piles.map((id) => PLACE_INDEX.get(id));
  if (i === undefined || j === undefined || i === j) return [];
  const [a, b] = i < j ? [i, j] : [j, i];
  return makesPair(top(position, PLACES[a]), top(position, PLACES[b])) ? [{ type: 'pair', piles: [PLACES[a], PLACES[b]] }] : [];
}

/**
 * Covers the pair (lower place first) with newly filled cards; lays out the courts when that wins the game
 * (GameDefinition.play).
 */
function play(table: Table<ElevensVars>, move: Move): void {
  if (move.type !== 'pair') throw new Error(`elevens has no ${move.type} move`);
  const [a, b] = PLACES.indexOf(move.piles[0]) < PLACES.indexOf(move.piles[1]) ? move.piles : [move.piles[1], move.piles[0]];
  fillPlace(table, a);
  fillPlace(table, b);
  if (!stockHoldsNumberCard(table.pile('stock').cards)) layCourts(table);
}

/** Deals the deck order: the whole deck as the stock, then places 1..12 filled in order (courts go under the stock). */
function deal(deck: readonly Card[]) {
  const table = new Table(stockPosition<ElevensVars>(deck, PLACES, {}));
  for (const place of PLACES) fillPlace(table, place);
  return table.done();
}

export const elevens: GameDefinition<ElevensOptions, ElevensVars> = {
  id: 'elevens',
  name: { en: 'Elevens', ru: 'Одиннадцать' },
  source: 'seed 000, the pairs game after the Klondike text; RULES.md section 2',
  options: [],
  presets: {},
  deckSize: () => 52,
  layout: () => [
    { id: 'stock', kind: 'stock', row: 0, column: 4, fan: 'none' },
    ...PLACES.map((id, i) => ({ id, kind: 'tableau' as const, row: Math.floor(i / 4), column: i % 4, fan: 'none' as const })),
  ],
  // The twelve places in two rows of six beside the stock (a wide, short screen), or in four rows of three under it
  // (a phone held upright).
  otherLayouts: () => [
    [
      { id: 'stock', kind: 'stock', row: 0, column: 6, fan: 'none' },
      ...PLACES.map((id, i) => ({ id, kind: 'tableau' as const, row: Math.floor(i / 6), column: i % 6, fan: 'none' as const })),
    ],
    [
      { id: 'stock', kind: 'stock', row: 0, column: 1, fan: 'none' },
      ...PLACES.map((id, i) => ({ id, kind: 'tableau' as const, row: 1 + Math.floor(i / 3), column: i % 3, fan: 'none' as const })),
    ],
  ],
  deal: (deck) => deal(deck),
  // The rules page's words (docs/rules/elevens.*.md): the stock («колода») and the twelve places («места»).
  view: { pileNames: { stock: { en: 'Stock', ru: 'Колода' }, tableau: { en: 'Place', ru: 'Место' } } },
  legalMoves: (position) => legalMoves(position),
  apply: applyBy(play),
  play: (table, move) => play(table, move),
  isWon: (position) => isWon(position),
  movesNamed: (position, move) => movesNamed(position, move),
};

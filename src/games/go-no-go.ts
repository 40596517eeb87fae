/**
 * Go, No Go — «Идет не идет». Seed 003 (docs/seeds/003_*.txt); RULES.md section 8.
 *
 * Piles (in layout order): `stock` (the cards still to deal, face down, the next card on top), `foundation-1..4`
 * (each started by an ace, built up in suit to the King), `column-1..7` (face-up overlapping columns).
 *
 * The game runs in phases (`vars.phase`): 'deal-1' → 'transfers-1' → 'deal-2' → 'transfers-2' → 'over'.
 * - Deal: each {type:'deal'} deals ONE card to the next position; positions cycle over columns 1..7 row by row,
 *   whatever was played. Every card of row 1 *goes*; from row 2 on only the cards dealt into columns 1, 2, 6, 7 go.
 *   Option `aces` (default `always`): an exposed Ace goes wherever it was dealt, the middle columns included.
 *   A card that goes may be played to a foundation while it is the top card of its column. `vars.goes` keeps, per
 *   column, one flag per card (aligned with the column's cards): so a go card that is exposed again after the card
 *   on it was played may be played too (our reading; the seed is silent).
 * - When the stock is empty the phase becomes transfers: an exposed card goes to a foundation, or onto another
 *   exposed card of its suit one rank higher or lower (option `transfers` = `suit`: any rank of the suit); single
 *   cards only; a gap takes any exposed card.
 * - {type:'gather'} ends the first transfers: column 7 onto 6, …, onto 1, turned face down as the stock, so the second
 *   deal starts with column 1's first (bottom) card, then the rest of column 1, then column 2, … (seed: «чтобы первый
 *   продольный ряд и первая карта опять были бы первыми в раскладывании»). {type:'end'} ends the game after the
 *   second transfers («опять раскладывают в последний раз»).
 * Won when all 52 cards are on the foundations, in whatever phase; lost when the player ends the game short of it.
 */
import { type Card, rankValue, suitOf } from '../core/cards.js';
import type { GameDefinition, Move, PileSpec, Position } from '../core/game.js';
import type { DealBadge, GameView, PreviewMark } from '../core/game-view.js';
import { Table, applyBy, pileIds, stockPosition } from '../core/table.js';

/** The options of RULES.md section 8. */
export interface GoNoGoOptions {
  [key: string]: string | number | boolean;
  /**
   * `always` (default): an Ace may go to a foundation as it turns up, wherever it was dealt, the middle columns
   * included (seed: «тузы … вынимаются по мере того, как будут вскрываться с руки»). `go-only`: Aces follow the
   * go/no-go pattern like every other card.
   */
  aces: 'always' | 'go-only';
  /**
   * What a transfer may go onto (seed: «Карты переводятся по мастям и старшие и младшие»): `adjacent` (default) an
   * exposed card of its suit one rank higher or lower; `suit` any exposed card of its suit, higher or lower.
   */
  transfers: 'adjacent' | 'suit';
}

export type GoNoGoPhase = 'deal-1' | 'transfers-1' | 'deal-2' | 'transfers-2' | 'over';

export interface GoNoGoVars {
  [key: string]: unknown;
  /** Where the game stands: the first deal, its transfers, the second deal, its transfers, or ended. */
  phase: GoNoGoPhase;
  /** How many cards of the current deal have been dealt (0..52); the next card goes to position `dealt`. */
  dealt: number;
  /** Per column id, one flag per card of the column (bottom first): true when the card *goes*. */
  goes: Record<string, boolean[]>;
}

type GoNoGoPosition = Position<GoNoGoVars>;

export const COLUMNS = pileIds('column', 7);
export const FOUNDATIONS = pileIds('foundation', 4);
const COLUMN_SET: ReadonlySet<string> = new Set(COLUMNS);
const FOUNDATION_SET: ReadonlySet<string> = new Set(FOUNDATIONS);
/** The columns whose cards go from the second row on: «крайние две с левой руки идут; … другие крайние с правой руки опять идут». */
export const GO_COLUMNS: readonly number[] = [1, 2, 6, 7];

/** Where a card of a deal lands: the column id, the row (1-based) and whether it goes. */
export interface DealPlace {
  column: string;
  row: number;
  goes: boolean;
}

/**
 * The place of the card dealt `index`-th (0-based) in a deal: positions cycle over columns 1..7 row by row, whatever
 * was played meanwhile. Row 1 all goes; later rows go only in columns 1, 2, 6, 7 (seed 003; RULES.md section 8).
 */
export function dealPlace(index: number): DealPlace {
  const column = (index % COLUMNS.length) + 1;
  const row = Math.floor(index / COLUMNS.length) + 1;
  return { column: `column-${column}`, row, goes: row === 1 || GO_COLUMNS.includes(column) };
}

/** One card of the preview of the second deal: where it lies now, and where it would land. */
export interface PreviewPlace extends DealPlace {
  card: Card;
  /** The column it lies in now, and its index there (0 = the first, bottom card). */
  from: string;
  fromIndex: number;
  /** Its place in the deal order (0 = dealt first). */
  order: number;
}

/**
 * Where every card now in the columns would land in the second deal if the columns were gathered now (the seed: «при
 * переводе карт он может рассчитать заранее, какие и где придутся карты в последующие перекладывания»). The deal order
 * is column 1 from its first (bottom) card up, then column 2, …, column 7; cards played to a foundation during the
 * deal do not shift the places of the others. Returns the cards in deal order; pure, for any position.
 */
export function secondDealPreview(position: Position<unknown>): PreviewPlace[] {
  const cards = COLUMNS.flatMap((from) => position.piles[from].cards.map((card, fromIndex) => ({ card, from, fromIndex })));
  return cards.map((entry, order) => ({ ...entry, order, ...dealPlace(order) }));
}

function top(position: GoNoGoPosition, id: string): Card | undefined {
  const cards = position.piles[id].cards;
  return cards[cards.length - 1];
}

/** The foundation a card may go to: an ace to the leftmost empty one; another card onto its suit one rank lower. */
function foundationTarget(card: Card, position: GoNoGoPosition): string | undefined {
  if (rankValue(card) === 1) return FOUNDATIONS.find((id) => position.piles[id].cards.length === 0);
  return FOUNDATIONS.find((id) => {
    const under = top(position, id);
    return under !== undefined && suitOf(under) === suitOf(card) && rankValue(under) === rankValue(card) - 1;
  });
}

/**
 * Seed: «Карты переводятся по мастям и старшие и младшие»: the same suit, one rank higher or lower (`transfers` =
 * `adjacent`), or any other rank of the suit (`transfers` = `suit`). RULES.md section 8.
 */
export function fitsTransfer(card: Card, under: Card, options: GoNoGoOptions): boolean {
  if (suitOf(card) !== suitOf(under)) return false;
  return options.transfers === 'suit' || Math.abs(rankValue(card) - rankValue(under)) === 1;
}

/**
 * Whether the exposed `card` may go to a foundation during a deal: a card that goes by its place (`goesByPlace`, the
 * flag `vars.goes` keeps), or, with `aces` = `always` (the default), any Ace (seed: «тузы … вынимаются по мере того,
 * как будут вскрываться с руки»; RULES.md section 8).
 */
export function goesDuringDeal(card: Card, goesByPlace: boolean, options: GoNoGoOptions): boolean {
  return goesByPlace || (options.aces !== 'go-only' && rankValue(card) === 1);
}

function isDealPhase(phase: GoNoGoPhase): boolean {
  return phase === 'deal-1' || phase === 'deal-2';
}

/**
 * The foundation the top card of column `from` may go to, if any: during a deal only a card that goes (or an Ace, by
 * option `aces`); in the transfers any exposed card.
 */
function foundationMoveOf(position: GoNoGoPosition, from: string, options: GoNoGoOptions): string | undefined {
  const card = top(position, from);
  if (card === undefined) return undefined;
  const goes = position.vars.goes[from];
  if (isDealPhase(position.vars.phase) && !goesDuringDeal(card, goes[goes.length - 1], options)) return undefined;
  return foundationTarget(card, position);
}

/** Whether the top card of column `from` may be transferred onto column `to` («место его немедленно замещается любою картою»). */
function transfers(position: GoNoGoPosition, from: string, to: string, options: GoNoGoOptions): boolean {
  const cards = position.piles[from].cards;
  const under = top(position, to);
  return cards.length > 0 && to !== from && (under === undefined ? cards.length > 1 : fitsTransfer(cards[cards.length - 1], under, options));
}

/** The move that ends the phase: a deal's next card, the gather after the first transfers, the end after the second. */
function phaseMove(phase: GoNoGoPhase): Move | undefined {
  if (isDealPhase(phase)) return { type: 'deal' };
  if (phase === 'transfers-1') return { type: 'gather' };
  return phase === 'transfers-2' ? { type: 'end' } : undefined;
}

/** Won: all 52 cards on the foundations. */
function isWon(position: GoNoGoPosition): boolean {
  return FOUNDATIONS.reduce((sum, id) => sum + position.piles[id].cards.length, 0) === 52;
}

/** Every legal move (GameDefinition.legalMoves); none once the game is over: ended, or won (all 52 cards up) in any phase. */
function legalMoves(position: GoNoGoPosition, options: GoNoGoOptions): Move[] {
  const { phase } = position.vars;
  if (phase === 'over' || isWon(position)) return [];
  const moves: Move[] = [];
  // To the foundations.
  for (const from of COLUMNS) {
    const to = foundationMoveOf(position, from, options);
    if (to) moves.push({ type: 'move', from, to, count: 1 });
  }
  // Transfers between exposed cards, and into an emptied column.
  if (!isDealPhase(phase)) {
    for (const from of COLUMNS) for (const to of COLUMNS) if (transfers(position, from, to, options)) moves.push({ type: 'move', from, to, count: 1 });
  }
  moves.push(phaseMove(phase)!);
  return moves;
}

/** The legal moves `wanted` names (GameDefinition.movesNamed): a card move looks at its two columns only. */
function movesNamed(position: GoNoGoPosition, wanted: Move, options: GoNoGoOptions): Move[] {
  const { phase } = position.vars;
  if (phase === 'over' || isWon(position)) return [];
  if (wanted.type !== 'move') {
    const move = phaseMove(phase);
    return move?.type === wanted.type ? [move] : [];
  }
  const { from, to } = wanted;
  if (!COLUMN_SET.has(from) || (wanted.count ?? 1) !== 1) return [];
  const legal: Move = { type: 'move', from, to, count: 1 };
  if (FOUNDATION_SET.has(to)) return foundationMoveOf(position, from, options) === to ? [legal] : [];
  return !isDealPhase(phase) && COLUMN_SET.has(to) && transfers(position, from, to, options) ? [legal] : [];
}

function emptyGoes(): Record<string, boolean[]> {
  return Object.fromEntries(COLUMNS.map((id) => [id, [] as boolean[]]));
}

/** Plays a legal move on the table (GameDefinition.play). */
function play(table: Table<GoNoGoVars>, move: Move): void {
  const vars = table.vars;
  switch (move.type) {
    case 'deal': {
      const place = dealPlace(vars.dealt);
      table.move('stock', place.column, 1, false, true);
      const stockEmpty = table.size('stock') === 0;
      table.vars = {
        ...vars,
        phase: stockEmpty ? (vars.phase === 'deal-1' ? 'transfers-1' : 'transfers-2') : vars.phase,
        dealt: vars.dealt + 1,
        goes: { ...vars.goes, [place.column]: [...vars.goes[place.column], place.goes] },
      };
      break;
    }
    case 'move': {
      table.move(move.from, move.to, 1, false);
      const flags = vars.goes[move.from];
      const goes = { ...vars.goes, [move.from]: flags.slice(0, -1) };
      if (COLUMNS.includes(move.to)) goes[move.to] = [...vars.goes[move.to], flags[flags.length - 1]];
      table.vars = { ...vars, goes };
      break;
    }
    case 'gather': {
      // «сдвинув вместе последний седьмой ряд, кладут его на шестой; сдвигают и этот, кладя его на пятый, и так до конца»
      for (let i = COLUMNS.length - 1; i > 0; i--) {
        const size = table.size(COLUMNS[i]);
        if (size > 0) table.move(COLUMNS[i], COLUMNS[i - 1], size, false);
      }
      const size = table.size(COLUMNS[0]);
      if (size > 0) table.turnOver(COLUMNS[0], 'stock', size, false, false);
      table.vars = { ...vars, phase: size > 0 ? 'deal-2' : 'transfers-2', dealt: 0, goes: emptyGoes() };
      break;
    }
    case 'end':
      table.vars = { ...vars, phase: 'over' };
      break;
    default:
      throw new Error(`go-no-go has no ${move.type} move`);
  }
}

/** The opening position: the whole deck as the stock, nothing dealt yet; each {type:'deal'} deals one card. */
function deal(deck: readonly Card[], _options: GoNoGoOptions) {
  const table = new Table(stockPosition<GoNoGoVars>(deck, [...FOUNDATIONS, ...COLUMNS], { phase: 'deal-1', dealt: 0, goes: emptyGoes() }));
  return table.done();
}

/** The room a column is laid out for (web geometry.ts): eight cards, a seventh of the deck and one more; a longer column closes its fan up. */
const COLUMN_ROOM = { faceDown: 0, faceUp: 8 };

function layout(): PileSpec[] {
  return [
    { id: 'stock', kind: 'stock', row: 0, column: 0, fan: 'none' },
    ...FOUNDATIONS.map((id, i) => ({ id, kind: 'foundation' as const, row: 0, column: 3 + i, fan: 'none' as const })),
    ...COLUMNS.map((id, i) => ({ id, kind: 'tableau' as const, row: 1, column: i, fan: 'down' as const, room: COLUMN_ROOM })),
  ];
}

/** Sideways (a phone held landscape): the stock at the left, the columns between, the foundations two by two at the right. */
function sidewaysLayout(): PileSpec[] {
  return [
    { id: 'stock', kind: 'stock', row: 0, column: 0, fan: 'none' },
    ...FOUNDATIONS.map((id, i) => ({ id, kind: 'foundation' as const, row: i % 2, column: 8 + Math.floor(i / 2), fan: 'none' as const })),
    ...COLUMNS.map((id, i) => ({ id, kind: 'tableau' as const, row: 0, column: 1 + i, fan: 'down' as const, room: COLUMN_ROOM })),
  ];
}

/**
 * During a deal, the badge over each column that gets another card: whether its next card goes (`dealPlace`: the
 * column of the next deal index from `vars.dealt` that lands in it), whether an Ace goes there all the same (option
 * `aces` = `always`), and which column gets the very next card. RULES.md section 8.
 */
export function dealBadges(position: GoNoGoPosition, options: GoNoGoOptions): Record<string, DealBadge> {
  const { phase, dealt } = position.vars;
  const badges: Record<string, DealBadge> = {};
  if (!isDealPhase(phase)) return badges;
  const left = position.piles.stock?.cards.length ?? 0;
  COLUMNS.forEach((column, i) => {
    const index = dealt + ((i - (dealt % COLUMNS.length) + COLUMNS.length) % COLUMNS.length);
    if (index >= dealt + left) return;
    const place = dealPlace(index);
    badges[column] = { goes: place.goes, acesGo: !place.goes && options.aces !== 'go-only', next: index === dealt };
  });
  return badges;
}

/** The second-deal preview as card marks: by column and card index, the column it would land in and whether it goes. */
export function secondDealMarks(position: GoNoGoPosition, options: GoNoGoOptions): Record<string, Record<number, PreviewMark>> {
  const marks: Record<string, Record<number, PreviewMark>> = {};
  for (const place of secondDealPreview(position)) {
    (marks[place.from] ??= {})[place.fromIndex] = { column: COLUMNS.indexOf(place.column) + 1, goes: goesDuringDeal(place.card, place.goes, options) };
  }
  return marks;
}

/**
 * What the table shows beside the cards (core/game-view.ts): the deal's badges, the second-deal preview, playable
 * piles, and the rules page's words for the piles (docs/rules/go-no-go.*.md): the deck being dealt («колода»), the
 * foundations («начальные места»), the columns («продольные ряды»).
 */
const view: GameView<GoNoGoOptions, GoNoGoVars> = {
  badgedPiles: COLUMNS,
  badges: dealBadges,
  secondDealMarks,
  showsPlayable: true,
  pileNames: {
    stock: { en: 'Deck', ru: 'Колода' },
    foundation: { en: 'Foundation', ru: 'Начальное место' },
    tableau: { en: 'Column', ru: 'Продольный ряд' },
  },
};


export const goNoGo: GameDefinition<GoNoGoOptions, GoNoGoVars> = {
  id: 'go-no-go',
  name: { en: 'Go, No Go', ru: 'Идет не идет' },
  source: 'seed 003; RULES.md section 8',
  options: [
    {
      key: 'aces',
      values: ['always', 'go-only'],
      default: 'always',
      label: { en: 'Aces go to the foundations wherever they are dealt', ru: 'Тузы выходят на базу из любого ряда' },
    },
    {
      key: 'transfers',
      values: ['adjacent', 'suit'],
      default: 'adjacent',
      label: { en: 'Transfers: onto one rank higher or lower of the suit, or onto any card of the suit', ru: 'Переводы: на карту своей масти на одно очко старше или младше, или на любую карту своей масти' },
    },
  ],
  presets: {},
  deckSize: () => 52,
  layout,
  otherLayouts: () => [sidewaysLayout()],
  deal,
  legalMoves,
  apply: applyBy(play),
  play: (table, move) => play(table, move),
  isWon,
  movesNamed,
  buttonMoves: ['deal', 'gather', 'end'],
  view,
  // The player ended the game after the last transfers without all 52 cards on the foundations.
  isLost: (position) => position.vars.phase === 'over' && !isWon(position),
  // «опять раскладывают в последний раз»: the game ended after the last transfers, short of the foundations.
  lossReason: (position) => (position.vars.phase === 'over' && !isWon(position) ? 'ended' : null),
};

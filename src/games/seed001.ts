/**
 * The machinery shared by the three games of seed 001 (RULES.md sections 4–6, "One old game in three variants"):
 * Moving Shops (moving-shops.ts), Artless (artless.ts) and Percentages (percentages.ts).
 *
 * Piles: `pile-1` … `pile-N` (the face-up piles, N = 10 or 8; a pile's number is also its *position* in the
 * redeal), `foundation-1` … `foundation-8`, and `hand`. The hand holds, face down, the cards of the pile being
 * redealt, its top card being the next to deal; at the start and between redeals it is empty. While the deck is
 * dealt out, the hand holds the whole deck order (first card on top), so that every card of the deal is one step.
 *
 * Rules shared by the three (RULES.md sections 4–6 and the seed text docs/seeds/001_*.txt):
 * - 104 cards; only the top card of a pile plays, and only onto a foundation ("Перекладка игровых карт друг на
 *   друга не допускается").
 * - A foundation holds 13 cards built up by one regardless of suit, wrapping from K to A, from its base ("от карты
 *   на очко больше до карты на очко меньше").
 * - Among several EMPTY foundations that could take a card (Moving Shops only) just the leftmost is offered: they
 *   are all alike, so choosing among them is no choice. Among non-empty foundations needing the same rank every one
 *   is offered: they hold different cards, and which one grows changes what comes later.
 * - Move `{type:'deal'}` is legal only when no card can go to a foundation ("При остановке пасьянса", "После того,
 *   как все возможные перекладки осуществлены") and a redeal or a pass of one remains. With an empty hand it picks
 *   up the next non-empty pile of the redeal order (an empty pile is skipped), turned over so that the pile's
 *   former bottom card deals first; then it deals one *pass*: at most as many cards as there are positions, one
 *   card a position, cyclically over all positions (the picked-up pile's own, now empty, position included),
 *   continuing where the previous pass of the same redeal stopped ("Если карт более десяти, то сначала
 *   выкладываются первые десять карт, а затем остальные").
 * - Won: all 104 cards on the foundations. Lost: no legal move (the engine derives it from empty legalMoves).
 */
import { type Card, type Rank, nextRankWrapping, rankOf, rankValue } from '../core/cards.js';
import type { PileName, PileNames } from '../core/game-view.js';
import type { GameDefinition, Move, OptionSpec, Options, PileSpec, Position, Transition } from '../core/game.js';
import { Table, applyBy, emptyPosition, pileIds } from '../core/table.js';

/** The eight foundations (two decks: eight cards of each rank, so eight bases). */
export const FOUNDATIONS = pileIds('foundation', 8);
const FOUNDATION_SET: ReadonlySet<string> = new Set(FOUNDATIONS);
/** The pile that holds the cards of the pile being redealt. */
export const HAND = 'hand';
/** Cards on a complete foundation: its base and the twelve ranks after it. */
export const FOUNDATION_SIZE = 13;

/** The game's counters, plain JSON. */
export interface Seed001Vars {
  [key: string]: unknown;
  /**
   * Moving Shops: the base rank, the rank of the first card the player put on a foundation; null before that
   * choice. Always null in Artless and Percentages, where each foundation's bottom card is its own base.
   */
  base: Rank | null;
  /** How many entries of the redeal order are used up: redeals started, and the empty piles skipped on the way to one. */
  redealsDone: number;
  /** The pile whose cards are in the hand (the redeal under way), or null between redeals. */
  currentRedealPile: string | null;
  /** The position (1-based pile number) the next pass of the redeal under way starts at, or null between redeals. */
  nextPosition: number | null;
}

export type Seed001Position = Position<Seed001Vars>;

/** Option `redealStart` of Artless and Percentages (RULES.md section 5): where each redeal starts dealing. */
export const REDEAL_START_OPTION: OptionSpec = {
  key: 'redealStart',
  values: ['first', 'own'],
  default: 'first',
  label: {
    en: 'A redealt pile is dealt starting at position 1 or at its own position',
    ru: 'Перекладываемая стопка раскладывается с первого места или со своего места',
  },
};

/** What makes one of the three games itself. */
export interface Seed001Config<O extends Options> {
  id: string;
  name: { en: string; ru: string };
  source: string;
  options: readonly OptionSpec[];
  presets: Readonly<Record<string, Partial<O>>>;
  /** N: how many piles (positions) the game has. */
  pileCount: number;
  layout: PileSpec[];
  /** Other arrangements of the same piles (GameDefinition `otherLayouts`). */
  otherLayouts: PileSpec[][];
  /** True for Moving Shops: the player's first move picks the base among the exposed cards. */
  choosesBase: boolean;
  /**
   * What the game's rules page calls its piles (GameView `pileNames`): shops («магазины») in Moving Shops, piles
   * («стопки») in the others; the foundations («базовые стопки») and the hand («рука») in all three.
   */
  pileNames: PileNames;
  /**
   * Deals the deck out. The table's hand holds the deck face down, the first card of the deck order on top; the
   * function must deal every card (the hand is empty afterwards) and may take further automatic steps.
   */
  layOut(table: Table<Seed001Vars>, options: O): void;
  /** The redeal order: pile numbers (1-based), first redealt first. */
  redealOrder(options: O): number[];
  /** The position (1-based) the first pass of the redeal of pile `pileNumber` starts at. */
  redealStart(pileNumber: number, options: O): number;
}

/**
 * What the three games' rules pages call their piles (GameView `pileNames`), given the word for the tableau piles:
 * the foundations («базовые стопки», each started by its base) and the hand («рука»), the same in all three.
 */
export function seed001PileNames(tableau: PileName): PileNames {
  return { tableau, foundation: { en: 'Foundation', ru: 'Базовая стопка' }, hand: { en: 'Hand', ru: 'Рука' } };
}

/** Pile ids `pile-1` … `pile-count`. */
export function pileIdsOf(count: number): string[] {
  return pileIds('pile', count);
}

/**
 * The order of a deal in rows (RULES.md "Deals": one card to each pile left to right, then the next row, skipping
 * piles that are already full) for piles that take `capacities[i]` cards: entry k is `[pile index, depth]` of the
 * k-th card dealt (depth 0 = the pile's bottom card).
 */
export function rowsOrder(capacities: readonly number[]): [number, number][] {
  const order: [number, number][] = [];
  const rows = Math.max(0, ...capacities);
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i < capacities.length; i++) if (row < capacities[i]) order.push([i, row]);
  }
  return order;
}

/** Deals from the hand into `piles` in rows (see `rowsOrder`) until pile i holds `capacities[i]` cards. Automatic steps. */
export function dealInRows(table: Table<Seed001Vars>, piles: readonly string[], capacities: readonly number[]): void {
  for (const [i] of rowsOrder(capacities)) table.move(HAND, piles[i], 1, true, true);
}

/**
 * The layout specs of the foundations (row 0, columns 0–7) and the hand (row 0, column 9), after the piles'.
 * The piles come first, as in the position's key order.
 */
export function foundationsAndHandLayout(): PileSpec[] {
  return [
    ...FOUNDATIONS.map((id, i): PileSpec => ({ id, kind: 'foundation', row: 0, column: i, fan: 'none' })),
    { id: HAND, kind: 'hand', row: 0, column: 9, fan: 'none' },
  ];
}

/**
 * The foundations two by two down the left (columns 0–1, rows 0–3) and the hand at the right end of row 0, after
 * `pileCount` piles standing in row 0 from column 2: a wide, short screen (a phone held sideways), where the piles get
 * the whole height.
 */
export function sidewaysFoundationsAndHand(pileCount: number): PileSpec[] {
  return [
    ...FOUNDATIONS.map((id, i): PileSpec => ({ id, kind: 'foundation', row: Math.floor(i / 2), column: i % 2, fan: 'none' })),
    { id: HAND, kind: 'hand', row: 0, column: 2 + pileCount, fan: 'none' },
  ];
}

/**
 * The foundations in two rows of four (rows 0–1, columns 0–3) and the hand in row 0 at `handColumn`: a narrow, tall
 * screen (a phone held upright), the piles in the rows below.
 */
export function uprightFoundationsAndHand(handColumn: number): PileSpec[] {
  return [
    ...FOUNDATIONS.map((id, i): PileSpec => ({ id, kind: 'foundation', row: Math.floor(i / 4), column: i % 4, fan: 'none' })),
    { id: HAND, kind: 'hand', row: 0, column: handColumn, fan: 'none' },
  ];
}

/** The top card of a pile, or undefined when it is empty. */
function top(position: Seed001Position, id: string): Card | undefined {
  const cards = position.piles[id].cards;
  return cards[cards.length - 1];
}

/**
 * The foundations `card` may go to: each non-empty, incomplete foundation whose top is one rank below it (K → A
 * wraps), and the leftmost empty foundation when `base` is the card's rank. Left to right.
 */
export function foundationTargets(position: Seed001Position, card: Card): string[] {
  const targets: string[] = [];
  let emptyOffered = false;
  for (const id of FOUNDATIONS) {
    const cards = position.piles[id].cards;
    if (cards.length === 0) {
      if (!emptyOffered && position.vars.base !== null && rankOf(card) === position.vars.base) {
        targets.push(id);
        emptyOffered = true;
      }
    } else if (cards.length < FOUNDATION_SIZE && rankValue(card) === nextRankWrapping(rankValue(cards[cards.length - 1]))) {
      targets.push(id);
    }
  }
  return targets;
}

/** The index in `order` of the next redeal whose pile is not empty, or null when no redeal remains. */
function nextRedealIndex(position: Seed001Position, order: readonly number[]): number | null {
  for (let i = position.vars.redealsDone; i < order.length; i++) {
    if (position.piles[`pile-${order[i]}`].cards.length > 0) return i;
  }
  return null;
}

/** True when all 104 cards lie on the foundations. */
export function allOnFoundations(position: Seed001Position): boolean {
  return FOUNDATIONS.every((id) => position.piles[id].cards.length === FOUNDATION_SIZE);
}

/** Builds one of the three games from its config (see the module comment for the shared rules). */
export function seed001Game<O extends Options>(config: Seed001Config<O>): GameDefinition<O, Seed001Vars> {
  const piles = pileIdsOf(config.pileCount);
  const pileSet: ReadonlySet<string> = new Set(piles);

  function legalMoves(position: Seed001Position, options: O): Move[] {
    if (allOnFoundations(position)) return [];
    const moves: Move[] = [];
    if (config.choosesBase && position.vars.base === null) {
      // Moving Shops: "Из игровых карт выбивается любая, которая будет базовой" — any exposed card starts foundation 1.
      for (const from of piles) if (top(position, from) !== undefined) moves.push({ type: 'move', from, to: FOUNDATIONS[0], count: 1 });
      return moves;
    }
    for (const from of piles) {
      const card = top(position, from);
      if (card === undefined) continue;
      for (const to of foundationTargets(position, card)) moves.push({ type: 'move', from, to, count: 1 });
    }
    if (moves.length > 0) return moves;
    if (position.piles[HAND].cards.length > 0 || nextRedealIndex(position, config.redealOrder(options)) !== null) moves.push({ type: 'deal' });
    return moves;
  }

  /**
   * The legal moves `wanted` names (GameDefinition.movesNamed): a card move looks at its two piles only (whether a
   * card goes to a foundation does not depend on the other piles); a deal, legal only when no card can go up, asks
   * `legalMoves`.
   */
  function movesNamed(position: Seed001Position, wanted: Move, options: O): Move[] {
    if (wanted.type === 'deal') return legalMoves(position, options).filter((move) => move.type === 'deal');
    if (wanted.type !== 'move' || !pileSet.has(wanted.from) || !FOUNDATION_SET.has(wanted.to) || (wanted.count ?? 1) !== 1) return [];
    const card = top(position, wanted.from);
    if (card === undefined || allOnFoundations(position)) return [];
    const legal: Move = { type: 'move', from: wanted.from, to: wanted.to, count: 1 };
    if (config.choosesBase && position.vars.base === null) return wanted.to === FOUNDATIONS[0] ? [legal] : [];
    return foundationTargets(position, card).includes(wanted.to) ? [legal] : [];
  }

  /** Plays a legal move on the table (GameDefinition.play). */
  function play(table: Table<Seed001Vars>, move: Move, options: O): void {
    switch (move.type) {
      case 'move': {
        const [card] = table.move(move.from, move.to, 1, false);
        if (config.choosesBase && table.vars.base === null) table.vars = { ...table.vars, base: rankOf(card) };
        break;
      }
      case 'deal': {
        let vars = table.vars;
        if (table.size(HAND) === 0) {
          const order = config.redealOrder(options);
          const index = nextRedealIndex(table.position(), order);
          if (index === null) throw new Error('no redeal remains');
          const pile = `pile-${order[index]}`;
          // Picked up and turned over: the pile's former bottom card is now the hand's top, dealt first.
          table.turnOver(pile, HAND, table.size(pile), false, false);
          vars = { ...vars, redealsDone: index + 1, currentRedealPile: pile, nextPosition: config.redealStart(order[index], options) };
        }
        let at = vars.nextPosition ?? 1;
        const count = Math.min(config.pileCount, table.size(HAND));
        for (let i = 0; i < count; i++) {
          table.move(HAND, `pile-${at}`, 1, false, true);
          at = (at % config.pileCount) + 1;
        }
        table.vars = table.size(HAND) === 0 ? { ...vars, currentRedealPile: null, nextPosition: null } : { ...vars, nextPosition: at };
        break;
      }
      default:
        throw new Error(`${config.id} has no ${move.type} move`);
    }
  }

  function deal(deck: readonly Card[], options: O): Transition<Seed001Vars> {
    const ids = [...piles, ...FOUNDATIONS, HAND];
    const start = emptyPosition<Seed001Vars>(ids, { base: null, redealsDone: 0, currentRedealPile: null, nextPosition: null });
    const cards = deck.slice().reverse();
    start.piles[HAND] = { cards, faceDown: cards.length };
    const table = new Table(start);
    config.layOut(table, options);
    if (table.size(HAND) !== 0) throw new Error(`${config.id}: the deal left ${table.size(HAND)} cards in the hand`);
    return table.done();
  }

  return {
    id: config.id,
    name: config.name,
    source: config.source,
    options: config.options,
    presets: config.presets,
    deckSize: () => 104,
    layout: () => config.layout.map((spec) => ({ ...spec })),
    otherLayouts: () => config.otherLayouts.map((layout) => layout.map((spec) => ({ ...spec }))),
    view: { pileNames: config.pileNames },
    deal,
    legalMoves,
    apply: applyBy(play),
    play,
    isWon: (position) => allOnFoundations(position),
    buttonMoves: ['deal'],
    counters: (position, options) => {
      const order = config.redealOrder(options);
      const index = position.piles[HAND].cards.length === 0 ? nextRedealIndex(position, order) : null;
      return { redealsLeft: Math.max(0, order.length - position.vars.redealsDone), nextRedealPile: index === null ? null : `pile-${order[index]}` };
    },
    movesNamed,
    // Moving Shops: the first card sent up picks the base rank («Из игровых карт выбивается любая, которая будет
    // базовой», RULES.md section 4): the player's choice, never automatic play's.
    isPlayersChoice: (position, move) => config.choosesBase && position.vars.base === null && move.type === 'move',
  };
}

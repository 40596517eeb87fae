/**
 * The shape every game definition has, and the data the engine passes around.
 *
 * Positions, moves and steps are plain JSON-serialisable data. A game is a declarative description (deck size,
 * piles, options and presets) plus typed hooks for dealing, listing legal moves, applying a move and deciding a win.
 * The engine (engine.ts) adds what is common: checking legality, the status rule, automatic play.
 */
import type { Card, DeckSize } from './cards.js';
import type { GameView } from './game-view.js';
import type { Table } from './table.js';

/** What a pile is for. The web app lays piles out and styles them by kind. */
export type PileKind = 'stock' | 'waste' | 'foundation' | 'tableau' | 'captive' | 'hand' | 'discard';

/**
 * One pile: its cards from bottom to top (the last card is the top, the exposed card), and how many cards at the
 * bottom lie face down (0 .. cards.length). A stock is wholly face down: `faceDown === cards.length`.
 */
export interface Pile {
  cards: Card[];
  faceDown: number;
}

/**
 * A position: every pile by id (the object's key order is the layout order), and the game's own counters
 * (`vars`: redeals used, the phase, …), all plain JSON.
 */
export interface Position<Vars = Record<string, unknown>> {
  piles: Record<string, Pile>;
  vars: Vars;
}

/**
 * A move, as the player (or a moves file, see docs/moves.md) gives it.
 * - `move`: take the top `count` cards of pile `from` onto pile `to` (`count` 1 when left out and only one count is legal).
 * - `draw`: turn cards from the stock to the waste.
 * - `recycle`: turn the waste over as the new stock (a redeal of the stock).
 * - `pair`: Elevens: cover two piles whose top cards sum to 11.
 * - `deal`: deal the next row, pass or card (Perpetual Motion, the redeals of seed 001, Go, No Go's deal).
 * - `gather`: Go, No Go: end the first transfers, gather the columns and deal the second time.
 * - `end`: Go, No Go: end the game after the last transfers.
 */
export type Move =
  | { type: 'move'; from: string; to: string; count?: number }
  | { type: 'draw' }
  | { type: 'recycle' }
  | { type: 'pair'; piles: [string, string] }
  | { type: 'deal' }
  | { type: 'gather' }
  | { type: 'end' };

export type MoveType = Move['type'];

/**
 * One visible change, in order, for animation and for screen readers. `auto` marks a step the rules take by
 * themselves (a face-down card turning up, a King going to its row, four of a kind discarded, piles gathered).
 * - `move`: `cards` (bottom to top as they land) go from the top of `from` to the top of `to`; `faceUp` tells how
 *   they land (false: onto a face-down stock); `turned` when the packet was turned over (its order reversed); `bottom` when the
 *   cards go under the bottom of `to` instead of onto its top.
 * - `flip`: the top card of `pile` turns face up (`faceUp` true) or down.
 */
export type Step =
  | { type: 'move'; from: string; to: string; cards: Card[]; faceUp: boolean; auto: boolean; turned?: boolean; bottom?: boolean }
  | { type: 'flip'; pile: string; card: Card; faceUp: boolean; auto: boolean };

/** A position together with the steps that led to it from the one before. */
export interface Transition<Vars = Record<string, unknown>> {
  position: Position<Vars>;
  steps: Step[];
}

export type Status = 'playing' | 'won' | 'lost';

export type OptionValue = string | number | boolean;
export type Options = Record<string, OptionValue>;

/** One option of a game, its allowed values and default (RULES.md names each). */
export interface OptionSpec {
  key: string;
  values: readonly OptionValue[];
  default: OptionValue;
  /** What the option means, in English and Russian. */
  label: { en: string; ru: string };
}

/** A pile of the layout: where the web app draws it and how it fans. */
export interface PileSpec {
  id: string;
  kind: PileKind;
  /** Row and column on the table grid (0-based), for the web app. */
  row: number;
  column: number;
  /**
   * How the cards of the pile spread: `down` for overlapping columns, `none` for a squared pile, `right` for a fanned
   * waste. A waste shows only its top three cards spread, either way.
   */
  fan: 'none' | 'down' | 'right';
  /**
   * For a pile fanned `down`: the cards it is given room for at its full fan when the table is laid out — `faceDown`
   * cards at the face-down step, then `faceUp` cards (the first of them whole, the others at the face-up step). Cards are
   * sized so that this much fits the screen; a pile that grows past it closes its fan up first (web geometry.ts).
   * Left out: one card.
   */
  room?: { faceDown: number; faceUp: number };
}

/**
 * A game: its declaration and its hooks. Hooks are pure functions; they never mutate their arguments.
 * `apply` is only called with a move that `legalMoves` listed (the engine checks that).
 */
export interface GameDefinition<O extends Options = Options, Vars = Record<string, unknown>> {
  id: string;
  name: { en: string; ru: string };
  /** The seed text and RULES.md section the game implements. */
  source: string;
  options: readonly OptionSpec[];
  presets: Readonly<Record<string, Partial<O>>>;
  deckSize(options: O): DeckSize;
  /** The piles of the layout, in drawing order. */
  layout(options: O): PileSpec[];
  /**
   * Other arrangements of the same piles, for screens of another shape than `layout` suits (a phone held sideways, a
   * phone upright): each lists every pile of `layout`, in the same order and of the same kind, with its own row,
   * column, fan and room. An interface draws the one in which the cards come out largest. Left out: `layout` is the
   * only arrangement.
   */
  otherLayouts?(options: O): PileSpec[][];
  /** Deals the deck order (first card first) into the opening position, with the automatic steps after it. */
  deal(deck: readonly Card[], options: O): Transition<Vars>;
  /** Every legal move in the position, each with its `count` filled in. Empty when the game is over. */
  legalMoves(position: Position<Vars>, options: O): Move[];
  /** Applies a legal move and every automatic step that follows it. */
  apply(position: Position<Vars>, move: Move, options: O): Transition<Vars>;
  /**
   * Optional, for speed: what `apply` does, done on a working table that stands for the position (the move is legal
   * there). A game with it builds `apply` from it (table.ts `applyBy`); the engine then replays a line on one table,
   * each pile copied once for the whole line instead of once a move (certify.ts).
   */
  play?(table: Table<Vars>, move: Move, options: O): void;
  isWon(position: Position<Vars>, options: O): boolean;
  /** A loss the game declares itself (Perpetual Motion's repetition, Go, No Go ended), beside "no legal move". */
  isLost?(position: Position<Vars>, options: O): boolean;
  /**
   * Why `isLost` holds, as a short reason code of the game's own (`repeated`, `ended`, …; the web app shows it in
   * words as `lostReason_<code>`); null when the game declares no loss of its own there. A game whose only loss is
   * "no legal move" leaves this out. Never consulted when `isLost` is false.
   */
  lossReason?(position: Position<Vars>, options: O): string | null;
  /**
   * True when playing the legal `move` makes a choice the rules give the player beyond the move itself (Moving
   * Shops: the first card sent up fixes the base rank, RULES.md section 4). Automatic play that is not the player's
   * own (the web app's safe moves to the foundations) never plays such a move. Left out: no move is such a choice.
   */
  isPlayersChoice?(position: Position<Vars>, move: Move, options: O): boolean;
  /**
   * Moves that only go round the stock (draw, recycle). When these are the only legal moves, a trip round the
   * stock that only comes back to a position already seen counts as no move (RULES issue 2, "status").
   */
  stockMoves?: readonly MoveType[];
  /**
   * The moves the player makes with a button rather than with cards (Klondike's draw and recycle, Go, No Go's deal,
   * gather and end, …): every one the game can ever offer, in the order its buttons stand. At most one of them is
   * legal at a time (a property test checks it over every game), so an interface may keep one place for them all.
   * Left out: the game has none.
   */
  buttonMoves?: readonly MoveType[];
  /**
   * What a player would otherwise have to count (issue 10, item 4), for an interface to show beside the piles'
   * sizes: redeals left, the round being dealt, the pile the next redeal takes up. Left out: nothing beyond the piles.
   */
  counters?(position: Position<Vars>, options: O): GameCounters;
  /**
   * What the game shows beside its cards (game-view.ts): badges, preview marks, its own automatic play. Pure data
   * from the position; an interface reads it through the game and keeps no code per game. Left out: nothing more.
   */
  view?: GameView<O, Vars>;
  /**
   * Optional, for speed: the legal moves that `move` names (engine.ts `namesMove`: the same type, piles and count,
   * any count when it is left out, a pair in either order), in `legalMoves` order, found by looking at the piles the
   * move names instead of listing every move. Must equal `legalMoves(position, options).filter(m => namesMove(move, m))`
   * on every position (checked by a property test); without it the engine filters `legalMoves`.
   */
  movesNamed?(position: Position<Vars>, move: Move, options: O): Move[];
  /**
   * Optional, for speed, in a game with `stockMoves`: the answer of the engine's walk round the stock (engine.ts
   * `walkStockTrip`) read from the position itself, without playing the trip: true when this position, or one that
   * going round the stock from it reaches, has a legal move other than a stock move (or is won with a legal move);
   * false when no move is legal. Must agree with the walk on every position (checked by a property test).
   */
  stockTripOffersPlay?(position: Position<Vars>, options: O): boolean;
}

/** What a game counts for the player (GameDefinition `counters`); a field left out does not apply to the game. */
export interface GameCounters {
  /**
   * Redeals still allowed: turns of the waste into a new stock (Klondike, Topsy-Turvy Queens), or the redeal order's
   * entries not yet used (the seed-001 games, where a turn whose pile is empty is skipped). Null: unlimited.
   */
  redealsLeft?: number | null;
  /** The round being dealt, 1 for the first deal-through (Perpetual Motion). */
  round?: number;
  /** The pile the next redeal picks up (the seed-001 games), or null when no redeal is due or none remains. */
  nextRedealPile?: string | null;
}

/** A game definition with its option and vars types erased, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any>;

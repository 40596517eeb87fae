/**
 * What a game shows beside its cards (GameDefinition `view`): typed, pure data an interface reads from the position,
 * so that the interface holds no rule and no code of its own per game (docs/web.md, "Game specifics"). Every field is
 * optional; a game without a view shows its piles and nothing more. Words are the interface's: a view gives facts
 * (does a card go, which column), never text.
 */
import type { Options, Position } from './game.js';

/**
 * A label over a pile during a deal (Go, No Go): whether the card dealt next to this pile goes (RULES.md section 8),
 * whether an Ace goes there all the same (option `aces` = `always`, said only on a pile whose cards do not go), and
 * whether this pile gets the very next card.
 */
export interface DealBadge {
  goes: boolean;
  acesGo: boolean;
  next: boolean;
}

/** A mark on one card of the second-deal preview: the column it would land in (1-based), and whether it goes there. */
export interface PreviewMark {
  column: number;
  goes: boolean;
}

export interface GameView<O extends Options = Options, Vars = Record<string, unknown>> {
  /**
   * True for a forced game (every position has one legal move: Perpetual Motion, seed 004): an interface offers its
   * own *Play on* (the legal move, again and again) instead of the solver's *Play it out*.
   */
  playOn?: boolean;
  /** The piles that may carry a badge (an interface keeps room above them). */
  badgedPiles?: readonly string[];
  /** The badges over piles in this position, by pile id (only piles of `badgedPiles`); empty when there are none. */
  badges?(position: Position<Vars>, options: O): Record<string, DealBadge>;
  /**
   * Present when the game offers the second-deal preview (Go, No Go): by pile id and card index, where each card
   * would land if the columns were gathered now.
   */
  secondDealMarks?(position: Position<Vars>, options: O): Record<string, Record<number, PreviewMark>>;
  /** True when the piles whose exposed card may go to a foundation now are to be shown (they glow). */
  showsPlayable?: boolean;
  /**
   * What the game's source text calls its tableau piles, for an interface to name them ("Shop 8", "Pile 3"):
   * `column` (the default: Klondike, Topsy-Turvy Queens, Go, No Go), `pile` («стопка»: Elevens, Perpetual Motion,
   * Artless, Percentages) or `shop` («магазин»: Moving Shops, seed 001 variant а).
   */
  tableauName?: TableauName;
}

/** The word a game uses for its tableau piles (GameView `tableauName`). */
export type TableauName = 'column' | 'pile' | 'shop';

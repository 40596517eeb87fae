/**
 * What a game shows beside its cards (GameDefinition `view`): typed, pure data an interface reads from the position,
 * so that the interface holds no rule and no code of its own per game (docs/web.md, "Game specifics"). Every field is
 * optional; a game without a view shows its piles and nothing more. Words are the interface's: a view gives facts
 * (does a card go, which column), never text, except what the game calls its piles (`pileNames`): those are the
 * game's own words, from its rules page, as its name is.
 */
import type { Options, PileKind, Position } from './game.js';

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
   * What the game's rules page (docs/rules/<game>.<en|ru>.md) calls its piles, by kind, in both languages: the words
   * an interface names a pile with in hints, notices and screen-reader labels, followed by the pile's number when it
   * has one ("King row, place" → "King row, place 3"; «Колонка» → «Колонка 3»). Each name is in the nominative and
   * starts with a capital letter. Every kind the game's layout uses is named; an interface falls back to a generic
   * word for a kind left out.
   */
  pileNames?: PileNames;
}

/** A pile's name in the game's own words, in English and Russian (GameView `pileNames`). */
export interface PileName {
  en: string;
  ru: string;
}

/** What a game calls its piles, by kind (GameView `pileNames`). */
export type PileNames = Partial<Readonly<Record<PileKind, PileName>>>;

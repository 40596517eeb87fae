/**
 * How cards read on screen: rank letters by language (Russian В Д К Т for J Q K A; T is 10 in both) and card names
 * for screen readers.
 */
import type { Card } from '../core/cards.js';
import type { Language } from './i18n.js';

const RANK_LETTERS: Record<Language, Record<string, string>> = {
  en: { A: 'A', T: '10', J: 'J', Q: 'Q', K: 'K' },
  ru: { A: 'Т', T: '10', J: 'В', Q: 'Д', K: 'К' },
};

/** The index printed in a card's corner: `2`..`9`, `10`, and A J Q K (Т В Д К in Russian). */
export function rankLabel(card: Card, language: Language): string {
  const rank = card[0];
  return RANK_LETTERS[language][rank] ?? rank;
}

/** True for the court cards J Q K. */
export function isCourt(card: Card): boolean {
  return card[0] === 'J' || card[0] === 'Q' || card[0] === 'K';
}

/** A card's full name, e.g. "Seven of hearts" / "Семёрка червей", from translated rank and suit words. */
export function cardName(card: Card, t: (key: string) => string): string {
  return `${t(`rank_${card[0]}`)} ${t(`suit_${card[1]}`)}`;
}

/**
 * Where a face-up card's index lies, in the card's own units (the face is 60 × 84): the rank in the top-left corner
 * (its text box, ascent and descent included, ends at `bandBottom`), a suit beside it in the top-right corner, and a
 * second suit under the rank. A card covered from below (a column fanned down) shows the top band: rank and suit
 * whole; a card covered from the right (a waste fanned right) shows the left strip: rank and the suit under it whole.
 * geometry.ts keeps every fan step at least this wide, so no overlap ever clips an index (issue 8, item 3).
 */
export const CARD_INDEX = {
  width: 60,
  height: 84,
  /** Rank text: left edge, baseline, font size. */
  rankX: 3,
  rankBaseline: 17,
  rankSize: 18,
  /** "10" is squeezed to this width. */
  tenWidth: 21,
  /** The suit beside the rank: top-left corner and size. */
  cornerSuit: { x: 43, y: 3, size: 14 },
  /** The suit under the rank. */
  stripSuit: { x: 4, y: 24, size: 13 },
  /** The second-deal mark (Go, No Go) between rank and suit: its centre and font size. */
  mark: { x: 33, y: 13, size: 10 },
  /** The top band a down-fanned card must show: rank and corner suit inside it. */
  bandBottom: 23,
  /** The left strip a right-fanned card must show: rank and the suit under it inside it. */
  stripRight: 25,
} as const;

/**
 * The classic face's parts, in the same 60 × 84 units (card-face.tsx; the art is faces.ts's sprite): a printed card's
 * index — the rank over a small suit in a column at the top-left corner, and the same turned round at the bottom
 * right — and between the two columns the field, where Kennard's pips or court figure go (scripts/make-card-faces.mjs:
 * every field symbol has the viewBox 166.8 × 262.8, the shape kept here). The top-left index lies inside both the top
 * band and the left strip of `CARD_INDEX`, so a fanned card reads as the large-index face does.
 */
export const CLASSIC_FACE = {
  /** The rank: the middle of its column, its baseline, its font size. */
  rankX: 6.9,
  rankBaseline: 12.7,
  rankSize: 12.6,
  /** "10" is squeezed to this width. */
  tenWidth: 10.2,
  /** The suit under the rank: its box's top-left corner and size (the pip symbol's shape fills 5/6 of its box). */
  suit: { x: 2.3, y: 13.8, size: 9.2 },
  /** The field: its box, of the sprite's symbols' shape (166.8 : 262.8). */
  field: { x: 11.5, y: 12.85, width: 37, height: 58.3 },
} as const;

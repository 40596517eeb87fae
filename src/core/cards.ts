/**
 * Cards and decks.
 *
 * A card is its code: rank then suit, two characters (`AS`, `TD`, `7H`), as RULES.md "Deals, the same for every
 * game" defines. Ranks: A 2 3 4 5 6 7 8 9 T J Q K. Suits: S H D C (hearts and diamonds are red).
 */

/** A card code such as `AS` or `TD`. */
export type Card = string;
export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K';
export type Suit = 'S' | 'H' | 'D' | 'C';
/** The deck sizes the games use: 32 (7..A), 36 (6..A), 52 (one full deck), 104 (two full decks). */
export type DeckSize = 32 | 36 | 52 | 104;

export const RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
export const DECK_SIZES: readonly DeckSize[] = [32, 36, 52, 104];

/** Rank of a card. */
export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

/** Suit of a card. */
export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** Rank values by the character code of a rank letter (0 for a character that is no rank). */
const RANK_VALUES = new Uint8Array(128);
RANKS.forEach((rank, i) => (RANK_VALUES[rank.charCodeAt(0)] = i + 1));
const HEARTS = 'H'.charCodeAt(0);
const DIAMONDS = 'D'.charCodeAt(0);

/**
 * Rank as a number: A = 1, 2..10, J = 11, Q = 12, K = 13; 0 when the first character is no rank. A table lookup:
 * the rules core asks this in its every move check.
 */
export function rankValue(card: Card): number {
  return RANK_VALUES[card.charCodeAt(0)] ?? 0;
}

/** Suit indexes by the character code of a suit letter: S 0, H 1, D 2, C 3 (the order of `SUITS`). */
const SUIT_INDEX = new Uint8Array(128);
SUITS.forEach((suit, i) => (SUIT_INDEX[suit.charCodeAt(0)] = i));

/**
 * A card's face as a small integer, `rankValue × 4 + suit index` (4 … 55 for `AS` … `KC`): two cards have the same
 * key exactly when they have the same rank and suit (the two copies of a card in a 104-card deck share it), and the
 * key of the card one rank higher in the same suit is `key + 4`. For move generation that compares cards often.
 */
export function cardKey(card: Card): number {
  return RANK_VALUES[card.charCodeAt(0)] * 4 + SUIT_INDEX[card.charCodeAt(1)];
}

/** The difference between the keys (`cardKey`) of two cards of one suit a rank apart. */
export const RANK_STEP = 4;

/** True for hearts and diamonds. */
export function isRed(card: Card): boolean {
  const suit = card.charCodeAt(1);
  return suit === HEARTS || suit === DIAMONDS;
}

/** True when the code names a real card (`AS` … `KC`). */
export function isCardCode(code: string): code is Card {
  return code.length === 2 && RANKS.includes(code[0] as Rank) && SUITS.includes(code[1] as Suit);
}

/** The rank one above, wrapping from K to A (used by the wrap-around foundations of seed 001). */
export function nextRankWrapping(rank: number): number {
  return rank === 13 ? 1 : rank + 1;
}

/**
 * The unshuffled deck of a size, in a fixed order that the seeded shuffle starts from: suits S, H, D, C, and
 * within a suit the ranks from low to high as the deck holds them (A first). 104 is two 52-card decks, one
 * after the other. 36 drops 2..5; 32 drops 2..6.
 */
export function orderedDeck(size: DeckSize): Card[] {
  const lowest = size === 32 ? 7 : size === 36 ? 6 : 2;
  const one: Card[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const value = RANKS.indexOf(rank) + 1;
      if (value === 1 || value >= lowest) one.push(rank + suit);
    }
  }
  return size === 104 ? [...one, ...one] : one;
}

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

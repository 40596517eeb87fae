/**
 * Themes (issue 10, item 4): the table's colour, the card back and the card size, chosen in Settings; a dark mode
 * follows the system's setting by itself (style.css, `prefers-color-scheme`). The choices are plain values in the
 * settings; the page shows them through data attributes on the root element, which style.css reads.
 */
export const TABLE_COLOURS = ['green', 'blue', 'red', 'grey'] as const;
export const CARD_BACKS = ['blue', 'red', 'green'] as const;
export const CARD_SIZES = ['small', 'normal', 'large'] as const;
/**
 * Card faces (faces.ts, card-face.tsx): `classic`, printed-card faces — pips as on printed cards and court figures
 * (Adrian Kennard's designs, CC0; CREDITS.md) with a corner index — the default; `large`, a large index and one big
 * suit, for small screens and low vision (and what shows until the classic art has arrived).
 */
export const CARD_FACES = ['classic', 'large'] as const;

export type TableColour = (typeof TABLE_COLOURS)[number];
export type CardBack = (typeof CARD_BACKS)[number];
export type CardSize = (typeof CARD_SIZES)[number];
export type CardFaceName = (typeof CARD_FACES)[number];

/** The widest a card may be drawn at each size, in CSS pixels (geometry.ts makes it smaller when the table is narrow). */
export const LARGEST_CARD: Record<CardSize, number> = { small: 84, normal: 112, large: 140 };

/** A saved value when it is one of `choices`, else `fallback` (settings saved before a choice existed, or damaged). */
export function choiceOr<T extends string>(value: unknown, choices: readonly T[], fallback: T): T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Shows the table colour and the card back on the page (the root element's `data-table` and `data-back`). */
export function applyTheme(root: HTMLElement, table: TableColour, back: CardBack): void {
  root.dataset.table = table;
  root.dataset.back = back;
}

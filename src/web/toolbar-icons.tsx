/**
 * The small line drawings over the phone toolbar's words (toolbar.tsx, docs/web.md "Screen"): 24 × 24 user units,
 * drawn with the button's text colour (`currentColor`), hidden from screen readers (the word under each one is the
 * button's name).
 */
import type { MoveType } from '../core/game.js';

export type IconName = 'new' | 'undo' | 'hint' | 'more' | MoveType;

/** The strokes of each icon: SVG path data, drawn unfilled. */
const PATHS: Partial<Record<IconName, string>> = {
  // A card with a plus: a new deal.
  new: 'M6 3h12a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 18 21H6a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 6 3z M12 8v8 M8 12h8',
  // An arrow turning back.
  undo: 'M9 5 4 10l5 5 M4 10h10a6 6 0 0 1 0 12h-3',
  // A light bulb.
  hint: 'M9 18h6 M10 21h4 M12 3a6 6 0 0 0-3.6 10.8c.8.7 1.1 1.4 1.1 2.2h5c0-.8.3-1.5 1.1-2.2A6 6 0 0 0 12 3z',
  // A card turned from the stock.
  draw: 'M4 6h8a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 12 20H4a1.5 1.5 0 0 1-1.5-1.5v-11A1.5 1.5 0 0 1 4 6z M16 13h6 M19 10l3 3-3 3',
  // Round again: the waste turned over into the stock.
  recycle: 'M20 12a8 8 0 1 1-2.4-5.7 M20 3v4h-4',
  // Two cards, one dealt over the other.
  deal: 'M4 8h9a1.5 1.5 0 0 1 1.5 1.5v10A1.5 1.5 0 0 1 13 21H4a1.5 1.5 0 0 1-1.5-1.5v-10A1.5 1.5 0 0 1 4 8z M8 4h10.5A1.5 1.5 0 0 1 20 5.5V17',
  // Arrows closing on one pile.
  gather: 'M9 9h6a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z M3 3l4 4 M3 7h4V3 M21 3l-4 4 M21 7h-4V3',
  // A flag: the game ends here.
  end: 'M5 22V3 M5 4h13l-3 4.5 3 4.5H5',
};

/** Three dots: more. Drawn as short round strokes. */
const MORE = 'M5 12h.01 M12 12h.01 M19 12h.01';

export function ToolbarIcon(props: { name: IconName }) {
  const more = props.name === 'more';
  return (
    <svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={more ? MORE : (PATHS[props.name] ?? PATHS.deal)} fill="none" stroke="currentColor" stroke-width={more ? 4 : 1.8} stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}

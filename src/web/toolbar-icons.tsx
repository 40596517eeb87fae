/**
 * The small line drawings beside the toolbar's and the menu's words (toolbar.tsx, docs/web.md "Screen"): 24 × 24 user
 * units, drawn with the button's text colour (`currentColor`), hidden from screen readers (the word with each one is
 * the button's name).
 */
import type { MoveType } from '../core/game.js';

/** The toolbar's and the menu's actions (each button's `data-action`), and the game's own moves. */
export type IconName =
  | 'new'
  | 'undo'
  | 'hint'
  | 'more'
  | 'restart'
  | 'redo'
  | 'demo'
  | 'rules'
  | 'stats'
  | 'review'
  | 'link'
  | 'settings'
  | 'language'
  | 'deal-on'
  | 'auto'
  | 'second-deal'
  | MoveType;

/** The strokes of each icon: SVG path data, drawn unfilled. */
const PATHS: Partial<Record<IconName, string>> = {
  // A card with a plus: a new deal.
  new: 'M6 3h12a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 18 21H6a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 6 3z M12 8v8 M8 12h8',
  // An arrow turning back, and forward.
  undo: 'M9 4 4 9l5 5 M4 9h10a5.5 5.5 0 0 1 0 11h-3',
  redo: 'M15 4l5 5-5 5 M20 9H10a5.5 5.5 0 0 0 0 11h3',
  // A light bulb.
  hint: 'M9 18h6 M10 21h4 M12 3a6 6 0 0 0-3.6 10.8c.8.7 1.1 1.4 1.1 2.2h5c0-.8.3-1.5 1.1-2.2A6 6 0 0 0 12 3z',
  // Three lines: the menu.
  more: 'M4 7h16 M4 12h16 M4 17h16',
  // Round back to the start.
  restart: 'M4 12a8 8 0 1 0 2.4-5.7 M4 3v4h4',
  // A play sign in a ring: the solver plays.
  demo: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z M10 8.5v7l6-3.5z',
  // An open book.
  rules: 'M12 6.5C10 5 7 4.5 3 5v14c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5z M12 6.5v14',
  // Bars.
  stats: 'M4 20h16 M7 20v-6 M12 20V7 M17 20V11',
  // A line over the moves: the review after the game.
  review: 'M4 20h16 M4 15l4-5 4 3 7-8 M17 5h2v2',
  // Two links of a chain.
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  // A cog.
  settings: 'M12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6z M12 2.5v3 M12 18.5v3 M2.5 12h3 M18.5 12h3 M5.3 5.3l2.1 2.1 M16.6 16.6l2.1 2.1 M5.3 18.7l2.1-2.1 M16.6 7.4l2.1-2.1',
  // A globe.
  language: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z M3 12h18 M12 3c2.4 2.5 3.5 5.5 3.5 9s-1.1 6.5-3.5 9 M12 3C9.6 5.5 8.5 8.5 8.5 12s1.1 6.5 3.5 9',
  // Fast forward: deal on until there is a choice.
  'deal-on': 'M3 6l8 6-8 6z M12 6l8 6-8 6z',
  // Play: the game plays on.
  auto: 'M7 5v14l11-7z',
  // An eye: show where the cards land.
  'second-deal': 'M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12z M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5z',
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

export function ToolbarIcon(props: { name: IconName }) {
  return (
    <svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[props.name] ?? PATHS.deal} fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}

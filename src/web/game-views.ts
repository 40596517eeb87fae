/**
 * What the table shows beside the cards for one game, read from the game's own module (a view holds no rules):
 * badges over piles, small marks on cards, piles whose exposed card may go up now, and the game's own buttons
 * (docs/web.md, "Game specifics"). Go, No Go: whether the card dealt next to each column goes (`dealPlace`, and
 * `goesDuringDeal` for the Aces, which go wherever they are dealt under the default `aces=always`), which column
 * gets the next card, and the second-deal preview (`secondDealPreview`). Perpetual Motion: *Play on*.
 */
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import { pileKinds } from '../core/piles.js';
import { COLUMNS, type GoNoGoOptions, type GoNoGoVars, dealPlace, goesDuringDeal, secondDealPreview } from '../games/go-no-go.js';

/**
 * A label over a pile: its text, a second smaller line (`note`, may be empty), whether the next card of the deal goes
 * to this pile, and CSS classes (`go`, `no-go`, `aces`, `next`).
 */
export interface PileBadge {
  text: string;
  note: string;
  next: boolean;
  kind: string;
}

/** A small mark on a card: the text, and whether it is highlighted (a card that goes). */
export interface CardMark {
  text: string;
  goes: boolean;
}

/**
 * A count shown on a stock or hand (issue 10, item 4): `text` on the first line (its cards), `note` below it (redeals
 * left as "↻ n", or the round), empty when there is none; `words` says the note in words for screen readers.
 */
export interface PileCount {
  text: string;
  note: string;
  words: string;
}

/** Everything extra a game's table shows. */
export interface TableMarks {
  /** By pile: what a player would otherwise count (the game's `counters` and its stock's size). */
  counts: Record<string, PileCount>;
  /** The pile the next redeal takes up (GameDefinition `counters`), or null. */
  nextRedeal: string | null;
  badges: Record<string, PileBadge>;
  /** By pile, card index → mark. */
  cardMarks: Record<string, Record<number, CardMark>>;
  /** Piles whose exposed card may be played to a foundation now. */
  glowing: Set<string>;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** What a game's table shows beside the cards, and whether it offers the second-deal preview. */
export interface GameView {
  /** True when the game offers the second-deal preview toggle. */
  secondDealPreview: boolean;
  /**
   * True for a forced game (every position has one legal move: Perpetual Motion, seed 004): the app offers its own
   * *Play on* instead of the solver's *Play it out*.
   */
  playOn: boolean;
  /** The piles that may carry a badge (the table keeps room above them, geometry.ts `BADGE_ROOM`). */
  badgedPiles: readonly string[];
  marks(position: Position, options: Options, legal: readonly Move[], kinds: ReadonlyMap<string, string>, showPreview: boolean, t: T): TableMarks;
}

const goNoGoView: GameView = {
  secondDealPreview: true,
  playOn: false,
  badgedPiles: COLUMNS,
  marks(position, options, legal, kinds, showPreview, t) {
    const vars = position.vars as GoNoGoVars;
    const gameOptions = options as GoNoGoOptions;
    const badges: Record<string, PileBadge> = {};
    if (vars.phase === 'deal-1' || vars.phase === 'deal-2') {
      const left = position.piles.stock?.cards.length ?? 0;
      COLUMNS.forEach((column, i) => {
        // The next card this column gets: the first deal index from `dealt` on that lands in it.
        const index = vars.dealt + ((i - (vars.dealt % COLUMNS.length) + COLUMNS.length) % COLUMNS.length);
        if (index >= vars.dealt + left) return;
        const place = dealPlace(index);
        const next = index === vars.dealt;
        const acesGo = !place.goes && gameOptions.aces !== 'go-only';
        badges[column] = { text: place.goes ? t('go') : t('noGo'), note: acesGo ? t('acesGo') : '', next, kind: `${place.goes ? 'go' : 'no-go'}${acesGo ? ' aces' : ''}${next ? ' next' : ''}` };
      });
    }
    const glowing = new Set<string>();
    for (const move of legal) if (move.type === 'move' && kinds.get(move.to) === 'foundation') glowing.add(move.from);
    const cardMarks: Record<string, Record<number, CardMark>> = {};
    if (showPreview) {
      for (const place of secondDealPreview(position)) {
        const goes = goesDuringDeal(place.card, place.goes, gameOptions);
        (cardMarks[place.from] ??= {})[place.fromIndex] = { text: `→${COLUMNS.indexOf(place.column) + 1}`, goes };
      }
    }
    return { badges, cardMarks, glowing, counts: {}, nextRedeal: null };
  },
};

const perpetualMotionView: GameView = {
  secondDealPreview: false,
  playOn: true,
  badgedPiles: [],
  marks: () => ({ badges: {}, cardMarks: {}, glowing: new Set(), counts: {}, nextRedeal: null }),
};

const VIEWS: Readonly<Record<string, GameView>> = { 'go-no-go': goNoGoView, 'perpetual-motion': perpetualMotionView };

/** The game's view facts, or null for a game that shows nothing beside its cards. */
export function gameView(game: AnyGame): GameView | null {
  return Object.hasOwn(VIEWS, game.id) ? VIEWS[game.id] : null;
}

/**
 * The table marks of a position: the game view's (none for a game without a view) and, for every game, the counts a
 * player would otherwise make — the cards in each stock or hand, with the redeals left or the round below, and the
 * pile the next redeal takes up (GameDefinition `counters`).
 */
export function tableMarks(game: AnyGame, position: Position, options: Options, legal: readonly Move[], showPreview: boolean, t: T): TableMarks {
  const view = gameView(game);
  const kinds = pileKinds(game, options);
  const marks = view ? view.marks(position, options, legal, kinds, showPreview && view.secondDealPreview, t) : { badges: {}, cardMarks: {}, glowing: new Set<string>(), counts: {}, nextRedeal: null };
  return { ...marks, counts: pileCounts(game, position, options, kinds, t), nextRedeal: game.counters?.(position, options).nextRedealPile ?? null };
}

function pileCounts(game: AnyGame, position: Position, options: Options, kinds: ReadonlyMap<string, string>, t: T): Record<string, PileCount> {
  const counters = game.counters?.(position, options) ?? {};
  const redeals = typeof counters.redealsLeft === 'number' ? counters.redealsLeft : null;
  const note = redeals !== null ? `↻ ${redeals}` : counters.round !== undefined ? t('round', { round: counters.round }) : '';
  const words = redeals !== null ? t('redealsLeft', { count: redeals }) : counters.round !== undefined ? t('round', { round: counters.round }) : '';
  const counts: Record<string, PileCount> = {};
  for (const [id, kind] of kinds) {
    if (kind !== 'stock' && kind !== 'hand') continue;
    const cards = position.piles[id]?.cards.length ?? 0;
    counts[id] = { text: String(cards), note, words };
  }
  return counts;
}

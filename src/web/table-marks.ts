/**
 * What the table shows beside the cards, in words: the game's view (GameDefinition `view`, core/game-view.ts: badges
 * over piles, marks on cards, piles whose exposed card may go up now) put into the player's language, and for every
 * game the counts a player would otherwise make (GameDefinition `counters`). The facts come from the game's own
 * module (a view holds no rules, docs/web.md "Game specifics"); nothing here knows one game from another.
 */
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import { pileKinds } from '../core/piles.js';
import type { T } from './i18n.js';

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

/**
 * The table marks of a position: the game view's in words (none for a game without a view; the preview marks only when
 * `showPreview`) and, for every game, the counts a player would otherwise make — the cards in each stock or hand, with the redeals left or the round below, and the
 * pile the next redeal takes up (GameDefinition `counters`).
 */
export function tableMarks(game: AnyGame, position: Position, options: Options, legal: readonly Move[], showPreview: boolean, t: T): TableMarks {
  const view = game.view ?? {};
  const kinds = pileKinds(game, options);
  const badges: Record<string, PileBadge> = {};
  for (const [id, badge] of Object.entries(view.badges?.(position, options) ?? {})) {
    const kind = `${badge.goes ? 'go' : 'no-go'}${badge.acesGo ? ' aces' : ''}${badge.next ? ' next' : ''}`;
    badges[id] = { text: badge.goes ? t('go') : t('noGo'), note: badge.acesGo ? t('acesGo') : '', next: badge.next, kind };
  }
  const cardMarks: Record<string, Record<number, CardMark>> = {};
  if (showPreview && view.secondDealMarks) {
    for (const [id, byIndex] of Object.entries(view.secondDealMarks(position, options))) {
      cardMarks[id] = Object.fromEntries(Object.entries(byIndex).map(([index, mark]) => [index, { text: `→${mark.column}`, goes: mark.goes }]));
    }
  }
  const glowing = new Set<string>();
  if (view.showsPlayable) for (const move of legal) if (move.type === 'move' && kinds.get(move.to) === 'foundation') glowing.add(move.from);
  return { badges, cardMarks, glowing, counts: pileCounts(game, position, options, kinds, t), nextRedeal: game.counters?.(position, options).nextRedealPile ?? null };
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

/** What a pile's badge, count and redeal mark say, in words for its label (announce.ts `pileLabel`); undefined when nothing. */
export function marksInWords(marks: TableMarks, id: string, t: T): string | undefined {
  const badge = marks.badges[id];
  const words = [badge?.text, badge?.note, badge?.next ? t('dealNext') : '', marks.counts[id]?.words, marks.nextRedeal === id ? t('nextRedeal') : ''].filter(Boolean);
  return words.length ? words.join(', ') : undefined;
}

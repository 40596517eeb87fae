/**
 * What the review after the game says (issue 27, item 5; docs/web.md, "A review after the game"): its introduction,
 * its summary line and each point's name, as pure functions of what is known, in the player's language (the words
 * are in review-strings.ts). The dialog (review-dialog.tsx) draws; these choose the words, so that they stay true
 * at every point of a game: the last point of a won game says it is won (not "still winnable"), a game with no move
 * yet speaks of the deal (not of "every move"), and the fair mode's summary says the chance now instead of the
 * introduction again.
 */
import type { Status } from '../core/game.js';
import { chancePercent } from './fair-hint.js';
import type { T } from './i18n.js';
import type { PointVerdict, ReviewSummary } from './review-series.js';

/**
 * The introduction's keys, in order: what the chart shows (the verdicts; in fair mode the chance, and the verdicts
 * once the game is over), then how to use it, when there is a point to choose (`moves` > 0).
 */
export function introKeys(fair: boolean, endStatus: Status, moves: number): string[] {
  const what = !fair ? 'reviewIntro' : endStatus === 'playing' ? 'reviewIntroFair' : 'reviewIntroFairOver';
  return moves > 0 ? [what, 'reviewIntroChoose'] : [what];
}

/** What the summary line speaks of: the review's summary (null in fair mode mid-game, where no verdict shows). */
export interface SummaryFacts {
  summary: ReviewSummary | null;
  /** The moves of the record (0: the deal only). */
  moves: number;
  endStatus: Status;
  /** The fair player's chance at the current position (0..1; null: no samples; undefined: not known yet). */
  chanceNow: number | null | undefined;
  /** The losing move in words (announce.ts `move`), for a `losing-move` summary. */
  losingWords?: string;
}

/** The summary line, in the player's language. */
export function summaryText(t: T, facts: SummaryFacts): string {
  const { summary, moves, endStatus } = facts;
  if (summary === null) {
    if (typeof facts.chanceNow === 'number') return t('reviewSummary_chanceNow', { percent: chancePercent(facts.chanceNow) });
    return t(facts.chanceNow === null ? 'reviewSummary_chanceUnknown' : 'reviewSummary_chancePending');
  }
  switch (summary.kind) {
    case 'losing-move':
      return t('reviewSummary_losing', { move: summary.move, words: facts.losingWords ?? '' });
    case 'never-lost':
      if (endStatus === 'won') return t('reviewSummary_won');
      return t(moves === 0 ? 'reviewSummary_dealWinnable' : 'reviewSummary_neverLost');
    case 'lost-from-start':
      return t(moves === 0 ? 'reviewSummary_dealLost' : 'reviewSummary_lostFromStart');
    case 'between':
      return t('reviewSummary_between', { from: summary.from === 0 ? t('reviewAfterDeal') : t('reviewAfterMove', { move: summary.from }), to: summary.to });
    case 'pending':
      return t(moves === 0 ? 'reviewSummary_pendingDeal' : 'reviewSummary_pending');
    case 'undecided':
      return t('reviewSummary_undecided');
  }
}

/** What a point's name says beside the position it names. */
export interface PointFacts {
  /** The position: 0 the deal, k after move k, of 0..`moves`. */
  k: number;
  moves: number;
  endStatus: Status;
  /** The position in words ("Deal", "Move 3: …"). */
  words: string;
  /** Its verdict; undefined when verdicts are not shown (fair mode mid-game). */
  verdict: PointVerdict | undefined;
  /** The fair player's chance there (0..1; null: no samples; undefined: not known, or no chance line). */
  chance: number | null | undefined;
  /** The move that lost the deal. */
  losing: boolean;
  /** The table's position (the session's cursor). */
  here: boolean;
}

/**
 * A point's name, as its button and the line under the chart say it: "Move 12: Queen of hearts: Column 3 to
 * Foundation 1 — still winnable; you are here". The last position of a finished game says how it ended (won, or
 * lost), without a chance to win, which the end decides.
 */
export function pointLabel(t: T, facts: PointFacts): string {
  const ended = facts.k === facts.moves && facts.endStatus !== 'playing';
  const parts: string[] = [];
  if (ended && facts.endStatus === 'won' && facts.verdict !== undefined) parts.push(t('reviewVerdict_gameWon'));
  else if (facts.verdict !== undefined) parts.push(t(`reviewVerdict_${facts.verdict ?? 'pending'}`));
  if (typeof facts.chance === 'number' && !ended) parts.push(t('reviewChance', { percent: chancePercent(facts.chance) }));
  if (facts.losing) parts.push(t('reviewLosingMark'));
  if (facts.here) parts.push(t('reviewHere'));
  return parts.length ? t('reviewPointVerdict', { point: facts.words, verdict: parts.join('; ') }) : facts.words;
}

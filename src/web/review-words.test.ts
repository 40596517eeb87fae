/**
 * The review's words (review-words.ts) in both languages: a won game's last point says it is won, not "still
 * winnable"; a game with no move yet speaks of the deal, never of "every move" beside "No move has been played yet";
 * the fair mode's summary says the chance now and never repeats the introduction.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Status } from '../core/game.js';
import { type Language, type T, i18next, initI18n } from './i18n.js';
import type { ReviewSummary } from './review-series.js';
import { REVIEW_STRINGS } from './review-strings.js';
import { introKeys, pointLabel, summaryText } from './review-words.js';

function words(language: Language): T {
  initI18n(language);
  for (const [lang, strings] of Object.entries(REVIEW_STRINGS)) i18next.addResourceBundle(lang, 'translation', strings, true, false);
  return i18next.t as unknown as T;
}

const LANGUAGES = ['en', 'ru'] as const;

/**
 * Words in a row shared with the introduction that make a repetition: the fair mode's summary used to say the
 * introduction's first sentence again ("The chance to win after each move, from what you had seen."), 11 words of it;
 * an answer to the introduction's question ("The deal could still be won after every move.") shares 7.
 */
const REPEATED = 8;

/** The most words in a row that `a` and `b` share (letters and digits only, any case): how much of one repeats the other. */
function longestSharedRun(a: string, b: string): number {
  const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const x = wordsOf(a);
  const y = wordsOf(b);
  let best = 0;
  for (let i = 0; i < x.length; i++) {
    for (let j = 0; j < y.length; j++) {
      let run = 0;
      while (i + run < x.length && j + run < y.length && x[i + run] === y[j + run]) run++;
      best = Math.max(best, run);
    }
  }
  return best;
}

describe('the review after the game says what is true', () => {
  beforeEach(() => void initI18n('en'));

  it("a won game's last point says the game is won, not that it is still winnable", () => {
    for (const language of LANGUAGES) {
      const t = words(language);
      const last = pointLabel(t, { k: 40, moves: 40, endStatus: 'won', words: t('reviewMove', { move: 40, words: 'X' }), verdict: 'won', chance: undefined, losing: false, here: true });
      expect(last).toBe(language === 'en' ? 'Move 40: X — the game is won; you are here' : 'Ход 40: X — партия выиграна; вы здесь');
      // With the chance line (fair mode), the end's 100 % is not said beside "won".
      expect(pointLabel(t, { k: 40, moves: 40, endStatus: 'won', words: 'X', verdict: 'won', chance: 1, losing: false, here: false })).toBe(language === 'en' ? 'X — the game is won' : 'X — партия выиграна');
      // A point before the end of a won game, and the last point of a game still being played, are still winnable.
      expect(pointLabel(t, { k: 39, moves: 40, endStatus: 'won', words: 'X', verdict: 'won', chance: undefined, losing: false, here: false })).toBe(language === 'en' ? 'X — still winnable' : 'X — ещё можно выиграть');
      expect(pointLabel(t, { k: 40, moves: 40, endStatus: 'playing', words: 'X', verdict: 'won', chance: undefined, losing: false, here: true })).toBe(language === 'en' ? 'X — still winnable; you are here' : 'X — ещё можно выиграть; вы здесь');
      expect(pointLabel(t, { k: 40, moves: 40, endStatus: 'lost', words: 'X', verdict: 'lost', chance: 0, losing: false, here: true })).toBe(language === 'en' ? 'X — lost; you are here' : 'X — проиграно; вы здесь');
    }
  });

  it('with no move yet, the summary speaks of the deal, not of every move, and no point is offered to choose', () => {
    for (const language of LANGUAGES) {
      const t = words(language);
      const at = (summary: ReviewSummary) => summaryText(t, { summary, moves: 0, endStatus: 'playing', chanceNow: undefined });
      expect(at({ kind: 'never-lost' })).toBe(language === 'en' ? 'This deal can be won.' : 'Этот расклад можно выиграть.');
      expect(at({ kind: 'lost-from-start' })).toBe(language === 'en' ? 'This deal cannot be won.' : 'Этот расклад выиграть нельзя.');
      expect(at({ kind: 'pending' })).toBe(language === 'en' ? 'The solver is looking at the deal…' : 'Решатель разбирает расклад…');
      for (const summary of [{ kind: 'never-lost' }, { kind: 'lost-from-start' }, { kind: 'pending' }, { kind: 'undecided' }] as ReviewSummary[]) {
        expect(at(summary)).not.toMatch(/every move|each move|after move|каждого хода|после хода|ходы/);
      }
      expect(introKeys(false, 'playing', 0)).toEqual(['reviewIntro']);
      expect(introKeys(false, 'playing', 3)).toEqual(['reviewIntro', 'reviewIntroChoose']);
      // With moves, as before.
      expect(summaryText(t, { summary: { kind: 'never-lost' }, moves: 3, endStatus: 'playing', chanceNow: undefined })).toBe(language === 'en' ? 'The deal could still be won after every move.' : 'Расклад можно было выиграть после каждого хода.');
      expect(summaryText(t, { summary: { kind: 'never-lost' }, moves: 3, endStatus: 'won', chanceNow: undefined })).toBe(language === 'en' ? 'The game is won.' : 'Партия выиграна.');
    }
  });

  it('in fair mode the summary says the chance now, and no sentence of the introduction is said twice', () => {
    for (const language of LANGUAGES) {
      const t = words(language);
      expect(summaryText(t, { summary: null, moves: 5, endStatus: 'playing', chanceNow: 0.62 })).toBe(language === 'en' ? 'Your chance to win now: about 62 %.' : 'Ваш шанс выиграть сейчас — около 62 %.');
      const summaries: (ReviewSummary | null)[] = [null, { kind: 'losing-move', move: 2 }, { kind: 'lost-from-start' }, { kind: 'never-lost' }, { kind: 'between', from: 0, to: 3 }, { kind: 'pending' }, { kind: 'undecided' }];
      for (const fair of [false, true]) {
        for (const endStatus of ['playing', 'won', 'lost'] as Status[]) {
          for (const moves of [0, 5]) {
            const intro = introKeys(fair, endStatus, moves).map((key) => t(key));
            const sentences = intro.join(' ').split(/(?<=[.…])\s+/);
            expect(new Set(sentences).size, `${fair} ${endStatus} ${moves}`).toBe(sentences.length);
            for (const summary of summaries) {
              for (const chanceNow of [undefined, null, 0.5]) {
                const text = summaryText(t, { summary, moves, endStatus, chanceNow, losingWords: 'X' });
                expect(text).not.toMatch(/\{\{|reviewSummary_/);
                expect(longestSharedRun(text, intro.join(' ')), `${language}: "${text}" repeats the introduction`).toBeLessThan(REPEATED);
              }
            }
          }
        }
      }
      // The measure catches the summary the fair mode had.
      if (language === 'en') expect(longestSharedRun('The chance to win after each move, from what you had seen.', t('reviewIntroFair'))).toBeGreaterThanOrEqual(REPEATED);
      // Once the game is over, the fair introduction says the verdicts show (they do), not that they will.
      expect(introKeys(true, 'lost', 5)).toEqual(['reviewIntroFairOver', 'reviewIntroChoose']);
    }
  });
});

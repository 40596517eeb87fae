/**
 * The notice of the game Undo went back to (messages.tsx `backToGameText`): the game's name and its deal in the
 * player's language, for every game, a numbered deal or a given deck.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../core/game.js';
import { defaultOptions } from '../core/options.js';
import { type Session, newRecord, openSession } from '../core/record.js';
import { shuffledDeck } from '../core/deal.js';
import { GAME_LIST } from '../games/index.js';
import { type Language, type T, i18next, initI18n } from './i18n.js';
import { backToGameText, restartUndoneText } from './messages.js';

function opened(game: AnyGame, deal: Parameters<typeof newRecord>[2]): Session {
  const session = openSession(game, newRecord(game, defaultOptions(game), deal));
  if (!session.ok) throw new Error(session.error);
  return session.value;
}

function text(language: Language, session: Session): string {
  initI18n(language);
  return backToGameText(i18next.t as unknown as T, session, language);
}

describe('the notice of a restart Undo undid', () => {
  it('says the restart was undone and names the same game and deal, never "the previous game", in English and Russian', () => {
    for (const game of GAME_LIST) {
      const numbered = opened(game, { seed: 12 });
      const given = opened(game, { deck: shuffledDeck(7, game.deckSize(defaultOptions(game))) });
      for (const language of ['en', 'ru'] as const) {
        initI18n(language);
        const t = i18next.t as unknown as T;
        for (const session of [numbered, given]) {
          const words = restartUndoneText(t, session, language);
          expect(words).toContain(game.name[language]);
          expect(words).not.toMatch(/\{\{|previous|предыдущ/);
          expect(words).not.toBe(backToGameText(t, session, language));
        }
      }
    }
    initI18n('en');
    expect(restartUndoneText(i18next.t as unknown as T, opened(GAME_LIST.find((game) => game.id === 'klondike')!, { seed: 12 }), 'en')).toBe('Restart undone: Klondike, deal 12 — back where you were');
    initI18n('ru');
    expect(restartUndoneText(i18next.t as unknown as T, opened(GAME_LIST.find((game) => game.id === 'klondike')!, { seed: 12 }), 'ru')).toBe('Перезапуск отменён: «Косынка», расклад 12 — всё как было');
  });
});

describe('the notice of the game Undo went back to', () => {
  it('names the game and its deal, in English and Russian', () => {
    const klondike = opened(GAME_LIST.find((game) => game.id === 'klondike')!, { seed: 12 });
    expect(text('en', klondike)).toBe('Back to the previous game: Klondike, deal 12');
    expect(text('ru', klondike)).toBe('Назад к предыдущей игре: «Косынка», расклад 12');
  });

  it('says so for every game, a numbered deal or a given deck', () => {
    for (const game of GAME_LIST) {
      const numbered = opened(game, { seed: 7 });
      const given = opened(game, { deck: shuffledDeck(7, game.deckSize(defaultOptions(game))) });
      for (const language of ['en', 'ru'] as const) {
        expect(text(language, numbered)).toContain(game.name[language]);
        expect(text(language, numbered)).toMatch(/7$/);
        expect(text(language, given)).toContain(game.name[language]);
        expect(text(language, given)).not.toMatch(/\{\{|7/);
      }
    }
  });
});

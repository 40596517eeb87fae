/**
 * Pile names in the player's language: each game names its tableau piles with its own source's word (GameView
 * `tableauName`): the hint line said "Column 8" for Moving Shops' eighth shop.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
import { GAMES } from '../games/index.js';
import { Announcer } from './announce.js';
import { type Language, STRINGS, i18next, initI18n } from './i18n.js';
import type { T } from './i18n.js';

function announcerFor(id: string, language: Language): { announcer: Announcer; game: AnyGame } {
  initI18n(language);
  const game = GAMES[id] as AnyGame;
  const resolved = resolveOptions(game, undefined, {});
  if (!resolved.ok) throw new Error(resolved.error);
  return { announcer: new Announcer(game.layout(resolved.value), i18next.t as unknown as T, game.view?.tableauName), game };
}

describe('pile names', () => {
  const expected: Record<string, { en: string; ru: string; pile: string }> = {
    klondike: { en: 'Column 3', ru: 'Столбец 3', pile: 'column-3' },
    'topsy-turvy-queens': { en: 'Column 3', ru: 'Столбец 3', pile: 'column-3' },
    'go-no-go': { en: 'Column 3', ru: 'Столбец 3', pile: 'column-3' },
    elevens: { en: 'Pile 3', ru: 'Стопка 3', pile: 'pile-3' },
    'perpetual-motion': { en: 'Pile 3', ru: 'Стопка 3', pile: 'pile-3' },
    'moving-shops': { en: 'Shop 8', ru: 'Магазин 8', pile: 'pile-8' },
    artless: { en: 'Pile 3', ru: 'Стопка 3', pile: 'pile-3' },
    percentages: { en: 'Pile 3', ru: 'Стопка 3', pile: 'pile-3' },
  };

  it('covers every game', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(GAMES).sort());
  });

  for (const [id, names] of Object.entries(expected)) {
    for (const language of ['en', 'ru'] as const) {
      it(`${id} (${language}) names its tableau piles with its own word, and every other pile by its kind`, () => {
        const { announcer, game } = announcerFor(id, language);
        expect(announcer.pileName(names.pile)).toBe(names[language]);
        const options = resolveOptions(game, undefined, {});
        if (!options.ok) throw new Error(options.error);
        for (const spec of game.layout(options.value)) {
          const name = announcer.pileName(spec.id);
          // Every name is a translated word (no key leaks through), with the pile's number when its id has one.
          expect(name).not.toMatch(/kind_/);
          expect(name).toMatch(/^\p{L}[\p{L} ]*( \d+)?$/u);
        }
      });
    }
  }

  it('has every pile word in both languages', () => {
    const words = (strings: Record<string, unknown>): string[] => Object.keys(strings).filter((key) => key.startsWith('kind_')).sort();
    expect(words(STRINGS.ru)).toEqual(words(STRINGS.en));
    for (const name of ['column', 'pile', 'shop']) expect(words(STRINGS.en)).toContain(`kind_tableau_${name}`);
  });
});

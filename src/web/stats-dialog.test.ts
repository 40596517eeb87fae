/** Unit tests of the Statistics dialog's row names (stats-dialog.tsx `describeStatsKey`). */
import { describe, expect, it } from 'vitest';
import { type Language, type T, i18next, initI18n } from './i18n.js';
import { describeStatsKey } from './stats-dialog.js';
import { en } from './strings-en.js';
import { ru } from './strings-ru.js';

function named(key: string, language: Language): string {
  initI18n(language);
  return describeStatsKey(key, language, i18next.t as unknown as T);
}

describe('the rows of the Statistics dialog', () => {
  const book = 'klondike|draw=3|redeals=unlimited|partialMoves=false|emptyColumns=kings-first|foundationToTableau=false';
  const classic = 'klondike|draw=3|redeals=unlimited|partialMoves=true|emptyColumns=kings|foundationToTableau=true';

  it('names a game by its preset, as the New game dialog does, not by its options', () => {
    expect(named(classic, 'en')).toBe('Klondike (classic)');
    expect(named('klondike|draw=1|redeals=0|partialMoves=false|emptyColumns=kings-first|foundationToTableau=false', 'en')).toBe('Klondike (single pass, draw 1)');
    expect(named('percentages|rounds=3|redealUnit=pile', 'ru')).toBe('Проценты (три пересдачи)');
  });

  it('names the defaults by the game alone, and other options one by one', () => {
    expect(named(book, 'en')).toBe('Klondike');
    expect(named(book.replace('draw=3', 'draw=1'), 'en')).toMatch(/^Klondike \(.*1\)$/);
    expect(named('no-such-game|x=1', 'en')).toBe('no-such-game|x=1');
  });

  it('keeps a per cent sign with its word in the column heads: «% побед» broke after a lone «%» in a narrow column', () => {
    for (const strings of [en, ru]) {
      for (const [key, text] of Object.entries(strings)) if (key.startsWith('stat_')) expect(text, key).not.toMatch(/% | %/);
    }
  });
});

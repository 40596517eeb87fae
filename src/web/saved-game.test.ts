/**
 * Issue 8, item 10: a damaged saved game says what the core found wrong, not "its moves do not replay"; the notice
 * itself speaks the interface's language, the core's English reason kept in its details.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../core/options.js';
import { newRecord } from '../core/record.js';
import { klondike } from '../games/klondike.js';
import { STRINGS, type T, i18next, initI18n } from './i18n.js';
import { damageNotice, describeDamage, openSaved } from './saved-game.js';
import { newMeta } from './stats.js';

const record = { ...newRecord(klondike, defaultOptions(klondike), { seed: 1 }), moves: [{ type: 'draw' as const }], cursor: 1 };
const saved = (change: Record<string, unknown>) => ({ current: { record: { ...record, ...change }, meta: newMeta() } });

describe('issue 8, item 10: a damaged saved game gives the core\'s reason', () => {
  it('opens a whole record and names what is wrong with each kind of damage', () => {
    expect(openSaved(saved({}).current).ok).toBe(true);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ deal: { seed: -1 } }, /deal number -1/],
      [{ options: { ...record.options, colour: 'blue' } }, /colour/],
      [{ cursor: 7 }, /cursor/],
      [{ moves: [{ type: 'move', from: 'column-1', to: 'foundation-1' }] }, /move 0/],
    ];
    for (const [change, reason] of cases) {
      const damage = describeDamage(saved(change));
      expect(damage.key, JSON.stringify(change)).toBe('notWhole');
      expect(damage.details, JSON.stringify(change)).toMatch(reason);
      expect(damage.details).not.toMatch(/do not replay/);
    }
    expect(describeDamage(saved({ format: 2 }))).toMatchObject({ key: 'otherFormat', values: { format: '2' }, details: expect.stringMatching(/format version 2/) });
    expect(describeDamage({ current: {} }).key).toBe('noRecord');
    expect(describeDamage(saved({ game: 'canasta' }))).toEqual({ key: 'unknownGame', values: { name: 'canasta' } });
  });
});

describe('the notice of a saved game that could not be read', () => {
  /** Damage the core words in English: a move the rules refuse ("… has only 1 face-up card(s)"), another format, no game. */
  const damaged = [
    saved({ moves: [{ type: 'move', from: 'column-1', to: 'column-2', count: 2 }] }),
    saved({ format: 2 }),
    saved({ deal: { seed: -1 } }),
    { current: {} },
    'garbage',
  ];

  it('speaks the interface language (no word of the core\'s English reason in Russian) and keeps the reason in its details', () => {
    initI18n('ru');
    const t = i18next.t as unknown as T;
    for (const value of damaged) {
      const notice = damageNotice(value, t);
      expect(notice.text, JSON.stringify(value)).toMatch(/^Сохранённую игру прочитать не удалось \(.+\); начата новая игра\.$/);
      expect(notice.text, JSON.stringify(value)).not.toMatch(/[A-Za-z]/);
    }
    const refused = damageNotice(damaged[0], t);
    expect(refused.text).toBe('Сохранённую игру прочитать не удалось (она повреждена); начата новая игра.');
    expect(refused.details).toMatch(/^saved game: move 0: .*column-1 has only 1 face-up card/);
    expect(damageNotice(damaged[1], t).text).toBe('Сохранённую игру прочитать не удалось (её сохранила другая версия приложения, в формате 2); начата новая игра.');
  });

  it('reads the same in English, with the same details', () => {
    initI18n('en');
    const t = i18next.t as unknown as T;
    expect(damageNotice(damaged[0], t)).toEqual({ text: 'The saved game could not be read (it is damaged); a new game was started.', details: expect.stringMatching(/has only 1 face-up card/) });
    expect(damageNotice(damaged[3], t)).toEqual({ text: 'The saved game could not be read (there is no game in it); a new game was started.' });
  });

  it('has its words in both languages, with the same placeholders', () => {
    for (const key of ['storageDamaged', 'storageUnavailable', 'noticeDetails', 'gameNotOpened', 'damage_noRecord', 'damage_unknownGame', 'damage_otherFormat', 'damage_notWhole']) {
      const en = (STRINGS.en as Record<string, string>)[key];
      const ru = (STRINGS.ru as Record<string, string>)[key];
      expect(en && ru, key).toBeTruthy();
      expect(ru.match(/{{\w+}}/g)?.sort(), key).toEqual(en.match(/{{\w+}}/g)?.sort());
    }
  });
});

/**
 * Issue 8, item 10: a damaged saved game says what the core found wrong, not "its moves do not replay".
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../core/options.js';
import { newRecord } from '../core/record.js';
import { klondike } from '../games/klondike.js';
import { STRINGS, i18next, initI18n } from './i18n.js';
import { describeDamage, openSaved } from './saved-game.js';
import { newMeta } from './stats.js';

const record = { ...newRecord(klondike, defaultOptions(klondike), { seed: 1 }), moves: [{ type: 'draw' as const }], cursor: 1 };
const saved = (change: Record<string, unknown>) => ({ current: { record: { ...record, ...change }, meta: newMeta() } });

describe('issue 8, item 10: a damaged saved game gives the core\'s reason', () => {
  it('opens a whole record and names what is wrong with each kind of damage', () => {
    expect(openSaved(saved({}).current).ok).toBe(true);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ format: 2 }, /format version 2/],
      [{ deal: { seed: -1 } }, /deal number -1/],
      [{ options: { ...record.options, colour: 'blue' } }, /colour/],
      [{ cursor: 7 }, /cursor/],
      [{ moves: [{ type: 'move', from: 'column-1', to: 'foundation-1' }] }, /move 0/],
    ];
    for (const [change, reason] of cases) {
      const damage = describeDamage(saved(change));
      expect(damage.key, JSON.stringify(change)).toBe('notWhole');
      expect(damage.values.reason, JSON.stringify(change)).toMatch(reason);
      expect(damage.values.reason).not.toMatch(/do not replay/);
    }
    expect(describeDamage({ current: {} }).key).toBe('noRecord');
    expect(describeDamage(saved({ game: 'canasta' }))).toEqual({ key: 'unknownGame', values: { name: 'canasta' } });
  });

  it('the notice carries the reason in both languages', () => {
    for (const language of ['en', 'ru'] as const) {
      initI18n(language);
      const damage = describeDamage(saved({ format: 2 }));
      const text = i18next.t('storageDamaged', { reason: i18next.t(`damage_${damage.key}`, damage.values) });
      expect(text).toContain('format version 2');
      expect((STRINGS[language] as Record<string, string>).damage_notWhole).toContain('{{reason}}');
    }
  });
});

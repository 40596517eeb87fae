/**
 * Every game's arrangements of its piles (GameDefinition `layout` and `otherLayouts`): the same piles in the same
 * order and of the same kinds, no two piles in one place, room only where a pile fans down.
 */
import { describe, expect, it } from 'vitest';
import { GAME_LIST } from './index.js';
import { defaultOptions } from '../core/options.js';

describe('layouts', () => {
  for (const game of GAME_LIST) {
    it(`${game.id}: every arrangement holds the layout's piles, in its order and kinds, each in a place of its own`, () => {
      const options = defaultOptions(game);
      const layout = game.layout(options);
      for (const arrangement of [layout, ...(game.otherLayouts?.(options) ?? [])]) {
        expect(arrangement.map((spec) => [spec.id, spec.kind])).toEqual(layout.map((spec) => [spec.id, spec.kind]));
        const places = new Set(arrangement.map((spec) => `${spec.row},${spec.column}`));
        expect(places.size).toBe(arrangement.length);
        for (const spec of arrangement) {
          if (spec.room) expect(spec.fan, spec.id).toBe('down');
          expect(spec.row >= 0 && spec.column >= 0, spec.id).toBe(true);
        }
      }
    });
  }
});

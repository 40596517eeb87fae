/** Unit tests of options and presets (RULES.md, "Options and presets"). */
import { describe, expect, it } from 'vitest';
import { GAME_LIST, GAMES } from '../games/index.js';
import { defaultOptions, presetOf, resolveOptions } from './options.js';

describe('presets', () => {
  it("names every preset's own options by that preset, in every game", () => {
    for (const game of GAME_LIST) {
      for (const name of Object.keys(game.presets)) {
        const options = resolveOptions(game, name);
        if (!options.ok) throw new Error(options.error);
        // Two presets with the same options would be named by the first; no game has such a pair.
        expect(presetOf(game, options.value)).toBe(name);
      }
    }
  });

  it('names no preset for options that differ from every preset, and the first for the defaults', () => {
    const klondike = GAMES.klondike;
    expect(presetOf(klondike, defaultOptions(klondike))).toBe('book');
    expect(presetOf(klondike, { ...defaultOptions(klondike), draw: 1 })).toBeNull();
    const classic = resolveOptions(klondike, 'classic');
    if (!classic.ok) throw new Error(classic.error);
    expect(presetOf(klondike, { ...classic.value, redeals: 3 })).toBeNull();
    // Values compared as text: a link's "3" is the option's 3.
    expect(presetOf(klondike, { ...classic.value, draw: '3' })).toBe('classic');
    expect(presetOf(GAMES.elevens, defaultOptions(GAMES.elevens))).toBeNull();
  });
});

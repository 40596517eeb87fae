/**
 * Which sound a move makes (sounds.ts `soundOfMove`), in every game, from each game's own facts (its move types and
 * its counters): a redeal for turning the waste over (Klondike, Topsy-Turvy Queens), gathering (Go, No Go), a new
 * round (Perpetual Motion) and starting a redeal (Moving Shops, Artless, Percentages); the win for the winning move;
 * a card laid otherwise. The sound files themselves: small, and of the format the page decodes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES, GAME_LIST } from '../games/index.js';
import { defaultOptions, resolveOptions } from '../core/options.js';
import { gameStatus } from '../core/engine.js';
import { currentPosition, newRecord, openSession } from '../core/record.js';
import { type SoundCue, soundOfMove } from './sounds.js';
import { constructedKlondikeDeck, klondikeWonLine, playout } from './e2e/fixtures.js';

/** Games with redeals of some kind: the sound heard when one happens in a playout of a few deals. */
const REDEAL_GAMES = ['klondike', 'topsy-turvy-queens', 'go-no-go', 'perpetual-motion', 'moving-shops', 'artless', 'percentages'];

describe('the sound of a move', () => {
  for (const game of GAME_LIST) {
    it(`${game.id}: a redeal for a redeal, a card laid for every other move of a playout`, () => {
      const options = defaultOptions(game);
      const heard = new Set<SoundCue>();
      for (let seed = 1; seed <= 6; seed++) {
        const { moves, positions } = playout(game, options, seed, 400);
        moves.forEach((move, i) => {
          const status = gameStatus(game, positions[i + 1], options);
          const cue = soundOfMove(game, options, positions[i], move, positions[i + 1], status);
          heard.add(cue);
          if (status === 'won') expect(cue).toBe('win');
          else if (move.type === 'recycle' || move.type === 'gather') expect(cue, JSON.stringify(move)).toBe('redeal');
          else if (move.type === 'move' || move.type === 'pair' || move.type === 'draw') {
            // A card move redeals only where the game's counters say a redeal or a round began with it.
            const was = game.counters?.(positions[i], options);
            const now = game.counters?.(positions[i + 1], options);
            const redealt = (was?.round !== undefined && now!.round! > was.round) || (typeof was?.redealsLeft === 'number' && (now!.redealsLeft as number) < was.redealsLeft);
            expect(cue, JSON.stringify(move)).toBe(redealt ? 'redeal' : 'card');
          }
        });
      }
      expect(heard.has('card')).toBe(true);
      if (REDEAL_GAMES.includes(game.id)) expect(heard.has('redeal'), 'no redeal heard in six playouts').toBe(true);
    });
  }

  it('the winning move sounds the win, and the move before it a card laid', () => {
    const line = klondikeWonLine(0);
    const game = GAMES.klondike;
    const options = resolveOptions(game, undefined, { draw: '1', redeals: '0' });
    if (!options.ok) throw new Error(options.error);
    const opened = openSession(game, newRecord(game, options.value, { deck: constructedKlondikeDeck() }));
    if (!opened.ok) throw new Error(opened.error);
    let position = currentPosition(opened.value);
    const cues: SoundCue[] = [];
    for (const move of line.moves) {
      const after = game.apply(position, move, options.value).position;
      cues.push(soundOfMove(game, options.value, position, move, after, gameStatus(game, after, options.value)));
      position = after;
    }
    expect(cues.at(-1)).toBe('win');
    expect(cues.slice(0, -1).every((cue) => cue === 'card')).toBe(true);
  });
});

describe('the sound files', () => {
  for (const name of ['card', 'refused', 'redeal', 'win']) {
    it(`${name}.wav is 16-bit mono PCM WAV, at most a second long and 48 KB`, () => {
      const bytes = readFileSync(new URL(`./public/sounds/${name}.wav`, import.meta.url));
      expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
      expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
      expect(bytes.readUInt16LE(20)).toBe(1); // PCM
      expect(bytes.readUInt16LE(22)).toBe(1); // mono
      expect(bytes.readUInt16LE(34)).toBe(16);
      const rate = bytes.readUInt32LE(24);
      const seconds = bytes.readUInt32LE(40) / 2 / rate;
      expect(seconds).toBeGreaterThan(0.04);
      expect(seconds).toBeLessThanOrEqual(1);
      expect(bytes.length).toBeLessThanOrEqual(48 * 1024);
    });
  }
});

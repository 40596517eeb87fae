/**
 * Issue 30, the long run: rule F's old half — "a card back from a foundation owes a use at the next move" — cut wins.
 * Two postponed moves can share their only use, each needing the other done first, so neither can be followed at once
 * by its use (docs/solvers/klondike.md, "Rules D, F and V", the correction). Here, from Klondike `classic` deal 717
 * after 392 moves of a random playout: 7D must leave the waste for a black 8; the only way is JC down onto QD, the run
 * TD 9S 8D onto it (a parent swap off JS), JH down onto QC, and TH down onto JS — the use the parent swap and JH's
 * descent share. The old rules said `lost` in 35 positions.
 */
import { describe, expect, it } from 'vitest';
import type { Options, Position } from '../../core/game.js';
import { resolveOptions } from '../../core/options.js';
import { GAMES } from '../../games/index.js';
import { certifyWin } from '../certify.js';
import { solve } from '../index.js';
import { KLONDIKE_RULES } from './rules.js';

const klondike = GAMES.klondike;
const resolved = resolveOptions(klondike, 'classic');
if (!resolved.ok) throw new Error(resolved.error);
const options: Options = resolved.value;

function pile(cards: string, faceDown = 0) {
  return { cards: cards === '' ? [] : cards.split(' '), faceDown };
}

/** Deal 717 under `classic`, 392 moves into a random playout (seven redeals used). */
const deal717: Position = {
  piles: {
    stock: pile('9D 5D 6D', 3),
    waste: pile('TS 3D 7D'),
    'foundation-1': pile('AS 2S 3S 4S 5S 6S 7S 8S'),
    'foundation-2': pile('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH'),
    'foundation-3': pile('AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC'),
    'foundation-4': pile('AD 2D'),
    'column-1': pile('KC QH'),
    'column-2': pile('KS QD JS TD 9S 8D'),
    'column-3': pile(''),
    'column-4': pile('KH QS'),
    'column-5': pile(''),
    'column-6': pile('KD'),
    'column-7': pile('JD 4D', 1),
  },
  vars: { redealsUsed: 7 },
};

/** The same a few moves on: the Queens of clubs and hearts out in columns, JC still up. */
const beforeTheSharedUse: Position = {
  ...deal717,
  piles: {
    ...deal717.piles,
    'foundation-2': pile('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH'),
    'foundation-3': pile('AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC'),
    'column-1': pile('KC QD'),
    'column-2': pile('KS QH JS TD 9S 8D'),
    'column-3': pile('KH QC'),
    'column-4': pile(''),
    'column-6': pile('KD QS'),
  },
};

describe('issue 30: two postponed moves that share their use (rule F no longer postpones)', () => {
  for (const [name, position] of [
    ['deal 717, 392 moves in', deal717],
    ['the position before JC comes down', beforeTheSharedUse],
  ] as const) {
    it(`${name}: won with every rule on, and with each rule off alone; the line is certified`, () => {
      for (const off of [[], ...KLONDIKE_RULES.map((rule) => [rule])]) {
        const result = solve(klondike, position, options, { states: 200_000 }, { rulesOff: off });
        expect(result.result, `rules off: ${off.join() || 'none'}`).toBe('won');
        expect(certifyWin(klondike, position, options, result.moves).ok).toBe(true);
      }
    });
  }
});

/**
 * Artless — «Бесхитростный». Seed 001, variant б; RULES.md section 5. Shared machinery: seed001.ts.
 *
 * Piles: `pile-1` … `pile-8`, `foundation-1` … `foundation-8`, `hand`.
 * - Deal: the first 8 cards of the deck order are the bases, one on each foundation ("Восемь карт выложенных
 *   первоначально - базовые"); then 8 face-up piles of 12, dealt in rows.
 * - Each foundation builds from its own base up by one regardless of suit, wrapping K → A, to the rank below the
 *   base ("второй картой была шестерка … выкладывается семерка … и так далее до пятерок").
 * - Redeals: each pile once, in order 1..8, eight cards a pass, each pile dealt starting at position 1 ("вторая
 *   стопка, начиная с первой"); option `redealStart` = `own` starts at the pile's own position instead.
 */
import type { PileSpec } from '../core/game.js';
import { FOUNDATIONS, HAND, REDEAL_START_OPTION, type Seed001Config, type Seed001Vars, dealInRows, foundationsAndHandLayout, pileIdsOf, seed001Game, seed001PileNames, sidewaysFoundationsAndHand, uprightFoundationsAndHand } from './seed001.js';

export interface ArtlessOptions {
  [key: string]: string | number | boolean;
  /** Where each redeal starts dealing: position 1 (`first`, the text) or the pile's own position (`own`). */
  redealStart: 'first' | 'own';
}

export const ARTLESS_PILES = pileIdsOf(8);

/** The room a pile is laid out for (web geometry.ts): its deal of twelve cards; a longer pile closes its fan up. */
const PILE_ROOM = { faceDown: 0, faceUp: 12 };

/** The game's rules as the shared machinery takes them (the fast solver, src/solver/seed001/, reads the same). */
export const ARTLESS_RULES: Seed001Config<ArtlessOptions> = {
  id: 'artless',
  name: { en: 'Artless', ru: 'Бесхитростный' },
  source: 'seed 001, variant б («Бесхитростный»); RULES.md section 5',
  options: [REDEAL_START_OPTION],
  presets: {},
  pileCount: 8,
  layout: [
    ...ARTLESS_PILES.map((id, i): PileSpec => ({ id, kind: 'tableau', row: 1, column: i, fan: 'down', room: PILE_ROOM })),
    ...foundationsAndHandLayout(),
  ],
  otherLayouts: [
    // The foundations two by two at the left, the piles beside them (a phone held sideways).
    [...ARTLESS_PILES.map((id, i): PileSpec => ({ id, kind: 'tableau', row: 0, column: 2 + i, fan: 'down', room: PILE_ROOM })), ...sidewaysFoundationsAndHand(ARTLESS_PILES.length)],
    // The foundations in two rows of four, the hand at the right, the piles under them (a phone held upright).
    [...ARTLESS_PILES.map((id, i): PileSpec => ({ id, kind: 'tableau', row: 2, column: i, fan: 'down', room: PILE_ROOM })), ...uprightFoundationsAndHand(ARTLESS_PILES.length - 1)],
  ],
  choosesBase: false,
  pileNames: seed001PileNames({ en: 'Pile', ru: 'Стопка' }),
  layOut: (table) => {
    for (const id of FOUNDATIONS) table.move(HAND, id, 1, true, true);
    dealInRows(table, ARTLESS_PILES, ARTLESS_PILES.map(() => 12));
  },
  redealOrder: () => ARTLESS_PILES.map((_, i) => i + 1),
  redealStart: (pileNumber, options) => (options.redealStart === 'own' ? pileNumber : 1),
};

export const artless = seed001Game(ARTLESS_RULES);

export type { Seed001Vars as ArtlessVars };

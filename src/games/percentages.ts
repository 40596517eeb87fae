/**
 * Percentages — «Проценты». Seed 001, variant в; RULES.md section 6. Shared machinery: seed001.ts.
 *
 * Piles: `pile-1` … `pile-8`, `foundation-1` … `foundation-8`, `hand`.
 * - Deal: 8 face-up piles of 13, dealt in rows; then the top card of each pile i is lifted out as the base of
 *   `foundation-i` (automatic steps: "Верхние карты всех стопок снимают и кладут выше … Это базовые карты").
 * - Foundations as in Artless: from the base up by one regardless of suit, wrapping K → A, to the rank below it.
 * - Redeals as in Artless (option `redealStart`, default `first`), eight cards a pass. "Такая раскладка
 *   допускается три раза": by default three full rounds of redeals (piles 1..8, three times). Option `rounds`
 *   (3, 2, 1) counts the rounds; with option `redealUnit` = `pile` it counts single-pile redeals instead (piles
 *   1..rounds). Presets: `three-rounds` (the defaults) and `three-redeals` (the narrow reading: piles 1, 2, 3).
 */
import type { PileSpec } from '../core/game.js';
import { FOUNDATIONS, REDEAL_START_OPTION, type Seed001Config, type Seed001Vars, dealInRows, foundationsAndHandLayout, pileIdsOf, seed001Game, seed001PileNames, sidewaysFoundationsAndHand, uprightFoundationsAndHand } from './seed001.js';

export interface PercentagesOptions {
  [key: string]: string | number | boolean;
  /** Where each redeal starts dealing: position 1 (`first`) or the pile's own position (`own`). */
  redealStart: 'first' | 'own';
  /** "три раза": how many rounds (or, with `redealUnit` = `pile`, single-pile redeals) are allowed. */
  rounds: 1 | 2 | 3;
  /** What `rounds` counts: full rounds of piles 1..8 (`round`), or single piles (`pile`). */
  redealUnit: 'round' | 'pile';
}

export const PERCENTAGES_PILES = pileIdsOf(8);

/** The redeal order of Percentages: pile numbers, first redealt first. */
export function percentagesRedealOrder(options: PercentagesOptions): number[] {
  if (options.redealUnit === 'pile') return Array.from({ length: options.rounds }, (_, i) => i + 1);
  const order: number[] = [];
  for (let round = 0; round < options.rounds; round++) for (let pile = 1; pile <= 8; pile++) order.push(pile);
  return order;
}

/** The room a pile is laid out for (web geometry.ts): its deal of twelve cards; a longer pile closes its fan up. */
const PILE_ROOM = { faceDown: 0, faceUp: 12 };

/** The game's rules as the shared machinery takes them (the fast solver, src/solver/seed001/, reads the same). */
export const PERCENTAGES_RULES: Seed001Config<PercentagesOptions> = {
  id: 'percentages',
  name: { en: 'Percentages', ru: 'Проценты' },
  source: 'seed 001, variant в («Проценты»); RULES.md section 6',
  options: [
    REDEAL_START_OPTION,
    {
      key: 'rounds',
      values: [3, 2, 1],
      default: 3,
      label: { en: 'How many times the piles may be redealt ("three times")', ru: 'Сколько раз допускается раскладка («три раза»)' },
    },
    {
      key: 'redealUnit',
      values: ['round', 'pile'],
      default: 'round',
      label: {
        en: 'What counts as one redeal: a round of all eight piles or a single pile',
        ru: 'Что считать одной раскладкой: круг из всех восьми стопок или одну стопку',
      },
    },
  ],
  presets: {
    'three-rounds': {},
    'three-redeals': { rounds: 3, redealUnit: 'pile' },
  },
  pileCount: 8,
  layout: [
    ...PERCENTAGES_PILES.map((id, i): PileSpec => ({ id, kind: 'tableau', row: 1, column: i, fan: 'down', room: PILE_ROOM })),
    ...foundationsAndHandLayout(),
  ],
  otherLayouts: [
    // The foundations two by two at the left, the piles beside them (a phone held sideways).
    [...PERCENTAGES_PILES.map((id, i): PileSpec => ({ id, kind: 'tableau', row: 0, column: 2 + i, fan: 'down', room: PILE_ROOM })), ...sidewaysFoundationsAndHand(PERCENTAGES_PILES.length)],
    // The foundations in two rows of four, the hand at the right, the piles under them (a phone held upright).
    [...PERCENTAGES_PILES.map((id, i): PileSpec => ({ id, kind: 'tableau', row: 2, column: i, fan: 'down', room: PILE_ROOM })), ...uprightFoundationsAndHand(PERCENTAGES_PILES.length - 1)],
  ],
  choosesBase: false,
  pileNames: seed001PileNames({ en: 'Pile', ru: 'Стопка' }),
  layOut: (table) => {
    dealInRows(table, PERCENTAGES_PILES, PERCENTAGES_PILES.map(() => 13));
    PERCENTAGES_PILES.forEach((id, i) => table.move(id, FOUNDATIONS[i], 1, true, true));
  },
  redealOrder: percentagesRedealOrder,
  redealStart: (pileNumber, options) => (options.redealStart === 'own' ? pileNumber : 1),
};

export const percentages = seed001Game(PERCENTAGES_RULES);

export type { Seed001Vars as PercentagesVars };

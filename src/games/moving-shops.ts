/**
 * Moving Shops — «Подвижные магазины». Seed 001, variant а; RULES.md section 4. Shared machinery: seed001.ts.
 *
 * Piles: `pile-1` … `pile-10` (the shops), `foundation-1` … `foundation-8`, `hand`.
 * - Deal: 10 face-up shops in rows, piles 1–9 get 11 cards, pile 10 gets 5 ("по одиннадцать карт в первых девяти
 *   и пять в последней стопке"); laid out in two rows of five ("Стопки размещаются в два ряда").
 * - The first move picks any exposed card as the first base; it goes to `foundation-1` ("Из игровых карт
 *   выбивается любая, которая будет базовой"). Its rank R is the base rank: an exposed R starts the leftmost empty
 *   foundation ("Карты одного с ней достоинства выкладываются в базовый ряд"); each foundation builds R, R+1, … R−1
 *   regardless of suit.
 * - Redeals: each shop once, in order 1..10; shop k is dealt starting at position k itself, wrapping to 1 ("начиная
 *   с места, с которого она была снята"), ten cards a pass.
 * No options.
 */
import type { Options, PileSpec } from '../core/game.js';
import { type Seed001Config, type Seed001Vars, dealInRows, foundationsAndHandLayout, pileIdsOf, seed001Game, seed001PileNames, sidewaysFoundationsAndHand, uprightFoundationsAndHand } from './seed001.js';

export const SHOPS = pileIdsOf(10);

/** The room a shop is laid out for (web geometry.ts): its deal of eleven cards; a longer shop closes its fan up. */
const SHOP_ROOM = { faceDown: 0, faceUp: 11 };

/** The game's rules as the shared machinery takes them (the fast solver, src/solver/seed001/, reads the same). */
export const MOVING_SHOPS_RULES: Seed001Config<Options> = {
  id: 'moving-shops',
  name: { en: 'Moving Shops', ru: 'Подвижные магазины' },
  source: 'seed 001, variant а («Подвижные магазины»); RULES.md section 4',
  options: [],
  presets: {},
  pileCount: 10,
  layout: [
    // «Стопки размещаются в два ряда»: two rows of five shops, under the middle of the foundations' row.
    ...SHOPS.map((id, i): PileSpec => ({ id, kind: 'tableau', row: 1 + Math.floor(i / 5), column: 2 + (i % 5), fan: 'down', room: SHOP_ROOM })),
    ...foundationsAndHandLayout(),
  ],
  // Where two rows of eleven-card shops leave the cards small (a wide screen, a phone held sideways), the shops stand
  // in one row; the source's two rows stay wherever they fit about as well.
  otherLayouts: [
    // One row of ten shops under the foundations (a wide screen).
    [...SHOPS.map((id, i): PileSpec => ({ id, kind: 'tableau', row: 1, column: i, fan: 'down', room: SHOP_ROOM })), ...foundationsAndHandLayout()],
    // The foundations two by two at the left, the ten shops beside them (a phone held sideways).
    [...SHOPS.map((id, i): PileSpec => ({ id, kind: 'tableau', row: 0, column: 2 + i, fan: 'down', room: SHOP_ROOM })), ...sidewaysFoundationsAndHand(SHOPS.length)],
    // The foundations in two rows of four, the shops in two rows of five under them (a phone held upright).
    [...SHOPS.map((id, i): PileSpec => ({ id, kind: 'tableau', row: 2 + Math.floor(i / 5), column: i % 5, fan: 'down', room: SHOP_ROOM })), ...uprightFoundationsAndHand(4)],
  ],
  choosesBase: true,
  pileNames: seed001PileNames({ en: 'Shop', ru: 'Магазин' }),
  layOut: (table) => {
    dealInRows(table, SHOPS, [11, 11, 11, 11, 11, 11, 11, 11, 11, 5]);
  },
  redealOrder: () => SHOPS.map((_, i) => i + 1),
  redealStart: (pileNumber) => pileNumber,
};

export const movingShops = seed001Game(MOVING_SHOPS_RULES);

export type { Seed001Vars as MovingShopsVars };

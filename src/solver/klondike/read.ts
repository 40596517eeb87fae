/**
 * Which project positions the fast Klondike solver can hold (docs/solvers/klondike.md): the options
 * and the position of src/games/klondike.ts read into solver numbers, each checked, with the reason when something
 * is not so. Every position reached by play passes.
 */
import type { Options, Position } from '../../core/game.js';
import { type Result, err, ok } from '../../core/result.js';
import { COLUMNS, FOUNDATIONS, type KlondikeOptions } from '../../games/klondike.js';
import { SUIT, buildsOn, cardNumber } from './cards.js';

/** Column stride of the solver's card arrays (a column holds at most its face-down cards and a run of 13). */
export const STRIDE = 24;
/** The most face-down cards a column may hold so that a run of 13 still fits in its stride. */
const MAX_FACE_DOWN = STRIDE - 13;

/** The rules of a Klondike position as the solver uses them (src/games/klondike.ts, RULES.md section 1). */
export interface KlondikeRules {
  /** Cards drawn at a time: 1 or 3. */
  draw: number;
  /** Redeals allowed; −1 for unlimited. */
  redealLimit: number;
  partialMoves: boolean;
  /** Gaps take any card once all four Kings are placed (`emptyColumns: 'kings-first'`). */
  kingsFirst: boolean;
  foundationToTableau: boolean;
}

/** The project position, read and checked: cards as solver numbers. */
export interface ReadPosition {
  rules: KlondikeRules;
  columns: { cards: number[]; faceDown: number }[];
  /** Foundation height by suit (S H D C). */
  foundations: number[];
  /** The foundation piles 1–4 in order: the suit each holds (−1 when empty) and its height. */
  foundationPiles: { suit: number; height: number }[];
  /** Waste then stock in drawing order (the stock's top card first). */
  talon: number[];
  pointer: number;
  redealsUsed: number;
}

/** Reads the options of `src/games/klondike.ts`, or says which value the solver does not know. */
export function readRules(options: Options): Result<KlondikeRules> {
  const klondike = options as KlondikeOptions;
  if (klondike.draw !== 1 && klondike.draw !== 3) return err(`draw ${String(klondike.draw)} is not 1 or 3`);
  const redeals = klondike.redeals;
  if (redeals !== 'unlimited' && !(Number.isInteger(redeals) && Number(redeals) >= 0 && Number(redeals) <= 3)) return err(`redeals ${String(redeals)} is not unlimited or 0–3`);
  if (klondike.emptyColumns !== 'kings' && klondike.emptyColumns !== 'kings-first') return err(`emptyColumns ${String(klondike.emptyColumns)} is not kings or kings-first`);
  return ok({
    draw: klondike.draw,
    redealLimit: redeals === 'unlimited' ? -1 : Number(redeals),
    partialMoves: klondike.partialMoves === true,
    kingsFirst: klondike.emptyColumns === 'kings-first',
    foundationToTableau: klondike.foundationToTableau === true,
  });
}

/**
 * Checks that `position` is a Klondike position the fast solver can hold — every one reached by play is — and reads
 * it: the 52 cards once each; each column's face-up cards a run down in alternating colours, with at most 11 face-down
 * cards under it; each foundation one suit from the Ace up; the waste and stock 24 cards at most; the redeals used
 * within the limit. The error names the first thing that is not so.
 */
export function readPosition(position: Position, options: Options): Result<ReadPosition> {
  const rules = readRules(options);
  if (!rules.ok) return rules;
  const seen = new Uint8Array(52);
  let total = 0;
  const cardsOf = (id: string): Result<number[]> => {
    const pile = position.piles[id];
    if (pile === undefined) return err(`the position has no pile ${id}`);
    const cards: number[] = [];
    for (const code of pile.cards) {
      const card = cardNumber(code);
      if (card < 0) return err(`${id}: "${code}" is not a card`);
      if (seen[card]) return err(`${id}: ${code} is in the position twice`);
      seen[card] = 1;
      cards.push(card);
      total++;
    }
    return ok(cards);
  };
  const columns: ReadPosition['columns'] = [];
  for (const id of COLUMNS) {
    const cards = cardsOf(id);
    if (!cards.ok) return cards;
    const faceDown = position.piles[id].faceDown;
    if (!Number.isInteger(faceDown) || faceDown < 0 || faceDown > cards.value.length) return err(`${id}: face-down count ${faceDown} is not 0–${cards.value.length}`);
    if (faceDown > MAX_FACE_DOWN) return err(`${id}: ${faceDown} face-down cards, more than the solver holds (${MAX_FACE_DOWN})`);
    for (let k = faceDown + 1; k < cards.value.length; k++) {
      if (!buildsOn(cards.value[k], cards.value[k - 1])) return err(`${id}: its face-up cards are not a run down in alternating colours`);
    }
    columns.push({ cards: cards.value, faceDown });
  }
  const foundations = [0, 0, 0, 0];
  const foundationPiles: ReadPosition['foundationPiles'] = [];
  for (const id of FOUNDATIONS) {
    const cards = cardsOf(id);
    if (!cards.ok) return cards;
    if (cards.value.length === 0) {
      foundationPiles.push({ suit: -1, height: 0 });
      continue;
    }
    const suit = SUIT[cards.value[0]];
    if (cards.value.some((card, k) => card !== suit * 13 + k)) return err(`${id}: not one suit from the Ace up`);
    foundations[suit] = cards.value.length;
    foundationPiles.push({ suit, height: cards.value.length });
  }
  const waste = cardsOf('waste');
  if (!waste.ok) return waste;
  const stock = cardsOf('stock');
  if (!stock.ok) return stock;
  if (total !== 52) return err(`the position holds ${total} cards, not 52`);
  const talon = [...waste.value, ...stock.value.slice().reverse()];
  if (talon.length > 24) return err(`the waste and stock hold ${talon.length} cards, more than the 24 the solver holds`);
  const used = (position.vars as { redealsUsed?: unknown }).redealsUsed ?? 0;
  if (typeof used !== 'number' || !Number.isInteger(used) || used < 0) return err(`redealsUsed ${String(used)} is not a count`);
  if (rules.value.redealLimit >= 0 && used > rules.value.redealLimit) return err(`redealsUsed ${used} is more than the ${rules.value.redealLimit} allowed`);
  return ok({ rules: rules.value, columns, foundations, foundationPiles, talon, pointer: waste.value.length, redealsUsed: rules.value.redealLimit >= 0 ? used : 0 });
}

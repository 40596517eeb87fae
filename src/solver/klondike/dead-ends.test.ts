/**
 * Rule L (docs/solver.md, "Rule L — positions proved lost by a relaxation"): the bit-set relaxation of dead-ends.ts
 * against a plain card-by-card statement of the same facts, on random positions of every option combination; and its
 * soundness: no position it proves lost is won by the search without pruning.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { shuffledDeck } from '../../core/deal.js';
import type { Options, Position } from '../../core/game.js';
import { GAMES } from '../../games/index.js';
import { resolveOptions } from '../../core/options.js';
import { OPPOSITE_A, OPPOSITE_B, RANK, SUIT } from './cards.js';
import { DeadEndScratch, provedLost } from './dead-ends.js';
import { solveKlondikeFast } from './index.js';
import { type ReadPosition, readPosition } from './read.js';
import { KlondikeState } from './state.js';

const klondike = GAMES.klondike;

/**
 * The relaxation stated card by card (the facts TOP, HEAD, AVAIL, UP of dead-ends.ts), iterated to its fixpoint:
 * true when some card is not UP.
 */
function referenceProvedLost(read: ReadPosition): boolean {
  const rules = read.rules;
  type Place = { column: number; index: number; faceDown: boolean } | 'talon' | 'foundation';
  const place = new Map<number, Place>();
  const columnOf = (card: number): { column: number; index: number; faceDown: boolean } | null => {
    const at = place.get(card);
    return typeof at === 'object' ? at : null;
  };
  read.columns.forEach((column, i) => column.cards.forEach((card, index) => place.set(card, { column: i, index, faceDown: index < column.faceDown })));
  for (const card of read.talon) place.set(card, 'talon');
  for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= read.foundations[suit]; rank++) place.set(suit * 13 + rank - 1, 'foundation');
  const above = (card: number): number | null => {
    const at = columnOf(card);
    return at === null || at.index + 1 >= read.columns[at.column].cards.length ? null : read.columns[at.column].cards[at.index + 1];
  };
  const below = (card: number): number | null => {
    const at = columnOf(card);
    return at === null || at.index === 0 ? null : read.columns[at.column].cards[at.index - 1];
  };
  const targets = (card: number): number[] => (RANK[card] === 13 ? [] : [OPPOSITE_A[SUIT[card]] * 13 + RANK[card], OPPOSITE_B[SUIT[card]] * 13 + RANK[card]]);
  const top = new Set<number>();
  const head = new Set<number>();
  const avail = new Set<number>();
  const up = new Set<number>();
  for (const [card, at] of place) if (at === 'foundation') up.add(card);
  let gapExists = read.columns.some((column) => column.cards.length === 0);
  let kingsPlaceable = false;
  const upBelow = (card: number): boolean => RANK[card] === 1 || up.has(card - 1);
  const gapOk = (card: number): boolean => gapExists && (RANK[card] === 13 || (rules.kingsFirst && kingsPlaceable));
  // The talon cards within reach now: the waste top, every draw's top from the pointer on, and (when a recycle is
  // allowed) every draw's top from the start; the last card always.
  const talonIndex = new Map(read.talon.map((card, index) => [card, index]));
  const withinReach = new Set<number>();
  const length = read.talon.length;
  if (read.pointer > 0) withinReach.add(read.pointer - 1);
  for (let position = read.pointer; position < length; ) {
    position = Math.min(position + rules.draw, length);
    withinReach.add(position - 1);
  }
  if (rules.redealLimit < 0 || read.redealsUsed < rules.redealLimit) {
    for (let position = 0; position < length; ) {
      position = Math.min(position + rules.draw, length);
      withinReach.add(position - 1);
    }
  }
  const canGo = (card: number): boolean => upBelow(card) || gapOk(card) || targets(card).some((t) => avail.has(t));
  const played = (index: number): boolean => index >= 0 && index < length && top.has(read.talon[index]) && canGo(read.talon[index]);
  for (let changed = true; changed; ) {
    changed = false;
    const add = (set: Set<number>, card: number, fact: boolean): void => {
      if (fact && !set.has(card)) {
        set.add(card);
        changed = true;
      }
    };
    for (let card = 0; card < 52; card++) {
      const at = place.get(card)!;
      const column = columnOf(card);
      const on = above(card);
      if (at === 'talon') {
        const index = talonIndex.get(card)!;
        let before = false;
        for (let k = 0; k < index; k++) before ||= played(k);
        add(top, card, withinReach.has(index) || played(index + 1) || before);
      }
      add(top, card, column !== null && (on === null || head.has(on)));
      add(up, card, upBelow(card) && top.has(card));
      const fromOutside = (at === 'talon' && top.has(card)) || (rules.foundationToTableau && up.has(card) && column === null);
      add(avail, card, (column !== null && top.has(card)) || (fromOutside && (gapOk(card) || targets(card).some((t) => avail.has(t)))));
      if (column !== null) {
        const mayHead = rules.partialMoves || column.index <= read.columns[column.column].faceDown;
        const leaves = mayHead && (!column.faceDown || top.has(card)) && (gapOk(card) || targets(card).some((t) => avail.has(t) && t !== below(card)));
        add(head, card, (top.has(card) && upBelow(card)) || leaves);
      }
    }
    if (!gapExists) {
      for (const column of read.columns) {
        const bottom = column.cards[0];
        const faceDown = column.faceDown > 0;
        if ((top.has(bottom) && upBelow(bottom)) || ((!faceDown || top.has(bottom)) && targets(bottom).some((t) => avail.has(t)))) {
          gapExists = true;
          changed = true;
        }
      }
    }
    if (rules.kingsFirst && gapExists && !kingsPlaceable) {
      const placed = [12, 25, 38, 51].every((king) => {
        const column = columnOf(king);
        if (column !== null) return up.has(king) || head.has(king) || column.index === 0;
        return up.has(king) || avail.has(king);
      });
      if (placed) {
        kingsPlaceable = true;
        changed = true;
      }
    }
  }
  return up.size < 52;
}

const optionsArbitrary: fc.Arbitrary<Options> = fc.record({
  draw: fc.constantFrom(1, 3),
  redeals: fc.constantFrom('unlimited', 0, 1, 2, 3),
  partialMoves: fc.boolean(),
  emptyColumns: fc.constantFrom('kings-first', 'kings'),
  foundationToTableau: fc.boolean(),
});

/** Positions along a random legal playout (every 8th position). */
function playout(options: Options, seed: number, length: number, walk: number): Position[] {
  let state = walk >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  let position = klondike.deal(shuffledDeck(seed, 52), options).position;
  const positions = [position];
  for (let i = 1; i <= length; i++) {
    const legal = klondike.legalMoves(position, options);
    if (legal.length === 0 || klondike.isWon(position, options)) break;
    const cardMoves = legal.filter((move) => move.type === 'move');
    const pool = cardMoves.length > 0 && next() < 0.6 ? cardMoves : legal;
    position = klondike.apply(position, pool[Math.floor(next() * pool.length)], options).position;
    if (i % 8 === 0) positions.push(position);
  }
  return positions;
}

function read(position: Position, options: Options): ReadPosition {
  const result = readPosition(position, options);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('rule L: positions proved lost by the relaxation', () => {
  const scratch = new DeadEndScratch();

  it('the bit-set relaxation gives the card-by-card statement\'s verdict on random positions of every option combination', () => {
    let lost = 0;
    fc.assert(
      fc.property(optionsArbitrary, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 200 }), fc.integer(), (options, seed, length, walk) => {
        for (const position of playout(options, seed, length, walk)) {
          const start = read(position, options);
          const verdict = provedLost(new KlondikeState(start), scratch);
          expect(verdict).toBe(referenceProvedLost(start));
          if (verdict) lost++;
        }
      }),
      { numRuns: 300 },
    );
    // Both verdicts occur, so both ends are compared.
    expect(lost).toBeGreaterThan(0);
  });

  it('proves nothing lost that the search without pruning wins', () => {
    let compared = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const options: Options = { draw: seed % 2 ? 3 : 1, redeals: seed % 3 ? 'unlimited' : 2, partialMoves: seed % 5 !== 0, emptyColumns: seed % 4 ? 'kings' : 'kings-first', foundationToTableau: seed % 3 !== 1 };
      for (const position of playout(options, seed + 7000, 160, seed).slice(-8)) {
        if (!provedLost(new KlondikeState(read(position, options)), scratch)) continue;
        const search = solveKlondikeFast(position, options, { pruning: false }, 5_000, Number.POSITIVE_INFINITY);
        expect(search.result, `seed ${seed}`).not.toBe('won');
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('proves the shared deals 145 and 153 lost at the start under `classic`, and the search without pruning agrees', () => {
    const resolved = resolveOptions(klondike, 'classic');
    if (!resolved.ok) throw new Error(resolved.error);
    const options = resolved.value;
    const lines = readFileSync(new URL('../../../data/deals/klondike-solvitaire-1-1000.txt', import.meta.url), 'utf8').split('\n');
    const deals = lines.map((line) => line.trim().split(/\s+/)).filter((words) => words.length >= 52).map((words) => words.slice(-52));
    for (const number of [145, 153]) {
      const position = klondike.deal(deals[number - 1], options).position;
      expect(provedLost(new KlondikeState(read(position, options)), scratch)).toBe(true);
      expect(solveKlondikeFast(position, options, { pruning: false }, 200_000, Number.POSITIVE_INFINITY).result, `deal ${number}`).toBe('lost');
    }
  });
});

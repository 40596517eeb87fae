/**
 * Rule A of the fast Klondike solver (docs/solvers/klondike.md, "Rule A — the arrangement of twins"): with partial
 * moves, the hash reads each column only up to its lowest face-up card and the face-up cards above those as one set.
 * Checked here: what it merges (a twin swap keeps the key), the simulation its argument rests on (on random positions,
 * every move of a position with another arrangement of the same cards is matched — directly, onto the other twin, or
 * after one twin swap that the search makes as a rule-D move followed by its use), and that verdicts agree with it on
 * and off.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import type { Options, Position } from '../../core/game.js';
import { resolveOptions } from '../../core/options.js';
import { GAMES } from '../../games/index.js';
import { solve } from '../index.js';
import { random } from '../test-support.js';
import { GenerateScratch, generateMoves } from './generate.js';
import { COLUMN_TO_COLUMN, COLUMN_TO_FOUNDATION, moveA, moveB, moveC, moveKind } from './moves.js';
import { readPosition } from './read.js';
import { arrangementsOn, klondikeRuleSwitches } from './rules.js';
import { KlondikeState } from './state.js';
import { NO_OBLIGATION, type Obligation, generateUses, obligationAfter, obligationKeyHigh, obligationKeyLow } from './uses.js';

const klondike = GAMES.klondike;
const ALL_RULES = klondikeRuleSwitches(true);
/** Every legal move, the stock moves folded in as the search makes them (every rule off but K). */
const NO_RULES = { ...klondikeRuleSwitches(false), K: true };

/** Options with partial moves (rule A's condition), the others any. */
const partialOptions: fc.Arbitrary<Options> = fc.record({
  draw: fc.constantFrom(1, 3),
  redeals: fc.constantFrom('unlimited', 0, 2),
  partialMoves: fc.constant(true),
  emptyColumns: fc.constantFrom('kings-first', 'kings'),
  foundationToTableau: fc.boolean(),
});

function stateOf(position: Position, options: Options): KlondikeState {
  const read = readPosition(position, options);
  if (!read.ok) throw new Error(read.error);
  return new KlondikeState(read.value);
}

/** Positions along a random legal playout of deal `seed` (every 7th, after up to `length` moves). */
function playout(options: Options, seed: number, length: number): Position[] {
  const next = random(seed * 7 + 1);
  let position = klondike.deal(shuffledDeck(seed, 52), options).position;
  const positions: Position[] = [];
  for (let i = 1; i <= length; i++) {
    const legal = klondike.legalMoves(position, options);
    if (legal.length === 0 || klondike.isWon(position, options)) break;
    const cardMoves = legal.filter((move) => move.type === 'move');
    const pool = cardMoves.length > 0 && next() < 0.7 ? cardMoves : legal;
    position = klondike.apply(position, pool[Math.floor(next() * pool.length)], options).position;
    if (i % 7 === 0) positions.push(position);
  }
  return positions;
}

/** Rule A's key of the position (rule P on). */
function key(state: KlondikeState): string {
  state.computeHash(true, true);
  return `${state.hashHigh}:${state.hashLow}:${state.hashPointer}`;
}

/** The concrete key (rule A off). */
function concreteKey(state: KlondikeState): string {
  state.computeHash(true, false);
  return `${state.hashHigh}:${state.hashLow}:${state.hashPointer}`;
}

/** True when `move` is a twin swap: a run headed by a face-up card that lies on a face-up card, moved onto a card. */
function isSwap(state: KlondikeState, move: number): boolean {
  if (moveKind(move) !== COLUMN_TO_COLUMN) return false;
  const from = moveA(move);
  return moveC(move) < state.length[from] - state.faceDown[from] && state.length[moveB(move)] > 0;
}

/** The moves of the position (every legal move), as a list. */
function movesOf(state: KlondikeState, rules = NO_RULES): number[] {
  const buffer = new Int32Array(2048);
  return Array.from(buffer.subarray(0, generateMoves(state, buffer, 0, rules, new GenerateScratch())));
}

/** The keys after each move of the position at `depth` (made and unmade). */
function keysAfter(state: KlondikeState, depth: number, moves: readonly number[]): string[] {
  return moves.map((move) => {
    state.apply(move, depth);
    const after = key(state);
    state.undo(move, depth);
    return after;
  });
}

/**
 * Plays up to `count` random twin swaps on `state` (depths 0 ..), for another arrangement of the same cards; returns
 * how many were played.
 */
function swapAround(state: KlondikeState, count: number, next: () => number): number {
  let depth = 0;
  for (; depth < count; depth++) {
    const swaps = movesOf(state).filter((move) => isSwap(state, move));
    if (swaps.length === 0) break;
    state.apply(swaps[Math.floor(next() * swaps.length)], depth);
  }
  return depth;
}

describe('rule A: the arrangement of twins', () => {
  it('merges what a twin swap changes, and only with partial moves and rule D', () => {
    const options = resolveOptions(klondike, 'classic');
    if (!options.ok) throw new Error(options.error);
    let swapsSeen = 0;
    for (const position of playout(options.value, 11, 300)) {
      const state = stateOf(position, options.value);
      const before = key(state);
      const concrete = concreteKey(state);
      for (const move of movesOf(state)) {
        if (!isSwap(state, move)) continue;
        swapsSeen++;
        state.apply(move, 0);
        expect(key(state)).toBe(before);
        expect(concreteKey(state)).not.toBe(concrete);
        state.undo(move, 0);
      }
    }
    expect(swapsSeen).toBeGreaterThan(5);
    expect(arrangementsOn(ALL_RULES, true)).toBe(true);
    expect(arrangementsOn(ALL_RULES, false)).toBe(false);
    expect(arrangementsOn(klondikeRuleSwitches(true, ['D']), true)).toBe(false);
    expect(arrangementsOn(klondikeRuleSwitches(true, ['A']), true)).toBe(false);
  });

  it('rests on a simulation: each move of one arrangement is matched from another directly, onto the other twin, or after a twin swap that the search makes as a rule-D move and its use', () => {
    let matchedAfterSwap = 0;
    fc.assert(
      fc.property(partialOptions, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 6 }), (options, seed, swaps) => {
        const next = random(seed);
        for (const position of playout(options, seed, 160)) {
          const other = stateOf(position, options);
          const here = stateOf(position, options);
          const depth = swapAround(here, swaps, next);
          const start = key(other);
          expect(key(here)).toBe(start);
          const otherMoves = movesOf(other);
          const wanted = keysAfter(other, 0, otherMoves);
          const hereMoves = movesOf(here);
          const direct = new Set(keysAfter(here, depth, hereMoves));
          for (let k = 0; k < otherMoves.length; k++) {
            if (wanted[k] === start || direct.has(wanted[k])) continue;
            // Only a column card's move to its foundation may need a swap first: the one that uncovers it, a move
            // rule D keeps (a use exists) whose use — the card going up — the search then lists.
            expect(moveKind(otherMoves[k])).toBe(COLUMN_TO_FOUNDATION);
            let found = false;
            for (const swap of movesOf(here, ALL_RULES)) {
              if (!isSwap(here, swap)) continue;
              here.apply(swap, depth);
              const obligation: Obligation = { kind: 0, card: 0, twin: 0 };
              obligationAfter(here, swap, depth, obligation, ALL_RULES);
              const buffer = new Int32Array(1024);
              const uses = Array.from(buffer.subarray(0, generateUses(here, obligation, buffer, 0, new GenerateScratch(), ALL_RULES)));
              if (keysAfter(here, depth + 1, uses).includes(wanted[k])) found = true;
              here.undo(swap, depth);
              if (found) break;
            }
            expect(found).toBe(true);
            matchedAfterSwap++;
          }
        }
      }),
      { numRuns: 40, seed: 26 },
    );
    expect(matchedAfterSwap).toBeGreaterThan(0);
  });

  it('keys a position under an obligation with it, and two positions with the same key have uses that reach the same keys', () => {
    let compared = 0;
    fc.assert(
      fc.property(partialOptions, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 6 }), (options, seed, swaps) => {
        const next = random(seed + 5);
        for (const position of playout(options, seed, 160)) {
          const other = stateOf(position, options);
          const here = stateOf(position, options);
          const depth = swapAround(here, swaps, next);
          const nodes = (state: KlondikeState, at: number): Map<string, Set<string>> => {
            const found = new Map<string, Set<string>>();
            for (const move of movesOf(state, ALL_RULES)) {
              state.apply(move, at);
              const obligation: Obligation = { kind: 0, card: 0, twin: 0 };
              obligationAfter(state, move, at, obligation, ALL_RULES);
              if (obligation.kind !== NO_OBLIGATION) {
                state.computeHash(true, true);
                const node = `${state.hashHigh ^ obligationKeyHigh(obligation)}:${state.hashLow ^ obligationKeyLow(obligation)}:${state.hashPointer}`;
                const buffer = new Int32Array(1024);
                const uses = Array.from(buffer.subarray(0, generateUses(state, obligation, buffer, 0, new GenerateScratch(), ALL_RULES)));
                found.set(node, new Set(keysAfter(state, at + 1, uses)));
              }
              state.undo(move, at);
            }
            return found;
          };
          const there = nodes(other, 0);
          for (const [node, uses] of nodes(here, depth)) {
            const same = there.get(node);
            if (same === undefined) continue;
            expect([...uses].sort()).toEqual([...same].sort());
            compared++;
          }
        }
      }),
      { numRuns: 40, seed: 27 },
    );
    expect(compared).toBeGreaterThan(20);
  });

  it('never changes a verdict: the search with rule A on and off agree near the end of random playouts, and with it on expands fewer positions', () => {
    const options = resolveOptions(klondike, 'classic');
    if (!options.ok) throw new Error(options.error);
    let decided = 0;
    let statesOn = 0;
    let statesOff = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const deal = klondike.deal(shuffledDeck(seed, 52), options.value).position;
      const on = solve(klondike, deal, options.value, { states: 20_000 });
      const off = solve(klondike, deal, options.value, { states: 20_000 }, { rulesOff: ['A'] });
      if (on.result !== 'unknown' && off.result !== 'unknown') {
        expect(on.result, `deal ${seed}`).toBe(off.result);
        decided++;
        statesOn += on.states;
        statesOff += off.states;
      }
      for (const position of playout(options.value, seed, 90).slice(-2)) {
        const near = solve(klondike, position, options.value, { states: 10_000 });
        const plain = solve(klondike, position, options.value, { states: 10_000 }, { rulesOff: ['A'] });
        if (near.result !== 'unknown' && plain.result !== 'unknown') expect(near.result).toBe(plain.result);
      }
    }
    expect(decided).toBeGreaterThan(4);
    expect(statesOn).toBeLessThan(statesOff);
  });
});

/**
 * Issue 9, item 3: one description of Klondike's rules. The fast solver's move generator with pruning off, translated
 * back into project moves, must be the engine's legal moves (src/games/klondike.ts) on random positions — random
 * deals, random legal playouts, every combination of the options — and every move it makes must be the engine's.
 *
 * The stock moves are folded into the fast solver's moves (K+, docs/solvers/klondike.md), so they are compared as
 * follows. Let the *stock closure* of a position be every position the engine reaches from it by draws and recycles
 * alone, each with the fewest recycles it takes. The fast solver lists a talon move (q, destination, r) for the card
 * talon[q − 1]; the engine side of it is (the waste top card of a closure position, the destination of a legal move of
 * that waste top there, the fewest recycles to a closure position with that card on top). The two sets must be equal; a
 * talon move of no draw (the waste top as it lies) is also compared move for move with the engine's moves from the
 * waste.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import { playMove } from '../../core/engine.js';
import type { Move, Options, Position } from '../../core/game.js';
import { GAMES } from '../../games/index.js';
import { cardCode, cardNumber } from './cards.js';
import { GenerateScratch, generateMoves, safeMove } from './generate.js';
import { TALON_MOVE, TO_FOUNDATION, moveA, moveB, moveC, moveKind } from './moves.js';
import { type ReadPosition, readPosition } from './read.js';
import { KlondikeState, STRIDE } from './state.js';
import { translateLine } from './translate.js';
import { generateUses, obligationAfter, type Obligation } from './uses.js';
import { klondikeRuleSwitches } from './rules.js';

const ALL_RULES = klondikeRuleSwitches(true);
// The plain generator, stock moves folded in as the engine's stock closure lists them (each talon card with the fewest
// recycles that bring it up): every rule off but K.
const NO_RULES = { ...klondikeRuleSwitches(false), K: true };
import { random } from '../test-support.js';

/** A string equal for equal moves (a left-out `count` is 1), to compare lists of moves as sorted keys. */
function moveKey(move: Move): string {
  if (move.type === 'move') return `move ${move.from} ${move.to} ${move.count ?? 1}`;
  if (move.type === 'pair') return `pair ${move.piles[0]} ${move.piles[1]}`;
  return move.type;
}

const klondike = GAMES.klondike;

/** Every combination of the options of src/games/klondike.ts. */
const optionsArbitrary: fc.Arbitrary<Options> = fc.record({
  draw: fc.constantFrom(1, 3),
  redeals: fc.constantFrom('unlimited', 0, 1, 2, 3),
  partialMoves: fc.boolean(),
  emptyColumns: fc.constantFrom('kings-first', 'kings'),
  foundationToTableau: fc.boolean(),
});


/** Positions along a random legal playout of deal `seed`: every 5th position, `length` moves at most. */
function playout(options: Options, seed: number, length: number, walk: number): Position[] {
  const next = random(walk);
  let position = klondike.deal(shuffledDeck(seed, 52), options).position;
  const positions = [position];
  for (let i = 1; i <= length; i++) {
    const legal = klondike.legalMoves(position, options);
    if (legal.length === 0 || klondike.isWon(position, options)) break;
    // Prefer the moves of cards a little over draws, so that playouts get somewhere.
    const cardMoves = legal.filter((move) => move.type === 'move');
    const pool = cardMoves.length > 0 && next() < 0.6 ? cardMoves : legal;
    position = klondike.apply(position, pool[Math.floor(next() * pool.length)], options).position;
    if (i % 10 === 0) positions.push(position);
  }
  return positions;
}

function read(position: Position, options: Options): ReadPosition {
  const result = readPosition(position, options);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** The fast solver's position as comparable data: columns (codes, face-down counts), foundation heights, talon, pointer. */
function snapshotOfState(state: KlondikeState): unknown {
  const columns = Array.from({ length: 7 }, (_, i) => ({
    cards: Array.from(state.column.subarray(i * STRIDE, i * STRIDE + state.length[i]), cardCode),
    faceDown: state.faceDown[i],
  }));
  return { columns, foundations: Array.from(state.foundation), talon: Array.from(state.talon.subarray(0, state.talonLength), cardCode), pointer: state.pointer };
}

function snapshotOfPosition(position: ReadPosition): unknown {
  const columns = position.columns.map((column) => ({ cards: column.cards.map(cardCode), faceDown: column.faceDown }));
  return { columns, foundations: position.foundations, talon: position.talon.map(cardCode), pointer: position.pointer };
}

/** The engine's stock closure: for each card that reaches the waste top, the fewest recycles and its waste moves. */
function stockClosure(position: Position, options: Options): Map<string, { recycles: number; moves: Move[] }> {
  const found = new Map<string, { recycles: number; moves: Move[] }>();
  const seen = new Set<string>();
  // Breadth first by recycles used: every position with r recycles is listed before any with r + 1.
  let layer: Position[] = [position];
  for (let recycles = 0; layer.length > 0; recycles++) {
    const nextLayer: Position[] = [];
    for (let queue = layer; queue.length > 0; ) {
      const following: Position[] = [];
      for (const current of queue) {
        const key = JSON.stringify(current.piles.waste) + JSON.stringify(current.piles.stock);
        if (seen.has(key)) continue;
        seen.add(key);
        const legal = klondike.legalMoves(current, options);
        const waste = current.piles.waste.cards;
        if (waste.length > 0) {
          const top = waste[waste.length - 1];
          if (!found.has(top)) found.set(top, { recycles, moves: legal.filter((move) => move.type === 'move' && move.from === 'waste') });
        }
        for (const move of legal) {
          if (move.type === 'draw') following.push(klondike.apply(current, move, options).position);
          if (move.type === 'recycle') nextLayer.push(klondike.apply(current, move, options).position);
        }
      }
      queue = following;
    }
    layer = nextLayer;
  }
  return found;
}

/** Plays project moves through the engine; the position after them, or the reason one is illegal. */
function replay(position: Position, options: Options, moves: readonly Move[]): Position {
  let current = position;
  for (const move of moves) {
    const played = playMove(klondike, current, options, move);
    if (!played.ok) throw new Error(`${JSON.stringify(move)}: ${played.error}`);
    current = played.value.position;
  }
  return current;
}

/** Checks one position: the generator against the engine, every move made and unmade against the engine. */
function checkPosition(position: Position, options: Options): void {
  const start = read(position, options);
  const state = new KlondikeState(start);
  const before = snapshotOfState(state);
  expect(before).toEqual(snapshotOfPosition(start));
  const scratch = new GenerateScratch();
  const buffer = new Int32Array(2048);
  const count = generateMoves(state, buffer, 0, NO_RULES, scratch);
  const fastMoves = Array.from(buffer.subarray(0, count));
  expect(new Set(fastMoves).size, 'no move twice').toBe(count);

  const engineMoves = klondike.legalMoves(position, options).filter((move) => move.type === 'move');
  const closure = stockClosure(position, options);
  const fastDirect: string[] = [];
  const fastTalon: string[] = [];
  for (const move of fastMoves) {
    const steps = [{ move, pointerBefore: state.pointer, talonBefore: state.talonLength }];
    const translated = translateLine(start, steps);
    if (!translated.ok) throw new Error(translated.error);
    const line = translated.value;
    const last = line[line.length - 1];
    if (line.length === 1) fastDirect.push(moveKey(last));
    if (moveKind(move) === TALON_MOVE) {
      const card = cardCode(state.talon[moveA(move) - 1]);
      const to = moveB(move) === TO_FOUNDATION ? 'foundation' : `column-${moveB(move) + 1}`;
      fastTalon.push(`${card} ${to} ${moveC(move)}`);
    }
    // The move made by the solver is the engine's move: the same position after it, and the same again after undo.
    const after = replay(position, options, line);
    state.apply(move, 0);
    expect(snapshotOfState(state), `${JSON.stringify(line)}`).toEqual(snapshotOfPosition(read(after, options)));
    if (options.redeals !== 'unlimited') expect(state.redealsUsed).toBe((after.vars as { redealsUsed: number }).redealsUsed);
    state.undo(move, 0);
    expect(snapshotOfState(state)).toEqual(before);
  }
  expect(fastDirect.sort()).toEqual(engineMoves.map(moveKey).sort());
  const engineTalon: string[] = [];
  for (const [card, { recycles, moves }] of closure) {
    for (const move of moves) {
      if (move.type !== 'move') continue;
      engineTalon.push(`${card} ${move.to.startsWith('foundation') ? 'foundation' : move.to} ${recycles}`);
    }
  }
  expect(fastTalon.sort()).toEqual(engineTalon.sort());

  // With pruning, the moves (rule S's single move, the moves of rules G, D and F, the uses of an obligation) are some
  // of the moves without pruning.
  const all = new Set(fastMoves);
  const safe = safeMove(state);
  if (safe >= 0) expect(all.has(safe)).toBe(true);
  const pruned = generateMoves(state, buffer, 0, ALL_RULES, scratch);
  for (let k = 0; k < pruned; k++) expect(all.has(buffer[k])).toBe(true);
  // Each move's obligation: the uses listed in the position after it are moves of that position.
  for (const move of fastMoves) {
    state.apply(move, 0);
    const obligation: Obligation = { kind: 0, card: 0, twin: 0 };
    obligationAfter(state, move, 0, obligation, ALL_RULES);
    if (obligation.kind !== 0) {
      const uses = generateUses(state, obligation, buffer, 0, scratch, ALL_RULES);
      const usesList = Array.from(buffer.subarray(0, uses));
      const allAfter = new Set(Array.from(buffer.subarray(1024, generateMoves(state, buffer, 1024, NO_RULES, scratch))));
      for (const use of usesList) expect(allAfter.has(use), `use ${use} after ${move}`).toBe(true);
    }
    state.undo(move, 0);
  }
}

describe('issue 9, item 3: the fast Klondike generator is the engine\'s rules', () => {
  it('lists the engine\'s legal moves (stock moves folded in) and makes them as the engine does, on random positions of every option combination', () => {
    fc.assert(
      fc.property(optionsArbitrary, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 250 }), fc.integer(), (options, seed, length, walk) => {
        for (const position of playout(options, seed, length, walk)) checkPosition(position, options);
      }),
      { numRuns: 60 },
    );
  });

  it('covers every combination of the options at least once (80 combinations, one playout each)', () => {
    let checked = 0;
    for (const draw of [1, 3]) {
      for (const redeals of ['unlimited', 0, 1, 2, 3]) {
        for (const partialMoves of [false, true]) {
          for (const emptyColumns of ['kings-first', 'kings']) {
            for (const foundationToTableau of [false, true]) {
              const options: Options = { draw, redeals, partialMoves, emptyColumns, foundationToTableau };
              const seed = ++checked;
              for (const position of playout(options, seed, 120, seed * 31)) checkPosition(position, options);
            }
          }
        }
      }
    }
    expect(checked).toBe(80);
  });
});

describe('readPosition: the positions the fast solver can hold, checked with a reason', () => {
  const options: Options = { draw: 3, redeals: 'unlimited', partialMoves: true, emptyColumns: 'kings', foundationToTableau: true };
  const dealt = (): Position => klondike.deal(shuffledDeck(5, 52), options).position;

  it('reads every position reached by play', () => {
    for (const position of playout(options, 9, 200, 4)) expect(readPosition(position, options).ok).toBe(true);
  });

  it('names what it cannot hold', () => {
    const twice = dealt();
    twice.piles['column-1'].cards = [twice.piles['column-2'].cards[0]];
    expect(readPosition(twice, options)).toEqual({ ok: false, error: expect.stringContaining('twice') });

    const notRun = dealt();
    notRun.piles['column-7'].faceDown = 4;
    expect(readPosition(notRun, options)).toEqual({ ok: false, error: 'column-7: its face-up cards are not a run down in alternating colours' });

    const noCard = dealt();
    noCard.piles.stock.cards[0] = 'XX';
    expect(readPosition(noCard, options)).toEqual({ ok: false, error: 'stock: "XX" is not a card' });

    const mixed = dealt();
    mixed.piles['foundation-1'].cards = [mixed.piles['column-1'].cards[0]];
    mixed.piles['column-1'].cards = [];
    mixed.piles['column-1'].faceDown = 0;
    expect(readPosition(mixed, options).ok).toBe(cardNumber(mixed.piles['foundation-1'].cards[0]) % 13 === 0);

    const missing = dealt();
    delete missing.piles.waste;
    expect(readPosition(missing, options)).toEqual({ ok: false, error: 'the position has no pile waste' });

    expect(readPosition(dealt(), { ...options, draw: 2 })).toEqual({ ok: false, error: 'draw 2 is not 1 or 3' });
    const limited = { ...options, redeals: 1 };
    const used = dealt();
    used.vars = { redealsUsed: 2 };
    expect(readPosition(used, limited)).toEqual({ ok: false, error: 'redealsUsed 2 is more than the 1 allowed' });
  });
});

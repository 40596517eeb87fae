/**
 * The fast Go, No Go solver (docs/solvers/go-no-go.md): the verdict with pruning off is the same as
 * with pruning on (issue 9, item 1), on whole deals and on positions of every phase from random playouts, under every
 * reading of the options; it agrees with the generic search where both decide; its won lines are certified by the
 * engine and short. Deals are seeds ≤ 5000 (the benchmark uses 5001 on).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import { gameStatus } from '../../core/engine.js';
import type { AnyGame, Move, Position } from '../../core/game.js';
import { type GoNoGoOptions, type GoNoGoVars, goNoGo } from '../../games/go-no-go.js';
import { hooksFor } from '../hooks.js';
import { genericRuleSwitches, genericSearch } from '../generic.js';
import { solve } from '../index.js';
import { searchFor, solveGoNoGoFast } from './search.js';

const ALWAYS: GoNoGoOptions = { aces: 'always', transfers: 'adjacent' };
const GO_ONLY: GoNoGoOptions = { aces: 'go-only', transfers: 'adjacent' };
const SUIT: GoNoGoOptions = { aces: 'always', transfers: 'suit' };
const SUIT_GO_ONLY: GoNoGoOptions = { aces: 'go-only', transfers: 'suit' };

/** A seeded generator of numbers in [0, 1) (pure-rand, as the deals use), so that the playouts are the same on every run. */
function random(seed: number): () => number {
  const rng = xoroshiro128plus(seed | 0);
  return () => uniformInt(rng, 0, 0x3fffffff) / 0x40000000;
}

/**
 * Positions of a random playout of deal `seed`, one in each phase the playout reaches (the first position of the first
 * transfers, one in the second deal, one in the second transfers), besides the opening. The playout deals and gathers
 * often enough to get there, and plays the other moves at random.
 */
function phasePositions(options: GoNoGoOptions, seed: number): Position[] {
  const next = random(seed * 7919 + 17);
  let position = goNoGo.deal(shuffledDeck(seed, 52), options).position as Position;
  const byPhase = new Map<string, Position>([['opening', position]]);
  for (let i = 0; i < 400 && gameStatus(goNoGo, position, options) === 'playing'; i++) {
    const phase = String(position.vars.phase);
    if (!byPhase.has(phase) && phase !== 'deal-1') byPhase.set(phase, position);
    if (phase === 'deal-2' && next() < 0.05) byPhase.set(phase, position);
    const legal = goNoGo.legalMoves(position as Position<GoNoGoVars>, options).filter((move) => move.type !== 'end');
    if (legal.length === 0) break;
    const progress = legal.find((move) => move.type === 'deal' || (move.type === 'gather' && next() < 0.2));
    const move: Move = progress && next() < 0.6 ? progress : legal[Math.floor(next() * legal.length)];
    position = goNoGo.apply(position as Position<GoNoGoVars>, move, options).position as Position;
  }
  return [...byPhase.values()];
}

/** Positions along the fast solver's won line of deal `seed` (every `every` moves), or none when the deal is lost. */
function wonLinePositions(options: GoNoGoOptions, seed: number, every: number): Position[] {
  let position = goNoGo.deal(shuffledDeck(seed, 52), options).position as Position;
  const line = solve(goNoGo, position, options, { states: 1_000_000 });
  const positions: Position[] = [];
  if (line.result !== 'won') return positions;
  line.moves.forEach((move, i) => {
    if (i > 0 && i % every === 0) positions.push(position);
    position = goNoGo.apply(position as Position<GoNoGoVars>, move, options).position as Position;
  });
  return positions;
}

describe('the fast Go, No Go solver: pruning on and off agree (issue 9, item 1)', () => {
  it('on whole deals 1–12 under both readings of aces (adjacent transfers), each searched to the end', () => {
    const tally = { won: 0, lost: 0, statesOn: 0, statesOff: 0 };
    for (const options of [ALWAYS, GO_ONLY]) {
      for (let seed = 1; seed <= 12; seed++) {
        const position = goNoGo.deal(shuffledDeck(seed, 52), options).position as Position;
        const on = solveGoNoGoFast(position, options, { pruning: true }, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
        const off = solveGoNoGoFast(position, options, { pruning: false }, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
        expect(off.result, `deal ${seed} ${options.aces}`).toBe(on.result);
        expect(on.result).not.toBe('unknown');
        tally[on.result as 'won' | 'lost']++;
        tally.statesOn += on.states;
        tally.statesOff += off.states;
      }
    }
    console.log(`Go, No Go deals 1–12, both readings of aces: ${JSON.stringify(tally)}`);
    expect(tally.won).toBeGreaterThan(3);
    expect(tally.lost).toBeGreaterThan(3);
    expect(tally.statesOn * 5).toBeLessThan(tally.statesOff);
  });

  for (const options of [ALWAYS, GO_ONLY, SUIT, SUIT_GO_ONLY]) {
    it(`on positions of every phase from random playouts, aces=${options.aces} transfers=${options.transfers}`, () => {
      const tally = { pairs: 0, won: 0, lost: 0 };
      const phases = new Set<string>();
      // Deals 120–131 hold wins under both readings of aces (three under go-only: 123, 124, 130).
      const last = options.transfers === 'suit' ? 124 : 131;
      for (let seed = 120; seed <= last; seed++) {
        for (const position of [...phasePositions(options, seed), ...wonLinePositions(options, seed, 40)]) {
          const on = solve(goNoGo, position, options, { states: 30_000 });
          const off = solve(goNoGo, position, options, { states: 30_000 }, { pruning: false });
          for (const result of [on, off]) expect(result.note).toBeUndefined();
          if (on.result === 'unknown' || off.result === 'unknown') continue;
          expect(off.result, `deal ${seed}, ${String(position.vars.phase)}`).toBe(on.result);
          tally.pairs++;
          tally[on.result]++;
          phases.add(String(position.vars.phase));
        }
      }
      console.log(`Go, No Go aces=${options.aces} transfers=${options.transfers}, playout positions: ${JSON.stringify(tally)}, phases ${[...phases].join(' ')}`);
      expect(tally.pairs).toBeGreaterThan(20);
      expect(tally.won).toBeGreaterThan(0);
      expect(phases.size).toBeGreaterThanOrEqual(3);
    });
  }
});

describe('the fast Go, No Go solver against the generic search', () => {
  it('agrees wherever both decide, on positions of the second deal and the second transfers', () => {
    const tally = { won: 0, lost: 0 };
    for (const options of [ALWAYS, GO_ONLY, SUIT]) {
      for (let seed = 201; seed <= 210; seed++) {
        for (const position of phasePositions(options, seed).filter((p) => p.vars.phase === 'deal-2' || p.vars.phase === 'transfers-2')) {
          const generic = genericSearch(goNoGo, position, options, { states: 2_000 }, hooksFor(goNoGo as AnyGame), genericRuleSwitches(false));
          if (generic.result === 'unknown') continue;
          const fast = solve(goNoGo, position, options, { states: 200_000 });
          expect(fast.result, `deal ${seed}, ${String(position.vars.phase)}, ${JSON.stringify(options)}`).toBe(generic.result);
          tally[generic.result]++;
        }
      }
    }
    // Positions along won lines: the second deal and the second transfers of deals the fast solver wins.
    for (const options of [ALWAYS, SUIT]) {
      for (let seed = 1; seed <= 6; seed++) {
        for (const position of wonLinePositions(options, seed, 40).filter((p) => p.vars.phase === 'deal-2' || p.vars.phase === 'transfers-2')) {
          const generic = genericSearch(goNoGo, position, options, { states: 2_000 }, hooksFor(goNoGo as AnyGame), genericRuleSwitches(false));
          if (generic.result === 'unknown') continue;
          expect(solve(goNoGo, position, options, { states: 200_000 }).result, `deal ${seed}`).toBe(generic.result);
          tally[generic.result]++;
        }
      }
    }
    console.log(`Go, No Go, the fast and the generic search agree on ${JSON.stringify(tally)}`);
    expect(tally.won).toBeGreaterThan(3);
    expect(tally.lost).toBeGreaterThan(20);
  });
});

describe('the fast Go, No Go solver: won lines', () => {
  it('are certified by the engine and short: no card moved straight back, at most 300 moves from the opening', () => {
    let won = 0;
    for (const options of [ALWAYS, GO_ONLY, SUIT]) {
      for (let seed = 1; seed <= 20; seed++) {
        const position = goNoGo.deal(shuffledDeck(seed, 52), options).position as Position;
        const result = solve(goNoGo, position, options, { states: 1_000_000 });
        expect(result.note).toBeUndefined();
        if (result.result !== 'won') continue;
        won++;
        expect(result.moves.length).toBeLessThanOrEqual(300);
        for (let i = 1; i < result.moves.length; i++) {
          const [before, after] = [result.moves[i - 1], result.moves[i]];
          const back = before.type === 'move' && after.type === 'move' && before.from === after.to && before.to === after.from;
          expect(back, `deal ${seed}: move ${i} takes back move ${i - 1}`).toBe(false);
        }
      }
    }
    expect(won).toBeGreaterThan(15);
  });

  it('a deal whose first search line wandered (deal 3: 6,431 moves) now comes in a short line', () => {
    const position = goNoGo.deal(shuffledDeck(3, 52), ALWAYS).position as Position;
    const result = solve(goNoGo, position, ALWAYS, { states: 1_000_000 });
    expect(result.result).toBe('won');
    expect(result.moves.length).toBeLessThanOrEqual(250);
  });

  it('searches any position reached by play and leaves its board as it found it', () => {
    const [, ...later] = phasePositions(ALWAYS, 7);
    for (const position of later) {
      const read = searchFor(position, ALWAYS, { pruning: true });
      if (!read.ok) throw new Error(read.error);
      const search = read.value;
      const before = search.board.summary();
      search.run(50_000, Number.POSITIVE_INFINITY);
      expect(search.board.summary()).toEqual(before);
    }
  });
});

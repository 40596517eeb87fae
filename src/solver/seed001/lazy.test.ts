/**
 * The plain lazy game's sleep leaves and its lossy cache (docs/solvers/moving-shops-artless-percentages.md,
 * rules W and T;
 * issue 9, item 1): leaving either out never changes a verdict, a play skipped as a sleep leaf leads to a position
 * with nothing to search, and the cache never answers for a key it was not given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../../core/deal.js';
import { LazySearch } from './lazy.js';
import { canDeal } from './moves.js';
import { Seed001State } from './state.js';
import { PositionCache } from './table.js';
import { seed001RuleSwitches } from './pruning-rules.js';
import { optionsOf, reading, stateOf } from './test-support.js';

const READINGS = ['percentages three-redeals', 'percentages', 'artless'].map(reading);

/** The plain lazy game, counting the plays made and checking each play it skips as a sleep leaf. */
class Checked extends LazySearch {
  made = 0;
  leaves = 0;
  wrongLeaves = 0;
  protected override make(move: number, depth: number): void {
    this.made++;
    super.make(move, depth);
  }
  protected override skips(move: number, depth: number): boolean {
    const skipped = super.skips(move, depth);
    if (!skipped) return false;
    this.leaves++;
    // Make the play after all: the position must have no play awake and no deal that may be legal.
    super.make(move, depth);
    const asleep = (this as unknown as { enteringAsleep: number }).enteringAsleep;
    const state = (this as unknown as { state: Seed001State }).state;
    let dealMayBeLegal = canDeal(state);
    for (let p = 0; p < state.pileCount; p++) {
      const rank = state.top(p);
      if (rank < 0) continue;
      if (this.need[rank] > 0 && (asleep & (1 << p)) === 0) this.wrongLeaves++;
      if (this.sure[rank] > 0 || this.need[rank] > this.open[rank]) dealMayBeLegal = false;
    }
    if (dealMayBeLegal || state.onFoundations === 104) this.wrongLeaves++;
    this.unmake(move, depth);
    return true;
  }
}

describe('seed-001 lazy game: sleep leaves and the lossy cache (issue 9, item 1)', () => {
  const tally = { decided: 0, lost: 0, leaves: 0 };
  for (const reading of READINGS) {
    it(`${reading.name}: with and without skipping sleep leaves and the lossy cache the plain lazy game gives the same verdicts; every leaf skipped has nothing to search`, () => {
      const opts = optionsOf(reading);
      for (let seed = 1; seed <= 12; seed++) {
        const position = reading.game.deal(shuffledDeck(seed, 104), opts).position;
        const runs = ['', 'W', 'T', 'WT'].map((without) => {
          const search = new Checked(stateOf(reading, opts, position), { rules: seed001RuleSwitches(true, [...without]), plain: true });
          const outcome = search.search(60_000, Number.POSITIVE_INFINITY);
          search.release();
          return { search, outcome };
        });
        for (const { search } of runs) expect(search.wrongLeaves, `${reading.name} seed ${seed}`).toBe(0);
        expect(runs[1].search.leaves + runs[3].search.leaves, 'no leaf skipped without them').toBe(0);
        tally.leaves += runs[0].search.leaves;
        const decided = runs.filter((run) => run.outcome.result !== 'unknown');
        if (decided.length < 2) continue;
        for (const run of decided) expect(run.outcome.result, `${reading.name} seed ${seed}`).toBe(decided[0].outcome.result);
        tally.decided++;
        if (runs[0].outcome.result === 'lost' && runs[1].outcome.result === 'lost') {
          // The leaves skipped are plays not made.
          expect(runs[0].search.made, `${reading.name} seed ${seed}`).toBeLessThanOrEqual(runs[1].search.made);
          tally.lost++;
        }
      }
    });
  }

  it('without sleep sets (rule S off alone, issue 30) the leaves skipped (plays into a position with no play and no deal) have nothing to search, and the verdicts agree', () => {
    const reading = READINGS[0];
    const opts = optionsOf(reading);
    let leaves = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const position = reading.game.deal(shuffledDeck(seed, 104), opts).position;
      const [awake, asleep] = [['S'], []].map((off) => {
        const search = new Checked(stateOf(reading, opts, position), { rules: seed001RuleSwitches(true, off), plain: true });
        const outcome = search.search(20_000, Number.POSITIVE_INFINITY);
        search.release();
        return { search, outcome };
      });
      expect(awake.search.wrongLeaves, `seed ${seed}`).toBe(0);
      leaves += awake.search.leaves;
      if (awake.outcome.result !== 'unknown' && asleep.outcome.result !== 'unknown') expect(awake.outcome.result, `seed ${seed}`).toBe(asleep.outcome.result);
    }
    expect(leaves).toBeGreaterThan(0);
  });

  it('percentages three-redeals, lost deals: the plain lazy game proves the loss either way, with fewer plays made and fewer states when it skips the leaves', () => {
    const reading = READINGS[0];
    const opts = optionsOf(reading);
    for (const seed of [10, 46]) {
      const position = reading.game.deal(shuffledDeck(seed, 104), opts).position;
      const [skipping, entering] = ['', 'W'].map((without) => {
        const search = new Checked(stateOf(reading, opts, position), { rules: seed001RuleSwitches(true, [...without]), plain: true });
        return { search, outcome: search.search(2_000_000, Number.POSITIVE_INFINITY) };
      });
      expect([skipping.outcome.result, entering.outcome.result], `seed ${seed}`).toEqual(['lost', 'lost']);
      expect(skipping.search.leaves).toBeGreaterThan(0);
      expect(skipping.search.made).toBeLessThan(entering.search.made);
      expect(skipping.outcome.states).toBeLessThan(entering.outcome.states);
    }
  });

  it('compared enough deals', () => {
    console.log(`seed-001 lazy game, leaves and cache: ${JSON.stringify(tally)}`);
    expect(tally.decided).toBeGreaterThan(20);
    expect(tally.lost).toBeGreaterThanOrEqual(3);
    expect(tally.leaves).toBeGreaterThan(100);
  });
});

describe('seed-001 lossy cache (PositionCache)', () => {
  it('answers a key with the value last stored for it, or not at all — never with another key\'s value (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 300 }), fc.boolean(), fc.nat({ max: 255 })), { minLength: 1, maxLength: 3000 }), (operations) => {
        const cache = new PositionCache(4, 8);
        const last = new Map<number, number>();
        // Few distinct keys in few slots: keys collide and take each other's slots, and the cache grows.
        const keyOf = (k: number): [number, number] => [Math.imul(k, 0x45d9f3b) | 0, k === 0 ? 0 : (k * 7) | 0];
        for (const [k, store, value] of operations) {
          const [a, b] = keyOf(k);
          const found = cache.find(a, b);
          if (found >= 0) expect(found).toBe(last.get(k));
          if (store) {
            cache.store(a, b, value);
            last.set(k, value);
            expect(cache.find(a, b)).toBe(value);
          }
        }
        cache.release();
      }),
      { numRuns: 200 },
    );
  });
});

describe('seed-001 lazy game: rule D with the tokens of a rank taken together', () => {
  it('gives what rule D with each token on its own gives, at random positions of random playouts (property)', () => {
    const tally = { positions: 0, lost: 0 };
    for (const reading of READINGS) {
      const opts = optionsOf(reading);
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 5000 }), fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), (seed, choices) => {
          let position = reading.game.deal(shuffledDeck(seed, 104), opts).position;
          for (const choice of choices) {
            const legal = reading.game.legalMoves(position, opts);
            if (legal.length === 0) break;
            position = reading.game.apply(position, legal[choice % legal.length], opts).position;
            const lazy = new LazySearch(stateOf(reading, opts, position), { rules: seed001RuleSwitches(true), plain: true });
            const reach = (lazy as unknown as { reach: { everyCardMayGoUp(): boolean; mergedTokens: boolean } }).reach;
            const merged = reach.everyCardMayGoUp();
            reach.mergedTokens = false;
            expect(reach.everyCardMayGoUp(), `${reading.name} seed ${seed}`).toBe(merged);
            tally.positions++;
            if (!merged) tally.lost++;
            lazy.release();
          }
        }),
        { numRuns: 10 },
      );
    }
    console.log(`seed-001 lazy rule D, tokens together: ${JSON.stringify(tally)}`);
    expect(tally.lost).toBeGreaterThan(10);
  });
});

/** Unit tests of the web app's pure parts: the solver at the table (pure parts) (split from web.test.ts by module). */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import { defaultOptions } from '../core/options.js';
import { pileKinds } from '../core/piles.js';
import { deckOrderOf } from '../core/deal.js';
import type { Move } from '../core/game.js';
import { AnalysisCache, defaultWinRate, firstVisitSeed, isTrivialLine, mostOptionsMove, percent, sameMove, winRateOf } from './hints.js';
import { SolverClient, type WorkerReply, type WorkerRequest } from './solver-client.js';
import { STRINGS } from './i18n.js';
import { solve } from '../solver/index.js';
import { klondike, opening, options } from './klondike-fixture.js';
import WIN_RATES from './win-rates.json' with { type: 'json' };

describe('the solver at the table (pure parts)', () => {
  const klondikeOptions = defaultOptions(klondike);

  it('keeps what the solver said: a won line enters every position along it, lost spreads to successors', () => {
    const start = opening(2);
    const line = solve(klondike, start, klondikeOptions, { ms: 5000 });
    expect(line.result).toBe('won');
    const cache = new AnalysisCache();
    cache.put(klondike, klondikeOptions, start, { verdict: 'won', moves: line.moves });
    let position = start;
    for (let i = 0; i < 5; i++) position = klondike.apply(position, line.moves[i], klondikeOptions).position;
    expect(cache.get(position)).toEqual({ verdict: 'won', moves: line.moves.slice(5) });
    // Following the line is known at once; a move off the line is not.
    const fresh = new AnalysisCache();
    fresh.put(klondike, klondikeOptions, start, { verdict: 'won', moves: line.moves });
    const after = klondike.apply(start, line.moves[0], klondikeOptions).position;
    expect(fresh.inferAfter(klondike, klondikeOptions, start, line.moves[0], after)?.verdict).toBe('won');
    const other = klondike.legalMoves(start, klondikeOptions).find((move) => !sameMove(move, line.moves[0]));
    if (other) {
      const off = klondike.apply(start, other, klondikeOptions).position;
      const offCache = new AnalysisCache();
      offCache.put(klondike, klondikeOptions, start, { verdict: 'won', moves: line.moves });
      expect(offCache.inferAfter(klondike, klondikeOptions, start, other, off)).toBeNull();
      const lostCache = new AnalysisCache();
      lostCache.put(klondike, klondikeOptions, start, { verdict: 'lost', moves: [] });
      expect(lostCache.inferAfter(klondike, klondikeOptions, start, other, off)).toEqual({ verdict: 'lost', moves: [] });
      expect(lostCache.get(off)?.verdict).toBe('lost');
    }
    // The cache keeps at most its limit.
    const small = new AnalysisCache(3);
    small.put(klondike, klondikeOptions, start, { verdict: 'won', moves: line.moves });
    expect(small.get(start)).toBeNull();
  });

  it('falls back to the legal move after which the most legal moves exist', () => {
    for (const seed of [1, 2, 3, 4]) {
      const position = opening(seed);
      const move = mostOptionsMove(klondike, position, klondikeOptions);
      const legal = klondike.legalMoves(position, klondikeOptions);
      expect(legal.some((m) => move !== null && sameMove(m, move))).toBe(true);
      const options = (m: Move) => klondike.legalMoves(klondike.apply(position, m, klondikeOptions).position, klondikeOptions).length;
      expect(options(move!)).toBe(Math.max(...legal.map(options)));
    }
  });

  it('sees a trivial finish: only moves to foundations, or a forced game', () => {
    const start = opening(2);
    expect(isTrivialLine(klondike, start, klondikeOptions, [])).toBe(false);
    const line = solve(klondike, start, klondikeOptions, { ms: 5000 }).moves;
    expect(isTrivialLine(klondike, start, klondikeOptions, line)).toBe(false);
    let position = start;
    for (const move of line) position = klondike.apply(position, move, klondikeOptions).position;
    // The last moves of a won Klondike line all go to the foundations.
    let tail = line.length;
    const kinds = pileKinds(klondike, klondikeOptions);
    while (tail > 0 && line[tail - 1].type === 'move' && kinds.get((line[tail - 1] as { to: string }).to) === 'foundation') tail--;
    let before = start;
    for (const move of line.slice(0, tail)) before = klondike.apply(before, move, klondikeOptions).position;
    expect(isTrivialLine(klondike, before, klondikeOptions, line.slice(tail))).toBe(tail < line.length);
    // Perpetual Motion has one legal move at each step.
    const perpetual = GAMES['perpetual-motion'];
    const perpetualOptions = defaultOptions(perpetual);
    const deck = deckOrderOf({ seed: 1 }, perpetual.deckSize(perpetualOptions));
    if (!deck.ok) throw new Error(deck.error);
    const dealt = perpetual.deal(deck.value, perpetualOptions).position;
    const forced = solve(perpetual, dealt, perpetualOptions, { ms: 5000 });
    if (forced.result === 'won') expect(isTrivialLine(perpetual, dealt, perpetualOptions, forced.moves)).toBe(true);
  });

  it('issue 12, item 3: reads the row of the options chosen, every option compared, and nothing for a reading not measured', () => {
    const gng = GAMES['go-no-go'];
    const row = (options: Record<string, string>, won: number) => ({ label: JSON.stringify(options), options, deals: 100, won, lost: 100 - won, unknown: 0, rate: won / 100, low: 0, high: 1 });
    const rates = {
      'go-no-go': [row({ aces: 'always', transfers: 'adjacent' }, 38), row({ aces: 'go-only', transfers: 'adjacent' }, 18), row({ aces: 'always', transfers: 'suit' }, 100)],
    };
    expect(winRateOf(rates, gng, { aces: 'always', transfers: 'adjacent' })?.won).toBe(38);
    expect(winRateOf(rates, gng, { aces: 'go-only', transfers: 'adjacent' })?.won).toBe(18);
    expect(winRateOf(rates, gng, { aces: 'always', transfers: 'suit' })?.won).toBe(100);
    expect(winRateOf(rates, gng, { aces: 'go-only', transfers: 'suit' })).toBeNull();
    expect(defaultWinRate(rates, gng)?.won).toBe(38);
  });

  it('reads the default-options row of the win-rate file, and nothing when absent', () => {
    const row = { label: 'default', options: klondikeOptions, deals: 1000, won: 800, lost: 150, unknown: 50, rate: 0.8, low: 0.775, high: 0.823 };
    expect(defaultWinRate({}, klondike)).toBeNull();
    expect(defaultWinRate(null, klondike)).toBeNull();
    expect(defaultWinRate({ klondike: [{ ...row, label: 'book', options: { ...klondikeOptions, draw: 1 } }] }, klondike)).toBeNull();
    expect(defaultWinRate({ klondike: [{ ...row, label: 'book', options: { ...klondikeOptions, draw: 1 } }, row] }, klondike)).toEqual(row);
    expect(defaultWinRate({ klondike: [{ ...row, label: 'draw=3, redeals=unlimited' }] }, klondike)?.rate).toBe(0.8);
    expect(defaultWinRate({ klondike: [{ ...row, rate: 'x' }] }, klondike)).toBeNull();
    expect(percent(0.4349)).toBe('43');
    expect(percent(0.004)).toBe('0.4');
    expect(percent(0)).toBe('0');
  });

  it("deals a first visit one of the defaults' won deals, and a random deal without that list", () => {
    const row = { label: 'defaults', options: klondikeOptions, deals: 10, won: 3, lost: 7, unknown: 0, rate: 0.3, low: 0.1, high: 0.6 };
    const rates = { klondike: [{ ...row, wonDeals: [2, 5, 9] }] };
    const random = () => 123456;
    expect([0, 0.33, 0.5, 0.67, 0.999999].map((pick) => firstVisitSeed(rates, klondike, pick, random))).toEqual([2, 2, 5, 9, 9]);
    // The real win-rate file lists won deals: the solver wins the first, the middle and the last of them.
    for (const pick of [0, 0.5, 0.999999]) {
      const seed = firstVisitSeed(WIN_RATES, klondike, pick, random);
      expect(seed).not.toBe(123456);
      expect(solve(klondike, opening(seed), klondikeOptions, { states: 2_000_000 }).result).toBe('won');
    }
    // No list, an empty one, or one of no deal numbers: the random deal.
    for (const broken of [{ klondike: [row] }, { klondike: [{ ...row, wonDeals: [] }] }, { klondike: [{ ...row, wonDeals: ['7', -1, 1.5] }] }, null]) {
      expect(firstVisitSeed(broken, klondike, 0.5, random)).toBe(123456);
    }
  });

  it('runs one search at a time in the worker; cancelling terminates it and the next request starts a new one', async () => {
    const workers: FakeWorker[] = [];
    class FakeWorker {
      onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
      onerror: ((event: ErrorEvent) => void) | null = null;
      terminated = false;
      posted: WorkerRequest[] = [];
      postMessage(request: WorkerRequest) {
        this.posted.push(request);
      }
      terminate() {
        this.terminated = true;
      }
      reply(message: WorkerReply) {
        this.onmessage?.({ data: message } as MessageEvent<WorkerReply>);
      }
    }
    const client = new SolverClient(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as ConstructorParameters<typeof SolverClient>[0] extends () => infer W ? W : never;
    });
    const position = opening(1);
    const first = client.solve('klondike', klondikeOptions, position, 1000);
    expect(client.busy).toBe(true);
    const second = client.solve('klondike', klondikeOptions, position, 1000);
    expect(await first).toBeNull();
    expect(workers[0].terminated).toBe(true);
    expect(workers).toHaveLength(2);
    const id = workers[1].posted[0].id;
    workers[1].reply({ type: 'solved', id: id - 1, verdict: 'lost', moves: [], ms: 1, states: 1 }); // a stale reply is ignored
    workers[1].reply({ type: 'solved', id, verdict: 'won', moves: [{ type: 'draw' }], ms: 3, states: 10 });
    expect((await second)?.verdict).toBe('won');
    expect(client.busy).toBe(false);
    // Progress of a winnable-deal search, then the deal found; the same worker serves it.
    const seen: number[] = [];
    const found = client.findWinnable('klondike', klondikeOptions, 7, 1000, 10, 10_000, (seed) => seen.push(seed));
    const request = workers[1].posted[1];
    expect(request).toMatchObject({ type: 'winnable', fromSeed: 7 });
    workers[1].reply({ type: 'progress', id: request.id, seed: 7, tried: 0 });
    workers[1].reply({ type: 'progress', id: request.id, seed: 8, tried: 1 });
    workers[1].reply({ type: 'found', id: request.id, seed: 8, tried: 2, moves: [] });
    expect(await found).toMatchObject({ type: 'found', seed: 8 });
    expect(seen).toEqual([7, 8]);
    // An error in the worker resolves null and drops the worker.
    const failing = client.solve('klondike', klondikeOptions, position, 1000);
    workers[1].onerror?.({} as ErrorEvent);
    expect(await failing).toBeNull();
    expect(workers[1].terminated).toBe(true);
    // Warming starts a worker once, and the next request uses it rather than starting another.
    client.warm();
    client.warm();
    expect(workers).toHaveLength(3);
    void client.solve('klondike', klondikeOptions, position, 1000);
    expect(workers).toHaveLength(3);
    expect(workers[2].posted).toHaveLength(1);
  });

  it('has every new string in both languages', () => {
    expect(Object.keys(STRINGS.ru).sort()).toEqual(Object.keys(STRINGS.en).sort());
  });
});

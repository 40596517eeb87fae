/**
 * Unit tests of the app's pure parts: links, step frames and card keys, the table geometry, the safe-move rule,
 * the rules-page renderer, statistics and the input helpers.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import type { AnyGame } from '../core/game.js';
import { klondike as klondikeDefinition } from '../games/klondike.js';

const klondike: AnyGame = klondikeDefinition;
import { defaultOptions } from '../core/options.js';
import { pileKinds } from '../core/piles.js';
import { deckOrderOf } from '../core/deal.js';
import { newRecord, openSession, sessionPlay, currentPosition } from '../core/record.js';
import type { Move, Position } from '../core/game.js';
import { moveFromText, moveToText, recordFromQuery, recordToQuery, statsKey } from './link.js';
import { applyStep, assignKeys, stepFrames } from './steps.js';
import { layoutTable, neighbourPile } from './geometry.js';
import { safeFoundationMove } from './safe-moves.js';
import { markdownToHtml } from './markdown.js';
import { countLoss, countPlayed, countWin, emptyStats, formatTime, touchMeta, newMeta, winRate, MAX_PAUSE_MS } from './stats.js';
import { chooseCount, findMoveTo, findPair } from './board.js';
import { rankLabel, cardName } from './cards.js';
import { browserLanguage } from './i18n.js';
import { AnalysisCache, defaultWinRate, isTrivialLine, mostOptionsMove, percent, sameMove } from './hints.js';
import { SolverClient, type WorkerReply, type WorkerRequest } from './solver-client.js';
import { STRINGS } from './i18n.js';
import { solve } from '../solver/index.js';

const options = defaultOptions(klondike);

function opening(seed: number): Position {
  const deck = deckOrderOf({ seed }, 52);
  if (!deck.ok) throw new Error(deck.error);
  return klondike.deal(deck.value, options).position;
}

describe('links', () => {
  it('writes and reads every kind of move', () => {
    const moves: Move[] = [
      { type: 'move', from: 'column-1', to: 'foundation-2', count: 1 },
      { type: 'move', from: 'column-3', to: 'column-4', count: 3 },
      { type: 'pair', piles: ['place-1', 'place-7'] },
      { type: 'draw' }, { type: 'recycle' }, { type: 'deal' }, { type: 'gather' }, { type: 'end' },
    ];
    for (const move of moves) {
      const read = moveFromText(moveToText(move));
      expect(read.ok).toBe(true);
      if (read.ok && move.type === 'move') expect(read.value).toMatchObject({ from: move.from, to: move.to });
      else if (read.ok) expect(read.value).toEqual(move);
    }
    expect(moveFromText('nonsense move').ok).toBe(false);
  });

  it('round-trips a record with options, seed, moves and cursor', () => {
    const record = { ...newRecord(klondike, { ...options, draw: 1 }, { seed: 4242 }), moves: [{ type: 'draw' } as Move, { type: 'draw' } as Move] };
    const query = recordToQuery(klondike, record, 1, true);
    expect(query).toContain('o.draw=1');
    expect(query).not.toContain('o.redeals');
    const read = recordFromQuery(query, GAMES, () => 0);
    expect(read && read.ok && read.value).toMatchObject({ game: 'klondike', deal: { seed: 4242 }, options: { draw: 1 }, cursor: 1 });
    expect(read && read.ok && read.value.moves.length).toBe(2);
  });

  it('reads a deck order, reports bad links, and ignores ordinary visits', () => {
    const deck = deckOrderOf({ seed: 5 }, 52);
    if (!deck.ok) throw new Error();
    const read = recordFromQuery(`?game=klondike&deck=${deck.value.join('')}`, GAMES, () => 0);
    expect(read?.ok && read.value.deal).toEqual({ deck: deck.value });
    expect(recordFromQuery('', GAMES, () => 0)).toBeNull();
    expect(recordFromQuery('?game=nope', GAMES, () => 0)?.ok).toBe(false);
    expect(recordFromQuery('?game=klondike&o.draw=7', GAMES, () => 0)?.ok).toBe(false);
    expect(recordFromQuery('?game=klondike&seed=1&moves=column-1>column-2*9', GAMES, () => 0)?.ok).toBe(false);
    const random = recordFromQuery('?game=klondike', GAMES, () => 77);
    expect(random?.ok && random.value.deal).toEqual({ seed: 77 });
  });

  it('reports links that name built-in property names as unknown, with a translatable problem', () => {
    const problemOf = (query: string) => {
      const read = recordFromQuery(query, GAMES, () => 0);
      if (!read || read.ok) throw new Error(`expected a bad link: ${query}`);
      return read.problem;
    };
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(problemOf(`?game=${name}&seed=1`)).toEqual({ key: 'unknownGame', values: { name } });
      expect(problemOf(`?game=klondike&seed=1&preset=${name}`)).toEqual({ key: 'unknownPreset', values: { name } });
      expect(problemOf(`?game=klondike&seed=1&o.${name}=1`)).toEqual({ key: 'unknownOption', values: { name } });
      expect(problemOf(`?game=klondike&seed=1&moves=${name}>column-1`).key).toBe('unknownPile');
      expect(problemOf(`?game=elevens&seed=1&moves=column-1%2B${name}`).key).toBe('unknownPile');
    }
    expect(problemOf('?game=klondike&seed=abc')).toMatchObject({ key: 'badSeed', values: { value: 'abc' } });
    expect(problemOf('?game=klondike&seed=4294967296').key).toBe('badSeed');
    expect(problemOf('?game=klondike&o.draw=7').key).toBe('badOptionValue');
    expect(problemOf('?game=klondike&deck=ASKS').key).toBe('badDeck');
    expect(problemOf('?game=klondike&seed=1&moves=fly').key).toBe('badMove');
    expect(problemOf('?game=klondike&seed=1&cursor=x').key).toBe('badCursor');
    // Issue 8, item 10: a cursor past the end is refused, not cut back silently.
    expect(problemOf('?game=klondike&seed=1&moves=draw&cursor=5')).toMatchObject({ key: 'cursorPastEnd', values: { value: '5', count: 1 } });
    expect(problemOf('?game=klondike&seed=1&moves=draw,column-1>column-2*9')).toMatchObject({ key: 'illegalMove', values: { number: 2, move: 'column-1>column-2*9' } });
    // Every problem has its words in both languages, with the same placeholders.
    const keys = ['unknownGame', 'unknownPreset', 'unknownOption', 'badOptionValue', 'badSeed', 'badDeck', 'badMove', 'unknownPile', 'badCursor', 'cursorPastEnd', 'illegalMove', 'notReplayable'];
    for (const key of [...keys.map((name) => `linkError_${name}`), 'damage_noRecord', 'damage_unknownGame', 'damage_notWhole', 'speedReducedMotion', 'dealInvalid']) {
      const en = (STRINGS.en as Record<string, string>)[key];
      const ru = (STRINGS.ru as Record<string, string>)[key];
      expect(en && ru, key).toBeTruthy();
      expect(ru.match(/{{\w+}}/g)?.sort(), key).toEqual(en.match(/{{\w+}}/g)?.sort());
    }
  });

  it('names in moves only the piles of the game layout (so the link check knows every pile)', () => {
    for (const game of Object.values(GAMES)) {
      const options = defaultOptions(game);
      const ids = new Set(game.layout(options).map((spec) => spec.id));
      const deck = deckOrderOf({ seed: 3 }, game.deckSize(options));
      if (!deck.ok) throw new Error(deck.error);
      let position = game.deal(deck.value, options).position;
      for (const id of Object.keys(position.piles)) expect(ids.has(id), `${game.id} ${id}`).toBe(true);
      const session = openSession(game, newRecord(game, options, { seed: 3 }));
      if (!session.ok) throw new Error(session.error);
      let current = session.value;
      for (let i = 0; i < 40; i++) {
        position = currentPosition(current);
        const moves = game.legalMoves(position, options);
        if (moves.length === 0) break;
        for (const move of moves) {
          const piles = move.type === 'move' ? [move.from, move.to] : move.type === 'pair' ? move.piles : [];
          for (const pile of piles) expect(ids.has(pile), `${game.id} ${pile}`).toBe(true);
        }
        const played = sessionPlay(current, moves[i % moves.length]);
        if (!played.ok) break;
        current = played.value.session;
      }
    }
  });

  it('keys statistics by game and sorted options', () => {
    expect(statsKey('klondike', { b: 1, a: true })).toBe('klondike|a=true|b=1');
  });
});

describe('steps and card keys', () => {
  it('rebuilds the deal and each move from their steps', () => {
    const record = newRecord(klondike, options, { seed: 11 });
    const opened = openSession(klondike, record);
    if (!opened.ok) throw new Error(opened.error);
    let session = opened.value;
    for (let i = 0; i < 30; i++) {
      const before = currentPosition(session);
      const legal = klondike.legalMoves(before, options);
      if (!legal.length) break;
      const played = sessionPlay(session, legal[i % legal.length]);
      if (!played.ok) throw new Error(played.error);
      session = played.value.session;
      const frames = stepFrames(before, played.value.steps, currentPosition(session));
      expect(frames.length).toBe(played.value.steps.length);
      let rebuilt = before;
      for (const step of played.value.steps) rebuilt = applyStep(rebuilt, step);
      expect(rebuilt.piles).toEqual(currentPosition(session).piles);
    }
  });

  it('falls back to the final position when steps do not fit', () => {
    const a = opening(1);
    const b = opening(2);
    expect(stepFrames(a, [], b)).toEqual([b]);
  });

  it('keeps a moving card its key, and gives two equal cards distinct keys', () => {
    const before: Position = { piles: { a: { cards: ['AS', '2S'], faceDown: 0 }, b: { cards: [], faceDown: 0 } }, vars: {} };
    const after: Position = { piles: { a: { cards: ['AS'], faceDown: 0 }, b: { cards: ['2S'], faceDown: 0 } }, vars: {} };
    const keys = assignKeys(null, before);
    const next = assignKeys({ position: before, keys }, after);
    expect(next.b[0]).toBe(keys.a[1]);
    expect(next.a[0]).toBe(keys.a[0]);
    const twins = assignKeys(null, { piles: { a: { cards: ['AS', 'AS'], faceDown: 0 } }, vars: {} });
    expect(twins.a[0]).not.toBe(twins.a[1]);
  });
});

describe('geometry', () => {
  it('places every card of every game inside the table', () => {
    for (const game of Object.values(GAMES)) {
      const o = defaultOptions(game);
      const deck = deckOrderOf({ seed: 3 }, game.deckSize(o));
      if (!deck.ok) throw new Error(deck.error);
      const position: Position = game.deal(deck.value, o).position;
      const geometry = layoutTable(game.layout(o), position, 1000, 700);
      for (const spec of game.layout(o)) {
        const box = geometry.piles[spec.id];
        expect(box, `${game.id} ${spec.id}`).toBeDefined();
        expect(box.cards.length).toBe(position.piles[spec.id].cards.length);
        for (const card of box.cards) {
          expect(card.x + geometry.cardWidth).toBeLessThanOrEqual(geometry.width);
          expect(card.y + geometry.cardHeight).toBeLessThanOrEqual(geometry.height);
        }
      }
    }
  });

  it('shrinks cards to fit a short window, and moves focus between piles', () => {
    const specs = klondike.layout(options);
    const tall = layoutTable(specs, opening(1), 900, 2000);
    const short = layoutTable(specs, opening(1), 900, 420);
    expect(short.cardWidth).toBeLessThan(tall.cardWidth);
    expect(neighbourPile(specs, 'stock', 'down')).toBe('column-1');
    expect(neighbourPile(specs, 'column-1', 'right')).toBe('column-2');
    expect(neighbourPile(specs, 'column-7', 'right')).toBe('column-1');
    expect(neighbourPile(specs, 'column-1', 'up')).toBe('stock');
    expect(neighbourPile(specs, 'foundation-4', 'right')).toBe('stock');
  });
});

describe('safe moves to the foundations', () => {
  const specs = klondike.layout(options);
  const empty = (): Position => ({ piles: Object.fromEntries(specs.map((s) => [s.id, { cards: [], faceDown: 0 }])), vars: { redealsUsed: 0 } });

  it('sends Aces and Twos up', () => {
    const position = empty();
    position.piles['column-1'] = { cards: ['AS'], faceDown: 0 };
    const move = safeFoundationMove(klondike, options, position, klondike.legalMoves(position, options));
    expect(move).toMatchObject({ from: 'column-1', to: 'foundation-1' });
  });

  it('holds a Three back until every Two is up', () => {
    const position = empty();
    position.piles['foundation-1'] = { cards: ['AS', '2S'], faceDown: 0 };
    position.piles['column-1'] = { cards: ['3S'], faceDown: 0 };
    position.piles['column-2'] = { cards: ['2H'], faceDown: 0 };
    const legal = klondike.legalMoves(position, options).filter((m) => m.type === 'move' && m.from === 'column-1');
    expect(safeFoundationMove(klondike, options, position, legal)).toBeNull();
    position.piles['column-2'] = { cards: [], faceDown: 0 };
    position.piles['foundation-2'] = { cards: ['AH', '2H'], faceDown: 0 };
    position.piles['foundation-3'] = { cards: ['AD', '2D'], faceDown: 0 };
    position.piles['foundation-4'] = { cards: ['AC', '2C'], faceDown: 0 };
    expect(safeFoundationMove(klondike, options, position, klondike.legalMoves(position, options))).toMatchObject({ from: 'column-1', to: 'foundation-1' });
  });
});

describe('rules pages', () => {
  it('renders headings, lists, emphasis and escapes HTML', () => {
    const html = markdownToHtml('# Title\n\nSome **bold** and *it* and `code` <b>.\n\n- one\n- two\n\n1. first\n');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).not.toContain('<b>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<\/ol>/);
    const table = markdownToHtml('| a | b |\n|---|---|\n| 1 | **2** |\n| 3 | 4 |');
    expect(table).toContain('<th>a</th>');
    expect(table).toContain('<td><strong>2</strong></td>');
  });
});

describe('statistics', () => {
  it('counts played, wins, streaks, best time and fewest moves', () => {
    let stats = emptyStats();
    stats = countWin(countPlayed(stats), 90_000, 120);
    stats = countWin(countPlayed(stats), 60_000, 140);
    stats = countLoss(countPlayed(stats));
    stats = countWin(countPlayed(stats), 100_000, 100);
    expect(stats).toEqual({ played: 4, won: 3, currentStreak: 1, bestStreak: 2, bestTimeMs: 60_000, fewestMoves: 100 });
    expect(winRate(stats)).toBe(75);
    expect(formatTime(65_000)).toBe('1:05');
    expect(formatTime(3_725_000)).toBe('1:02:05');
  });

  it('counts long pauses only up to the limit', () => {
    let meta = touchMeta(newMeta(), 1000);
    meta = touchMeta(meta, 6000);
    meta = touchMeta(meta, 6000 + 10 * MAX_PAUSE_MS);
    expect(meta.activeMs).toBe(5000 + MAX_PAUSE_MS);
  });
});

describe('input helpers and labels', () => {
  const legal: Move[] = [
    { type: 'move', from: 'column-1', to: 'column-2', count: 3 },
    { type: 'move', from: 'column-1', to: 'column-3', count: 1 },
    { type: 'pair', piles: ['place-1', 'place-2'] },
  ];
  it('picks the count a press on a card means, and finds the move to a pile', () => {
    expect(chooseCount(legal, 'column-1', 5, 4)).toBe(1);
    expect(chooseCount(legal, 'column-1', 5, 2)).toBe(3);
    expect(chooseCount(legal, 'column-1', 5, 3)).toBe(3);
    expect(chooseCount(legal, 'column-1', 5, null)).toBe(3);
    expect(chooseCount(legal, 'column-9', 5, 4)).toBe(0);
    expect(findMoveTo(legal, 'column-1', 3, 'column-2')).toMatchObject({ count: 3 });
    expect(findMoveTo(legal, 'column-1', 1, 'column-4')).toBeNull();
    expect(findPair(legal, 'place-2', 'place-1')).toMatchObject({ type: 'pair' });
  });

  it('prints Russian court letters and 10', () => {
    expect(['AS', 'KH', 'QD', 'JC', 'TS', '7H'].map((card) => rankLabel(card, 'ru'))).toEqual(['Т', 'К', 'Д', 'В', '10', '7']);
    expect(['AS', 'KH', 'QD', 'JC', 'TS'].map((card) => rankLabel(card, 'en'))).toEqual(['A', 'K', 'Q', 'J', '10']);
    expect(cardName('7H', (key) => ({ rank_7: 'Seven', suit_H: 'of hearts' })[key] ?? key)).toBe('Seven of hearts');
    expect(browserLanguage(['ru-RU', 'en'])).toBe('ru');
    expect(browserLanguage(['de-DE', 'en-GB'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

});

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

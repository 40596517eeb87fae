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
import { previewMarks } from './app.js';

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
  it('places every card of every playable game inside the table', () => {
    for (const game of Object.values(GAMES)) {
      let position: Position;
      try {
        const o = defaultOptions(game);
        const deck = deckOrderOf({ seed: 3 }, game.deckSize(o));
        if (!deck.ok || game.layout(o).length === 0) continue;
        position = game.deal(deck.value, o).position;
        const geometry = layoutTable(game.layout(o), position, 1000, 700);
        for (const spec of game.layout(o)) {
          const box = geometry.piles[spec.id];
          expect(box).toBeDefined();
          expect(box.cards.length).toBe(position.piles[spec.id].cards.length);
          for (const card of box.cards) {
            expect(card.x + geometry.cardWidth).toBeLessThanOrEqual(geometry.width);
            expect(card.y + geometry.cardHeight).toBeLessThanOrEqual(geometry.height);
          }
        }
      } catch (error) {
        if (String(error).includes('not yet')) continue;
        throw error;
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
    const move = safeFoundationMove(specs, position, klondike.legalMoves(position, options));
    expect(move).toMatchObject({ from: 'column-1', to: 'foundation-1' });
  });

  it('holds a Three back until every Two is up', () => {
    const position = empty();
    position.piles['foundation-1'] = { cards: ['AS', '2S'], faceDown: 0 };
    position.piles['column-1'] = { cards: ['3S'], faceDown: 0 };
    position.piles['column-2'] = { cards: ['2H'], faceDown: 0 };
    const legal = klondike.legalMoves(position, options).filter((m) => m.type === 'move' && m.from === 'column-1');
    expect(safeFoundationMove(specs, position, legal)).toBeNull();
    position.piles['column-2'] = { cards: [], faceDown: 0 };
    position.piles['foundation-2'] = { cards: ['AH', '2H'], faceDown: 0 };
    position.piles['foundation-3'] = { cards: ['AD', '2D'], faceDown: 0 };
    position.piles['foundation-4'] = { cards: ['AC', '2C'], faceDown: 0 };
    expect(safeFoundationMove(specs, position, klondike.legalMoves(position, options))).toMatchObject({ from: 'column-1', to: 'foundation-1' });
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
    expect(findMoveTo(legal, 'column-1', 1, 'column-2')).toMatchObject({ count: 3 });
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

  it('reads the second-deal preview as marks', () => {
    const marks = previewMarks([{ card: 'AS', from: 'column-2', fromIndex: 0, column: 'column-1', row: 1, goes: true, order: 0 }]);
    expect(marks).toEqual({ 'column-2': { 0: { text: '→1', goes: true } } });
    expect(previewMarks(null)).toEqual({});
  });
});

/**
 * Piles by kind, and per-game table facts from the game's own module (issue 8, item 9): "Play it out" sees
 * Topsy-Turvy Queens' King row as foundations; Go, No Go's badges and marks come from `dealPlace` and
 * `goesDuringDeal`, so under `aces=always` they say that Aces go.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import type { Move, Position } from '../core/game.js';
import { defaultOptions } from '../core/options.js';
import { deckOrderOf } from '../core/deal.js';
import { tableMarks } from './table-marks.js';
import { isTrivialLine } from './hints.js';

const t = (key: string) => key;

function opening(gameId: string, seed: number, options = defaultOptions(GAMES[gameId])): Position {
  const game = GAMES[gameId];
  const deck = deckOrderOf({ seed }, game.deckSize(options));
  if (!deck.ok) throw new Error(deck.error);
  return game.deal(deck.value, options).position;
}

describe('piles by kind', () => {
  it('issue 8, item 9: "Play it out" sees a line of moves onto Topsy-Turvy Queens\' King row as a trivial finish', () => {
    const game = GAMES['topsy-turvy-queens'];
    const options = defaultOptions(game);
    const position: Position = { piles: Object.fromEntries(game.layout(options).map((spec) => [spec.id, { cards: [], faceDown: 0 }])), vars: { redealsUsed: 0 } };
    position.piles['king-1'] = { cards: ['KS', 'AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS'], faceDown: 0 };
    position.piles['column-1'] = { cards: ['QS', 'JS'], faceDown: 0 };
    const line: Move[] = [{ type: 'move', from: 'column-1', to: 'king-1', count: 1 }, { type: 'move', from: 'column-1', to: 'king-1', count: 1 }];
    expect(isTrivialLine(game, position, options, line)).toBe(true);
    expect(isTrivialLine(game, position, options, [{ type: 'move', from: 'column-1', to: 'column-2', count: 1 }])).toBe(false);
  });
});

describe("Go, No Go's table marks", () => {
  const game = GAMES['go-no-go'];
  const dealt = (count: number, options = defaultOptions(game)) => {
    let position = opening('go-no-go', 8, options);
    for (let i = 0; i < count; i++) position = game.apply(position, { type: 'deal' }, options).position;
    return position;
  };

  it('issue 8, item 9: badges follow dealPlace: row 1 all goes; then columns 1, 2, 6, 7; the next column marked', () => {
    const options = defaultOptions(game);
    const first = tableMarks(game, dealt(3, options), options, [], false, t).badges;
    // Columns 1–3 have their first-row card; their next card (row 2) goes only in columns 1 and 2.
    expect(first['column-3'].text).toBe('noGo');
    expect(first['column-4']).toMatchObject({ text: 'go', next: true });
    expect(first['column-5'].text).toBe('go');
    const second = tableMarks(game, dealt(7, options), options, [], false, t).badges;
    expect(Object.values(second).map((badge) => badge.text)).toEqual(['go', 'go', 'noGo', 'noGo', 'noGo', 'go', 'go']);
    expect(second['column-1'].next).toBe(true);
  });

  it('issue 8, item 9: with aces=always (the default) a no-go column says that Aces go; with aces=go-only it does not', () => {
    const always = defaultOptions(game);
    expect(always.aces).toBe('always');
    const badges = tableMarks(game, dealt(7, always), always, [], false, t).badges;
    expect(Object.values(badges).filter((badge) => badge.note === 'acesGo')).toHaveLength(3);
    const goOnly = { ...always, aces: 'go-only' };
    expect(Object.values(tableMarks(game, dealt(7, goOnly), goOnly, [], false, t).badges).filter((badge) => badge.note)).toHaveLength(0);
  });

  it('issue 8, item 9: the second-deal marks highlight an Ace wherever it would land, under aces=always', () => {
    const always = defaultOptions(game);
    const position = dealt(52, always);
    const marks = tableMarks(game, position, always, [], true, t).cardMarks;
    let aces = 0;
    for (const [pile, byIndex] of Object.entries(marks)) {
      for (const [index, mark] of Object.entries(byIndex)) {
        if (position.piles[pile].cards[Number(index)][0] !== 'A') continue;
        aces += 1;
        expect(mark.goes).toBe(true);
      }
    }
    expect(aces).toBe(4);
    expect(tableMarks(game, position, always, [], false, t).cardMarks).toEqual({});
  });
});

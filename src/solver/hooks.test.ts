/**
 * The generic search's hooks find piles by their kind (issue 8, item 9): foundation-first ordering, Klondike's safe
 * moves and the seed-001 key work for every game, whatever its pile ids.
 */
import { describe, expect, it } from 'vitest';
import { shuffledDeck } from '../core/deal.js';
import { gameStatus } from '../core/engine.js';
import type { AnyGame, Move, Position } from '../core/game.js';
import { defaultOptions } from '../core/options.js';
import { pileKinds } from '../core/piles.js';
import { GAMES, GAME_LIST } from '../games/index.js';
import { hooksFor } from './hooks.js';

/** Positions along a playout that always takes the legal move at `pick(length)`, with their legal moves. */
function playout(game: AnyGame, seed: number, steps: number): { position: Position; moves: Move[] }[] {
  const options = defaultOptions(game);
  let position = game.deal(shuffledDeck(seed, game.deckSize(options)), options).position;
  const seen: { position: Position; moves: Move[] }[] = [];
  for (let i = 0; i < steps && gameStatus(game, position, options) === 'playing'; i++) {
    const moves = game.legalMoves(position, options);
    seen.push({ position, moves });
    position = game.apply(position, moves[(i * 7 + seed) % moves.length], options).position;
  }
  return seen;
}

describe('issue 8, item 9: the solver finds piles by kind', () => {
  it('Topsy-Turvy Queens gets foundation-first ordering: moves to the King row (king-N) come first', () => {
    // The engine happens to list King-row moves first; the hook must put them first from any order, so it gets the
    // legal moves reversed.
    const game = GAMES['topsy-turvy-queens'];
    const options = defaultOptions(game);
    const { orderMoves } = hooksFor(game);
    let checked = 0;
    for (let seed = 1; seed <= 40 && checked < 5; seed++) {
      for (const { position, moves } of playout(game, seed, 200)) {
        const kingRow = moves.filter((move) => move.type === 'move' && move.to.startsWith('king-'));
        if (kingRow.length === 0 || kingRow.length === moves.length) continue;
        const ordered = orderMoves!(position, moves.slice().reverse(), options);
        expect(new Set(ordered.slice(0, kingRow.length))).toEqual(new Set(kingRow));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it.each(GAME_LIST.filter((game) => !hooksFor(game).forced).map((game) => [game.id, game] as const))('%s: the ordering is a permutation with every move to a foundation first and every move off one last', (_id, game) => {
    const options = defaultOptions(game);
    const { orderMoves } = hooksFor(game);
    const kinds = pileKinds(game, options);
    for (let seed = 1; seed <= 3; seed++) {
      for (const { position, moves } of playout(game, seed, 120)) {
        const ordered = orderMoves!(position, moves.slice().reverse(), options);
        expect(ordered).toHaveLength(moves.length);
        expect(new Set(ordered)).toEqual(new Set(moves));
        const rank = (move: Move) => (move.type !== 'move' ? 1 : kinds.get(move.to) === 'foundation' ? 0 : kinds.get(move.from) === 'foundation' ? 2 : 1);
        const ranks = ordered.map(rank);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    }
  });

  it('Klondike: an Ace on a column top is the one safe move; seed-001 games key foundations by height and top rank', () => {
    const klondike = GAMES.klondike;
    const options = defaultOptions(klondike);
    const { safeMoves } = hooksFor(klondike);
    const found = playout(klondike, 1, 60).find(({ position, moves }) =>
      moves.some((move) => move.type === 'move' && move.to.startsWith('foundation-') && position.piles[move.from].cards.at(-1)![0] === 'A' && move.from.startsWith('column-')),
    );
    expect(found).toBeDefined();
    const safe = safeMoves!(found!.position, found!.moves, options);
    expect(safe).toHaveLength(1);
    expect(found!.position.piles[(safe![0] as { from: string }).from].cards.at(-1)![0]).toBe('A');
    for (const id of ['moving-shops', 'artless', 'percentages']) {
      const game = GAMES[id];
      const seedOptions = defaultOptions(game);
      const { key } = hooksFor(game);
      const { position } = playout(game, 2, 1)[0];
      // Two foundations swapped: the same key (rule E of docs/solvers/generic.md).
      const foundations = [...pileKinds(game, seedOptions)].filter(([, kind]) => kind === 'foundation').map(([pileId]) => pileId);
      const swapped: Position = { ...position, piles: { ...position.piles, [foundations[0]]: { cards: ['5S'], faceDown: 0 }, [foundations[1]]: { cards: [], faceDown: 0 } } };
      const other: Position = { ...position, piles: { ...position.piles, [foundations[0]]: { cards: [], faceDown: 0 }, [foundations[1]]: { cards: ['5H'], faceDown: 0 } } };
      expect(key!(swapped, seedOptions)).toBe(key!(other, seedOptions));
    }
  });
});

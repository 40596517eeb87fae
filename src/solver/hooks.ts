/**
 * Per-game hooks of the generic search: move ordering (never changes a verdict) and provably safe pruning (each
 * rule in docs/solver.md with its argument). Games without an entry use the default ordering only.
 */
import { rankValue, suitOf } from '../core/cards.js';
import type { Move, Options, Position } from '../core/game.js';
import type { SearchHooks } from './generic.js';

/** Default ordering: moves onto a foundation first, then the other card moves, then the rest (stock, deal, …). */
export function foundationFirst(_position: Position, moves: Move[]): Move[] {
  const score = (move: Move): number => {
    if (move.type === 'move') return move.to.startsWith('foundation') ? 0 : move.from.startsWith('foundation') ? 3 : 1;
    if (move.type === 'pair') return 1;
    return 2;
  };
  return moves.slice().sort((a, b) => score(a) - score(b));
}

const OPPOSITE: Record<string, [string, string]> = { S: ['H', 'D'], C: ['H', 'D'], H: ['S', 'C'], D: ['S', 'C'] };
const SAME_COLOUR: Record<string, string> = { S: 'C', C: 'S', H: 'D', D: 'H' };

function foundationHeights(position: Position): Record<string, number> {
  const heights: Record<string, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const [id, pile] of Object.entries(position.piles)) {
    if (id.startsWith('foundation') && pile.cards.length > 0) heights[suitOf(pile.cards[0])] = pile.cards.length;
  }
  return heights;
}

/**
 * Klondike, rule S of docs/solver.md: a column top (or, with draw 1, the waste top) that goes to its foundation
 * is played at once when it is an Ace, or when both foundations of the other colour hold its rank − 1 and (with
 * `foundationToTableau`) the other foundation of its colour holds its rank − 2.
 */
function klondikeSafeMoves(position: Position, moves: Move[], options: Options): Move[] | null {
  const heights = foundationHeights(position);
  for (const move of moves) {
    if (move.type !== 'move' || !move.to.startsWith('foundation')) continue;
    if (move.from === 'waste' && options.draw !== 1) continue;
    if (!move.from.startsWith('column') && move.from !== 'waste') continue;
    const card = position.piles[move.from].cards.at(-1)!;
    const rank = rankValue(card);
    const suit = suitOf(card);
    if (rank === 1) return [move];
    const [a, b] = OPPOSITE[suit];
    if (heights[a] < rank - 1 || heights[b] < rank - 1) continue;
    if (options.foundationToTableau === true && heights[SAME_COLOUR[suit]] < rank - 2) continue;
    return [move];
  }
  return null;
}

/**
 * Rule E of docs/solver.md, the games of seed 001 (Moving Shops, Artless, Percentages): a foundation builds by rank
 * regardless of suit and its cards never leave it, so what it means for the rest of the game is its height and its
 * top rank alone; foundations with the same height and top rank are interchangeable. The key lists the other piles
 * and the vars as they are, and the foundations as a sorted list of (height, top rank).
 */
function seed001Key(position: Position): string {
  const piles: Record<string, unknown> = {};
  const foundations: string[] = [];
  for (const [id, pile] of Object.entries(position.piles)) {
    if (id.startsWith('foundation')) foundations.push(pile.cards.length === 0 ? '0' : `${pile.cards.length}${pile.cards[pile.cards.length - 1][0]}`);
    else piles[id] = pile;
  }
  foundations.sort();
  return JSON.stringify([piles, position.vars, foundations]);
}

/** The hooks by game id. */
export const SEARCH_HOOKS: Readonly<Record<string, SearchHooks>> = {
  klondike: { orderMoves: foundationFirst, safeMoves: klondikeSafeMoves },
  'perpetual-motion': { forced: true },
  'moving-shops': { orderMoves: foundationFirst, key: seed001Key },
  artless: { orderMoves: foundationFirst, key: seed001Key },
  percentages: { orderMoves: foundationFirst, key: seed001Key },
};

/** The hooks of a game (the default ordering when it has none of its own). */
export function hooksFor(gameId: string): SearchHooks {
  return SEARCH_HOOKS[gameId] ?? { orderMoves: foundationFirst };
}

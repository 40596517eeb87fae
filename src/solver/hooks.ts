/**
 * Per-game hooks of the generic search: move ordering (never changes a verdict) and provably safe pruning (each
 * rule in docs/solvers/generic.md with its argument). Games without an entry use the default ordering only.
 *
 * The hooks find foundations, columns and the waste by their kind (`pileKinds`, core/piles.ts), never by an id
 * prefix: `hooksFor` builds them from the game, so Topsy-Turvy Queens' King row (`king-N`, kind `foundation`) is
 * ordered like any other foundation.
 */
import { rankValue, suitOf } from '../core/cards.js';
import type { AnyGame, Move, Options, PileKind, Position } from '../core/game.js';
import { pileKinds } from '../core/piles.js';
import type { SearchHooks } from './generic.js';

/** The kind of every pile of a game, by pile id (`pileKinds`). */
type Kinds = ReadonlyMap<string, PileKind>;

/**
 * Default ordering: moves onto a foundation (a pile of kind `foundation`) first, then the other card moves, then
 * the rest (stock, deal, …), moves off a foundation last.
 */
export function foundationFirst(_position: Position, moves: Move[], kinds: Kinds): Move[] {
  const score = (move: Move): number => {
    if (move.type === 'move') return kinds.get(move.to) === 'foundation' ? 0 : kinds.get(move.from) === 'foundation' ? 3 : 1;
    if (move.type === 'pair') return 1;
    return 2;
  };
  return moves.slice().sort((a, b) => score(a) - score(b));
}

const OPPOSITE: Record<string, [string, string]> = { S: ['H', 'D'], C: ['H', 'D'], H: ['S', 'C'], D: ['S', 'C'] };
const SAME_COLOUR: Record<string, string> = { S: 'C', C: 'S', H: 'D', D: 'H' };

function foundationHeights(position: Position, kinds: Kinds): Record<string, number> {
  const heights: Record<string, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const [id, kind] of kinds) {
    const pile = position.piles[id];
    if (kind === 'foundation' && pile.cards.length > 0) heights[suitOf(pile.cards[0])] = pile.cards.length;
  }
  return heights;
}

/**
 * Klondike, rule S (docs/solvers/klondike.md, "Rule S"): a column top (or, with draw 1, the waste top) that goes to its
 * foundation is played at once when it is an Ace, or when both foundations of the other colour hold its rank − 1 and
 * (with `foundationToTableau`) the other foundation of its colour holds its rank − 2.
 */
function klondikeSafeMoves(position: Position, moves: Move[], options: Options, kinds: Kinds): Move[] | null {
  const heights = foundationHeights(position, kinds);
  for (const move of moves) {
    if (move.type !== 'move' || kinds.get(move.to) !== 'foundation') continue;
    const from = kinds.get(move.from);
    if (from === 'waste' && options.draw !== 1) continue;
    if (from !== 'tableau' && from !== 'waste') continue;
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
 * Rule E of docs/solvers/generic.md, the games of seed 001 (Moving Shops, Artless, Percentages): a foundation builds by
 * rank regardless of suit and its cards never leave it, so what it means for the rest of the game is its height and its
 * top rank alone; foundations with the same height and top rank are interchangeable. The key lists the other piles and
 * the vars as they are, and the foundations as a sorted list of (height, top rank).
 */
function seed001Key(position: Position, kinds: Kinds): string {
  const piles: Record<string, unknown> = {};
  const foundations: string[] = [];
  for (const [id, pile] of Object.entries(position.piles)) {
    if (kinds.get(id) === 'foundation') foundations.push(pile.cards.length === 0 ? '0' : `${pile.cards.length}${pile.cards[pile.cards.length - 1][0]}`);
    else piles[id] = pile;
  }
  foundations.sort();
  return JSON.stringify([piles, position.vars, foundations]);
}

/** The hooks of a game, given the kinds of its piles under the options of the search. */
type HookMaker = (kindsOf: (options: Options) => Kinds) => SearchHooks;

const ordered: HookMaker = (kindsOf) => ({ orderMoves: (position, moves, options) => foundationFirst(position, moves, kindsOf(options)) });
const seed001: HookMaker = (kindsOf) => ({ ...ordered(kindsOf), key: (position, options) => seed001Key(position, kindsOf(options)) });

/** The hooks by game id (the default ordering for a game without an entry). */
const SEARCH_HOOKS: Readonly<Record<string, HookMaker>> = {
  klondike: (kindsOf) => ({ ...ordered(kindsOf), safeMoves: (position, moves, options) => klondikeSafeMoves(position, moves, options, kindsOf(options)) }),
  'perpetual-motion': () => ({ forced: true }),
  'moving-shops': seed001,
  artless: seed001,
  percentages: seed001,
};

/** The hooks of a game, built from it: its own, or the default ordering (`foundationFirst`) when it has none. */
export function hooksFor(game: AnyGame): SearchHooks {
  // The options object is the same throughout a search: look the kinds up again only when it changes.
  let lastOptions: Options | null = null;
  let lastKinds: Kinds = new Map();
  const kindsOf = (options: Options): Kinds => {
    if (options !== lastOptions) [lastOptions, lastKinds] = [options, pileKinds(game, options)];
    return lastKinds;
  };
  return (Object.hasOwn(SEARCH_HOOKS, game.id) ? SEARCH_HOOKS[game.id] : ordered)(kindsOf);
}

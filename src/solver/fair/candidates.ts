/**
 * What the player that does not peek chooses between (issue 27, item 1): *candidates*, each a short sequence of legal
 * moves that ends in a move that changes the game — the stock folded in, as the Klondike solver folds it
 * (docs/solvers/klondike.md, "Stock moves folded in"):
 * - every legal move that is not a stock move (`GameDefinition.stockMoves`: draw, recycle);
 * - in a game with stock moves, for every position that going round the stock reaches (until its piles repeat), the
 *   stock moves to it followed by a move of the waste's top card;
 * - a stock move that turns up a card not seen, after the stock moves before it (it ends the walk: what comes after
 *   depends on what it shows).
 * So the player never draws for the sake of drawing: going round a stock it already knows is no choice of its own, and
 * it cannot put off every choice by drawing (what hindsight optimisation would otherwise do, as drawing keeps every
 * sample's plan open). Everything is read from a filling of the view (view.ts `fillView`): which moves are legal, and
 * whether a move turns up a card, never depend on the cards not seen.
 */
import { namesMove } from '../../core/engine.js';
import type { AnyGame, Move, Options, Position } from '../../core/game.js';
import { pileKinds, pilesOfKind } from '../../core/piles.js';
import { type PlayerView, madeProgress, nextView, viewHash } from './view.js';

/** A candidate: its moves (the last one changes the game), and the view and filled position after them. */
export interface Candidate {
  moves: Move[];
  /**
   * Its class among equal scores (lower first): 0 when it turns up a card not seen (the samples cannot value what it
   * will show), 1 when it puts a card on a foundation, 2 otherwise, 3 when it takes a card off a foundation; 4 more
   * when it leads back to a view seen earlier in the game (`view.earlier`), so that the player does not go round in
   * circles.
   */
  rank: number;
  /** True when it makes progress (view.ts `madeProgress`): turns up a card, takes one out of the stock and waste for good, or raises the foundations to a new record. */
  progress: boolean;
}

/** True when `moves` names the same moves as `other`, in order (engine.ts `namesMove`, move by move). */
export function sameMoves(moves: readonly Move[], other: readonly Move[]): boolean {
  return moves.length === other.length && moves.every((move, i) => namesMove(move, other[i]));
}

/** True when `prefix` names the first moves of `line`. */
export function startsLine(prefix: readonly Move[], line: readonly Move[]): boolean {
  return prefix.length <= line.length && prefix.every((move, i) => namesMove(move, line[i]));
}

/** Every candidate at the view (see the module comment) less those in `view.tried`, in the game's order of moves. */
export function candidatesOf(game: AnyGame, options: Options, view: PlayerView, filled: Position): Candidate[] {
  const stockMoves = game.stockMoves ?? [];
  const kinds = pileKinds(game, options);
  const touchesWaste = (move: Move) => move.type === 'move' && (kinds.get(move.from) === 'waste' || kinds.get(move.to) === 'waste');
  const foundations = pilesOfKind(game, options, 'foundation');
  const onFoundations = (position: Position) => foundations.reduce((sum, id) => sum + position.piles[id].cards.length, 0);
  const before = onFoundations(filled);
  const earlier = new Set(view.earlier);
  const list: Candidate[] = [];
  const add = (moves: Move[], from: Position, fromView: PlayerView) => {
    if (view.tried.some((tried) => sameMoves(tried, moves))) return;
    const transition = game.apply(from, moves[moves.length - 1], options);
    const after = nextView(game, options, fromView, transition);
    const up = onFoundations(transition.position) - before;
    const progress = after.unseen.length < view.unseen.length ? 0 : up > 0 ? 1 : up < 0 ? 3 : 2;
    list.push({ moves, rank: progress + (earlier.has(viewHash(after)) ? 4 : 0), progress: madeProgress(game, options, view, after) });
  };
  let position = filled;
  let current = view;
  const prefix: Move[] = [];
  const walked = new Set<string>();
  for (;;) {
    const legal = game.legalMoves(position, options);
    for (const move of legal) {
      if (!stockMoves.includes(move.type) && (prefix.length === 0 || touchesWaste(move))) add([...prefix, move], position, current);
    }
    const stock = legal.find((move) => stockMoves.includes(move.type));
    if (stock === undefined) break;
    walked.add(JSON.stringify(position.piles));
    const transition = game.apply(position, stock, options);
    const after = nextView(game, options, current, transition);
    if (after.unseen.length < current.unseen.length) {
      add([...prefix, stock], position, current);
      break;
    }
    prefix.push(stock);
    position = transition.position;
    current = after;
    if (walked.has(JSON.stringify(position.piles))) break;
  }
  return list;
}

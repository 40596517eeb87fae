/**
 * The engine: what is common to every game. Legality checks, the status rule and automatic play, on top of a
 * game's hooks (game.ts). Pure: no DOM, no Node APIs.
 */
import type { Card } from './cards.js';
import type { AnyGame, Move, Options, Position, Status, Step, Transition } from './game.js';
import { type Result, err, ok } from './result.js';

/** A canonical string for a position (for transposition and repetition checks). */
export function positionKey(position: Position<unknown>): string {
  return JSON.stringify(position);
}

/** A short readable description of a move, used in error messages and the CLI. */
export function describeMove(move: Move): string {
  switch (move.type) {
    case 'move':
      return `${move.from} -> ${move.to}${move.count && move.count > 1 ? ` (${move.count} cards)` : ''}`;
    case 'pair':
      return `pair ${move.piles[0]} + ${move.piles[1]}`;
    default:
      return move.type;
  }
}

/** Deals a deck order into the opening position of a game. */
export function startGame(game: AnyGame, deck: readonly Card[], options: Options): Transition {
  return game.deal(deck, options);
}

/**
 * True when `wanted` names the legal move `legal`: the same type; for a `move` the same `from` and `to`, and the
 * same `count` unless `wanted` leaves it out (a left-out count of a legal move is 1); for a `pair` the same two piles
 * in either order. Compares fields, no strings built.
 */
export function namesMove(wanted: Move, legal: Move): boolean {
  if (wanted.type !== legal.type) return false;
  if (wanted.type === 'move') {
    const other = legal as Extract<Move, { type: 'move' }>;
    return wanted.from === other.from && wanted.to === other.to && (wanted.count === undefined || wanted.count === (other.count ?? 1));
  }
  if (wanted.type === 'pair') {
    const [a, b] = (legal as Extract<Move, { type: 'pair' }>).piles;
    return (wanted.piles[0] === a && wanted.piles[1] === b) || (wanted.piles[0] === b && wanted.piles[1] === a);
  }
  return true;
}

/**
 * The legal moves that `wanted` names (`namesMove`), in `legalMoves` order: from the game's `movesNamed` hook when it
 * has one (it looks at the piles the move names only), else by filtering `legalMoves`.
 */
export function legalMovesNamed(game: AnyGame, position: Position, options: Options, wanted: Move): Move[] {
  if (game.movesNamed) return game.movesNamed(position, wanted, options);
  return game.legalMoves(position, options).filter((legal) => namesMove(wanted, legal));
}

/**
 * Finds the legal move that `move` names. A `move` without `count` matches when exactly one legal move has the same
 * `from` and `to`; a `pair` matches in either order. Returns the legal move, or an error saying why it is illegal.
 */
export function matchLegalMove(game: AnyGame, position: Position, options: Options, move: unknown): Result<Move> {
  const shape = checkMoveShape(move);
  if (!shape.ok) return shape;
  const wanted = shape.value;
  const candidates = legalMovesNamed(game, position, options, wanted);
  if (wanted.type === 'move' && wanted.count === undefined && candidates.length > 1) {
    return err(`${describeMove(wanted)} is ambiguous: give "count" (${candidates.map((m) => (m as { count?: number }).count).join(' or ')})`);
  }
  if (candidates.length > 0) return ok(candidates[0]);
  // Refused: every legal move is listed only now, to say why.
  if (game.legalMoves(position, options).length === 0) return err('the game is over: no move is legal');
  return err(`${describeMove(wanted)} is not legal here${whyIllegal(position, wanted)}`);
}

/** True when the position has a pile with this id (an own key: `__proto__` or `toString` are no piles). */
export function hasPile(position: Position<unknown>, id: string): boolean {
  return Object.hasOwn(position.piles, id);
}

/**
 * Why a move the legal moves do not list is refused, as data an interface can put in words: a pile that does not
 * exist, an empty pile, fewer face-up cards than the move takes, a card the rules do not let go onto the target, two
 * cards that make no pair, or (any other move type) simply not legal now.
 */
export type IllegalReason =
  | { code: 'noPile'; pile: string }
  | { code: 'empty'; pile: string }
  | { code: 'faceDown'; pile: string; faceUp: number }
  | { code: 'rules'; card: string; pile: string }
  | { code: 'pair' }
  | { code: 'notNow' };

/** The reason `move` is refused in `position` (call it for a move `matchLegalMove` refuses). */
export function illegalReason(position: Position, move: Move): IllegalReason {
  if (move.type === 'move') {
    if (!hasPile(position, move.from)) return { code: 'noPile', pile: move.from };
    if (!hasPile(position, move.to)) return { code: 'noPile', pile: move.to };
    const from = position.piles[move.from];
    if (from.cards.length === 0) return { code: 'empty', pile: move.from };
    const count = move.count ?? 1;
    if (count > from.cards.length - from.faceDown) return { code: 'faceDown', pile: move.from, faceUp: from.cards.length - from.faceDown };
    return { code: 'rules', card: from.cards[from.cards.length - count], pile: move.to };
  }
  if (move.type === 'pair') {
    for (const id of move.piles) if (!hasPile(position, id)) return { code: 'noPile', pile: id };
    return { code: 'pair' };
  }
  return { code: 'notNow' };
}

function whyIllegal(position: Position, move: Move): string {
  const reason = illegalReason(position, move);
  switch (reason.code) {
    case 'noPile':
      return `: there is no pile "${reason.pile}"`;
    case 'empty':
      return `: ${reason.pile} is empty`;
    case 'faceDown':
      return `: ${reason.pile} has only ${reason.faceUp} face-up card(s)`;
    case 'rules':
      return `: the rules do not let ${reason.card} go onto ${reason.pile}`;
    case 'pair':
      return ': the two top cards do not make a legal pair';
    default:
      return '';
  }
}

/** Checks that an unknown value (say, from a moves file) has the shape of a move. */
export function checkMoveShape(value: unknown): Result<Move> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err('a move must be a JSON object with a "type"');
  const move = value as Record<string, unknown>;
  switch (move.type) {
    case 'move': {
      if (typeof move.from !== 'string' || typeof move.to !== 'string') return err('a "move" needs "from" and "to" pile ids');
      if (move.count !== undefined && !(Number.isInteger(move.count) && (move.count as number) >= 1)) return err('"count" must be a whole number of at least 1');
      return ok(move.count === undefined ? { type: 'move', from: move.from, to: move.to } : { type: 'move', from: move.from, to: move.to, count: move.count as number });
    }
    case 'pair': {
      const piles = move.piles;
      if (!Array.isArray(piles) || piles.length !== 2 || !piles.every((id) => typeof id === 'string')) return err('a "pair" needs "piles": two pile ids');
      return ok({ type: 'pair', piles: [piles[0], piles[1]] });
    }
    case 'draw':
    case 'recycle':
    case 'deal':
    case 'gather':
    case 'end':
      return ok({ type: move.type });
    default:
      return err(`unknown move type ${JSON.stringify(move.type)} (known: move, draw, recycle, pair, deal, gather, end)`);
  }
}

/**
 * Plays a move: checks it against the legal moves, then applies it with every automatic step after it.
 * Never throws for an illegal move: returns an error value with the reason.
 */
export function playMove(game: AnyGame, position: Position, options: Options, move: unknown): Result<Transition> {
  const legal = matchLegalMove(game, position, options, move);
  if (!legal.ok) return legal;
  return ok(game.apply(position, legal.value, options));
}

/**
 * The status of a position: `won` when the game's win condition holds; `lost` when the game declares a loss or no
 * legal move is left, where a trip round the stock that only comes back to a position already seen counts as no
 * move (only stock moves legal, and none of the positions they lead to before repeating offers another move);
 * `playing` otherwise. For a game with a stock the answer is `stockTripOffersPlay`, which the game gives from the
 * position itself when it has that hook: a status never replays the stock then.
 */
export function gameStatus(game: AnyGame, position: Position, options: Options): Status {
  if (game.isWon(position, options)) return 'won';
  if (game.isLost?.(position, options)) return 'lost';
  if (game.stockMoves) return stockTripOffersPlay(game, position, options) ? 'playing' : 'lost';
  return game.legalMoves(position, options).length === 0 ? 'lost' : 'playing';
}

/**
 * Whether the position, or one that a trip round the stock from it reaches, offers a move other than a stock move
 * (or is won): the game's own `stockTripOffersPlay` hook where it has one, else the engine's walk
 * (`walkStockTrip`). False when no move is legal. For a game without stock moves: whether any move is legal.
 */
export function stockTripOffersPlay(game: AnyGame, position: Position, options: Options): boolean {
  if (game.stockTripOffersPlay) return game.stockTripOffersPlay(position, options);
  return walkStockTrip(game, position, options);
}

/**
 * The reference answer of `stockTripOffersPlay`, by playing: goes round the stock with the first legal stock move
 * until the piles repeat; true as soon as a position on the way (this one first) has a legal move that is not a
 * stock move, or is won (and has a legal move); false when no move is legal or the piles repeat. Only the piles are
 * compared: the counters in `vars` (redeals used) only grow on such a trip, and a position with more redeals used
 * offers no more than the same piles with fewer. A game's own hook must give the same answer on every position
 * (the property tests check it).
 */
export function walkStockTrip(game: AnyGame, start: Position, options: Options): boolean {
  const stockMoves = game.stockMoves ?? [];
  const seen = new Set<string>([JSON.stringify(start.piles)]);
  let position = start;
  for (;;) {
    const legal = game.legalMoves(position, options);
    if (legal.length === 0) return false;
    if (!legal.every((m) => stockMoves.includes(m.type))) return true;
    if (game.isWon(position, options)) return true;
    position = game.apply(position, legal[0], options).position;
    const key = JSON.stringify(position.piles);
    if (seen.has(key)) return false;
    seen.add(key);
  }
}

/**
 * Takes every step that leaves the player no choice (exactly one legal move), until a choice is needed or the game
 * ends. Stops after `limit` moves (a guard against games that could otherwise go round for ever).
 */
export function autoPlay(game: AnyGame, position: Position, options: Options, limit = 100_000): { position: Position; moves: Move[]; steps: Step[] } {
  const moves: Move[] = [];
  const steps: Step[] = [];
  let current = position;
  while (moves.length < limit && gameStatus(game, current, options) === 'playing') {
    const legal = game.legalMoves(current, options);
    if (legal.length !== 1) break;
    const next = game.apply(current, legal[0], options);
    moves.push(legal[0]);
    steps.push(...next.steps);
    current = next.position;
  }
  return { position: current, moves, steps };
}

/** Every card in a position, in pile order (for conservation checks). */
export function allCards(position: Position<unknown>): Card[] {
  return Object.values(position.piles).flatMap((pile) => pile.cards);
}

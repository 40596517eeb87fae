/**
 * The engine: what is common to every game. Legality checks, the status rule and automatic play, on top of a
 * game's hooks (game.ts). Pure: no DOM, no Node APIs.
 */
import type { Card } from './cards.js';
import type { AnyGame, Move, Options, Position, Status, Step, Transition } from './game.js';
import { type Result, err, ok } from './result.js';

/** A canonical string for a move, equal for equal moves (key order and a left-out `count` do not matter). */
export function moveKey(move: Move): string {
  switch (move.type) {
    case 'move':
      return `move ${move.from} ${move.to} ${move.count ?? 1}`;
    case 'pair':
      return `pair ${move.piles[0]} ${move.piles[1]}`;
    default:
      return move.type;
  }
}

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
 * Finds the legal move that `move` names. A `move` without `count` matches when exactly one legal move has the same
 * `from` and `to`; a `pair` matches in either order. Returns the legal move, or an error saying why it is illegal.
 */
export function matchLegalMove(game: AnyGame, position: Position, options: Options, move: unknown): Result<Move> {
  const shape = checkMoveShape(move);
  if (!shape.ok) return shape;
  const wanted = shape.value;
  const legal = game.legalMoves(position, options);
  if (legal.length === 0) return err('the game is over: no move is legal');
  if (wanted.type === 'move' && wanted.count === undefined) {
    const candidates = legal.filter((m) => m.type === 'move' && m.from === wanted.from && m.to === wanted.to);
    if (candidates.length === 1) return ok(candidates[0]);
    if (candidates.length > 1) return err(`${describeMove(wanted)} is ambiguous: give "count" (${candidates.map((m) => (m as { count?: number }).count).join(' or ')})`);
  } else {
    const keys = wanted.type === 'pair' ? [moveKey(wanted), moveKey({ type: 'pair', piles: [wanted.piles[1], wanted.piles[0]] })] : [moveKey(wanted)];
    const found = legal.find((m) => keys.includes(moveKey(m)));
    if (found) return ok(found);
  }
  return err(`${describeMove(wanted)} is not legal here${whyIllegal(position, wanted)}`);
}

/** True when the position has a pile with this id (an own key: `__proto__` or `toString` are no piles). */
export function hasPile(position: Position<unknown>, id: string): boolean {
  return Object.hasOwn(position.piles, id);
}

function whyIllegal(position: Position, move: Move): string {
  if (move.type === 'move') {
    if (!hasPile(position, move.from)) return `: there is no pile "${move.from}"`;
    if (!hasPile(position, move.to)) return `: there is no pile "${move.to}"`;
    const from = position.piles[move.from];
    if (from.cards.length === 0) return `: ${move.from} is empty`;
    const count = move.count ?? 1;
    if (count > from.cards.length - from.faceDown) return `: ${move.from} has only ${from.cards.length - from.faceDown} face-up card(s)`;
    return `: the rules do not let ${from.cards[from.cards.length - count]} go onto ${move.to}`;
  }
  if (move.type === 'pair') {
    for (const id of move.piles) if (!hasPile(position, id)) return `: there is no pile "${id}"`;
    return ': the two top cards do not make a legal pair';
  }
  return '';
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
 * `playing` otherwise.
 */
export function gameStatus(game: AnyGame, position: Position, options: Options): Status {
  if (game.isWon(position, options)) return 'won';
  if (game.isLost?.(position, options)) return 'lost';
  const legal = game.legalMoves(position, options);
  if (legal.length === 0) return 'lost';
  if (game.stockMoves && legal.every((m) => game.stockMoves!.includes(m.type))) {
    return stockTripOffersPlay(game, position, options) ? 'playing' : 'lost';
  }
  return 'playing';
}

/**
 * Goes round the stock with its first stock move until the piles repeat; true if some position on the way offers
 * another move. Only the piles are compared: the counters in `vars` (redeals used) only grow on such a trip, and a
 * position with more redeals used offers no more than the same piles with fewer.
 */
function stockTripOffersPlay(game: AnyGame, start: Position, options: Options): boolean {
  const seen = new Set<string>([JSON.stringify(start.piles)]);
  let position = start;
  for (;;) {
    const legal = game.legalMoves(position, options);
    if (legal.length === 0) return false;
    if (!legal.every((m) => game.stockMoves!.includes(m.type))) return true;
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

/**
 * The invariants every position and move of every game keeps (issue 26, item 6, "Invariants at volume"), as checks
 * that return a sentence saying what is wrong, or null. The soak (src/solver/soak.ts, `npm run soak`) runs them after
 * every move of random legal playouts; the property tests (src/games/properties.test.ts) hold the same rules at a
 * smaller volume.
 *
 * - cards (`CardLedger`): the piles are those of the game's layout, every card of the deck lies in them exactly as often as the deck
 *   holds it (once, twice in a 104-card deck), and each pile has 0 .. cards.length face-down cards.
 * - status: `gameStatus` agrees with the legal moves (engine.ts): `playing` exactly when the game is neither won nor
 *   declared lost and some move is legal, a trip round the stock that only comes back counting as none; a game over
 *   offers no move, but for stock moves that only go round (a loss by the stock trip); a loss the game declares has
 *   its reason (`lossReason`).
 * - moves: the legal moves are distinct, and at most one of the moves made with a button is legal, one of the game's
 *   `buttonMoves`.
 */
import type { Card } from './cards.js';
import type { AnyGame, Move, Options, Position, Status } from './game.js';
import { walkStockTrip } from './engine.js';

/** The name of a check (module comment), as a failure reports it; `engine` is an error or exception of the engine itself. */
export type InvariantCheck = 'cards' | 'undo' | 'replay' | 'status' | 'moves' | 'engine';

/**
 * What the piles of every position of a deal must hold: the layout's pile ids, and every card of the deck as often as
 * the deck holds it. Built once a deal; `check` then runs on each position without building strings or maps.
 */
export class CardLedger {
  /** How often the deck holds each card, by `slot` (0: no card of the deck). */
  private readonly wanted = new Uint8Array(1 << 14);
  private readonly seen = new Uint8Array(1 << 14);
  private readonly slots: number[];

  constructor(
    deck: readonly Card[],
    private readonly pileIds: readonly string[],
  ) {
    for (const card of deck) this.wanted[slot(card)]++;
    this.slots = [...new Set(deck.map(slot))];
  }

  /**
   * The `cards` invariant: `position` has exactly the layout's piles, in order, each with 0 .. cards.length face-down
   * cards, and holds every card as often as the deck does. Returns what is wrong (the first pile or card), or null.
   */
  check(position: Position): string | null {
    const ids = Object.keys(position.piles);
    const pileIds = this.pileIds;
    if (ids.length !== pileIds.length || ids.some((id, i) => id !== pileIds[i])) return `the piles are ${ids.join(' ')}, the layout has ${pileIds.join(' ')}`;
    const seen = this.seen;
    let problem: string | null = null;
    for (const id of ids) {
      const pile = position.piles[id];
      if (!Number.isInteger(pile.faceDown) || pile.faceDown < 0 || pile.faceDown > pile.cards.length) problem ??= `${id} has ${pile.faceDown} face-down cards of ${pile.cards.length}`;
      for (const card of pile.cards) {
        const at = slot(card);
        if (seen[at]++ >= this.wanted[at]) problem ??= `${JSON.stringify(card)} on ${id} is one more than the deck holds (${times(this.wanted[at])})`;
      }
    }
    for (const at of this.slots) {
      if (seen[at] < this.wanted[at]) problem ??= `${String.fromCharCode(at >> 7, at & 127)} is lost: the deck holds it ${times(this.wanted[at])}, the piles ${times(seen[at])}`;
      seen[at] = 0;
    }
    if (problem !== null) seen.fill(0);
    return problem;
  }
}

/** A card's slot in a ledger: its two character codes (a code past two characters, or no string, is no card). */
function slot(card: Card): number {
  if (typeof card !== 'string' || card.length !== 2) return 0;
  return ((card.charCodeAt(0) & 127) << 7) | (card.charCodeAt(1) & 127);
}

function times(count: number): string {
  return count === 0 ? 'no times' : count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

/**
 * True when two positions are the same: the same piles in the same order, each with the same cards and face-down
 * count, and the same `vars` (as JSON). What `positionKey` equality says, without building the keys.
 */
export function samePosition(a: Position, b: Position): boolean {
  if (a === b) return true;
  const ids = Object.keys(a.piles);
  const others = Object.keys(b.piles);
  if (ids.length !== others.length) return false;
  for (let i = 0; i < ids.length; i++) {
    if (ids[i] !== others[i]) return false;
    const x = a.piles[ids[i]];
    const y = b.piles[ids[i]];
    if (x === y) continue;
    if (x.faceDown !== y.faceDown || x.cards.length !== y.cards.length) return false;
    for (let k = 0; k < x.cards.length; k++) if (x.cards[k] !== y.cards[k]) return false;
  }
  return a.vars === b.vars || JSON.stringify(a.vars) === JSON.stringify(b.vars);
}

/**
 * The status rule told from the hooks alone, every legal move listed: won when `isWon`; lost when the game declares
 * a loss, no move is legal, or only stock moves are and the walk round the stock (`walkStockTrip`) finds nothing
 * else; playing otherwise.
 */
export function referenceStatus(game: AnyGame, position: Position, options: Options, legal: readonly Move[]): Status {
  if (game.isWon(position, options)) return 'won';
  if (game.isLost?.(position, options)) return 'lost';
  if (legal.length === 0) return 'lost';
  if (game.stockMoves && legal.every((move) => game.stockMoves!.includes(move.type))) return walkStockTrip(game, position, options) ? 'playing' : 'lost';
  return 'playing';
}

/**
 * The `status` invariant for `position`, whose legal moves are `legal` and whose status by the engine is `status`
 * (`gameStatus`): see the module comment. Returns what is wrong, or null.
 */
export function checkStatus(game: AnyGame, position: Position, options: Options, legal: readonly Move[], status: Status): string | null {
  const reference = referenceStatus(game, position, options, legal);
  if (status !== reference) return `the status is ${status}, the rule gives ${reference} (${legal.length} legal moves)`;
  if (status === 'playing') return null;
  const stockOnly = game.stockMoves !== undefined && legal.every((move) => game.stockMoves!.includes(move.type));
  if (legal.length > 0 && !stockOnly) return `the game is ${status} but ${legal.length} moves are legal, not only stock moves`;
  if (status === 'lost' && game.lossReason && game.isLost?.(position, options) && !game.lossReason(position, options)) return 'the game declares a loss without a reason';
  return null;
}

/** The `moves` invariant: no legal move listed twice; at most one button move legal, one of `buttonMoves`. */
export function checkMoves(game: AnyGame, legal: readonly Move[]): string | null {
  const keys = new Set<string>();
  let button: Move['type'] | null = null;
  for (const move of legal) {
    const key = move.type === 'move' ? `move ${move.from} ${move.to} ${move.count}` : move.type === 'pair' ? `pair ${move.piles[0]} ${move.piles[1]}` : move.type;
    if (keys.has(key)) return `${JSON.stringify(move)} is listed twice`;
    keys.add(key);
    if (move.type === 'move' || move.type === 'pair') continue;
    if (!(game.buttonMoves ?? []).includes(move.type)) return `${move.type} is legal but not one of the button moves`;
    if (button !== null && button !== move.type) return `${button} and ${move.type} are both legal`;
    button = move.type;
  }
  return null;
}

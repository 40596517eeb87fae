/**
 * `Table`: a copy-on-write working copy of a position that game hooks change step by step. Each change records a
 * `Step`; `done()` returns the new position and the steps. Piles not touched are shared with the old position, which
 * is never mutated. A table may also go on through several moves (a game's `play`, move after move): each pile is then
 * copied once, when first changed, and changed in place after that.
 */
import type { Card } from './cards.js';
import type { Move, Pile, Position, Step, Transition } from './game.js';

export class Table<Vars = Record<string, unknown>> {
  readonly piles: Record<string, Pile>;
  vars: Vars;
  readonly steps: Step[] = [];
  /** The ids of the piles this table has copied and may change in place (a move touches two or three). */
  private readonly copied: string[] = [];

  constructor(position: Position<Vars>) {
    this.piles = { ...position.piles };
    this.vars = position.vars;
  }

  /** The pile with this id. @throws Error for an unknown id (a bug in a game definition, never user input). */
  pile(id: string): Readonly<Pile> {
    const pile = this.piles[id];
    if (!pile) throw new Error(`no pile "${id}"`);
    return pile;
  }

  /** The top card of a pile, or undefined when it is empty. */
  top(id: string): Card | undefined {
    const cards = this.pile(id).cards;
    return cards[cards.length - 1];
  }

  /** The number of cards in a pile. */
  size(id: string): number {
    return this.pile(id).cards.length;
  }

  private writable(id: string): Pile {
    const pile = this.pile(id);
    if (this.copied.includes(id)) return pile;
    const copy = { cards: pile.cards.slice(), faceDown: pile.faceDown };
    this.piles[id] = copy;
    this.copied.push(id);
    return copy;
  }

  /** Takes the top `count` cards off pile `id` and returns them, bottom first. Copies the pile once, without its top. */
  private take(id: string, count: number): Card[] {
    const pile = this.piles[id];
    if (!pile) throw new Error(`no pile "${id}"`);
    const keep = Math.max(0, pile.cards.length - count);
    const faceDown = Math.min(pile.faceDown, keep);
    if (this.copied.includes(id)) {
      pile.faceDown = faceDown;
      return pile.cards.splice(keep);
    }
    this.piles[id] = { cards: pile.cards.slice(0, keep), faceDown };
    this.copied.push(id);
    return pile.cards.slice(keep);
  }

  /** Puts `cards` (bottom first) on top of pile `id`, face down when `faceUp` is false. Copies the pile once, with them. */
  private put(id: string, cards: readonly Card[], faceUp: boolean): void {
    const pile = this.piles[id];
    if (!pile) throw new Error(`no pile "${id}"`);
    if (!faceUp && pile.faceDown !== pile.cards.length) throw new Error(`cannot put face-down cards on face-up pile "${id}"`);
    const faceDown = faceUp ? pile.faceDown : pile.faceDown + cards.length;
    if (this.copied.includes(id)) {
      pile.cards.push(...cards);
      pile.faceDown = faceDown;
    } else {
      this.piles[id] = { cards: [...pile.cards, ...cards], faceDown };
      this.copied.push(id);
    }
  }

  /**
   * Moves the top `count` cards of `from` onto `to`, keeping their order. They land face up unless `faceUp` is
   * false (onto a face-down stock, say).
   */
  move(from: string, to: string, count: number, auto: boolean, faceUp = true): Card[] {
    const cards = this.take(from, count);
    this.put(to, cards, faceUp);
    this.steps.push({ type: 'move', from, to, cards, faceUp, auto });
    return cards;
  }

  /**
   * Moves the top `count` cards of `from` onto `to` one at a time, so their order is reversed (turning a pile
   * over, dealing from a face-down stock onto a waste, …).
   */
  moveEach(from: string, to: string, count: number, auto: boolean, faceUp = true): Card[] {
    const moved: Card[] = [];
    for (let i = 0; i < count; i++) moved.push(...this.move(from, to, 1, auto, faceUp));
    return moved;
  }

  /**
   * Turns the top `count` cards of `from` over onto `to` as one packet, so their order is reversed (the waste turned
   * over as the new stock, cards drawn from a face-down stock to the waste). One step; its cards are listed in the
   * order they land, bottom first.
   */
  turnOver(from: string, to: string, count: number, auto: boolean, faceUp: boolean): Card[] {
    const cards = this.take(from, count).reverse();
    this.put(to, cards, faceUp);
    this.steps.push({ type: 'move', from, to, cards, faceUp, auto, turned: true });
    return cards;
  }

  /**
   * Moves the top card of `from` under the bottom of `to` (Elevens: a court card goes to the bottom of the stock).
   * `to` may be `from` itself. The card keeps the face of the pile it joins: face down under a face-down bottom.
   */
  moveToBottom(from: string, to: string, auto: boolean): Card {
    const source = this.writable(from);
    const card = source.cards.pop();
    if (card === undefined) throw new Error(`pile "${from}" is empty`);
    if (source.faceDown > source.cards.length) source.faceDown = source.cards.length;
    const target = this.writable(to);
    const faceUp = !(target.faceDown > 0 || (target.cards.length === 0 && from === to));
    target.cards.unshift(card);
    if (!faceUp) target.faceDown += 1;
    this.steps.push({ type: 'move', from, to, cards: [card], faceUp, auto, bottom: true });
    return card;
  }

  /** Turns the top card of a pile face up when it lies face down. Returns true when it turned. */
  turnUpTop(id: string, auto: boolean): boolean {
    const pile = this.pile(id);
    if (pile.cards.length === 0 || pile.faceDown < pile.cards.length) return false;
    const writable = this.writable(id);
    writable.faceDown = writable.cards.length - 1;
    this.steps.push({ type: 'flip', pile: id, card: writable.cards[writable.cards.length - 1], faceUp: true, auto });
    return true;
  }

  /** Sets how many bottom cards of a pile lie face down, without a step (used while laying out a deal). */
  setFaceDown(id: string, faceDown: number): void {
    this.writable(id).faceDown = faceDown;
  }

  /** The position as it stands: a view that shares this table's piles, so it is good until the table changes again. */
  position(): Position<Vars> {
    return { piles: this.piles, vars: this.vars };
  }

  /** The position as it stands, with the steps taken since the table was opened. */
  done(): Transition<Vars> {
    return { position: this.position(), steps: this.steps };
  }
}

/** A position with empty piles of the given ids (a stock pile is created face down with the cards given). */
export function emptyPosition<Vars>(ids: readonly string[], vars: Vars): Position<Vars> {
  const piles: Record<string, Pile> = {};
  for (const id of ids) piles[id] = { cards: [], faceDown: 0 };
  return { piles, vars };
}

/** A position holding the deck as a face-down pile `stock` (top = first card of the deck order) and empty piles. */
export function stockPosition<Vars>(deck: readonly Card[], ids: readonly string[], vars: Vars, stockId = 'stock'): Position<Vars> {
  const position = emptyPosition([stockId, ...ids.filter((id) => id !== stockId)], vars);
  const cards = deck.slice().reverse();
  position.piles[stockId] = { cards, faceDown: cards.length };
  return position;
}

/** Ids `prefix-1` … `prefix-count`. */
export function pileIds(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
}

/**
 * A game's `apply` built from its `play` (GameDefinition.play): a table opened on the position, the move played on
 * it, the new position and the steps.
 */
export function applyBy<Vars, O>(play: (table: Table<Vars>, move: Move, options: O) => void): (position: Position<Vars>, move: Move, options: O) => Transition<Vars> {
  return (position, move, options) => {
    const table = new Table(position);
    play(table, move, options);
    return table.done();
  };
}

/**
 * What a player sees and remembers (issue 27, item 1): the input of the player that does not peek (player.ts).
 *
 * A `PlayerView` is a position with every card the player has not seen masked as `null`. It is built from the
 * transitions of the game only, never from the face-down cards of a position:
 * - a card is seen when it lies face up in a position (the player looks at the table), or when a step of a transition
 *   shows it: a `move` step whose cards land face up, a `flip` step that turns a card face up, and a `bottom` step
 *   (Elevens: a court card taken from the stock goes under it, seed 000: «соберите их со стола и положите под
 *   колоду»: the player has held it);
 * - a card once seen stays known where it goes (perfect memory): the steps say where every card goes, face up or
 *   down (a Klondike waste turned over as the stock, Go, No Go's columns gathered as the second deal's stock), so the
 *   view follows the cards' identities through the steps;
 * - of a position it reads only what the table shows: every pile's size and face-down count, and its face-up cards.
 *
 * `unseen` is the multiset of cards not seen, sorted in the deck's own order (`orderedDeck`), so it says nothing about
 * where they lie. A view holds no rule and no card the player has not seen: two deals that differ only in cards not
 * yet seen give equal views (the property test of player.test.ts).
 */
import { type Card, orderedDeck } from '../../core/cards.js';
import type { AnyGame, Move, Options, Pile, Position, Step, Transition } from '../../core/game.js';
import { pileKinds } from '../../core/piles.js';

/** A pile as the player knows it: its cards bottom to top, `null` for a card not seen; `faceDown` as on the table. */
export interface SeenPile {
  cards: (Card | null)[];
  faceDown: number;
}

/** What the player sees and remembers of a position (see the module comment). Plain JSON. */
export interface PlayerView {
  /** Every pile by id, in layout order. */
  piles: Record<string, SeenPile>;
  /** The game's counters (redeals used, the phase …): all shown to the player. */
  vars: Record<string, unknown>;
  /** The cards not seen, as a multiset in `orderedDeck` order (copies together); the `null` slots of `piles` hold exactly these. */
  unseen: Card[];
  /**
   * What the player has already played from this same view earlier in the game (it remembers it), each a candidate's
   * moves (candidates.ts): it does not play one again, so that a game always ends (play.ts). Empty unless a caller
   * fills it.
   */
  tried: Move[][];
  /**
   * The views the player has been at earlier in the game, each as `viewHash` (it remembers them): a move back to one
   * of them is played only when the samples find it strictly better (choose.ts). Empty unless a caller fills it.
   */
  earlier: number[];
  /**
   * Moves the player has played since it last made progress (`madeProgress`), and the most cards the foundations have
   * held so far in the game (it remembers both): after `FairSettings.idle` moves without progress it plays only moves
   * that make progress, where it has one (choose.ts). 0 unless a caller fills them.
   */
  idle: number;
  record: number;
}

/** The number of cards not seen. */
export function hiddenCount(view: PlayerView): number {
  return view.unseen.length;
}

/** A canonical string for a view's table (piles and counters; the player's memories `tried` … `record` left out): equal tables, equal keys. */
export function viewKey(view: PlayerView): string {
  return JSON.stringify([view.piles, view.vars]);
}

/** What progress is measured by: cards known, cards in the stock and waste, cards on the foundations (piles found by kind). */
export function progressMeasure(game: AnyGame, options: Options, view: PlayerView): { known: number; talon: number; foundations: number } {
  let talon = 0;
  let foundations = 0;
  for (const [id, kind] of pileKinds(game, options)) {
    if (kind === 'stock' || kind === 'waste') talon += view.piles[id].cards.length;
    else if (kind === 'foundation') foundations += view.piles[id].cards.length;
  }
  return { known: game.deckSize(options) - view.unseen.length, talon, foundations };
}

/**
 * True when going from `before` to `after` makes progress: a card turned up, a card taken out of the stock and waste
 * for good, or more cards on the foundations than ever before (`before.record`). Each can happen only so often in a
 * game, so a player that makes progress every so many moves ends its game.
 */
export function madeProgress(game: AnyGame, options: Options, before: PlayerView, after: PlayerView): boolean {
  const from = progressMeasure(game, options, before);
  const to = progressMeasure(game, options, after);
  return to.known > from.known || to.talon < from.talon || to.foundations > Math.max(before.record, from.foundations);
}

/** FNV-1a over a string: 32 bits, as a signed integer (not for security). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** A view's table as 32 bits (`viewKey` hashed): what `earlier` remembers of a view. */
export function viewHash(view: PlayerView): number {
  return fnv1a(viewKey(view));
}

/**
 * The view of the opening: the deal's steps replayed from the pile that held the whole deck face down (found from
 * the steps: the one pile whose size before the deal, the size now less what the steps brought and plus what they
 * took, is the deck's), then the face-up cards of the dealt position.
 * @throws Error when the steps do not account for the dealt position (a bug in a game's steps, never user input).
 */
export function openingView(game: AnyGame, options: Options, deal: Transition): PlayerView {
  const size = game.deckSize(options);
  const before: Record<string, number> = {};
  for (const [id, pile] of Object.entries(deal.position.piles)) before[id] = pile.cards.length;
  for (const step of deal.steps) {
    if (step.type !== 'move') continue;
    before[step.from] += step.cards.length;
    before[step.to] -= step.cards.length;
  }
  const start = Object.keys(before).filter((id) => before[id] !== 0);
  if (start.length > 1 || (start.length === 1 && before[start[0]] !== size)) throw new Error(`${game.id}: the deal's steps do not start from one full pile (${JSON.stringify(before)})`);
  const piles: Record<string, SeenPile> = {};
  for (const id of Object.keys(deal.position.piles)) piles[id] = { cards: [], faceDown: 0 };
  const startId = start[0] ?? Object.keys(deal.position.piles).find((id) => deal.position.piles[id].cards.length === size);
  if (startId === undefined) throw new Error(`${game.id}: no pile holds the whole deck before the deal`);
  piles[startId] = { cards: new Array<Card | null>(size).fill(null), faceDown: size };
  return seen(game, options, piles, deal);
}

/**
 * The view after a move: `before` (the view before it) with the move's steps replayed and the new position's face-up
 * cards read; `tried`, `earlier`, `idle` and `record` are left empty for the caller. `before` is never changed.
 * @throws Error when the steps do not account for the new position (a bug in a game's steps).
 */
export function nextView(game: AnyGame, options: Options, before: PlayerView, transition: Transition): PlayerView {
  const piles: Record<string, SeenPile> = {};
  for (const [id, pile] of Object.entries(before.piles)) piles[id] = { cards: pile.cards.slice(), faceDown: pile.faceDown };
  return seen(game, options, piles, transition);
}

/** Replays `steps` on the piles the player knows, reads the position's face-up cards, and counts the cards not seen. */
function seen(game: AnyGame, options: Options, piles: Record<string, SeenPile>, transition: Transition): PlayerView {
  for (const step of transition.steps) replayStep(piles, step);
  const position = transition.position;
  for (const [id, pile] of Object.entries(position.piles)) {
    const known = piles[id];
    if (!known || known.cards.length !== pile.cards.length) throw new Error(`${game.id}: pile ${id} has ${pile.cards.length} cards, its steps account for ${known?.cards.length}`);
    known.faceDown = pile.faceDown;
    for (let i = pile.faceDown; i < pile.cards.length; i++) known.cards[i] = pile.cards[i];
  }
  return { piles, vars: position.vars as Record<string, unknown>, unseen: unseenCards(game, options, piles), tried: [], earlier: [], idle: 0, record: 0 };
}

/** Moves the cards a step moves (as table.ts does), learning those it shows. */
function replayStep(piles: Record<string, SeenPile>, step: Step): void {
  if (step.type === 'flip') {
    const cards = piles[step.pile].cards;
    if (step.faceUp && cards.length > 0) cards[cards.length - 1] = step.card;
    return;
  }
  const from = piles[step.from].cards;
  const count = step.cards.length;
  if (step.bottom) {
    from.splice(from.length - count, count);
    piles[step.to].cards.unshift(...step.cards);
    return;
  }
  const moved = from.splice(from.length - count, count);
  if (step.turned) moved.reverse();
  piles[step.to].cards.push(...(step.faceUp ? step.cards : moved));
}

/**
 * The deck less every card the view knows, in `orderedDeck` order, the copies of a card together (a multiset: two-deck
 * games hold each card twice).
 */
function unseenCards(game: AnyGame, options: Options, piles: Record<string, SeenPile>): Card[] {
  const count = new Map<Card, number>();
  for (const card of orderedDeck(game.deckSize(options))) count.set(card, (count.get(card) ?? 0) + 1);
  for (const pile of Object.values(piles)) for (const card of pile.cards) if (card !== null) count.set(card, (count.get(card) ?? 0) - 1);
  const unseen: Card[] = [];
  for (const [card, left] of count) for (let i = 0; i < left; i++) unseen.push(card);
  return unseen;
}

/**
 * A position consistent with the view: its `null` slots filled with `order`, a permutation of `view.unseen`, slot by
 * slot in pile order, bottom to top. `order` defaults to `unseen` itself (a fixed filling, the same for every deal
 * that gives this view: what the legal moves are read from, since they never depend on cards not seen).
 */
export function fillView(view: PlayerView, order: readonly Card[] = view.unseen): Position {
  const piles: Record<string, Pile> = {};
  let next = 0;
  for (const [id, pile] of Object.entries(view.piles)) {
    const cards = new Array<Card>(pile.cards.length);
    for (let i = 0; i < cards.length; i++) {
      const card = pile.cards[i];
      cards[i] = card === null ? order[next++] : card;
    }
    piles[id] = { cards, faceDown: pile.faceDown };
  }
  return { piles, vars: view.vars };
}

/**
 * Replaying a move's steps for the animation, and keeping each drawn card's identity from one picture to the next.
 * Pure functions on plain positions.
 */
import type { Card } from '../core/cards.js';
import type { Pile, Position, Step } from '../core/game.js';

/** The position after one step (a move of cards or a flip), built from the step alone. */
export function applyStep(position: Position, step: Step): Position {
  const piles: Record<string, Pile> = { ...position.piles };
  if (step.type === 'flip') {
    const pile = piles[step.pile];
    if (!pile || pile.cards.length === 0) return position;
    const top = pile.cards.length - 1;
    piles[step.pile] = { cards: pile.cards, faceDown: step.faceUp ? Math.min(pile.faceDown, top) : Math.max(pile.faceDown, pile.cards.length) };
    return { piles, vars: position.vars };
  }
  const from = piles[step.from];
  const to = piles[step.to];
  if (!from || !to) return position;
  const count = step.cards.length;
  const fromCards = from.cards.slice(0, from.cards.length - count);
  piles[step.from] = { cards: fromCards, faceDown: Math.min(from.faceDown, fromCards.length) };
  if (step.to === step.from) {
    piles[step.to] = { cards: step.bottom ? [...step.cards, ...fromCards] : [...fromCards, ...step.cards], faceDown: Math.min(from.faceDown, fromCards.length) };
    return { piles, vars: position.vars };
  }
  if (step.bottom) {
    piles[step.to] = { cards: [...step.cards, ...to.cards], faceDown: step.faceUp ? 0 : to.faceDown + count };
  } else {
    piles[step.to] = { cards: [...to.cards, ...step.cards], faceDown: step.faceUp ? to.faceDown : to.faceDown + count };
  }
  return { piles, vars: position.vars };
}

/**
 * The pictures to show for a transition: the position after each step, ending with the real position. If the steps
 * do not rebuild the real position (cards and face-down counts), only the real position is returned.
 */
export function stepFrames(before: Position, steps: readonly Step[], after: Position): Position[] {
  const frames: Position[] = [];
  let current = before;
  for (const step of steps) {
    current = applyStep(current, step);
    frames.push(current);
  }
  if (!samePiles(current, after)) return [after];
  if (frames.length) frames[frames.length - 1] = after;
  else frames.push(after);
  return frames;
}

function samePiles(a: Position, b: Position): boolean {
  const ids = Object.keys(b.piles);
  if (Object.keys(a.piles).length !== ids.length) return false;
  for (const id of ids) {
    const x = a.piles[id];
    const y = b.piles[id];
    if (!x || x.faceDown !== y.faceDown || x.cards.length !== y.cards.length) return false;
    for (let i = 0; i < x.cards.length; i++) if (x.cards[i] !== y.cards[i]) return false;
  }
  return true;
}

/** A stable key for each drawn card, by pile, bottom first. */
export type CardKeys = Record<string, string[]>;

let keyCounter = 0;

/**
 * Keys for the cards of `next`, reusing the keys of `previous` so that a card keeps its screen element (and so
 * animates) when it moves. Cards that stay at the same place keep their key; others take a free key of the same
 * card code (two-deck games have two of each), preferring one from the same pile.
 */
export function assignKeys(previous: { position: Position; keys: CardKeys } | null, next: Position): CardKeys {
  const result: Record<string, (string | null)[]> = {};
  const used = new Set<string>();
  for (const [id, pile] of Object.entries(next.piles)) {
    const before = previous?.position.piles[id];
    const beforeKeys = previous?.keys[id];
    result[id] = pile.cards.map((card, i) => {
      if (before && beforeKeys && before.cards[i] === card && beforeKeys[i] !== undefined) {
        used.add(beforeKeys[i]);
        return beforeKeys[i];
      }
      return null;
    });
  }
  const pool = new Map<Card, { key: string; pile: string }[]>();
  if (previous) {
    for (const [id, pile] of Object.entries(previous.position.piles)) {
      const keys = previous.keys[id] ?? [];
      pile.cards.forEach((card, i) => {
        const key = keys[i];
        if (key === undefined || used.has(key)) return;
        const list = pool.get(card) ?? [];
        list.push({ key, pile: id });
        pool.set(card, list);
      });
    }
  }
  const keys: CardKeys = {};
  for (const [id, pile] of Object.entries(next.piles)) {
    keys[id] = pile.cards.map((card, i) => {
      const kept = result[id][i];
      if (kept !== null) return kept;
      const list = pool.get(card);
      if (list && list.length) {
        const samePile = list.findIndex((entry) => entry.pile === id);
        const [entry] = list.splice(samePile >= 0 ? samePile : 0, 1);
        return entry.key;
      }
      keyCounter += 1;
      return `${card}~${keyCounter}`;
    });
  }
  return keys;
}

/**
 * Where piles and cards go on the table: a grid from each game's `layout()` (row, column), card size from the
 * window width, and fanned piles (`down` for overlapping columns, `right` for a waste). Pure; units are CSS pixels.
 */
import type { PileSpec, Position } from '../core/game.js';
import { CARD_INDEX } from './cards.js';

export interface CardBox {
  x: number;
  y: number;
}

export interface PileBox {
  spec: PileSpec;
  /** The pile's base (where its bottom card and its empty outline go). */
  x: number;
  y: number;
  /** The area the pile covers with all its cards, for hit tests and drop targets. */
  width: number;
  height: number;
  /** The place of each card, bottom first. */
  cards: CardBox[];
}

export interface TableGeometry {
  cardWidth: number;
  cardHeight: number;
  /** The space between two columns of the grid. */
  gap: number;
  width: number;
  height: number;
  piles: Record<string, PileBox>;
}

/** Cards keep the 5 : 7 shape of a real card. */
export const CARD_RATIO = 1.4;

/** The least a fanned face-up card shows of itself, as a share of the card: its index whole (cards.ts `CARD_INDEX`). */
export const FACE_UP_SHOWN = CARD_INDEX.bandBottom / CARD_INDEX.height;
export const RIGHT_FAN_SHOWN = CARD_INDEX.stripRight / CARD_INDEX.width;

/** Room above a pile that carries a badge (Go, No Go's "goes"), in CSS pixels: two lines of the 11 px label. */
export const BADGE_ROOM = 30;

/** The narrowest card the table shrinks to before the page scrolls, in CSS pixels (the index stays readable). */
export const MIN_CARD = 44;

/**
 * Lays out a position in `width` × `height`. Cards are as large as the width allows; when the table would run
 * below `height`, the cards get smaller (down to 60 % of that, never under `MIN_CARD`), then the fanned piles overlap
 * more — face-down cards down to half their step, face-up cards never so much that their index is covered (they
 * always show `FACE_UP_SHOWN` of themselves) — and then the cards get smaller again, down to `MIN_CARD`; past that
 * the page scrolls. `badged` piles get `BADGE_ROOM` above
 * their row so a badge never lies under a card of the row above. `largestCard` caps the card width (the Settings'
 * card size, themes.ts `LARGEST_CARD`).
 */
export function layoutTable(specs: readonly PileSpec[], position: Position, width: number, height: number, badged: ReadonlySet<string> = new Set(), largestCard = 112): TableGeometry {
  const columns = Math.max(1, ...specs.map((spec) => spec.column + 1));
  const pad = Math.max(6, Math.min(16, width * 0.02));
  const gapRatio = 0.14;
  const fit = Math.floor((width - 2 * pad) / (columns + (columns - 1) * gapRatio));
  const largest = Math.max(30, Math.min(largestCard, fit));
  const smallest = Math.min(largest, Math.max(MIN_CARD, Math.round(largest * 0.6)));
  const layout = (cardWidth: number, fan: number) => computeLayout(specs, position, cardWidth, fan, pad, gapRatio, badged);
  let best = layout(largest, 1);
  if (best.height <= height) return best;
  for (let cardWidth = largest - 4; cardWidth >= smallest; cardWidth -= 4) {
    best = layout(cardWidth, 1);
    if (best.height <= height) return best;
  }
  for (const fan of [0.85, 0.7, 0.6, 0.5]) {
    best = layout(smallest, fan);
    if (best.height <= height) return best;
  }
  // Long piles in rows (Moving Shops' two rows of eleven-card shops on a laptop's screen): smaller cards still, down to
  // MIN_CARD, before the page scrolls.
  for (let cardWidth = smallest - 2; cardWidth >= MIN_CARD; cardWidth -= 2) {
    best = layout(cardWidth, 0.5);
    if (best.height <= height) return best;
  }
  return best;
}

function computeLayout(specs: readonly PileSpec[], position: Position, cardWidth: number, fan: number, pad: number, gapRatio: number, badged: ReadonlySet<string>): TableGeometry {
  const columns = Math.max(1, ...specs.map((spec) => spec.column + 1));
  const rows = Math.max(1, ...specs.map((spec) => spec.row + 1));
  const cardHeight = Math.round(cardWidth * CARD_RATIO);
  const gap = Math.round(cardWidth * gapRatio);
  const faceDownStep = Math.max(3, Math.round(cardHeight * 0.09 * fan));
  const faceUpStep = Math.max(Math.ceil(cardHeight * FACE_UP_SHOWN) + 1, Math.round(cardHeight * 0.28 * fan));
  const rightStep = Math.ceil(cardWidth * RIGHT_FAN_SHOWN) + 1;
  const tableWidth = 2 * pad + columns * cardWidth + (columns - 1) * gap;
  const boxes: Record<string, PileBox> = {};
  let top = pad;
  for (let row = 0; row < rows; row++) {
    if (specs.some((spec) => spec.row === row && badged.has(spec.id))) top += BADGE_ROOM;
    let rowHeight = cardHeight;
    for (const spec of specs) {
      if (spec.row !== row) continue;
      const pile = position.piles[spec.id] ?? { cards: [], faceDown: 0 };
      const x = pad + spec.column * (cardWidth + gap);
      const cards: CardBox[] = [];
      let offset = 0;
      for (let i = 0; i < pile.cards.length; i++) {
        if (spec.fan === 'right') {
          const fanned = Math.max(0, i - (pile.cards.length - 3));
          cards.push({ x: x + fanned * rightStep, y: top });
        } else {
          cards.push({ x, y: top + offset });
          if (spec.fan === 'down') offset += i < pile.faceDown ? faceDownStep : faceUpStep;
        }
      }
      const last = cards.length ? cards[cards.length - 1].y - top : 0;
      const pileHeight = cardHeight + last;
      const pileWidth = spec.fan === 'right' ? cardWidth + 2 * rightStep : cardWidth;
      boxes[spec.id] = { spec, x, y: top, width: pileWidth, height: pileHeight, cards };
      rowHeight = Math.max(rowHeight, pileHeight);
    }
    top += rowHeight + (row < rows - 1 ? Math.round(gap * 1.6) : 0);
  }
  return { cardWidth, cardHeight, gap, width: tableWidth, height: top + pad, piles: boxes };
}

/** The pile next to `from` in a direction (arrow keys): same row for left/right, nearest column in the next row for up/down. */
export function neighbourPile(specs: readonly PileSpec[], from: string, direction: 'left' | 'right' | 'up' | 'down'): string {
  const current = specs.find((spec) => spec.id === from) ?? specs[0];
  if (!current) return from;
  let best: PileSpec | undefined;
  let bestScore = Infinity;
  for (const spec of specs) {
    if (spec.id === current.id) continue;
    const dRow = spec.row - current.row;
    const dColumn = spec.column - current.column;
    let score: number;
    if (direction === 'left' || direction === 'right') {
      if (dRow !== 0) continue;
      if (direction === 'left' ? dColumn >= 0 : dColumn <= 0) continue;
      score = Math.abs(dColumn);
    } else {
      if (direction === 'up' ? dRow >= 0 : dRow <= 0) continue;
      score = Math.abs(dRow) * 100 + Math.abs(dColumn);
    }
    if (score < bestScore) {
      bestScore = score;
      best = spec;
    }
  }
  if (best) return best.id;
  // Wrap round within the row (left/right) so every pile stays reachable.
  if (direction === 'left' || direction === 'right') {
    const row = specs.filter((spec) => spec.row === current.row).sort((a, b) => a.column - b.column);
    return (direction === 'right' ? row[0] : row[row.length - 1]).id;
  }
  return current.id;
}

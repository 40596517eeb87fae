/**
 * Where piles and cards go on the table (docs/web.md, "The table"). Pure; units are CSS pixels.
 *
 * A game gives one or more arrangements of its piles (`layout()` and `otherLayouts()`): a grid of rows and columns,
 * each pile with its fan and, for a column that grows downwards, the cards it is given room for (`PileSpec.room`).
 * The cards are made as large as lets the arrangement, with that room, fit the space given; of several arrangements
 * the one with the largest cards is drawn. The card size follows from the arrangement and the space alone, never
 * from the cards on the table, so it stays the same through a game: a column that grows past its room closes its fan
 * up (face-down cards first, then face-up ones, never so far that a face-up card's index is covered), and only when
 * even that does not fit do the cards get smaller, down to `LEAST_CARD`; past that the page scrolls.
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
  /** The arrangement drawn: one of the game's layouts, its piles in drawing order. */
  specs: readonly PileSpec[];
  cardWidth: number;
  cardHeight: number;
  /** The space between two columns of the grid. */
  gap: number;
  /** The table's size: the arrangement with its room (or the cards, when they reach further). */
  width: number;
  height: number;
  /**
   * Where the table sits in the space given: `top` when columns hang down into the space below them (they grow as
   * the game goes on, and may use all of it), `centre` when nothing grows.
   */
  align: 'top' | 'centre';
  piles: Record<string, PileBox>;
}

/** How the table is fitted, beside the arrangements and the space (Settings' card size, Go, No Go's badges). */
export interface FitSettings {
  /** Piles that carry a badge: `badgeRoom` above their row. */
  badged?: ReadonlySet<string>;
  /** The widest a card is drawn, however large the screen (a sensible maximum for very large screens). */
  largestCard?: number;
  /** The card width as a share of the width that fits (Settings' card size: 1 as large as fits). */
  scale?: number;
  /** The share of each column's room planned for (Settings' card size: below 1 makes cards larger, fans close up sooner). */
  roomShare?: number;
}

/** Cards keep the 5 : 7 shape of a real card. */
export const CARD_RATIO = 1.4;

/** The least a fanned face-up card shows of itself, as a share of the card: its index whole (cards.ts `CARD_INDEX`). */
export const FACE_UP_SHOWN = CARD_INDEX.bandBottom / CARD_INDEX.height;
export const RIGHT_FAN_SHOWN = CARD_INDEX.stripRight / CARD_INDEX.width;

/** A face-up card of a column at its full fan shows this share of itself (the index and a little of the face). */
export const FACE_UP_STEP = 0.32;
/** A face-down card at full fan shows this share of itself, and at least `FACE_DOWN_LEAST` of it when closed up. */
export const FACE_DOWN_STEP = 0.09;
export const FACE_DOWN_LEAST = 0.06;

/**
 * A badge's words (Go, No Go's "goes", style.css `.pile-badge`) are 13 px, its note ("Aces go") 12 px, and 12 px both
 * where the columns are narrow (`badgeLines` above 2: the board says so, `data-columns="narrow"`, and drops the ▼ of
 * the next column there). This is the height of a line of them, in CSS pixels.
 */
export const BADGE_LINE = 13;
/** A column (card and gap, CSS px) at least this wide takes its badge on two lines: "▼ не идёт" over "тузы идут". */
export const BADGE_WIDE = 84;
/** A narrow column at least this wide takes "не идёт" on one line, and its note on two. */
const BADGE_MIDDLE = 62;

/**
 * The lines a badge may take over a column `pitch` CSS px wide (card and gap: a badge is no wider): two where the
 * words fit (`BADGE_WIDE`), three where only the note wraps, four on a phone's narrowest columns, where each of the
 * Russian badge's two phrases takes two lines ("не / идёт", "тузы / идут").
 */
export function badgeLines(pitch: number): number {
  return pitch >= BADGE_WIDE ? 2 : pitch >= BADGE_MIDDLE ? 3 : 4;
}

/** Room above a pile that carries a badge, in CSS pixels: its lines, its padding, and the 3 px it stands above the pile. */
export function badgeRoom(pitch: number): number {
  return badgeLines(pitch) * BADGE_LINE + 10;
}

/**
 * The narrowest card the table is planned at, in CSS pixels: where the room does not fit at this size, the room gives
 * way, not the cards (the cards at the deal still fit: Topsy-Turvy Queens on a phone held sideways).
 */
export const MIN_CARD = 44;
/**
 * The narrowest card the table shrinks to when the cards themselves do not fit, before the page scrolls (a shop of
 * eighteen cards in Moving Shops on a phone held sideways); the index still reads at 12–13 px.
 */
export const LEAST_CARD = 36;

/** The widest card by default: on a very large screen the table stops growing here and stands centred. */
export const LARGEST_CARD = 200;

/** The space between two columns, as a share of the card width; rows stand `ROW_GAP` of it apart. */
const GAP_RATIO = 0.14;
const ROW_GAP = 1.6;

/**
 * The game's own layout gives way to another arrangement only when that one's cards come out this much wider: the
 * others are for screens of another shape (a phone held sideways or upright), not for a few pixels more.
 */
const CLEAR_GAIN = 1.15;

/** The sizes of one card width. */
interface Metrics {
  cardWidth: number;
  cardHeight: number;
  gap: number;
  rowGap: number;
  pad: number;
  faceDownStep: number;
  faceDownLeast: number;
  faceUpStep: number;
  faceUpLeast: number;
  rightStep: number;
  /** The room above a row of badged piles (`badgeRoom`). */
  badgeRoom: number;
}

function metrics(cardWidth: number, pad: number): Metrics {
  const cardHeight = Math.round(cardWidth * CARD_RATIO);
  const gap = Math.round(cardWidth * GAP_RATIO);
  const faceUpLeast = Math.ceil(cardHeight * FACE_UP_SHOWN) + 1;
  return {
    cardWidth,
    cardHeight,
    gap,
    rowGap: Math.round(gap * ROW_GAP),
    pad,
    faceDownStep: Math.max(3, Math.round(cardHeight * FACE_DOWN_STEP)),
    faceDownLeast: Math.max(2, Math.round(cardHeight * FACE_DOWN_LEAST)),
    faceUpStep: Math.max(faceUpLeast, Math.round(cardHeight * FACE_UP_STEP)),
    faceUpLeast,
    rightStep: Math.ceil(cardWidth * RIGHT_FAN_SHOWN) + 1,
    badgeRoom: badgeRoom(cardWidth + gap),
  };
}

/** The margin round the table: 2 % of the width, 6 to 16 px. */
function padFor(width: number): number {
  return Math.max(6, Math.min(16, Math.round(width * 0.02)));
}

/** True for a pile that fans down with no pile under it in a later row: it hangs into the space below the rows. */
function hangs(spec: PileSpec, specs: readonly PileSpec[]): boolean {
  return spec.fan === 'down' && !specs.some((other) => other.column === spec.column && other.row > spec.row);
}

/** A waste shows its top three cards spread; other piles fanned down spread every card. */
const spreadsAll = (spec: PileSpec): boolean => spec.kind !== 'waste';

/** The height of a down-fanned pile of `faceDown` + `faceUp` cards at steps `down` and `up`. */
function fanHeight(m: Metrics, faceDown: number, faceUp: number, down: number, up: number): number {
  const cards = faceDown + faceUp;
  if (cards <= 1) return m.cardHeight;
  const downSteps = Math.min(faceDown, cards - 1);
  return m.cardHeight + downSteps * down + (cards - 1 - downSteps) * up;
}

/** The height a pile is planned at: its room at full fan (a waste: its top three). */
function plannedHeight(spec: PileSpec, m: Metrics, roomShare: number): number {
  if (spec.fan !== 'down') return m.cardHeight;
  if (!spreadsAll(spec)) return fanHeight(m, 0, 3, m.faceDownStep, m.faceUpLeast);
  const room = spec.room ?? { faceDown: 0, faceUp: 1 };
  const faceUp = Math.max(1, Math.round(room.faceUp * roomShare));
  return fanHeight(m, Math.round(room.faceDown * roomShare), faceUp, m.faceDownStep, m.faceUpStep);
}

/** The width a pile covers: a waste fanned right, its top three. */
function pileWidth(spec: PileSpec, m: Metrics): number {
  return spec.fan === 'right' ? m.cardWidth + 2 * m.rightStep : m.cardWidth;
}

interface Rows {
  /** The top of each row. */
  tops: number[];
  /** The bottom of the rows, and of the table's piles (hanging ones included), pad included. */
  height: number;
  width: number;
}

/**
 * The rows of an arrangement with each pile's height from `heightOf`: a row is as high as its tallest pile that does
 * not hang (at least one card), rows stand `rowGap` apart, and hanging piles reach down as far as they go.
 */
function placeRows(specs: readonly PileSpec[], m: Metrics, badged: ReadonlySet<string>, heightOf: (spec: PileSpec, top: number) => number): Rows {
  const rows = Math.max(1, ...specs.map((spec) => spec.row + 1));
  const tops: number[] = [];
  let top = m.pad;
  let bottom = m.pad;
  let width = 0;
  for (let row = 0; row < rows; row++) {
    const inRow = specs.filter((spec) => spec.row === row);
    if (inRow.some((spec) => badged.has(spec.id))) top += m.badgeRoom;
    tops[row] = top;
    if (inRow.length === 0) continue;
    let rowHeight = m.cardHeight;
    for (const spec of inRow) {
      const height = heightOf(spec, top);
      if (hangs(spec, specs)) bottom = Math.max(bottom, top + height);
      else rowHeight = Math.max(rowHeight, height);
      width = Math.max(width, m.pad + spec.column * (m.cardWidth + m.gap) + pileWidth(spec, m));
    }
    bottom = Math.max(bottom, top + rowHeight);
    top += rowHeight + m.rowGap;
  }
  return { tops, height: bottom + m.pad, width: width + m.pad };
}

/** The planned table (every pile at its room) at one card width. */
function plannedTable(specs: readonly PileSpec[], cardWidth: number, pad: number, badged: ReadonlySet<string>, roomShare: number): Rows {
  const m = metrics(cardWidth, pad);
  return placeRows(specs, m, badged, (spec) => plannedHeight(spec, m, roomShare));
}

/**
 * The widest card at which the arrangement, every pile at its room, fits `width` × `height` (not below 1 px; the
 * caller applies `MIN_CARD`).
 */
export function fittingCardWidth(specs: readonly PileSpec[], width: number, height: number, badged: ReadonlySet<string> = new Set(), roomShare = 1): number {
  const pad = padFor(width);
  let low = 1;
  let high = Math.max(2, Math.ceil(width));
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const table = plannedTable(specs, middle, pad, badged, roomShare);
    if (table.width <= width && table.height <= height) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * Lays out a position in `width` × `height`, drawing the arrangement of `arrangements` (the game's `layout()` first,
 * then its `otherLayouts()`) whose cards come out largest at its room (a later one only when clearly larger), at the
 * card width that fits (times `scale`, at most `largestCard`, at least `MIN_CARD`). Piles that grow past their room
 * close their fans up to fit: a pile in a row with more rows under it to its row's planned height, a hanging pile to
 * the foot of `height`. When even a closed fan does not fit, the cards get smaller, down to `LEAST_CARD`.
 */
export function layoutTable(arrangements: readonly (readonly PileSpec[])[], position: Position, width: number, height: number, settings: FitSettings = {}): TableGeometry {
  const badged = settings.badged ?? new Set<string>();
  const roomShare = settings.roomShare ?? 1;
  const largestCard = settings.largestCard ?? LARGEST_CARD;
  let specs = arrangements[0];
  let fit = Math.min(largestCard, fittingCardWidth(specs, width, height, badged, roomShare));
  for (const other of arrangements.slice(1)) {
    const otherFit = Math.min(largestCard, fittingCardWidth(other, width, height, badged, roomShare));
    if (otherFit > fit * CLEAR_GAIN) {
      specs = other;
      fit = otherFit;
    }
  }
  // Never wider than the space (no page scrolls sideways); not below MIN_CARD for the height's sake.
  const widest = fittingCardWidth(specs, width, Infinity, badged, roomShare);
  const first = Math.min(widest, Math.max(MIN_CARD, Math.floor(fit * (settings.scale ?? 1))));
  const pad = padFor(width);
  let best = placeCards(specs, position, first, pad, height, badged, roomShare);
  for (let cardWidth = first - 2; best.height > height && cardWidth >= LEAST_CARD; cardWidth -= 2) {
    best = placeCards(specs, position, cardWidth, pad, height, badged, roomShare);
  }
  return best;
}

/** The cards of a pile fanned down within `budget` px of height: steps closed up as far as needed (see the module note). */
function fanSteps(m: Metrics, faceDown: number, faceUp: number, budget: number): { down: number; up: number } {
  const full = { down: m.faceDownStep, up: m.faceUpStep };
  if (fanHeight(m, faceDown, faceUp, full.down, full.up) <= budget) return full;
  const cards = faceDown + faceUp;
  const downSteps = Math.min(faceDown, cards - 1);
  const upSteps = cards - 1 - downSteps;
  const spare = budget - m.cardHeight;
  // Face-down cards close up first, down to their least.
  if (downSteps > 0 && downSteps * m.faceDownLeast + upSteps * full.up <= spare) return { down: Math.max(m.faceDownLeast, (spare - upSteps * full.up) / downSteps), up: full.up };
  const down = downSteps > 0 ? m.faceDownLeast : full.down;
  // Then face-up cards, never past their index.
  const up = upSteps > 0 ? Math.max(m.faceUpLeast, Math.min(full.up, (spare - downSteps * down) / upSteps)) : full.up;
  return { down, up };
}

function placeCards(specs: readonly PileSpec[], position: Position, cardWidth: number, pad: number, height: number, badged: ReadonlySet<string>, roomShare: number): TableGeometry {
  const m = metrics(cardWidth, pad);
  const planned = placeRows(specs, m, badged, (spec) => plannedHeight(spec, m, roomShare));
  /** The height a pile at `top` may take: its row's planned height (rows below it), or down to the foot of the space (hanging). */
  const budgetOf = (spec: PileSpec, top: number): number => {
    if (hangs(spec, specs)) return height - pad - top;
    const rowTop = planned.tops[spec.row];
    const next = planned.tops.slice(spec.row + 1).find((t) => t !== undefined);
    const badge = specs.some((other) => other.row === spec.row + 1 && badged.has(other.id)) ? m.badgeRoom : 0;
    return next === undefined ? planned.height - pad - rowTop : next - badge - m.rowGap - rowTop;
  };
  const boxes: Record<string, PileBox> = {};
  const place = (spec: PileSpec, top: number): number => {
    const pile = position.piles[spec.id] ?? { cards: [], faceDown: 0 };
    const x = m.pad + spec.column * (m.cardWidth + m.gap);
    const count = pile.cards.length;
    const cards: CardBox[] = [];
    if (spec.fan === 'right' || (spec.fan === 'down' && !spreadsAll(spec))) {
      // The top three spread (a waste), each showing its index strip or band.
      const step = spec.fan === 'right' ? m.rightStep : m.faceUpLeast;
      for (let i = 0; i < count; i++) {
        const spread = Math.max(0, i - (count - 3)) * step;
        cards.push(spec.fan === 'right' ? { x: x + spread, y: top } : { x, y: top + spread });
      }
    } else if (spec.fan === 'down') {
      const faceDown = Math.min(pile.faceDown, count);
      const steps = fanSteps(m, faceDown, count - faceDown, budgetOf(spec, top));
      let offset = 0;
      for (let i = 0; i < count; i++) {
        cards.push({ x, y: top + Math.round(offset) });
        offset += i < faceDown ? steps.down : steps.up;
      }
    } else {
      for (let i = 0; i < count; i++) cards.push({ x, y: top });
    }
    const reach = cards.length ? cards[cards.length - 1].y - top + m.cardHeight : m.cardHeight;
    boxes[spec.id] = { spec, x, y: top, width: pileWidth(spec, m), height: reach, cards };
    return reach;
  };
  // Rows from the planned ones; a row whose pile reaches past its planned height, closed up as far as it goes, pushes
  // the rows under it down.
  const actual = placeRows(specs, m, badged, (spec, top) => place(spec, top));
  return {
    specs,
    cardWidth: m.cardWidth,
    cardHeight: m.cardHeight,
    gap: m.gap,
    width: Math.max(planned.width, actual.width),
    // The room planned, where the space has it; the cards wherever they reach.
    height: Math.max(Math.min(planned.height, height), actual.height),
    align: specs.some((spec) => hangs(spec, specs) && spreadsAll(spec)) ? 'top' : 'centre',
    piles: boxes,
  };
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

/**
 * The table: piles laid out from the game's layout, cards as absolutely placed SVG elements (keyed, so a card that
 * changes place slides there by a CSS transform transition), and pointer input — a press past a small distance starts
 * a drag; on release the nearest legal pile wins; a press without a drag is a tap (handled by the app).
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Move, PileSpec, Position } from '../core/game.js';
import { CardFace } from './card-face.js';
import { flyDeal } from './deal-flight.js';
import { type TableGeometry, badgeLines } from './geometry.js';
import type { Language } from './i18n.js';
import type { CardMark, PileBadge, PileCount } from './table-marks.js';
import type { CardKeys } from './steps.js';

/** Where a press landed: a pile, and the card index in it (null on an empty pile's outline). */
export interface Hit {
  pile: string;
  index: number | null;
}

export interface Selection {
  pile: string;
  count: number;
  /**
   * Picked up by a key (Enter or Space on the pile), which cannot press a card inside a run: the largest packet that
   * may move is taken, and it puts down as many of its cards as the pile it goes to takes (`findMoveTo`'s `fewer`).
   */
  byKey?: boolean;
}

/** The counts of the legal `move` moves from a pile. */
export function movableCounts(legal: readonly Move[], pile: string): number[] {
  const counts = new Set<number>();
  for (const move of legal) if (move.type === 'move' && move.from === pile) counts.add(move.count ?? 1);
  return [...counts].sort((a, b) => a - b);
}

/**
 * The first card a hint lights on the pile its move starts from (docs/web.md, "Hint"): the top `count` cards it
 * moves; for a stock move (`count` 0: Draw, Deal, Turn over) the stock's top card, since the pile's own outline lies
 * hidden under its cards and a Draw hint otherwise lit only the toolbar's button. An empty pile lights no card: its
 * outline shows the hint.
 */
export function hintedFrom(cards: number, count: number): number {
  return count > 0 ? cards - count : cards - 1;
}

/**
 * How many cards a press on card `index` of a pile picks up: the cards from it to the top when that count may move,
 * else the smallest larger count that may (the whole run it is part of, when runs move whole); 0 when no count that
 * includes the pressed card may move — a press never picks up fewer cards than lie from it to the top, so it never
 * plays a card above the one pressed (issue 8, item 4). `index` null (a pile's outline, the keyboard) takes the
 * largest count that may move.
 */
export function chooseCount(legal: readonly Move[], pile: string, size: number, index: number | null): number {
  const counts = movableCounts(legal, pile);
  if (counts.length === 0) return 0;
  if (index === null) return counts[counts.length - 1];
  const wanted = size - index;
  return counts.find((count) => count >= wanted) ?? 0;
}

/**
 * The legal move that takes exactly `count` cards from `from` to `to`, or null: what was picked up moves as picked,
 * or not at all (issue 8, item 4). With `fewer` (a packet picked up by a key, `Selection.byKey`), failing that the
 * legal move of the most cards under `count` to `to`: else a keyboard player, who always picks up the largest packet,
 * could never move part of a run where the rules allow it (Klondike's classic preset).
 */
export function findMoveTo(legal: readonly Move[], from: string, count: number, to: string, fewer = false): Move | null {
  let best: Move | null = null;
  let bestCount = 0;
  for (const move of legal) {
    if (move.type !== 'move' || move.from !== from || move.to !== to) continue;
    const moved = move.count ?? 1;
    if (moved === count) return move;
    if (fewer && moved < count && moved > bestCount) [best, bestCount] = [move, moved];
  }
  return best;
}

/** The legal pair of two piles (either order), or null. */
export function findPair(legal: readonly Move[], a: string, b: string): Move | null {
  return legal.find((move) => move.type === 'pair' && ((move.piles[0] === a && move.piles[1] === b) || (move.piles[0] === b && move.piles[1] === a))) ?? null;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  hit: Hit | null;
  active: boolean;
  pile: string;
  count: number;
  dx: number;
  dy: number;
}

export interface BoardProps {
  /** The piles in drawing order: the arrangement the geometry drew (geometry.ts `TableGeometry.specs`). */
  specs: readonly PileSpec[];
  geometry: TableGeometry;
  /**
   * The deals shown (deal-flight.ts): when `count` grows, the cards not in pile `from` fly to their places from it,
   * at the pace of the animation step `stepMs` (0: they do not fly); null until the table's place is known.
   */
  deal: { count: number; from: string; stepMs: number } | null;
  position: Position;
  keys: CardKeys;
  lifted: ReadonlySet<string>;
  legal: readonly Move[];
  selection: Selection | null;
  focusPile: string | null;
  keyboardActive: boolean;
  language: Language;
  pileLabel: (id: string) => string;
  /** Extra labels drawn above piles (Go, No Go's "goes"/"no go"). */
  badges: Record<string, PileBadge>;
  /** By pile: a count drawn over the pile's foot (table-marks.ts `PileCount`). */
  counts: Record<string, PileCount>;
  /** The game is won: the foundations' cards jump in turn (win-panel.tsx). */
  celebrate?: boolean;
  /** The pile the next redeal takes up, outlined; null for none. */
  nextRedeal: string | null;
  /** Small marks on cards (second-deal preview): by pile, card index → text. */
  cardMarks: Record<string, Record<number, CardMark>>;
  /** True while a move animates (shown as `data-animating`; at rest every pile's top card lies on top). */
  animating: boolean;
  /** Piles whose exposed card may be played now (Go, No Go: cards that go). */
  glowing: ReadonlySet<string>;
  /**
   * The hint to show (docs/web.md, "Hint"): the top `count` cards of pile `from` (the pile itself when `count` is 0)
   * and the pile `to` they go to; null for none.
   */
  hint?: { from: string | null; count: number; to: string | null } | null;
  onTap: (hit: Hit) => void;
  onMove: (move: Move) => void;
  /** A drop the rules refuse (issue 10, item 4): the move the player tried; the cards glide back by themselves. */
  onRefused: (move: Move) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: (event: FocusEvent) => void;
}

const DRAG_THRESHOLD = 6;

export function Board(props: BoardProps) {
  const { specs, geometry, position, keys, legal } = props;
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);

  // A new deal flies in, once; a newer one, or the board going, ends the one before at once.
  const dealCount = props.deal?.count ?? 0;
  const flown = useRef(0);
  useLayoutEffect(() => {
    if (!props.deal || dealCount <= flown.current || !boardRef.current) return;
    flown.current = dealCount;
    if (props.deal.stepMs > 0) return flyDeal(boardRef.current, geometry, props.deal.from, props.deal.stepMs);
  }, [dealCount]);

  const update = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const hitFrom = (target: EventTarget | null): Hit | null => {
    const element = (target as Element | null)?.closest?.('[data-pile]') as HTMLElement | null;
    if (!element) return null;
    const index = element.dataset.index;
    return { pile: element.dataset.pile!, index: index === undefined ? null : Number(index) };
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const hit = hitFrom(event.target);
    const pile = hit ? position.piles[hit.pile] : undefined;
    let count = 0;
    // A face-up card picks up what lies on it; where no legal move takes it, it can still be dragged, and the drop
    // is refused with its reason and glides back (issue 10, item 4).
    if (hit && pile && hit.index !== null && hit.index >= pile.faceDown) count = chooseCount(legal, hit.pile, pile.cards.length, hit.index) || pile.cards.length - hit.index;
    const pairable = hit !== null && legal.some((move) => move.type === 'pair' && move.piles.includes(hit.pile));
    if (hit && pairable && count === 0 && pile && pile.cards.length) count = 1;
    update({ pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, hit, active: false, pile: hit?.pile ?? '', count, dx: 0, dy: 0 });
    try {
      boardRef.current?.setPointerCapture(event.pointerId);
    } catch {
      /* capture is a nicety */
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    const current = dragRef.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.active) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD || current.count === 0) return;
      update({ ...current, active: true, dx, dy });
      return;
    }
    event.preventDefault();
    update({ ...current, dx, dy });
  };

  const dropTarget = (current: Drag): Move | null => {
    const box = geometry.piles[current.pile];
    const pile = position.piles[current.pile];
    if (!box || !pile) return null;
    const index = pile.cards.length - current.count;
    const base = box.cards[index] ?? { x: box.x, y: box.y };
    const centreX = base.x + current.dx + geometry.cardWidth / 2;
    const centreY = base.y + current.dy + geometry.cardHeight / 2;
    const targets = new Map<string, Move>();
    for (const move of legal) {
      if (move.type === 'move' && move.from === current.pile && !targets.has(move.to)) {
        const found = findMoveTo(legal, current.pile, current.count, move.to);
        if (found) targets.set(move.to, found);
      }
      if (move.type === 'pair' && move.piles.includes(current.pile)) {
        const other = move.piles[0] === current.pile ? move.piles[1] : move.piles[0];
        targets.set(other, move);
      }
    }
    let best: Move | null = null;
    let bestDistance = Infinity;
    for (const [to, move] of targets) {
      const target = geometry.piles[to];
      if (!target) continue;
      // Distance from the dragged card's centre to the target pile's area (0 when over it).
      const left = target.x;
      const right = target.x + target.width;
      const top = target.y;
      const bottom = target.y + target.height;
      const ddx = centreX < left ? left - centreX : centreX > right ? centreX - right : 0;
      const ddy = centreY < top ? top - centreY : centreY > bottom ? centreY - bottom : 0;
      const distance = Math.hypot(ddx, ddy);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = move;
      }
    }
    return bestDistance <= geometry.cardWidth * 0.9 ? best : null;
  };

  /** The move a drop tried where no legal move lands: onto the pile under the dragged card's centre, if any. */
  const triedMove = (current: Drag): Move | null => {
    const box = geometry.piles[current.pile];
    const pile = position.piles[current.pile];
    if (!box || !pile || current.count === 0) return null;
    const base = box.cards[pile.cards.length - current.count] ?? { x: box.x, y: box.y };
    const x = base.x + current.dx + geometry.cardWidth / 2;
    const y = base.y + current.dy + geometry.cardHeight / 2;
    const under = specs.find((spec) => {
      const target = geometry.piles[spec.id];
      return spec.id !== current.pile && target && x >= target.x && x <= target.x + target.width && y >= target.y && y <= target.y + target.height;
    });
    if (!under) return null;
    const pairs = legal.some((move) => move.type === 'pair' && move.piles.includes(current.pile));
    return pairs ? { type: 'pair', piles: [current.pile, under.id] } : { type: 'move', from: current.pile, to: under.id, count: current.count };
  };

  const onPointerUp = (event: PointerEvent) => {
    const current = dragRef.current;
    if (!current || current.pointerId !== event.pointerId) return;
    update(null);
    if (current.active) {
      const move = dropTarget(current);
      if (move) props.onMove(move);
      else {
        const tried = triedMove(current);
        if (tried) props.onRefused(tried);
      }
      return;
    }
    if (current.hit) props.onTap(current.hit);
  };

  const onPointerCancel = () => update(null);

  // Cards, drawn in pile order so later piles and higher cards lie on top.
  const cards = [];
  let layer = 0;
  for (const spec of specs) {
    const pile = position.piles[spec.id];
    const box = geometry.piles[spec.id];
    if (!pile || !box) continue;
    const pileKeys = keys[spec.id] ?? [];
    const dragging = drag?.active && drag.pile === spec.id ? pile.cards.length - drag.count : Infinity;
    const selectedFrom = props.selection?.pile === spec.id ? pile.cards.length - props.selection.count : Infinity;
    const marks = props.cardMarks[spec.id];
    const hint = props.hint ?? null;
    const hintFrom = hint && hint.from === spec.id ? hintedFrom(pile.cards.length, hint.count) : Infinity;
    const hintTo = hint !== null && hint.to === spec.id;
    for (let i = 0; i < pile.cards.length; i++) {
      layer += 1;
      const place = box.cards[i];
      const key = pileKeys[i] ?? `${spec.id}:${i}`;
      const card = pile.cards[i];
      const faceUp = i >= pile.faceDown;
      const isDragged = i >= dragging;
      const x = place.x + (isDragged ? drag!.dx : 0);
      const y = place.y + (isDragged ? drag!.dy : 0);
      const classes = ['card'];
      if (isDragged) classes.push('dragging');
      else if (props.lifted.has(key)) classes.push('lifted');
      if (i >= selectedFrom) classes.push('selected');
      if (i === pile.cards.length - 1 && props.glowing.has(spec.id)) classes.push('glow');
      if (props.celebrate && spec.kind === 'foundation') classes.push('celebrate');
      if (i >= hintFrom) classes.push('hint-from');
      if (hintTo && i === pile.cards.length - 1) classes.push('hint-to');
      cards.push(
        <div
          key={key}
          class={classes.join(' ')}
          data-pile={spec.id}
          data-index={i}
          data-card={faceUp ? card : undefined}
          style={{ transform: `translate(${x}px, ${y}px)`, zIndex: isDragged ? 10000 + i : layer, width: `${geometry.cardWidth}px`, height: `${geometry.cardHeight}px`, '--order': layer }}
        >
          <CardFace card={card} faceUp={faceUp} language={props.language} mark={marks?.[i]} />
        </div>,
      );
    }
  }

  return (
    <div
      ref={boardRef}
      class={`board${drag?.active ? ' is-dragging' : ''}`}
      data-animating={props.animating ? 'true' : 'false'}
      role="application"
      aria-label={props.pileLabel('')}
      aria-activedescendant={props.focusPile ? `pile-${props.focusPile}` : undefined}
      tabIndex={0}
      data-align={geometry.align}
      data-columns={badgeLines(geometry.cardWidth + geometry.gap) > 2 ? 'narrow' : 'wide'}
      style={{ width: `${geometry.width}px`, height: `${geometry.height}px`, '--card-w': `${geometry.cardWidth}px` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
    >
      {specs.map((spec) => {
        const box = geometry.piles[spec.id];
        if (!box) return null;
        const focused = props.keyboardActive && props.focusPile === spec.id;
        const badge = props.badges[spec.id];
        return (
          <div
            key={`pile-${spec.id}`}
            id={`pile-${spec.id}`}
            role="button"
            aria-label={props.pileLabel(spec.id)}
            class={`pile pile-${spec.kind}${props.nextRedeal === spec.id ? ' next-redeal' : ''}${focused ? ' focused' : ''}${props.selection?.pile === spec.id ? ' selected-pile' : ''}${props.hint?.from === spec.id ? ' hint-from' : ''}${props.hint?.to === spec.id ? ' hint-to' : ''}`}
            data-pile={spec.id}
            style={{ transform: `translate(${box.x}px, ${box.y}px)`, width: `${box.width}px`, height: `${box.height}px` }}
          >
            <div class="pile-outline" style={{ width: `${geometry.cardWidth}px`, height: `${geometry.cardHeight}px` }} />
            {badge ? (
              <span class={`pile-badge ${badge.kind}`} style={{ maxWidth: `${geometry.cardWidth + geometry.gap}px` }}>
                {badge.text}
                {/* A space between the words, so the badge's text reads "no go Aces go", as the pile's name says it
                    (WCAG 2.5.3, label in name), not "no goAces go". */}
                {badge.note ? <> <small>{badge.note}</small></> : null}
              </span>
            ) : null}
          </div>
        );
      })}
      {cards}
      {/* Counts over the piles' feet, above the cards and taking no pointer input (issue 10, item 4). */}
      {Object.entries(props.counts).map(([id, count]) => {
        const box = geometry.piles[id];
        if (!box) return null;
        return (
          <span
            key={`count-${id}`}
            class="pile-count"
            data-count-of={id}
            aria-hidden="true"
            style={{ transform: `translate(${box.x + geometry.cardWidth / 2}px, ${box.y + geometry.cardHeight - 3}px) translate(-50%, -100%)`, maxWidth: `${geometry.cardWidth + geometry.gap}px` }}
          >
            {count.text}
            {count.note ? <small>{count.note}</small> : null}
          </span>
        );
      })}
      {/* The keyboard focus: a ring over the focused pile that takes no pointer input, so a click or tap on the pile
          (an empty stock too) still reaches it (issue 8, item 7). */}
      {props.keyboardActive && props.focusPile && geometry.piles[props.focusPile] ? (
        <div
          class="focus-ring"
          aria-hidden="true"
          style={{ transform: `translate(${geometry.piles[props.focusPile].x}px, ${geometry.piles[props.focusPile].y}px)`, width: `${geometry.piles[props.focusPile].width}px`, height: `${geometry.piles[props.focusPile].height}px` }}
        />
      ) : null}
    </div>
  );
}

/**
 * The deal (docs/web.md, "Motion"): when a game starts — a new game, a restart, a link — the table shows the dealt
 * position at once and each dealt card flies there from the stock (or the hand), in the order a dealer lays them:
 * row by row, the piles in layout order. The flights are Web Animations of `transform` alone (the compositor moves
 * them; nothing is laid out anew while they fly), each card hidden at the stock until its turn. Any press or key
 * cuts the deal short: every card is at once where it belongs, and the press or key goes on to do what it does.
 * Under `prefers-reduced-motion` (or with animation off) the app deals without flights.
 */
import type { PileSpec } from '../core/game.js';
import type { TableGeometry } from './geometry.js';

/** The pile a deal comes from: the stock, else the hand (the seed-001 games'); null when the game has neither. */
export function dealSource(specs: readonly PileSpec[]): string | null {
  return (specs.find((spec) => spec.kind === 'stock') ?? specs.find((spec) => spec.kind === 'hand'))?.id ?? null;
}

/**
 * The order the cards are dealt in: pile and index of each card not in `source`, by depth (the piles' bottom cards
 * first), then by the piles' layout order.
 */
export function dealOrder(specs: readonly PileSpec[], sizes: Readonly<Record<string, number>>, source: string): { pile: string; index: number }[] {
  const order: { pile: string; index: number }[] = [];
  const depth = Math.max(0, ...specs.map((spec) => (spec.id === source ? 0 : (sizes[spec.id] ?? 0))));
  for (let index = 0; index < depth; index++) {
    for (const spec of specs) if (spec.id !== source && index < (sizes[spec.id] ?? 0)) order.push({ pile: spec.id, index });
  }
  return order;
}

/** How long one card flies, and the most the whole deal takes, at the normal speed (170 ms a step), in milliseconds. */
const FLIGHT_MS = 320;
const DEAL_MS = 1100;
/** The longest wait between two cards leaving the stock, at the normal speed. */
const STAGGER_MS = 40;

/**
 * Flies the dealt cards of the board from `source` to their places; `stepMs` is the app's animation step (170 at the
 * normal speed; the flights scale with it). The board carries `data-dealing="true"` while cards fly. Returns a
 * function that ends the deal at once (the board unmounting, another deal).
 */
export function flyDeal(board: HTMLElement, geometry: TableGeometry, source: string, stepMs: number): () => void {
  const from = geometry.piles[source];
  if (!from || typeof board.animate !== 'function') return () => {};
  const elements = new Map<string, HTMLElement>();
  const sizes: Record<string, number> = {};
  for (const element of board.querySelectorAll<HTMLElement>('.card[data-pile]')) {
    const pile = element.dataset.pile!;
    elements.set(`${pile}:${element.dataset.index}`, element);
    sizes[pile] = Math.max(sizes[pile] ?? 0, Number(element.dataset.index) + 1);
  }
  const order = dealOrder(geometry.specs, sizes, source);
  if (order.length === 0) return () => {};
  const pace = stepMs / 170;
  const flight = FLIGHT_MS * pace;
  const stagger = Math.min(STAGGER_MS, (DEAL_MS - FLIGHT_MS) / order.length) * pace;
  const animations: Animation[] = [];
  order.forEach(({ pile, index }, i) => {
    const element = elements.get(`${pile}:${index}`);
    const place = geometry.piles[pile]?.cards[index];
    if (!element || !place) return;
    const start = `translate(${from.x}px, ${from.y}px)`;
    const end = `translate(${place.x}px, ${place.y}px)`;
    // Above the cards at rest while it flies, the later over the earlier; unseen at the stock until its turn.
    const zIndex = String(6000 + i);
    animations.push(
      element.animate(
        [
          { transform: start, opacity: 0, zIndex },
          { transform: start, opacity: 1, zIndex, offset: 0.05 },
          { transform: end, opacity: 1, zIndex },
        ],
        { duration: flight, delay: i * stagger, easing: 'cubic-bezier(0.25, 0.7, 0.35, 1)', fill: 'backwards' },
      ),
    );
  });
  board.dataset.dealing = 'true';
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    window.removeEventListener('pointerdown', end, true);
    window.removeEventListener('keydown', end, true);
    for (const animation of animations) if (animation.playState !== 'finished') animation.finish();
    delete board.dataset.dealing;
  };
  window.addEventListener('pointerdown', end, true);
  window.addEventListener('keydown', end, true);
  const last = animations[animations.length - 1];
  if (last) last.finished.then(end, end);
  else end();
  return end;
}

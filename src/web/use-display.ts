/**
 * What the table shows, which may run behind the position while a move animates (docs/web.md, "Motion"): the
 * position drawn, a stable key for each drawn card (steps.ts), and the cards *lifted* above the others while they
 * slide to a new place.
 *
 * Lifting lasts only as long as the slide. Once the last picture of a move is up and its slide time has passed, the
 * lift is dropped, so at rest every card lies in its pile's order, and each pile's top card is the topmost element at
 * its place — after a move, a new deal (even one drawn at once, without the deal animation), an undo or a redo, a
 * restart, a reload. `animating` stays true until then (the board shows it as `data-animating`).
 *
 * A new deal is shown whole at once, every card a new element, and counted in `deals`; the board then flies the dealt
 * cards in from the stock (deal-flight.ts).
 */
import { useRef, useState } from 'preact/hooks';
import type { Position, Step } from '../core/game.js';
import { type CardKeys, assignKeys, stepFrames } from './steps.js';
import type { Speed } from './storage.js';

/** The longest a whole move's animation may take; its steps share it. */
const MAX_ANIMATION_MS = 1600;

export interface Display {
  position: Position;
  keys: CardKeys;
  /** Keys of the cards sliding to a new place now (drawn above the others). */
  lifted: ReadonlySet<string>;
  /** How many deals have been shown (`deal`): when it changes, the board flies the dealt cards in (deal-flight.ts). */
  deals: number;
}

export interface DisplayControl {
  display: Display;
  animating: boolean;
  /** Shows a move's steps picture by picture (or the result at once when animation is off); resolves when the last picture is up. */
  animate(before: Position, steps: readonly Step[], after: Position): Promise<void>;
  /** Shows a position at once (undo, restart, another game); cards that change place still slide there. */
  jumpTo(next: Position): void;
  /** Shows a new deal at once, every card a new element (nothing slides), and counts it in `deals`. */
  deal(next: Position): void;
}

/** Milliseconds per animation step for each speed (Settings, animation speed). */
export const STEP_MS: Record<Speed, number> = { off: 0, fast: 90, normal: 170, slow: 320 };

/**
 * The display of the table; `stepMs` is the time of one animation step (0: no animation); `dealt` when the first
 * position is a deal to fly in (a game from a link, a first visit).
 */
export function useDisplay(initial: Position, stepMs: number, dealt = false): DisplayControl {
  const [display, setDisplay] = useState<Display>(() => ({ position: initial, keys: assignKeys(null, initial), lifted: new Set(), deals: dealt ? 1 : 0 }));
  const [animating, setAnimating] = useState(false);
  const current = useRef(display);
  const token = useRef(0);

  const show = (next: Position, lift: boolean) => {
    const before = current.current;
    const keys = assignKeys(before, next);
    const lifted = new Set<string>();
    if (lift) {
      const where = new Map<string, string>();
      for (const [pile, list] of Object.entries(before.keys)) for (const key of list) where.set(key, pile);
      for (const [pile, list] of Object.entries(keys)) for (const key of list) if (where.get(key) !== pile) lifted.add(key);
    }
    const value: Display = { position: next, keys, lifted, deals: before.deals };
    current.current = value;
    setDisplay(value);
  };

  /** After the last picture: when its slide is over, the lift goes and the table is at rest. */
  const settle = (mine: number, resolve?: () => void) => {
    setTimeout(() => {
      if (mine === token.current) {
        if (current.current.lifted.size > 0) {
          current.current = { ...current.current, lifted: new Set() };
          setDisplay(current.current);
        }
        setAnimating(false);
      }
      resolve?.();
    }, stepMs);
  };

  const animate = (before: Position, steps: readonly Step[], after: Position): Promise<void> => {
    const mine = ++token.current;
    const frames = stepMs === 0 ? [after] : stepFrames(before, steps, after);
    setAnimating(true);
    if (frames.length <= 1) {
      show(after, stepMs > 0);
      return new Promise((resolve) => settle(mine, resolve));
    }
    const each = Math.max(16, Math.min(stepMs, MAX_ANIMATION_MS / frames.length));
    return new Promise((resolve) => {
      let i = 0;
      const next = () => {
        if (mine !== token.current) return resolve();
        show(frames[i], true);
        i += 1;
        if (i < frames.length) setTimeout(next, each);
        else settle(mine, resolve);
      };
      next();
    });
  };

  const jumpTo = (next: Position) => {
    const mine = ++token.current;
    show(next, stepMs > 0);
    setAnimating(stepMs > 0);
    if (stepMs > 0) settle(mine);
  };

  const deal = (next: Position) => {
    ++token.current;
    const value: Display = { position: next, keys: assignKeys(null, next), lifted: new Set(), deals: current.current.deals + 1 };
    current.current = value;
    setDisplay(value);
    setAnimating(false);
  };

  return { display, animating, animate, jumpTo, deal };
}

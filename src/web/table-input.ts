/**
 * Taps, clicks and keys on the table (docs/web.md, "Input model"): every input ends in a legal move of the exact
 * packet the player picked up, or in nothing (issue 8, item 4). A tap picks up (the cards from the one pressed to the
 * top, or the run it must move with), a second tap puts down; two taps on the same top card send it to a foundation;
 * the stock plays its move; arrows, Enter, Escape and F do the same from the keyboard (keyboard.ts). A key that finds
 * no move on the focused pile says so, on screen and to screen readers (`tell`): from the keyboard nothing else shows
 * that the key was read; so does a click or tap on a face-up card that cannot move.
 */
import { useRef } from 'preact/hooks';
import type { Move, PileKind, PileSpec, Position, Status } from '../core/game.js';
import { type Hit, type Selection, chooseCount, findMoveTo, findPair } from './board.js';
import { neighbourPile } from './geometry.js';
import { boardKeyOf } from './keyboard.js';

/** Two presses on the same card within this many milliseconds are a double click (or double tap). */
const DOUBLE_TAP_MS = 450;

export interface TableInputs {
  status: Status;
  position: Position;
  legal: readonly Move[];
  kinds: ReadonlyMap<string, PileKind>;
  specs: readonly PileSpec[];
  animating: boolean;
  /** Shows the position at once (a tap during an animation). */
  settle(): void;
  selection: Selection | null;
  setSelection(selection: Selection | null): void;
  focusPile: string | null;
  setFocusPile(pile: string): void;
  setKeyboardActive(active: boolean): void;
  play(move: Move): void;
  /** Says why a move the player tried is refused (issue 10, item 4). */
  refuse(move: Move): void;
  announce(text: string): void;
  /** Says `text` both ways: shown over the table's foot for a while, and to screen readers (a key that found no move). */
  tell(text: string): void;
  /** A pile's short name (announce.ts `pileName`: "Column 3"). */
  pileName(id: string): string;
  pileLabel(id: string): string;
  t: (key: string, options?: Record<string, unknown>) => string;
}

export function useTableInput(inputs: TableInputs): { tap(hit: Hit): void; onBoardKey(event: KeyboardEvent): void } {
  const { status, position, legal, kinds, specs, animating, settle, selection, setSelection, focusPile, setFocusPile, setKeyboardActive, play, refuse, announce, tell, pileName, pileLabel, t } = inputs;
  const lastTap = useRef<{ pile: string; index: number | null; time: number } | null>(null);

  const foundationMoveFrom = (pile: string): Move | null =>
    legal.find((move) => move.type === 'move' && move.from === pile && kinds.get(move.to) === 'foundation') ?? null;

  const stockMove = (): Move | null => legal.find((move) => move.type === 'draw' || move.type === 'recycle' || move.type === 'deal') ?? null;

  /**
   * A press on a pile (`byKey`: Enter or Space on the focused pile): picks up, puts down, or plays the stock. Pressed
   * on a pile with no move, a key says so, and so does a click or tap on a face-up card (on a face-down card or an
   * empty place a tap does nothing).
   */
  const tap = (hit: Hit, byKey = false) => {
    if (status !== 'playing') return;
    if (animating) settle();
    const pile = position.piles[hit.pile];
    const topIndex = pile ? pile.cards.length - 1 : -1;
    const now = Date.now();
    const last = lastTap.current;
    const double = last !== null && last.pile === hit.pile && last.index === hit.index && now - last.time < DOUBLE_TAP_MS;
    lastTap.current = { pile: hit.pile, index: hit.index, time: now };
    // A double click sends up the card clicked, and only when it is the top card (issue 8, item 4).
    if (double && (hit.index === null || hit.index === topIndex)) {
      const up = foundationMoveFrom(hit.pile);
      if (up) {
        lastTap.current = null;
        play(up);
        return;
      }
    }
    const kind = kinds.get(hit.pile);
    const cardMovesFromHere = legal.some((move) => move.type === 'move' && move.from === hit.pile);
    if ((kind === 'stock' || (kind === 'hand' && !cardMovesFromHere)) && !selection) {
      const move = stockMove();
      if (move) {
        play(move);
        return;
      }
      if (kind === 'stock') {
        if (byKey) tell(t('noMoveFrom', { pile: pileName(hit.pile) }));
        return;
      }
    }
    if (selection) {
      if (selection.pile === hit.pile) {
        setSelection(null);
        announce(t('cancelled'));
        return;
      }
      const move = findMoveTo(legal, selection.pile, selection.count, hit.pile, selection.byKey) ?? findPair(legal, selection.pile, hit.pile);
      if (move) {
        play(move);
        return;
      }
    }
    const count = pile ? chooseCount(legal, hit.pile, pile.cards.length, hit.index !== null && hit.index >= pile.faceDown ? hit.index : null) : 0;
    const pairable = legal.some((move) => move.type === 'pair' && move.piles.includes(hit.pile));
    if (count > 0 || pairable) {
      setSelection({ pile: hit.pile, count: Math.max(count, 1), byKey });
      announce(t('selected', { what: pileLabel(hit.pile) }));
    } else {
      if (selection) {
        const pairs = legal.some((move) => move.type === 'pair' && move.piles.includes(selection.pile));
        refuse(pairs ? { type: 'pair', piles: [selection.pile, hit.pile] } : { type: 'move', from: selection.pile, to: hit.pile, count: selection.count });
      } else if (byKey || (pile !== undefined && hit.index !== null && hit.index >= pile.faceDown)) tell(t('noMoveFrom', { pile: pileName(hit.pile) }));
      setSelection(null);
    }
  };

  const onBoardKey = (event: KeyboardEvent) => {
    const action = boardKeyOf(event);
    const focused = focusPile ?? specs[0]?.id ?? null;
    setKeyboardActive(true);
    if (!action) return;
    if (action.type === 'arrow') {
      event.preventDefault();
      if (!focused) return;
      const next = focusPile === null ? focused : neighbourPile(specs, focused, action.direction);
      setFocusPile(next);
      announce(pileLabel(next));
    } else if (action.type === 'activate') {
      event.preventDefault();
      if (focused) tap({ pile: focused, index: null }, true);
    } else if (action.type === 'cancel') {
      if (selection) {
        setSelection(null);
        announce(t('cancelled'));
      }
    } else if (focused && status === 'playing') {
      const up = foundationMoveFrom(focused);
      if (up) play(up);
      else if (kinds.get(focused) === 'foundation') tell(t('foundationKeyOnFoundation', { pile: pileName(focused) }));
      else tell(t('noFoundationMoveFrom', { pile: pileName(focused) }));
    }
  };

  return { tap, onBoardKey };
}

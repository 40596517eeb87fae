/**
 * Moves the app plays by itself, each with the normal animation, after the one before has landed:
 * - safe moves to the foundations (setting; the rule is in safe-moves.ts). They only ever follow a move of the
 *   player's own: a fresh deal, a reload, an undo, a redo or a restart plays nothing by itself, and a card the player
 *   just moved stays where the player put it until the player's next move (docs/web.md, "Safe moves to the
 *   foundations"). Issue 8, item 5: automatic play never overrules the player.
 * - *Play on* (a forced game, Perpetual Motion): the legal move, again and again;
 * - a line (the demo's or *Play it out*'s): its moves one by one; any move of the player stops it.
 * All of it waits while the page is hidden (issue 28: nothing plays, and no game ends, out of the player's sight), and
 * goes on where it was when the page is shown.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyGame, Move, Options, Position, Status } from '../core/game.js';
import { gameStatus } from '../core/engine.js';
import { type PinnedCards, safeFoundationMove } from './safe-moves.js';
import type { MoveOrigin } from './session-stats.js';

export interface AutoLine {
  moves: Move[];
  /** Whose line: the solver's (demo, play-out) or the player's own deals to a choice (`play-on`, counted as theirs). */
  kind: 'demo' | 'play-out' | 'play-on';
}

/**
 * "Deal to a choice" (issue 10, item 4): the deals a player would make one by one, as long as dealing is the only
 * legal move — Go, No Go's 52-card deals, the seed-001 games' redeals — stopping where a choice is needed, the game
 * ends, or after `limit` moves. Empty when dealing is not the only legal move now.
 */
export function dealsToAChoice(game: AnyGame, position: Position, options: Options, limit = 1000): Move[] {
  const moves: Move[] = [];
  let at = position;
  while (moves.length < limit && gameStatus(game, at, options) === 'playing') {
    const legal = game.legalMoves(at, options);
    if (legal.length !== 1 || legal[0].type !== 'deal') break;
    moves.push(legal[0]);
    at = game.apply(at, legal[0], options).position;
  }
  return moves;
}

export interface AutoPlayInputs extends Omit<AutoState, 'armed' | 'pinned' | 'running' | 'line'> {
  play(move: Move, origin: MoveOrigin): Promise<boolean>;
}

export interface AutoPlay {
  running: boolean;
  setRunning(running: boolean): void;
  line: AutoLine | null;
  startLine(line: AutoLine): void;
  stopLine(): void;
  /** After the player's own move: safe moves may follow; the cards the player just put down stay where they are. */
  arm(pinned: PinnedCards): void;
  /** After an undo, a redo, a restart, a new deal or a reload: nothing plays by itself until the player moves. */
  disarm(): void;
}

/** What automatic play does next (`nextAutoAction`). */
export type AutoAction =
  | { type: 'wait' }
  /** The line is played out, or the game is over: the line ends. */
  | { type: 'end-line' }
  /** *Play on* has nothing more to play: it stops. */
  | { type: 'end-play-on' }
  /** Play `move` as `origin` after `afterMs` milliseconds; `fromLine` when it is the line's next move. */
  | { type: 'play'; move: Move; origin: MoveOrigin; afterMs: number; fromLine: boolean };

/** Everything automatic play decides on: the game now and what is running. */
export interface AutoState {
  game: AnyGame;
  options: Options;
  position: Position;
  status: Status;
  legal: readonly Move[];
  animating: boolean;
  /** The safe-moves setting, and whether the player's own move armed it (with the cards it pinned). */
  safeMoves: boolean;
  armed: boolean;
  pinned: PinnedCards;
  /** *Play on* is running. */
  running: boolean;
  line: AutoLine | null;
  stepMs: number;
  /** The page is hidden (session-controller.ts `setHidden`): nothing plays until it is shown. */
  hidden: boolean;
}

/**
 * The one rule of automatic play: a line first (its next move), then *Play on* (the legal move), then a safe move
 * to the foundations (only after the player's own move); nothing while a move is still animating, nor while the page
 * is hidden. Each move waits one animation step (at least 60 ms, 40 ms for *Play on*) after the one before has
 * landed. Pure.
 */
export function nextAutoAction(state: AutoState): AutoAction {
  const { status, legal, animating, line, running, stepMs } = state;
  if (state.hidden) return { type: 'wait' };
  if (line) {
    if (status !== 'playing' || line.moves.length === 0) return { type: 'end-line' };
    return animating ? { type: 'wait' } : { type: 'play', move: line.moves[0], origin: line.kind, afterMs: Math.max(60, stepMs), fromLine: true };
  }
  if (running) {
    if (status !== 'playing' || legal.length === 0) return { type: 'end-play-on' };
    return animating ? { type: 'wait' } : { type: 'play', move: legal[0], origin: 'play-on', afterMs: Math.max(40, stepMs), fromLine: false };
  }
  if (!state.safeMoves || !state.armed || animating || status !== 'playing') return { type: 'wait' };
  const move = safeFoundationMove(state.game, state.options, state.position, legal, state.pinned);
  return move ? { type: 'play', move, origin: 'safe', afterMs: Math.max(60, stepMs), fromLine: false } : { type: 'wait' };
}

/** Automatic play at the table: one effect and one timer, deciding by `nextAutoAction` after every render. */
export function useAutoPlay(inputs: AutoPlayInputs): AutoPlay {
  const [running, setRunning] = useState(false);
  const [line, setLine] = useState<AutoLine | null>(null);
  const armed = useRef(false);
  const pinned = useRef<PinnedCards>(new Map());

  useEffect(() => {
    const action = nextAutoAction({ ...inputs, armed: armed.current, pinned: pinned.current, running, line });
    if (action.type === 'end-line') setLine(null);
    if (action.type === 'end-play-on') setRunning(false);
    if (action.type !== 'play') return;
    const timer = setTimeout(() => {
      if (action.fromLine && line) setLine({ ...line, moves: line.moves.slice(1) });
      void inputs.play(action.move, action.origin).then((ok) => {
        if (!ok && action.fromLine) setLine(null);
      });
    }, action.afterMs);
    return () => clearTimeout(timer);
  });

  return {
    running,
    setRunning,
    line,
    startLine: (next) => {
      setRunning(false);
      setLine(next);
    },
    stopLine: () => setLine(null),
    arm(cards) {
      armed.current = true;
      pinned.current = cards;
    },
    disarm() {
      armed.current = false;
      pinned.current = new Map();
      setRunning(false);
      setLine(null);
    },
  };
}

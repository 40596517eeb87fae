/**
 * Moves the app plays by itself, each with the normal animation, after the one before has landed:
 * - safe moves to the foundations (setting; the rule is in safe-moves.ts). They only ever follow a move of the
 *   player's own: a fresh deal, a reload, an undo, a redo or a restart plays nothing by itself, and a card the player
 *   just moved stays where the player put it until the player's next move (docs/web.md, "Safe moves to the
 *   foundations"). Issue 8, item 5: automatic play never overrules the player.
 * - *Play on* (a forced game, Perpetual Motion): the legal move, again and again;
 * - a line (the demo's or *Play it out*'s): its moves one by one; any move of the player stops it.
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

export interface AutoPlayInputs {
  game: AnyGame;
  options: Options;
  position: Position;
  status: Status;
  legal: readonly Move[];
  animating: boolean;
  safeMoves: boolean;
  stepMs: number;
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

export function useAutoPlay(inputs: AutoPlayInputs): AutoPlay {
  const { status, legal, animating, stepMs } = inputs;
  const [running, setRunning] = useState(false);
  const [line, setLine] = useState<AutoLine | null>(null);
  const armed = useRef(false);
  const pinned = useRef<PinnedCards>(new Map());

  // Safe moves to the foundations, after the player's move (and the safe moves after it) have landed.
  useEffect(() => {
    if (!inputs.safeMoves || !armed.current || animating || status !== 'playing' || running || line) return;
    const move = safeFoundationMove(inputs.game, inputs.options, inputs.position, legal, pinned.current);
    if (!move) return;
    const timer = setTimeout(() => void inputs.play(move, 'safe'), Math.max(60, stepMs));
    return () => clearTimeout(timer);
  });

  // Play on: the first legal move, again and again.
  useEffect(() => {
    if (!running) return;
    if (status !== 'playing' || legal.length === 0) {
      setRunning(false);
      return;
    }
    if (animating) return;
    const timer = setTimeout(() => void inputs.play(legal[0], 'play-on'), Math.max(40, stepMs));
    return () => clearTimeout(timer);
  });

  // A line: its moves one by one.
  useEffect(() => {
    if (!line) return;
    if (status !== 'playing' || line.moves.length === 0) {
      setLine(null);
      return;
    }
    if (animating) return;
    const timer = setTimeout(() => {
      const [move, ...rest] = line.moves;
      setLine({ ...line, moves: rest });
      void inputs.play(move, line.kind).then((ok) => {
        if (!ok) setLine(null);
      });
    }, Math.max(60, stepMs));
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

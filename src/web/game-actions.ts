/**
 * The app's actions on the game's history (docs/web.md): Undo, Undo back to a position, the review's jump to a move,
 * Redo, Restart and a new game. Each goes through the session controller (session-controller.ts: it keeps the record,
 * saves and counts), then shows the controller's position (at once, or with the deal's flight) and says what happened
 * for screen readers. Plain functions over the app's parts, made afresh on every render of app.tsx.
 */
import type { AnyGame, Move, Options, Status } from '../core/game.js';
import type { DealSpec } from '../core/deal.js';
import { type Session, currentPosition } from '../core/record.js';
import { endKey } from './announce.js';
import type { AutoPlay } from './auto-play.js';
import type { Language } from './i18n.js';
import { type Notice, backToGameText, restartUndoneText } from './messages.js';
import type { SessionController } from './session-controller.js';
import { playSound, soundOfMove } from './sounds.js';
import type { DisplayControl } from './use-display.js';
import type { SolverAtTable } from './use-solver.js';

/** What the actions need of the app. */
export interface GameActionParts {
  controller: SessionController;
  auto: AutoPlay;
  display: DisplayControl;
  solverAt: SolverAtTable;
  /** Milliseconds a step of the animation (0: animation off). */
  stepMs: number;
  language: Language;
  t: (key: string, options?: Record<string, unknown>) => string;
  /** The text for screen readers. */
  announce: (text: string) => void;
  /** Shows the game Undo went back to, on screen for a while. */
  showGameBack: (text: string) => void;
  clearSelection: () => void;
  closeDialog: () => void;
  /** Adds a notice (a game that could not be opened). */
  notice: (notice: Notice) => void;
}

export interface GameActions {
  /** An action that plays no new move: nothing plays by itself after it until the player moves. */
  quiet(): void;
  /**
   * Undo (the button, the keys, the losing-move notice): at a game's deal it brings back the game before, or the game
   * as it was before its Restart, and says which.
   */
  undo(): void;
  /** Undoes back to the position at `cursor` in one action (Back to the last winnable position); Redo brings it back. */
  undoTo(cursor: number): void;
  /** The review's point chosen: the game goes to the position at `cursor` by Undo or Redo; no move is lost. */
  goTo(cursor: number): void;
  redo(): void;
  restart(): void;
  /** Starts a game; `line`, when given, is a certified winning line from its opening (winnable deals only). */
  startGame(game: AnyGame, options: Options, deal: DealSpec, line?: Move[]): void;
}

export function gameActions(parts: GameActionParts): GameActions {
  const { controller, auto, display, solverAt, t, announce } = parts;
  const quiet = () => {
    auto.disarm();
    parts.clearSelection();
  };
  /** Shows the controller's position at once (undo, restart, another game). */
  const jumpToCurrent = () => display.jumpTo(currentPosition(controller.getState().session));
  /** Shows a fresh deal: its cards fly in from the stock (deal-flight.ts), or show at once with animation off. */
  const showDeal = (next: ReturnType<typeof currentPosition>) => (parts.stepMs > 0 ? display.deal(next) : display.jumpTo(next));
  return {
    quiet,
    undo() {
      quiet();
      const undone = controller.undo();
      if (undone === null) return;
      jumpToCurrent();
      if (undone === 'move') return announce(t('announceUndo'));
      const words = undone === 'restart' ? restartUndoneText : backToGameText;
      const text = words(t, controller.getState().session, parts.language);
      announce(text);
      parts.showGameBack(text);
    },
    undoTo(cursor) {
      if (cursor >= controller.getState().session.cursor) return;
      quiet();
      const count = controller.undoTo(cursor);
      jumpToCurrent();
      announce(t('announceBackToWinnable', { count }));
    },
    goTo(cursor) {
      parts.closeDialog();
      const { session: now } = controller.getState();
      if (cursor === now.cursor) return;
      quiet();
      if (cursor < now.cursor) controller.undoTo(cursor);
      else controller.redoTo(cursor);
      jumpToCurrent();
      announce(cursor === 0 ? t('announceAtDeal') : t('announceAtMove', { move: cursor, count: now.record.moves.length }));
    },
    redo() {
      if (controller.getState().session.cursor >= controller.getState().session.record.moves.length) return;
      quiet();
      const redone = controller.redo();
      if (!redone) return;
      const { session: now } = controller.getState();
      playSound(soundOfMove(now.game, now.record.options, redone.before, now.record.moves[now.cursor - 1], redone.after, redone.status));
      void display.animate(redone.before, redone.steps, redone.after);
      announce(t('announceRedo') + endText(t, controller.getState().session, redone.status));
    },
    restart() {
      if (controller.getState().session.cursor === 0) return;
      quiet();
      if (controller.restart()) showDeal(currentPosition(controller.getState().session));
    },
    startGame(next, nextOptions, deal, line) {
      const opened = controller.newGame(next, nextOptions, deal);
      if (!opened.ok) {
        parts.notice({ text: t('gameNotOpened'), details: opened.error });
        return;
      }
      quiet();
      parts.closeDialog();
      const after = currentPosition(opened.value);
      if (line) solverAt.knownWon(next, nextOptions, after, line);
      showDeal(after);
    },
  };
}

/** The end of a game in words, to follow the announcement of the move that ended it ('' while it goes on). */
export function endText(t: (key: string) => string, session: Session, status: Status): string {
  const text = endKey(session.game, currentPosition(session), session.record.options, status);
  return text ? `. ${t(text)}` : '';
}

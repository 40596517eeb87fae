/**
 * The Pasyans app: a thin view over the rules core. The game being played lives in a framework-free controller
 * (session-controller.ts: play, undo, redo, restart, new game; it saves and keeps statistics); the app renders its
 * state (use-session.ts), asks the game for legal moves, hands the controller what the player picks (drag, tap,
 * double tap, keyboard), and animates and announces the steps the core returns. See docs/web.md. The parts live beside
 * it: the display and its animation (use-display.ts), automatic play (auto-play.ts), the solver at the table
 * (use-solver.ts), the actions on the game's history (game-actions.ts: undo, redo, restart, a new game), the page
 * around the table (use-page.ts), keys (keyboard.ts), words for screen readers (announce.ts), the per-game marks
 * (table-marks.ts), the toolbar and the dialogs.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Move, PileSpec } from '../core/game.js';
import { pileKinds } from '../core/piles.js';
import { type Session, currentPosition, sessionStatus } from '../core/record.js';
import { Announcer, endKey } from './announce.js';
import { endText, gameActions } from './game-actions.js';
import { type AutoLine, dealsToAChoice, useAutoPlay } from './auto-play.js';
import { Board, type Selection } from './board.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { marksInWords, tableMarks } from './table-marks.js';
import { layoutTable } from './geometry.js';
import { type Language, i18next } from './i18n.js';
import { useShortcuts } from './keyboard.js';
import { MenuDialog } from './menu-dialogs.js';
import { randomSeed } from './new-game-dialog.js';
import { pinnedBy } from './safe-moves.js';
import type { SessionController } from './session-controller.js';
import type { MoveOrigin } from './session-stats.js';
import { dealSource } from './deal-flight.js';
import type { Settings, Speed, Storage } from './storage.js';
import { rulesName } from './option-names.js';
import { Messages, type Notice, backToGameText, restartUndoneText } from './messages.js';
import { type ToolbarDialog, Toolbar } from './toolbar.js';
import { boardHintOf, useSolverAtTable } from './use-solver.js';
import { STEP_MS, useDisplay } from './use-display.js';
import { useReducedMotion, useRoomOf, useSettings, useTimedText } from './use-page.js';
import { usePageVisibility, useSession } from './use-session.js';
import { useTableInput } from './table-input.js';
import { WinPanel } from './win-panel.js';
import { Review, loadReview } from './review-entry.js';
import { CARD_FIT } from './themes.js';
import { FaceContext, useDrawnFace } from './faces.js';
import { playSound, setSoundsOn, soundOfMove } from './sounds.js';

/**
 * Room kept free at the table's foot for a message line (messages.tsx floats there), in CSS pixels: the cards are laid
 * out above it, so a message never covers a card (style.css gives `.table-area` the same padding).
 */
const MESSAGE_ROOM = 52;
/** How long the reason of a refused move stays on screen, in milliseconds. */
const REFUSAL_MS = 3500;
/** How long the notice of the game Undo went back to stays on screen, in milliseconds. */
const GAME_BACK_MS = 5000;

/** A move the player confirms first: ending the game, which no later move can change (Go, No Go's `end`). */
const needsConfirmation = (move: Move): boolean => move.type === 'end';

export interface AppProps {
  storage: Storage;
  /** The game being played (session-controller.ts); the app renders from it and changes it only through its methods. */
  controller: SessionController;
  settings: Settings;
  notices: Notice[];
  /** Called once with the app's way of showing a notice (main.tsx: a save that fails during play). */
  onNoticeChannel?: (show: (notice: Notice) => void) => void;
  /** The game on the table when the app starts is a fresh deal (a link, a first visit): its cards fly in. */
  dealOnStart?: boolean;
  onReady?: () => void;
}

export function App(props: AppProps) {
  const { storage, controller } = props;
  const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options) as string;
  const { session, meta, previous, hidden } = useSession(controller);
  usePageVisibility(controller);
  const [settings, changeSettings] = useSettings(storage, props.settings);
  const language = (settings.language ?? 'en') as Language;
  const [selection, setSelection] = useState<Selection | null>(null);
  const [focusPile, setFocusPile] = useState<string | null>(null);
  const [keyboardActive, setKeyboardActive] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [notices, setNotices] = useState<Notice[]>(props.notices);
  useEffect(() => {
    props.onNoticeChannel?.((notice) => setNotices((list) => [...list, notice]));
  }, []);
  const [dialog, setDialog] = useState<ToolbarDialog | null>(null);
  /** The record whose win panel the player closed (the panel shows once per won game). */
  const [winClosed, setWinClosed] = useState<Session | null>(null);
  /** The record the demo played to its win: its panel says whose win it is and gives no streak (it counts for none). */
  const [demoWon, setDemoWon] = useState<Session['record'] | null>(null);
  /** The last refused move's reason in words, shown over the table's foot for REFUSAL_MS, or until the position changes. */
  const [refusal, showRefusal] = useTimedText(REFUSAL_MS, currentPosition(session));
  /** The game Undo went back to, in words, shown for GAME_BACK_MS (only while that game is the one on the table). */
  const [gameBack, showGameBack] = useTimedText(GAME_BACK_MS);
  /** A move waiting for the player's yes (confirm-dialog.tsx). */
  const [confirming, setConfirming] = useState<Move | null>(null);
  const tableRef = useRef<HTMLElement>(null);
  const room = useRoomOf(tableRef, MESSAGE_ROOM + 4);
  const reducedMotion = useReducedMotion();
  const speed: Speed = reducedMotion && settings.speed !== 'off' ? 'off' : settings.speed;
  const stepMs = STEP_MS[speed];

  const game = session.game;
  const options = session.record.options;
  const position = currentPosition(session);
  // The status rule may walk round the stock: work it out once per position, not on every render.
  const status = useMemo(() => sessionStatus(session), [session]);
  const specs: PileSpec[] = useMemo(() => game.layout(options), [game, options]);
  /** The game's arrangements of its piles, its own layout first (geometry.ts draws the one with the largest cards). */
  const arrangements = useMemo(() => [specs, ...(game.otherLayouts?.(options) ?? [])], [specs]);
  const kinds = pileKinds(game, options);
  const legal: Move[] = useMemo(() => (status === 'playing' ? game.legalMoves(position, options) : []), [position, status]);
  const announcer = useMemo(() => new Announcer(specs, t, game.view?.pileNames, language), [specs, language]);
  const display = useDisplay(position, stepMs, props.dealOnStart === true);
  const badged = useMemo(() => new Set(game.view?.badgedPiles ?? []), [game]);
  const geometry = useMemo(
    () => layoutTable(arrangements, display.display.position, room.width, room.height, { badged, ...CARD_FIT[settings.cardSize] }),
    [arrangements, display.display.position, room.width, room.height, badged, settings.cardSize],
  );
  const view = game.view;

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = `${game.name[language]} — ${t('title')}`;
  }, [language, game]);

  useEffect(() => {
    props.onReady?.();
  }, []);

  useEffect(() => setSoundsOn(settings.sound), [settings.sound]);

  // A game over: the review's chunk is fetched now, so that its button opens it at once.
  useEffect(() => {
    if (status !== 'playing') void loadReview().catch(() => undefined);
  }, [status]);

  /** Plays a move through the controller (which counts and saves it), then animates and announces its steps. */
  const play = async (move: Move, origin: MoveOrigin): Promise<boolean> => {
    const played = controller.play(move, origin);
    if (!played.ok) {
      setAnnouncement(t('notLegal'));
      playSound('refused');
      return false;
    }
    const { before, steps, after, status: nextStatus } = played.value;
    playSound(soundOfMove(game, options, before, move, after, nextStatus));
    if (origin === 'player') {
      auto.stopLine();
      auto.arm(pinnedBy(move, steps));
    }
    const next = controller.getState().session;
    solverAt.moved(next.game, next.record.options, before, move, after);
    setSelection(null);
    setAnnouncement(announcer.steps(steps) + endText(t, next, nextStatus));
    if (nextStatus === 'won') setDemoWon(origin === 'demo' ? next.record : null);
    await display.animate(before, steps, after);
    // A game that ends lost opens the review after the game (issue 27, item 5), unless a dialog is open.
    if (nextStatus === 'lost') setDialog((open) => open ?? 'review');
    return true;
  };

  const auto = useAutoPlay({ game, options, position, status, legal, animating: display.animating, safeMoves: settings.autoFoundation, stepMs, hidden, play });

  const solverAt = useSolverAtTable({
    game,
    options,
    position,
    status,
    settings,
    deal: session.record.deal,
    moves: session.record.moves.slice(0, session.cursor),
    lineRunning: auto.line !== null,
    onDemoLine(moves) {
      // A game the demo finishes is not the player's: it is settled now, as a game left for another is.
      controller.leave();
      auto.startLine({ moves, kind: 'demo' });
    },
    onDemoNone(text) {
      setAnnouncement(t(text));
      setNotices((list) => [...list, { text: t(text) }]);
    },
    onLosingMove: () => setAnnouncement(t('losingMove')),
  });

  const { undo, undoTo, goTo, redo, restart, startGame } = gameActions({
    controller,
    auto,
    display,
    solverAt,
    stepMs,
    language,
    t,
    announce: setAnnouncement,
    showGameBack,
    clearSelection: () => setSelection(null),
    closeDialog: () => setDialog(null),
    notice: (notice) => setNotices((list) => [...list, notice]),
  });

  /** A move the rules refuse (a drop or a tap onto the wrong pile): the reason in words, said and shown for a while. */
  const refuse = (move: Move) => {
    const text = announcer.refusal(position, move);
    setAnnouncement(text);
    showRefusal(text);
    playSound('refused');
  };

  const input = useTableInput({
    status,
    position,
    legal,
    kinds,
    specs: geometry.specs,
    animating: display.animating,
    settle: () => display.jumpTo(position),
    selection,
    setSelection,
    focusPile,
    setFocusPile,
    setKeyboardActive,
    play: (move) => void play(move, 'player'),
    refuse,
    announce: setAnnouncement,
    tell: (text) => {
      setAnnouncement(text);
      showRefusal(text);
    },
    pileName: (id) => announcer.pileName(id),
    pileLabel: (id) => pileLabel(id),
    t,
  });

  // App-wide keys: undo, redo, hint (by the key's place, so any layout works); a held Enter or Space never repeats.
  useShortcuts((shortcut) => {
    if (shortcut === 'hint' && dialog === null) solverAt.toggleHint();
    else if (shortcut === 'undo') undo();
    else if (shortcut === 'redo') redo();
    else if (shortcut === 'new' && dialog === null) setDialog('new');
    else return false;
    return true;
  });

  const marks = tableMarks(game, display.display.position, options, legal, settings.secondDealPreview, t);
  const pileLabel = (id: string): string => (id ? announcer.pileLabel(id, display.display.position, marksInWords(marks, id, t)) : `${game.name[language]}. ${t('keyboardHelp')}`);

  const { known, hintKind, hintMove } = solverAt;
  // Lost (no move left, or the solver proved it): the latest earlier position the solver proved winnable, if any.
  const backTo = (status === 'lost' || known?.verdict === 'lost') && auto.line === null ? solverAt.lastWinnable(game, options, session.replay.positions, session.cursor) : null;
  const hintText = announcer.hint(hintKind, hintMove, position);
  useEffect(() => {
    if (hintText) setAnnouncement(hintText);
  }, [hintText]);
  const hintedAction = hintMove !== null && hintMove.type !== 'move' && hintMove.type !== 'pair' ? hintMove.type : null;
  const dealText = 'seed' in session.record.deal ? t('dealHeading', { deal: session.record.deal.seed }) : t('dealOrder');
  // A forced game (Perpetual Motion) offers its own automatic play, "Play on", instead of the solver's "Play it out".
  const playOnOffered = view?.playOn === true && status === 'playing';
  const playOut = (line: AutoLine) => auto.startLine(line);
  const statusKey = endKey(game, position, options, status);
  const face = useDrawnFace(settings.cardFace);

  return (
    <div class={`app speed-${speed}`} style={{ '--step-ms': `${stepMs}ms` }}>
      <Toolbar
        t={t}
        language={language}
        gameName={game.name[language]}
        rulesName={rulesName(game, options, t)}
        dealText={dealText}
        seed={'seed' in session.record.deal ? session.record.deal.seed : null}
        moves={session.cursor}
        clock={settings.showClock ? meta : null}
        verdict={!settings.solverIndicator ? null : status === 'playing' ? (known?.verdict ?? 'searching') : 'hidden'}
        chance={solverAt.chance}
        canRestart={session.cursor > 0}
        canUndo={session.cursor > 0 || previous.length > 0}
        canRedo={session.cursor < session.record.moves.length}
        buttonMoves={game.buttonMoves ?? []}
        legalButtonMoves={(game.buttonMoves ?? []).filter((type) => legal.some((move) => move.type === type))}
        hintedAction={hintedAction}
        playing={status === 'playing'}
        hintShown={hintKind !== null}
        lineRunning={auto.line !== null}
        playOn={view?.playOn ? { offered: playOnOffered, running: auto.running } : null}
        secondDeal={view?.secondDealMarks ? settings.secondDealPreview : null}
        onLanguage={() => changeSettings({ language: language === 'ru' ? 'en' : 'ru' })}
        onDialog={setDialog}
        onRestart={restart}
        onUndo={undo}
        onRedo={redo}
        onSpecial={(move) => (needsConfirmation(move) ? setConfirming(move) : void play(move, 'player'))}
        onHint={solverAt.toggleHint}
        onPlayOn={() => auto.setRunning(!auto.running)}
        dealOn={game.buttonMoves?.includes('deal') && !view?.playOn ? status === 'playing' && auto.line === null && legal.length === 1 && legal[0].type === 'deal' : null}
        onDealOn={() => {
          const moves = dealsToAChoice(game, position, options);
          if (moves.length) auto.startLine({ moves, kind: 'play-on' });
        }}
        onSecondDeal={() => changeSettings({ secondDealPreview: !settings.secondDealPreview })}
        onDemo={solverAt.startDemo}
      />
      <Messages
        t={t}
        notices={notices}
        onDismissNotice={(i) => setNotices((list) => list.filter((_, j) => j !== i))}
        losingWarning={solverAt.losingWarning}
        refusal={refusal}
        gameBack={gameBack === backToGameText(t, session, language) || gameBack === restartUndoneText(t, session, language) ? gameBack : null}
        backToWinnable={backTo === null ? null : session.cursor - backTo}
        onBackToWinnable={() => backTo !== null && undoTo(backTo)}
        onUndoLosing={() => { solverAt.dismissWarning(); undo(); }}
        onDismissWarning={solverAt.dismissWarning}
        hintKind={hintKind}
        hintText={hintText}
        hintMove={hintMove}
        status={status}
        statusKey={statusKey}
        offerPlayOut={solverAt.trivialRest && status === 'playing' && !playOnOffered}
        onPlayOut={() => known && playOut({ moves: known.moves, kind: 'play-out' })}
        line={auto.line?.kind ?? null}
        onStopLine={auto.stopLine}
        onReview={() => setDialog('review')}
      />
      <main class="table-area" ref={tableRef}>
        <FaceContext.Provider value={face}>
          {/* The table is drawn once its space is measured (before the first paint), so the cards are laid out once. */}
          {room.measured ? <Board
            specs={geometry.specs}
            geometry={geometry}
            deal={{ count: display.display.deals, from: dealSource(geometry.specs) ?? '', stepMs }}
            position={display.display.position}
            keys={display.display.keys}
            lifted={display.display.lifted}
            animating={display.animating}
            celebrate={status === 'won' && speed !== 'off'}
            legal={legal}
            selection={selection}
            focusPile={focusPile ?? geometry.specs[0]?.id ?? null}
            keyboardActive={keyboardActive}
            language={language}
            pileLabel={pileLabel}
            badges={marks.badges}
            counts={marks.counts}
            nextRedeal={marks.nextRedeal}
            cardMarks={marks.cardMarks}
            glowing={marks.glowing}
            hint={boardHintOf(game, options, hintMove)}
            onTap={(hit) => {
              setKeyboardActive(false);
              input.tap(hit);
            }}
            onRefused={refuse}
            onMove={(move) => {
              if (display.animating) display.jumpTo(position);
              void play(move, 'player');
            }}
            onKeyDown={input.onBoardKey}
            onFocus={(event) => {
              // Focus from the keyboard (Tab) shows the focused pile at once; a click does not.
              if ((event.currentTarget as HTMLElement).matches(':focus-visible')) {
                setKeyboardActive(true);
                if (focusPile === null && specs[0]) setFocusPile(specs[0].id);
              }
            }}
          /> : null}
        </FaceContext.Provider>
      </main>
      <div class="live" aria-live="polite" role="log" data-testid="announcer">{announcement}</div>
      <MenuDialog
        dialog={dialog}
        t={t}
        language={language}
        session={session}
        storage={storage}
        settings={settings}
        reducedMotion={reducedMotion}
        solver={solverAt}
        onSettings={changeSettings}
        onStart={startGame}
        onClose={() => setDialog(null)}
      />
      {dialog === 'review' ? <Review t={t} session={session} fair={settings.fairHints} solver={solverAt} onGoTo={goTo} onClose={() => setDialog(null)} /> : null}
      {status === 'won' && winClosed?.record !== session.record && dialog === null ? (
        <WinPanel
          key={session.cursor}
          t={t}
          timeMs={meta.activeMs}
          moves={session.cursor}
          byDemo={demoWon === session.record}
          loadStats={() => controller.storedStats()}
          onNewDeal={() => startGame(game, options, { seed: randomSeed() })}
          onPlayAgain={restart}
          onReview={() => setDialog('review')}
          onClose={() => setWinClosed(session)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog t={t} title={t('confirmEndTitle')} text={t('confirmEndText')} confirm={t(`move_${confirming.type}`)} onConfirm={() => void play(confirming, 'player')} onClose={() => setConfirming(null)} />
      ) : null}
    </div>
  );
}

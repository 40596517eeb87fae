/**
 * The Pasyans app: a thin view over the rules core. It keeps a core `Session` (record + cursor), asks the game for
 * legal moves, plays what the player picks (drag, tap, double tap, keyboard), animates the steps the core returns,
 * saves after every action and keeps statistics. See docs/web.md. The parts live beside it: the display and its
 * animation (use-display.ts), automatic play (auto-play.ts), the solver at the table (use-solver.ts), the statistics
 * rule (session-stats.ts), keys (keyboard.ts), words for screen readers (announce.ts), the toolbar and the dialogs.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnyGame, Move, Options, PileSpec, Position, Status } from '../core/game.js';
import { pileKinds } from '../core/piles.js';
import { type Session, currentPosition, newRecord, openSession, sessionPlay, sessionRecord, sessionRedo, sessionStatus, sessionUndo } from '../core/record.js';
import { type DealSpec, deckOrderOf } from '../core/deal.js';
import { illegalReason } from '../core/engine.js';
import { cardName } from './cards.js';
import { Announcer, endKey } from './announce.js';
import { type AutoLine, dealsToAChoice, useAutoPlay } from './auto-play.js';
import { Board, type Selection } from './board.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { LinkDialog, RulesDialog, SettingsDialog } from './dialogs.js';
import { StatsDialog } from './stats-dialog.js';
import { gameView, tableMarks } from './game-views.js';
import { layoutTable } from './geometry.js';
import { type Language, i18next } from './i18n.js';
import { useShortcuts } from './keyboard.js';
import { statsKey } from './link.js';
import { openSaved } from './saved-game.js';
import { NewGameDialog } from './new-game-dialog.js';
import { pinnedBy } from './safe-moves.js';
import { type MoveOrigin, StatsWriter, afterAction, afterMove, leaveGame } from './session-stats.js';
import { type SessionMeta, newMeta } from './stats.js';
import type { SavedGame, Settings, Speed, Storage } from './storage.js';
import { Messages } from './messages.js';
import { type ToolbarDialog, Toolbar } from './toolbar.js';
import { boardHintOf, useSolverAtTable } from './use-solver.js';
import { useDisplay } from './use-display.js';
import { useTableInput } from './table-input.js';

export { randomSeed } from './new-game-dialog.js';
import { randomSeed } from './new-game-dialog.js';
import { WinPanel } from './win-panel.js';
import { LARGEST_CARD, applyTheme } from './themes.js';
export { THINKING_CHOICES } from './dialogs.js';
export { openSaved } from './saved-game.js';

/** Milliseconds per animation step for each speed. */
export const STEP_MS: Record<Speed, number> = { off: 0, fast: 90, normal: 170, slow: 320 };
const PREVIOUS_LIMIT = 30;
/**
 * Room kept free at the table's foot for a message line (messages.tsx floats there), in CSS pixels: the cards are laid
 * out above it, so a message never covers a card (style.css gives `.table-area` the same padding).
 */
const MESSAGE_ROOM = 52;
/** How long the reason of a refused move stays on screen, in milliseconds. */
const REFUSAL_MS = 3500;

/** A move the player confirms first: ending the game, which no later move can change (Go, No Go's `end`). */
const needsConfirmation = (move: Move): boolean => move.type === 'end';
/** The solver's default time budget for one position (the Settings dialog offers THINKING_CHOICES). */
export const DEFAULT_THINKING_MS = 3000;

interface GameState {
  session: Session;
  meta: SessionMeta;
  previous: SavedGame[];
}

export interface AppProps {
  storage: Storage;
  initial: GameState;
  settings: Settings;
  notices: string[];
  onReady?: () => void;
}

export function App(props: AppProps) {
  const { storage } = props;
  const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options) as string;
  const [, setVersion] = useState(0);
  const state = useRef<GameState>(props.initial);
  const [settings, setSettings] = useState<Settings>(props.settings);
  const language = (settings.language ?? 'en') as Language;
  const [selection, setSelection] = useState<Selection | null>(null);
  const [focusPile, setFocusPile] = useState<string | null>(null);
  const [keyboardActive, setKeyboardActive] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [notices, setNotices] = useState<string[]>(props.notices);
  const [dialog, setDialog] = useState<ToolbarDialog | null>(null);
  /** The record whose win panel the player closed (the panel shows once per won game). */
  const [winClosed, setWinClosed] = useState<Session | null>(null);
  /** The last refused move's reason in words, shown over the table's foot for REFUSAL_MS. */
  const [refusal, setRefusal] = useState<{ text: string; at: number } | null>(null);
  /** A move waiting for the player's yes (confirm-dialog.tsx). */
  const [confirming, setConfirming] = useState<Move | null>(null);
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  const tableRef = useRef<HTMLElement>(null);
  const [tableTop, setTableTop] = useState(56);
  useLayoutEffect(() => {
    const top = Math.round(tableRef.current?.getBoundingClientRect().top ?? 56) + window.scrollY;
    if (Math.abs(top - tableTop) > 2) setTableTop(top);
  });
  const reducedMotion = useMemo(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false, []);
  const speed: Speed = reducedMotion && settings.speed !== 'off' ? 'off' : settings.speed;
  const stepMs = STEP_MS[speed];
  const stats = useRef(new StatsWriter(storage));

  const { session } = state.current;
  const game = session.game;
  const options = session.record.options;
  const position = currentPosition(session);
  // The status rule may walk round the stock: work it out once per position, not on every render.
  const status = useMemo(() => sessionStatus(session), [session]);
  const specs: PileSpec[] = useMemo(() => game.layout(options), [game, options]);
  const kinds = pileKinds(game, options);
  const legal: Move[] = useMemo(() => (status === 'playing' ? game.legalMoves(position, options) : []), [position, status]);
  const announcer = useMemo(() => new Announcer(specs, t), [specs, language]);
  const display = useDisplay(position, stepMs);
  const view = gameView(game);

  useEffect(() => {
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => applyTheme(document.documentElement, settings.tableColour, settings.cardBack), [settings.tableColour, settings.cardBack]);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = `${game.name[language]} — ${t('title')}`;
  }, [language, game]);

  useEffect(() => {
    props.onReady?.();
  }, []);

  const commit = (next: GameState) => {
    state.current = next;
    setVersion((v) => v + 1);
    storage.saveState({ current: { record: sessionRecord(next.session), meta: next.meta }, previous: next.previous });
  };

  const key = (of: Session) => statsKey(of.game.id, of.record.options);

  const endText = (of: Session, ofStatus: Status) => {
    const text = endKey(of.game, currentPosition(of), of.record.options, ofStatus);
    return text ? `. ${t(text)}` : '';
  };

  /** Plays a move: records it, counts statistics, saves, animates and announces the steps. */
  const play = async (move: Move, origin: MoveOrigin): Promise<boolean> => {
    const current = state.current;
    const before = currentPosition(current.session);
    const played = sessionPlay(current.session, move);
    if (!played.ok) {
      setAnnouncement(t('notLegal'));
      return false;
    }
    if (origin === 'player') {
      auto.stopLine();
      auto.arm(pinnedBy(move, played.value.steps));
    }
    const next = played.value.session;
    const after = currentPosition(next);
    solverAt.moved(next.game, next.record.options, before, move, after);
    const nextStatus = sessionStatus(next);
    const outcome = afterMove(current.meta, { origin, cursorBefore: current.session.cursor, status: nextStatus, now: Date.now() });
    void stats.current.write(key(next), outcome.changes);
    setSelection(null);
    commit({ ...current, session: next, meta: outcome.meta });
    setAnnouncement(announcer.steps(played.value.steps) + endText(next, nextStatus));
    await display.animate(before, played.value.steps, after);
    return true;
  };

  const auto = useAutoPlay({ game, options, position, status, legal, animating: display.animating, safeMoves: settings.autoFoundation, stepMs, play });

  const solverAt = useSolverAtTable({
    game,
    options,
    position,
    status,
    settings,
    lineRunning: auto.line !== null,
    onDemoLine(moves) {
      // A game the demo finishes is not the player's: it is settled now, as a game left for another is.
      const current = state.current;
      const left = leaveGame(current.meta);
      void stats.current.write(key(current.session), left.changes);
      commit({ ...current, meta: left.meta });
      auto.startLine({ moves, kind: 'demo' });
    },
    onDemoNone(text) {
      setAnnouncement(t(text));
      setNotices((list) => [...list, t(text)]);
    },
    onLosingMove: () => setAnnouncement(t('losingMove')),
  });

  /** An action that plays no new move: nothing plays by itself after it until the player moves. */
  const quiet = () => {
    auto.disarm();
    setSelection(null);
  };

  const undo = () => {
    const current = state.current;
    quiet();
    if (current.session.cursor > 0) {
      const session = sessionUndo(current.session);
      commit({ ...current, session, meta: afterAction(current.meta, Date.now()) });
      display.jumpTo(currentPosition(session));
      setAnnouncement(t('announceUndo'));
      return;
    }
    const previous = [...current.previous];
    while (previous.length) {
      const saved = previous.pop()!;
      const opened = openSaved(saved);
      if (opened.ok) {
        commit({ session: opened.value, meta: { ...newMeta(), ...saved.meta }, previous });
        display.jumpTo(currentPosition(opened.value));
        setAnnouncement(t('announceUndo'));
        return;
      }
    }
  };

  /** A move the rules refuse (a drop or a tap onto the wrong pile): the reason in words, said and shown for a while. */
  const refuse = (move: Move) => {
    const reason = illegalReason(position, move);
    const text = t(`refused_${reason.code}`, {
      card: reason.code === 'rules' ? cardName(reason.card, t) : '',
      pile: 'pile' in reason ? announcer.pileName(reason.pile) : '',
      count: reason.code === 'faceDown' ? reason.faceUp : 0,
    });
    setAnnouncement(text);
    setRefusal({ text, at: Date.now() });
  };
  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => setRefusal(null), REFUSAL_MS);
    return () => clearTimeout(timer);
  }, [refusal]);

  /** Undoes back to the position at `cursor` in one action (Back to the last winnable position); Redo brings it back. */
  const undoTo = (cursor: number) => {
    const current = state.current;
    if (cursor >= current.session.cursor) return;
    quiet();
    let session = current.session;
    while (session.cursor > cursor) session = sessionUndo(session);
    commit({ ...current, session, meta: afterAction(current.meta, Date.now()) });
    display.jumpTo(currentPosition(session));
    setAnnouncement(t('announceBackToWinnable', { count: current.session.cursor - cursor }));
  };

  const redo = () => {
    const current = state.current;
    if (current.session.cursor >= current.session.record.moves.length) return;
    quiet();
    const session = sessionRedo(current.session);
    const before = currentPosition(current.session);
    const redoneStatus = sessionStatus(session);
    const outcome = afterMove(current.meta, { origin: 'redo', cursorBefore: current.session.cursor, status: redoneStatus, now: Date.now() });
    void stats.current.write(key(session), outcome.changes);
    commit({ ...current, session, meta: outcome.meta });
    void display.animate(before, session.replay.steps[session.cursor], currentPosition(session));
    setAnnouncement(t('announceRedo') + endText(session, redoneStatus));
  };

  const pushPrevious = (current: GameState, meta: SessionMeta): SavedGame[] => [...current.previous, { record: sessionRecord(current.session), meta }].slice(-PREVIOUS_LIMIT);

  const restart = () => {
    const current = state.current;
    if (current.session.cursor === 0) return;
    quiet();
    const opened = openSession(game, { ...sessionRecord(current.session), cursor: 0 });
    if (!opened.ok) return;
    const meta = afterAction(current.meta, Date.now());
    commit({ session: opened.value, meta, previous: pushPrevious(current, meta) });
    display.jumpTo(currentPosition(opened.value));
  };

  /** Starts a game; `line`, when given, is a certified winning line from its opening (winnable deals only). */
  const startGame = (next: AnyGame, nextOptions: Options, deal: DealSpec, line?: Move[]) => {
    const current = state.current;
    const opened = openSession(next, newRecord(next, nextOptions, deal));
    if (!opened.ok) {
      setNotices((list) => [...list, opened.error]);
      return;
    }
    quiet();
    setDialog(null);
    // A game left for another is settled (lost for the streak when it counted); it stays reachable with Undo.
    const left = leaveGame(current.meta);
    void stats.current.write(key(current.session), left.changes);
    const after = currentPosition(opened.value);
    if (line) solverAt.knownWon(next, nextOptions, after, line);
    commit({ session: opened.value, meta: newMeta(), previous: pushPrevious(current, left.meta) });
    const deckSize = next.deckSize(nextOptions);
    const deck = deckOrderOf(deal, deckSize);
    const source = next.layout(nextOptions).find((spec) => spec.kind === 'stock') ?? next.layout(nextOptions).find((spec) => spec.kind === 'hand');
    if (deck.ok && source && after.piles[source.id]) {
      // The deal, animated from the whole deck in the stock (or the hand); at once when the steps do not rebuild it.
      const start: Position = { piles: Object.fromEntries(Object.keys(after.piles).map((id) => [id, { cards: [], faceDown: 0 }])), vars: after.vars };
      start.piles[source.id] = { cards: deck.value.slice().reverse(), faceDown: deckSize };
      display.deal(start, opened.value.replay.steps[0], after);
    } else {
      display.jumpTo(after);
    }
  };

  const input = useTableInput({
    status,
    position,
    legal,
    kinds,
    specs,
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

  const changeSettings = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    if (patch.language) void i18next.changeLanguage(patch.language);
    setSettings(next);
    storage.saveSettings(next);
  };

  const marks = tableMarks(game, display.display.position, options, legal, settings.secondDealPreview, t);
  /** What a pile's badge, count and redeal mark say, in words for its label (announce.ts `pileLabel`). */
  const badgeWords = (id: string): string | undefined => {
    const badge = marks.badges[id];
    const words = [badge?.text, badge?.note, badge?.next ? t('dealNext') : '', marks.counts[id]?.words, marks.nextRedeal === id ? t('nextRedeal') : ''].filter(Boolean);
    return words.length ? words.join(', ') : undefined;
  };
  const pileLabel = (id: string): string => (id ? announcer.pileLabel(id, display.display.position, badgeWords(id)) : `${game.name[language]}. ${t('keyboardHelp')}`);
  const badged = useMemo(() => new Set(view?.badgedPiles ?? []), [view]);
  const geometry = useMemo(() => layoutTable(specs, display.display.position, Math.min(viewport.width, 1400), viewport.height - tableTop - 4 - MESSAGE_ROOM, badged, LARGEST_CARD[settings.cardSize]), [specs, display.display.position, viewport, tableTop, badged, settings.cardSize]);

  const { known, hintKind, hintMove } = solverAt;
  // Lost (no move left, or the solver proved it): the latest earlier position the solver proved winnable, if any.
  const backTo = (status === 'lost' || known?.verdict === 'lost') && auto.line === null ? solverAt.lastWinnable(game, options, session.replay.positions, session.cursor) : null;
  const hintText = hintKind === null ? '' : hintKind === 'searching' ? t('hintSearching')
    : hintKind === 'lost' ? t('hintLost')
    : hintKind === 'move' ? (hintMove ? t('hintMove', { move: announcer.move(hintMove, position) }) : t('hintNone'))
    : hintMove ? t('hintUnknown', { move: announcer.move(hintMove, position) }) : t('hintUnknownNoMove');
  useEffect(() => {
    if (hintText) setAnnouncement(hintText);
  }, [hintText]);
  const hintedAction = hintMove !== null && hintMove.type !== 'move' && hintMove.type !== 'pair' ? hintMove.type : null;
  const dealText = 'seed' in session.record.deal ? t('dealHeading', { deal: session.record.deal.seed }) : t('dealOrder');
  // A forced game (Perpetual Motion) offers its own automatic play, "Play on", instead of the solver's "Play it out".
  const playOnOffered = view?.playOn === true && status === 'playing';
  const playOut = (line: AutoLine) => auto.startLine(line);
  const statusKey = endKey(game, position, options, status);

  return (
    <div class={`app speed-${speed}`} style={{ '--step-ms': `${stepMs}ms` }}>
      <Toolbar
        t={t}
        language={language}
        gameName={game.name[language]}
        dealText={dealText}
        seed={'seed' in session.record.deal ? session.record.deal.seed : null}
        moves={session.cursor}
        clock={settings.showClock ? state.current.meta : null}
        verdict={!settings.solverIndicator ? null : status === 'playing' ? (known?.verdict ?? 'searching') : 'hidden'}
        canRestart={session.cursor > 0}
        canUndo={session.cursor > 0 || state.current.previous.length > 0}
        canRedo={session.cursor < session.record.moves.length}
        buttonMoves={game.buttonMoves ?? []}
        legalButtonMoves={(game.buttonMoves ?? []).filter((type) => legal.some((move) => move.type === type))}
        hintedAction={hintedAction}
        playing={status === 'playing'}
        hintShown={hintKind !== null}
        lineRunning={auto.line !== null}
        playOn={view?.playOn ? { offered: playOnOffered, running: auto.running } : null}
        secondDeal={view?.secondDealPreview ? settings.secondDealPreview : null}
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
        refusal={refusal?.text ?? null}
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
      />
      <main class="table-area" ref={tableRef}>
        <Board
          specs={specs}
          geometry={geometry}
          position={display.display.position}
          keys={display.display.keys}
          lifted={display.display.lifted}
          animating={display.animating}
          celebrate={status === 'won' && speed !== 'off'}
          legal={legal}
          selection={selection}
          focusPile={focusPile ?? specs[0]?.id ?? null}
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
        />
      </main>
      <div class="live" aria-live="polite" role="log" data-testid="announcer">{announcement}</div>
      {dialog === 'new' ? (
        <NewGameDialog
          language={language}
          t={t}
          current={game}
          currentOptions={options}
          onStart={startGame}
          onClose={() => setDialog(null)}
          winnableOnly={settings.winnableOnly}
          onWinnableOnly={(id, value) => changeSettings({ winnableOnly: { ...settings.winnableOnly, [id]: value } })}
          findWinnable={solverAt.findWinnable}
          cancelSearch={solverAt.cancelDealSearch}
        />
      ) : null}
      {dialog === 'rules' ? <RulesDialog game={game} language={language} t={t} onClose={() => setDialog(null)} /> : null}
      {dialog === 'stats' ? <StatsDialog storage={storage} language={language} t={t} onClose={() => setDialog(null)} currentKey={statsKey(game.id, options)} /> : null}
      {dialog === 'settings' ? <SettingsDialog settings={settings} t={t} reducedMotion={reducedMotion} onChange={changeSettings} onClose={() => setDialog(null)} /> : null}
      {dialog === 'link' ? <LinkDialog game={game} session={session} t={t} onClose={() => setDialog(null)} /> : null}
      {status === 'won' && winClosed?.record !== session.record && dialog === null ? (
        <WinPanel
          key={session.cursor}
          t={t}
          timeMs={state.current.meta.activeMs}
          moves={session.cursor}
          loadStats={() => stats.current.write(key(session), []).then(() => storage.loadStats(key(session)))}
          onNewDeal={() => startGame(game, options, { seed: randomSeed() })}
          onPlayAgain={restart}
          onClose={() => setWinClosed(session)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog t={t} title={t('confirmEndTitle')} text={t('confirmEndText')} confirm={t(`move_${confirming.type}`)} onConfirm={() => void play(confirming, 'player')} onClose={() => setConfirming(null)} />
      ) : null}
    </div>
  );
}

/**
 * The Pasyans app: a thin view over the rules core. It keeps a core `Session` (record + cursor), asks the game for
 * legal moves, plays what the player picks (drag, tap, double tap, keyboard), animates the steps the core returns,
 * saves after every action and keeps statistics. See docs/web.md.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { GAME_LIST, GAMES } from '../games/index.js';
import * as goNoGoModule from '../games/go-no-go.js';
import type { AnyGame, Move, Options, PileSpec, Position, Step } from '../core/game.js';
import { defaultOptions, resolveOptions } from '../core/options.js';
import { type GameRecord, type Session, checkRecord, currentPosition, newRecord, openSession, sessionPlay, sessionRecord, sessionRedo, sessionStatus, sessionUndo } from '../core/record.js';
import { type DealSpec, MAX_SEED, deckOrderOf } from '../core/deal.js';
import type { Verdict } from '../solver/types.js';
import { Board, type Hit, type Selection, chooseCount, findMoveTo, findPair } from './board.js';
import { cardName } from './cards.js';
import { layoutTable, neighbourPile } from './geometry.js';
import { type Language, i18next } from './i18n.js';
import { moveToText, recordToQuery, statsKey } from './link.js';
import { type Analysis, AnalysisCache, defaultWinRate, isTrivialLine, mostOptionsMove, percent } from './hints.js';
import { SolverClient, type WinnableReply } from './solver-client.js';
import { positionKey } from '../core/engine.js';
import { safeFoundationMove } from './safe-moves.js';
import { type CardKeys, assignKeys, stepFrames } from './steps.js';
import { type GameStats, type SessionMeta, countLoss, countPlayed, countWin, emptyStats, formatTime, newMeta, touchMeta, winRate } from './stats.js';
import type { SavedGame, Settings, Speed, Storage } from './storage.js';

/** Milliseconds per animation step for each speed. */
export const STEP_MS: Record<Speed, number> = { off: 0, fast: 90, normal: 170, slow: 320 };
/** The longest a whole move's animation may take; steps share it. */
const MAX_ANIMATION_MS = 1600;
const PREVIOUS_LIMIT = 30;
const SPECIAL_MOVES = ['draw', 'recycle', 'deal', 'gather', 'end'] as const;
/** The solver's default time budget for one position (the Settings dialog offers THINKING_CHOICES). */
export const DEFAULT_THINKING_MS = 3000;
export const THINKING_CHOICES = [1000, 3000, 10000, 30000] as const;
/** Winnable deals only: the most deals tried, and the longest the whole search may take, before it asks again. */
const WINNABLE_MAX_DEALS = 500;
const WINNABLE_MAX_MS = 120_000;

/** The measured win rates (src/web/win-rates.json, written by the win-rate run), when the file exists. */
const WIN_RATE_FILES = import.meta.glob('./win-rates.json', { eager: true, import: 'default' }) as Record<string, unknown>;
const WIN_RATES: unknown = Object.values(WIN_RATE_FILES)[0] ?? null;

/** A random deal number. */
export function randomSeed(): number {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0];
}

interface GameState {
  session: Session;
  meta: SessionMeta;
  previous: SavedGame[];
}

interface Display {
  position: Position;
  keys: CardKeys;
  lifted: Set<string>;
}

export interface AppProps {
  storage: Storage;
  initial: GameState;
  settings: Settings;
  notices: string[];
  onReady?: () => void;
}

type Dialog = null | 'new' | 'rules' | 'stats' | 'settings' | 'link';

type SecondDealPreview = (position: Position) => unknown;
const goNoGoExports: Record<string, unknown> = goNoGoModule;

/** A small mark on a card: the text, and whether it is highlighted (a card that goes). */
export interface CardMark {
  text: string;
  goes: boolean;
}

/**
 * Reads Go, No Go's second-deal preview (a list of `{from, fromIndex, column, row, goes}`, see go-no-go.ts) as marks
 * on the cards: pile → card index → "→column" (highlighted when the card would go).
 */
export function previewMarks(preview: unknown): Record<string, Record<number, CardMark>> {
  const marks: Record<string, Record<number, CardMark>> = {};
  if (!Array.isArray(preview)) return marks;
  for (const entry of preview) {
    if (!entry || typeof entry !== 'object') continue;
    const place = entry as { from?: unknown; fromIndex?: unknown; column?: unknown; row?: unknown; goes?: unknown };
    if (typeof place.from !== 'string' || typeof place.fromIndex !== 'number') continue;
    const column = typeof place.column === 'string' ? (/(\d+)$/.exec(place.column)?.[1] ?? place.column) : String(place.column ?? '?');
    (marks[place.from] ??= {})[place.fromIndex] = { text: `→${column}`, goes: place.goes === true };
  }
  return marks;
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
  const [dialog, setDialog] = useState<Dialog>(null);
  const [autoRunning, setAutoRunning] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [animating, setAnimating] = useState(false);
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  const tableRef = useRef<HTMLElement>(null);
  const [tableTop, setTableTop] = useState(56);
  useLayoutEffect(() => {
    const top = Math.round(tableRef.current?.getBoundingClientRect().top ?? 56) + window.scrollY;
    if (Math.abs(top - tableTop) > 2) setTableTop(top);
  });
  const autoSuppressed = useRef(false);
  const lastTap = useRef<{ pile: string; time: number } | null>(null);
  const animationToken = useRef(0);
  const reducedMotion = useMemo(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false, []);
  const speed: Speed = reducedMotion && settings.speed !== 'off' ? 'off' : settings.speed;
  const stepMs = STEP_MS[speed];

  const { session, meta } = state.current;
  const game = session.game;
  const options = session.record.options;
  const position = currentPosition(session);
  // The status rule may walk round the stock: work it out once per position, not on every render.
  const status = useMemo(() => sessionStatus(session), [session]);
  const specs: PileSpec[] = useMemo(() => game.layout(options), [game, options]);
  const specById = useMemo(() => new Map(specs.map((spec) => [spec.id, spec])), [specs]);
  const legal: Move[] = useMemo(() => (status === 'playing' ? game.legalMoves(position, options) : []), [position, status]);

  // The solver at the table (docs/web.md): one analysis of the current position at a time, in a Web Worker.
  const solver = useRef<SolverClient | null>(null);
  const solverClient = () => (solver.current ??= new SolverClient());
  const caches = useRef(new Map<string, AnalysisCache>());
  const cacheFor = (forGame: AnyGame, forOptions: Options): AnalysisCache => {
    const key = statsKey(forGame.id, forOptions);
    let cache = caches.current.get(key);
    if (!cache) caches.current.set(key, (cache = new AnalysisCache()));
    return cache;
  };
  const contextKey = (forGame: AnyGame, forOptions: Options, forPosition: Position) => `${statsKey(forGame.id, forOptions)}\n${positionKey(forPosition)}`;
  const analysisKey = useMemo(() => contextKey(game, options, position), [game, options, position]);
  const [analysis, setAnalysis] = useState<{ key: string; verdict: Verdict | 'searching'; moves: Move[] } | null>(null);
  const [wanted, setWanted] = useState<{ key: string; hint: boolean; demo: boolean } | null>(null);
  const [analysisNonce, setAnalysisNonce] = useState(0);
  const lastMove = useRef<{ beforeVerdict: Verdict | null; afterKey: string } | null>(null);
  const [losingWarning, setLosingWarning] = useState<string | null>(null);
  const [autoLine, setAutoLine] = useState<{ moves: Move[]; kind: 'demo' | 'finish' } | null>(null);
  const [searchingDeal, setSearchingDeal] = useState(false);

  const [display, setDisplay] = useState<Display>(() => ({ position, keys: assignKeys(null, position), lifted: new Set() }));
  const displayRef = useRef(display);
  displayRef.current = display;

  const show = (next: Position, lift = true) => {
    const before = displayRef.current;
    const keys = assignKeys(before, next);
    const lifted = new Set<string>();
    if (lift) {
      const where = new Map<string, string>();
      for (const [pile, list] of Object.entries(before.keys)) for (const key of list) where.set(key, pile);
      for (const [pile, list] of Object.entries(keys)) for (const key of list) if (where.get(key) !== pile) lifted.add(key);
    }
    const value = { position: next, keys, lifted };
    displayRef.current = value;
    setDisplay(value);
  };

  /** Shows a transition step by step (or at once when animation is off). Resolves when the last frame is up. */
  const animate = (before: Position, steps: readonly Step[], after: Position): Promise<void> => {
    const token = ++animationToken.current;
    const frames = stepMs === 0 ? [after] : stepFrames(before, steps, after);
    if (frames.length <= 1 || stepMs === 0) {
      show(after);
      setAnimating(false);
      return new Promise((resolve) => setTimeout(resolve, stepMs));
    }
    const each = Math.max(16, Math.min(stepMs, MAX_ANIMATION_MS / frames.length));
    setAnimating(true);
    return new Promise((resolve) => {
      let i = 0;
      const next = () => {
        if (token !== animationToken.current) return resolve();
        show(frames[i]);
        i += 1;
        if (i < frames.length) setTimeout(next, each);
        else setTimeout(() => {
          if (token === animationToken.current) setAnimating(false);
          resolve();
        }, stepMs);
      };
      next();
    });
  };

  const jumpTo = (next: Position) => {
    animationToken.current += 1;
    setAnimating(false);
    show(next);
  };

  // Keep the window size for the layout.
  useEffect(() => {
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = `${game.name[language]} — ${t('title')}`;
  }, [language, game]);

  useEffect(() => {
    props.onReady?.();
  }, []);

  const save = () => {
    const current = state.current;
    storage.saveState({
      current: { record: sessionRecord(current.session), meta: current.meta },
      previous: current.previous,
    });
  };

  const commit = (next: GameState) => {
    state.current = next;
    setVersion((v) => v + 1);
    save();
  };

  // Statistics updates run one after another (read, change, write, wait for the write), so none is lost.
  const statsQueue = useRef<Promise<void>>(Promise.resolve());
  const updateStats = (key: string, change: (stats: GameStats) => GameStats) => {
    statsQueue.current = statsQueue.current.then(async () => {
      const stats = (await storage.loadStats(key)) ?? emptyStats();
      storage.saveStats(key, change(stats));
      await storage.flush();
    });
    return statsQueue.current;
  };

  const pileLabel = (id: string): string => {
    if (!id) return `${game.name[language]}. ${t('keyboardHelp')}`;
    const spec = specById.get(id);
    const number = /(\d+)$/.exec(id)?.[1];
    const name = spec ? `${t(`kind_${spec.kind}`)}${number ? ` ${number}` : ''}` : id;
    const pile = displayRef.current.position.piles[id];
    if (!pile) return name;
    if (pile.cards.length === 0) return `${name}: ${t('empty')}`;
    const top = pile.cards[pile.cards.length - 1];
    const topText = pile.faceDown >= pile.cards.length ? t('faceDownCard') : cardName(top, t);
    return `${name}: ${topText}, ${t('cardsInPile', { count: pile.cards.length })}${pile.faceDown ? `, ${t('faceDownCards', { count: pile.faceDown })}` : ''}`;
  };

  const shortPile = (id: string): string => {
    const spec = specById.get(id);
    const number = /(\d+)$/.exec(id)?.[1];
    return spec ? `${t(`kind_${spec.kind}`)}${number ? ` ${number}` : ''}` : id;
  };

  const describeSteps = (steps: readonly Step[]): string => {
    const parts = steps.slice(0, 6).map((step) => {
      if (step.type === 'flip') return t(step.faceUp ? 'announceFlip' : 'announceFlipDown', { card: cardName(step.card, t) });
      const cards = !step.faceUp || step.cards.length > 3 ? t('announceCardsHidden', { count: step.cards.length }) : step.cards.map((card) => cardName(card, t)).join(', ');
      return t('announceMove', { cards, from: shortPile(step.from), to: shortPile(step.to) });
    });
    if (steps.length > 6) parts.push('…');
    return parts.join('. ');
  };

  /** Plays a move: records it, counts statistics, saves, animates and announces the steps. */
  const play = async (move: Move, automatic = false): Promise<boolean> => {
    if (!automatic) {
      autoSuppressed.current = false;
      setAutoLine(null);
    }
    const current = state.current;
    const before = currentPosition(current.session);
    const played = sessionPlay(current.session, move);
    if (!played.ok) {
      setAnnouncement(t('notLegal'));
      return false;
    }
    const next = played.value.session;
    // What the solver knew before the move tells what follows after it (the rest of a winning line; lost stays lost).
    const cache = cacheFor(next.game, next.record.options);
    const after = currentPosition(next);
    lastMove.current = { beforeVerdict: cache.get(before)?.verdict ?? null, afterKey: contextKey(next.game, next.record.options, after) };
    cache.inferAfter(next.game, next.record.options, before, move, after);
    let nextMeta = touchMeta(current.meta, Date.now());
    const key = statsKey(next.game.id, next.record.options);
    if (!nextMeta.counted) {
      nextMeta = { ...nextMeta, counted: true };
      void updateStats(key, countPlayed);
    }
    const nextStatus = sessionStatus(next);
    if (!nextMeta.finished && nextStatus === 'won') {
      nextMeta = { ...nextMeta, finished: true };
      const time = nextMeta.activeMs;
      const moves = next.cursor;
      void updateStats(key, (stats) => countWin(stats, time, moves));
    } else if (!nextMeta.finished && nextStatus === 'lost') {
      nextMeta = { ...nextMeta, finished: true };
      void updateStats(key, countLoss);
    }
    setSelection(null);
    commit({ ...current, session: next, meta: nextMeta });
    setAnnouncement(describeSteps(played.value.steps) + (nextStatus === 'won' ? `. ${t('won')}` : nextStatus === 'lost' ? `. ${t('lost')}` : ''));
    await animate(before, played.value.steps, currentPosition(next));
    return true;
  };

  const undo = () => {
    // Undone safe moves would come straight back: automatic moves wait for the player's next move.
    autoSuppressed.current = true;
    const current = state.current;
    setSelection(null);
    setAutoRunning(false);
    setAutoLine(null);
    if (current.session.cursor > 0) {
      const session = sessionUndo(current.session);
      commit({ ...current, session });
      jumpTo(currentPosition(session));
      setAnnouncement(t('announceUndo'));
      return;
    }
    const previous = [...current.previous];
    while (previous.length) {
      const saved = previous.pop()!;
      const opened = openSaved(saved);
      if (opened) {
        commit({ session: opened, meta: saved.meta, previous });
        jumpTo(currentPosition(opened));
        setAnnouncement(t('announceUndo'));
        return;
      }
    }
  };

  const redo = () => {
    const current = state.current;
    if (current.session.cursor >= current.session.record.moves.length) return;
    setSelection(null);
    setAutoLine(null);
    const session = sessionRedo(current.session);
    const before = currentPosition(current.session);
    commit({ ...current, session });
    void animate(before, session.replay.steps[session.cursor], currentPosition(session));
    setAnnouncement(t('announceRedo'));
  };

  const pushPrevious = (current: GameState): SavedGame[] => [...current.previous, { record: sessionRecord(current.session), meta: current.meta }].slice(-PREVIOUS_LIMIT);

  const restart = () => {
    autoSuppressed.current = true;
    const current = state.current;
    if (current.session.cursor === 0) return;
    setSelection(null);
    setAutoRunning(false);
    setAutoLine(null);
    const opened = openSession(game, { ...sessionRecord(current.session), cursor: 0 });
    if (!opened.ok) return;
    commit({ session: opened.value, meta: current.meta, previous: pushPrevious(current) });
    jumpTo(currentPosition(opened.value));
  };

  /** Starts a game; `line`, when given, is a certified winning line from its opening (winnable deals only). */
  const startGame = (next: AnyGame, nextOptions: Options, deal: DealSpec, line?: Move[]) => {
    const current = state.current;
    if (current.meta.counted && !current.meta.finished) void updateStats(statsKey(current.session.game.id, current.session.record.options), countLoss);
    const opened = openSession(next, newRecord(next, nextOptions, deal));
    if (!opened.ok) {
      setNotices((list) => [...list, opened.error]);
      return;
    }
    setSelection(null);
    setAutoRunning(false);
    setAutoLine(null);
    setDialog(null);
    autoSuppressed.current = false;
    if (line) cacheFor(next, nextOptions).put(next, nextOptions, currentPosition(opened.value), { verdict: 'won', moves: line });
    // A game left for another counts as lost; it stays reachable with Undo, but its result is settled.
    const left = current.meta.counted ? { ...current, meta: { ...current.meta, finished: true } } : current;
    commit({ session: opened.value, meta: newMeta(), previous: pushPrevious(left) });
    const after = currentPosition(opened.value);
    const deckSize = next.deckSize(nextOptions);
    const deck = deckOrderOf(deal, deckSize);
    const stockId = next.layout(nextOptions).find((spec) => spec.kind === 'stock')?.id ?? 'stock';
    if (deck.ok && after.piles[stockId]) {
      // The deal, animated from a full stock (falls back to the dealt table when the steps do not fit).
      const start: Position = { piles: Object.fromEntries(Object.keys(after.piles).map((id) => [id, { cards: [], faceDown: 0 }])), vars: after.vars };
      start.piles[stockId] = { cards: deck.value.slice().reverse(), faceDown: deckSize };
      show(start, false);
      requestAnimationFrame(() => void animate(start, opened.value.replay.steps[0], after));
    } else {
      jumpTo(after);
    }
  };

  const pileKind = (id: string) => specById.get(id)?.kind;

  const foundationMoveFrom = (pile: string): Move | null =>
    legal.find((move) => move.type === 'move' && move.from === pile && pileKind(move.to) === 'foundation') ?? null;

  const stockMove = (): Move | null => legal.find((move) => move.type === 'draw' || move.type === 'recycle' || move.type === 'deal') ?? null;

  const tap = (hit: Hit) => {
    if (status !== 'playing') return;
    if (animating) jumpTo(position);
    const now = Date.now();
    const double = lastTap.current !== null && lastTap.current.pile === hit.pile && now - lastTap.current.time < 450;
    lastTap.current = { pile: hit.pile, time: now };
    const pile = position.piles[hit.pile];
    if (double) {
      const up = foundationMoveFrom(hit.pile);
      if (up) {
        lastTap.current = null;
        void play(up);
        return;
      }
    }
    const kind = pileKind(hit.pile);
    const cardMovesFromHere = legal.some((move) => move.type === 'move' && move.from === hit.pile);
    if ((kind === 'stock' || (kind === 'hand' && !cardMovesFromHere)) && !selection) {
      const move = stockMove();
      if (move) {
        void play(move);
        return;
      }
      if (kind === 'stock') return;
    }
    if (selection) {
      if (selection.pile === hit.pile) {
        setSelection(null);
        setAnnouncement(t('cancelled'));
        return;
      }
      const move = findMoveTo(legal, selection.pile, selection.count, hit.pile) ?? findPair(legal, selection.pile, hit.pile);
      if (move) {
        void play(move);
        return;
      }
    }
    const count = pile ? chooseCount(legal, hit.pile, pile.cards.length, hit.index !== null && hit.index >= pile.faceDown ? hit.index : null) : 0;
    const pairable = legal.some((move) => move.type === 'pair' && move.piles.includes(hit.pile));
    if (count > 0 || pairable) {
      setSelection({ pile: hit.pile, count: Math.max(count, 1) });
      setAnnouncement(t('selected', { what: pileLabel(hit.pile) }));
    } else {
      if (selection) setAnnouncement(t('notLegal'));
      setSelection(null);
    }
  };

  const onBoardKey = (event: KeyboardEvent) => {
    const directions: Record<string, 'left' | 'right' | 'up' | 'down'> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
    const direction = directions[event.key];
    const focused = focusPile ?? specs[0]?.id ?? null;
    setKeyboardActive(true);
    if (direction) {
      event.preventDefault();
      if (!focused) return;
      const next = focusPile === null ? focused : neighbourPile(specs, focused, direction);
      setFocusPile(next);
      setAnnouncement(pileLabel(next));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (focused) tap({ pile: focused, index: null });
    } else if (event.key === 'Escape') {
      if (selection) {
        setSelection(null);
        setAnnouncement(t('cancelled'));
      }
    } else if ((event.key === 'f' || event.key === 'F') && !event.ctrlKey && !event.metaKey && focused) {
      const up = foundationMoveFrom(focused);
      if (up) void play(up);
    }
  };

  // Global keys: undo and redo.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.target as HTMLElement | null)?.closest?.('input, select, textarea')) return;
      if ((event.key === 'h' || event.key === 'H') && !event.ctrlKey && !event.metaKey && !event.altKey && dialog === null) {
        event.preventDefault();
        toggleHint();
        return;
      }
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // Safe moves to the foundations, after the player's move has landed.
  useEffect(() => {
    if (!settings.autoFoundation || animating || status !== 'playing' || autoRunning || autoLine || autoSuppressed.current) return;
    const move = safeFoundationMove(specs, position, legal);
    if (!move) return;
    const timer = setTimeout(() => void play(move, true), Math.max(60, stepMs));
    return () => clearTimeout(timer);
  });

  // Automatic play (Perpetual Motion "play on"): the first legal move, again and again, with the normal animation.
  useEffect(() => {
    if (!autoRunning) return;
    if (status !== 'playing' || legal.length === 0) {
      setAutoRunning(false);
      return;
    }
    if (animating) return;
    const timer = setTimeout(() => void play(legal[0], true), Math.max(40, stepMs));
    return () => clearTimeout(timer);
  });

  // The analysis of the current position: from what is known, or a search in the worker. A search that is no longer
  // needed (the position changed) is cancelled: the worker is terminated and a fresh one starts the next search.
  const wantSearch = settings.solverIndicator || settings.warnLosingMove || autoLine !== null || (wanted !== null && wanted.key === analysisKey);
  useEffect(() => {
    if (searchingDeal) return; // the new-game dialog is using the worker
    if (status !== 'playing') {
      solver.current?.cancel();
      setAnalysis(null);
      return;
    }
    const cache = cacheFor(game, options);
    const key = analysisKey;
    const known = cache.get(position);
    if (known && !(known.verdict === 'unknown' && wantSearch && (known.budgetMs ?? 0) < settings.thinkingMs)) {
      solver.current?.cancel();
      setAnalysis({ key, ...known });
      return;
    }
    if (!wantSearch) {
      solver.current?.cancel();
      setAnalysis(null);
      return;
    }
    setAnalysis({ key, verdict: 'searching', moves: [] });
    const client = solverClient();
    const searched = position;
    const searchedGame = game;
    const searchedOptions = options;
    void client.solve(game.id, options, position, settings.thinkingMs).then((reply) => {
      if (!reply) return; // cancelled
      const result: Analysis = reply.verdict === 'unknown' ? { verdict: 'unknown', moves: [], budgetMs: settings.thinkingMs } : { verdict: reply.verdict, moves: reply.moves };
      cache.put(searchedGame, searchedOptions, searched, result);
      setAnalysis((shown) => (shown?.key === key ? { key, ...result } : shown));
    });
    const id = client.currentId;
    return () => {
      if (client.currentId === id) client.cancel();
    };
  }, [analysisKey, status, wantSearch, settings.thinkingMs, analysisNonce, searchingDeal]);

  const known = analysis && analysis.key === analysisKey && status === 'playing' ? analysis : null;

  // A move that turned a winnable position into a lost one (setting): say so, with Undo at hand.
  useEffect(() => {
    if (!known || known.verdict !== 'lost' || !settings.warnLosingMove) return;
    const last = lastMove.current;
    if (last && last.afterKey === known.key && last.beforeVerdict === 'won') {
      setLosingWarning(known.key);
      setAnnouncement(t('losingMove'));
    }
  }, [known?.key, known?.verdict]);

  const toggleHint = () => {
    if (status !== 'playing') return;
    const shown = wanted?.key === analysisKey && wanted.hint;
    setWanted({ key: analysisKey, hint: !shown, demo: wanted?.key === analysisKey ? wanted.demo : false });
  };

  const startDemo = () => {
    if (status !== 'playing') return;
    setWanted({ key: analysisKey, hint: wanted?.key === analysisKey ? wanted.hint : false, demo: true });
  };

  // The demo waits for the analysis: a winning line is played out; otherwise the app says there is none to show.
  useEffect(() => {
    if (!wanted || wanted.key !== analysisKey || !wanted.demo || !known || known.verdict === 'searching') return;
    setWanted({ ...wanted, demo: false });
    if (known.verdict === 'won' && known.moves.length > 0) {
      setAutoRunning(false);
      // A game the demo finishes is not the player's win: it is settled now, as a game left for another is.
      const current = state.current;
      if (!current.meta.finished) {
        const key = statsKey(current.session.game.id, current.session.record.options);
        if (!current.meta.counted) void updateStats(key, countPlayed);
        void updateStats(key, countLoss);
        commit({ ...current, meta: { ...current.meta, counted: true, finished: true } });
      }
      setAutoLine({ moves: known.moves, kind: 'demo' });
    } else {
      setAnnouncement(t(known.verdict === 'lost' ? 'hintLost' : 'demoUnknown'));
      setNotices((list) => [...list, t(known.verdict === 'lost' ? 'hintLost' : 'demoUnknown')]);
    }
  });

  // Demo and play-out: the line's moves one by one, with the normal animation; any move of the player stops it.
  useEffect(() => {
    if (!autoLine) return;
    if (status !== 'playing' || autoLine.moves.length === 0) {
      setAutoLine(null);
      return;
    }
    if (animating) return;
    const timer = setTimeout(() => {
      const [move, ...rest] = autoLine.moves;
      setAutoLine({ ...autoLine, moves: rest });
      void play(move, true).then((ok) => {
        if (!ok) setAutoLine(null);
      });
    }, Math.max(60, stepMs));
    return () => clearTimeout(timer);
  });

  const hintShown = wanted !== null && wanted.key === analysisKey && wanted.hint && status === 'playing';
  const hintKind: 'move' | 'lost' | 'unknown' | 'searching' | null = !hintShown ? null : !known || known.verdict === 'searching' ? 'searching' : known.verdict === 'won' ? 'move' : known.verdict === 'lost' ? 'lost' : 'unknown';
  const fallbackMove = useMemo(() => (hintKind === 'unknown' ? mostOptionsMove(game, position, options) : null), [hintKind, analysisKey]);
  const hintMove: Move | null = hintKind === 'move' ? (known?.moves[0] ?? null) : hintKind === 'unknown' ? fallbackMove : null;
  const trivialRest = useMemo(() => known?.verdict === 'won' && isTrivialLine(game, position, options, known.moves), [known?.key, known?.verdict]);

  const describeHintMove = (move: Move): string => {
    if (move.type === 'move') {
      const pile = position.piles[move.from];
      const count = move.count ?? 1;
      const first = pile?.cards[pile.cards.length - count];
      const cards = first === undefined ? '' : `${cardName(first, t)}${count > 1 ? ` ${t('hintAndMore', { count: count - 1 })}` : ''}`;
      return t('announceMove', { cards, from: shortPile(move.from), to: shortPile(move.to) });
    }
    if (move.type === 'pair') {
      const names = move.piles.map((id) => {
        const top = position.piles[id]?.cards.at(-1);
        return top === undefined ? shortPile(id) : cardName(top, t);
      });
      return t('hintPair', { a: names[0], b: names[1] });
    }
    return t(`move_${move.type}`);
  };
  const hintText = hintKind === null ? '' : hintKind === 'searching' ? t('hintSearching')
    : hintKind === 'lost' ? t('hintLost')
    : hintKind === 'move' ? (hintMove ? t('hintMove', { move: describeHintMove(hintMove) }) : t('hintNone'))
    : hintMove ? t('hintUnknown', { move: describeHintMove(hintMove) }) : t('hintUnknownNoMove');
  useEffect(() => {
    if (hintText) setAnnouncement(hintText);
  }, [hintText]);
  const stockPile = specs.find((spec) => spec.kind === 'stock' || spec.kind === 'hand')?.id ?? null;
  const boardHint = hintMove === null ? null
    : hintMove.type === 'move' ? { from: hintMove.from, count: hintMove.count ?? 1, to: hintMove.to }
    : hintMove.type === 'pair' ? { from: hintMove.piles[0], count: 1, to: hintMove.piles[1] }
    : hintMove.type === 'draw' || hintMove.type === 'deal' || hintMove.type === 'recycle' ? { from: stockPile, count: 0, to: null }
    : null;
  const hintedAction = hintMove !== null && hintMove.type !== 'move' && hintMove.type !== 'pair' ? hintMove.type : null;

  /** Winnable deals only: the new-game dialog's search, in the worker (the analysis waits meanwhile). */
  const findWinnable = (chosenGame: AnyGame, chosenOptions: Options, fromSeed: number, onProgress: (seed: number, tried: number) => void) => {
    setSearchingDeal(true);
    return solverClient().findWinnable(chosenGame.id, chosenOptions, fromSeed, settings.thinkingMs, WINNABLE_MAX_DEALS, WINNABLE_MAX_MS, onProgress).finally(() => setSearchingDeal(false));
  };
  const cancelDealSearch = () => {
    solver.current?.cancel();
    setSearchingDeal(false);
    setAnalysisNonce((n) => n + 1);
  };

  useEffect(() => () => solver.current?.dispose(), []);

  const changeSettings = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    if (patch.language) void i18next.changeLanguage(patch.language);
    setSettings(next);
    storage.saveSettings(next);
  };

  // Go, No Go: mark the columns that go while the deal lasts, the cards that may go up now, and the second-deal preview.
  const isGoNoGo = game.id === 'go-no-go';
  // (Go, No Go's vars: phase 'deal-1' | 'transfers-1' | 'deal-2' | …, dealt = cards dealt so far in this deal.)
  const dealing = specs.some((spec) => spec.kind === 'stock' && (display.position.piles[spec.id]?.cards.length ?? 0) > 0);
  const badges: Record<string, { text: string; kind: string }> = {};
  const glowing = new Set<string>();
  if (isGoNoGo) {
    const tableau = specs.filter((spec) => spec.kind === 'tableau');
    const vars = display.position.vars as { phase?: unknown; dealt?: unknown };
    const phase = typeof vars.phase === 'string' ? vars.phase : null;
    const inDeal = phase === null ? dealing : phase.startsWith('deal');
    if (inDeal) {
      // The first row all goes; from the second row on, columns 1, 2, 6 and 7 (RULES.md section 8).
      const dealt = typeof vars.dealt === 'number' ? vars.dealt : 7;
      const firstRow = dealt < tableau.length;
      tableau.forEach((spec, i) => {
        const goes = firstRow || [0, 1, 5, 6].includes(i);
        const next = dealt % tableau.length === i;
        badges[spec.id] = { text: `${next ? '▼ ' : ''}${goes ? t('go') : t('noGo')}`, kind: `${goes ? 'go' : 'no-go'}${next ? ' next' : ''}` };
      });
    }
    for (const move of legal) if (move.type === 'move' && pileKind(move.to) === 'foundation') glowing.add(move.from);
  }
  const preview = goNoGoExports.secondDealPreview as SecondDealPreview | undefined;
  let cardMarks: Record<string, Record<number, CardMark>> = {};
  if (isGoNoGo && settings.secondDealPreview && typeof preview === 'function') {
    try {
      cardMarks = previewMarks(preview(display.position));
    } catch {
      cardMarks = {};
    }
  }

  const geometry = useMemo(() => layoutTable(specs, display.position, Math.min(viewport.width, 1400), viewport.height - tableTop - 4), [specs, display.position, viewport, tableTop]);
  const specialMoves = SPECIAL_MOVES.filter((type) => legal.some((move) => move.type === type));
  const dealText = 'seed' in session.record.deal ? t('dealHeading', { deal: session.record.deal.seed }) : t('dealOrder');
  // A forced game (Perpetual Motion) offers its own automatic play, "Play on", instead of the solver's "Play it out".
  const autoPlayOffered = game.id === 'perpetual-motion' && status === 'playing';
  const canUndo = session.cursor > 0 || state.current.previous.length > 0;
  const canRedo = session.cursor < session.record.moves.length;

  return (
    <div class={`app speed-${speed}`} style={{ '--step-ms': `${stepMs}ms` }}>
      <header class="toolbar">
        <div class="title">
          <strong class="game-name">{game.name[language]}</strong>
          <span class="deal-number">{dealText}</span>
          <span class="moves-count">{t('movesCount', { count: session.cursor })}</span>
          {settings.solverIndicator && status === 'playing' ? (
            <span class="solver-indicator" data-verdict={known?.verdict ?? 'searching'} title={t('indicatorTitle')} aria-label={`${t('indicatorTitle')} ${t(`verdict_${known?.verdict ?? 'searching'}`)}`}>
              {t(`verdict_${known?.verdict ?? 'searching'}`)}
            </span>
          ) : null}
          {/* The language switch sits with the title, so the buttons wrap as groups and never leave it alone. */}
          <button type="button" data-action="language" class="language" onClick={() => changeSettings({ language: language === 'ru' ? 'en' : 'ru' })} aria-label={t('language')}>{language === 'ru' ? 'EN' : 'RU'}</button>
        </div>
        <nav class="buttons">
          <span class="group">
            <button type="button" data-action="new" onClick={() => setDialog('new')}>{t('newGame')}</button>
            <button type="button" data-action="restart" onClick={restart} disabled={session.cursor === 0}>{t('restart')}</button>
            <button type="button" data-action="undo" onClick={undo} disabled={!canUndo} title="Ctrl+Z">{t('undo')}</button>
            <button type="button" data-action="redo" onClick={redo} disabled={!canRedo} title="Ctrl+Shift+Z">{t('redo')}</button>
          </span>
          <span class="group">
            {specialMoves.map((type) => (
              <button type="button" key={type} class={`special${hintedAction === type ? ' hinted' : ''}`} data-action={type} onClick={() => void play({ type } as Move)}>{t(`move_${type}`)}</button>
            ))}
            {status === 'playing' ? (
              <button type="button" data-action="hint" aria-pressed={hintShown} onClick={toggleHint} title={t('hintKey')}>{t('hint')}</button>
            ) : null}
            {autoLine ? (
              <button type="button" data-action="stop-line" class="special" onClick={() => setAutoLine(null)}>{t('stopPlay')}</button>
            ) : trivialRest && status === 'playing' && !autoPlayOffered ? (
              <button type="button" data-action="finish" class="special" onClick={() => known && setAutoLine({ moves: known.moves, kind: 'finish' })}>{t('finish')}</button>
            ) : null}
            {autoPlayOffered ? (
              <button type="button" data-action="auto" class="special" onClick={() => setAutoRunning(!autoRunning)}>{autoRunning ? t('stopPlay') : t('autoPlay')}</button>
            ) : null}
            {isGoNoGo && typeof preview === 'function' ? (
              <button type="button" data-action="second-deal" aria-pressed={settings.secondDealPreview} class={settings.secondDealPreview ? 'special' : ''} title={t('secondDeal')} onClick={() => changeSettings({ secondDealPreview: !settings.secondDealPreview })}>{t('secondDealShort')}</button>
            ) : null}
          </span>
          <button type="button" class="more" aria-expanded={moreOpen} onClick={() => setMoreOpen(!moreOpen)}>{t('more')} ▾</button>
          <span class={`secondary${moreOpen ? ' open' : ''}`} onClick={() => setMoreOpen(false)}>
            {status === 'playing' && !autoLine ? <button type="button" data-action="demo" onClick={startDemo}>{t('demo')}</button> : null}
            <button type="button" data-action="rules" onClick={() => setDialog('rules')}>{t('rules')}</button>
            <button type="button" data-action="stats" onClick={() => setDialog('stats')}>{t('stats')}</button>
            <button type="button" data-action="link" onClick={() => setDialog('link')}>{t('link')}</button>
            <button type="button" data-action="settings" onClick={() => setDialog('settings')}>{t('settings')}</button>
          </span>
        </nav>
      </header>
      {notices.map((notice, i) => (
        <div class="notice" role="alert" key={i}>
          {notice} <button type="button" onClick={() => setNotices((list) => list.filter((_, j) => j !== i))} aria-label={t('close')}>×</button>
        </div>
      ))}
      {losingWarning !== null && losingWarning === analysisKey && status === 'playing' ? (
        <div class="notice losing-move" role="alert" data-testid="losing-move">
          {t('losingMove')}
          <span>
            <button type="button" data-action="undo-losing" onClick={() => { setLosingWarning(null); undo(); }}>{t('undo')}</button>{' '}
            <button type="button" onClick={() => setLosingWarning(null)} aria-label={t('close')}>×</button>
          </span>
        </div>
      ) : null}
      {hintKind !== null ? (
        <div class={`hint-line hint-${hintKind}`} data-hint={hintKind} data-move={hintMove ? moveToText(hintMove) : undefined}>{hintText}</div>
      ) : null}
      {status !== 'playing' ? <div class={`status status-${status}`} role="status" data-status={status}>{t(status)}</div> : null}
      <main class="table-area" ref={tableRef}>
        <Board
          specs={specs}
          geometry={geometry}
          position={display.position}
          keys={display.keys}
          lifted={display.lifted}
          legal={legal}
          selection={selection}
          focusPile={focusPile ?? specs[0]?.id ?? null}
          keyboardActive={keyboardActive}
          language={language}
          pileLabel={pileLabel}
          badges={badges}
          cardMarks={cardMarks}
          glowing={glowing}
          hint={boardHint}
          onTap={(hit) => {
            setKeyboardActive(false);
            tap(hit);
          }}
          onMove={(move) => {
            if (animating) jumpTo(position);
            void play(move);
          }}
          onKeyDown={onBoardKey}
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
          findWinnable={findWinnable}
          cancelSearch={cancelDealSearch}
        />
      ) : null}
      {dialog === 'rules' ? <RulesDialog game={game} language={language} t={t} onClose={() => setDialog(null)} /> : null}
      {dialog === 'stats' ? <StatsDialog storage={storage} language={language} t={t} onClose={() => setDialog(null)} currentKey={statsKey(game.id, options)} /> : null}
      {dialog === 'settings' ? <SettingsDialog settings={settings} t={t} reducedMotion={reducedMotion} onChange={changeSettings} onClose={() => setDialog(null)} /> : null}
      {dialog === 'link' ? <LinkDialog game={game} session={session} t={t} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

/** Opens a saved game after checking its record whole; null when it is damaged. */
export function openSaved(saved: SavedGame): Session | null {
  const gameId = (saved?.record as { game?: unknown } | undefined)?.game;
  if (typeof gameId !== 'string' || !Object.hasOwn(GAMES, gameId)) return null;
  const checked = checkRecord(saved?.record, GAMES);
  if (!checked.ok || !Object.hasOwn(GAMES, checked.value.game)) return null;
  const game = GAMES[checked.value.game];
  const opened = openSession(game, checked.value);
  return opened.ok ? opened.value : null;
}

type T = (key: string, options?: Record<string, unknown>) => string;

function Modal({ title, onClose, children, t }: { title: string; onClose: () => void; children: ComponentChildren; t: T }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button, input, select')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div class="backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div class="dialog" role="dialog" aria-modal="true" aria-label={title} ref={ref}>
        <header>
          <h2>{title}</h2>
          <button type="button" class="close" onClick={onClose} aria-label={t('close')}>×</button>
        </header>
        {children}
      </div>
    </div>
  );
}

interface NewGameProps {
  language: Language;
  t: T;
  current: AnyGame;
  currentOptions: Options;
  onStart: (game: AnyGame, options: Options, deal: DealSpec, line?: Move[]) => void;
  onClose: () => void;
  /** Per game id: deal only deals the solver has proved winnable. */
  winnableOnly: Record<string, boolean>;
  onWinnableOnly: (gameId: string, value: boolean) => void;
  findWinnable: (game: AnyGame, options: Options, fromSeed: number, onProgress: (seed: number, tried: number) => void) => Promise<WinnableReply | null>;
  cancelSearch: () => void;
}

function NewGameDialog(props: NewGameProps) {
  const { t, language } = props;
  const [searching, setSearching] = useState<{ seed: number; tried: number } | null>(null);
  const searchingRef = useRef(false);
  const [searchMessage, setSearchMessage] = useState<string | null>(null);
  useEffect(() => () => {
    if (searchingRef.current) props.cancelSearch();
  }, []);
  const stopSearch = () => {
    searchingRef.current = false;
    setSearching(null);
    props.cancelSearch();
  };
  const [chosen, setChosen] = useState<AnyGame>(props.current);
  const [preset, setPreset] = useState<string>('');
  const [chosenOptions, setChosenOptions] = useState<Options>(props.currentOptions);
  const [deal, setDeal] = useState<string>(String(randomSeed()));
  const other: Language = language === 'ru' ? 'en' : 'ru';
  const pick = (game: AnyGame) => {
    setChosen(game);
    setPreset('');
    setChosenOptions(game === props.current ? props.currentOptions : defaultOptions(game));
  };
  const choosePreset = (name: string) => {
    setPreset(name);
    const resolved = resolveOptions(chosen, name || undefined);
    if (resolved.ok) setChosenOptions(resolved.value);
  };
  const seed = Number(deal);
  const seedValid = /^\d+$/.test(deal.trim()) && seed <= MAX_SEED;
  const winnable = props.winnableOnly[chosen.id] === true;
  const start = async () => {
    if (!seedValid || searchingRef.current) return;
    if (!winnable) {
      props.onStart(chosen, chosenOptions, { seed });
      return;
    }
    searchingRef.current = true;
    setSearchMessage(null);
    setSearching({ seed, tried: 0 });
    const reply = await props.findWinnable(chosen, chosenOptions, seed, (at, tried) => {
      if (searchingRef.current) setSearching({ seed: at, tried });
    });
    if (!searchingRef.current) return; // cancelled
    searchingRef.current = false;
    setSearching(null);
    if (!reply) {
      setSearchMessage(t('winnableFailed'));
    } else if (reply.type === 'found') {
      props.onStart(chosen, chosenOptions, { seed: reply.seed }, reply.moves);
    } else {
      setDeal(String(reply.nextSeed));
      setSearchMessage(t('winnableNotFound', { count: reply.tried, seed: reply.nextSeed }));
    }
  };
  return (
    <Modal title={t('newGame')} onClose={props.onClose} t={t}>
      <div class="game-menu" role="listbox" aria-label={t('games')}>
        {GAME_LIST.map((game) => {
          const rate = defaultWinRate(WIN_RATES, game);
          return (
            <button type="button" role="option" aria-selected={game === chosen} key={game.id} data-game={game.id} class={`game-choice${game === chosen ? ' chosen' : ''}`} onClick={() => !searching && pick(game)}>
              <span class="name">{game.name[language]}</span>
              <span class="other-name">{game.name[other]}</span>
              {rate ? (
                <span class="win-rate" data-win-rate={rate.rate} title={t('winRateTitle', { deals: rate.deals, won: rate.won, lost: rate.lost, unknown: rate.unknown })}>
                  {rate.unknown > 0
                    ? t('winRateUndecided', { rate: percent(rate.rate), low: percent(rate.low), high: percent(rate.high), undecided: percent(rate.unknown / rate.deals) })
                    : t('winRate', { rate: percent(rate.rate), low: percent(rate.low), high: percent(rate.high) })}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <form
        class="game-form"
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        {Object.keys(chosen.presets).length > 0 ? (
          <label>
            {t('preset')}
            <select value={preset} name="preset" onChange={(e) => choosePreset((e.target as HTMLSelectElement).value)}>
              <option value="">{t('presetNone')}</option>
              {Object.keys(chosen.presets).map((name) => <option key={name} value={name}>{t(`preset_${name}`, { defaultValue: name })}</option>)}
            </select>
          </label>
        ) : null}
        {chosen.options.map((spec) => (
          <label key={spec.key}>
            {spec.label[language]}
            <select
              name={`option-${spec.key}`}
              value={String(chosenOptions[spec.key])}
              onChange={(e) => {
                const text = (e.target as HTMLSelectElement).value;
                const value = spec.values.find((v) => String(v) === text);
                if (value !== undefined) setChosenOptions({ ...chosenOptions, [spec.key]: value });
              }}
            >
              {spec.values.map((value) => <option key={String(value)} value={String(value)}>{typeof value === 'boolean' ? (value ? t('on') : t('off')) : t(`value_${value}`, { defaultValue: String(value) })}</option>)}
            </select>
          </label>
        ))}
        <label>
          {t('deal')}
          <span class="deal-row">
            <input name="deal" inputMode="numeric" value={deal} onInput={(e) => setDeal((e.target as HTMLInputElement).value)} aria-invalid={!seedValid} aria-describedby={seedValid ? undefined : 'deal-invalid'} />
            <button type="button" onClick={() => setDeal(String(randomSeed()))}>{t('dealRandom')}</button>
          </span>
        </label>
        {seedValid ? null : <p class="field-error" id="deal-invalid" role="alert" data-testid="deal-invalid">{t('dealInvalid', { max: MAX_SEED })}</p>}
        <label class="toggle">
          <input type="checkbox" name="winnableOnly" checked={winnable} disabled={searching !== null} onChange={(e) => props.onWinnableOnly(chosen.id, (e.target as HTMLInputElement).checked)} />
          {t('winnableOnly')}
        </label>
        {searching ? (
          <p class="searching" role="status" data-testid="deal-search">
            {t('winnableSearching', { seed: searching.seed, count: searching.tried })}{' '}
            <button type="button" data-action="cancel-search" onClick={stopSearch}>{t('cancel')}</button>
          </p>
        ) : searchMessage ? <p class="searching" role="status">{searchMessage}</p> : null}
        <button type="submit" class="primary" data-action="start" disabled={!seedValid || searching !== null}>{t('start')}</button>
      </form>
    </Modal>
  );
}

const RULE_PAGES = import.meta.glob('../../docs/rules/*.md', { query: '?raw', import: 'default' }) as Record<string, () => Promise<string>>;

function RulesDialog(props: { game: AnyGame; language: Language; t: T; onClose: () => void }) {
  const { t } = props;
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    const load = RULE_PAGES[`../../docs/rules/${props.game.id}.${props.language}.md`] ?? RULE_PAGES[`../../docs/rules/${props.game.id}.en.md`];
    if (!load) {
      setHtml('');
      return;
    }
    // The Markdown renderer loads with the first rules page, not with the app.
    Promise.all([load(), import('./markdown.js')]).then(([text, { markdownToHtml }]) => setHtml(markdownToHtml(text)), () => setHtml(''));
  }, [props.game, props.language]);
  return (
    <Modal title={`${t('rules')}: ${props.game.name[props.language]}`} onClose={props.onClose} t={t}>
      {html === null ? <p>…</p> : html === '' ? <p>{t('rulesMissing')}</p> : <div class="rules-text" dangerouslySetInnerHTML={{ __html: html }} />}
      <p class="help">{t('keyboardHelp')}</p>
    </Modal>
  );
}

function describeStatsKey(key: string, language: Language): string {
  const [id, ...pairs] = key.split('|');
  if (!Object.hasOwn(GAMES, id)) return key;
  const game = GAMES[id];
  const defaults = defaultOptions(game);
  const changed = pairs.filter((pair) => {
    const [name, value] = pair.split('=');
    return !Object.hasOwn(defaults, name) || String(defaults[name]) !== value;
  });
  return `${game.name[language]}${changed.length ? ` (${changed.join(', ')})` : ''}`;
}

function StatsDialog(props: { storage: Storage; language: Language; t: T; currentKey: string; onClose: () => void }) {
  const { t } = props;
  const [rows, setRows] = useState<{ key: string; stats: GameStats }[] | null>(null);
  useEffect(() => {
    void props.storage.flush().then(() => props.storage.allStats()).then((all) => setRows(all.sort((a, b) => (a.key === props.currentKey ? -1 : b.key === props.currentKey ? 1 : a.key.localeCompare(b.key)))));
  }, []);
  return (
    <Modal title={t('stats')} onClose={props.onClose} t={t}>
      {rows === null ? <p>…</p> : rows.length === 0 ? <p>{t('statsEmpty')}</p> : (
        <table class="stats">
          <thead>
            <tr>
              <th>{t('game')}</th><th>{t('stat_played')}</th><th>{t('stat_won')}</th><th>{t('stat_winRate')}</th><th>{t('stat_streak')}</th><th>{t('stat_bestStreak')}</th><th>{t('stat_bestTime')}</th><th>{t('stat_fewestMoves')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, stats }) => (
              <tr key={key} data-stats-key={key} class={key === props.currentKey ? 'current' : ''}>
                <td>{describeStatsKey(key, props.language)}</td>
                <td data-stat="played">{stats.played}</td>
                <td data-stat="won">{stats.won}</td>
                <td>{winRate(stats)}</td>
                <td>{stats.currentStreak}</td>
                <td>{stats.bestStreak}</td>
                <td>{stats.bestTimeMs === null ? '—' : formatTime(stats.bestTimeMs)}</td>
                <td>{stats.fewestMoves ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}

function SettingsDialog(props: { settings: Settings; t: T; reducedMotion: boolean; onChange: (patch: Partial<Settings>) => void; onClose: () => void }) {
  const { t, settings } = props;
  return (
    <Modal title={t('settings')} onClose={props.onClose} t={t}>
      <form class="game-form" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('language')}
          <select name="language" value={settings.language ?? 'en'} onChange={(e) => props.onChange({ language: (e.target as HTMLSelectElement).value as Language })}>
            <option value="ru">Русский</option>
            <option value="en">English</option>
          </select>
        </label>
        <label>
          {t('speed')}{props.reducedMotion ? ` ${t('speedReducedMotion')}` : ''}
          <select name="speed" value={settings.speed} onChange={(e) => props.onChange({ speed: (e.target as HTMLSelectElement).value as Speed })}>
            {(['off', 'fast', 'normal', 'slow'] as const).map((speed) => <option key={speed} value={speed}>{t(`speed_${speed}`)}</option>)}
          </select>
        </label>
        <label class="toggle">
          <input type="checkbox" name="autoFoundation" checked={settings.autoFoundation} onChange={(e) => props.onChange({ autoFoundation: (e.target as HTMLInputElement).checked })} />
          {t('autoFoundation')}
        </label>
        <label class="toggle">
          <input type="checkbox" name="solverIndicator" checked={settings.solverIndicator} onChange={(e) => props.onChange({ solverIndicator: (e.target as HTMLInputElement).checked })} />
          {t('solverIndicatorSetting')}
        </label>
        <label class="toggle">
          <input type="checkbox" name="warnLosingMove" checked={settings.warnLosingMove} onChange={(e) => props.onChange({ warnLosingMove: (e.target as HTMLInputElement).checked })} />
          {t('warnLosingMoveSetting')}
        </label>
        <label>
          {t('thinkingTime')}
          <select name="thinkingMs" value={String(settings.thinkingMs)} onChange={(e) => props.onChange({ thinkingMs: Number((e.target as HTMLSelectElement).value) })}>
            {THINKING_CHOICES.map((ms) => <option key={ms} value={String(ms)}>{t('seconds', { count: ms / 1000 })}</option>)}
          </select>
        </label>
      </form>
    </Modal>
  );
}

function LinkDialog(props: { game: AnyGame; session: Session; t: T; onClose: () => void }) {
  const { t } = props;
  const [withMoves, setWithMoves] = useState(false);
  const [copied, setCopied] = useState(false);
  const record: GameRecord = props.session.record;
  const url = `${location.origin}${location.pathname}${recordToQuery(props.game, record, props.session.cursor, withMoves)}`;
  return (
    <Modal title={t('link')} onClose={props.onClose} t={t}>
      <form class="game-form" onSubmit={(e) => e.preventDefault()}>
        <input class="link-text" readOnly value={url} onFocus={(e) => (e.target as HTMLInputElement).select()} />
        <label class="toggle">
          <input type="checkbox" checked={withMoves} onChange={(e) => setWithMoves((e.target as HTMLInputElement).checked)} /> {t('linkWithMoves')}
        </label>
        <button type="button" class="primary" onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => undefined)}>{copied ? t('linkCopied') : t('link')}</button>
      </form>
    </Modal>
  );
}

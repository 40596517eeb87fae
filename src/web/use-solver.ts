/**
 * The solver at the table (docs/web.md, "The solver at the table"): the analysis of the current position (from what
 * is known, or one search at a time in the worker), the hint, the losing-move notice, the demo's start, and the
 * winnable-deals search of the New game dialog.
 *
 * With "Hints see only what I see" (`settings.fairHints`, issue 27, item 4) the hint and the indicator come from the
 * player that does not peek instead (fair-hint.ts), in a worker of its own: the indicator shows its chance to win
 * from here, and nothing that knows the face-down cards is shown (no verdict, no losing-move notice, no "Play it
 * out"). The demo still plays the solver's line (it is the solver's game, not the player's).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { DealSpec } from '../core/deal.js';
import type { AnyGame, Move, Options, Position, Status } from '../core/game.js';
import { positionKey } from '../core/engine.js';
import { pileKinds } from '../core/piles.js';
import type { Verdict } from '../solver/types.js';
import { type Analysis, AnalysisCache, isTrivialLine, mostOptionsMove } from './hints.js';
import { statsKey } from './link.js';
import { SolverClient, type WinnableReply } from './solver-client.js';
import type { Settings } from './storage.js';

/** Winnable deals only: the most deals tried, and the longest the whole search may take, before it asks again. */
const WINNABLE_MAX_DEALS = 500;
const WINNABLE_MAX_MS = 120_000;

export type HintKind = 'move' | 'lost' | 'unknown' | 'searching';

export interface SolverAtTable {
  /** The verdict on the current position when known (or 'searching'); null when not asked for, and in fair mode. */
  known: { key: string; verdict: Verdict | 'searching'; moves: Move[] } | null;
  analysisKey: string;
  hintKind: HintKind | null;
  hintMove: Move | null;
  /**
   * "Hints see only what I see": the fair player's chance to win from here (0..1), `searching` while it thinks, or
   * null when it drew no samples. Undefined when the setting is off (the indicator shows the verdict).
   */
  chance?: number | 'searching' | null;
  /** True when the rest of the won game is trivial ("Play it out" is offered). */
  trivialRest: boolean;
  losingWarning: boolean;
  dismissWarning(): void;
  toggleHint(): void;
  startDemo(): void;
  /** Tells what a played move means for what is known (the rest of a winning line; lost stays lost). */
  moved(game: AnyGame, options: Options, before: Position, move: Move, after: Position): void;
  /** Enters a certified winning line from a position (a winnable deal just found). */
  knownWon(game: AnyGame, options: Options, position: Position, line: Move[]): void;
  /** What the table knows of a position: `won` or `lost` (searched here or inferred), else null. */
  verdictOf(game: AnyGame, options: Options, position: Position): 'won' | 'lost' | null;
  /** Enters a verdict found elsewhere (the review after the game, review-dialog.tsx): `won` with its certified line, or `lost`. */
  learn(game: AnyGame, options: Options, position: Position, analysis: Analysis): void;
  /**
   * "Back to the last winnable position" (issue 10, item 4): the latest of `positions[0..cursor-1]` (a session's
   * replay, the position after the deal and after each move) that the solver proved winnable, as its cursor; null
   * when none before `cursor` is known winnable.
   */
  lastWinnable(game: AnyGame, options: Options, positions: readonly Position[], cursor: number): number | null;
  findWinnable(game: AnyGame, options: Options, fromSeed: number, onProgress: (seed: number, tried: number) => void): Promise<WinnableReply | null>;
  cancelDealSearch(): void;
}

export interface SolverInputs {
  game: AnyGame;
  options: Options;
  position: Position;
  status: Status;
  settings: Settings;
  /** The deal and the moves played to this position (a game record up to its cursor): the fair player's view is built from them. */
  deal: DealSpec;
  moves: readonly Move[];
  /** A demo or play-out line is playing (the search keeps going for it). */
  lineRunning: boolean;
  /** The demo found a winning line: play it. */
  onDemoLine(moves: Move[]): void;
  /** The demo has no line to play: `key` names what to say (`hintLost` or `demoUnknown`). */
  onDemoNone(key: 'hintLost' | 'demoUnknown'): void;
  onLosingMove(): void;
}

export function useSolverAtTable(inputs: SolverInputs): SolverAtTable {
  const { game, options, position, status, settings } = inputs;
  const solver = useRef<SolverClient | null>(null);
  const client = () => (solver.current ??= new SolverClient());
  /** The fair player's worker, apart from the solver's: the two answer different questions at the same time. */
  const fairSolver = useRef<SolverClient | null>(null);
  const fairMode = settings.fairHints;
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
  // What was asked for at a position is forgotten once the table leaves it: Undo back to where a hint was shown (and
  // its move played) brought the hint back unasked, and a Demo asked for there would have started on its own.
  useEffect(() => setWanted((asked) => (asked !== null && asked.key !== analysisKey ? null : asked)), [analysisKey]);
  const [nonce, setNonce] = useState(0);
  const [searchingDeal, setSearchingDeal] = useState(false);
  const lastMove = useRef<{ beforeVerdict: Verdict | null; afterKey: string } | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  // The analysis of the current position: from what is known, or a search in the worker. A search that is no longer
  // needed (the position changed) is cancelled: the worker is terminated and a fresh one starts the next search.
  const askedHere = wanted !== null && wanted.key === analysisKey;
  const wantSearch = fairMode ? inputs.lineRunning || (askedHere && wanted.demo) : settings.solverIndicator || settings.warnLosingMove || inputs.lineRunning || askedHere;
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
      // Nothing to search now: have a worker loaded for the next hint (a cancelled search terminated the last one).
      client().warm();
      return;
    }
    setAnalysis({ key, verdict: 'searching', moves: [] });
    const worker = client();
    const searched = position;
    const searchedGame = game;
    const searchedOptions = options;
    void worker.solve(game.id, options, position, settings.thinkingMs).then((reply) => {
      if (!reply) return; // cancelled
      const result: Analysis = reply.verdict === 'unknown' ? { verdict: 'unknown', moves: [], budgetMs: settings.thinkingMs } : { verdict: reply.verdict, moves: reply.moves };
      cache.put(searchedGame, searchedOptions, searched, result);
      setAnalysis((shown) => (shown?.key === key ? { key, ...result } : shown));
    });
    const id = worker.currentId;
    return () => {
      if (worker.currentId === id) worker.cancel();
    };
  }, [analysisKey, status, wantSearch, settings.thinkingMs, nonce, searchingDeal]);

  useEffect(
    () => () => {
      solver.current?.dispose();
      fairSolver.current?.dispose();
    },
    [],
  );

  // The fair player's move and chance (fair mode): asked for when the indicator shows or a hint is asked for, once a
  // position (a game reaching it again gets the same answer: the same view and seed).
  const [fair, setFair] = useState<{ key: string; move: Move | null; chance: number | null } | null>(null);
  const fairCache = useRef(new Map<string, { move: Move | null; chance: number | null }>());
  const wantFair = fairMode && status === 'playing' && (settings.solverIndicator || (askedHere && wanted.hint));
  useEffect(() => {
    if (!wantFair) {
      fairSolver.current?.cancel();
      return;
    }
    const key = analysisKey;
    const cached = fairCache.current.get(key);
    if (cached) {
      fairSolver.current?.cancel();
      setFair({ key, ...cached });
      return;
    }
    const worker = (fairSolver.current ??= new SolverClient());
    void worker.fair(game.id, options, inputs.deal, [...inputs.moves]).then((reply) => {
      if (!reply) return; // cancelled
      const answer = { move: reply.move, chance: reply.chance };
      if (fairCache.current.size > 2000) fairCache.current.clear();
      fairCache.current.set(key, answer);
      setFair({ key, ...answer });
    });
    const id = worker.currentId;
    return () => {
      if (worker.currentId === id) worker.cancel();
    };
  }, [analysisKey, wantFair]);
  const fairHere = fairMode && fair !== null && fair.key === analysisKey && status === 'playing' ? fair : null;

  const known = analysis && analysis.key === analysisKey && status === 'playing' ? analysis : null;

  // A move that turned a winnable position into a lost one (setting): say so, with Undo at hand.
  useEffect(() => {
    if (!known || known.verdict !== 'lost' || !settings.warnLosingMove || fairMode) return;
    const last = lastMove.current;
    if (last && last.afterKey === known.key && last.beforeVerdict === 'won') {
      setWarning(known.key);
      inputs.onLosingMove();
    }
  }, [known?.key, known?.verdict]);

  // The demo waits for the analysis: a winning line is played out; otherwise the app says there is none to show.
  useEffect(() => {
    if (!wanted || wanted.key !== analysisKey || !wanted.demo || !known || known.verdict === 'searching') return;
    setWanted({ ...wanted, demo: false });
    if (known.verdict === 'won' && known.moves.length > 0) inputs.onDemoLine(known.moves);
    else inputs.onDemoNone(known.verdict === 'lost' ? 'hintLost' : 'demoUnknown');
  });

  const hintShown = wanted !== null && wanted.key === analysisKey && wanted.hint && status === 'playing';
  const hintKind: HintKind | null = !hintShown
    ? null
    : fairMode
      ? fairHere === null ? 'searching' : fairHere.move !== null ? 'move' : 'unknown'
      : !known || known.verdict === 'searching' ? 'searching' : known.verdict === 'won' ? 'move' : known.verdict === 'lost' ? 'lost' : 'unknown';
  // Where the solver has no winning move to give (it does not know, or the position is lost), the hint is the move that
  // keeps the most options: a lost game can still be played on, as far as it goes.
  const fallbackMove = useMemo(() => (hintKind === 'unknown' || hintKind === 'lost' ? mostOptionsMove(game, position, options) : null), [hintKind, analysisKey]);
  const hintMove: Move | null = hintKind === 'move' ? ((fairMode ? fairHere?.move : known?.moves[0]) ?? null) : hintKind === 'unknown' || hintKind === 'lost' ? fallbackMove : null;
  const trivialRest = useMemo(() => !fairMode && known?.verdict === 'won' && isTrivialLine(game, position, options, known.moves), [known?.key, known?.verdict, fairMode]);
  const chance = !fairMode ? undefined : status !== 'playing' ? null : fairHere === null ? 'searching' : fairHere.chance;

  return {
    // In fair mode the verdict, which knows the face-down cards, is not shown (the demo still reads it above).
    known: fairMode ? null : known,
    analysisKey,
    hintKind,
    hintMove,
    chance,
    trivialRest,
    losingWarning: warning !== null && warning === analysisKey && status === 'playing',
    dismissWarning: () => setWarning(null),
    toggleHint() {
      if (status !== 'playing') return;
      const shown = wanted?.key === analysisKey && wanted.hint;
      setWanted({ key: analysisKey, hint: !shown, demo: wanted?.key === analysisKey ? wanted.demo : false });
    },
    startDemo() {
      if (status !== 'playing') return;
      setWanted({ key: analysisKey, hint: wanted?.key === analysisKey ? wanted.hint : false, demo: true });
    },
    moved(forGame, forOptions, before, move, after) {
      const cache = cacheFor(forGame, forOptions);
      lastMove.current = { beforeVerdict: cache.get(before)?.verdict ?? null, afterKey: contextKey(forGame, forOptions, after) };
      cache.inferAfter(forGame, forOptions, before, move, after);
    },
    knownWon(forGame, forOptions, forPosition, line) {
      cacheFor(forGame, forOptions).put(forGame, forOptions, forPosition, { verdict: 'won', moves: line });
    },
    verdictOf(forGame, forOptions, forPosition) {
      const verdict = cacheFor(forGame, forOptions).get(forPosition)?.verdict;
      return verdict === 'won' || verdict === 'lost' ? verdict : null;
    },
    learn(forGame, forOptions, forPosition, analysis) {
      if (analysis.verdict !== 'unknown') cacheFor(forGame, forOptions).put(forGame, forOptions, forPosition, analysis);
    },
    lastWinnable(forGame, forOptions, positions, cursor) {
      const cache = cacheFor(forGame, forOptions);
      for (let k = Math.min(cursor, positions.length) - 1; k >= 0; k--) if (cache.get(positions[k])?.verdict === 'won') return k;
      return null;
    },
    findWinnable(chosenGame, chosenOptions, fromSeed, onProgress) {
      setSearchingDeal(true);
      return client().findWinnable(chosenGame.id, chosenOptions, fromSeed, settings.thinkingMs, WINNABLE_MAX_DEALS, WINNABLE_MAX_MS, onProgress).finally(() => setSearchingDeal(false));
    },
    cancelDealSearch() {
      solver.current?.cancel();
      setSearchingDeal(false);
      setNonce((n) => n + 1);
    },
  };
}

/** The piles a hint lights on the table: the top `count` cards of `from` (the pile itself when 0) and the pile `to`. */
export function boardHintOf(game: AnyGame, options: Options, move: Move | null): { from: string | null; count: number; to: string | null } | null {
  if (move === null) return null;
  if (move.type === 'move') return { from: move.from, count: move.count ?? 1, to: move.to };
  if (move.type === 'pair') return { from: move.piles[0], count: 1, to: move.piles[1] };
  if (move.type === 'draw' || move.type === 'deal' || move.type === 'recycle') {
    const stock = [...pileKinds(game, options)].find(([, kind]) => kind === 'stock' || kind === 'hand')?.[0] ?? null;
    return { from: stock, count: 0, to: null };
  }
  return null;
}

/**
 * The review after the game (issue 27, item 5; docs/web.md, "A review after the game"): a small chart over the
 * positions of the game record, the deal and the position after each move, drawn as inline SVG. A strip says for each
 * whether the deal could still be won there (the solver's thoughtful verdict, within `REVIEW_STATES` positions of
 * search), and with "Hints see only what I see" a line gives the chance to win from what the player had seen (the fair
 * player of fair-hint.ts). The move that lost the deal is marked and said; a point chosen (click, tap, Enter or Space)
 * takes the game to that position through the session's cursor (Undo or Redo to it): no move is lost.
 *
 * Loaded on demand (review-entry.tsx), with its words (review-strings.ts) and its styles (review.css). The solver runs
 * in a worker of its own while the dialog is open, one position at a time, in the order `review-series.ts` gives
 * (bisection for the verdicts, coarse to fine for the chances); answers are kept for the page's life, by position
 * (verdicts) and by the moves that led there (chances), and verdicts go to the table's own cache too.
 *
 * In fair mode the verdicts (which know the face-down cards) show only once the game is over (its record's last
 * position is won or lost): mid-game the chart has the chance line alone, as the table has no verdict in that mode.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { gameStatus, positionKey } from '../core/engine.js';
import type { Session } from '../core/record.js';
import type { Verdict } from '../solver/types.js';
import { Announcer } from './announce.js';
import { Modal } from './dialog-frame.js';
import { type Language, type T, i18next } from './i18n.js';
import { moveToText, statsKey } from './link.js';
import { type PointVerdict, REVIEW_STATES, inferVerdicts, nextChance, nextToSolve, pointAfterKey, pointX, reviewSummary } from './review-series.js';
import { REVIEW_STRINGS } from './review-strings.js';
import { introKeys, pointLabel, summaryText } from './review-words.js';
import { SolverClient } from './solver-client.js';
import type { SolverAtTable } from './use-solver.js';
import './review.css';

for (const [language, strings] of Object.entries(REVIEW_STRINGS)) i18next.addResourceBundle(language, 'translation', strings, true, false);

/** Kept for the page's life: verdicts by game, options and position; chances by game, options, deal and moves. */
const verdicts = new Map<string, Verdict>();
const chances = new Map<string, number | null>();
const CACHE_LIMIT = 20_000;

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
}

export interface ReviewDialogProps {
  t: T;
  session: Session;
  /** "Hints see only what I see" (settings `fairHints`): the chance line, and verdicts only once the game is over. */
  fair: boolean;
  /** The table's knowledge of positions, read and added to. */
  solver: Pick<SolverAtTable, 'verdictOf' | 'learn'>;
  /** Takes the game to the position at `cursor` (0: the deal; k: after move k); the moves after it stay for Redo. */
  onGoTo(cursor: number): void;
  onClose(): void;
}

/** The chart's margins and bands, in CSS pixels. */
const SIDE = 14;
const AXIS = 30;
const MARK_TOP = 18;
const STRIP = 26;
const PLOT = 96;
const GAP = 10;
const LABELS = 24;

export function ReviewDialog(props: ReviewDialogProps) {
  const { t, session, fair, solver } = props;
  const game = session.game;
  const options = session.record.options;
  const { positions, moves } = session.replay;
  const n = positions.length - 1;
  const context = statsKey(game.id, options);
  const keys = useMemo(() => positions.map((position) => `${context}\n${positionKey(position)}`), [session.replay]);
  const chanceKeys = useMemo(() => {
    let prefix = `${context}\n${JSON.stringify(session.record.deal)}\n`;
    return positions.map((_, k) => (prefix += k === 0 ? '' : `${moveToText(session.record.moves[k - 1])},`));
  }, [session.replay]);
  const endStatus = useMemo(() => gameStatus(game, positions[n], options), [session.replay]);
  const showVerdicts = !fair || endStatus !== 'playing';
  const [, setVersion] = useState(0);
  /** Positions and chances whose search failed (the worker broke): shown as not known, asked again next time. */
  const failed = useRef(new Set<string>());

  /** What is known of each position now: the review's own answers, the table's, and the rules' at the end. */
  const rawVerdicts = (): PointVerdict[] =>
    keys.map((key, k) => {
      const known = verdicts.get(key) ?? solver.verdictOf(game, options, positions[k]) ?? (failed.current.has(key) ? 'unknown' : null);
      if (known) return known;
      if (k === n && endStatus !== 'playing') return endStatus === 'won' ? 'won' : 'lost';
      return null;
    });
  const chanceOf = (k: number): number | null | undefined =>
    k === n && endStatus !== 'playing' ? (endStatus === 'won' ? 1 : 0) : failed.current.has(chanceKeys[k]) ? null : chances.get(chanceKeys[k]);

  // The solver's worker, one position at a time: the verdicts first (they find the losing move), then the chances.
  useEffect(() => {
    let live = true;
    const client = new SolverClient();
    const work = async () => {
      while (live) {
        const k = showVerdicts ? nextToSolve(rawVerdicts()) : null;
        if (k !== null) {
          const reply = await client.solveWithin(game.id, options, positions[k], { states: REVIEW_STATES });
          if (!live) return;
          // No reply while the review is open: the worker failed (a cancel comes only from closing the review).
          if (!reply) failed.current.add(keys[k]);
          else {
            remember(verdicts, keys[k], reply.verdict);
            if (reply.verdict !== 'unknown') solver.learn(game, options, positions[k], { verdict: reply.verdict, moves: reply.moves });
          }
          setVersion((v) => v + 1);
          continue;
        }
        const c = fair ? nextChance(positions.map((_, i) => chanceOf(i) !== undefined)) : null;
        if (c === null) return;
        const reply = await client.fair(game.id, options, session.record.deal, session.record.moves.slice(0, c));
        if (!live) return;
        if (!reply) failed.current.add(chanceKeys[c]);
        else remember(chances, chanceKeys[c], reply.chance);
        setVersion((v) => v + 1);
      }
    };
    void work();
    return () => {
      live = false;
      client.dispose();
    };
  }, [session.replay, showVerdicts, fair]);

  const raw = rawVerdicts();
  const inferred = inferVerdicts(raw);
  const summary = showVerdicts ? reviewSummary(raw) : null;
  const losing = summary?.kind === 'losing-move' ? summary.move : null;
  const announcer = useMemo(() => new Announcer(game.layout(options), t, game.view?.pileNames, i18next.language as Language), [game, options, i18next.language]);
  const words = (k: number) => (k === 0 ? t('reviewDeal') : t('reviewMove', { move: k, words: announcer.move(moves[k - 1], positions[k - 1]) }));
  const label = (k: number) =>
    pointLabel(t, {
      k,
      moves: n,
      endStatus,
      words: words(k),
      verdict: showVerdicts ? inferred[k] : undefined,
      chance: fair ? chanceOf(k) : undefined,
      losing: k === losing,
      here: k === session.cursor,
    });
  const text = summaryText(t, {
    summary,
    moves: n,
    endStatus,
    chanceNow: fair ? chanceOf(session.cursor) : undefined,
    losingWords: losing !== null ? announcer.move(moves[losing - 1], positions[losing - 1]) : undefined,
  });

  return (
    <Modal title={t('reviewTitle')} onClose={props.onClose} t={t}>
      <div class="review" data-testid="review">
        <p class="review-intro">{introKeys(fair, endStatus, n).map((key) => t(key)).join(' ')}</p>
        <p class="review-summary" data-summary={summary?.kind ?? 'fair'} data-losing-move={losing ?? undefined}>
          <span role="status">{text}</span>
          {losing !== null ? (
            <>
              {' '}
              <button type="button" class="review-before" data-action="review-before" onClick={() => props.onGoTo(losing - 1)}>{t('reviewBefore', { move: losing })}</button>
            </>
          ) : null}
        </p>
        {n === 0 ? (
          <p>{t('reviewNoMoves')}</p>
        ) : (
          <Chart t={t} n={n} cursor={session.cursor} losing={losing} verdicts={showVerdicts ? inferred : null} chance={fair ? chanceOf : null} label={label} onGoTo={props.onGoTo} />
        )}
        <ul class="review-legend" aria-hidden="true">
          {showVerdicts ? (
            <>
              <li><span class="swatch verdict-won" />{t('reviewLegendWon')}</li>
              <li><span class="swatch verdict-lost" />{t('reviewLegendLost')}</li>
              <li><span class="swatch verdict-unknown" />{t('reviewLegendUnknown')}</li>
              <li><span class="swatch verdict-pending" />{t('reviewLegendPending')}</li>
            </>
          ) : null}
          {fair ? <li><span class="swatch chance" />{t('reviewLegendChance')}</li> : null}
          <li><span class="swatch here" />{t('reviewLegendHere')}</li>
        </ul>
      </div>
    </Modal>
  );
}

interface ChartProps {
  t: T;
  n: number;
  cursor: number;
  losing: number | null;
  /** One per position, or null when verdicts are not shown (fair mode mid-game). */
  verdicts: readonly PointVerdict[] | null;
  /** The chance at a position (0..1; null: no samples; undefined: not known yet), or null without the chance line. */
  chance: ((k: number) => number | null | undefined) | null;
  label(k: number): string;
  onGoTo(cursor: number): void;
}

/** The chart: the verdict strip, the chance line, the marks, and one focusable point per position over the whole height. */
function Chart(props: ChartProps) {
  const { t, n, cursor, losing, verdicts, chance } = props;
  const wrap = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  /** The point that takes the Tab key (roving focus); null: the losing move, else the current position. */
  const [chosen, setChosen] = useState<number | null>(null);
  /** The point under the pointer, and whether a point has the keyboard focus: marked on the chart, named under it. */
  const [pointed, setPointed] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  useLayoutEffect(() => {
    const element = wrap.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  const focus = chosen ?? losing ?? cursor;
  const left = chance ? AXIS : SIDE;
  const plotWidth = Math.max(0, width - left - SIDE);
  const x = (k: number) => pointX(k, n, left, plotWidth);
  const cell = n === 0 ? plotWidth : plotWidth / n;
  const stripTop = MARK_TOP;
  const stripHeight = verdicts ? STRIP : 0;
  const plotTop = stripTop + stripHeight + (verdicts && chance ? GAP : 0);
  const plotHeight = chance ? PLOT : 0;
  const bottom = plotTop + plotHeight;
  const height = bottom + LABELS;
  const y = (value: number) => plotTop + (1 - value) * plotHeight;

  const goTo = (k: number) => props.onGoTo(k);
  const focusPoint = (k: number) => {
    setChosen(k);
    wrap.current?.querySelector<SVGElement>(`[data-point="${k}"]`)?.focus();
  };

  // The chance line: segments through the points known so far (a point without samples breaks it).
  let path = '';
  const dots: { k: number; value: number }[] = [];
  if (chance) {
    let open = false;
    for (let k = 0; k <= n; k++) {
      const value = chance(k);
      if (typeof value !== 'number') {
        if (value === null) open = false;
        continue;
      }
      path += `${open ? 'L' : 'M'}${x(k).toFixed(1)} ${y(value).toFixed(1)}`;
      open = true;
      dots.push({ k, value });
    }
  }
  // The ends' numbers, and the losing move's, where it does not crowd them.
  const labelled = [...[0, n].filter((k) => losing === null || k === losing || Math.abs(x(k) - x(losing)) > 20), ...(losing !== null && losing !== n ? [losing] : [])];
  const marked = pointed ?? (focused ? focus : null);
  /** The points share the chart's width edge to edge (each from halfway to the one before to halfway to the next), so a tap anywhere picks the nearest. */
  const edge = (k: number) => (k <= 0 ? 0 : k > n ? width : (x(k - 1) + x(k)) / 2);

  return (
    <div class="review-chart" ref={wrap}>
      {width > 0 ? (
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="group" aria-label={t('reviewChart', { count: n })}>
          <g aria-hidden="true">
            {chance ? (
              <g class="chance-axis">
                {[0, 0.5, 1].map((value) => (
                  <g key={value}>
                    <line x1={left} x2={left + plotWidth} y1={y(value)} y2={y(value)} />
                    <text x={left - 4} y={y(value) + 4} text-anchor="end">{`${value * 100}%`}</text>
                  </g>
                ))}
              </g>
            ) : null}
            {verdicts
              ? verdicts.map((verdict, k) => (
                  <rect key={k} class={`cell verdict-${verdict ?? 'pending'}`} x={x(k) - cell / 2} y={stripTop} width={Math.max(cell, 1) + 0.5} height={stripHeight} />
                ))
              : null}
            {chance ? (
              <g class="chance-line">
                <path d={path} />
                {dots.map(({ k, value }) => (
                  <circle key={k} cx={x(k)} cy={y(value)} r={n > 60 ? 2 : 3} />
                ))}
              </g>
            ) : null}
            <g class="here-mark">
              <line x1={x(cursor)} x2={x(cursor)} y1={stripTop} y2={bottom} />
              <path d={`M${x(cursor) - 5} ${bottom + 7}L${x(cursor) + 5} ${bottom + 7}L${x(cursor)} ${bottom + 1}z`} />
            </g>
            {losing !== null ? (
              <g class="losing-mark" data-losing-move={losing}>
                <line x1={x(losing)} x2={x(losing)} y1={16} y2={bottom} />
                <text x={x(losing)} y={13} text-anchor="middle">✕</text>
              </g>
            ) : null}
            <g class="axis-labels">
              {labelled.map((k) => (
                <text key={k} x={x(k)} y={height - 2} text-anchor={k === 0 ? 'start' : k === n ? 'end' : 'middle'} class={k === losing ? 'losing' : ''}>
                  {String(k)}
                </text>
              ))}
            </g>
            {marked !== null ? (
              <rect class="focus-mark" x={x(marked) - Math.max(cell, 6) / 2} y={stripTop - 2} width={Math.max(cell, 6)} height={bottom - stripTop + 4} rx={2} />
            ) : null}
          </g>
          {Array.from({ length: n + 1 }, (_, k) => (
            <rect
              key={k}
              class="review-point"
              data-point={k}
              data-verdict={verdicts?.[k] ?? undefined}
              role="button"
              tabindex={k === focus ? 0 : -1}
              aria-label={props.label(k)}
              x={edge(k)}
              y={0}
              width={edge(k + 1) - edge(k)}
              height={bottom + 4}
              onClick={() => goTo(k)}
              onFocus={() => {
                setChosen(k);
                setFocused(true);
              }}
              onBlur={() => setFocused(false)}
              onPointerEnter={() => setPointed(k)}
              onPointerLeave={() => setPointed(null)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  goTo(k);
                  return;
                }
                const next = pointAfterKey(event.key, k, n);
                if (next === null) return;
                event.preventDefault();
                focusPoint(next);
              }}
            />
          ))}
        </svg>
      ) : null}
      <p class="review-point-text" aria-hidden="true" data-testid="review-point-text">{props.label(pointed ?? focus)}</p>
    </div>
  );
}


/**
 * The pure side of the review after the game (issue 27, item 5; docs/web.md, "A review after the game"): what is known
 * about each position of a game record, what to ask the solver next, and the move that lost the deal. Runs in Node
 * too (review-series.test.ts); the dialog (review-dialog.tsx) draws it and the solver's worker fills it in.
 *
 * A record's positions are `0..n`: 0 is the deal, k the position after move k (core/record.ts `Replay.positions`).
 * The solver's verdicts along a record are monotone (the solver sees every card, docs/solver.md): a position that can
 * be won makes every position before it winnable (play the record's moves up to it, then win), and a position proved
 * lost makes every position after it lost (no move leads out of a lost position). So the series is a run of
 * `won`, then positions the budget did not decide, then a run of `lost`, and the boundary is found by bisection: a
 * game of 100 moves needs about 7 searches, not 101.
 */
import type { Verdict } from '../solver/types.js';

/**
 * The solver's budget for one position of the review, in positions expanded (a budget in positions gives the same
 * chart on every machine). Measured on the shared 2-core machine in Node: Klondike positions are decided within a
 * few thousand; 100 000 undecided takes about half a second (Topsy-Turvy Queens deal 20).
 */
export const REVIEW_STATES = 100_000;

/** What is known about one position: a verdict, or null when it has not been analysed yet. */
export type PointVerdict = Verdict | null;

/**
 * The verdicts that follow from `raw` (one per position, 0..n) by monotony: `won` before any `won`, `lost` after any
 * `lost`. A position's own verdict is kept as it is (a sound solver never contradicts itself).
 */
export function inferVerdicts(raw: readonly PointVerdict[]): PointVerdict[] {
  const lastWon = raw.lastIndexOf('won');
  const firstLost = raw.indexOf('lost');
  return raw.map((verdict, k) => {
    if (verdict === 'won' || verdict === 'lost') return verdict;
    if (k < lastWon) return 'won';
    if (firstLost >= 0 && k > firstLost) return 'lost';
    return verdict;
  });
}

/**
 * The position to ask the solver about next, or null when nothing more can be learnt (every position is decided,
 * or was tried and left `unknown` by the budget). Only positions between the last known winnable one and the first
 * known lost one can still tell something; of those not analysed yet, the middle of the longest run is asked first.
 */
export function nextToSolve(raw: readonly PointVerdict[]): number | null {
  const inferred = inferVerdicts(raw);
  const lastWon = inferred.lastIndexOf('won');
  const firstLost = inferred.indexOf('lost');
  const end = firstLost < 0 ? inferred.length : firstLost;
  let best: { start: number; length: number } | null = null;
  let start = -1;
  for (let k = lastWon + 1; k <= end; k++) {
    const open = k < end && inferred[k] === null;
    if (open && start < 0) start = k;
    if (!open && start >= 0) {
      const length = k - start;
      if (!best || length > best.length) best = { start, length };
      start = -1;
    }
  }
  return best ? best.start + Math.floor((best.length - 1) / 2) : null;
}

/**
 * The series the review reaches when every position it asks about gets `ask(k)` (a synchronous solver: tests, and
 * what the browser's worker must agree with), from what `raw` knows already. Returns the raw series at the end.
 */
export function settleSeries(raw: readonly PointVerdict[], ask: (k: number) => Verdict): PointVerdict[] {
  const series = [...raw];
  for (let k = nextToSolve(series); k !== null; k = nextToSolve(series)) series[k] = ask(k);
  return series;
}

/**
 * The move that lost the deal: the first move k (1..n) after which the position is lost while before it the position
 * could be won (both known). Null when there is none, or when the positions around it are not decided.
 */
export function losingMove(inferred: readonly PointVerdict[]): number | null {
  for (let k = 1; k < inferred.length; k++) if (inferred[k] === 'lost' && inferred[k - 1] === 'won') return k;
  return null;
}

/** What the review says about the whole game (the dialog's summary line). */
export type ReviewSummary =
  /** Move `move` lost the deal. */
  | { kind: 'losing-move'; move: number }
  /** The deal could not be won from the start. */
  | { kind: 'lost-from-start' }
  /** The last position could still be won (or is won). */
  | { kind: 'never-lost' }
  /** Lost after move `to` while winnable after move `from` (0: the deal), undecided in between. */
  | { kind: 'between'; from: number; to: number }
  /** The solver is still at work on positions that can tell. */
  | { kind: 'pending' }
  /** Nothing more can be learnt, and what is known does not say. */
  | { kind: 'undecided' };

/** The summary of `raw` (one verdict per position, 0..n). */
export function reviewSummary(raw: readonly PointVerdict[]): ReviewSummary {
  const inferred = inferVerdicts(raw);
  const move = losingMove(inferred);
  if (move !== null) return { kind: 'losing-move', move };
  if (inferred[0] === 'lost') return { kind: 'lost-from-start' };
  if (inferred.at(-1) === 'won') return { kind: 'never-lost' };
  if (nextToSolve(raw) !== null) return { kind: 'pending' };
  const from = inferred.lastIndexOf('won');
  const to = inferred.indexOf('lost');
  if (from >= 0 && to >= 0) return { kind: 'between', from, to };
  return { kind: 'undecided' };
}

/**
 * The order in which to ask for the chance to win at positions 0..n: coarse to fine (the deal, the end, the middle,
 * the quarters, …), so the chance line has its shape early and fills in. Every position once.
 */
export function coarseToFine(n: number): number[] {
  if (n < 0) return [];
  const order: number[] = [0];
  const seen = new Set(order);
  const add = (k: number) => {
    if (!seen.has(k)) {
      seen.add(k);
      order.push(k);
    }
  };
  add(n);
  let step = 1;
  while (step * 2 <= n) step *= 2;
  for (; step >= 1; step = Math.floor(step / 2)) {
    for (let k = step; k < n; k += step) add(k);
    if (step === 1) break;
  }
  return order;
}

/** The next position, in `coarseToFine` order, whose chance is not known yet; null when all are. */
export function nextChance(known: readonly boolean[]): number | null {
  for (const k of coarseToFine(known.length - 1)) if (!known[k]) return k;
  return null;
}

/** Where the chart draws position `k` of 0..n across a plot `width` wide starting at `left` (CSS pixels). */
export function pointX(k: number, n: number, left: number, width: number): number {
  return n === 0 ? left + width / 2 : left + (k * width) / n;
}

/** The position a key moves the focus to from `k` of 0..n (as a slider's: Left and Down back, Right and Up on, Home, End, Page Up and Page Down ten on and back); null for any other key. */
export function pointAfterKey(key: string, k: number, n: number): number | null {
  const to = (next: number) => Math.max(0, Math.min(n, next));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return to(k - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return to(k + 1);
    case 'Home':
      return 0;
    case 'End':
      return n;
    case 'PageUp':
      return to(k + 10);
    case 'PageDown':
      return to(k - 10);
    default:
      return null;
  }
}

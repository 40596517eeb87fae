/**
 * What the solvers' tests share (imported by `*.test.ts` only): a seeded generator for random playouts, a replay of a
 * won line that does not trust the solver, positions near the end of random playouts, and the verdicts of a position
 * with the pruning rules switched off one by one (issue 30).
 */
import { gameStatus, playMove } from '../core/engine.js';
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import type { Verdict } from './types.js';

/** A small seeded generator (mulberry32): numbers in [0, 1), the same sequence for a seed on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Replays `moves` from `position` through the engine, independently of the solver: true when every move is legal in
 * turn (each copied through JSON, as a saved line would be) and the last position is won.
 */
export function replaysToWon(game: AnyGame, position: Position, opts: Options, moves: readonly Move[]): boolean {
  let current = position;
  for (const move of moves) {
    if (gameStatus(game, current, opts) !== 'playing') return false;
    const played = playMove(game, current, opts, JSON.parse(JSON.stringify(move)) as Move);
    if (!played.ok) return false;
    current = played.value.position;
  }
  return gameStatus(game, current, opts) === 'won';
}

/**
 * Positions near the end of a random legal playout from `start`: the playout plays up to `maxMoves` moves while the
 * game is on, each picked at random among the legal moves `prefer` keeps with probability `bias` (when it keeps any),
 * else among all legal moves; returned are the positions `back[i]` moves before its last position (those it reached).
 * Near the end the plain search (every pruning rule off) is complete within a small budget.
 */
export function playoutTail(
  game: AnyGame,
  opts: Options,
  start: Position,
  next: () => number,
  back: readonly number[],
  { maxMoves = 400, prefer, bias = 0.8 }: { maxMoves?: number; prefer?: (move: Move) => boolean; bias?: number } = {},
): Position[] {
  const line: Position[] = [start];
  let position = start;
  for (let i = 0; i < maxMoves && gameStatus(game, position, opts) === 'playing'; i++) {
    const legal = game.legalMoves(position, opts);
    if (legal.length === 0) break;
    const preferred = prefer === undefined ? [] : legal.filter(prefer);
    const pool = preferred.length > 0 && next() < bias ? preferred : legal;
    position = game.apply(position, pool[Math.floor(next() * pool.length)], opts).position;
    line.push(position);
  }
  return back.filter((k) => k < line.length).map((k) => line[line.length - 1 - k]);
}

/** The verdicts of one position with every pruning rule on, every rule off (`pruning: false`), and each rule off alone. */
export interface RuleVerdicts {
  on: Verdict;
  off: Verdict;
  alone: Record<string, Verdict>;
}

/**
 * The verdicts of `verdict(rulesOff)` for every rule on (`[]`), every rule off (`null`: `pruning: false`) and each rule
 * of `rules` off alone (`[rule]`).
 */
export function ruleVerdicts(rules: readonly string[], verdict: (rulesOff: readonly string[] | null) => Verdict): RuleVerdicts {
  return { on: verdict([]), off: verdict(null), alone: Object.fromEntries(rules.map((rule) => [rule, verdict([rule])])) };
}

/**
 * The disagreements among the decided verdicts of `verdicts`: a search with a rule off alone, or with every rule off,
 * that decides otherwise than the search with every rule on or the one with every rule off. Each is named by the rule
 * ("all off" for every rule off) and the two verdicts; none when every decided verdict is the same.
 */
export function ruleDisagreements(verdicts: RuleVerdicts): string[] {
  const found: string[] = [];
  const references: [string, Verdict][] = [['every rule on', verdicts.on], ['every rule off', verdicts.off]];
  const others: [string, Verdict][] = [['every rule off', verdicts.off], ...Object.entries(verdicts.alone).map(([rule, v]): [string, Verdict] => [`${rule} off alone`, v])];
  for (const [name, verdict] of others) {
    if (verdict === 'unknown') continue;
    for (const [reference, expected] of references) {
      if (expected !== 'unknown' && reference !== name && expected !== verdict) found.push(`${name}: ${verdict}, ${reference}: ${expected}`);
    }
  }
  return found;
}

/**
 * The thoughtful solver's budget a deal on the command line (`solve`, `stats`, the queue's batches; issue 26, item 1):
 * `--budget-states N`, the most positions a deal may expand (every phase of a solver counted, restarts seeded: nothing
 * reads the clock, so the same command gives the same verdicts, states and lines on any machine and under any load),
 * or `--budget-ms MS`, a time limit (the default, 10,000 ms, as the app's interactive searches use). The two are not
 * given together: a time limit beside a state budget would make its results depend on the machine again.
 */
import type { SolveBudget } from '../solver/types.js';
import { UsageError } from './common.js';

/** A thoughtful budget a deal: positions (`budgetStates`, deterministic) or milliseconds (`budgetMs`). */
export type ThoughtfulBudget = { budgetStates: number; budgetMs?: undefined } | { budgetMs: number; budgetStates?: undefined };

/** The budget when neither flag is given. */
export const DEFAULT_BUDGET_MS = 10_000;

/** Reads a whole number of milliseconds, 1 .. 2^53 − 1 (a larger one is no longer a whole number). @throws UsageError. */
export function parseBudgetMs(text: string, flag = '--budget-ms'): number {
  const ms = Number(text);
  if (!/^\d+$/.test(text.trim()) || ms < 1 || !Number.isSafeInteger(ms)) throw new UsageError(`${flag} wants a whole number of milliseconds from 1 to ${Number.MAX_SAFE_INTEGER}, got "${text}"`);
  return ms;
}

/** Reads a whole number of positions, 1 .. 2^53 − 1. @throws UsageError. */
export function parseBudgetStates(text: string, flag = '--budget-states'): number {
  const states = Number(text);
  if (!/^\d+$/.test(text.trim()) || states < 1 || !Number.isSafeInteger(states)) throw new UsageError(`${flag} wants a whole number of positions from 1 to ${Number.MAX_SAFE_INTEGER}, got "${text}"`);
  return states;
}

/**
 * The budget from `--budget-states` and `--budget-ms` (`msGiven`: whether `--budget-ms` came from the command line, as
 * it has a default). @throws UsageError for both given, or a bad number.
 */
export function budgetFrom(flags: { budgetStates?: string; budgetMs?: string }, msGiven: boolean): ThoughtfulBudget {
  if (flags.budgetStates !== undefined && msGiven) throw new UsageError('give one of --budget-states and --budget-ms, not both (a time limit would make a run in positions depend on the machine)');
  if (flags.budgetStates !== undefined) return { budgetStates: parseBudgetStates(flags.budgetStates) };
  return { budgetMs: flags.budgetMs === undefined ? DEFAULT_BUDGET_MS : parseBudgetMs(flags.budgetMs) };
}

/** The solver's budget (src/solver/types.ts `SolveBudget`) of a thoughtful budget: `{ states }` or `{ ms }`. */
export function solveBudget(budget: ThoughtfulBudget): SolveBudget {
  return budget.budgetStates !== undefined ? { states: budget.budgetStates } : { ms: budget.budgetMs };
}

/** The budget in words: `200000 states` or `10000 ms`. */
export function budgetText(budget: { budgetStates?: number; budgetMs?: number }): string {
  return budget.budgetStates !== undefined ? `${budget.budgetStates} states` : `${String(budget.budgetMs)} ms`;
}

/**
 * Shapes shared by the solvers (docs/solver.md).
 *
 * The solvers play "thoughtful" patience: they see every card, face-down ones and the stock included.
 */
import type { Move, Options, Position } from '../core/game.js';

/**
 * Limits of one search. Both are optional; the search stops at whichever is reached first. With `states` alone no
 * solver reads the clock (every phase shares the count, restarts are seeded): the same budget gives the same verdict,
 * states and line on any machine and under any load (issue 26, item 1). A solver's phases that share out the budget
 * (restarts) do so by time under `ms` and by positions under `states`, whichever ends first with both.
 */
export interface SolveBudget {
  /** The most positions the search may expand, in all its phases (counted as `states` in the result). */
  states?: number;
  /** The most wall-clock milliseconds the search may take. */
  ms?: number;
}

/**
 * The verdict of a search:
 * - `won`: `moves` is a winning line from the given position, certified by replaying it through the rules core
 *   (every move legal by `playMove`, the last position `won` by `gameStatus`);
 * - `lost`: the search went through every reachable position (up to the provably safe pruning of docs/solver.md)
 *   and none is won;
 * - `unknown`: the budget ran out first (or, never expected, a line failed its certification: see `note`).
 */
export type Verdict = 'won' | 'lost' | 'unknown';

export interface SolveResult {
  result: Verdict;
  /** The winning line (project moves, replayable by `pasyans play --moves`); empty unless `won`. */
  moves: Move[];
  /** Positions expanded. */
  states: number;
  /** Wall-clock milliseconds the search took (certification included). */
  ms: number;
  /** Milliseconds of the search alone (before translation and certification of a won line). */
  searchMs?: number;
  /** Why the result is `unknown` when not for the budget (a failed certification, a full table). */
  note?: string;
  /** Set when `SolveSettings.certify` was false and the result is `won`: the line was not replayed, so it promises nothing. */
  uncertified?: true;
}

/** Switches of a search. */
export interface SolveSettings {
  /** Provably safe pruning (safe foundation moves, dominated moves): on by default; false turns all of it off. */
  pruning?: boolean;
  /** Pruning rules of the fast solver switched off by letter (FastSettings.rulesOff). */
  rulesOff?: readonly string[];
  /** The fast solver's complete search alone, without a lighter first phase (FastSettings.singlePhase). */
  singlePhase?: boolean;
  /** `auto` (default) uses a game's own fast solver where it has one (fast-solvers.ts); `generic` forces the generic search. */
  engine?: 'auto' | 'generic';
  /**
   * True (default): a `won` line is replayed through the rules core before it is reported. False skips that replay, for
   * a caller that only weighs verdicts of many positions it made up itself (the player that does not peek, fair/: about
   * a sixth of a short solve's time) and never shows the line as a proof; the result then carries `uncertified`.
   */
  certify?: boolean;
}

/** The settings of a game's own fast solver (src/solver/fast-solvers.ts). */
export interface FastSettings {
  /** Provably safe pruning (docs/solver.md): false turns every rule off. */
  pruning: boolean;
  /**
   * Pruning rules switched off one by one, by their letters in the solver's doc (FAST_SOLVER_RULES in fast-solvers.ts:
   * Klondike S G P T D F V L K; Go, No Go R F G B; Topsy-Turvy Queens G F K S C B D V L; the seed-001 games E L M C P
   * D Q Z S W T, Moving Shops E C P D Q); the differential checks of soundness turn each off alone. An unknown letter
   * throws.
   */
  rulesOff?: readonly string[];
  /**
   * The solver's complete search with its rules alone, from the start: no lighter first phase (Topsy-Turvy Queens runs
   * one without rules D and V). The differential checks use it so that every rule is at work on every position; the
   * other solvers have no such phase and ignore it.
   */
  singlePhase?: boolean;
  /** Table size limit: 2^maxTableBits entries (the Klondike solver: default 25, entries of 12 bytes, 384 MiB). */
  maxTableBits?: number;
  /** Randomised move order for restarts: scores get a random 0..noise − 1 added (0: none). */
  noise?: number;
  /** Seed of the randomised order. */
  seed?: number;
}

/** The outcome of a fast search: the verdict, the line (project moves, not yet certified), states and a note. */
export interface FastOutcome {
  result: Verdict;
  moves: Move[];
  states: number;
  note?: string;
  /**
   * Set when the fast solver cannot hold the position (checked before searching; never for a position reached by
   * play): why not. `solve()` then uses the generic search and says so in its note.
   */
  declined?: string;
}

/**
 * A game's own fast solver: searches `position` (any position reached by play) under `options`, expanding at most
 * `maxStates` positions in all its phases and stopping at `deadline` (a `performance.now()` time; Infinity for none:
 * then the clock decides nothing, so the same `maxStates` gives the same outcome). `lost` only when its search was
 * complete. The line is not yet certified: `solve()` (index.ts) certifies it through the engine. A position it cannot
 * hold is declined (`declined`, with the reason), never thrown; a throw is a solver bug and reaches the caller.
 */
export type FastSolver = (position: Position, options: Options, settings: FastSettings, maxStates: number, deadline: number) => FastOutcome;

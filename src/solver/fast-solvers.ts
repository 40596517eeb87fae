/**
 * The games' own fast solvers, by game id (docs/solver.md). A game listed here is searched by its fast solver; the
 * others go to the generic search (generic.ts). Every fast solver's `won` line is certified by `solve()` (index.ts).
 */
import { ARTLESS_RULES } from '../games/artless.js';
import { MOVING_SHOPS_RULES } from '../games/moving-shops.js';
import { PERCENTAGES_RULES } from '../games/percentages.js';
import { GO_NO_GO_RULES } from './go-no-go/pruning.js';
import { solveGoNoGoFast } from './go-no-go/search.js';
import { solveKlondikeFast } from './klondike/index.js';
import { KLONDIKE_RULES } from './klondike/rules.js';
import { seed001FastSolver } from './seed001/index.js';
import { seed001RulesOf } from './seed001/pruning-rules.js';
import { TTQ_RULES } from './topsy-turvy-queens/rules.js';
import { solveTopsyTurvyQueensFast } from './topsy-turvy-queens/search.js';
import type { FastSolver } from './types.js';

export const FAST_SOLVERS: Readonly<Record<string, FastSolver>> = {
  klondike: solveKlondikeFast,
  'go-no-go': solveGoNoGoFast,
  'topsy-turvy-queens': solveTopsyTurvyQueensFast,
  'moving-shops': seed001FastSolver(MOVING_SHOPS_RULES),
  artless: seed001FastSolver(ARTLESS_RULES),
  percentages: seed001FastSolver(PERCENTAGES_RULES),
};

/**
 * The pruning rules of each fast solver, by the letters of its reference (docs/solvers/): `SolveSettings.rulesOff`
 * switches them off one by one (the differential checks of soundness, differential.ts). A game not listed has none.
 */
export const FAST_SOLVER_RULES: Readonly<Record<string, readonly string[]>> = {
  klondike: KLONDIKE_RULES,
  'go-no-go': GO_NO_GO_RULES,
  'topsy-turvy-queens': TTQ_RULES,
  'moving-shops': seed001RulesOf(MOVING_SHOPS_RULES),
  artless: seed001RulesOf(ARTLESS_RULES),
  percentages: seed001RulesOf(PERCENTAGES_RULES),
};

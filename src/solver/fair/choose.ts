/**
 * The move of the player that does not peek (issue 27, item 1): hindsight optimisation over samples of the cards it
 * has not seen, searched by our own solvers (src/solver/index.ts `solve`), with budgets in positions.
 *
 * From a `PlayerView` (view.ts: only what the player sees and remembers):
 * 1. The candidates (candidates.ts) are the legal moves, the stock folded in, less those already played from this
 *    same view (`view.tried`), read from one filling of the view (they never depend on a card not seen); after
 *    `idle` moves without progress, only those that make progress (where there are any).
 * 2. When the view hides at most one card, the position is known: the solver searches it (`knownStates`) and a won
 *    line is played as it stands (the `line` of the choice).
 * 3. Else positions are drawn, `batch` at a time, up to `samples` (sample.ts: the unseen cards uniformly shuffled into
 *    their slots), and each is searched from here (`states` positions at most; `unknown` counts as not won). The share
 *    won is `chance`. Each won sample *votes* for the candidate its line starts with, which wins that sample without a
 *    further search. After each batch, step 4; the drawing stops once the best candidate wins every won sample and at
 *    least `sure` samples are won.
 * 4. Hindsight optimisation (Bjarnason, Fern & Tadepalli 2009; lonelybot's player): a candidate's score is the number
 *    of samples it wins, the position after it searched in each won sample it did not get the vote of. The best score
 *    is found exactly, by branch and bound: candidates in order of their class (candidates.ts: a card turned up first,
 *    then a card to a foundation, …, back to an earlier view last), then of votes, then the game's order, each
 *    evaluated only while it can still beat the best so far, none after one wins every won sample. Among equal scores
 *    that order decides.
 * 5. When no sample is won and some were cut off by the budget, those are searched again with `escalate` times the
 *    budget; when still none is won, the first candidate in that order is chosen (the deal is most likely lost: a
 *    whole game resigns there, play.ts).
 *
 * Pure: the same view, options and settings give the same choice (the samples are seeded from the seed and the
 * view, sample.ts), whatever the cards not seen are.
 */
import type { AnyGame, Move, Options, Position } from '../../core/game.js';
import { solve } from '../index.js';
import { type Candidate, candidatesOf, startsLine } from './candidates.js';
import { decisionRandom, shuffled } from './sample.js';
import { type PlayerView, fillView, hiddenCount } from './view.js';

/** How hard the player thinks: samples and positions, never milliseconds (a run repeats on every machine). */
export interface FairSettings {
  /** The player's seed (an integer): another seed draws other samples. Default 1. */
  seed?: number;
  /**
   * The most samples drawn at a decision. They are drawn `batch` at a time, and the drawing stops once the best
   * candidate wins every won sample and at least `sure` are won: most decisions are that clear after a few. Default 96.
   */
  samples?: number;
  /** Samples drawn at a time. Default 8. */
  batch?: number;
  /** Won samples that a candidate winning all of them must have for the drawing to stop early. Default 6. */
  sure?: number;
  /** The most positions one search of a sample may expand. Default 2,000. */
  states?: number;
  /** The most positions of the search when the view hides at most one card (the position is known). Default 200,000. */
  knownStates?: number;
  /** When no sample is won and some were cut off, they are searched again with this many times `states`. Default 4; 1: never. */
  escalate?: number;
  /** Draw one batch of samples (for `chance`) even when only one candidate is left. Default false: it is chosen at once. */
  estimate?: boolean;
  /**
   * After this many moves without progress (`view.idle`), only candidates that make progress are weighed, where there
   * are any: hindsight optimisation cannot tell shuffling cards to and fro from getting somewhere (in every sample the
   * solver could still take a shuffle back), so without it a player can wander for thousands of moves. Default 8.
   */
  idle?: number;
  /** Among candidates of equal score, prefer the one the solver wins with the fewest positions (`easiest`). Default false. */
  ease?: boolean;
}

/** The defaults of `FairSettings`, all filled in. */
export const FAIR_DEFAULTS: Required<FairSettings> = { seed: 1, samples: 96, batch: 8, sure: 6, states: 2000, knownStates: 200_000, escalate: 4, estimate: false, idle: 8, ease: false };

/** A candidate and what the samples said of it. */
export interface CandidateScore {
  /** Its moves: stock moves, then the move that changes the game (candidates.ts). */
  moves: Move[];
  /** Samples won after it (by the vote of a sample's line, or by a search of the position after it). */
  wins: number;
  /** Won samples whose line starts with it. */
  votes: number;
  /** Samples decided for it (votes plus searches); fewer than the won samples where branch and bound cut it off. */
  evaluated: number;
}

/** The player's choice at a view. */
export interface FairChoice {
  /** The first move to play (a hint shows it); null when no untried candidate is left (the player gives up). */
  move: Move | null;
  /** The whole candidate chosen: `move` and the moves after it that reveal nothing (a whole game plays them all). */
  moves: Move[];
  /**
   * Share of the samples won by the solver from here (0..1): the chance that the cards not seen lie so that the deal can
   * still be won by a player who saw them (an upper bound on this player's own chance). NaN when none were drawn.
   */
  chance: number;
  /** Samples drawn (1 when the view hides at most one card, 0 when the candidate was the only one). */
  samples: number;
  /** Of the samples: won, lost (the search proved it), unknown (the budget ran out). */
  won: number;
  lost: number;
  unknown: number;
  /** Every candidate with its score, the chosen one first (empty when no sample was won). */
  candidates: CandidateScore[];
  /** Positions expanded in all searches of this decision, and the number of searches. */
  states: number;
  searches: number;
  /** When the view hides at most one card and the solver won: its certified line from here (`moves` starts it). */
  line?: Move[];
}

/** Counts of the searches of one decision. */
interface Work {
  states: number;
  searches: number;
}

type Search = ReturnType<typeof solve>;

/** A search of a position of the player's own making (a sample): the verdict and line only, not certified. */
function search(game: AnyGame, position: Position, options: Options, states: number, work: Work): Search {
  const result = solve(game, position, options, { states }, { certify: false });
  work.states += result.states;
  work.searches++;
  return result;
}

/** The position after `moves` from `position`. */
function after(game: AnyGame, position: Position, options: Options, moves: readonly Move[]): Position {
  let current = position;
  for (const move of moves) current = game.apply(current, move, options).position;
  return current;
}

/** The choice of the player that does not peek at `view` (see the module comment). */
export function chooseMove(game: AnyGame, view: PlayerView, options: Options, settings: FairSettings = {}): FairChoice {
  const config = { ...FAIR_DEFAULTS, ...settings };
  const filled = fillView(view);
  const all = candidatesOf(game, options, view, filled);
  const onward = view.idle >= config.idle ? all.filter((candidate) => candidate.progress) : [];
  const candidates = onward.length > 0 ? onward : all;
  const work: Work = { states: 0, searches: 0 };
  const choice = (moves: Move[] | null, extra: Partial<FairChoice> = {}): FairChoice => ({ move: moves?.[0] ?? null, moves: moves ?? [], chance: Number.NaN, samples: 0, won: 0, lost: 0, unknown: 0, candidates: [], ...work, ...extra });
  if (candidates.length === 0) return choice(null);
  const order = candidates.map((_, c) => c).sort((a, b) => candidates[a].rank - candidates[b].rank || a - b);
  if (candidates.length === 1 && !config.estimate) return choice(candidates[0].moves);
  if (hiddenCount(view) <= 1) {
    const known = solve(game, filled, options, { states: config.knownStates });
    work.states += known.states;
    work.searches++;
    const first = known.result === 'won' ? candidates.find((candidate) => startsLine(candidate.moves, known.moves)) : undefined;
    if (first) return choice(first.moves, { chance: 1, samples: 1, won: 1, line: known.moves, ...work });
    if (known.result === 'lost') return choice(candidates[order[0]].moves, { chance: 0, samples: 1, lost: 1, ...work });
  }
  const random = decisionRandom(view, config.seed);
  const samples: Position[] = [];
  const first: Search[] = [];
  const found = candidates.map(() => new Map<number, Search>());
  let scores: CandidateScore[] = [];
  const most = hiddenCount(view) <= 1 ? 1 : Math.max(1, config.samples);
  while (samples.length < most) {
    const batch = Math.min(Math.max(1, config.batch), most - samples.length);
    for (let k = 0; k < batch; k++) {
      const sample = hiddenCount(view) <= 1 ? filled : fillView(view, shuffled(view.unseen, random));
      samples.push(sample);
      first.push(search(game, sample, options, config.states, work));
    }
    const won = first.filter((result) => result.result === 'won').length;
    if (candidates.length === 1) break;
    if (won === 0) continue;
    scores = hindsight(game, options, candidates, order, samples, first, found, config.states, work, config.ease);
    if (scores[0].wins === won && won >= config.sure) break;
  }
  if (config.escalate > 1 && !first.some((result) => result.result === 'won')) {
    first.forEach((result, i) => {
      if (result.result === 'unknown') first[i] = search(game, samples[i], options, config.states * config.escalate, work);
    });
    if (first.some((result) => result.result === 'won') && candidates.length > 1) scores = hindsight(game, options, candidates, order, samples, first, found, config.states * config.escalate, work, config.ease);
  }
  const counts = { won: 0, lost: 0, unknown: 0 };
  for (const result of first) counts[result.result]++;
  const estimate = { chance: counts.won / samples.length, samples: samples.length, ...counts };
  if (scores.length === 0) return choice(candidates[order[0]].moves, estimate);
  return choice(scores[0].moves, { ...estimate, candidates: scores, ...work });
}

/**
 * Step 4 of the module comment: every candidate's score over the won samples, the best exactly (branch and bound), the
 * chosen one first, then by wins. `first[i]` is the search of `samples[i]` from here; `order` the candidates by class;
 * `found[c]` keeps the searches of the position after candidate c, by sample, for the next batch.
 */
function hindsight(game: AnyGame, options: Options, candidates: Candidate[], order: number[], samples: Position[], first: Search[], found: Map<number, Search>[], states: number, work: Work, ease: boolean): CandidateScore[] {
  const wonSamples = samples.map((_, i) => i).filter((i) => first[i].result === 'won');
  const voteOf = wonSamples.map((i) => candidates.findIndex((candidate) => startsLine(candidate.moves, first[i].moves)));
  const scores: CandidateScore[] = candidates.map((candidate, c) => {
    const votes = voteOf.filter((vote) => vote === c).length;
    return { moves: candidate.moves, wins: votes, votes, evaluated: votes };
  });
  const rank = (c: number) => candidates[c].rank;
  const tried = order.slice().sort((a, b) => rank(a) - rank(b) || scores[b].votes - scores[a].votes || order.indexOf(a) - order.indexOf(b));
  let best = -1;
  for (const c of tried) {
    const score = scores[c];
    const bestWins = best < 0 ? -1 : scores[best].wins;
    if (bestWins === wonSamples.length) break;
    for (let k = 0; k < wonSamples.length; k++) {
      if (voteOf[k] === c) continue;
      if (score.wins + (wonSamples.length - score.evaluated) <= bestWins) break;
      const i = wonSamples[k];
      let result = found[c].get(i);
      if (result === undefined) found[c].set(i, (result = search(game, after(game, samples[i], options, score.moves), options, states, work)));
      if (result.result === 'won') score.wins++;
      score.evaluated++;
    }
    if (score.wins > bestWins) best = c;
  }
  if (ease && best >= 0) best = easiest(game, options, candidates, tried, scores, best, samples, wonSamples, found, states, work);
  return tried
    .map((c) => ({ score: scores[c], c }))
    .sort((a, b) => Number(b.c === best) - Number(a.c === best) || b.score.wins - a.score.wins)
    .map(({ score }) => score);
}

/**
 * Among the candidates that win as many samples as the best one (`FairSettings.ease`), the one whose positions the
 * solver wins with the fewest positions searched, summed over the won samples (a sample it does not win counts its
 * whole budget): a position won at once in every world is one where the player, who cannot see, still has room.
 * Every candidate that can still tie is searched in every won sample; `tried` is the order ties fall back on.
 */
function easiest(game: AnyGame, options: Options, candidates: Candidate[], tried: number[], scores: CandidateScore[], best: number, samples: Position[], wonSamples: number[], found: Map<number, Search>[], states: number, work: Work): number {
  const most = scores[best].wins;
  let chosen = best;
  let least = Number.POSITIVE_INFINITY;
  for (const c of tried) {
    if (scores[c].wins + (wonSamples.length - scores[c].evaluated) < most) continue;
    let wins = 0;
    let cost = 0;
    for (const i of wonSamples) {
      let result = found[c].get(i);
      if (result === undefined) found[c].set(i, (result = search(game, after(game, samples[i], options, candidates[c].moves), options, states, work)));
      if (result.result === 'won') wins++;
      cost += result.result === 'won' ? result.states : states;
    }
    scores[c].wins = wins;
    scores[c].evaluated = wonSamples.length;
    if (wins === most && cost < least) {
      least = cost;
      chosen = c;
    }
  }
  return chosen;
}

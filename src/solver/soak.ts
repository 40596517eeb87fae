/**
 * Checked random playouts (issue 26, item 6, "Invariants at volume"; docs/soak.md): random legal playouts of a game
 * and reading in which every position and every move is checked against the invariants of core/invariants.ts and
 * against the game record's machinery (core/record.ts), as the web app's session uses it:
 *
 * - cards, status, moves (core/invariants.ts) in the opening and after every move;
 * - undo: after each move, the session's undo gives back exactly the position before it (compared as JSON text taken
 *   before the move, so a hook that changed the old position is caught) and redo the one after it;
 * - replay: the record's moves, each through JSON as a saved game holds it, replayed from a second deal of the deck
 *   by the engine's `playMove` (the move matched against the legal moves, `movesNamed` where the game has it), and
 *   where the game has `play`, on one working table for the whole line (as certification replays), give the
 *   session's position after every move; at the end of the playout the saved record loads (`loadRecord`: every move
 *   replayed from the deal) and opens on the same position.
 *
 * A playout picks its moves as playouts.ts does (`pickSoakMove`: `pickPlayoutMove`, moves that end a phase made rare)
 * until the game is over or `maxMoves` are played,
 * and stops at the first failure. Everything is seeded: a playout is named by its game, options, deal and playout
 * seed, and gives the same moves and the same verdict on every machine.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { shuffledDeck } from '../core/deal.js';
import { gameStatus, playMove } from '../core/engine.js';
import type { AnyGame, Move, Options, PileKind, Position } from '../core/game.js';
import { CardLedger, type InvariantCheck, checkMoves, checkStatus, samePosition } from '../core/invariants.js';
import { pileKinds } from '../core/piles.js';
import { type GameRecord, currentPosition, loadRecord, newRecord, openSession, saveRecord, sessionPlay, sessionRecord, sessionRedo, sessionUndo } from '../core/record.js';
import { Table } from '../core/table.js';
import { pickPlayoutMove } from './playouts.js';

/** Moves a playout plays at most unless told otherwise. */
export const DEFAULT_MAX_MOVES = 1000;

/** One playout to check: its game's options, its deal (a deal number) and the seed of its move choices. */
export interface SoakPlayoutSpec {
  options: Options;
  deal: number;
  playoutSeed: number;
  maxMoves: number;
}

/** A failed check: which, at which move, what is wrong, and the record to it. */
export interface SoakFailure {
  check: InvariantCheck;
  /** 0: the opening failed its checks; k: the k-th move failed, in its play or in the checks of the position after it. */
  moveIndex: number;
  message: string;
  /** The game record of the playout to the failing move, that move last. */
  record: GameRecord;
}

/** How a playout ended: won, lost, `limit` when `maxMoves` were played (and checked) first, or `failed` at its first failure. */
export type SoakEnd = 'won' | 'lost' | 'limit' | 'failed';

/** What one checked playout gives. */
export interface SoakPlayout {
  end: SoakEnd;
  /** Moves played and checked (a failed playout: the moves before the failing one). */
  moves: number;
  failure?: SoakFailure;
}

/** A failure thrown inside the playout, caught at its top to become its verdict. */
class Failed extends Error {
  constructor(
    readonly check: InvariantCheck,
    readonly detail: string,
  ) {
    super(detail);
  }
}

function fail(check: InvariantCheck, problem: string | null): void {
  if (problem !== null) throw new Failed(check, problem);
}

/**
 * Plays one random legal playout of `game` (see the module comment) and checks every position and move. `registry`
 * is the games `loadRecord` knows (the game itself by default). Never throws: an exception of a hook is an `engine`
 * failure at the move it happened.
 */
export function soakPlayout(game: AnyGame, spec: SoakPlayoutSpec, registry: Readonly<Record<string, AnyGame>> = { [game.id]: game }): SoakPlayout {
  const { options } = spec;
  const record = newRecord(game, options, { seed: spec.deal });
  const moves: Move[] = [];
  let end: SoakEnd = 'limit';
  try {
    const deck = shuffledDeck(spec.deal, game.deckSize(options));
    const ledger = new CardLedger(deck, game.layout(options).map((pile) => pile.id));
    const kinds = pileKinds(game, options);
    const rng = xoroshiro128plus(spec.playoutSeed | 0);

    const opened = openSession(game, record);
    if (!opened.ok) throw new Failed('engine', `the deal does not open: ${opened.error}`);
    let session = opened.value;
    let position = currentPosition(session);
    // The replay's own line: a second deal of the same deck, then the record's moves as a saved game holds them. It
    // shares no object with the session's line, so it also stands for the position before each move when undo is
    // checked (compared before the replay plays the move).
    let replayed: Position = game.deal(shuffledDeck(spec.deal, game.deckSize(options)), options).position;
    fail('replay', samePosition(replayed, position) ? null : 'a second deal of the same deck gives another opening position');
    const table = game.play ? new Table(game.deal(deck, options).position) : null;
    fail('cards', ledger.check(position));

    for (;;) {
      const legal = game.legalMoves(position, options);
      const status = gameStatus(game, position, options);
      fail('moves', checkMoves(game, legal));
      fail('status', checkStatus(game, position, options, legal, status));
      if (status !== 'playing') {
        end = status;
        break;
      }
      if (moves.length >= spec.maxMoves) break;

      const move = pickSoakMove(rng, legal, kinds);
      moves.push(move); // in the record of a failure from here on, as the move it happened in
      const played = sessionPlay(session, move);
      if (!played.ok) throw new Failed('engine', `the session refuses the legal move ${JSON.stringify(move)}: ${played.error}`);
      const next = played.value.session;
      const matched = next.record.moves[moves.length - 1];
      moves[moves.length - 1] = matched;
      const after = currentPosition(next);

      fail('cards', ledger.check(after));
      const undone = sessionUndo(next);
      fail('undo', samePosition(currentPosition(undone), replayed) ? null : 'undo gives another position than the one before the move');
      fail('undo', samePosition(currentPosition(sessionRedo(undone)), after) ? null : 'redo after undo gives another position than the one after the move');

      const saved = JSON.parse(JSON.stringify(matched)) as Move;
      const replay = playMove(game, replayed, options, saved);
      if (!replay.ok) throw new Failed('replay', `the record's move ${JSON.stringify(saved)} is refused on replay: ${replay.error}`);
      replayed = replay.value.position;
      fail('replay', samePosition(replayed, after) ? null : "the record's replay gives another position");
      if (table) {
        game.play!(table, saved, options);
        fail('replay', samePosition(table.position(), after) ? null : 'the line played on one table gives another position');
      }

      session = next;
      position = after;
    }

    const loaded = loadRecord(saveRecord(sessionRecord(session)), registry);
    if (!loaded.ok) throw new Failed('replay', `the saved record does not load: ${loaded.error}`);
    const reopened = openSession(game, loaded.value);
    if (!reopened.ok) throw new Failed('replay', `the loaded record does not open: ${reopened.error}`);
    fail('replay', samePosition(currentPosition(reopened.value), position) ? null : 'the saved record, loaded again, gives another position');
    return { end, moves: moves.length };
  } catch (error) {
    const failure = error instanceof Failed ? { check: error.check, message: error.detail } : { check: 'engine' as const, message: `exception: ${(error as Error).stack ?? String(error)}` };
    const failedMove = moves.length; // the moves of the record: the failing one last, or none when the opening failed
    return { end: 'failed', moves: Math.max(0, failedMove - 1), failure: { ...failure, moveIndex: failedMove, record: { ...record, moves } } };
  }
}

/**
 * One pick in this many, a move that ends a phase of the game by the player's choice (Go, No Go's `gather` and `end`)
 * is a candidate while other moves are legal: a candidate every time, it ended every random game of Go, No Go after a
 * few transfers, and no playout reached a won position.
 */
export const PHASE_END_ODDS = 10;

const PHASE_ENDS: readonly Move['type'][] = ['gather', 'end'];

/**
 * A soak playout's move: as `pickPlayoutMove` picks it, but while other moves are legal, the moves that end a phase
 * (`PHASE_ENDS`) are among the candidates only one time in `PHASE_END_ODDS`.
 */
export function pickSoakMove(rng: RandomGenerator, legal: readonly Move[], kinds: ReadonlyMap<string, PileKind>): Move {
  const others = legal.filter((move) => !PHASE_ENDS.includes(move.type));
  if (others.length === legal.length || others.length === 0 || uniformInt(rng, 1, PHASE_END_ODDS) === 1) return pickPlayoutMove(rng, legal, kinds);
  return pickPlayoutMove(rng, others, kinds);
}

/** A 32-bit FNV-1a hash of `text` (a seed from a name; not for security). */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The deal and playout seed of playout `index` (0-based) of a game's reading in a soak run with seed `runSeed`: each
 * a 32-bit hash of the four, so every playout has its own deal and its own choices, and a run's playouts do not
 * depend on how they are cut into batches.
 */
export function playoutSeeds(runSeed: number, gameId: string, reading: string, index: number): { deal: number; playoutSeed: number } {
  const name = `${runSeed}/${gameId}/${reading}/${index}`;
  return { deal: hash32(`${name}/deal`), playoutSeed: hash32(`${name}/play`) };
}

/** A batch of a soak run: playouts `first` .. `first + count − 1` of one reading of a game. */
export interface SoakBatch {
  game: string;
  /** The reading's short name (`defaults`, `classic`, `draw=1`, …: its label in readings.ts without backticks and "preset "). */
  reading: string;
  options: Options;
  /** The run's seed, from which each playout's deal and choices come (`playoutSeeds`). */
  seed: number;
  first: number;
  count: number;
  maxMoves: number;
}

/** A failed playout of a batch: where it is in the run, its deal and playout seed, and the failure. */
export interface SoakBatchFailure extends SoakFailure {
  index: number;
  deal: number;
  playoutSeed: number;
}

/** Most failures a batch reports in full (the rest are counted). */
export const MAX_FAILURES_KEPT = 5;

/** What a batch gives: playouts by how they ended, moves checked, and its first failures in full. */
export interface SoakBatchOutcome {
  playouts: number;
  moves: number;
  won: number;
  lost: number;
  limit: number;
  failed: number;
  /** The longest playout's moves. */
  longest: number;
  failures: SoakBatchFailure[];
}

/** Plays and checks the playouts of a batch (see `soakPlayout`), in order. */
export function soakBatch(game: AnyGame, batch: SoakBatch, registry?: Readonly<Record<string, AnyGame>>): SoakBatchOutcome {
  const outcome: SoakBatchOutcome = { playouts: 0, moves: 0, won: 0, lost: 0, limit: 0, failed: 0, longest: 0, failures: [] };
  for (let index = batch.first; index < batch.first + batch.count; index++) {
    const seeds = playoutSeeds(batch.seed, batch.game, batch.reading, index);
    const playout = soakPlayout(game, { options: batch.options, maxMoves: batch.maxMoves, ...seeds }, registry);
    outcome.playouts++;
    outcome.moves += playout.moves;
    outcome[playout.end]++;
    outcome.longest = Math.max(outcome.longest, playout.moves);
    if (playout.failure && outcome.failures.length < MAX_FAILURES_KEPT) outcome.failures.push({ index, ...seeds, ...playout.failure });
  }
  return outcome;
}

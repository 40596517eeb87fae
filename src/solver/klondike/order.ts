/**
 * The move orders other than the generator's own (docs/solvers/klondike.md, "Restarts" and "The opening"): the
 * randomised order of restarts (each move gets a score plus a random number below `noise`, and the list is sorted by
 * it, highest first), and the reveal order of the opening's second search. An order never changes a verdict, only how
 * soon a win is found.
 */
import { KeySequence } from '../hashing.js';
import { COLUMN_TO_COLUMN, COLUMN_TO_FOUNDATION, TALON_MOVE, TO_FOUNDATION, moveA, moveB, moveC, moveKind } from './moves.js';
import { RANK } from './cards.js';
import { STRIDE, type KlondikeState } from './state.js';

/** A move order: sorts a position's moves in place. */
export interface MoveOrder {
  sort(state: KlondikeState, moves: Int32Array, begin: number, end: number): void;
}

/**
 * Scores (higher first): a move that turns up a face-down card (plus the number of face-down cards in its column), a
 * King run into a gap that turns up a card, a talon card to a column, a column top to a foundation, a talon card to a
 * foundation, other column moves, foundation cards back.
 */
const SCORE = [100, 70, 40, 30, 25, 20, 10];

function score(state: KlondikeState, move: number): number {
  const a = moveA(move);
  const b = moveB(move);
  const c = moveC(move);
  switch (moveKind(move)) {
    case COLUMN_TO_FOUNDATION: {
      const uncovers = state.length[a] - 1 === state.faceDown[a] && state.faceDown[a] > 0;
      return uncovers ? SCORE[0] + state.faceDown[a] : SCORE[3];
    }
    case TALON_MOVE:
      return b === TO_FOUNDATION ? SCORE[4] : SCORE[2] - c;
    case COLUMN_TO_COLUMN: {
      const up = state.length[a] - state.faceDown[a];
      if (c === up && state.faceDown[a] > 0 && state.length[b] > 0) return SCORE[0] + state.faceDown[a];
      if (c === up && state.faceDown[a] > 0) return SCORE[1] + state.faceDown[a];
      return SCORE[5];
    }
    default:
      return SCORE[6];
  }
}

/**
 * The reveal order's rank of a move (lower first): a column's whole face-up run moved (onto a card or into a gap),
 * which turns up a card or empties the column, the lower its head the sooner; a column top to its foundation; a talon
 * card to a column, then to its foundation (lower ranks first within each); a foundation card back; a part of a run.
 * Far from the generator's order (which puts cards to the foundations first), so that the two searches of the opening
 * bury different wins.
 */
function revealRank(state: KlondikeState, move: number): number {
  const a = moveA(move);
  switch (moveKind(move)) {
    case COLUMN_TO_COLUMN: {
      const count = moveC(move);
      const head = RANK[state.column[a * STRIDE + state.length[a] - count]];
      return count === state.length[a] - state.faceDown[a] ? head : 500 + head;
    }
    case COLUMN_TO_FOUNDATION:
      return 100 + RANK[state.top(a)];
    case TALON_MOVE:
      return (moveB(move) === TO_FOUNDATION ? 300 : 200) + RANK[state.talon[a - 1]];
    default:
      return 400;
  }
}

/** The reveal order (revealRank), by insertion sort: stable, so equal ranks keep the generator's order. */
export class RevealOrder implements MoveOrder {
  private readonly ranks = new Int32Array(1024);

  sort(state: KlondikeState, moves: Int32Array, begin: number, end: number): void {
    const ranks = this.ranks;
    for (let k = begin; k < end; k++) ranks[k - begin] = revealRank(state, moves[k]);
    for (let k = begin + 1; k < end; k++) {
      const move = moves[k];
      const rank = ranks[k - begin];
      let at = k - 1;
      while (at >= begin && ranks[at - begin] > rank) {
        moves[at + 1] = moves[at];
        ranks[at + 1 - begin] = ranks[at - begin];
        at--;
      }
      moves[at + 1] = move;
      ranks[at + 1 - begin] = rank;
    }
  }
}

/** Sorts moves by score plus noise (insertion sort: the lists are short), with a seeded xorshift generator. */
export class RandomOrder implements MoveOrder {
  private readonly scores = new Int32Array(1024);
  private sequence: KeySequence;

  constructor(
    private readonly noise: number,
    seed: number,
  ) {
    this.sequence = new KeySequence(seed);
  }

  /** Starts the random sequence again from `seed` (each restart its own order). */
  reseed(seed: number): void {
    this.sequence = new KeySequence(seed);
  }

  /** A non-negative pseudo-random integer. */
  private random(): number {
    return this.sequence.next() >>> 1;
  }

  /** Sorts moves[begin .. end) of the position `state`. */
  sort(state: KlondikeState, moves: Int32Array, begin: number, end: number): void {
    const scores = this.scores;
    for (let k = begin; k < end; k++) scores[k - begin] = score(state, moves[k]) + (this.random() % this.noise);
    for (let k = begin + 1; k < end; k++) {
      const move = moves[k];
      const moveScore = scores[k - begin];
      let at = k - 1;
      while (at >= begin && scores[at - begin] < moveScore) {
        moves[at + 1] = moves[at];
        scores[at + 1 - begin] = scores[at - begin];
        at--;
      }
      moves[at + 1] = move;
      scores[at + 1 - begin] = moveScore;
    }
  }
}

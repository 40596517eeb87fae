/**
 * The randomised move order of restarts (docs/solver.md, "Restarts"): each move gets a score plus a random number
 * below `noise`, and the list is sorted by it, highest first. The order never changes a verdict, only how soon a win
 * is found.
 */
import { KeySequence } from '../hashing.js';
import { COLUMN_TO_COLUMN, COLUMN_TO_FOUNDATION, TALON_MOVE, TO_FOUNDATION, moveA, moveB, moveC, moveKind } from './moves.js';
import type { KlondikeState } from './state.js';

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

/** Sorts moves by score plus noise (insertion sort: the lists are short), with a seeded xorshift generator. */
export class RandomOrder {
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

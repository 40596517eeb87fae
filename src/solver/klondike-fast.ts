/**
 * The fast Klondike solver (docs/solver.md, "The fast Klondike solver"): every rule and option of
 * src/games/klondike.ts, draw 1 and 3, for thoughtful play (every card seen).
 *
 * - State in typed arrays: seven columns (cards and face-down counts), four foundation heights, the talon (waste
 *   and stock as one list in drawing order with a pointer: waste = talon[0 .. pointer), stock = the rest), and the
 *   redeals used. Cards are integers 0..51 (suit × 13 + rank − 1, suits S H D C).
 * - Hash: two 32-bit lanes. Each column keeps prefix hashes (pushing a card costs one mixing step, popping costs
 *   nothing); a column's hash is mixed with its face-down count and the columns are added, so the key does not
 *   depend on the order of the columns. The talon adds the XOR of its cards' random keys, the pointer's key and,
 *   when redeals are limited, the redeals used. The foundations are implied by the rest (every other card).
 * - Stock moves folded into the moves (K+ style): every talon card that some number of draws (and at most one
 *   recycle) brings to the waste top is a candidate move, the draws folded in.
 * - Depth-first search with make/unmake and a transposition table of every state entered.
 * - Pruning (switchable): safe foundation moves and interchangeable gaps (docs/solver.md states each rule and its
 *   argument).
 * Winning lines are translated back into project moves (draw, recycle, move) by replaying them through
 * src/games/klondike.ts (index.ts then certifies them with the engine).
 */
import type { Move, Options, Position } from '../core/game.js';
import { type Result, err, ok } from '../core/result.js';
import type { KlondikeOptions } from '../games/klondike.js';
import { HashSet64 } from './hash-set.js';
import type { FastOutcome, FastSettings } from './types.js';

const SUITS = 'SHDC';
const RANKS = 'A23456789TJQK';
const RANK = new Uint8Array(52);
const SUIT = new Uint8Array(52);
const RED = new Uint8Array(52);
for (let c = 0; c < 52; c++) {
  RANK[c] = (c % 13) + 1;
  SUIT[c] = (c / 13) | 0;
  RED[c] = SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0;
}
/** The two suits of the other colour, and the other suit of the same colour, by suit (S H D C). */
const OPPOSITE_A = [1, 0, 0, 1];
const OPPOSITE_B = [2, 3, 3, 2];
const SAME_COLOUR = [3, 2, 1, 0];

/** The solver's integer code of a project card code (`AS` → 0, `KC` → 51). */
export function cardNumber(code: string): number {
  return SUITS.indexOf(code[1]) * 13 + RANKS.indexOf(code[0]);
}

/** The project card code of a solver card number. */
export function cardCode(card: number): string {
  return RANKS[card % 13] + SUITS[(card / 13) | 0];
}

// Random keys for the hash (a fixed xorshift sequence, so hashes are the same on every run).
let randomState = 0x2545f491;
function nextRandom(): number {
  randomState ^= randomState << 13;
  randomState ^= randomState >>> 17;
  randomState ^= randomState << 5;
  return randomState | 0;
}
const TALON_KEY_A = Int32Array.from({ length: 52 }, nextRandom);
const TALON_KEY_B = Int32Array.from({ length: 52 }, nextRandom);
const POINTER_KEY_A = Int32Array.from({ length: 25 }, nextRandom);
const POINTER_KEY_B = Int32Array.from({ length: 25 }, nextRandom);
const REDEAL_KEY_A = Int32Array.from({ length: 8 }, nextRandom);
const REDEAL_KEY_B = Int32Array.from({ length: 8 }, nextRandom);
const COLUMN_SEED_A = 0x3c6ef372;
const COLUMN_SEED_B = 0x5be0cd19;

function stepA(hash: number, card: number): number {
  let k = Math.imul(card + 1, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  let h = hash ^ k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

function stepB(hash: number, card: number): number {
  let k = Math.imul(card + 7, 0x85ebca6b);
  k = (k << 17) | (k >>> 15);
  k = Math.imul(k, 0xc2b2ae35);
  let h = hash ^ k;
  h = (h << 11) | (h >>> 21);
  return (Math.imul(h, 9) + 0x2d358dcc) | 0;
}

function finalMix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x;
}

/** Column stride of the card arrays and of the prefix-hash arrays. */
const STRIDE = 24;
const HASH_STRIDE = 25;

// Move encoding: type in bits 0–2, a in bits 3–7, b in bits 8–11, c in bits 12–16.
const COLUMN_TO_FOUNDATION = 0; // a: column
const TALON_MOVE = 1; // a: talon position q (the card talon[q − 1] played after the pointer reaches q), b: column or 7 (foundation), c: recycles (0 or 1)
const COLUMN_TO_COLUMN = 2; // a: from, b: to, c: count
const FOUNDATION_TO_COLUMN = 3; // a: suit, b: to
const TO_FOUNDATION = 7;
/**
 * Scores of the randomised order of restarts (higher first): a move that turns up a face-down card (plus the number
 * of face-down cards in its column), a King run into a gap that turns up a card, a talon card to a column, a column top
 * to a foundation, a talon card to a foundation, other column moves, foundation cards back.
 */
const SCORE = [100, 70, 40, 30, 25, 20, 10];
const SWAP_OBLIGATION = 1;
const DESCENT_OBLIGATION = 2;
const VACATE_OBLIGATION = 3;
const OBLIGATION_KEY_A = Int32Array.from({ length: 3 * 52 + 1 }, nextRandom);
const OBLIGATION_KEY_B = Int32Array.from({ length: 3 * 52 + 1 }, nextRandom);

function encode(type: number, a: number, b: number, c: number): number {
  return type | (a << 3) | (b << 8) | (c << 12);
}

/** One step of a line found by the fast solver, with what is needed to replay it as project moves. */
interface LineStep {
  move: number;
  pointerBefore: number;
  talonBefore: number;
}

export class KlondikeFastSolver {
  private readonly column = new Uint8Array(7 * STRIDE);
  private readonly length = new Int32Array(7);
  private readonly faceDown = new Int32Array(7);
  private readonly hashA = new Int32Array(7 * HASH_STRIDE);
  private readonly hashB = new Int32Array(7 * HASH_STRIDE);
  private readonly foundation = new Int32Array(4);
  private foundationTotal = 0;
  private readonly talon = new Uint8Array(24);
  private talonLength = 0;
  private pointer = 0;
  private redealsUsed = 0;
  private talonHashA = 0;
  private talonHashB = 0;

  private readonly draw: number;
  private readonly redealLimit: number; // -1: unlimited
  private readonly partialMoves: boolean;
  private readonly kingsFirst: boolean;
  private readonly foundationToTableau: boolean;
  private readonly pruning: boolean;
  private readonly maxTableBits: number;
  private readonly noise: number;

  // The search stack: moves of every depth in one buffer, and per depth its start, count, next index and undo data.
  private moves = new Int32Array(4096);
  private start = new Int32Array(256);
  private count = new Int32Array(256);
  private next = new Int32Array(256);
  private undoFlip = new Uint8Array(256);
  private undoPointer = new Int32Array(256);
  private undoRedeals = new Int32Array(256);
  private undoTalonLength = new Int32Array(256);

  /** Positions the last search expanded. */
  states = 0;

  constructor(
    private readonly position: Position,
    private readonly options: KlondikeOptions,
    settings: FastSettings,
  ) {
    this.draw = options.draw === 1 ? 1 : 3;
    this.redealLimit = options.redeals === 'unlimited' ? -1 : Number(options.redeals);
    this.partialMoves = options.partialMoves === true;
    this.kingsFirst = options.emptyColumns !== 'kings';
    this.foundationToTableau = options.foundationToTableau === true;
    this.pruning = settings.pruning;
    this.maxTableBits = settings.maxTableBits ?? 24;
    this.noise = settings.noise ?? 0;
    this.randomState = (settings.seed ?? 1) | 0 || 1;
    this.load(position);
  }

  private load(position: Position): void {
    for (let i = 0; i < 7; i++) {
      this.hashA[i * HASH_STRIDE] = COLUMN_SEED_A;
      this.hashB[i * HASH_STRIDE] = COLUMN_SEED_B;
      const pile = position.piles[`column-${i + 1}`];
      for (const code of pile.cards) this.push(i, cardNumber(code));
      this.faceDown[i] = pile.faceDown;
      for (let k = pile.faceDown + 1; k < pile.cards.length; k++) {
        const under = cardNumber(pile.cards[k - 1]);
        const over = cardNumber(pile.cards[k]);
        if (RANK[over] + 1 !== RANK[under] || RED[over] === RED[under]) throw new Error(`column-${i + 1}: its face-up cards are not a run`);
      }
    }
    for (let f = 1; f <= 4; f++) {
      const cards = position.piles[`foundation-${f}`].cards;
      if (cards.length > 0) this.foundation[SUIT[cardNumber(cards[0])]] = cards.length;
      this.foundationTotal += cards.length;
    }
    const waste = position.piles.waste.cards;
    const stock = position.piles.stock.cards;
    for (const code of waste) this.talon[this.talonLength++] = cardNumber(code);
    for (let i = stock.length - 1; i >= 0; i--) this.talon[this.talonLength++] = cardNumber(stock[i]);
    this.pointer = waste.length;
    for (let i = 0; i < this.talonLength; i++) {
      this.talonHashA ^= TALON_KEY_A[this.talon[i]];
      this.talonHashB ^= TALON_KEY_B[this.talon[i]];
    }
    const used = (position.vars as { redealsUsed?: number }).redealsUsed;
    this.redealsUsed = typeof used === 'number' ? used : 0;
  }

  private push(i: number, card: number): void {
    const length = this.length[i];
    this.column[i * STRIDE + length] = card;
    const h = i * HASH_STRIDE + length;
    this.hashA[h + 1] = stepA(this.hashA[h], card);
    this.hashB[h + 1] = stepB(this.hashB[h], card);
    this.length[i] = length + 1;
  }

  private hashHigh = 0;
  private hashLow = 0;

  private computeHash(): void {
    let a = 0;
    let b = 0;
    for (let i = 0; i < 7; i++) {
      const h = i * HASH_STRIDE + this.length[i];
      const down = this.faceDown[i] + 1;
      a = (a + finalMix(this.hashA[h] ^ Math.imul(down, 0x27d4eb2f))) | 0;
      b = (b + finalMix(this.hashB[h] ^ Math.imul(down, 0x165667b1))) | 0;
    }
    // Rule P (docs/solver.md): pointers that reach the same talon cards at the same cost hash alike.
    let pointer = this.pointer;
    const redeals = this.redealsUsed;
    if (this.pruning && this.redealLimit < 0 && (pointer % this.draw === 0 || pointer === this.talonLength)) pointer = 0;
    a ^= this.talonHashA ^ POINTER_KEY_A[pointer];
    b ^= this.talonHashB ^ POINTER_KEY_B[pointer];
    if (this.redealLimit >= 0) {
      a ^= REDEAL_KEY_A[redeals];
      b ^= REDEAL_KEY_B[redeals];
    }
    this.hashHigh = a;
    this.hashLow = b;
  }

  private top(i: number): number {
    return this.column[i * STRIDE + this.length[i] - 1];
  }

  /** Rule 7: a gap takes a King, or (kings-first) any card once all four Kings are placed. */
  /**
   * Whether a single card (a talon card, a foundation card) may go onto column j: onto its top card down in
   * alternating colours, or into the gap when the gap rule allows it (with pruning, rule G: the first gap only).
   */
  private singleCardFits(card: number, j: number, firstGap: number, kingsPlaced: boolean, pruning: boolean): boolean {
    const targetLength = this.length[j];
    if (targetLength === 0) return (!pruning || j === firstGap) && this.gapTakes(card, kingsPlaced);
    const target = this.column[j * STRIDE + targetLength - 1];
    return RANK[target] === RANK[card] + 1 && RED[target] !== RED[card];
  }

  private gapTakes(card: number, kingsPlaced: boolean): boolean {
    return RANK[card] === 13 || kingsPlaced;
  }

  private allKingsPlaced(): boolean {
    if (!this.kingsFirst) return false;
    let placed = 0;
    for (let s = 0; s < 4; s++) if (this.foundation[s] === 13) placed++;
    for (let i = 0; i < 7; i++) {
      if (this.length[i] > 0 && this.faceDown[i] === 0 && RANK[this.column[i * STRIDE]] === 13) placed++;
    }
    return placed >= 4;
  }

  /**
   * The safe-foundation rule (docs/solver.md, rule S): an Ace always; another card when both foundations of the
   * other colour hold its rank − 1 and, when foundation cards may come back, the other foundation of its own colour
   * holds its rank − 2.
   */
  private isSafe(card: number): boolean {
    const rank = RANK[card];
    if (rank === 1) return true;
    const suit = SUIT[card];
    if (this.foundation[OPPOSITE_A[suit]] < rank - 1 || this.foundation[OPPOSITE_B[suit]] < rank - 1) return false;
    if (this.foundationToTableau && this.foundation[SAME_COLOUR[suit]] < rank - 2) return false;
    return true;
  }

  private fitsFoundation(card: number): boolean {
    return this.foundation[SUIT[card]] === RANK[card] - 1;
  }

  private ensureDepth(depth: number): void {
    if (depth + 1 < this.start.length) return;
    const grow = <T extends Int32Array | Uint8Array>(array: T): T => {
      const bigger = new (array.constructor as { new (n: number): T })(array.length * 2);
      bigger.set(array);
      return bigger;
    };
    this.start = grow(this.start);
    this.count = grow(this.count);
    this.next = grow(this.next);
    this.undoFlip = grow(this.undoFlip);
    this.undoPointer = grow(this.undoPointer);
    this.undoRedeals = grow(this.undoRedeals);
    this.undoTalonLength = grow(this.undoTalonLength);
    this.obligation = grow(this.obligation);
    this.obligationCard = grow(this.obligationCard);
    this.obligationTwin = grow(this.obligationTwin);
  }

  /** Lists the moves of the current state at `depth` (into the move buffer), best first. */
  private generate(depth: number): void {
    const begin = depth === 0 ? 0 : this.start[depth - 1] + this.count[depth - 1];
    if (begin + 1024 > this.moves.length) {
      const bigger = new Int32Array(this.moves.length * 2);
      bigger.set(this.moves);
      this.moves = bigger;
    }
    this.start[depth] = begin;
    this.next[depth] = 0;
    const moves = this.moves;
    let n = begin;
    const pruning = this.pruning;
    if (pruning && this.obligation[depth] !== 0) {
      this.generateUses(depth, begin);
      return;
    }

    // Rule S: a safe move to a foundation is the only move tried.
    if (pruning) {
      for (let i = 0; i < 7; i++) {
        if (this.length[i] === 0) continue;
        const card = this.top(i);
        if (this.fitsFoundation(card) && this.isSafe(card)) {
          moves[begin] = encode(COLUMN_TO_FOUNDATION, i, 0, 0);
          this.count[depth] = 1;
          return;
        }
      }
      if (this.draw === 1 && this.pointer > 0) {
        const card = this.talon[this.pointer - 1];
        if (this.fitsFoundation(card) && this.isSafe(card)) {
          moves[begin] = encode(TALON_MOVE, this.pointer, TO_FOUNDATION, 0);
          this.count[depth] = 1;
          return;
        }
      }
    }

    const kingsPlaced = this.allKingsPlaced();
    let firstGap = -1;
    for (let i = 0; i < 7; i++) {
      if (this.length[i] === 0) {
        firstGap = i;
        break;
      }
    }

    // 1. Column tops to the foundations.
    for (let i = 0; i < 7; i++) {
      if (this.length[i] > 0 && this.fitsFoundation(this.top(i))) moves[n++] = encode(COLUMN_TO_FOUNDATION, i, 0, 0);
    }

    // The talon cards within reach (K+): positions q with the recycles needed (0 or 1).
    const reach = this.reachable;
    const reachCount = this.computeReach();

    // 2. Talon cards to the foundations.
    for (let k = 0; k < reachCount; k++) {
      const q = reach[k] & 63;
      if (this.fitsFoundation(this.talon[q - 1])) moves[n++] = encode(TALON_MOVE, q, TO_FOUNDATION, reach[k] >> 6);
    }

    // 3. Column runs that turn up a face-down card (whole face-up part onto another column).
    // 5. (collected after the talon) the other column moves: partial runs and moves into gaps.
    const later = this.later;
    let laterCount = 0;
    for (let i = 0; i < 7; i++) {
      const length = this.length[i];
      const down = this.faceDown[i];
      const up = length - down;
      if (up === 0) continue;
      const base = i * STRIDE;
      const bottomRank = RANK[this.column[base + down]];
      const topRank = RANK[this.column[base + length - 1]];
      for (let j = 0; j < 7; j++) {
        if (j === i) continue;
        const targetLength = this.length[j];
        if (targetLength === 0) {
          if (pruning && j !== firstGap) continue; // rule G: gaps are interchangeable
          // Into a gap: a King-headed run (the King can only be the lowest face-up card), or any tail once all
          // Kings are placed (kings-first); never the whole column (that changes nothing; the engine does not offer it).
          const lowest = this.partialMoves && kingsPlaced ? 1 : up;
          for (let count = up; count >= lowest; count--) {
            if (count === length) continue;
            if (!this.partialMoves && count !== up) continue;
            const head = this.column[base + length - count];
            if (!this.gapTakes(head, kingsPlaced)) continue;
            // Rule D holds for a run that leaves a face-up card behind to go into a gap as well.
            if (pruning && count < up && !this.parentSwapUsed(i, count, reach, reachCount)) continue;
            later[laterCount++] = encode(COLUMN_TO_COLUMN, i, j, count);
          }
          continue;
        }
        // Onto a card: the head's rank is fixed by the target's, so at most one count fits (the face-up part of a
        // column is always a run down in alternating colours).
        const target = this.column[j * STRIDE + targetLength - 1];
        const headRank = RANK[target] - 1;
        if (headRank > bottomRank || headRank < topRank) continue;
        const count = up - (bottomRank - headRank);
        if (!this.partialMoves && count !== up) continue;
        const head = this.column[base + length - count];
        if (RED[head] === RED[target]) continue;
        // Rule D: a run that leaves a face-up card P behind (a parent swap) only helps when P is used right after it.
        if (pruning && count < up && !this.parentSwapUsed(i, count, reach, reachCount)) continue;
        const move = encode(COLUMN_TO_COLUMN, i, j, count);
        if (count === up && down > 0) moves[n++] = move;
        else later[laterCount++] = move;
      }
    }

    // 4. Talon cards to the columns.
    for (let k = 0; k < reachCount; k++) {
      const q = reach[k] & 63;
      const card = this.talon[q - 1];
      for (let j = 0; j < 7; j++) {
        if (!this.singleCardFits(card, j, firstGap, kingsPlaced, pruning)) continue;
        moves[n++] = encode(TALON_MOVE, q, j, reach[k] >> 6);
      }
    }

    for (let k = 0; k < laterCount; k++) moves[n++] = later[k];

    // 6. Foundation cards back to the columns.
    if (this.foundationToTableau) {
      for (let s = 0; s < 4; s++) {
        const height = this.foundation[s];
        if (height === 0) continue;
        const card = s * 13 + height - 1;
        for (let j = 0; j < 7; j++) {
          if (!this.singleCardFits(card, j, firstGap, kingsPlaced, pruning)) continue;
          // Rule F: a card brought back from a foundation only helps when it is used right after it, and never
          // when it is safe by rule S (everything that could ever lie on it is on the foundations).
          if (pruning && (this.isSafe(card) || !this.descentUsed(card, j, reach, reachCount))) continue;
          moves[n++] = encode(FOUNDATION_TO_COLUMN, s, j, 0);
        }
      }
    }
    this.count[depth] = n - begin;
    if (this.noise > 0) this.order(begin, n);
  }

  /** Sorts the moves begin..end by score plus noise, for restarts (insertion sort: the lists are short). */
  private order(begin: number, end: number): void {
    const moves = this.moves;
    const scores = this.scores;
    for (let k = begin; k < end; k++) scores[k - begin] = this.score(moves[k]) + (this.noise > 0 ? this.random() % this.noise : 0);
    for (let k = begin + 1; k < end; k++) {
      const move = moves[k];
      const score = scores[k - begin];
      let at = k - 1;
      while (at >= begin && scores[at - begin] < score) {
        moves[at + 1] = moves[at];
        scores[at + 1 - begin] = scores[at - begin];
        at--;
      }
      moves[at + 1] = move;
      scores[at + 1 - begin] = score;
    }
  }

  private readonly scores = new Int32Array(1024);
  private randomState = 1;

  /** A xorshift generator for the randomised orderings of restarts (non-negative integers). */
  private random(): number {
    let x = this.randomState;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.randomState = x;
    return x >>> 1;
  }

  private score(move: number): number {
    const type = move & 7;
    const a = (move >> 3) & 31;
    const b = (move >> 8) & 15;
    const c = (move >> 12) & 31;
    switch (type) {
      case COLUMN_TO_FOUNDATION: {
        const uncovers = this.length[a] - 1 === this.faceDown[a] && this.faceDown[a] > 0;
        return uncovers ? SCORE[0] + this.faceDown[a] : SCORE[3];
      }
      case TALON_MOVE:
        return b === TO_FOUNDATION ? SCORE[4] : SCORE[2] - c;
      case COLUMN_TO_COLUMN: {
        const up = this.length[a] - this.faceDown[a];
        if (c === up && this.faceDown[a] > 0 && this.length[b] > 0) return SCORE[0] + this.faceDown[a];
        if (c === up && this.faceDown[a] > 0) return SCORE[1] + this.faceDown[a];
        return SCORE[5];
      }
      default:
        return SCORE[6];
    }
  }

  /**
   * Rule D (docs/solver.md): after moving the top `count` cards of column `i` (head H) off the face-up card P under
   * them, can P be used at once: P to its foundation, or the other card of H's rank and colour (H') onto P from a
   * column, the talon within reach or a foundation top?
   */
  private parentSwapUsed(i: number, count: number, reach: Int32Array, reachCount: number): boolean {
    const base = i * STRIDE;
    const length = this.length[i];
    const parent = this.column[base + length - count - 1];
    if (this.fitsFoundation(parent)) return true;
    const head = this.column[base + length - count];
    const rank = RANK[head];
    const twinSuit = SAME_COLOUR[SUIT[head]];
    const twin = twinSuit * 13 + rank - 1;
    if (this.foundationToTableau && this.foundation[twinSuit] === rank) return true;
    for (let x = 0; x < 7; x++) {
      if (x === i) continue;
      const down = this.faceDown[x];
      const xLength = this.length[x];
      if (xLength === down) continue;
      const bottomRank = RANK[this.column[x * STRIDE + down]];
      const at = down + bottomRank - rank;
      if (at >= down && at < xLength && this.column[x * STRIDE + at] === twin) return true;
    }
    for (let k = 0; k < reachCount; k++) if (this.talon[(reach[k] & 63) - 1] === twin) return true;
    return false;
  }

  /** True when `card` (of rank r) lies face up in a column other than `except`, at the head of a movable run. */
  private faceUpInColumns(card: number, except: number): boolean {
    const rank = RANK[card];
    for (let x = 0; x < 7; x++) {
      if (x === except) continue;
      const down = this.faceDown[x];
      const xLength = this.length[x];
      if (xLength === down) continue;
      const bottomRank = RANK[this.column[x * STRIDE + down]];
      const at = down + bottomRank - rank;
      if (at >= down && at < xLength && this.column[x * STRIDE + at] === card) return this.partialMoves || at === down;
    }
    return false;
  }

  private inReach(card: number, reach: Int32Array, reachCount: number): boolean {
    for (let k = 0; k < reachCount; k++) if (this.talon[(reach[k] & 63) - 1] === card) return true;
    return false;
  }

  /**
   * Rule F (docs/solver.md): after a foundation card Y (rank r) comes down onto column `target`, can it be used at
   * once: a card of rank r − 1 and the other colour onto Y (from a column, the talon within reach or a foundation
   * top), or the foundation card under Y (rank r − 1, Y's suit) down onto some column top or gap?
   */
  private descentUsed(card: number, target: number, reach: Int32Array, reachCount: number): boolean {
    const rank = RANK[card];
    if (rank === 1) return false; // nothing goes onto an Ace, and nothing lies under it
    const suit = SUIT[card];
    for (const other of [OPPOSITE_A[suit], OPPOSITE_B[suit]]) {
      const z = other * 13 + rank - 2;
      if (this.foundation[other] === rank - 1) return true;
      if (this.faceUpInColumns(z, target) || this.inReach(z, reach, reachCount)) return true;
    }
    // The card under Y on its foundation (rank r − 1, Y's colour) may come down too: onto a column top of rank r
    // and the other colour (Y itself has Y's colour, so not onto Y), or into a gap that takes it.
    const under = card - 1;
    const kingsPlaced = this.allKingsPlaced();
    for (let x = 0; x < 7; x++) {
      const xLength = this.length[x];
      if (xLength === 0) {
        if (this.gapTakes(under, kingsPlaced)) return true;
        continue;
      }
      if (x === target) continue;
      const top = this.column[x * STRIDE + xLength - 1];
      if (RANK[top] === rank && RED[top] !== RED[under]) return true;
    }
    return false;
  }

  private readonly reachable = new Int32Array(64);

  /**
   * Fills `reachable` with the talon positions q (1..talon length) whose card talon[q − 1] some draws bring to the
   * waste top, bit 6 set when a recycle is needed on the way; returns how many. Positions reached without a recycle
   * are not listed again with one (fewer redeals used is never worse).
   */
  private computeReach(): number {
    const reach = this.reachable;
    let reachCount = 0;
    const talonLength = this.talonLength;
    if (talonLength === 0) return 0;
    if (this.pointer > 0) reach[reachCount++] = this.pointer;
    let q = this.pointer;
    while (q < talonLength) {
      q = Math.min(q + this.draw, talonLength);
      reach[reachCount++] = q;
    }
    if (this.redealLimit < 0 || this.redealsUsed < this.redealLimit) {
      q = 0;
      while (q < talonLength) {
        q = Math.min(q + this.draw, talonLength);
        let seen = false;
        for (let k = 0; k < reachCount; k++) if (reach[k] === q) seen = true;
        if (!seen) reach[reachCount++] = q | 64; // bit 6: one recycle needed
      }
    }
    return reachCount;
  }

  private columnWithTop(card: number): number {
    for (let x = 0; x < 7; x++) if (this.length[x] > 0 && this.column[x * STRIDE + this.length[x] - 1] === card) return x;
    return -1;
  }

  /**
   * Adds the moves that put `card` onto the top of column `target` from wherever it can come at once: the head of a
   * movable run in another column, the talon within reach, or the top of its foundation. Returns the new end.
   */
  private addMovesOf(card: number, target: number, reachCount: number, n: number): number {
    const moves = this.moves;
    const rank = RANK[card];
    const suit = SUIT[card];
    if (this.foundationToTableau && this.foundation[suit] === rank && !this.isSafe(card)) moves[n++] = encode(FOUNDATION_TO_COLUMN, suit, target, 0);
    for (let x = 0; x < 7; x++) {
      if (x === target) continue;
      const down = this.faceDown[x];
      const xLength = this.length[x];
      if (xLength === down) continue;
      const at = down + RANK[this.column[x * STRIDE + down]] - rank;
      if (at >= down && at < xLength && this.column[x * STRIDE + at] === card && (this.partialMoves || at === down)) {
        moves[n++] = encode(COLUMN_TO_COLUMN, x, target, xLength - at);
      }
    }
    const reach = this.reachable;
    for (let k = 0; k < reachCount; k++) {
      const q = reach[k] & 63;
      if (this.talon[q - 1] === card) moves[n++] = encode(TALON_MOVE, q, target, reach[k] >> 6);
    }
    return n;
  }

  /**
   * The moves of a state under an obligation (rules D and F of docs/solver.md): after a parent swap that left card P
   * on top, only P to its foundation or H' (the twin of the moved head) onto P; after a foundation card Y came down,
   * only a card of rank r − 1 and the other colour onto Y, or the foundation card under Y down onto a column.
   */
  private generateUses(depth: number, begin: number): void {
    let n = begin;
    const reachCount = this.computeReach();
    const kind = this.obligation[depth];
    const first = this.obligationCard[depth];
    if (kind === VACATE_OBLIGATION) {
      // Rule V: a column emptied by moving its run onto a card: only moves into a gap (gaps are interchangeable).
      let gap = -1;
      for (let x = 0; x < 7; x++) {
        if (this.length[x] === 0) {
          gap = x;
          break;
        }
      }
      if (gap >= 0) {
        const kingsPlaced = this.allKingsPlaced();
        for (let x = 0; x < 7; x++) {
          const xLength = this.length[x];
          const up = xLength - this.faceDown[x];
          if (up === 0) continue;
          for (let count = up; count >= 1; count--) {
            if (count === xLength) continue;
            if (!this.partialMoves && count !== up) break;
            if (this.gapTakes(this.column[x * STRIDE + xLength - count], kingsPlaced)) this.moves[n++] = encode(COLUMN_TO_COLUMN, x, gap, count);
          }
        }
        const reach = this.reachable;
        for (let k = 0; k < reachCount; k++) {
          const q = reach[k] & 63;
          if (this.gapTakes(this.talon[q - 1], kingsPlaced)) this.moves[n++] = encode(TALON_MOVE, q, gap, reach[k] >> 6);
        }
        if (this.foundationToTableau) {
          for (let suit = 0; suit < 4; suit++) {
            const height = this.foundation[suit];
            if (height === 0) continue;
            const card = suit * 13 + height - 1;
            if (this.gapTakes(card, kingsPlaced) && !this.isSafe(card)) this.moves[n++] = encode(FOUNDATION_TO_COLUMN, suit, gap, 0);
          }
        }
      }
    } else if (kind === SWAP_OBLIGATION) {
      const column = this.columnWithTop(first);
      if (column >= 0) {
        if (this.fitsFoundation(first)) this.moves[n++] = encode(COLUMN_TO_FOUNDATION, column, 0, 0);
        n = this.addMovesOf(this.obligationTwin[depth], column, reachCount, n);
      }
    } else {
      const column = this.columnWithTop(first);
      const rank = RANK[first];
      const suit = SUIT[first];
      if (column >= 0 && rank > 1) {
        n = this.addMovesOf(OPPOSITE_A[suit] * 13 + rank - 2, column, reachCount, n);
        n = this.addMovesOf(OPPOSITE_B[suit] * 13 + rank - 2, column, reachCount, n);
        if (this.foundation[suit] === rank - 1 && !this.isSafe(first - 1)) {
          const under = first - 1;
          const kingsPlaced = this.allKingsPlaced();
          let gapSeen = false;
          for (let x = 0; x < 7; x++) {
            const xLength = this.length[x];
            if (xLength === 0) {
              if (gapSeen || !this.gapTakes(under, kingsPlaced)) continue;
              gapSeen = true;
            } else {
              const top = this.column[x * STRIDE + xLength - 1];
              if (RANK[top] !== rank || RED[top] === RED[under]) continue;
            }
            this.moves[n++] = encode(FOUNDATION_TO_COLUMN, suit, x, 0);
          }
        }
      }
    }
    this.count[depth] = n - begin;
  }

  /** Obligations by depth (0: none), with their cards (P or Y, and H' for a swap). */
  private obligation = new Int32Array(256);
  private obligationCard = new Int32Array(256);
  private obligationTwin = new Int32Array(256);
  private readonly later = new Int32Array(1024);

  private removeFromColumn(i: number, count: number): boolean {
    this.length[i] -= count;
    if (this.length[i] > 0 && this.faceDown[i] === this.length[i]) {
      this.faceDown[i]--;
      return true;
    }
    return false;
  }

  private apply(move: number, depth: number): void {
    const type = move & 7;
    const a = (move >> 3) & 31;
    const b = (move >> 8) & 15;
    const c = (move >> 12) & 31;
    this.undoPointer[depth] = this.pointer;
    this.undoRedeals[depth] = this.redealsUsed;
    this.undoTalonLength[depth] = this.talonLength;
    switch (type) {
      case COLUMN_TO_FOUNDATION: {
        const card = this.top(a);
        this.foundation[SUIT[card]]++;
        this.foundationTotal++;
        this.undoFlip[depth] = this.removeFromColumn(a, 1) ? 1 : 0;
        break;
      }
      case TALON_MOVE: {
        const card = this.talon[a - 1];
        this.talon.copyWithin(a - 1, a, this.talonLength);
        this.talonLength--;
        this.pointer = a - 1;
        this.redealsUsed += c;
        this.talonHashA ^= TALON_KEY_A[card];
        this.talonHashB ^= TALON_KEY_B[card];
        if (b === TO_FOUNDATION) {
          this.foundation[SUIT[card]]++;
          this.foundationTotal++;
        } else {
          this.push(b, card);
        }
        break;
      }
      case COLUMN_TO_COLUMN: {
        const from = a * STRIDE + this.length[a] - c;
        for (let k = 0; k < c; k++) this.push(b, this.column[from + k]);
        this.undoFlip[depth] = this.removeFromColumn(a, c) ? 1 : 0;
        break;
      }
      case FOUNDATION_TO_COLUMN: {
        const card = a * 13 + this.foundation[a] - 1;
        this.foundation[a]--;
        this.foundationTotal--;
        this.push(b, card);
        break;
      }
    }
  }

  private undo(move: number, depth: number): void {
    const type = move & 7;
    const a = (move >> 3) & 31;
    const b = (move >> 8) & 15;
    const c = (move >> 12) & 31;
    switch (type) {
      case COLUMN_TO_FOUNDATION: {
        if (this.undoFlip[depth]) this.faceDown[a]++;
        const card = this.movedCard[depth];
        this.foundation[SUIT[card]]--;
        this.foundationTotal--;
        this.push(a, card);
        break;
      }
      case TALON_MOVE: {
        let card: number;
        if (b === TO_FOUNDATION) {
          card = this.movedCard[depth];
          this.foundation[SUIT[card]]--;
          this.foundationTotal--;
        } else {
          card = this.top(b);
          this.length[b]--;
        }
        this.talon.copyWithin(a, a - 1, this.talonLength);
        this.talon[a - 1] = card;
        this.talonLength++;
        this.pointer = this.undoPointer[depth];
        this.redealsUsed = this.undoRedeals[depth];
        this.talonHashA ^= TALON_KEY_A[card];
        this.talonHashB ^= TALON_KEY_B[card];
        break;
      }
      case COLUMN_TO_COLUMN: {
        if (this.undoFlip[depth]) this.faceDown[a]++;
        const from = b * STRIDE + this.length[b] - c;
        for (let k = 0; k < c; k++) this.push(a, this.column[from + k]);
        this.length[b] -= c;
        break;
      }
      case FOUNDATION_TO_COLUMN: {
        this.length[b]--;
        this.foundation[a]++;
        this.foundationTotal++;
        break;
      }
    }
  }

  /** The card a move to a foundation took, by depth (for undo). */
  private movedCard = new Uint8Array(256);

  /**
   * Searches for a win within the budget. Returns the verdict and, for `won`, the line as project moves (translated
   * through src/games/klondike.ts; the caller certifies it).
   */
  search(maxStates: number, deadline: number): FastOutcome {
    this.states = 0;
    if (this.foundationTotal === 52) return { result: 'won', moves: [], states: 0 };
    const table = new HashSet64(12, this.maxTableBits);
    this.computeHash();
    table.add(this.hashHigh, this.hashLow);
    this.states = 1;
    let depth = 0;
    this.generate(0);
    for (;;) {
      if (this.next[depth] < this.count[depth]) {
        const move = this.moves[this.start[depth] + this.next[depth]++];
        const type = move & 7;
        if (type === TALON_MOVE) this.movedCard[depth] = this.talon[((move >> 3) & 31) - 1];
        else if (type === COLUMN_TO_FOUNDATION) this.movedCard[depth] = this.top((move >> 3) & 31);
        this.apply(move, depth);
        if (this.foundationTotal === 52) return { result: 'won', moves: this.translate(depth), states: this.states };
        this.computeHash();
        let high = this.hashHigh;
        let low = this.hashLow;
        let obligation = 0;
        let obligationCard = 0;
        let obligationTwin = 0;
        if (this.pruning) {
          const a = (move >> 3) & 31;
          if (type === COLUMN_TO_COLUMN) {
            const b = (move >> 8) & 15;
            const c = (move >> 12) & 31;
            // A parent swap: the run left a face-up card behind (onto a card or into a gap).
            if (this.undoFlip[depth] === 0 && this.length[a] > this.faceDown[a]) {
              obligation = SWAP_OBLIGATION;
              obligationCard = this.top(a);
              const head = this.column[b * STRIDE + this.length[b] - c];
              obligationTwin = SAME_COLOUR[SUIT[head]] * 13 + RANK[head] - 1;
            } else if (this.length[a] === 0 && this.length[b] > c) {
              // The run of a column without face-down cards went onto a card: the column is now a gap.
              obligation = VACATE_OBLIGATION;
            }
          } else if (type === FOUNDATION_TO_COLUMN) {
            obligation = DESCENT_OBLIGATION;
            obligationCard = this.top((move >> 8) & 15);
          }
          if (obligation !== 0) {
            const keyIndex = obligation === VACATE_OBLIGATION ? 3 * 52 : obligation === SWAP_OBLIGATION ? obligationCard * 3 + 1 : obligationCard * 3 + 2;
            high ^= OBLIGATION_KEY_A[keyIndex] ^ (obligation === SWAP_OBLIGATION ? OBLIGATION_KEY_B[obligationTwin * 3] : 0);
            low ^= OBLIGATION_KEY_B[keyIndex];
          }
        }
        const added = table.add(high, low);
        if (added === 0) {
          this.undo(move, depth);
          continue;
        }
        if (added < 0) return { result: 'unknown', moves: [], states: this.states, note: 'the transposition table is full' };
        this.states++;
        if (this.states >= maxStates) return { result: 'unknown', moves: [], states: this.states };
        if ((this.states & 1023) === 0 && performance.now() >= deadline) return { result: 'unknown', moves: [], states: this.states };
        depth++;
        this.ensureDepth(depth);
        this.obligation[depth] = obligation;
        this.obligationCard[depth] = obligationCard;
        this.obligationTwin[depth] = obligationTwin;
        if (this.movedCard.length <= depth + 1) {
          const bigger = new Uint8Array(this.movedCard.length * 2);
          bigger.set(this.movedCard);
          this.movedCard = bigger;
        }
        this.generate(depth);
      } else {
        if (depth === 0) return { result: 'lost', moves: [], states: this.states };
        depth--;
        this.undo(this.moves[this.start[depth] + this.next[depth] - 1], depth);
      }
    }
  }

  /** The line from the start to the current state (moves at depths 0..last) as project moves. */
  private translate(last: number): Move[] {
    const steps: LineStep[] = [];
    for (let d = 0; d <= last; d++) {
      steps.push({ move: this.moves[this.start[d] + this.next[d] - 1], pointerBefore: this.undoPointer[d], talonBefore: this.undoTalonLength[d] });
    }
    const translated = translateLine(this.position, this.draw, steps);
    if (!translated.ok) throw new Error(`fast Klondike line does not translate: ${translated.error}`);
    return translated.value;
  }
}

/**
 * Writes the solver's steps as project moves: the draws (and recycle) before each talon card, and the foundation
 * pile each card goes to or comes from, as src/games/klondike.ts assigns them (an Ace goes to the first empty
 * foundation pile; a pile emptied by a card coming back is free again). index.ts certifies the result.
 */
function translateLine(start: Position, draw: number, steps: readonly LineStep[]): Result<Move[]> {
  const out: Move[] = [];
  const pileOfSuit = [0, 0, 0, 0];
  const pileCount = [0, 0, 0, 0, 0];
  for (let f = 1; f <= 4; f++) {
    const cards = start.piles[`foundation-${f}`].cards;
    pileCount[f] = cards.length;
    if (cards.length > 0) pileOfSuit[SUIT[cardNumber(cards[0])]] = f;
  }
  const toFoundation = (suit: number): string | null => {
    if (pileOfSuit[suit] === 0) {
      for (let f = 1; f <= 4; f++) {
        if (pileCount[f] === 0) {
          pileOfSuit[suit] = f;
          break;
        }
      }
      if (pileOfSuit[suit] === 0) return null;
    }
    pileCount[pileOfSuit[suit]]++;
    return `foundation-${pileOfSuit[suit]}`;
  };
  // The columns, to know which card a move takes (only the suits of cards going to the foundations matter).
  const columns = Array.from({ length: 7 }, (_, i) => start.piles[`column-${i + 1}`].cards.map(cardNumber));
  const talon = [...start.piles.waste.cards, ...start.piles.stock.cards.slice().reverse()].map(cardNumber);
  for (const step of steps) {
    const type = step.move & 7;
    const a = (step.move >> 3) & 31;
    const b = (step.move >> 8) & 15;
    const c = (step.move >> 12) & 31;
    switch (type) {
      case COLUMN_TO_FOUNDATION: {
        const card = columns[a].pop()!;
        const to = toFoundation(SUIT[card]);
        if (to === null) return err('no foundation pile is free');
        out.push({ type: 'move', from: `column-${a + 1}`, to, count: 1 });
        break;
      }
      case COLUMN_TO_COLUMN:
        columns[b].push(...columns[a].splice(columns[a].length - c, c));
        out.push({ type: 'move', from: `column-${a + 1}`, to: `column-${b + 1}`, count: c });
        break;
      case FOUNDATION_TO_COLUMN: {
        const pile = pileOfSuit[a];
        if (pile === 0) return err(`no foundation pile holds suit ${SUITS[a]}`);
        pileCount[pile]--;
        if (pileCount[pile] === 0) pileOfSuit[a] = 0;
        columns[b].push(a * 13 + pileCount[pile]);
        out.push({ type: 'move', from: `foundation-${pile}`, to: `column-${b + 1}`, count: 1 });
        break;
      }
      default: {
        // TALON_MOVE: the draws (and recycle) that bring talon[a − 1] to the waste top, then the play.
        let pointer = step.pointerBefore;
        const length = step.talonBefore;
        if (c === 1) {
          while (pointer < length) {
            out.push({ type: 'draw' });
            pointer = Math.min(pointer + draw, length);
          }
          out.push({ type: 'recycle' });
          pointer = 0;
        }
        while (pointer < a) {
          out.push({ type: 'draw' });
          pointer = Math.min(pointer + draw, length);
        }
        if (pointer !== a) return err(`talon pointer ${pointer} is not ${a}`);
        const card = talon.splice(a - 1, 1)[0];
        if (b === TO_FOUNDATION) {
          const to = toFoundation(SUIT[card]);
          if (to === null) return err('no foundation pile is free');
          out.push({ type: 'move', from: 'waste', to, count: 1 });
        } else {
          columns[b].push(card);
          out.push({ type: 'move', from: 'waste', to: `column-${b + 1}`, count: 1 });
        }
      }
    }
  }
  return ok(out);
}

/**
 * Solves a Klondike position with the fast solver, in three phases sharing the budget (docs/solver.md, "Restarts"):
 * 1. the complete search up to 200,000 states (most deals are decided here);
 * 2. when the budget has a deadline: restarts of the search with a randomised move order, 20,000 states each, for a
 *    quarter of the time left — only to find a win faster (a restart that ends without one proves nothing);
 * 3. the complete search again, from scratch, with the rest of the budget.
 * `lost` comes only from a complete search. The line is translated into project moves but not certified (index.ts
 * certifies it).
 */
export function solveKlondikeFast(position: Position, options: Options, settings: FastSettings, maxStates: number, deadline: number): FastOutcome {
  const klondikeOptions = options as KlondikeOptions;
  const firstCap = Math.min(maxStates, 200_000);
  const first = new KlondikeFastSolver(position, klondikeOptions, settings).search(firstCap, deadline);
  if (first.result !== 'unknown' || first.note !== undefined || firstCap >= maxStates) return first;
  let states = first.states;
  const now = performance.now();
  if (Number.isFinite(deadline) && (settings.noise ?? 0) === 0) {
    const restartsEnd = now + (deadline - now) / 4;
    for (let attempt = 1; performance.now() < restartsEnd && states < maxStates; attempt++) {
      const restart = new KlondikeFastSolver(position, klondikeOptions, { ...settings, noise: 40, seed: attempt * 7919 });
      const outcome = restart.search(Math.min(20_000, maxStates - states), restartsEnd);
      states += outcome.states;
      if (outcome.result === 'won') return { ...outcome, states };
      if (outcome.result === 'lost') return { ...outcome, states }; // a restart that ends is complete too
    }
  }
  const last = new KlondikeFastSolver(position, klondikeOptions, settings).search(maxStates - states, deadline);
  return { ...last, states: states + last.states };
}

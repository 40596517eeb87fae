/**
 * The position of the fast Klondike solver in typed arrays (docs/solvers/klondike.md), with its
 * incremental hash and make/unmake of moves.
 *
 * - Seven columns: cards bottom to top (`column[i × STRIDE + k]`), lengths and face-down counts; each column keeps
 *   its prefix hashes, so pushing a card costs one mixing step and popping costs nothing.
 * - Four foundation heights by suit (S H D C); the foundation cards are implied.
 * - The talon: the waste then the stock as one list in drawing order, with a pointer: waste = talon[0 .. pointer),
 *   stock = talon[pointer ..); and the redeals used.
 */
import { RANK, RED, SUIT } from './cards.js';
import { COLUMN_SEED_A, COLUMN_SEED_B, FACE_UP_KEY_A, FACE_UP_KEY_B, REDEAL_KEY_A, REDEAL_KEY_B, TALON_KEY_A, TALON_KEY_B, finalMix, stepA, stepB } from './hash.js';
import { COLUMN_TO_COLUMN, COLUMN_TO_FOUNDATION, FOUNDATION_TO_COLUMN, TALON_MOVE, TO_FOUNDATION, moveA, moveB, moveC, moveKind } from './moves.js';
import { type ReadPosition, STRIDE } from './read.js';

export { STRIDE };
const HASH_STRIDE = STRIDE + 1;

/** A Klondike position in typed arrays, with make/unmake moves (by search depth) and the 64-bit hash. */
export class KlondikeState {
  readonly column = new Uint8Array(7 * STRIDE);
  readonly length = new Int32Array(7);
  readonly faceDown = new Int32Array(7);
  private readonly hashA = new Int32Array(7 * HASH_STRIDE);
  private readonly hashB = new Int32Array(7 * HASH_STRIDE);
  /** Per column, the XOR of the FACE_UP_KEY of its first k cards (rule A), kept like the prefix hashes. */
  private readonly setA = new Int32Array(7 * HASH_STRIDE);
  private readonly setB = new Int32Array(7 * HASH_STRIDE);
  /** Foundation height by suit. */
  readonly foundation = new Int32Array(4);
  foundationTotal = 0;
  readonly talon = new Uint8Array(24);
  talonLength = 0;
  pointer = 0;
  redealsUsed = 0;
  private talonHashA = 0;
  private talonHashB = 0;

  readonly draw: number;
  readonly redealLimit: number;
  readonly partialMoves: boolean;
  readonly kingsFirst: boolean;
  readonly foundationToTableau: boolean;

  /**
   * After `computeHash`: the hash of the position without its talon pointer (two 32-bit lanes), and the pointer it is
   * read at (`hashedPointer`); the two together identify the position (the table keeps the pointer beside the hash).
   */
  hashHigh = 0;
  hashLow = 0;
  hashPointer = 0;

  // Undo data by depth: a card turned up, the talon pointer, redeals and length before, the card a move took.
  private undoFlip: Uint8Array = new Uint8Array(256);
  private undoPointer: Int32Array = new Int32Array(256);
  private undoRedeals: Int32Array = new Int32Array(256);
  private undoTalonLength: Int32Array = new Int32Array(256);
  private movedCard: Uint8Array = new Uint8Array(256);

  constructor(read: ReadPosition) {
    const rules = read.rules;
    this.draw = rules.draw;
    this.redealLimit = rules.redealLimit;
    this.partialMoves = rules.partialMoves;
    this.kingsFirst = rules.kingsFirst;
    this.foundationToTableau = rules.foundationToTableau;
    for (let i = 0; i < 7; i++) {
      this.hashA[i * HASH_STRIDE] = COLUMN_SEED_A;
      this.hashB[i * HASH_STRIDE] = COLUMN_SEED_B;
      for (const card of read.columns[i].cards) this.push(i, card);
      this.faceDown[i] = read.columns[i].faceDown;
    }
    for (let suit = 0; suit < 4; suit++) {
      this.foundation[suit] = read.foundations[suit];
      this.foundationTotal += read.foundations[suit];
    }
    for (const card of read.talon) {
      this.talon[this.talonLength++] = card;
      this.talonHashA ^= TALON_KEY_A[card];
      this.talonHashB ^= TALON_KEY_B[card];
    }
    this.pointer = read.pointer;
    this.redealsUsed = read.redealsUsed;
  }

  /** The top card of column i (which must not be empty). */
  top(i: number): number {
    return this.column[i * STRIDE + this.length[i] - 1];
  }

  push(i: number, card: number): void {
    const length = this.length[i];
    this.column[i * STRIDE + length] = card;
    const h = i * HASH_STRIDE + length;
    this.hashA[h + 1] = stepA(this.hashA[h], card);
    this.hashB[h + 1] = stepB(this.hashB[h], card);
    this.setA[h + 1] = this.setA[h] ^ FACE_UP_KEY_A[card];
    this.setB[h + 1] = this.setB[h] ^ FACE_UP_KEY_B[card];
    this.length[i] = length + 1;
  }

  /** Takes `count` cards off column i; true when a face-down card turned up. */
  private removeFromColumn(i: number, count: number): boolean {
    this.length[i] -= count;
    if (this.length[i] > 0 && this.faceDown[i] === this.length[i]) {
      this.faceDown[i]--;
      return true;
    }
    return false;
  }

  /** True when `card` fits its foundation (the foundation holds its rank − 1). */
  fitsFoundation(card: number): boolean {
    return this.foundation[SUIT[card]] === RANK[card] - 1;
  }

  /** Rule 7: a gap takes a King, or (kings-first) any card once all four Kings are placed. */
  gapTakes(card: number, kingsPlaced: boolean): boolean {
    return RANK[card] === 13 || kingsPlaced;
  }

  /** Rule 7 (kings-first only): every King lies on a foundation or face up at the bottom of a column. */
  allKingsPlaced(): boolean {
    if (!this.kingsFirst) return false;
    let placed = 0;
    for (let s = 0; s < 4; s++) if (this.foundation[s] === 13) placed++;
    for (let i = 0; i < 7; i++) {
      if (this.length[i] > 0 && this.faceDown[i] === 0 && RANK[this.column[i * STRIDE]] === 13) placed++;
    }
    return placed >= 4;
  }

  /** The first empty column, or −1. */
  firstGap(): number {
    for (let i = 0; i < 7; i++) if (this.length[i] === 0) return i;
    return -1;
  }

  /**
   * Whether a single card (a talon card, a foundation card) may go onto column j: onto its top card, or into the gap
   * when the gap rule allows it (with `firstGapOnly`, rule G: only when j is the first gap).
   */
  singleCardFits(card: number, j: number, firstGap: number, kingsPlaced: boolean, firstGapOnly: boolean): boolean {
    const targetLength = this.length[j];
    if (targetLength === 0) return (!firstGapOnly || j === firstGap) && this.gapTakes(card, kingsPlaced);
    const target = this.column[j * STRIDE + targetLength - 1];
    return RANK[target] === RANK[card] + 1 && RED[target] !== RED[card];
  }

  /** The column whose top card is `card`, or −1. */
  columnWithTop(card: number): number {
    for (let x = 0; x < 7; x++) if (this.length[x] > 0 && this.column[x * STRIDE + this.length[x] - 1] === card) return x;
    return -1;
  }

  /**
   * Where `card` lies face up in a column other than `except`: the index within its column when it heads a movable
   * run (any face-up card with partial moves, else the lowest face-up card), with the column in `foundColumn`; −1
   * when it does not.
   */
  movableRunHead(card: number, except: number): number {
    const rank = RANK[card];
    for (let x = 0; x < 7; x++) {
      if (x === except) continue;
      const down = this.faceDown[x];
      const xLength = this.length[x];
      if (xLength === down) continue;
      const at = down + RANK[this.column[x * STRIDE + down]] - rank;
      if (at >= down && at < xLength && this.column[x * STRIDE + at] === card) {
        if (!this.partialMoves && at !== down) return -1;
        this.foundColumn = x;
        return at;
      }
    }
    return -1;
  }

  /** The column of the last `movableRunHead` found. */
  foundColumn = -1;

  /**
   * Computes `hashHigh` / `hashLow` and `hashPointer`; `foldPointer` applies rule P (talon pointers that reach the
   * same cards), `arrangements` rule A (docs/solvers/klondike.md): each column is read only up to its lowest face-up
   * card, and the face-up cards above those as one set, whatever their column and place (only with partial moves; the
   * caller checks).
   */
  computeHash(foldPointer: boolean, arrangements = false): void {
    let a = 0;
    let b = 0;
    let setA = 0;
    let setB = 0;
    for (let i = 0; i < 7; i++) {
      const length = this.length[i];
      const down = this.faceDown[i];
      let h = i * HASH_STRIDE + length;
      if (arrangements && length > down) {
        const base = i * HASH_STRIDE + down + 1;
        setA ^= this.setA[h] ^ this.setA[base];
        setB ^= this.setB[h] ^ this.setB[base];
        h = base;
      }
      a = (a + finalMix(this.hashA[h] ^ Math.imul(down + 1, 0x27d4eb2f))) | 0;
      b = (b + finalMix(this.hashB[h] ^ Math.imul(down + 1, 0x165667b1))) | 0;
    }
    a ^= setA;
    b ^= setB;
    this.hashPointer = this.hashedPointer(foldPointer);
    a ^= this.talonHashA;
    b ^= this.talonHashB;
    if (this.redealLimit >= 0) {
      a ^= REDEAL_KEY_A[this.redealsUsed];
      b ^= REDEAL_KEY_B[this.redealsUsed];
    }
    this.hashHigh = a;
    this.hashLow = b;
  }

  /** The pointer the hash uses (rule P folds pointers that reach the same talon cards into 0). */
  hashedPointer(foldPointer: boolean): number {
    const pointer = this.pointer;
    return foldPointer && this.redealLimit < 0 && (pointer % this.draw === 0 || pointer === this.talonLength) ? 0 : pointer;
  }

  /** Rule T: the talon pointers that dominate this position's, as a mask (`dominatingPointers`); 0 with redeals limited. */
  dominatingMask(foldPointer: boolean): number {
    return this.redealLimit >= 0 ? 0 : dominatingPointers(this.pointer, this.talonLength, this.draw, foldPointer);
  }

  /** Makes room for undo data up to `depth`. */
  ensureDepth(depth: number): void {
    if (depth + 1 < this.undoFlip.length) return;
    this.undoFlip = grow(this.undoFlip);
    this.undoPointer = grow(this.undoPointer);
    this.undoRedeals = grow(this.undoRedeals);
    this.undoTalonLength = grow(this.undoTalonLength);
    this.movedCard = grow(this.movedCard);
  }

  /** The talon pointer before the move made at `depth`. */
  pointerBefore(depth: number): number {
    return this.undoPointer[depth];
  }

  /** The talon length before the move made at `depth`. */
  talonLengthBefore(depth: number): number {
    return this.undoTalonLength[depth];
  }

  /** True when the move made at `depth` turned up a face-down card. */
  turnedUp(depth: number): boolean {
    return this.undoFlip[depth] === 1;
  }

  /** Makes `move` (moves.ts), keeping what `undo(move, depth)` needs. */
  apply(move: number, depth: number): void {
    const a = moveA(move);
    const b = moveB(move);
    const c = moveC(move);
    this.undoPointer[depth] = this.pointer;
    this.undoRedeals[depth] = this.redealsUsed;
    this.undoTalonLength[depth] = this.talonLength;
    this.undoFlip[depth] = 0;
    switch (moveKind(move)) {
      case COLUMN_TO_FOUNDATION: {
        const card = this.top(a);
        this.movedCard[depth] = card;
        this.foundation[SUIT[card]]++;
        this.foundationTotal++;
        this.undoFlip[depth] = this.removeFromColumn(a, 1) ? 1 : 0;
        break;
      }
      case TALON_MOVE: {
        const card = this.talon[a - 1];
        this.movedCard[depth] = card;
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

  /** Unmakes `move`, the last move made at `depth`. */
  undo(move: number, depth: number): void {
    const a = moveA(move);
    const b = moveB(move);
    const c = moveC(move);
    switch (moveKind(move)) {
      case COLUMN_TO_FOUNDATION: {
        if (this.undoFlip[depth]) this.faceDown[a]++;
        const card = this.movedCard[depth];
        this.foundation[SUIT[card]]--;
        this.foundationTotal--;
        this.push(a, card);
        break;
      }
      case TALON_MOVE: {
        const card = this.movedCard[depth];
        if (b === TO_FOUNDATION) {
          this.foundation[SUIT[card]]--;
          this.foundationTotal--;
        } else {
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
}

function grow<T extends Int32Array | Uint8Array>(array: T): T {
  const bigger = new (array.constructor as { new (n: number): T })(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * Rule T (docs/solvers/klondike.md): the talon pointers p' at which the same position dominates the one at `pointer`
 * (unlimited redeals), as the hash writes them (`foldPointer`: rule P), as a mask with bit p' set: draws from p' reach
 * every card that draws reach from `pointer`. With draw 1 none (every pointer reaches every card). From a pointer that
 * draws cannot tell from 0 (0, a multiple of the draw, the end), every pointer that is not one (with rule P off, every
 * other pointer); from pointer p, the smaller pointers p − d, p − 2d, … above 0. `talonLength` is at most 24.
 */
export function dominatingPointers(pointer: number, talonLength: number, draw: number, foldPointer: boolean): number {
  if (draw === 1) return 0;
  let mask = 0;
  if (pointer % draw === 0 || pointer === talonLength) {
    for (let other = foldPointer ? 1 : 0; other <= talonLength; other++) {
      if (other === pointer) continue;
      if (foldPointer && (other % draw === 0 || other === talonLength)) continue;
      mask |= 1 << other;
    }
  } else {
    for (let other = pointer - draw; other > 0; other -= draw) mask |= 1 << other;
  }
  return mask;
}

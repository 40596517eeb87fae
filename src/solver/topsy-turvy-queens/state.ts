/**
 * The position of the fast Topsy-Turvy Queens solver in typed arrays, its 64-bit hash kept up to date step by step,
 * and the primitive changes (each logged, so that a move is undone by replaying its log backwards).
 *
 * - Columns: 8 stacks of card numbers (cards.ts), bottom first. Each keeps prefix hashes (pushing a card is one
 *   mixing step, popping costs nothing); the 8 column hashes are added, so the key does not depend on the order of the
 *   columns (they are interchangeable: no rule names a column).
 * - King row: per slot its suit (−1 while empty) and height (0..13: K, A, 2, …, Q). A slot's key depends on its suit,
 *   its height and the captive still under it — not on its place once filled: no rule looks at a filled slot's place
 *   (the leftmost-empty rule looks at empty slots only), so filled slots are keyed as an unordered set; empty slots
 *   by their place.
 * - Captives: the card under slots 1..7 and whether it is still there (it is free when its slot holds 13 cards).
 * - Talon: the waste and the stock as one list in drawing order (waste bottom … waste top, stock top … stock bottom),
 *   a doubly linked list of entries 1..n (HEAD 0, TAIL n + 1) so that a card is taken out and put back in O(1), with
 *   `pointer` the first stock entry (TAIL when the stock is empty): the waste top is `prev[pointer]`. Turning the waste
 *   over keeps this order, so drawing one card at a time always walks the list. A talon entry's key is its place in
 *   the list at load time; the pointer and the redeals used have keys of their own.
 */
import type { Position } from '../../core/game.js';
import { FULL, KING, PositionFault, RANK, SUIT, cardNumber, finalMix, randomKeys, stepA, stepB } from './cards.js';

export const COLUMN_COUNT = 8;
export const SLOT_COUNT = 8;
export const CAPTIVE_COUNT = 7;
/** Column capacity: 4 dealt cards and a run of 12 in one suit fit with room to spare. */
export const STRIDE = 32;
const HASH_STRIDE = STRIDE + 1;
/** Times the waste may be turned over (RULES.md section 7: three passes in all). */
export const REDEAL_LIMIT = 2;
export const HEAD = 0;

// The undo log: three integers an entry (operation, a, b).
const OP_POP = 0; // a card popped from column a (b: the card): undo pushes it back
const OP_PUSH = 1; // a card pushed onto column a: undo pops it
const OP_SLOT = 2; // a card added to slot a: undo takes it off
const OP_CAPTIVE = 3; // captive a went up: undo puts it back
const OP_TALON = 4; // talon entry a taken out: undo links it back
const OP_POINTER = 5; // the pointer was a
const OP_REDEALS = 6; // the redeals used were a

const COLUMN_SEED_A = 0x3c6ef372;
const COLUMN_SEED_B = 0x5be0cd19;
const TALON_KEY_A = randomKeys(128, 0x2545f491);
const TALON_KEY_B = randomKeys(128, 0x1b873593);
const POINTER_KEY_A = randomKeys(128, 0x68e31da4);
const POINTER_KEY_B = randomKeys(128, 0x7feb352d);
const REDEAL_KEY_A = randomKeys(4, 0x45d9f3b);
const REDEAL_KEY_B = randomKeys(4, 0x119de1f3);

export class TtqState {
  readonly column = new Uint8Array(COLUMN_COUNT * STRIDE);
  readonly length = new Int32Array(COLUMN_COUNT);
  private readonly prefixA = new Int32Array(COLUMN_COUNT * HASH_STRIDE);
  private readonly prefixB = new Int32Array(COLUMN_COUNT * HASH_STRIDE);
  /** Each column's hash (its contents), lanes A and B. */
  readonly columnMixA = new Int32Array(COLUMN_COUNT);
  readonly columnMixB = new Int32Array(COLUMN_COUNT);
  private columnSumA = 0;
  private columnSumB = 0;

  readonly slotSuit = new Int8Array(SLOT_COUNT).fill(-1);
  readonly slotHeight = new Int32Array(SLOT_COUNT);
  private readonly slotMixA = new Int32Array(SLOT_COUNT);
  private readonly slotMixB = new Int32Array(SLOT_COUNT);
  private slotSumA = 0;
  private slotSumB = 0;
  /** Cards on the foundations (104: won). */
  foundationTotal = 0;
  /** Slots holding a King (8 − the Kings not yet placed). */
  slotsFilled = 0;

  /** The captive card under slot i (−1 for none at load) and whether it is still there. */
  readonly captiveCard = new Int8Array(CAPTIVE_COUNT).fill(-1);
  readonly captivePresent = new Uint8Array(CAPTIVE_COUNT);

  /** Talon entries 1..talonSize; TAIL = talonSize + 1. */
  readonly talonSize: number;
  readonly tail: number;
  readonly talonCard: Uint8Array;
  readonly next: Int32Array;
  readonly prev: Int32Array;
  pointer: number;
  redealsUsed = 0;
  private talonHashA = 0;
  private talonHashB = 0;

  private log = new Int32Array(3 * 4096);
  logLength = 0;

  hashA = 0;
  hashB = 0;

  /** @throws PositionFault for a position the game cannot reach (a malformed pile, a King left on a column top). */
  constructor(position: Position) {
    const piles = position.piles;
    for (let i = 0; i < COLUMN_COUNT; i++) {
      this.prefixA[i * HASH_STRIDE] = COLUMN_SEED_A;
      this.prefixB[i * HASH_STRIDE] = COLUMN_SEED_B;
      const cards = pileCards(position, `column-${i + 1}`);
      if (cards.length >= STRIDE) throw new PositionFault(`column-${i + 1} holds ${cards.length} cards`);
      for (const code of cards) this.push(i, cardNumber(code));
      if (cards.length > 0 && RANK[this.top(i)] === KING) throw new PositionFault(`column-${i + 1}: a King on top should have gone to the King row`);
    }
    for (let k = 0; k < SLOT_COUNT; k++) {
      const cards = pileCards(position, `king-${k + 1}`);
      if (cards.length > FULL) throw new PositionFault(`king-${k + 1} holds ${cards.length} cards`);
      for (const code of cards) this.addToSlot(k, cardNumber(code));
    }
    for (let i = 0; i < CAPTIVE_COUNT; i++) {
      const cards = pileCards(position, `captive-${i + 1}`);
      if (cards.length > 1) throw new PositionFault(`captive-${i + 1} holds ${cards.length} cards`);
      if (cards.length === 1) {
        this.captiveCard[i] = cardNumber(cards[0]);
        this.captivePresent[i] = 1;
      }
    }
    const waste = pileCards(position, 'waste');
    const stock = pileCards(position, 'stock');
    const talon = [...waste, ...stock.slice().reverse()].map(cardNumber);
    if (talon.length > 120) throw new PositionFault(`the talon holds ${talon.length} cards`);
    this.talonSize = talon.length;
    this.tail = talon.length + 1;
    this.talonCard = new Uint8Array(this.tail + 1);
    this.next = new Int32Array(this.tail + 1);
    this.prev = new Int32Array(this.tail + 1);
    for (let e = 0; e <= this.tail; e++) {
      this.next[e] = e + 1;
      this.prev[e] = e - 1;
    }
    for (let e = 1; e <= talon.length; e++) {
      this.talonCard[e] = talon[e - 1];
      this.talonHashA ^= TALON_KEY_A[e];
      this.talonHashB ^= TALON_KEY_B[e];
    }
    if (waste.length > 0 && RANK[talon[waste.length - 1]] === KING) throw new PositionFault('a King on the waste should have gone to the King row');
    this.pointer = waste.length + 1;
    const used = (position.vars as { redealsUsed?: unknown }).redealsUsed;
    this.redealsUsed = typeof used === 'number' && Number.isInteger(used) && used >= 0 && used <= REDEAL_LIMIT ? used : 0;
    // Every column and slot key from scratch (empty ones included), so that the sums match whatever comes later.
    for (let i = 0; i < COLUMN_COUNT; i++) this.updateColumnMix(i);
    for (let k = 0; k < SLOT_COUNT; k++) this.updateSlotMix(k);
    this.logLength = 0;
  }

  top(i: number): number {
    return this.column[i * STRIDE + this.length[i] - 1];
  }

  /** The waste top's entry (HEAD when the waste is empty). */
  wasteTop(): number {
    return this.prev[this.pointer];
  }

  /** The leftmost empty King slot (−1 when all are filled). */
  leftmostEmptySlot(): number {
    for (let k = 0; k < SLOT_COUNT; k++) if (this.slotHeight[k] === 0) return k;
    return -1;
  }

  /** True when captive i is still under its slot and that slot is complete. */
  captiveFree(i: number): boolean {
    return this.captivePresent[i] === 1 && this.slotHeight[i] === FULL;
  }

  /** The slot's key code: filled slots by (captive still under it, suit, height), empty slots by their place. */
  slotCode(k: number): number {
    const height = this.slotHeight[k];
    const captive = k < CAPTIVE_COUNT && this.captivePresent[k] === 1 ? this.captiveCard[k] + 1 : 0;
    if (height === 0) return 0x10000 + k * 64 + captive;
    return captive * 64 + this.slotSuit[k] * 16 + height;
  }

  private updateSlotMix(k: number): void {
    const code = this.slotCode(k);
    this.slotSumA = (this.slotSumA - this.slotMixA[k]) | 0;
    this.slotSumB = (this.slotSumB - this.slotMixB[k]) | 0;
    this.slotMixA[k] = finalMix(Math.imul(code + 1, 0x9e3779b1) ^ 0x7f4a7c15);
    this.slotMixB[k] = finalMix(Math.imul(code + 3, 0x85ebca77) ^ 0x165667b1);
    this.slotSumA = (this.slotSumA + this.slotMixA[k]) | 0;
    this.slotSumB = (this.slotSumB + this.slotMixB[k]) | 0;
  }

  private updateColumnMix(i: number): void {
    const h = i * HASH_STRIDE + this.length[i];
    this.columnSumA = (this.columnSumA - this.columnMixA[i]) | 0;
    this.columnSumB = (this.columnSumB - this.columnMixB[i]) | 0;
    this.columnMixA[i] = finalMix(this.prefixA[h]);
    this.columnMixB[i] = finalMix(this.prefixB[h] ^ 0x27d4eb2f);
    this.columnSumA = (this.columnSumA + this.columnMixA[i]) | 0;
    this.columnSumB = (this.columnSumB + this.columnMixB[i]) | 0;
  }

  /** Sets `hashA`/`hashB`: the 64-bit key of the position (two 32-bit lanes). */
  computeHash(): void {
    this.hashA = (this.columnSumA + this.slotSumA + (this.talonHashA ^ POINTER_KEY_A[this.pointer] ^ REDEAL_KEY_A[this.redealsUsed])) | 0;
    this.hashB = (this.columnSumB + this.slotSumB + (this.talonHashB ^ POINTER_KEY_B[this.pointer] ^ REDEAL_KEY_B[this.redealsUsed])) | 0;
  }

  private record(op: number, a: number, b: number): void {
    if (this.logLength + 3 > this.log.length) {
      const bigger = new Int32Array(this.log.length * 2);
      bigger.set(this.log);
      this.log = bigger;
    }
    const log = this.log;
    const at = this.logLength;
    log[at] = op;
    log[at + 1] = a;
    log[at + 2] = b;
    this.logLength = at + 3;
  }

  // --- The primitive changes (each logged) ---

  push(i: number, card: number): void {
    this.pushUnlogged(i, card);
    this.record(OP_PUSH, i, 0);
  }

  /** Puts `card` on column i with its prefix hashes, without a log entry (push, and the undo of a pop). */
  private pushUnlogged(i: number, card: number): void {
    const length = this.length[i];
    this.column[i * STRIDE + length] = card;
    const h = i * HASH_STRIDE + length;
    this.prefixA[h + 1] = stepA(this.prefixA[h], card);
    this.prefixB[h + 1] = stepB(this.prefixB[h], card);
    this.length[i] = length + 1;
    this.updateColumnMix(i);
  }

  pop(i: number): number {
    const length = this.length[i] - 1;
    const card = this.column[i * STRIDE + length];
    this.length[i] = length;
    this.updateColumnMix(i);
    this.record(OP_POP, i, card);
    return card;
  }

  addToSlot(k: number, card: number): void {
    if (this.slotHeight[k] === 0) {
      this.slotSuit[k] = SUIT[card];
      this.slotsFilled++;
    }
    this.slotHeight[k]++;
    this.foundationTotal++;
    this.updateSlotMix(k);
    this.record(OP_SLOT, k, 0);
  }

  removeCaptive(i: number): void {
    this.captivePresent[i] = 0;
    this.updateSlotMix(i);
    this.record(OP_CAPTIVE, i, 0);
  }

  unlink(e: number): void {
    this.next[this.prev[e]] = this.next[e];
    this.prev[this.next[e]] = this.prev[e];
    this.talonHashA ^= TALON_KEY_A[e];
    this.talonHashB ^= TALON_KEY_B[e];
    this.record(OP_TALON, e, 0);
  }

  setPointer(entry: number): void {
    this.record(OP_POINTER, this.pointer, 0);
    this.pointer = entry;
  }

  setRedeals(used: number): void {
    this.record(OP_REDEALS, this.redealsUsed, 0);
    this.redealsUsed = used;
  }

  /** A King goes to the leftmost empty slot (the automatic step of RULES.md section 7). */
  placeKing(card: number): void {
    const slot = this.leftmostEmptySlot();
    if (slot < 0) throw new RangeError('a King has no empty slot');
    this.addToSlot(slot, card);
  }

  /** After cards left column i: Kings that become its top go to the King row, one after another. */
  settleColumn(i: number): void {
    while (this.length[i] > 0 && RANK[this.top(i)] === KING) this.placeKing(this.pop(i));
  }

  /** Undoes every change logged since `mark` (a `logLength` taken before them). */
  undoTo(mark: number): void {
    const log = this.log;
    while (this.logLength > mark) {
      const at = this.logLength - 3;
      const a = log[at + 1];
      switch (log[at]) {
        case OP_POP:
          this.pushUnlogged(a, log[at + 2]);
          break;
        case OP_PUSH:
          this.length[a]--;
          this.updateColumnMix(a);
          break;
        case OP_SLOT:
          this.slotHeight[a]--;
          this.foundationTotal--;
          if (this.slotHeight[a] === 0) {
            this.slotSuit[a] = -1;
            this.slotsFilled--;
          }
          this.updateSlotMix(a);
          break;
        case OP_CAPTIVE:
          this.captivePresent[a] = 1;
          this.updateSlotMix(a);
          break;
        case OP_TALON:
          this.next[this.prev[a]] = a;
          this.prev[this.next[a]] = a;
          this.talonHashA ^= TALON_KEY_A[a];
          this.talonHashB ^= TALON_KEY_B[a];
          break;
        case OP_POINTER:
          this.pointer = a;
          break;
        case OP_REDEALS:
          this.redealsUsed = a;
          break;
      }
      this.logLength = at;
    }
  }
}

function pileCards(position: Position, id: string): readonly string[] {
  const pile = Object.hasOwn(position.piles, id) ? position.piles[id] : undefined;
  if (!pile || !Array.isArray(pile.cards)) throw new PositionFault(`the position has no pile "${id}"`);
  return pile.cards;
}

/**
 * The fast Go, No Go solver's position (docs/solvers/go-no-go.md): typed arrays, made and unmade in
 * place, with a 64-bit hash (two 32-bit lanes) kept up to date as cards move.
 *
 * Cards are integers 0..51: suit × 13 + rank − 1, suits S H D C (`cardNumber`). The phases are numbered as
 * src/games/go-no-go.ts names them: 0 'deal-1', 1 'transfers-1', 2 'deal-2', 3 'transfers-2', 4 'over'.
 *
 * What a position is, by phase (each part of the key argued in docs/solvers/go-no-go.md):
 * - in a deal, the cards left to deal (`sequence`), how many are dealt, and the foundation heights decide everything
 *   else: cards only leave the columns for the foundations, from the top, and every card keeps the place it was dealt
 *   to. The key is (phase, dealt, heights, the sequence's hash).
 * - in the transfers the stock is empty and the foundations hold every card not in a column: the key is the columns.
 *   Before the gather the columns' order matters (it is the order of the second deal); after it, with pruning, it does
 *   not, and the key adds the columns' hashes without their places.
 */
import type { Position } from '../../core/game.js';
import { COLUMNS, FOUNDATIONS, type GoNoGoVars } from '../../games/go-no-go.js';
import { KeySequence, finalMix } from '../hashing.js';

export const SUIT_LETTERS = 'SHDC';
export const RANK_LETTERS = 'A23456789TJQK';
/** Rank 1..13 and suit 0..3 of each card number. */
export const RANK = Uint8Array.from({ length: 52 }, (_, card) => (card % 13) + 1);
export const SUIT = Uint8Array.from({ length: 52 }, (_, card) => (card / 13) | 0);

export const DEAL_1 = 0;
export const TRANSFERS_1 = 1;
export const DEAL_2 = 2;
export const TRANSFERS_2 = 3;
export const OVER = 4;
const PHASE_NAMES = ['deal-1', 'transfers-1', 'deal-2', 'transfers-2', 'over'] as const;
export type PhaseName = (typeof PHASE_NAMES)[number];

export const COLUMN_COUNT = 7;
/** Room for a column's cards (a column can never hold more than the deck). */
export const STRIDE = 52;
/** The columns whose cards go from the second row of a deal on (0-based: columns 1, 2, 6, 7). */
const GO_COLUMN = [1, 1, 0, 0, 0, 1, 1];

/** The solver's number of a project card code (`AS` → 0, `KC` → 51); −1 for anything else. */
export function cardNumber(code: string): number {
  const suit = SUIT_LETTERS.indexOf(code[1]);
  const rank = RANK_LETTERS.indexOf(code[0]);
  return code.length === 2 && suit >= 0 && rank >= 0 ? suit * 13 + rank : -1;
}

/** The project card code of a solver card number. */
export function cardCode(card: number): string {
  return RANK_LETTERS[card % 13] + SUIT_LETTERS[(card / 13) | 0];
}

/** Whether the card dealt `index`-th (0-based) in a deal goes by its place: row 1 all, later rows columns 1, 2, 6, 7. */
export function goesByPlace(index: number): boolean {
  return index < COLUMN_COUNT || GO_COLUMN[index % COLUMN_COUNT] === 1;
}

// Random keys (a fixed xorshift sequence, so that hashes are the same on every run).
const sequence = new KeySequence(0x6d2b79f5);
const keys = (length: number): Int32Array => sequence.keys(length);
/** Card `card` at height `k` in a column (bottom 0): Zobrist keys, XORed into the column's hash. */
const CARD_AT_A = keys(STRIDE * 52);
const CARD_AT_B = keys(STRIDE * 52);
/** Keys of the columns' places (ordered key), the phases, the dealt count and the foundation heights. */
const PLACE_A = keys(COLUMN_COUNT);
const PLACE_B = keys(COLUMN_COUNT);
const PHASE_A = keys(5);
const PHASE_B = keys(5);
const DEALT_A = keys(53);
const DEALT_B = keys(53);
const HEIGHT_A = keys(4 * 14);
const HEIGHT_B = keys(4 * 14);


/** Option `aces` and `transfers` as flags, and whether the pruning rules are on. */
export interface Rules {
  /** `aces` = `always`: an exposed Ace goes during a deal wherever it was dealt. */
  acesAlways: boolean;
  /** `transfers` = `suit`: onto any exposed card of the suit (else one rank higher or lower). */
  anyRank: boolean;
}

/** The position, mutable in place. */
export class Board {
  /** Column c holds cards[c * STRIDE .. + length[c]), bottom first. */
  readonly cards = new Uint8Array(COLUMN_COUNT * STRIDE);
  readonly length = new Int32Array(COLUMN_COUNT);
  /** Each column's hash: the XOR of CARD_AT keys of its cards (two lanes). */
  readonly columnA = new Int32Array(COLUMN_COUNT);
  readonly columnB = new Int32Array(COLUMN_COUNT);
  /** Foundation height per suit (0..13); the foundation pile (0..3) holding each suit, −1 before its Ace. */
  readonly height = new Int32Array(4);
  readonly pileOfSuit = new Int32Array(4).fill(-1);
  total = 0;
  /** Per card: whether it goes by the place it was dealt to in the current deal (vars.goes of the game file). */
  readonly goes = new Uint8Array(52);
  phase = DEAL_1;
  /** The current deal's cards in deal order (sequence[dealt] is dealt next) and their count. */
  readonly sequence = new Uint8Array(52);
  sequenceLength = 0;
  dealt = 0;
  /** A hash of the second deal's sequence (0 in the first deal). */
  sequenceA = 0;
  sequenceB = 0;
  /** The position's hash, after `computeHash()`. */
  hashA = 0;
  hashB = 0;

  constructor(readonly rules: Rules) {}

  /**
   * Loads a position of src/games/go-no-go.ts. Returns why the board cannot hold it (a position play cannot reach: an
   * unknown phase, a card twice or missing, a foundation out of order), or undefined when it is loaded.
   */
  load(position: Position): string | undefined {
    const vars = position.vars as unknown as GoNoGoVars;
    const phase = PHASE_NAMES.indexOf(vars.phase);
    if (phase < 0) return `unknown phase ${String(vars.phase)}`;
    this.phase = phase;
    const seen = new Uint8Array(52);
    let fault: string | undefined;
    const take = (code: string): number => {
      const card = cardNumber(code);
      if (card < 0 || seen[card]) {
        fault ??= `${code} is not a card or appears twice`;
        return 0;
      }
      seen[card] = 1;
      return card;
    };
    for (let f = 0; f < 4; f++) {
      const pile = position.piles[FOUNDATIONS[f]].cards;
      if (pile.length === 0) continue;
      const suit = SUIT[Math.max(0, cardNumber(pile[0]))];
      for (let k = 0; k < pile.length; k++) {
        const card = take(pile[k]);
        if (RANK[card] !== k + 1 || SUIT[card] !== suit) return 'a foundation is not a suit from its Ace';
      }
      this.height[suit] = pile.length;
      this.pileOfSuit[suit] = f;
      this.total += pile.length;
    }
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const id = COLUMNS[c];
      const pile = position.piles[id].cards;
      const flags = vars.goes[id];
      for (let k = 0; k < pile.length; k++) {
        const card = take(pile[k]);
        this.push(c, card);
        this.goes[card] = flags[k] ? 1 : 0;
      }
    }
    const stock = position.piles.stock.cards;
    this.dealt = vars.dealt;
    this.sequenceLength = vars.dealt + stock.length;
    if (this.sequenceLength > 52) return 'more cards dealt than the deck holds';
    // The stock's top (its last card) is dealt next.
    for (let k = 0; k < stock.length; k++) this.sequence[vars.dealt + k] = take(stock[stock.length - 1 - k]);
    let cards = 0;
    for (let card = 0; card < 52; card++) cards += seen[card];
    if (fault !== undefined) return fault;
    if (cards !== 52) return 'the position does not hold the 52 cards';
    if (phase === DEAL_2 || phase === TRANSFERS_2) this.hashSequence();
    return undefined;
  }

  top(column: number): number {
    return this.cards[column * STRIDE + this.length[column] - 1];
  }

  push(column: number, card: number): void {
    const at = this.length[column]++;
    this.cards[column * STRIDE + at] = card;
    this.columnA[column] ^= CARD_AT_A[at * 52 + card];
    this.columnB[column] ^= CARD_AT_B[at * 52 + card];
  }

  pop(column: number): number {
    const at = --this.length[column];
    const card = this.cards[column * STRIDE + at];
    this.columnA[column] ^= CARD_AT_A[at * 52 + card];
    this.columnB[column] ^= CARD_AT_B[at * 52 + card];
    return card;
  }

  /** Empties a column (its hash is then 0, the XOR of no keys). */
  clear(column: number): void {
    this.length[column] = 0;
    this.columnA[column] = 0;
    this.columnB[column] = 0;
  }

  /** Whether `card` may go to its foundation now (an Ace to an empty one, else onto its suit one rank lower). */
  fitsFoundation(card: number): boolean {
    return this.height[SUIT[card]] === RANK[card] - 1;
  }

  /** Whether `card` may be transferred onto `under` (same suit; one rank apart unless `transfers` = `suit`). */
  fitsTransfer(card: number, under: number): boolean {
    if (SUIT[card] !== SUIT[under]) return false;
    return this.rules.anyRank || RANK[card] - RANK[under] === 1 || RANK[under] - RANK[card] === 1;
  }

  /** Whether the exposed `card` may go to a foundation during a deal: it goes by its place, or it is an Ace (option). */
  goesNow(card: number): boolean {
    return this.goes[card] === 1 || (this.rules.acesAlways && RANK[card] === 1);
  }

  /** Sets the second deal's sequence hash from `sequence[0 .. sequenceLength)`. */
  hashSequence(): void {
    let a = 0x3c6ef372;
    let b = 0x5be0cd19;
    for (let k = 0; k < this.sequenceLength; k++) {
      a = finalMix(a ^ (this.sequence[k] + 1) ^ Math.imul(k, 0x9e3779b1));
      b = finalMix(b + Math.imul(this.sequence[k] + 7, 0x85ebca6b) + k);
    }
    this.sequenceA = a;
    this.sequenceB = b;
  }

  /**
   * Computes the position's hash. `interchangeable`: in the second transfers the columns count without their places
   * (rule G of docs/solvers/go-no-go.md).
   */
  computeHash(interchangeable: boolean): void {
    const phase = this.phase;
    let a = PHASE_A[phase];
    let b = PHASE_B[phase];
    if (phase === DEAL_1 || phase === DEAL_2) {
      a ^= DEALT_A[this.dealt] ^ this.sequenceA;
      b ^= DEALT_B[this.dealt] ^ this.sequenceB;
      for (let suit = 0; suit < 4; suit++) {
        a ^= HEIGHT_A[suit * 14 + this.height[suit]];
        b ^= HEIGHT_B[suit * 14 + this.height[suit]];
      }
    } else {
      const placed = !interchangeable || phase !== TRANSFERS_2;
      for (let c = 0; c < COLUMN_COUNT; c++) {
        a = (a + finalMix(this.columnA[c] ^ (placed ? PLACE_A[c] : 0))) | 0;
        b = (b + finalMix(this.columnB[c] ^ (placed ? PLACE_B[c] : 0))) | 0;
      }
    }
    this.hashA = a;
    this.hashB = b;
  }

  /**
   * What the position holds, in the game file's terms (for tests that compare it with the engine's position): the
   * phase, the cards dealt, each column bottom first with its go flags, the foundation heights by suit, the stock in
   * deal order.
   */
  summary(): { phase: PhaseName; dealt: number; columns: string[][]; goes: boolean[][]; heights: number[]; stock: string[] } {
    const columns: string[][] = [];
    const goes: boolean[][] = [];
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const cards = Array.from(this.cards.subarray(c * STRIDE, c * STRIDE + this.length[c]));
      columns.push(cards.map(cardCode));
      goes.push(cards.map((card) => this.goes[card] === 1));
    }
    const stock = Array.from(this.sequence.subarray(this.dealt, this.sequenceLength), cardCode);
    return { phase: this.phaseName(), dealt: this.dealt, columns, goes, heights: Array.from(this.height), stock };
  }

  /** The phase's name as the game file has it. */
  phaseName(): PhaseName {
    return PHASE_NAMES[this.phase];
  }
}

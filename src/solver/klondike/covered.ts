/**
 * The covered targets of rule L's relaxation (relaxation.ts; docs/solvers/klondike.md, rule L): a column card c whose
 * target (rank + 1, the other colour; its first in suit OPPOSITE_A, its second in OPPOSITE_B) lies under c in the same
 * column cannot go onto it until one of the cards lying between the two moves as a head (a run headed by a card between
 * takes c away from the target). So such a target is shut to c at the start of a run and opens once a card between is
 * a HEAD; HEAD only grows within a run, so an open target stays open.
 *
 * Set up once a position (`clear`, then `add` for each covered target, in column order), started again for each run
 * (`reset`), and opened card by card as the run finds HEADs (`open`): each card between has a list of the entries it
 * opens, so a run never scans them all. The masks are bit sets by suit, 13 bits a suit (bit r − 1 for rank r).
 */
import { STRIDE } from './read.js';

/** Covered targets a position may have: two a column card. */
const MAX_ENTRIES = 104;

export class CoveredTargets {
  /** Cards whose first (second) target lies under them in their column: set up once a position. */
  readonly underFirst = new Int32Array(4);
  readonly underSecond = new Int32Array(4);
  /** Of them, those whose first (second) target is still shut in this run: kept up to date as `open` is called. */
  readonly overFirst = new Int32Array(4);
  readonly overSecond = new Int32Array(4);
  // One entry a covered target: the card's suit and bit, the side (0: first target, 1: second).
  private readonly entrySuit = new Int32Array(MAX_ENTRIES);
  private readonly entryBit = new Int32Array(MAX_ENTRIES);
  private readonly entrySide = new Int32Array(MAX_ENTRIES);
  private count = 0;
  /** Per card, its first link (−1: it opens nothing); per link, the next link of the same card and the entry it opens. */
  private readonly firstLink = new Int32Array(52);
  private readonly linkNext = new Int32Array(MAX_ENTRIES * STRIDE);
  private readonly linkEntry = new Int32Array(MAX_ENTRIES * STRIDE);
  private linkCount = 0;
  /** Per entry, in this run: whether its target has opened. */
  private readonly opened = new Uint8Array(MAX_ENTRIES);

  /** Forgets the position's entries (before setting up another position). */
  clear(): void {
    this.count = 0;
    this.linkCount = 0;
    this.firstLink.fill(-1);
    for (let s = 0; s < 4; s++) {
      this.underFirst[s] = 0;
      this.underSecond[s] = 0;
    }
  }

  /** The target on `side` of the card (suit, bit) lies under it, with the cards `cards[from .. to)` between. */
  add(suit: number, bit: number, side: number, cards: Uint8Array, from: number, to: number): void {
    if (side === 0) this.underFirst[suit] |= bit;
    else this.underSecond[suit] |= bit;
    const n = this.count++;
    this.entrySuit[n] = suit;
    this.entryBit[n] = bit;
    this.entrySide[n] = side;
    const { firstLink, linkNext, linkEntry } = this;
    for (let at = from; at < to; at++) {
      const link = this.linkCount++;
      const card = cards[at];
      linkEntry[link] = n;
      linkNext[link] = firstLink[card];
      firstLink[card] = link;
    }
  }

  /** Starts a run: every covered target shut. */
  reset(): void {
    for (let s = 0; s < 4; s++) {
      this.overFirst[s] = this.underFirst[s];
      this.overSecond[s] = this.underSecond[s];
    }
    this.opened.fill(0, 0, this.count);
  }

  /** Whether `card` lies between some card and its covered target (its HEAD opens something). */
  opens(card: number): boolean {
    return this.firstLink[card] >= 0;
  }

  /** `card` (in a column) has become a HEAD: the covered targets it lies between open. */
  open(card: number): void {
    const { linkNext, linkEntry, opened } = this;
    for (let link = this.firstLink[card]; link >= 0; link = linkNext[link]) {
      const n = linkEntry[link];
      if (opened[n] !== 0) continue;
      opened[n] = 1;
      if (this.entrySide[n] === 0) this.overFirst[this.entrySuit[n]] &= ~this.entryBit[n];
      else this.overSecond[this.entrySuit[n]] &= ~this.entryBit[n];
    }
  }
}

/**
 * The relaxation of rule L of the fast Klondike solver (docs/solvers/klondike.md, "Rule L — positions proved lost by a
 * relaxation"): a relaxed game where every card that could ever be free is free at once; if even there some card cannot
 * reach its foundation, the position is lost (dead-ends.ts draws the verdicts from it). The relaxed game is a least
 * fixpoint of four facts per card, each implied by the facts of earlier events in any real line of play:
 *
 * - TOP(c): c is, at some time, the top card of its pile — a column card once the card now directly on it moves off
 *   as the head of a run (HEAD); a talon card when draws bring it to the waste top now (computeReach), or once the
 *   talon card after it can be played (playing it leaves this one on top), or once some talon card before it can be
 *   played (it then lies elsewhere in the talon: over-approximated as reached);
 * - HEAD(y): a column card y moves as the head of a run (or alone): to its foundation (y is a TOP and its suit's rank
 *   − 1 is UP), onto a target (a card of rank + 1 and the other colour that is AVAIL and does not lie under y in its
 *   column), or into a gap (a gap can be made, and y is a King or, under `kings-first`, all four Kings can be placed);
 *   a face-down card only once it is a TOP, and under whole-run rules only the lowest face-up card (or a face-down one);
 * - AVAIL(t): t is, at some time, the top of a column, so a card can go onto it: a column card once it is a TOP; a
 *   talon card that is a TOP, or (cards may come back) a card on its foundation, when it can go into a column itself
 *   (onto an AVAIL target or into a gap);
 * - UP(c): c reaches its foundation: its rank − 1 is UP and c is a TOP.
 *
 * A gap can be made once some column's bottom card can leave other than into a gap (to its foundation or onto a
 * target), or when a column is empty. A King is placed when UP, at the bottom of its column, moved as a HEAD (into a
 * gap), or, from the talon, AVAIL (a gap can take it).
 *
 * A run may keep one card from ever moving as a head (the twins part and the frozen locks of dead-ends.ts; for the
 * latter it stops once that card is free, `frozenFree`), and takes the locks of the position (locks.ts) as constraints.
 *
 * The facts are kept as bit sets, 13 bits a suit (bit r − 1 for rank r), so most of a round is a few operations a suit;
 * TOP and HEAD within a column are found card by card, down each column in one sweep, and the talon in one sweep.
 */
import { BIT, OPPOSITE_A, OPPOSITE_B, RANK, SAME_COLOUR, SUIT } from './cards.js';
import { computeReach } from './generate.js';
import { CoveredTargets } from './covered.js';
import { LockTable } from './locks.js';
import { STRIDE, type KlondikeState } from './state.js';

/** All 13 ranks of a suit as bits (bit r − 1 for rank r). */
export const ALL = 0x1fff;
/** The King's bit in a suit. */
export const KING = 0x1000;

/** The relaxation of a position: its bit sets by suit, set up once a position and run to a fixpoint. */
export class Relaxation {
  protected readonly column = new Int32Array(4);
  private readonly talon = new Int32Array(4);
  protected readonly faceDown = new Int32Array(4);
  private readonly mayHead = new Int32Array(4);
  /** The targets lying under their card in its column (covered.ts), and its masks, shared by reference. */
  private readonly covered = new CoveredTargets();
  /**
   * Cards whose first (second) target, of rank + 1 in suit OPPOSITE_A (OPPOSITE_B), lies under them in their column and
   * can still not take them (no card between the two has moved as a head): kept up to date as HEAD grows in a run, and
   * after a run for its fixpoint.
   */
  protected readonly overFirst = this.covered.overFirst;
  protected readonly overSecond = this.covered.overSecond;
  /** The same at the start of a run: every card whose first (second) target lies under it in its column. */
  protected readonly underFirst = this.covered.underFirst;
  protected readonly underSecond = this.covered.underSecond;
  /** The place of each card in its column while setting up. */
  private readonly placeOf = new Int8Array(52);
  private readonly startTop = new Int32Array(4);
  protected readonly startUp = new Int32Array(4);
  protected readonly top = new Int32Array(4);
  protected readonly head = new Int32Array(4);
  protected readonly avail = new Int32Array(4);
  protected readonly up = new Int32Array(4);
  private readonly headFree = new Int32Array(4);
  private readonly headIfTop = new Int32Array(4);
  private readonly targetAny = new Int32Array(4);
  private readonly playable = new Int32Array(4);
  /** Per column (4 entries a column): the bits of its cards by suit; a sweep is needed only when their masks change. */
  private readonly columnBits = new Int32Array(28);
  /** The masks of the last sweep, by suit: what HEAD needs (headFree, headIfTop). */
  private readonly lastFree = new Int32Array(4);
  private readonly lastIfTop = new Int32Array(4);
  /** The column of each card (−1: not in a column) while setting up. */
  private readonly columnOf = new Int8Array(52);
  private readonly reach = new Int32Array(64);
  private readonly reachable = new Uint8Array(24);
  private state: KlondikeState | null = null;
  private startGap = false;
  /** The locks of the position (locks.ts). */
  protected readonly lockTable = new LockTable();

  /** After a run: whether a gap can be made, and whether all Kings can be placed. */
  protected gapExists = false;
  protected kingsPlaceable = false;

  /** While freezing a card to find a lock: whether a run stops once the card is free. */
  protected stopWhenFree = false;

  /** Sets up the bit sets of the position. */
  protected load(state: KlondikeState): void {
    this.state = state;
    const { column, talon, faceDown, mayHead, startTop, startUp, columnOf, covered } = this;
    covered.clear();
    for (let s = 0; s < 4; s++) {
      column[s] = 0;
      talon[s] = 0;
      faceDown[s] = 0;
      mayHead[s] = 0;
      startTop[s] = 0;
      startUp[s] = (1 << state.foundation[s]) - 1;
    }
    columnOf.fill(-1);
    this.columnBits.fill(0);
    let gap = false;
    const cards = state.column;
    for (let i = 0; i < 7; i++) {
      const length = state.length[i];
      if (length === 0) gap = true;
      const down = state.faceDown[i];
      const base = i * STRIDE;
      for (let k = 0; k < length; k++) {
        const card = cards[base + k];
        const suit = SUIT[card];
        const rank = RANK[card];
        const bit = 1 << (rank - 1);
        column[suit] |= bit;
        this.columnBits[i * 4 + suit] |= bit;
        if (k < down) faceDown[suit] |= bit;
        if (state.partialMoves || k <= down) mayHead[suit] |= bit;
        // A target under the card in its column cannot take it until a card between the two moves as a head
        // (covered.ts; docs/solvers/klondike.md, rule L: a run headed by a card between them takes the card away from
        // the target).
        if (rank < 13) {
          const first = OPPOSITE_A[suit] * 13 + rank;
          const second = OPPOSITE_B[suit] * 13 + rank;
          if (columnOf[first] === i) covered.add(suit, bit, 0, cards, base + this.placeOf[first] + 1, base + k);
          if (columnOf[second] === i) covered.add(suit, bit, 1, cards, base + this.placeOf[second] + 1, base + k);
        }
        columnOf[card] = i;
        this.placeOf[card] = k;
      }
      if (length > 0) {
        const card = cards[base + length - 1];
        startTop[SUIT[card]] |= BIT[card];
      }
    }
    const talonLength = state.talonLength;
    const reachCount = computeReach(state, this.reach);
    const reachable = this.reachable;
    reachable.fill(0, 0, talonLength);
    for (let k = 0; k < reachCount; k++) reachable[(this.reach[k] & 63) - 1] = 1;
    for (let t = 0; t < talonLength; t++) {
      const card = state.talon[t];
      const bit = BIT[card];
      talon[SUIT[card]] |= bit;
      if (reachable[t]) startTop[SUIT[card]] |= bit;
    }
    this.startGap = gap;
  }

  /**
   * Runs the relaxation to its fixpoint, the card of `noHeadSuit` and `noHeadBit` never moving as a head (−1: none).
   * True when every card reaches its foundation.
   */
  protected run(noHeadSuit: number, noHeadBit: number): boolean {
    const state = this.state!;
    const { column, talon, faceDown, mayHead, overFirst, overSecond, top, head, avail, up, headFree, headIfTop, targetAny, playable } = this;
    for (let s = 0; s < 4; s++) {
      top[s] = this.startTop[s];
      up[s] = this.startUp[s];
      head[s] = 0;
      // The column tops are AVAIL from the start (what a first round would find).
      avail[s] = this.startTop[s] & column[s];
    }
    const cards = state.column;
    const talonLength = state.talonLength;
    const comeBack = state.foundationToTableau;
    let gapExists = this.startGap;
    let kingsPlaceable = false;
    let settled = 0;
    const { lastFree, lastIfTop, columnBits } = this;
    // The first sweep looks at every column: masks that changed "from everything".
    lastFree.fill(-1);
    lastIfTop.fill(-1);
    let firstSweep = true;
    const covered = this.covered;
    covered.reset();
    for (;;) {
      let changed = false;
      const gapOk = gapExists ? (kingsPlaceable ? ALL : KING) : 0;
      const { capUp, shutFirst, shutSecond } = this.lockTable;
      if (this.lockTable.count > 0) this.lockTable.masks(avail, up, gapOk, head);
      else if (firstSweep) this.lockTable.clearMasks();
      for (let s = 0; s < 4; s++) {
        const first = avail[OPPOSITE_A[s]] >>> 1;
        const second = avail[OPPOSITE_B[s]] >>> 1;
        const targetOk = (first & ~overFirst[s] & ~shutFirst[s]) | (second & ~overSecond[s] & ~shutSecond[s]);
        targetAny[s] = first | second;
        let leaves = mayHead[s] & (gapOk | targetOk);
        // To its foundation (a card a lock holds back cannot go up yet), or onto a target or into a gap.
        let ifTop = (((up[s] << 1) | 1) & ~capUp[s]) | leaves;
        if (s === noHeadSuit) {
          leaves &= ~noHeadBit;
          ifTop &= ~noHeadBit;
        }
        headFree[s] = leaves & ~faceDown[s];
        headIfTop[s] = ifTop;
      }
      const changedS = (headFree[0] ^ lastFree[0]) | (headIfTop[0] ^ lastIfTop[0]);
      const changedH = (headFree[1] ^ lastFree[1]) | (headIfTop[1] ^ lastIfTop[1]);
      const changedD = (headFree[2] ^ lastFree[2]) | (headIfTop[2] ^ lastIfTop[2]);
      const changedC = (headFree[3] ^ lastFree[3]) | (headIfTop[3] ^ lastIfTop[3]);
      for (let s = 0; s < 4; s++) {
        lastFree[s] = headFree[s];
        lastIfTop[s] = headIfTop[s];
      }
      // TOP and HEAD down each column: a card is a TOP once the card on it is a HEAD. A column whose cards are all
      // TOPs and HEADs has nothing more to give.
      for (let i = 0; i < 7; i++) {
        if ((settled >> i) & 1) continue;
        // A sweep with the same masks for the column's cards finds nothing new (one sweep is a fixpoint of a column).
        const bits = i * 4;
        if (!firstSweep && ((columnBits[bits] & changedS) | (columnBits[bits + 1] & changedH) | (columnBits[bits + 2] & changedD) | (columnBits[bits + 3] & changedC)) === 0) continue;
        const base = i * STRIDE;
        const down = state.faceDown[i];
        let headAbove = true; // the column top: nothing lies on it
        let open = false;
        for (let k = state.length[i] - 1; k >= 0; k--) {
          const card = cards[base + k];
          const suit = SUIT[card];
          const bit = BIT[card];
          if (headAbove && (top[suit] & bit) === 0) {
            top[suit] |= bit;
            changed = true;
          }
          const isTop = (top[suit] & bit) !== 0;
          if ((head[suit] & bit) === 0 && ((headFree[suit] & bit) !== 0 || (isTop && (headIfTop[suit] & bit) !== 0))) {
            head[suit] |= bit;
            changed = true;
            if (covered.opens(card)) covered.open(card);
          }
          headAbove = (head[suit] & bit) !== 0;
          if (!headAbove || !isTop) open = true;
          // A face-down card is a HEAD only once it is a TOP: below a card that is no HEAD, nothing changes this round.
          if (!headAbove && k <= down) break;
        }
        if (!open) settled |= 1 << i;
      }
      firstSweep = false;
      // TOP of talon cards (sweepTalon).
      if (talonLength > 0) {
        for (let s = 0; s < 4; s++) playable[s] = ((up[s] << 1) | 1) | gapOk | targetAny[s];
        if (this.sweepTalon(state, talonLength)) changed = true;
      }
      let allUp = true;
      for (let s = 0; s < 4; s++) {
        // UP is a prefix of the suit: the foundation, then every TOP in rank order without a break.
        const reachUp = up[s] | (top[s] & ~capUp[s]);
        const nextUp = ((reachUp + 1) & ~reachUp) - 1;
        if (nextUp !== up[s]) {
          up[s] = nextUp;
          changed = true;
        }
        if (nextUp !== ALL) allUp = false;
        const source = (talon[s] & top[s]) | (comeBack ? up[s] & ~column[s] : 0);
        const nextAvail = avail[s] | (top[s] & column[s]) | (source & (gapOk | targetAny[s]));
        if (nextAvail !== avail[s]) {
          avail[s] = nextAvail;
          changed = true;
        }
      }
      if (allUp) {
        return true;
      }
      // Freezing a card to find a lock: stop as soon as the frozen card is free (it could go up, into a gap or onto
      // either target): no lock comes from it.
      if (this.stopWhenFree && noHeadSuit >= 0 && this.frozenFree(noHeadSuit, noHeadBit, gapExists ? (kingsPlaceable ? ALL : KING) : 0)) {
        this.gapExists = gapExists;
        this.kingsPlaceable = kingsPlaceable;
        return true;
      }
      if (!gapExists) {
        for (let i = 0; i < 7 && !gapExists; i++) {
          const card = cards[i * STRIDE];
          const suit = SUIT[card];
          const bit = BIT[card];
          const isTop = (top[suit] & bit) !== 0;
          const toFoundation = isTop && (((up[suit] << 1) | 1) & ~this.lockTable.capUp[suit] & bit) !== 0;
          const ontoTarget = (targetAny[suit] & bit) !== 0 && (isTop || (faceDown[suit] & bit) === 0);
          if ((toFoundation || ontoTarget) && !(suit === noHeadSuit && bit === noHeadBit)) {
            gapExists = true;
            changed = true;
          }
        }
      }
      if (state.kingsFirst && gapExists && !kingsPlaceable) {
        kingsPlaceable = true;
        for (let s = 0; s < 4; s++) {
          const placed = (up[s] | head[s] | (talon[s] & avail[s])) & KING;
          if (placed === 0 && !((column[s] & KING) !== 0 && kingAtBottom(state, s * 13 + 12))) kingsPlaceable = false;
        }
        if (kingsPlaceable) changed = true;
      }
      if (!changed) {
        this.gapExists = gapExists;
        this.kingsPlaceable = kingsPlaceable;
        return false;
      }
    }
  }

  /**
   * TOP of talon cards: within reach now; or the next card (at its place then) is played, making it the waste top; or a
   * card before it is played, shifting it (over-approximated: then it may be reached). True when a TOP was added.
   */
  private sweepTalon(state: KlondikeState, talonLength: number): boolean {
    const { top, playable } = this;
    const talonCards = state.talon;
    let changed = false;
    let firstPlayed = talonLength;
    for (let t = 0; t < talonLength; t++) {
      const card = talonCards[t];
      const suit = SUIT[card];
      if ((top[suit] & playable[suit] & BIT[card]) !== 0) {
        firstPlayed = t;
        break;
      }
    }
    if (firstPlayed === talonLength) return false;
    // Every card after the first one played is a TOP (a card before it is played).
    for (let t = firstPlayed + 1; t < talonLength; t++) {
      const card = talonCards[t];
      const suit = SUIT[card];
      if ((top[suit] & BIT[card]) === 0) {
        top[suit] |= BIT[card];
        changed = true;
      }
    }
    // Below it, a card is a TOP once the card after it is played: a chain down from the first one played, for as long
    // as each card it reaches can be played (before this sweep no card before the first one played could be).
    for (let t = firstPlayed - 1; t >= 0; t--) {
      const card = talonCards[t];
      const suit = SUIT[card];
      const bit = BIT[card];
      if ((top[suit] & bit) === 0) {
        top[suit] |= bit;
        changed = true;
      }
      if ((playable[suit] & bit) === 0) break;
    }
    return changed;
  }

  /**
   * No lock can come from the frozen card: it could go up, into a gap, or onto both of its targets (AVAIL and not
   * under it); or nothing is left to hold back (its twin, if in a column, is a HEAD, and every card of either target
   * suit above the target is a foundation card or a TOP). Facts only grow, so this stays true once true.
   */
  private frozenFree(suit: number, bit: number, gapOk: number): boolean {
    if ((this.up[suit] & (bit >> 1)) !== 0 || (gapOk & bit) !== 0) return true;
    const suitA = OPPOSITE_A[suit];
    const suitB = OPPOSITE_B[suit];
    const usableA = (this.avail[suitA] & (bit << 1)) !== 0 && (this.overFirst[suit] & bit) === 0;
    const usableB = (this.avail[suitB] & (bit << 1)) !== 0 && (this.overSecond[suit] & bit) === 0;
    if (usableA && usableB) return true;
    const twinSuit = SAME_COLOUR[suit];
    if ((this.column[twinSuit] & bit) !== 0 && (this.head[twinSuit] & bit) === 0) return false;
    const high = ALL & ~((bit << 2) - 1);
    return (high & ~this.startUp[suitA] & ~this.top[suitA]) === 0 && (high & ~this.startUp[suitB] & ~this.top[suitB]) === 0;
  }
}

/** True when `king` lies at the bottom of a column. */
function kingAtBottom(state: KlondikeState, king: number): boolean {
  for (let i = 0; i < 7; i++) if (state.length[i] > 0 && state.column[i * STRIDE] === king) return true;
  return false;
}

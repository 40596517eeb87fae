/**
 * Rule L of the fast Klondike solver (docs/solvers/klondike.md, "Rule L — positions proved lost by a relaxation"): the
 * verdicts drawn from the relaxation of relaxation.ts. A position is lost when some card cannot reach its foundation
 * even in the relaxed game where every card that could ever be free is free at once (the facts TOP, HEAD, AVAIL, UP run
 * to their fixpoint there, the talon included).
 *
 * Rule L's second part, twins (docs/solvers/klondike.md): a face-down card y with its twin x directly on it (same rank
 * and colour), where — in the relaxation in which y never moves — neither can go up or into a gap and at most one card
 * is ever a target for either: x can only go onto that card t and then never leaves it, so y can never move: lost.
 *
 * The locks (docs/solvers/klondike.md, rule L, "Locks"; the table in locks.ts): the static ones, and the frozen ones
 * found here by runs in which one card never moves as a head; and their trial, which keeps them only where they prove
 * something.
 */
import { OPPOSITE_A, OPPOSITE_B, RANK, RED, SAME_COLOUR, SUIT } from './cards.js';
import { ALL, KING, Relaxation } from './relaxation.js';
import { STRIDE, type KlondikeState } from './state.js';

/** Positions the locks are on trial for (see DeadEndScratch.useLocks). */
const TRIAL_POSITIONS = 2_000;
/** The share of the trial's positions the frozen locks must prove lost to be kept after it. */
const FROZEN_SHARE = 0.1;

/** Rule L on a position: the relaxation (relaxation.ts), its twins part and its locks, with the locks' trial. */
export class DeadEndScratch extends Relaxation {
  /**
   * Whether the locks are used (docs/solvers/klondike.md, rule L, "Locks"): they cost a few relaxations more a position
   * and pay only on some hard deals, so only the complete search of a deal its first 200,000 positions did not decide
   * uses them (`useLocks`), and only if they prove something in their first positions.
   */
  locks = false;

  /**
   * Whether the locks are on trial: for the first TRIAL_POSITIONS positions after they are switched on, a position is
   * first checked without them, so that the proofs only the locks give are counted; with none, they are switched off
   * (they would only cost), else kept without the check.
   */
  private trial = false;
  private trialPositions = 0;
  private trialProofs = 0;
  private trialFrozenProofs = 0;
  /** Whether the frozen locks are looked for (after the trial: only if they proved enough in it). */
  private frozen = true;
  /** After the trial: the share of its positions that only the locks proved lost (−1: no trial finished). */
  trialShare = -1;

  /** Switches the locks on (on trial, see `trial`) or off. */
  useLocks(on: boolean): void {
    this.locks = on;
    this.trial = on;
    this.trialPositions = 0;
    this.trialProofs = 0;
    this.trialShare = -1;
    this.trialFrozenProofs = 0;
    this.frozen = true;
  }

  /** True when the relaxation proves the position lost: some card can never reach its foundation. */
  provedLost(state: KlondikeState): boolean {
    this.load(state);
    this.lockTable.count = 0;
    if (this.trial) return this.provedLostOnTrial(state);
    if (this.locks) this.lockTable.findStatic(state);
    if (!this.run(-1, 0)) return true;
    if (this.twinsBlocked(state)) return true;
    return this.locks && this.frozen && this.frozenLocksProve(state);
  }

  /** provedLost while the locks are on trial: without them first, then with them, counting what only they prove. */
  private provedLostOnTrial(state: KlondikeState): boolean {
    if (++this.trialPositions >= TRIAL_POSITIONS) {
      this.trial = false;
      this.trialShare = this.trialProofs / this.trialPositions;
      if (this.trialProofs === 0) this.locks = false;
      // The frozen locks cost most: kept only where they prove a tenth of the trial lost (deal 48: 31%; deal 31, 6%,
      // is decided sooner by the static locks alone).
      this.frozen = this.trialFrozenProofs >= this.trialPositions * FROZEN_SHARE;
    }
    if (!this.run(-1, 0)) return true;
    if (this.twinsBlocked(state)) return true;
    this.lockTable.findStatic(state);
    if (this.lockTable.count > 0 && !this.run(-1, 0)) {
      this.trialProofs++;
      return true;
    }
    if (this.frozenLocksProve(state)) {
      this.trialProofs++;
      this.trialFrozenProofs++;
      return true;
    }
    return false;
  }

  /**
   * Locks found by freezing a card (docs/solvers/klondike.md, rule L, "Locks"): for a face-up column card x, the
   * relaxation in which x never moves as a head holds every event before x's first move. If there x cannot go up (its
   * rank − 1 is never UP) nor into a gap, and only one target t is AVAIL and not under it, x's first move puts it onto
   * t, where it stays until it can leave. Until then the cards of t's suit above t that are never a TOP before x moves
   * cannot go up, and x's twin, if it cannot move before x does, cannot go onto t. The relaxation is run again with
   * these locks added; true when it then proves the position lost.
   */
  private frozenLocksProve(state: KlondikeState): boolean {
    const table = this.lockTable;
    const staticCount = table.count;
    const cards = state.column;
    const { top, head, avail, up, overFirst, overSecond, underFirst, underSecond, column } = this;
    for (let i = 0; i < 7; i++) {
      const k = state.faceDown[i];
      if (k === 0 || k >= state.length[i]) continue;
      const x = cards[i * STRIDE + k];
      const suit = SUIT[x];
      const rank = RANK[x];
      if (rank === 1 || rank === 13 || state.foundation[suit] >= rank - 1) continue;
      const bit = 1 << (rank - 1);
      const twinSuit = SAME_COLOUR[suit];
      if (state.foundation[twinSuit] >= rank) continue;
      // Worth a run only when x's twin lies face down (it may be unable to move before x does).
      if ((this.faceDown[twinSuit] & bit) === 0) continue;
      // ... and one of x's targets lies face down or under x (x may have one target only).
      const shutA = (this.faceDown[OPPOSITE_A[suit]] & (bit << 1)) !== 0 || (underFirst[suit] & bit) !== 0;
      const shutB = (this.faceDown[OPPOSITE_B[suit]] & (bit << 1)) !== 0 || (underSecond[suit] & bit) !== 0;
      if (!shutA && !shutB) continue;
      const count = table.count;
      table.count = staticCount;
      this.stopWhenFree = true;
      const free = this.run(suit, bit);
      this.stopWhenFree = false;
      table.count = count;
      if (free) continue;
      const usableA = (avail[OPPOSITE_A[suit]] & (bit << 1)) !== 0 && (overFirst[suit] & bit) === 0;
      const usableB = (avail[OPPOSITE_B[suit]] & (bit << 1)) !== 0 && (overSecond[suit] & bit) === 0;
      if (usableA === usableB) continue;
      const targetSuit = usableA ? OPPOSITE_A[suit] : OPPOSITE_B[suit];
      const never = ALL & ~this.startUp[targetSuit] & ~top[targetSuit] & ~((bit << 2) - 1);
      const cap = never & -never;
      const twinShut = (column[twinSuit] & bit) !== 0 && (head[twinSuit] & bit) === 0;
      if (cap === 0 && !twinShut) continue;
      this.lockTable.add(suit, bit, usableA ? 0 : 1, cap, twinShut, null, 0, 0);
    }
    if (table.count === staticCount) return false;
    return !this.run(-1, 0);
  }

  /**
   * The twins part: for each face-down card y with its twin x directly on it, the relaxation in which y never moves
   * as a head; if there neither can go up or into a gap and their targets that are ever AVAIL (not under them) are at
   * most one card, y never moves: the position is lost.
   */
  private twinsBlocked(state: KlondikeState): boolean {
    const cards = state.column;
    // The pairs worth a run (oneTargetShut reads the position only).
    const pairs = this.twinPairs;
    let count = 0;
    for (let i = 0; i < 7; i++) {
      const base = i * STRIDE;
      const down = state.faceDown[i];
      for (let k = 0; k < down && k + 1 < state.length[i]; k++) {
        const y = cards[base + k];
        const x = cards[base + k + 1];
        if (RANK[x] !== RANK[y] || RED[x] !== RED[y] || RANK[y] === 1) continue;
        if (!this.oneTargetShut(y)) continue;
        pairs[count++] = x;
        pairs[count++] = y;
      }
    }
    for (let at = 0; at < count; at += 2) {
      const x = pairs[at];
      const y = pairs[at + 1];
      if (this.run(SUIT[y], 1 << (RANK[y] - 1))) continue;
      if (this.stuckBut(x, y)) return true;
    }
    return false;
  }

  /** The twin pairs of a position worth a run (x, y, x, y, …): at most one a face-down card. */
  private readonly twinPairs = new Int32Array(2 * 52);

  /**
   * The pairs worth a run: one of y's two targets lies under y in its column, or face down — where a trap is to be
   * had (deal 22: K♥ under Q♠). A filter only: the trap's proof rests on the restricted run alone (stuckBut), so a pair
   * left out only proves less. It reads the position, not the facts of a run: those of the run without restriction
   * stop at the round where every card is up, and after a first pair's run they are that run's (issue 30: the filter
   * once read them, and the bit-set code then ran other pairs than the card-by-card statement). On the first 150
   * shared deals under `classic` at 300,000 positions it proves as much as running every pair (states within 0.03 %).
   */
  private oneTargetShut(y: number): boolean {
    const suit = SUIT[y];
    const bit = 1 << (RANK[y] - 1);
    if ((this.underFirst[suit] | this.underSecond[suit]) & bit) return true;
    return (this.faceDown[OPPOSITE_A[suit]] & (bit << 1)) !== 0 || (this.faceDown[OPPOSITE_B[suit]] & (bit << 1)) !== 0;
  }

  /** After a run: neither x nor y (twins) can go up or into a gap, and their AVAIL targets are one card at most. */
  private stuckBut(x: number, y: number): boolean {
    const rank = RANK[x];
    if (rank === 13) return false; // Kings have no target; a gap is their way
    const gapOk = this.gapExists ? (this.kingsPlaceable ? ALL : KING) : 0;
    const bit = 1 << (rank - 1);
    if (gapOk & bit) return false;
    const { up, avail } = this;
    if ((up[SUIT[x]] & (bit >> 1)) !== 0 || (up[SUIT[y]] & (bit >> 1)) !== 0) return false;
    // The two targets (rank + 1, the other colour) of both: AVAIL and not under the card in its column.
    let targets = 0;
    for (const card of [x, y]) {
      const suit = SUIT[card];
      if ((avail[OPPOSITE_A[suit]] & (bit << 1)) !== 0 && (this.overFirst[suit] & bit) === 0) targets |= 1;
      if ((avail[OPPOSITE_B[suit]] & (bit << 1)) !== 0 && (this.overSecond[suit] & bit) === 0) targets |= 2;
    }
    return targets !== 3;
  }
}

/** True when the relaxation proves the position lost (a convenience over DeadEndScratch.provedLost). */
export function provedLost(state: KlondikeState, scratch: DeadEndScratch): boolean {
  return scratch.provedLost(state);
}


/**
 * The position of a seed-001 game in integers, with an incremental 64-bit hash
 * (docs/solvers/moving-shops-artless-percentages.md). Cards are ranks only (A = 0 … K = 12): no rule of these games
 * looks at a suit (RULES.md sections 4–6: foundations build "regardless of suit", cards only go to the foundations), so
 * two positions that differ by suits alone are won or lost together, and a line found for one is a line for the other.
 *
 * - Piles: `pileCount` stacks of ranks (index 0 the bottom), in one `Uint8Array` with a stride of 104.
 * - Hand: the cards of the redeal under way, a stack whose top (the last entry) is dealt next.
 * - Foundations: a height (0–13) and a base rank each; a foundation of height h takes rank (base + h) mod 13. In
 *   Moving Shops every foundation's base is the chosen base rank (none before the first move); in Artless and
 *   Percentages each foundation's bottom card is its base.
 * - The redeals used (`redealsDone`, as the engine counts them) and the position the next pass starts at.
 *
 * - Pairs (rule M, Artless and Percentages): two foundations may be *paired*; the position then stands for two
 *   positions, this one and the one where the two foundations have exchanged the ranks they need (see pairs.ts).
 *
 * Hash: two 32-bit lanes. Piles and hand are Zobrist-hashed (a random key per (pile, depth, rank) and per (depth,
 * rank), XORed in and out as cards come and go); the foundations are *added* as a multiset of keys of (height, base),
 * so that foundations with the same height and base are interchangeable (rule E); the vars are XORed in last. The
 * pairs are not in the hash: the table keeps them as the value of the position's key (search.ts).
 */
import type { Position } from '../../core/game.js';
import { DECK, FOUNDATION_COUNT, FOUNDATION_SIZE, RANK_COUNT, type Seed001Rules } from './rules.js';

const RANK_CODES = 'A23456789TJQK';

/**
 * A position the solver cannot hold (one play cannot reach: a missing pile, a code that is no card, more cards than
 * the deck holds). The entry point (index.ts) declines it with the message; any other exception is a bug and surfaces.
 */
export class PositionFault extends RangeError {}

/** The solver's rank (0–12) of a project card code ("AS" → 0, "KD" → 12). @throws PositionFault for no card. */
export function rankNumber(code: string): number {
  const rank = typeof code === 'string' && code.length === 2 ? RANK_CODES.indexOf(code[0]) : -1;
  if (rank < 0) throw new PositionFault(`"${String(code)}" is not a card`);
  return rank;
}

/** The solver's rank (0–12) of a project rank ("A" → 0, "K" → 12): Moving Shops' `vars.base`. @throws PositionFault for no rank. */
export function rankOfRankCode(code: string): number {
  const rank = typeof code === 'string' && code.length === 1 ? RANK_CODES.indexOf(code) : -1;
  if (rank < 0) throw new PositionFault(`"${String(code)}" is not a rank`);
  return rank;
}

/** Entries a pile may hold (a pile can never hold more than the deck). */
export const STRIDE = DECK;
/** Base value of a Moving Shops foundation before the base is chosen. */
const NO_BASE = RANK_COUNT;

// Random keys (a fixed xorshift sequence, so hashes are the same on every run).
let randomState = 0x6b43a9b5;
function nextRandom(): number {
  randomState ^= randomState << 13;
  randomState ^= randomState >>> 17;
  randomState ^= randomState << 5;
  return randomState | 0;
}
const keys = (length: number): Int32Array => Int32Array.from({ length }, nextRandom);
const MAX_PILES = 10;
const PILE_KEY_A = keys(MAX_PILES * STRIDE * RANK_COUNT);
const PILE_KEY_B = keys(MAX_PILES * STRIDE * RANK_COUNT);
const HAND_KEY_A = keys(DECK * RANK_COUNT);
const HAND_KEY_B = keys(DECK * RANK_COUNT);
const FOUNDATION_KEY_A = keys((FOUNDATION_SIZE + 1) * (RANK_COUNT + 1));
const FOUNDATION_KEY_B = keys((FOUNDATION_SIZE + 1) * (RANK_COUNT + 1));
const REDEAL_KEY_A = keys(64);
const REDEAL_KEY_B = keys(64);
const POSITION_KEY_A = keys(MAX_PILES);
const POSITION_KEY_B = keys(MAX_PILES);

export class Seed001State {
  readonly pileCount: number;
  /** Pile p's cards: `piles[p * STRIDE + i]`, i = 0 the bottom, up to `length[p]`. */
  readonly piles: Uint8Array;
  readonly length: Int32Array;
  /** Pile p's top rank, −1 when it is empty (kept by `push` and `pop`: the searches read it at every position). */
  readonly tops: Int8Array;
  /** The hand: `hand[0 .. handLength)`, the last entry dealt next. */
  readonly hand = new Uint8Array(DECK);
  handLength = 0;
  /** The 0-based position the next pass starts at (meaningful while the hand holds cards). */
  nextPosition = 0;
  /** Entries of the redeal order used up (the engine's `redealsDone`). */
  redealsDone = 0;
  readonly height = new Int32Array(FOUNDATION_COUNT);
  readonly base = new Int32Array(FOUNDATION_COUNT);
  /** The foundation each foundation is paired with (rule M), −1 when none. */
  readonly partner = new Int32Array(FOUNDATION_COUNT).fill(-1);
  /** Moving Shops: the base rank, −1 before the first move. Artless and Percentages: −1 (each foundation has its own). */
  baseRank = -1;
  /** Cards on the foundations. */
  onFoundations = 0;
  /** For each rank, the foundations (bit mask) that take it next. */
  readonly needers = new Int32Array(RANK_COUNT);
  /** Cards of each rank in the piles (not the hand, not the foundations). */
  readonly inPiles = new Int32Array(RANK_COUNT);
  /** Cards of each rank not on the foundations (in the piles or the hand). */
  readonly remaining = new Int32Array(RANK_COUNT);

  private pileHashA = 0;
  private pileHashB = 0;
  private foundationHashA = 0;
  private foundationHashB = 0;

  constructor(readonly rules: Seed001Rules) {
    this.pileCount = rules.pileCount;
    this.piles = new Uint8Array(this.pileCount * STRIDE);
    this.length = new Int32Array(this.pileCount);
    this.tops = new Int8Array(this.pileCount).fill(-1);
  }

  /**
   * Loads an engine position of the game (`pile-1` …, `foundation-1` … `foundation-8`, `hand`, the seed-001 vars).
   * @throws PositionFault for a position play cannot reach (a missing pile, a code that is no card, not 104 cards).
   */
  load(position: Position): void {
    const pileOf = (id: string): readonly string[] => {
      const pile = Object.hasOwn(position.piles, id) ? position.piles[id] : undefined;
      if (pile === undefined || !Array.isArray(pile.cards)) throw new PositionFault(`the position has no ${id}`);
      return pile.cards;
    };
    let cards = pileOf('hand').length;
    for (let p = 0; p < this.pileCount; p++) cards += pileOf(`pile-${p + 1}`).length;
    for (let f = 0; f < FOUNDATION_COUNT; f++) cards += pileOf(`foundation-${f + 1}`).length;
    if (cards !== DECK) throw new PositionFault(`the position holds ${cards} cards, not ${DECK}`);
    for (let p = 0; p < this.pileCount; p++) for (const code of pileOf(`pile-${p + 1}`)) this.push(p, rankNumber(code));
    const vars = position.vars as { base: string | null; redealsDone: number; nextPosition: number | null };
    this.baseRank = this.rules.choosesBase && vars.base !== null ? rankOfRankCode(vars.base) : -1;
    for (let f = 0; f < FOUNDATION_COUNT; f++) {
      const cards = position.piles[`foundation-${f + 1}`].cards;
      this.height[f] = cards.length;
      this.base[f] = this.rules.choosesBase ? (this.baseRank < 0 ? NO_BASE : this.baseRank) : cards.length > 0 ? rankNumber(cards[0]) : NO_BASE;
      this.onFoundations += cards.length;
    }
    for (let rank = 0; rank < RANK_COUNT; rank++) this.remaining[rank] = 8;
    for (let f = 0; f < FOUNDATION_COUNT; f++) for (const code of position.piles[`foundation-${f + 1}`].cards) this.remaining[rankNumber(code)]--;
    this.rehashFoundations();
    const hand = position.piles.hand.cards;
    for (let i = 0; i < hand.length; i++) this.pushHand(rankNumber(hand[i]));
    this.redealsDone = vars.redealsDone;
    this.nextPosition = vars.nextPosition === null ? 0 : vars.nextPosition - 1;
  }

  /** The rank on top of pile p (−1 when it is empty). */
  top(p: number): number {
    return this.tops[p];
  }

  /** The rank foundation f takes next, or −1 when it is complete (or, in Moving Shops, before the base is chosen). */
  need(f: number): number {
    const height = this.height[f];
    const base = this.base[f];
    if (height >= FOUNDATION_SIZE || base === NO_BASE) return -1;
    return (base + height) % RANK_COUNT;
  }

  /**
   * The cards foundation f still takes (0 when complete); for a paired foundation the longer of its two lengths: its
   * own, and the partner's base's at f's need (rule M).
   */
  fuel(f: number): number {
    const need = this.need(f);
    if (need < 0) return 0;
    const own = FOUNDATION_SIZE - this.height[f];
    const g = this.partner[f];
    if (g < 0) return own;
    const other = (this.base[g] - need + RANK_COUNT) % RANK_COUNT;
    return other > own ? other : own;
  }

  push(p: number, rank: number): void {
    const at = p * STRIDE + this.length[p]++;
    this.piles[at] = rank;
    this.tops[p] = rank;
    this.pileHashA ^= PILE_KEY_A[at * RANK_COUNT + rank];
    this.pileHashB ^= PILE_KEY_B[at * RANK_COUNT + rank];
    this.inPiles[rank]++;
  }

  pop(p: number): number {
    const at = p * STRIDE + --this.length[p];
    const rank = this.piles[at];
    this.tops[p] = at === p * STRIDE ? -1 : this.piles[at - 1];
    this.pileHashA ^= PILE_KEY_A[at * RANK_COUNT + rank];
    this.pileHashB ^= PILE_KEY_B[at * RANK_COUNT + rank];
    this.inPiles[rank]--;
    return rank;
  }

  pushHand(rank: number): void {
    const at = this.handLength++;
    this.hand[at] = rank;
    this.pileHashA ^= HAND_KEY_A[at * RANK_COUNT + rank];
    this.pileHashB ^= HAND_KEY_B[at * RANK_COUNT + rank];
  }

  popHand(): number {
    const at = --this.handLength;
    const rank = this.hand[at];
    this.pileHashA ^= HAND_KEY_A[at * RANK_COUNT + rank];
    this.pileHashB ^= HAND_KEY_B[at * RANK_COUNT + rank];
    return rank;
  }

  /** Puts the top card of pile p on foundation f (no check). Moving Shops' first move also fixes the base rank. */
  play(p: number, f: number): void {
    const rank = this.pop(p);
    if (this.rules.choosesBase && this.baseRank < 0) {
      this.baseRank = rank;
      this.base.fill(rank);
      this.rehashFoundations();
    } else if (!this.rules.choosesBase && this.height[f] === 0) {
      this.base[f] = rank;
    }
    this.removeFoundationKey(f);
    this.height[f]++;
    this.addFoundationKey(f);
    this.onFoundations++;
    this.remaining[rank]--;
  }

  /** Takes the top card of foundation f back to pile p: the exact inverse of `play(p, f)`. */
  unplay(p: number, f: number): void {
    this.removeFoundationKey(f);
    this.height[f]--;
    this.addFoundationKey(f);
    this.onFoundations--;
    const rank = (this.base[f] + this.height[f]) % RANK_COUNT;
    this.push(p, rank);
    this.remaining[rank]++;
    if (this.rules.choosesBase && this.onFoundations === 0) {
      this.baseRank = -1;
      this.base.fill(NO_BASE);
      this.rehashFoundations();
    }
  }

  /** Sets the height of foundation f (a pair's exchange of needs, pairs.ts). */
  setHeight(f: number, height: number): void {
    this.removeFoundationKey(f);
    this.height[f] = height;
    this.addFoundationKey(f);
  }

  /** Pairs foundations f and g (both unpaired). */
  pair(f: number, g: number): void {
    this.partner[f] = g;
    this.partner[g] = f;
  }

  /** Ends the pair of foundation f. */
  unpair(f: number): void {
    const g = this.partner[f];
    this.partner[f] = -1;
    this.partner[g] = -1;
  }

  /** The key of the piles, the hand and the vars (the foundations left out), lane A (with `pilesHashB()`). */
  pilesHashA(): number {
    let h = this.pileHashA ^ REDEAL_KEY_A[this.redealsDone];
    if (this.handLength > 0) h ^= POSITION_KEY_A[this.nextPosition];
    return h;
  }

  pilesHashB(): number {
    let h = this.pileHashB ^ REDEAL_KEY_B[this.redealsDone];
    if (this.handLength > 0) h ^= POSITION_KEY_B[this.nextPosition];
    return h;
  }

  /** The 64-bit key of the position, lane A (with `hashB()`). */
  hashA(): number {
    let h = this.pileHashA ^ this.foundationHashA ^ REDEAL_KEY_A[this.redealsDone];
    if (this.handLength > 0) h ^= POSITION_KEY_A[this.nextPosition];
    return h;
  }

  hashB(): number {
    let h = this.pileHashB ^ this.foundationHashB ^ REDEAL_KEY_B[this.redealsDone];
    if (this.handLength > 0) h ^= POSITION_KEY_B[this.nextPosition];
    return h;
  }

  /** Adds foundation f's part of the hash, and f to the foundations needing its rank. */
  private addFoundationKey(f: number): void {
    const need = this.need(f);
    if (need >= 0) this.needers[need] |= 1 << f;
    const key = this.height[f] * (RANK_COUNT + 1) + this.base[f];
    this.foundationHashA = (this.foundationHashA + FOUNDATION_KEY_A[key]) | 0;
    this.foundationHashB = (this.foundationHashB + FOUNDATION_KEY_B[key]) | 0;
  }

  /** Removes foundation f's part of the hash, and f from the foundations needing its rank. */
  private removeFoundationKey(f: number): void {
    const need = this.need(f);
    if (need >= 0) this.needers[need] &= ~(1 << f);
    const key = this.height[f] * (RANK_COUNT + 1) + this.base[f];
    this.foundationHashA = (this.foundationHashA - FOUNDATION_KEY_A[key]) | 0;
    this.foundationHashB = (this.foundationHashB - FOUNDATION_KEY_B[key]) | 0;
  }

  /**
   * The pairs (rule M) as one non-negative number: for each pair, its higher foundation's number in the 4 bits of the
   * lower one (foundations 0–6), 0 elsewhere.
   */
  pairsCode(): number {
    let code = 0;
    for (let f = 0; f < FOUNDATION_COUNT - 1; f++) if (this.partner[f] > f) code |= this.partner[f] << (4 * f);
    return code;
  }

  private rehashFoundations(): void {
    this.foundationHashA = 0;
    this.foundationHashB = 0;
    this.needers.fill(0);
    for (let f = 0; f < FOUNDATION_COUNT; f++) this.addFoundationKey(f);
  }
}

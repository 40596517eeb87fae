/**
 * Rule B of docs/solvers/go-no-go.md: a cheap proof that the second transfers are lost.
 *
 * After the gather nothing new comes into the game: the second transfers are a closed puzzle. The relaxation below
 * only ever takes cards off the tops of the columns as they stand (it never puts one anywhere): the top card of a
 * column comes off when it fits its foundation, when a gap is there, or when a card it could be transferred onto (its
 * suit one rank higher or lower; with `transfers` = `suit` any other card of its suit) is the top of another column or
 * has come off already. Cards that came off go up in order as soon as they fit. Every card a winning line moves also
 * comes off in the relaxation (the argument is in docs/solvers/go-no-go.md), so if some card never comes off, no line
 * wins.
 */
import { type Board, COLUMN_COUNT, RANK, STRIDE, SUIT } from './state.js';

export class ClosedPuzzleBound {
  private readonly remaining = new Int32Array(COLUMN_COUNT);
  private readonly height = new Int32Array(4);
  /** Cards that came off, and cards on top of a column, marked with the current `epoch` (nothing needs clearing). */
  private readonly off = new Int32Array(52);
  private readonly onTop = new Int32Array(52);
  /** Per suit, how many columns have a card of it on top. */
  private readonly topsOfSuit = new Int32Array(4);
  private epoch = 0;

  constructor(private readonly board: Board) {}

  /** False when the relaxation leaves a card in the columns: the position (in the second transfers) is lost. */
  mayWin(): boolean {
    const board = this.board;
    const cards = board.cards;
    const remaining = this.remaining;
    const height = this.height;
    const off = this.off;
    const onTop = this.onTop;
    const topsOfSuit = this.topsOfSuit;
    const epoch = ++this.epoch;
    const anyRank = board.rules.anyRank;
    topsOfSuit.fill(0);
    for (let c = 0; c < COLUMN_COUNT; c++) {
      remaining[c] = board.length[c];
      // A gap takes any card, and the relaxation never fills it: every card comes off.
      if (remaining[c] === 0) return true;
      const top = cards[c * STRIDE + remaining[c] - 1];
      onTop[top] = epoch;
      topsOfSuit[SUIT[top]]++;
    }
    for (let suit = 0; suit < 4; suit++) height[suit] = board.height[suit];
    /** Per suit (a bit each), whether some card of it has come off. */
    let suitOff = 0;
    for (let changed = true; changed; ) {
      changed = false;
      for (let c = 0; c < COLUMN_COUNT; c++) {
        const card = cards[c * STRIDE + remaining[c] - 1];
        const suit = SUIT[card];
        const rank = RANK[card];
        let free = height[suit] === rank - 1;
        if (!free && anyRank) free = (suitOff & (1 << suit)) !== 0 || topsOfSuit[suit] > 1;
        if (!free && rank > 1) free = off[card - 1] === epoch || onTop[card - 1] === epoch;
        if (!free && rank < 13) free = off[card + 1] === epoch || onTop[card + 1] === epoch;
        if (!free) continue;
        // The card comes off: the one under it is the top now.
        off[card] = epoch;
        onTop[card] = 0;
        topsOfSuit[suit]--;
        suitOff |= 1 << suit;
        while (height[suit] < 13 && off[suit * 13 + height[suit]] === epoch) height[suit]++;
        if (--remaining[c] === 0) return true;
        const under = cards[c * STRIDE + remaining[c] - 1];
        onTop[under] = epoch;
        topsOfSuit[SUIT[under]]++;
        changed = true;
      }
    }
    return false;
  }
}

/**
 * Moves of the fast Go, No Go solver: their integer encoding, the full list of legal moves (exactly the engine's
 * `legalMoves` of src/games/go-no-go.ts, checked by go-no-go-fast.test.ts), and make/unmake on the Board.
 *
 * A move is an integer: its type in bits 0–2, a column in bits 3–5 (`from`), another in bits 6–8 (`to`).
 */
import { type Board, COLUMN_COUNT, DEAL_1, DEAL_2, OVER, RANK, STRIDE, SUIT, TRANSFERS_1, TRANSFERS_2, goesByPlace } from './state.js';

/** Deal the next card (a deal phase). */
export const DEAL = 0;
/** The top card of column `from` to its foundation. */
export const TO_FOUNDATION = 1;
/** The top card of column `from` onto column `to` (a card of its suit, or a gap). */
export const TRANSFER = 2;
/** End the first transfers: gather the columns, the second deal begins. */
export const GATHER = 3;
/** End the game after the second transfers. */
export const END = 4;
/**
 * Not a move of the game but of the search with pruning (rules R and F of docs/solvers/go-no-go.md): the gather, then
 * the moves `nextGreedyMove` picks under the rules the move names in its `from` bits (GREEDY_DEAL, GREEDY_TRANSFERS):
 * with rule R the whole second deal with each card that goes played as soon as it fits, with rule F every card that
 * fits its foundation in the second transfers. The line translates it into those moves.
 */
export const GATHER_GREEDY = 5;
/** Bits of a GATHER_GREEDY move's `from` (and of `nextGreedyMove`'s `rules`): rule R, the second deal played greedily. */
export const GREEDY_DEAL = 1;
/** Rule F: the second transfers play every card that fits its foundation at once. */
export const GREEDY_TRANSFERS = 2;

export function encode(type: number, from = 0, to = 0): number {
  return type | (from << 3) | (to << 6);
}
export const moveType = (move: number): number => move & 7;
export const moveFrom = (move: number): number => (move >> 3) & 7;
export const moveTo = (move: number): number => (move >> 6) & 7;

export function isDealPhase(phase: number): boolean {
  return phase === DEAL_1 || phase === DEAL_2;
}

/**
 * Writes every legal move of the position into `out` from index `at`, in the engine's order: column tops to their
 * foundations (in a deal only a card that goes, or an Ace with `aces` = `always`), then in a deal `deal`; in the
 * transfers each column top onto each other column (a card it fits, or a gap unless it is alone in its column), then
 * `gather` or `end`. Returns the index after the last move written.
 */
export function generateLegal(board: Board, out: Int32Array, at: number): number {
  const phase = board.phase;
  if (phase === OVER) return at;
  const dealing = isDealPhase(phase);
  for (let c = 0; c < COLUMN_COUNT; c++) {
    if (board.length[c] === 0) continue;
    const card = board.top(c);
    if (dealing && !board.goesNow(card)) continue;
    if (board.fitsFoundation(card)) out[at++] = encode(TO_FOUNDATION, c);
  }
  if (dealing) {
    out[at++] = encode(DEAL);
    return at;
  }
  for (let from = 0; from < COLUMN_COUNT; from++) {
    const length = board.length[from];
    if (length === 0) continue;
    const card = board.top(from);
    for (let to = 0; to < COLUMN_COUNT; to++) {
      if (to === from) continue;
      if (board.length[to] === 0 ? length > 1 : board.fitsTransfer(card, board.top(to))) out[at++] = encode(TRANSFER, from, to);
    }
  }
  out[at++] = encode(phase === TRANSFERS_1 ? GATHER : END);
  return at;
}

/**
 * The move rules R and F of docs/solvers/go-no-go.md make without a choice, in the second deal (rule R, when `rules`
 * has GREEDY_DEAL) and the second transfers (rule F, when it has GREEDY_TRANSFERS): the first card (by column) that may
 * go to its foundation now (in the deal only a card that goes), else in the deal the next deal; −1 in the transfers
 * when no card fits, and in a phase whose rule is not in `rules` (or any other phase).
 */
export function nextGreedyMove(board: Board, rules: number): number {
  const phase = board.phase;
  if (phase === DEAL_2 ? (rules & GREEDY_DEAL) === 0 : phase !== TRANSFERS_2 || (rules & GREEDY_TRANSFERS) === 0) return -1;
  for (let c = 0; c < COLUMN_COUNT; c++) {
    if (board.length[c] === 0) continue;
    const card = board.top(c);
    if ((phase === TRANSFERS_2 || board.goesNow(card)) && board.fitsFoundation(card)) return encode(TO_FOUNDATION, c);
  }
  return phase === DEAL_2 ? encode(DEAL) : -1;
}

/** What unmaking a move needs, by depth: the phase before it, the card it moved, and the gather's column lengths. */
export class History {
  phase = new Int32Array(256);
  card = new Int32Array(256);
  readonly gatherLengths = new Int32Array(COLUMN_COUNT);
  gatherDealt = 0;
  gatherSequenceLength = 0;
  gatherSequenceA = 0;
  gatherSequenceB = 0;
  /** The first deal's go flags, which the second deal overwrites. */
  readonly gatherGoes = new Uint8Array(52);
  /** The moves GATHER_GREEDY made after the gather, and what unmaking them needs. */
  readonly greedy = new Int32Array(128);
  greedyLength = 0;
  private greedyHistory: History | null = null;

  /** The history of the moves GATHER_GREEDY makes (its own depths 0, 1, …). */
  inner(): History {
    this.greedyHistory ??= new History();
    return this.greedyHistory;
  }

  /** Makes room for depth `depth`. */
  reserve(depth: number): void {
    if (depth < this.phase.length) return;
    const grow = (array: Int32Array) => {
      const bigger = new Int32Array(array.length * 2);
      bigger.set(array);
      return bigger;
    };
    this.phase = grow(this.phase);
    this.card = grow(this.card);
  }
}

/** Makes `move` on the board; `history` keeps at `depth` what `unmakeMove` needs. */
export function makeMove(board: Board, move: number, history: History, depth: number): void {
  history.reserve(depth);
  history.phase[depth] = board.phase;
  switch (move & 7) {
    case DEAL: {
      const index = board.dealt++;
      const card = board.sequence[index];
      board.goes[card] = goesByPlace(index) ? 1 : 0;
      board.push(index % COLUMN_COUNT, card);
      if (board.dealt === board.sequenceLength) board.phase++;
      break;
    }
    case TO_FOUNDATION: {
      const card = board.pop(moveFrom(move));
      history.card[depth] = card;
      const suit = SUIT[card];
      if (RANK[card] === 1) {
        // An Ace goes to the leftmost empty foundation (src/games/go-no-go.ts).
        let pile = 0;
        while (board.pileOfSuit.includes(pile)) pile++;
        board.pileOfSuit[suit] = pile;
      }
      board.height[suit]++;
      board.total++;
      break;
    }
    case TRANSFER:
      board.push(moveTo(move), board.pop(moveFrom(move)));
      break;
    case GATHER:
      gather(board, history);
      break;
    case GATHER_GREEDY: {
      gather(board, history);
      const inner = history.inner();
      let n = 0;
      const rules = moveFrom(move);
      for (let next = nextGreedyMove(board, rules); next >= 0 && board.total < 52; next = nextGreedyMove(board, rules)) {
        makeMove(board, next, inner, n);
        history.greedy[n++] = next;
      }
      history.greedyLength = n;
      break;
    }
    case END:
      board.phase = OVER;
      break;
  }
}

/** Unmakes `move`, made at `depth` by `makeMove`. */
export function unmakeMove(board: Board, move: number, history: History, depth: number): void {
  board.phase = history.phase[depth];
  switch (move & 7) {
    case DEAL: {
      const index = --board.dealt;
      board.sequence[index] = board.pop(index % COLUMN_COUNT);
      break;
    }
    case TO_FOUNDATION: {
      const card = history.card[depth];
      const suit = SUIT[card];
      board.height[suit]--;
      board.total--;
      if (RANK[card] === 1) board.pileOfSuit[suit] = -1;
      board.push(moveFrom(move), card);
      break;
    }
    case TRANSFER:
      board.push(moveFrom(move), board.pop(moveTo(move)));
      break;
    case GATHER:
      ungather(board, history);
      break;
    case GATHER_GREEDY: {
      const inner = history.inner();
      for (let k = history.greedyLength - 1; k >= 0; k--) unmakeMove(board, history.greedy[k], inner, k);
      ungather(board, history);
      break;
    }
    case END:
      break;
  }
}

/** Whether the phase is one of the transfers (every exposed card plays). */
export function isTransfersPhase(phase: number): boolean {
  return phase === TRANSFERS_1 || phase === TRANSFERS_2;
}

/** The gather: column 7 onto 6, …, onto 1, turned over: column 1 from its first card is dealt first, then column 2, … */
function gather(board: Board, history: History): void {
  history.gatherDealt = board.dealt;
  history.gatherSequenceLength = board.sequenceLength;
  history.gatherSequenceA = board.sequenceA;
  history.gatherSequenceB = board.sequenceB;
  history.gatherGoes.set(board.goes);
  let n = 0;
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const length = board.length[c];
    history.gatherLengths[c] = length;
    for (let k = 0; k < length; k++) board.sequence[n++] = board.cards[c * STRIDE + k];
    board.clear(c);
  }
  board.sequenceLength = n;
  board.dealt = 0;
  board.phase = n > 0 ? DEAL_2 : TRANSFERS_2;
  board.hashSequence();
}

/** Undoes `gather`: the columns again as they were, the first deal's sequence length and go flags. */
function ungather(board: Board, history: History): void {
  board.phase = TRANSFERS_1;
  let n = 0;
  for (let c = 0; c < COLUMN_COUNT; c++) {
    for (let k = 0; k < history.gatherLengths[c]; k++) board.push(c, board.sequence[n++]);
  }
  board.dealt = history.gatherDealt;
  board.sequenceLength = history.gatherSequenceLength;
  board.sequenceA = history.gatherSequenceA;
  board.sequenceB = history.gatherSequenceB;
  board.goes.set(history.gatherGoes);
}

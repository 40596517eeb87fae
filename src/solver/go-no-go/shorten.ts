/**
 * Short winning lines for the fast Go, No Go solver. The depth-first search finds a win, but its way through the
 * transfers wanders: it takes the first transfer it can, then the next, and a line of thousands of moves (cards moved to
 * and fro) can end in a win. A player following a hint wants the moves that matter, so a won line is rebuilt phase by
 * phase, always holding a line known to win from where it stands:
 * - in a deal, its next move is kept (the plays during the first deal are choices the search made);
 * - in the first transfers, the positions reachable by transfers and foundation moves are taken breadth-first, fewest
 *   moves first, and the first from which the gather still wins (checked by a search of what follows) is where the
 *   line gathers;
 * - in the second transfers (or a win within the first), breadth-first over the transfers, the nearest position where
 *   a card can go to its foundation from which the game still wins (checked again) gives the next stretch: every
 *   stretch ends with a card going up.
 * A check that runs out of its states counts as no; when no candidate passes, the rest of the line known to win is
 * kept as it is. So the result is always a winning line, never longer than a breadth-first choice would make it.
 */
import { History, TO_FOUNDATION, TRANSFER, encode, generateLegal, isTransfersPhase, makeMove, unmakeMove } from './moves.js';
import type { GoNoGoSearch } from './search.js';
import { HashSet64 } from '../hash-set.js';
import { type Board, COLUMN_COUNT, TRANSFERS_1 } from './state.js';

/** States a check of one candidate may search. */
const CHECK_STATES = 20_000;
/** Positions one breadth-first search may hold. */
const BREADTH_NODES = 4_000;
/** States all the checks of one line may search together. */
const TOTAL_STATES = 400_000;

interface Found {
  /** The moves from the current position to the candidate, the candidate's own move included. */
  prefix: number[];
  /** A winning line from the position after the prefix. */
  rest: number[];
}

/**
 * Visits the positions reachable from the board's by the moves of the types in `types` (a bit per move type),
 * breadth-first, each once, until `visit` returns a result (the board then at that position, `path` the moves to it).
 * Returns that result, or null after BREADTH_NODES positions or when none is left. The board is left as it was.
 */
function breadthFirst<T>(board: Board, types: number, visit: (path: number[]) => T | null): T | null {
  const parent: number[] = [-1];
  const via: number[] = [0];
  const table = new HashSet64(12, 20);
  board.computeHash(false);
  table.add(board.hashA, board.hashB);
  const history = new History();
  const moves = new Int32Array(64);
  const path: number[] = [];
  for (let node = 0; node < parent.length; node++) {
    path.length = 0;
    for (let at = node; at > 0; at = parent[at]) path.push(via[at]);
    path.reverse();
    for (let d = 0; d < path.length; d++) makeMove(board, path[d], history, d);
    let found = visit(path);
    if (found === null && parent.length < BREADTH_NODES) {
      const end = generateLegal(board, moves, 0);
      for (let i = 0; i < end; i++) {
        if (((1 << (moves[i] & 7)) & types) === 0) continue;
        makeMove(board, moves[i], history, path.length);
        board.computeHash(false);
        if (table.add(board.hashA, board.hashB) === 1) {
          parent.push(node);
          via.push(moves[i]);
        }
        unmakeMove(board, moves[i], history, path.length);
      }
    }
    for (let d = path.length - 1; d >= 0; d--) unmakeMove(board, path[d], history, d);
    if (found !== null) {
      table.release();
      return found;
    }
  }
  table.release(); // its memory goes to the next search (../table-memory.ts)
  return null;
}

/**
 * The won line `line` (solver moves from the board's position) rebuilt with short stretches in the transfers (see
 * above), its checks searching at most `maxStates` states in all. Returns it with the states they searched; the board
 * is left as it was.
 */
export function shortenLine(search: GoNoGoSearch, line: readonly number[], deadline: number, maxStates = TOTAL_STATES): { line: number[]; states: number } {
  const board = search.board;
  const history = new History();
  const out: number[] = [];
  let rest = line.slice();
  let at = 0;
  let states = 0;
  // The checks may run a little past the search's deadline, never far: at most 200 ms more.
  const checkDeadline = Number.isFinite(deadline) ? Math.max(deadline, performance.now() + 200) : Number.POSITIVE_INFINITY;
  const play = (move: number) => {
    makeMove(board, move, history, out.length);
    out.push(move);
  };
  /** Whether the game still wins after `move` (made and unmade here); the winning rest of the line when it does. */
  const check = (move: number, depth: number): number[] | null => {
    const allowed = Math.min(CHECK_STATES, TOTAL_STATES - states, maxStates - states);
    if (allowed <= 0 || performance.now() >= checkDeadline) return null;
    makeMove(board, move, history, depth);
    const outcome = board.total === 52 ? { result: 'won', line: [], states: 0 } : search.run(allowed, checkDeadline);
    unmakeMove(board, move, history, depth);
    states += outcome.states;
    (globalThis as any).__checks?.push([board.phase, outcome.result, outcome.states]);
    return outcome.result === 'won' ? outcome.line : null;
  };
  while (at < rest.length && board.total < 52) {
    if (!isTransfersPhase(board.phase)) {
      play(rest[at++]);
      continue;
    }
    const remaining = rest.slice(at);
    let found: Found | null;
    const gatherMove = search.pruning.gatherMove;
    if (board.phase === TRANSFERS_1 && remaining.includes(gatherMove)) {
      // The fewest transfers and foundation moves after which the gather still wins.
      found = breadthFirst(board, (1 << TRANSFER) | (1 << TO_FOUNDATION), (path) => {
        const won = check(gatherMove, out.length + path.length);
        return won === null ? null : { prefix: [...path, gatherMove], rest: won };
      });
    } else {
      // The fewest transfers to a card that can go to its foundation, with a win after it.
      found = breadthFirst(board, 1 << TRANSFER, (path) => {
        for (let c = 0; c < COLUMN_COUNT; c++) {
          if (board.length[c] === 0 || !board.fitsFoundation(board.top(c))) continue;
          const move = encode(TO_FOUNDATION, c);
          const won = check(move, out.length + path.length);
          if (won !== null) return { prefix: [...path, move], rest: won };
        }
        return null;
      });
    }
    if (found === null) {
      // Keep the line known to win.
      while (at < rest.length) play(rest[at++]);
      break;
    }
    for (const move of found.prefix) play(move);
    rest = found.rest;
    at = 0;
  }
  for (let k = out.length - 1; k >= 0; k--) unmakeMove(board, out[k], history, k);
  return { line: out, states };
}

/**
 * A fast simulator of Perpetual Motion — «Вечное движение» (seed 004, introduced at the end of seed 000; RULES.md
 * section 3) on plain integer arrays.
 *
 * The game is forced (exactly one legal move at every point), so a deck order decides the outcome. This simulator
 * plays the same moves as the game file (src/games/perpetual-motion.ts) through the engine's `autoPlay`, without
 * building positions: a card is a small integer (rank index × 4 + suit index, 0..51), ranks decide the matching and
 * whole cards decide the repetition check. It gives the same result, the same number of rounds and the same number
 * of engine moves (each `deal` and each single-card consolidation `move`).
 *
 * Rules, as the game file implements them:
 * - deal: up to four cards from the stock, one onto each of piles 1–4 in turn (seed 004: «выкладывают на стол четыре
 *   карты одну за другой»);
 * - consolidation (seed 004: «лежащие справа из них кладут на такую же, лежащую слева»; RULES.md section 3): a card at a
 *   time, the leftmost pile whose top rank shows again to its right takes it from the leftmost such pile; once a pile
 *   has started taking a rank it goes on taking that rank while its top still has it and a pile to its right shows it;
 * - four of a kind on top of a pile are discarded at once (seed 004: «При появлении четырёх карт одного достоинства в
 *   ряду, они автоматически удаляются»);
 * - gather, when the stock is empty and nothing consolidates: pile 3 onto pile 4, pile 2 onto that, pile 1 on top,
 *   turned face down as the new stock, so the next round deals pile 4 from its bottom card up, then piles 3, 2, 1
 *   (seed 004: «Начинают с самой правой четвёртой стопки…»);
 * - won: every card discarded (seed 004: «Если из колоды уходят все карты пасьянс считается удавшимся»); lost
 *   (RULES.md section 3): a round starts with a stock order — the card codes, suits included, top first — that started
 *   an earlier round.
 */
import { type Card, type DeckSize, RANKS, SUITS } from '../core/cards.js';
import { shuffledDeck } from '../core/deal.js';
import type { Position } from '../core/game.js';

/** The outcome of one simulated game. */
export interface PerpetualMotionOutcome {
  /** `won` when every card was discarded; `lost` when a round's stock order repeated an earlier round's. */
  result: 'won' | 'lost';
  /**
   * The game's `vars.round` at the end: 1 for the first deal-through, plus one per gather. For a lost game this is the
   * round whose stock order repeated; for a won game the round in which the last card was discarded.
   */
  rounds: number;
  /** Engine moves played: each `deal` and each single-card consolidation `move` (automatic steps not counted). */
  moves: number;
}

const PILE_COUNT = 4;
/** Room for the largest deck of this game (52 cards) in each pile. */
const PILE_ROOM = 52;

/** Card code → small integer (rank index × 4 + suit index), looked up by the code's two character codes. */
const CARD_INDEX = new Int8Array(128 * 128).fill(-1);
for (let r = 0; r < RANKS.length; r++) {
  for (let s = 0; s < SUITS.length; s++) CARD_INDEX[RANKS[r].charCodeAt(0) * 128 + SUITS[s].charCodeAt(0)] = r * 4 + s;
}

// Working arrays, reused from game to game (the simulation never re-enters itself).
/** Piles 1–4 as card integers, bottom first: pile p holds pileCards[p * PILE_ROOM .. + pileSize[p]]. */
const pileCards = new Int32Array(PILE_COUNT * PILE_ROOM);
const pileSize = new Int32Array(PILE_COUNT);
/** Top rank of each pile, −1 when empty. */
const topRank = new Int32Array(PILE_COUNT);
/** The stock in deal order (the top, dealt first, at index stockNext). */
const stock = new Int32Array(PILE_ROOM);
/** Every round's starting stock order, one after another; round k's starts at orderStart[k] with orderLength[k] cards. */
let orders = new Int32Array(1024);
let orderStart = new Int32Array(64);
let orderLength = new Int32Array(64);
let orderHash = new Int32Array(64);
/** Rounds checked by comparing with every earlier round; a game that goes on longer uses the hash table. */
const LINEAR_ROUNDS = 64;
/** Open-addressing table of round numbers by hash (a power of two in size, at most half full), emptied for a game by a
 * new generation stamp: a slot is in use when its stamp is the current one. */
let tableRound = new Int32Array(1 << 12);
let tableStamp = new Int32Array(1 << 12);
let stamp = 0;

function cardIndex(card: Card): number {
  const index = card.length === 2 ? CARD_INDEX[(card.charCodeAt(0) & 127) * 128 + (card.charCodeAt(1) & 127)] : -1;
  if (index < 0) throw new RangeError(`not a card code: ${JSON.stringify(card)}`);
  return index;
}

/**
 * Records the stock order stock[0 .. length) as round `round`'s (0-based) and tells whether an earlier round started
 * with the same cards in the same order.
 */
function recordOrder(round: number, length: number): boolean {
  if (round >= orderStart.length) {
    const grow = (array: Int32Array) => {
      const bigger = new Int32Array(array.length * 2);
      bigger.set(array);
      return bigger;
    };
    orderStart = grow(orderStart);
    orderLength = grow(orderLength);
    orderHash = grow(orderHash);
  }
  const start = round === 0 ? 0 : orderStart[round - 1] + orderLength[round - 1];
  if (start + length > orders.length) {
    const bigger = new Int32Array(Math.max(orders.length * 2, start + length));
    bigger.set(orders);
    orders = bigger;
  }
  let hash = 0x811c9dc5 ^ length;
  for (let i = 0; i < length; i++) {
    const card = stock[i];
    orders[start + i] = card;
    hash = Math.imul(hash ^ card, 0x01000193);
  }
  orderStart[round] = start;
  orderLength[round] = length;
  orderHash[round] = hash;
  if (round < LINEAR_ROUNDS) {
    // Few rounds (every deal of the game's decks seen so far): compare with each earlier round.
    for (let other = 0; other < round; other++) if (orderHash[other] === hash && sameOrder(other, round)) return true;
    return false;
  }
  if (round === LINEAR_ROUNDS) {
    // From here on a hash table: enter the earlier rounds first.
    newStamp();
    for (let other = 0; other < round; other++) enterRound(other);
  } else if (round * 2 >= tableRound.length) {
    // Keep the table at most half full: a table twice the size, every earlier round entered again.
    tableRound = new Int32Array(tableRound.length * 2);
    tableStamp = new Int32Array(tableStamp.length * 2);
    newStamp();
    for (let other = 0; other < round; other++) enterRound(other);
  }
  return enterRound(round);
}

/** Empties the hash table. */
function newStamp(): void {
  stamp++;
  if (stamp === 0x7fffffff) {
    stamp = 1;
    tableStamp.fill(0);
  }
}

/** Enters round `round` into the hash table; true when an earlier round there has the same order. */
function enterRound(round: number): boolean {
  const hash = orderHash[round];
  const mask = tableRound.length - 1;
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    if (tableStamp[slot] !== stamp) {
      tableStamp[slot] = stamp;
      tableRound[slot] = round;
      return false;
    }
    const other = tableRound[slot];
    if (orderHash[other] === hash && sameOrder(other, round)) return true;
  }
}

function sameOrder(a: number, b: number): boolean {
  const length = orderLength[a];
  if (orderLength[b] !== length) return false;
  const startA = orderStart[a];
  const startB = orderStart[b];
  for (let i = 0; i < length; i++) if (orders[startA + i] !== orders[startB + i]) return false;
  return true;
}

/** Discards the top four cards of pile p when they share a rank; keeps topRank[p] up to date. */
function discardFour(p: number): void {
  const size = pileSize[p];
  if (size < 4) return;
  const base = p * PILE_ROOM + size;
  const rank = pileCards[base - 1] >> 2;
  if (pileCards[base - 2] >> 2 !== rank || pileCards[base - 3] >> 2 !== rank || pileCards[base - 4] >> 2 !== rank) return;
  pileSize[p] = size - 4;
  topRank[p] = size === 4 ? -1 : pileCards[base - 5] >> 2;
}

/**
 * Plays a Perpetual Motion deal to its end. `deck` is the deck order, first card first (the top of the stock), as
 * `shuffledDeck` or a deck file gives it: card codes such as `7S`, at most 52 of them (the game's decks are 32, 36
 * or 52 cards). Returns the result, the rounds and the engine moves (see `PerpetualMotionOutcome`).
 * @throws RangeError for a code that is not a card or a deck of more than 52 cards.
 */
export function simulatePerpetualMotion(deck: readonly Card[]): PerpetualMotionOutcome {
  const total = deck.length;
  if (total > PILE_ROOM) throw new RangeError(`perpetual-motion deals at most ${PILE_ROOM} cards, got ${total}`);
  for (let i = 0; i < total; i++) stock[i] = cardIndex(deck[i]);
  for (let p = 0; p < PILE_COUNT; p++) {
    pileSize[p] = 0;
    topRank[p] = -1;
  }
  let stockNext = 0;
  let stockEnd = total;
  let round = 0; // 0-based; the game's vars.round is round + 1
  recordOrder(0, total);
  let moves = 0;
  // The consolidation under way: the pile taking cards and their rank; −1 between consolidations.
  let takingPile = -1;
  let takingRank = -1;
  for (;;) {
    // The next consolidation step: continue the one under way, else the leftmost pile whose top shows to its right.
    let to = -1;
    let from = -1;
    if (takingPile >= 0) {
      if (topRank[takingPile] === takingRank) {
        for (let j = takingPile + 1; j < PILE_COUNT; j++) {
          if (topRank[j] === takingRank) {
            from = j;
            to = takingPile;
            break;
          }
        }
      }
      if (from < 0) takingPile = -1;
    }
    if (from < 0) {
      search: for (let i = 0; i < PILE_COUNT - 1; i++) {
        const rank = topRank[i];
        if (rank < 0) continue;
        for (let j = i + 1; j < PILE_COUNT; j++) {
          if (topRank[j] === rank) {
            from = j;
            to = i;
            break search;
          }
        }
      }
    }
    if (from >= 0) {
      // One card from `from` onto `to`, then four of a kind on `to` go to the discard.
      const fromSize = pileSize[from] - 1;
      const card = pileCards[from * PILE_ROOM + fromSize];
      pileSize[from] = fromSize;
      topRank[from] = fromSize === 0 ? -1 : pileCards[from * PILE_ROOM + fromSize - 1] >> 2;
      pileCards[to * PILE_ROOM + pileSize[to]++] = card;
      topRank[to] = card >> 2;
      takingPile = to;
      takingRank = card >> 2;
      moves++;
      discardFour(to);
      continue;
    }
    if (stockNext < stockEnd) {
      // Deal the next row (a short last row deals what is left).
      const count = Math.min(PILE_COUNT, stockEnd - stockNext);
      for (let p = 0; p < count; p++) {
        const card = stock[stockNext++];
        pileCards[p * PILE_ROOM + pileSize[p]++] = card;
        topRank[p] = card >> 2;
      }
      moves++;
      for (let p = 0; p < count; p++) discardFour(p);
      continue;
    }
    if (pileSize[0] + pileSize[1] + pileSize[2] + pileSize[3] === 0) return { result: 'won', rounds: round + 1, moves };
    // Gather: the new stock deals pile 4 from its bottom card up, then piles 3, 2 and 1.
    let length = 0;
    for (let p = PILE_COUNT - 1; p >= 0; p--) {
      const size = pileSize[p];
      const base = p * PILE_ROOM;
      for (let k = 0; k < size; k++) stock[length++] = pileCards[base + k];
      pileSize[p] = 0;
      topRank[p] = -1;
    }
    stockNext = 0;
    stockEnd = length;
    round++;
    if (recordOrder(round, length)) return { result: 'lost', rounds: round + 1, moves };
  }
}

/**
 * The deck order of a Perpetual Motion opening position (as the game's `deal` gives it: the whole deck as the stock,
 * piles 1–4 and the discard empty, round 1, no consolidation under way), first card first; null for any other
 * position (the simulator starts from a deck order, so it only stands in for the engine from the opening).
 */
export function perpetualMotionOpeningDeck(position: Position<unknown>): Card[] | null {
  const piles = position.piles;
  const vars = position.vars as { round?: unknown; stockOrders?: unknown; consolidating?: unknown; repeated?: unknown } | null;
  if (vars === null || typeof vars !== 'object') return null;
  if (vars.round !== 1 || vars.consolidating !== null || vars.repeated !== false) return null;
  if (!Array.isArray(vars.stockOrders) || vars.stockOrders.length !== 1) return null;
  const stockPile = piles.stock;
  if (stockPile === undefined) return null;
  for (const id of ['pile-1', 'pile-2', 'pile-3', 'pile-4', 'discard']) {
    if (piles[id] === undefined || piles[id].cards.length !== 0) return null;
  }
  const deck = stockPile.cards.slice().reverse();
  return vars.stockOrders[0] === deck.join(' ') ? deck : null;
}

/** Deal figures of a benchmark run. */
export interface PerpetualMotionBench {
  /** Deals simulated (seeds 1..count). */
  deals: number;
  /** Deals won. */
  won: number;
  /** Milliseconds spent in the simulation alone (the shuffles are done beforehand and not timed). */
  ms: number;
  /** Deals simulated per second of simulation time. */
  dealsPerSecond: number;
}

/**
 * Times the simulator on numbered deals 1..`count` of a `deckSize`-card deck (32 by default, the game's default),
 * dealt by `shuffledDeck` before the clock starts. Runs in the calling thread.
 */
export function benchPerpetualMotion(count: number, deckSize: 32 | 36 | 52 = 32): PerpetualMotionBench {
  const decks: Card[][] = [];
  for (let seed = 1; seed <= count; seed++) decks.push(shuffledDeck(seed, deckSize as DeckSize));
  let won = 0;
  const started = performance.now();
  for (const deck of decks) if (simulatePerpetualMotion(deck).result === 'won') won++;
  const ms = performance.now() - started;
  return { deals: count, won, ms, dealsPerSecond: ms > 0 ? (count * 1000) / ms : Number.POSITIVE_INFINITY };
}

/**
 * A constructed Klondike deal that wins by itself: the tableau holds clubs and diamonds so that each column, read
 * from its top down, continues a foundation; the stock (drawn one at a time) holds the spades and hearts A..J in
 * order. `wonLine` plays it greedily (a foundation move when there is one, else draw) to the win.
 */
import { GAMES } from '../../games/index.js';
import { defaultOptions, resolveOptions } from '../../core/options.js';
import { gameStatus } from '../../core/engine.js';
import { pileKinds } from '../../core/piles.js';
import type { AnyGame, Move, Options, Position, Step } from '../../core/game.js';
import { currentPosition, newRecord, openSession, replayRecord } from '../../core/record.js';
import { moveToText } from '../link.js';
import { deckOrderOf } from '../../core/deal.js';

/** Each column from its bottom card to its top card. */
const COLUMNS_BOTTOM_UP: string[][] = [
  ['KH'],
  ['KC', 'QH'],
  ['QC', 'JC', 'TC'],
  ['9C', '8C', '7C', '6C'],
  ['5C', '4C', '3C', '2C', 'AC'],
  ['KD', 'QD', 'JD', 'TD', '9D', '8D'],
  ['7D', '6D', '5D', '4D', '3D', '2D', 'AD'],
];

export function constructedKlondikeDeck(): string[] {
  const deck: string[] = [];
  for (let row = 0; row < 7; row++) for (let column = row; column < 7; column++) deck.push(COLUMNS_BOTTOM_UP[column][row]);
  for (const rank of 'A23456789TJQK') deck.push(`${rank}S`);
  for (const rank of 'A23456789TJ') deck.push(`${rank}H`);
  return deck;
}

export const KLONDIKE_OPTIONS_QUERY = 'o.draw=1&o.redeals=0';

/** The greedy won line of the constructed deal, and the query that opens it with all but the last `leave` moves played. */
export function klondikeWonLine(leave: number): { moves: Move[]; query: string; last: Move[] } {
  const game = GAMES.klondike;
  const options = resolveOptions(game, undefined, { draw: '1', redeals: '0' });
  if (!options.ok) throw new Error(options.error);
  const deck = constructedKlondikeDeck();
  const moves = greedy(options.value, deck);
  const played = moves.slice(0, moves.length - leave);
  const query = `?game=klondike&${KLONDIKE_OPTIONS_QUERY}&deck=${deck.join('')}&moves=${encodeURIComponent(played.map(moveToText).join(','))}`;
  return { moves, query, last: moves.slice(moves.length - leave) };
}

function greedy(options: Options, deck: string[]): Move[] {
  const game = GAMES.klondike;
  const record = newRecord(game, options, { deck });
  let replay = replayRecord(game, record);
  if (!replay.ok) throw new Error(replay.error);
  let position = replay.value.positions[0];
  const kinds = pileKinds(game, options);
  const moves: Move[] = [];
  while (gameStatus(game, position, options) === 'playing' && moves.length < 500) {
    const legal = game.legalMoves(position, options);
    const up = legal.find((move) => move.type === 'move' && kinds.get(move.to) === 'foundation');
    const move = up ?? legal.find((m) => m.type === 'draw') ?? legal[0];
    moves.push(move);
    position = game.apply(position, move, options).position;
  }
  if (!game.isWon(position, options)) throw new Error('the constructed deal did not win');
  replay = replayRecord(game, { ...record, moves });
  if (!replay.ok) throw new Error(replay.error);
  return moves;
}

/**
 * A deterministic playout of a game from a deal: moves to a foundation first, else a pseudo-random legal move (a
 * stock or special move now and then), at most `limit` moves or until the game ends. For tests that need positions
 * past the opening: mid-game tables, a redeal, a gather.
 */
export function playout(game: AnyGame, options: Options, seed: number, limit: number): { moves: Move[]; positions: Position[]; steps: Step[][] } {
  const opened = openSession(game, newRecord(game, options, { seed }));
  if (!opened.ok) throw new Error(opened.error);
  const kinds = pileKinds(game, options);
  let position = currentPosition(opened.value);
  const moves: Move[] = [];
  const positions: Position[] = [position];
  const steps: Step[][] = [];
  let random = (seed * 2654435761) % 4294967296;
  const next = () => {
    random = (random * 1103515245 + 12345) % 2147483648;
    return random / 2147483648;
  };
  while (moves.length < limit && gameStatus(game, position, options) === 'playing') {
    const legal = game.legalMoves(position, options);
    const up = legal.filter((move) => move.type === 'move' && kinds.get(move.to) === 'foundation' && kinds.get(move.from) !== 'foundation');
    const cards = legal.filter((move) => (move.type === 'move' && kinds.get(move.from) !== 'foundation') || move.type === 'pair');
    const special = legal.filter((move) => move.type !== 'move' && move.type !== 'pair' && move.type !== 'end');
    const pool = up.length ? up : cards.length && (special.length === 0 || next() < 0.6) ? cards : special.length ? special : legal;
    const move = pool[Math.floor(next() * pool.length)];
    const applied = game.apply(position, move, options);
    moves.push(move);
    steps.push(applied.steps);
    position = applied.position;
    positions.push(position);
  }
  return { moves, positions, steps };
}

/** The link query of a game, deal and moves (all played). */
export function linkQuery(game: AnyGame, options: Options, seed: number, moves: readonly Move[]): string {
  const defaults = defaultOptions(game);
  const optionText = Object.entries(options).filter(([key, value]) => defaults[key] !== value).map(([key, value]) => `&o.${key}=${encodeURIComponent(String(value))}`).join('');
  return `?game=${game.id}&seed=${seed}${optionText}${moves.length ? `&moves=${encodeURIComponent(moves.map(moveToText).join(','))}` : ''}`;
}

/** The opening of `game`'s deal `seed` under its default options, as the app deals it. */
export function openingOf(game: AnyGame, seed: number): Position {
  const options = defaultOptions(game);
  const deck = deckOrderOf({ seed }, game.deckSize(options));
  if (!deck.ok) throw new Error(deck.error);
  return game.deal(deck.value, options).position;
}

/**
 * A move the table makes without ambiguity, preferring the game's own buttons (so that Draw turns into Turn the waste
 * over in Klondike) on two turns of three: a card move of one card from a face-up top with one legal count, a pair, or
 * a button.
 */
export function nextMove(game: AnyGame, position: Position, turn: number): Move | undefined {
  const legal = game.legalMoves(position, defaultOptions(game));
  const button = legal.find((move) => move.type !== 'move' && move.type !== 'pair');
  const card = legal.find((m) => m.type === 'move' && (m.count ?? 1) === 1 && legal.filter((n) => n.type === 'move' && n.from === m.from && n.to === m.to).length === 1 && position.piles[m.from].faceDown < position.piles[m.from].cards.length);
  const pair = legal.find((move) => move.type === 'pair');
  return turn % 3 !== 2 ? (button ?? card ?? pair) : (card ?? pair ?? button);
}

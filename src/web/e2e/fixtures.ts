/**
 * A constructed Klondike deal that wins by itself: the tableau holds clubs and diamonds so that each column, read
 * from its top down, continues a foundation; the stock (drawn one at a time) holds the spades and hearts A..J in
 * order. `wonLine` plays it greedily (a foundation move when there is one, else draw) to the win.
 */
import { GAMES } from '../../games/index.js';
import { resolveOptions } from '../../core/options.js';
import { gameStatus } from '../../core/engine.js';
import type { Move, Options } from '../../core/game.js';
import { newRecord, replayRecord } from '../../core/record.js';
import { moveToText } from '../link.js';

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
  const moves: Move[] = [];
  while (gameStatus(game, position, options) === 'playing' && moves.length < 500) {
    const legal = game.legalMoves(position, options);
    const up = legal.find((move) => move.type === 'move' && move.to.startsWith('foundation'));
    const move = up ?? legal.find((m) => m.type === 'draw') ?? legal[0];
    moves.push(move);
    position = game.apply(position, move, options).position;
  }
  if (!game.isWon(position, options)) throw new Error('the constructed deal did not win');
  replay = replayRecord(game, { ...record, moves });
  if (!replay.ok) throw new Error(replay.error);
  return moves;
}

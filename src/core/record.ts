/**
 * Game records: `{format, game, options, deal, moves}` — everything undo, redo, replay, save, share and statistics
 * need. `format` is the record format version (1). A record is loaded only when it is whole: the JSON parses, the
 * format is known, the game and its options exist, the deal fits the game's deck, and every move is legal in turn.
 */
import * as z from 'zod/mini';
import type { AnyGame, Move, Options, Position, Status, Step } from './game.js';
import { type DealSpec, MAX_SEED, deckOrderOf, isSeed } from './deal.js';
import { gameStatus, playMove } from './engine.js';
import { validateOptions } from './options.js';
import { type Result, err, ok } from './result.js';

export const RECORD_FORMAT = 1;

/** A game record. `cursor` (optional, saved sessions) is how many of `moves` are played; the rest can be redone. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  game: string;
  options: Options;
  deal: DealSpec;
  moves: Move[];
  cursor?: number;
}

/** The shape of a format-1 record, each field with the sentence that says what it must be. No other field is allowed. */
const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  game: z.string({ error: 'must be a game id (a string)' }),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]), { error: 'must be an object of option values (strings, numbers, true or false)' }),
  deal: z.union([z.strictObject({ seed: z.number() }), z.strictObject({ deck: z.array(z.string()) })], { error: 'must be {"seed": N} or {"deck": [card codes]}' }),
  moves: z.array(z.unknown(), { error: 'must be a JSON array of moves' }),
  cursor: z.optional(z.number({ error: 'must be a whole number of moves played, 0 or more' }).check(z.int({ error: 'must be a whole number of moves played, 0 or more' }), z.nonnegative({ error: 'must be a whole number of moves played, 0 or more' }))),
});

/**
 * True for parsed JSON with the look of a game record (an object with `deal` and `moves`), whole or not: for telling
 * a user who gives a record where a deck order or a moves list is wanted what the file is.
 */
export function looksLikeRecord(data: unknown): boolean {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && 'deal' in data && 'moves' in data;
}

/** A new record with no moves. */
export function newRecord(game: AnyGame, options: Options, deal: DealSpec): GameRecord {
  return { format: RECORD_FORMAT, game: game.id, options: { ...options }, deal, moves: [] };
}

/** The replay of a record: the position after the deal and after every move, and the steps of each. */
export interface Replay {
  /** positions[0] is the opening position; positions[i] follows moves[i − 1]. */
  positions: Position[];
  /** steps[0] are the deal's automatic steps; steps[i] those of moves[i − 1]. */
  steps: Step[][];
  /** The moves as the engine matched them (with counts filled in). */
  moves: Move[];
}

/** Replays a record from its deal; an illegal move gives an error naming its index (0-based) and the reason. */
export function replayRecord(game: AnyGame, record: Pick<GameRecord, 'options' | 'deal' | 'moves'>): Result<Replay> {
  const deck = deckOrderOf(record.deal, game.deckSize(record.options));
  if (!deck.ok) return deck;
  const opening = game.deal(deck.value, record.options);
  const replay: Replay = { positions: [opening.position], steps: [opening.steps], moves: [] };
  for (let i = 0; i < record.moves.length; i++) {
    const position = replay.positions[replay.positions.length - 1];
    if (gameStatus(game, position, record.options) !== 'playing') return err(`move ${i}: the game is already over`);
    const played = playMove(game, position, record.options, record.moves[i]);
    if (!played.ok) return err(`move ${i}: ${played.error}`);
    replay.positions.push(played.value.position);
    replay.steps.push(played.value.steps);
    replay.moves.push(lastMatched(game, position, record.options, record.moves[i]));
  }
  return ok(replay);
}

function lastMatched(game: AnyGame, position: Position, options: Options, move: unknown): Move {
  // playMove succeeded, so the move is legal; find the exact legal form (count filled in).
  const legal = game.legalMoves(position, options);
  const wanted = move as Move;
  if (wanted.type === 'move') {
    const same = legal.filter((m) => m.type === 'move' && m.from === wanted.from && m.to === wanted.to && (wanted.count === undefined || m.count === wanted.count));
    return same[0] ?? wanted;
  }
  if (wanted.type === 'pair') {
    return legal.find((m) => m.type === 'pair' && new Set([...m.piles, ...wanted.piles]).size === 2) ?? wanted;
  }
  return wanted;
}

/** The record as JSON text, for a save file or a link. */
export function saveRecord(record: GameRecord): string {
  return JSON.stringify(record);
}

/**
 * Reads a record from JSON text and checks it whole (see the module comment). `games` maps ids to definitions.
 * Errors say what is wrong: damaged JSON, another format version, an unknown game or option, a bad deal, or the
 * index and reason of the first illegal move.
 */
export function loadRecord(text: string, games: Readonly<Record<string, AnyGame>>): Result<GameRecord> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return err(`saved game is damaged: not valid JSON (${(error as Error).message})`);
  }
  return checkRecord(data, games);
}

/**
 * Checks a parsed record whole; see `loadRecord`. The format version is read first, so a record of another version
 * says so whatever its other fields hold; then every field in turn, and the first problem is the error:
 * - `saved game is damaged: FIELD …` for a field of the wrong shape, a missing field or an unknown one;
 * - `saved game has format version V; …`, `saved game is for an unknown game "ID"`;
 * - `saved game: …` for a value the game refuses (an option, the deal number, the deck order, the cursor, or the
 *   index, 0-based, and reason of the first illegal move).
 */
export function checkRecord(data: unknown, games: Readonly<Record<string, AnyGame>>): Result<GameRecord> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return err('saved game is damaged: it is not a JSON object');
  const format = (data as { format?: unknown }).format;
  if (format === undefined) return err('saved game is damaged: it has no format version ("format")');
  if (format !== RECORD_FORMAT) return err(`saved game has format version ${JSON.stringify(format)}; this version reads format ${RECORD_FORMAT}`);
  const parsed = recordSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    if (issue.code === 'unrecognized_keys') return err(`saved game is damaged: ${where}unknown field ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`);
    const missing = issue.path.length === 1 && !Object.hasOwn(data, issue.path[0]);
    return err(`saved game is damaged: ${where}${missing ? 'missing' : issue.message}`);
  }
  const value = parsed.data;
  const game = Object.hasOwn(games, value.game) ? games[value.game] : undefined;
  if (!game) return err(`saved game is for an unknown game "${value.game}"`);
  const options = validateOptions(game, value.options);
  if (!options.ok) return err(`saved game: ${options.error}`);
  if ('seed' in value.deal && !isSeed(value.deal.seed)) return err(`saved game: deal number ${value.deal.seed} is not a whole number from 0 to ${MAX_SEED}`);
  const replay = replayRecord(game, { options: options.value, deal: value.deal, moves: value.moves as Move[] });
  if (!replay.ok) return err(`saved game: ${replay.error}`);
  if (value.cursor !== undefined && value.cursor > value.moves.length) {
    return err(`saved game: cursor ${value.cursor} is past the last move (the record has ${value.moves.length} ${value.moves.length === 1 ? 'move' : 'moves'})`);
  }
  const record: GameRecord = { format: RECORD_FORMAT, game: game.id, options: options.value, deal: value.deal, moves: replay.value.moves };
  if (value.cursor !== undefined) record.cursor = value.cursor;
  return ok(record);
}

/**
 * A game being played: the record, how many of its moves are played (`cursor`), and the positions after each.
 * Undo and redo move the cursor; a new move drops the moves after the cursor. All operations return a new session.
 */
export interface Session {
  game: AnyGame;
  record: GameRecord;
  cursor: number;
  replay: Replay;
}

/** Opens a session on a record (cursor at `record.cursor`, or at the end). */
export function openSession(game: AnyGame, record: GameRecord): Result<Session> {
  const replay = replayRecord(game, record);
  if (!replay.ok) return replay;
  const cursor = Math.min(record.cursor ?? record.moves.length, record.moves.length);
  return ok({ game, record: { ...record, moves: replay.value.moves }, cursor, replay: replay.value });
}

/** The current position of a session. */
export function currentPosition(session: Session): Position {
  return session.replay.positions[session.cursor];
}

/** The status of the current position. */
export function sessionStatus(session: Session): Status {
  return gameStatus(session.game, currentPosition(session), session.record.options);
}

/** Plays a move at the cursor; later moves (the redo list) are dropped. */
export function sessionPlay(session: Session, move: unknown): Result<{ session: Session; steps: Step[] }> {
  const position = currentPosition(session);
  if (gameStatus(session.game, position, session.record.options) !== 'playing') return err('the game is over');
  const played = playMove(session.game, position, session.record.options, move);
  if (!played.ok) return played;
  const matched = lastMatched(session.game, position, session.record.options, move);
  const moves = [...session.record.moves.slice(0, session.cursor), matched];
  const replay: Replay = {
    positions: [...session.replay.positions.slice(0, session.cursor + 1), played.value.position],
    steps: [...session.replay.steps.slice(0, session.cursor + 1), played.value.steps],
    moves,
  };
  return ok({ session: { ...session, record: { ...session.record, moves }, cursor: moves.length, replay }, steps: played.value.steps });
}

/** Moves the cursor to any point 0 .. moves.length (undo and redo to any point). */
export function sessionGoTo(session: Session, cursor: number): Session {
  const clamped = Math.max(0, Math.min(cursor, session.record.moves.length));
  return { ...session, cursor: clamped };
}

/** One move back. */
export function sessionUndo(session: Session): Session {
  return sessionGoTo(session, session.cursor - 1);
}

/** One move forward again. */
export function sessionRedo(session: Session): Session {
  return sessionGoTo(session, session.cursor + 1);
}

/** The record to save for a session: all moves, with the cursor. */
export function sessionRecord(session: Session): GameRecord {
  return { ...session.record, cursor: session.cursor };
}

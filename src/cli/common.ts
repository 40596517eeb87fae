/**
 * Shared pieces of the command line: reading a game, its options and a deal from the arguments, and the one error
 * type that ends a command with exit code 2 and one line on stderr.
 */
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Card, isCardCode } from '../core/cards.js';
import { type DealSpec, MAX_SEED, parseDeckOrder } from '../core/deal.js';
import type { AnyGame, Options } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
import { looksLikeRecord } from '../core/record.js';
import type { Result } from '../core/result.js';
import { GAMES, findGame } from '../games/index.js';

/** An error the user can fix: printed as one line, exit code 2. */
export class UsageError extends Error {}

/** Options as `key=value` pairs in the game's order ("draw=3, redeals=unlimited, …"); a game without options says so. */
export function rulesLine(options: Options): string {
  const pairs = Object.entries(options).map(([key, value]) => `${key}=${String(value)}`);
  return pairs.length > 0 ? pairs.join(', ') : 'none (the game has no options)';
}

/** The value of a Result, or a UsageError with its message. */
export function orFail<T>(result: Result<T>, prefix = ''): T {
  if (!result.ok) throw new UsageError(prefix + result.error);
  return result.value;
}

/** The game with this id. @throws UsageError naming the known ids. */
export function gameById(id: string): AnyGame {
  const game = findGame(id);
  if (!game) throw new UsageError(`unknown game "${id}" (known: ${Object.keys(GAMES).join(', ')})`);
  return game;
}

/** Collects repeated `--option KEY=VALUE` flags (a commander argument parser). */
export function collectOption(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/**
 * The options from `--preset` and `--option KEY=VALUE` flags. @throws UsageError for a malformed flag, the same KEY
 * given twice (the first would be silently lost), or an unknown name or value.
 */
export function optionsFrom(game: AnyGame, preset: string | undefined, pairs: readonly string[] = []): Options {
  const overrides: Record<string, string> = Object.create(null); // no prototype: `__proto__` is a key like any other
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--option wants KEY=VALUE, got "${pair}"`);
    const key = pair.slice(0, at);
    if (key in overrides) throw new UsageError(`--option ${key} is given twice ("${key}=${overrides[key]}" and "${pair}"): give it once`);
    overrides[key] = pair.slice(at + 1);
  }
  return orFail(resolveOptions(game, preset, overrides));
}

/** Reads a seed argument. @throws UsageError unless it is an integer 0 .. 2^32 − 1. */
export function parseSeed(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new UsageError(`--seed wants a whole number from 0 to ${MAX_SEED}, got "${text}"`);
  const seed = Number(text);
  if (seed > MAX_SEED) throw new UsageError(`--seed wants a whole number from 0 to ${MAX_SEED}, got "${text}"`);
  return seed;
}

/** A whole number of at least `least` given to `flag`. @throws UsageError naming the flag. */
export function wholeNumber(text: string, flag: string, least: number): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < least) throw new UsageError(`${flag} wants a whole number, at least ${least}, got "${text}"`);
  return Number(text);
}

/** The deal in words for a heading: `deal 42`, or `deck from FILE` (`deck from the record` when no file is given). */
export function dealName(deal: DealSpec, deckFile?: string): string {
  return 'seed' in deal ? `deal ${deal.seed}` : `deck from ${deckFile ?? 'the record'}`;
}

/**
 * Checks that `path` can be written (an existing file that may be written, or a new one in a folder that may be
 * written), so that a command fails before its work, not after it. @throws UsageError naming the file.
 */
export function checkWritable(path: string, what: string): void {
  try {
    if (existsSync(path)) {
      if (statSync(path).isDirectory()) throw Object.assign(new Error('directory'), { code: 'EISDIR' });
      accessSync(path, constants.W_OK);
    } else {
      accessSync(dirname(path), constants.W_OK);
    }
  } catch (error) {
    throw new UsageError(`cannot write ${what} "${path}": ${fileProblem(error)}`);
  }
}

/** True when `data` reads as a deck order (every item a card code), given where moves were wanted. */
export function looksLikeDeckOrder(data: unknown): boolean {
  return Array.isArray(data) && data.length > 0 && data.every((item) => typeof item === 'string' && isCardCode(item));
}

/** Why a file could not be opened, in words (the system's code for the rarer cases). */
export function fileProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const words: Record<string, string> = { ENOENT: 'no such file', EISDIR: 'it is a directory', EACCES: 'permission denied', ENOTDIR: 'a part of the path is not a directory' };
  return (code && words[code]) ?? code ?? (error as Error).message;
}

/**
 * Reads a text file (UTF-8). @throws UsageError naming the file when it cannot be read, is a directory, or is not
 * text (a NUL byte or bytes that are not UTF-8: a binary file).
 */
export function readText(path: string, what: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new UsageError(`cannot read ${what} "${path}": ${fileProblem(error)}`);
  }
  try {
    if (bytes.includes(0)) throw new Error('NUL byte');
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`${what} "${path}" is not a text file`);
  }
}

/**
 * When `text` is the JSON of a game record (`looksLikeRecord`, docs/moves.md), the one-line error for giving it as
 * `what`, saying how to replay it instead; otherwise null.
 */
export function recordGivenAs(text: string, path: string, what: string): UsageError | null {
  const data = jsonObjectOf(text);
  if (data === null) return null;
  const solved = solveOutputGivenAs(data, path, what);
  if (solved) return solved;
  if (!looksLikeRecord(data)) return null;
  return new UsageError(`${path} is a game record, not a ${what}: replay it with \`pasyans play ${gameIdOf(data)} --record ${path}\``);
}

/**
 * When `text` is what `pasyans solve --json` printed (an object with `result`, `moves` and `states`), the one-line
 * error for giving it as `what`, saying how to replay the solved line; otherwise null. Its `moves` alone are a moves
 * file, and `solve --record FILE` writes the line as a game record.
 */
export function solveOutputOf(text: string, path: string, what: string): UsageError | null {
  const data = jsonObjectOf(text);
  return data === null ? null : solveOutputGivenAs(data, path, what);
}

function solveOutputGivenAs(data: object, path: string, what: string): UsageError | null {
  if (!('result' in data && 'moves' in data && 'states' in data)) return null;
  const id = gameIdOf(data);
  return new UsageError(`${path} is the output of \`pasyans solve --json\`, not a ${what}: its "moves" array alone is a moves file, or solve again with \`--record FILE\` and replay that with \`pasyans play ${id} --record FILE\``);
}

/** The JSON object `text` holds, or null when it holds none (not JSON, or not an object). */
function jsonObjectOf(text: string): object | null {
  if (!text.trimStart().startsWith('{')) return null;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}

/** The game id a record-like object names, or GAME when it names none that looks like one. */
function gameIdOf(data: object): string {
  const game = (data as { game?: unknown }).game;
  return typeof game === 'string' && /^[a-z-]+$/.test(game) ? game : 'GAME';
}

/** The deal from `--seed N` or `--deck FILE` (exactly one of them). @throws UsageError. */
export function dealFrom(game: AnyGame, options: Options, flags: { seed?: string; deck?: string }): { deal: DealSpec; deck?: Card[] } {
  if ((flags.seed === undefined) === (flags.deck === undefined)) throw new UsageError('give exactly one of --seed N and --deck FILE');
  if (flags.seed !== undefined) return { deal: { seed: parseSeed(flags.seed) } };
  const text = readText(flags.deck!, 'deck file');
  const record = recordGivenAs(text, flags.deck!, 'deck order');
  if (record) throw record;
  const deck = orFail(parseDeckOrder(text, game.deckSize(options)), `${flags.deck}: `);
  return { deal: { deck }, deck };
}

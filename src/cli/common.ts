/**
 * Shared pieces of the command line: reading a game, its options and a deal from the arguments, and the one error
 * type that ends a command with exit code 2 and one line on stderr.
 */
import { readFileSync } from 'node:fs';
import type { Card } from '../core/cards.js';
import { type DealSpec, MAX_SEED, parseDeckOrder } from '../core/deal.js';
import type { AnyGame, Options } from '../core/game.js';
import { resolveOptions } from '../core/options.js';
import type { Result } from '../core/result.js';
import { GAMES, findGame } from '../games/index.js';

/** An error the user can fix: printed as one line, exit code 2. */
export class UsageError extends Error {}

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

/** The options from `--preset` and `--option KEY=VALUE` flags. @throws UsageError for a malformed flag or an unknown name or value. */
export function optionsFrom(game: AnyGame, preset: string | undefined, pairs: readonly string[] = []): Options {
  const overrides: Record<string, string> = Object.create(null); // no prototype: `__proto__` is a key like any other
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--option wants KEY=VALUE, got "${pair}"`);
    overrides[pair.slice(0, at)] = pair.slice(at + 1);
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

/** Reads a text file. @throws UsageError naming the file when it cannot be read. */
export function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${what} "${path}": ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** The deal from `--seed N` or `--deck FILE` (exactly one of them). @throws UsageError. */
export function dealFrom(game: AnyGame, options: Options, flags: { seed?: string; deck?: string }): { deal: DealSpec; deck?: Card[] } {
  if ((flags.seed === undefined) === (flags.deck === undefined)) throw new UsageError('give exactly one of --seed N and --deck FILE');
  if (flags.seed !== undefined) return { deal: { seed: parseSeed(flags.seed) } };
  const deck = orFail(parseDeckOrder(readText(flags.deck!, 'deck file'), game.deckSize(options)), `${flags.deck}: `);
  return { deal: { deck }, deck };
}

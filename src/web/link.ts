/**
 * Links that open a game: the URL query holds the game, its options, the deal (seed or deck order) and optionally
 * the moves and how many of them are played.
 *
 *   ?game=klondike&seed=123&o.draw=1&o.redeals=3&moves=draw,waste>foundation-1,column-3>column-5*2&cursor=2
 *
 * - `game`: the game id. `preset`: a preset name (applied before the `o.` options).
 * - `o.KEY=VALUE`: one option each (the option's value as text: `3`, `true`, `kings-first`).
 * - `seed=N` (0 .. 2^32 − 1) or `deck=ASTD7H…` (card codes run together, first dealt first).
 * - `moves`: comma-separated moves: `FROM>TO` or `FROM>TO*COUNT`, `A+B` for a pair, or the move type alone
 *   (`draw`, `recycle`, `deal`, `gather`, `end`).
 * - `cursor`: how many of the moves are played (the rest can be redone); all of them when left out.
 */
import type { AnyGame, Move, Options } from '../core/game.js';
import { defaultOptions, parseOptionValue, resolveOptions } from '../core/options.js';
import { type GameRecord, checkRecord, newRecord } from '../core/record.js';
import { type DealSpec, MAX_SEED, deckOrderOf } from '../core/deal.js';
import { type Result, err, ok } from '../core/result.js';

/** One move as link text. */
export function moveToText(move: Move): string {
  switch (move.type) {
    case 'move':
      return `${move.from}>${move.to}${move.count && move.count > 1 ? `*${move.count}` : ''}`;
    case 'pair':
      return `${move.piles[0]}+${move.piles[1]}`;
    default:
      return move.type;
  }
}

/** Reads one move from link text; see the module comment. */
export function moveFromText(text: string): Result<Move> {
  const move = /^([\w-]+)>([\w-]+)(?:\*(\d+))?$/.exec(text);
  if (move) return ok(move[3] ? { type: 'move', from: move[1], to: move[2], count: Number(move[3]) } : { type: 'move', from: move[1], to: move[2] });
  const pair = /^([\w-]+)\+([\w-]+)$/.exec(text);
  if (pair) return ok({ type: 'pair', piles: [pair[1], pair[2]] });
  if (['draw', 'recycle', 'deal', 'gather', 'end'].includes(text)) return ok({ type: text } as Move);
  return err(`"${text}" is not a move`);
}

/** The query string (with `?`) of a link to a record; moves only when `withMoves`. */
export function recordToQuery(game: AnyGame, record: GameRecord, cursor: number, withMoves: boolean): string {
  const params = new URLSearchParams();
  params.set('game', record.game);
  const defaults = defaultOptions(game);
  for (const [key, value] of Object.entries(record.options)) if (defaults[key] !== value) params.set(`o.${key}`, String(value));
  if ('seed' in record.deal) params.set('seed', String(record.deal.seed));
  else params.set('deck', record.deal.deck.join(''));
  if (withMoves && record.moves.length) {
    params.set('moves', record.moves.map(moveToText).join(','));
    if (cursor < record.moves.length) params.set('cursor', String(cursor));
  }
  return `?${params.toString()}`;
}

/**
 * What is wrong with a link, for the player: a string key (`linkError_<key>` in i18n.ts) and the values it names.
 * `error` (on the result) says the same in English.
 */
export interface LinkProblem {
  key: 'noGame' | 'unknownGame' | 'unknownPreset' | 'unknownOption' | 'badOptionValue' | 'badSeed' | 'badDeck' | 'badMove' | 'unknownPile' | 'badCursor' | 'cursorPastEnd' | 'illegalMove' | 'notReplayable';
  values: Record<string, string | number>;
}

export type LinkResult = { ok: true; value: GameRecord } | { ok: false; error: string; problem: LinkProblem };

function problem(key: LinkProblem['key'], values: LinkProblem['values'], error: string): LinkResult {
  return { ok: false, error, problem: { key, values } };
}

/** The pile ids a move names (none for a stock move). */
function pilesOf(move: Move): string[] {
  return move.type === 'move' ? [move.from, move.to] : move.type === 'pair' ? [...move.piles] : [];
}

/** The parameters of a game's link besides `game` and the options (`o.NAME`): what a link cut short may still hold. */
const LINK_PARAMETERS: readonly string[] = ['preset', 'seed', 'deck', 'moves', 'cursor'];

/**
 * Reads a link's query into a checked record (with `cursor`). Returns null when the query holds none of a link's
 * parameters (an ordinary visit), or the problem with the link (`noGame` when it holds some but not `game`). Every
 * name from the link (game, preset, option, pile) is looked up as an own property or in a list, never as a plain
 * `object[name]`, so `__proto__`, `constructor` and the like are unknown names like any other.
 */
export function recordFromQuery(search: string, games: Readonly<Record<string, AnyGame>>, randomSeed: () => number): LinkResult | null {
  const params = new URLSearchParams(search);
  const id = params.get('game');
  if (id === null) {
    // Other parameters (a campaign's, say) make an ordinary visit; a link's own without the game is a link cut short.
    const own = [...params.keys()].filter((key) => LINK_PARAMETERS.includes(key) || key.startsWith('o.'));
    return own.length === 0 ? null : problem('noGame', { names: own.join(', ') }, `the link has ${own.join(', ')} but names no game (game=…)`);
  }
  if (!Object.hasOwn(games, id)) return problem('unknownGame', { name: id }, `unknown game "${id}"`);
  const game = games[id];
  const preset = params.get('preset');
  if (preset !== null && !Object.hasOwn(game.presets, preset)) return problem('unknownPreset', { name: preset }, `unknown preset "${preset}" for ${game.id}`);
  const overrides: [string, string][] = [];
  for (const [key, value] of params) {
    if (!key.startsWith('o.')) continue;
    const name = key.slice(2);
    const spec = game.options.find((option) => option.key === name);
    if (!spec) return problem('unknownOption', { name }, `unknown option "${name}" for ${game.id}`);
    if (!parseOptionValue(spec, value).ok) {
      const allowed = spec.values.map(String).join(', ');
      return problem('badOptionValue', { name, value, allowed }, `option ${name}: "${value}" is not allowed (one of: ${allowed})`);
    }
    overrides.push([name, value]);
  }
  // Object.fromEntries makes own properties (even for odd names), and every name here is a known option.
  const options = resolveOptions(game, preset ?? undefined, Object.fromEntries(overrides));
  if (!options.ok) return problem('notReplayable', { reason: options.error }, options.error);
  let deal: DealSpec;
  const deck = params.get('deck');
  const seed = params.get('seed');
  if (deck !== null) {
    const codes = deck.replace(/[\s,]/g, '').toUpperCase().match(/.{1,2}/g) ?? [];
    deal = { deck: codes };
    const size = game.deckSize(options.value);
    if (!deckOrderOf(deal, size).ok) return problem('badDeck', { size }, `the deck order is not a whole ${size}-card deck`);
  } else if (seed !== null) {
    if (!/^\d+$/.test(seed) || Number(seed) > MAX_SEED) return problem('badSeed', { value: seed, max: MAX_SEED }, `deal number "${seed}" is not a whole number from 0 to ${MAX_SEED}`);
    deal = { seed: Number(seed) };
  } else {
    deal = { seed: randomSeed() };
  }
  const pileIds = new Set(game.layout(options.value).map((spec) => spec.id));
  const moves: Move[] = [];
  const movesText = params.get('moves');
  if (movesText) {
    for (const text of movesText.split(',').filter(Boolean)) {
      const move = moveFromText(text);
      if (!move.ok) return problem('badMove', { text }, move.error);
      const unknown = pilesOf(move.value).find((pile) => !pileIds.has(pile));
      if (unknown !== undefined) return problem('unknownPile', { name: unknown, move: text }, `move "${text}": unknown pile "${unknown}"`);
      moves.push(move.value);
    }
  }
  const record: GameRecord = { ...newRecord(game, options.value, deal), moves };
  const cursorText = params.get('cursor');
  if (cursorText !== null) {
    if (!/^\d+$/.test(cursorText)) return problem('badCursor', { value: cursorText }, `cursor "${cursorText}" is not a whole number`);
    if (Number(cursorText) > moves.length) return problem('cursorPastEnd', { value: cursorText, count: moves.length }, `cursor ${cursorText} is past the end of the ${moves.length} moves`);
    record.cursor = Number(cursorText);
  }
  const checked = checkRecord(record, games);
  if (!checked.ok) {
    const reason = checked.error.replace(/^saved game:?\s*/, '');
    const index = /^move (\d+):/.exec(reason);
    if (index && Number(index[1]) < moves.length) {
      const number = Number(index[1]);
      return problem('illegalMove', { number: number + 1, move: moveToText(moves[number]) }, reason);
    }
    return problem('notReplayable', { reason }, reason);
  }
  return { ok: true, value: checked.value };
}

/** A stable key for statistics: the game and its options (keys sorted). */
export function statsKey(gameId: string, options: Options): string {
  const sorted = Object.keys(options).sort().map((key) => `${key}=${String(options[key])}`);
  return [gameId, ...sorted].join('|');
}

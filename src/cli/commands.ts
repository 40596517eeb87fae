/**
 * The commands `games`, `deal` and `play` (docs/cli.md).
 */
import { Command, Option } from 'commander';
import { deckOrderOf } from '../core/deal.js';
import { autoPlay, describeMove, gameStatus } from '../core/engine.js';
import type { AnyGame, Move, Options, Position } from '../core/game.js';
import { defaultOptions } from '../core/options.js';
import { type GameRecord, loadRecord, replayRecord } from '../core/record.js';
import { GAMES, GAME_LIST } from '../games/index.js';
import { renderBoard } from './board.js';
import { UsageError, collectOption, dealFrom, dealName, gameById, looksLikeDeckOrder, optionsFrom, orFail, readText, recordGivenAs, rulesLine, solveOutputOf } from './common.js';

function print(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** Adds the deal and option flags shared by `deal` and `play` (and the solver commands). */
export function withDealOptions(command: Command): Command {
  return command
    .argument('<game>', 'game id (see `pasyans games`)')
    .option('--seed <n>', 'deal number, 0 .. 4294967295')
    .option('--deck <file>', 'deck order file: a JSON array of card codes or whitespace-separated codes, first dealt first')
    .option('--preset <name>', 'a named set of options')
    .addOption(new Option('--option <key=value>', 'set one option (repeatable)').argParser(collectOption).default([]))
    .option('--json', 'print JSON');
}

function pilesJson(position: Position): Record<string, { cards: string[]; faceDown: number }> {
  const piles: Record<string, { cards: string[]; faceDown: number }> = {};
  for (const [id, pile] of Object.entries(position.piles)) piles[id] = { cards: pile.cards, faceDown: pile.faceDown };
  return piles;
}

export function gamesCommand(): Command {
  return new Command('games')
    .description('list every game: id, names, options with their defaults, presets')
    .option('--json', 'print JSON')
    .action((flags: { json?: boolean }) => {
      const games = GAME_LIST.map((game) => ({
        id: game.id,
        name: game.name,
        source: game.source,
        deckSize: game.deckSize(defaultOptions(game)),
        options: game.options.map((spec) => ({ key: spec.key, values: spec.values, default: spec.default, label: spec.label })),
        presets: game.presets,
      }));
      if (flags.json) return print(JSON.stringify({ games }, null, 2));
      for (const game of games) {
        print(`${game.id}  —  ${game.name.en} / ${game.name.ru}  (${game.deckSize} cards)`);
        for (const option of game.options) print(`    --option ${option.key}=${option.values.join('|')}   default ${option.default}   ${option.label.en}`);
        const presets = Object.keys(game.presets);
        if (presets.length) print(`    --preset ${presets.join('|')}`);
      }
    });
}

interface DealFlags {
  seed?: string;
  deck?: string;
  preset?: string;
  option: string[];
  json?: boolean;
}

function setUp(id: string, flags: DealFlags): { game: AnyGame; options: Options; deal: ReturnType<typeof dealFrom>['deal']; deck: string[] } {
  const game = gameById(id);
  const options = optionsFrom(game, flags.preset, flags.option);
  const { deal } = dealFrom(game, options, flags);
  const deck = orFail(deckOrderOf(deal, game.deckSize(options)));
  return { game, options, deal, deck };
}

export function dealCommand(): Command {
  return withDealOptions(new Command('deal').description('show the layout after the deal'))
    .action((id: string, flags: DealFlags) => {
      const { game, options, deal, deck } = setUp(id, flags);
      const opening = game.deal(deck, options);
      if (flags.json) {
        return print(JSON.stringify({ game: game.id, options, deal, deck, status: gameStatus(game, opening.position, options), piles: pilesJson(opening.position), vars: opening.position.vars }, null, 2));
      }
      print(`${game.name.en} (${game.name.ru}), ${dealName(deal, flags.deck)}`);
      print(renderBoard(game, opening.position, options));
    });
}

/** Reads a moves file: a JSON array of moves (docs/moves.md). @throws UsageError. */
function readMoves(path: string): unknown[] {
  const text = readText(path, 'moves file');
  if (text.trim() === '') throw new UsageError(`${path}: the moves file is empty (no moves is [])`);
  const record = recordGivenAs(text, path, 'moves file');
  if (record) throw record;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(data)) throw new UsageError(`${path}: a moves file holds a JSON array of moves`);
  if (looksLikeDeckOrder(data)) throw new UsageError(`${path} holds card codes, a deck order, not moves: give it with --deck ${path}`);
  return data;
}

/**
 * Reads a game record file (docs/moves.md, "Game records") for `game`: checked whole by the core, whose reason is the
 * error when it is not (another format version, a bad field, an illegal move…). @throws UsageError.
 */
function readRecord(path: string, game: AnyGame): GameRecord {
  const text = readText(path, 'record file');
  if (text.trim() === '') throw new UsageError(`${path}: the record file is empty`);
  const solved = solveOutputOf(text, path, 'game record');
  if (solved) throw solved;
  const record = orFail(loadRecord(text, GAMES), `${path}: `);
  if (record.game !== game.id) throw new UsageError(`${path} is a game of ${record.game}, not ${game.id}: run \`pasyans play ${record.game} --record ${path}\``);
  return record;
}

export function playCommand(): Command {
  return withDealOptions(new Command('play').description('replay moves, then show the position, the legal moves and the status'))
    .option('--moves <file>', 'a JSON array of moves to replay (docs/moves.md)')
    .addOption(new Option('--record <file>', 'a saved game record: its options, deal and moves, replayed to its cursor').conflicts(['seed', 'deck', 'preset', 'option', 'moves']))
    .option('--auto', 'then take every step that leaves no choice, until a choice is needed or the game ends')
    .action((id: string, flags: DealFlags & { moves?: string; record?: string; auto?: boolean }) => {
      let game: AnyGame, options: Options, deal: GameRecord['deal'], deck: string[], given: unknown[], cursor: number;
      if (flags.record !== undefined) {
        game = gameById(id);
        const record = readRecord(flags.record, game);
        ({ options, deal } = record);
        deck = orFail(deckOrderOf(deal, game.deckSize(options)));
        given = record.moves;
        cursor = record.cursor ?? record.moves.length;
      } else {
        ({ game, options, deal, deck } = setUp(id, flags));
        given = flags.moves === undefined ? [] : readMoves(flags.moves);
        cursor = given.length;
      }
      const replayed = replayRecord(game, { options, deal: { deck }, moves: given as Move[] });
      // Moves from a file that do not replay were often played or solved under other rules: say which rules were used.
      if (!replayed.ok && flags.moves !== undefined && Object.keys(options).length > 0) throw new UsageError(`${replayed.error} (under ${rulesLine(options)}: were the moves played under other options?)`);
      const replay = orFail(replayed);
      let position = replay.positions[cursor];
      const moves = replay.moves.slice(0, cursor);
      let redo = replay.moves.slice(cursor);
      if (flags.auto) {
        const auto = autoPlay(game, position, options);
        position = auto.position;
        moves.push(...auto.moves);
        if (auto.moves.length) redo = []; // a new move drops the moves to redo, as in the app
      }
      const status = gameStatus(game, position, options);
      const legal = status === 'playing' ? game.legalMoves(position, options) : [];
      if (flags.json) {
        return print(JSON.stringify({ game: game.id, options, deal, status, moves, ...(redo.length ? { redo } : {}), legalMoves: legal, piles: pilesJson(position), vars: position.vars }, null, 2));
      }
      const redoText = redo.length ? ` (${redo.length} more in the record to redo)` : '';
      print(`${game.name.en} (${game.name.ru}), ${dealName(deal, flags.deck)}, after ${moves.length} ${moves.length === 1 ? 'move' : 'moves'}${redoText}`);
      print(renderBoard(game, position, options));
      print(`status: ${status}`);
      if (legal.length) print(`legal moves:\n${legal.map((move) => `  ${JSON.stringify(move)}    ${describeMove(move)}`).join('\n')}`);
    });
}

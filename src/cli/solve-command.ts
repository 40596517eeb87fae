/**
 * `pasyans solve GAME (--seed N | --deck FILE) [--preset NAME] [--option KEY=VALUE]… [--budget-states N | --budget-ms MS]
 * [--no-pruning] [--record FILE] [--json]` (docs/solver.md): solves one deal, seeing every card, and prints the verdict,
 * the winning moves (in words, a run of the same stock move as one: "draw ×5"; with `--json` a JSON array of project
 * moves, replayable by `pasyans play --moves FILE`), the states searched and
 * the time (budget.ts: a budget in states gives the same verdict, line and states on any machine), with the rules it was
 * solved under (every option's value, after the preset and `--option`s) and the deal (`{"seed": N}` or `{"deck": […]}`);
 * with `--record FILE`, a won line is also written as a game record.
 */
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { deckOrderOf } from '../core/deal.js';
import type { Move } from '../core/game.js';
import { describeMove } from '../core/engine.js';
import { type GameRecord, RECORD_FORMAT, saveRecord } from '../core/record.js';
import { solve } from '../solver/index.js';
import { withDealOptions } from './commands.js';
import { budgetFrom, budgetText, solveBudget } from './budget.js';
import { UsageError, checkWritable, dealFrom, dealName, fileProblem, gameById, optionsFrom, orFail, rulesLine } from './common.js';

export { parseBudgetMs } from './budget.js';

/** Writes the won line as a game record (docs/moves.md, "Game records") to `path`. @throws UsageError. */
function writeRecord(path: string, record: GameRecord): void {
  try {
    writeFileSync(path, `${saveRecord(record)}\n`);
  } catch (error) {
    throw new UsageError(`cannot write record file "${path}": ${fileProblem(error)}`);
  }
}

interface SolveFlags {
  seed?: string;
  deck?: string;
  preset?: string;
  option: string[];
  json?: boolean;
  budgetMs: string;
  budgetStates?: string;
  pruning: boolean;
  record?: string;
}

/** The `solve` command, configured with its arguments, options and action (registered by main.ts). */
export function solveCommand(): Command {
  return withDealOptions(new Command('solve').description('solve one deal seeing every card: verdict (won, lost, unknown), winning moves, states, time'))
    .option('--budget-states <n>', 'the most positions the search may expand (all its phases; the same result on any machine)')
    .option('--budget-ms <ms>', 'time limit of the search in milliseconds (not with --budget-states)', '10000')
    .option('--no-pruning', 'turn off every pruning rule (docs/solver.md), for checking')
    .option('--record <file>', 'when won, write the winning line as a game record (replay it with `pasyans play GAME --record FILE`)')
    .action((id: string, flags: SolveFlags, command: Command) => {
      const game = gameById(id);
      const options = optionsFrom(game, flags.preset, flags.option);
      const budget = budgetFrom(flags, command.getOptionValueSource('budgetMs') === 'cli');
      const { deal } = dealFrom(game, options, flags);
      const deck = orFail(deckOrderOf(deal, game.deckSize(options)));
      const position = game.deal(deck, options).position;
      if (flags.record !== undefined) checkWritable(flags.record, 'record file');
      const result = solve(game, position, options, solveBudget(budget), { pruning: flags.pruning });
      const ms = Math.round(result.ms * 1000) / 1000;
      // Only a won line is written: a record of a lost or undecided deal would hold no moves worth replaying.
      const recorded = flags.record !== undefined && result.result === 'won';
      if (recorded) writeRecord(flags.record!, { format: RECORD_FORMAT, game: game.id, options, deal, moves: result.moves as Move[] });
      if (flags.json) {
        const json: Record<string, unknown> = { game: game.id, options, deal, ...budget, pruning: flags.pruning, result: result.result, moves: result.moves, states: result.states, ms };
        if (result.note) json.note = result.note;
        if (flags.record !== undefined) json.record = recorded ? flags.record : null;
        process.stdout.write(`${JSON.stringify(json)}\n`);
        return;
      }
      const out: string[] = [];
      out.push(`${game.name.en}, ${dealName(deal, flags.deck)}: ${result.result}${result.result === 'unknown' ? ` (budget ${budgetText(budget)} spent)` : ''}`);
      out.push(`rules: ${rulesLine(options)}${flags.pruning ? '' : ' (pruning off)'}`);
      if (result.note) out.push(`note: ${result.note}`);
      if (result.result === 'won') {
        out.push(`moves (${result.moves.length}):`, ...lineText(result.moves as Move[]));
        if (flags.record === undefined) out.push(`(to replay them: --record FILE, then \`pasyans play ${game.id} --record FILE\`; --json gives them as a moves array)`);
      }
      out.push(`states: ${result.states}, time: ${ms.toFixed(1)} ms`);
      if (flags.record !== undefined) out.push(recorded ? `record: ${flags.record} (replay it with \`pasyans play ${game.id} --record ${flags.record}\`)` : `record: none written (${result.result}, no winning line)`);
      process.stdout.write(`${out.join('\n')}\n`);
    });
}

/** How wide the lines of a winning line in words may be. */
const LINE_WIDTH = 100;

/**
 * A winning line in words for the text output (core/engine.ts `describeMove`), numbered from 1 by the first move on
 * each line, a run of the same move without piles (a draw, a deal) said once with its count ("draw ×5"), wrapped at
 * LINE_WIDTH.
 */
export function lineText(moves: readonly Move[]): string[] {
  const words: string[] = [];
  const firsts: number[] = [];
  for (let i = 0; i < moves.length; ) {
    const text = describeMove(moves[i]);
    let run = 1;
    if (moves[i].type !== 'move' && moves[i].type !== 'pair') while (i + run < moves.length && moves[i + run].type === moves[i].type) run++;
    words.push(run > 1 ? `${text} ×${run}` : text);
    firsts.push(i + 1);
    i += run;
  }
  const lines: string[] = [];
  let line = '';
  for (let k = 0; k < words.length; k++) {
    const start = `  ${firsts[k]}. `;
    if (line !== '' && line.length + 2 + words[k].length + 1 > LINE_WIDTH) {
      lines.push(`${line},`);
      line = '';
    }
    line = line === '' ? `${start}${words[k]}` : `${line}, ${words[k]}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * The commands of `pasyans` and their flags (main.ts runs them). A flag that takes one value may be given once:
 * `--seed 1 --seed 2` is refused, not read as 2, on every command; `--option KEY=VALUE` is repeatable (each KEY once).
 */
import type { EventEmitter } from 'node:events';
import { Command, type Option } from 'commander';
import { dealCommand, gamesCommand, playCommand } from './commands.js';
import { solveCommand } from './solve-command.js';
import { statsCommand } from './stats-command.js';
import { workerCommand } from './worker-command.js';

/** Commander's own messages ("error: unknown option '--x'") as one line in the style of the others. */
function writeError(text: string): void {
  process.stderr.write(`pasyans: ${text.trim().split('\n')[0].replace(/^error: /, '')}\n`);
}

/** Flags that may be given more than once: each names its own KEY. */
export const REPEATABLE = new Set(['option']);

/** True for a flag that takes one value (`--seed <n>`), not a switch (`--json`, `--no-progress`) nor a repeatable flag. */
export function takesOneValue(option: Option): boolean {
  return (option.required || option.optional) && !option.variadic && !REPEATABLE.has(option.name());
}

/**
 * Refuses a second value for a flag that takes one value, on `command`: commander would keep the last one silently.
 * The check runs before commander stores the value, so a flag seen already from the command line is a repeat.
 */
export function refuseRepeatedFlags(command: Command): void {
  for (const option of command.options as readonly Option[]) {
    if (!takesOneValue(option)) continue;
    // commander's Command is an EventEmitter (its typings declare `on` only).
    (command as unknown as EventEmitter).prependListener(`option:${option.name()}`, (value: string) => {
      if (command.getOptionValueSource(option.attributeName()) !== 'cli') return;
      const first = String(command.getOptionValue(option.attributeName()));
      command.error(`error: ${option.long} is given twice ("${first}" and "${value}"): give it once`, { exitCode: 2, code: 'pasyans.repeatedFlag' });
    });
  }
}

/** The program with every command, each with one-line errors and repeated single-value flags refused. */
export function buildProgram(): Command {
  const program = new Command('pasyans')
    .description('Eight patience games from old Russian solitaire books: deal, replay, inspect, solve.')
    .showHelpAfterError(false)
    .configureOutput({ writeErr: writeError })
    .exitOverride();
  program.addCommand(gamesCommand());
  program.addCommand(dealCommand());
  program.addCommand(playCommand());
  program.addCommand(solveCommand());
  program.addCommand(statsCommand());
  program.addCommand(workerCommand());
  for (const command of program.commands) {
    command.exitOverride().configureOutput({ writeErr: writeError });
    refuseRepeatedFlags(command);
  }
  return program;
}


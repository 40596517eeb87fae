/**
 * `pasyans`: the command line. Deal, replay and inspect any game; list the games.
 * Errors the user can fix end with exit code 2 and one line on stderr, never a stack trace.
 */
import { Command, CommanderError } from 'commander';
import { dealCommand, gamesCommand, playCommand } from './commands.js';
import { UsageError } from './common.js';
import { solveCommand } from './solve-command.js';
import { statsCommand } from './stats-command.js';

/** Commander's own messages ("error: unknown option '--x'") as one line in the style of the others. */
function writeError(text: string): void {
  process.stderr.write(`pasyans: ${text.trim().split('\n')[0].replace(/^error: /, '')}\n`);
}

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
  for (const command of program.commands) command.exitOverride().configureOutput({ writeErr: writeError });
  return program;
}

async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  if (argv.length <= 2) {
    // No command: show what there is, and exit 2 like any other incomplete command line.
    program.outputHelp();
    return 2;
  }
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; usage errors (already printed as one line) exit 2.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`pasyans: ${error.message}\n`);
      return 2;
    }
    process.stderr.write(`pasyans: internal error: ${(error as Error).message}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv);

/**
 * `pasyans`: the command line. Deal, replay and inspect any game; list the games.
 * Errors the user can fix end with exit code 2 and one line on stderr, never a stack trace (the commands and their
 * flags: program.ts). A closed standard output (`pasyans … | head`) ends the command quietly.
 */
import { CommanderError } from 'commander';
import { UsageError } from './common.js';
import { buildProgram } from './program.js';

/**
 * Ends the process quietly when standard output or error is closed by its reader (EPIPE: `pasyans … | head`), and
 * with one line and exit code 1 when it cannot be written otherwise (a full disk).
 */
function guardOutput(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit();
    process.stderr.write(`pasyans: cannot write the output: ${error.code ?? error.message}\n`);
    process.exit(1);
  });
  process.stderr.on('error', () => process.exit());
}

async function main(argv: string[]): Promise<number> {
  guardOutput();
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

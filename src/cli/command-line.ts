import { parseArgs, type ParseArgsConfig } from 'node:util';
import { terminalSafe } from '../engine/text/terminal-safe';

/** A mistake in how the command was called: printed as one line, exit code 2. */
export class UsageError extends Error {}

/** The options every command takes the same way. */
const commonOptions = {
  'base-url': { type: 'string' },
  model: { type: 'string' },
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/**
 * The command's flags (its own plus --base-url, --model, --out, --help), strictly: an unknown flag
 * or a stray word is a UsageError, printed in one line with exit code 2.
 */
export function parseCommandLine<const Options extends OptionsConfig>(argv: string[], options: Options) {
  try {
    return parseArgs({ args: argv, strict: true, allowPositionals: false, options: { ...commonOptions, ...options } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A usage mistake: its one line on stderr, exit code 2. */
export function usageFailure(message: string): number {
  process.stderr.write(`${terminalSafe(message)}\n`);
  return 2;
}

/**
 * Runs a command's main and exits with the code it returns. Anything it throws is a bug of ours,
 * not a mistake of the caller's: said as such, with the stack, exit code 1.
 */
export function runCommand(name: string, main: (argv: string[]) => Promise<number>): void {
  useInvocationDirectory(name);
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(terminalSafe(`The ${name} CLI failed unexpectedly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`));
      process.exit(1);
    },
  );
}

/**
 * `npm run <name>` starts the command in the package's folder; npm keeps the folder the person
 * typed the command in as INIT_CWD. Relative paths (--workspace, --out, files) mean that folder.
 */
export function useInvocationDirectory(name: string, environment: NodeJS.ProcessEnv = process.env): void {
  const typedIn = environment.INIT_CWD;
  if (typedIn && environment.npm_lifecycle_event === name) process.chdir(typedIn);
}

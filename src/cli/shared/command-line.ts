import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { CliIo } from './cli-io';

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
export function usageFailure(io: Pick<CliIo, 'stderr'>, message: string): number {
  io.stderr.write(`${message}\n`);
  return 2;
}

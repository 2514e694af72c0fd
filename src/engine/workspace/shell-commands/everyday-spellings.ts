import { defineCommand, type Command } from 'just-bash';
import { splitShortOptions } from './short-options';

/**
 * xargs and paste as people type them. just-bash's own implementations do the work; these only
 * pass them the options in the form their parsers read, because `xargs -n1`, `xargs -I{}` and
 * `paste -sd+` (GNU spellings in every habit and tutorial) were refused as invalid options.
 */

export const xargsCommand: Command = defineCommand('xargs', async (args, ctx) => {
  const { options, operands } = splitShortOptions(args, {
    withValue: 'nIdP',
    long: { 'max-args': 'n', 'max-procs': 'P', delimiter: 'd', null: '0', verbose: 't', 'no-run-if-empty': 'r' },
  });
  return original(ctx.origCommand, [...options, ...operands]);
});

export const pasteCommand: Command = defineCommand('paste', async (args, ctx) => {
  const { options, operands } = splitShortOptions(args, { withValue: 'd', long: { delimiters: 'd', serial: 's' } });
  // GNU paste reads standard input when no file is named; just-bash's wants an explicit `-`.
  return original(ctx.origCommand, [...options, ...(operands.length === 0 ? ['-'] : operands)]);
});

function original(run: ((args: string[]) => Promise<{ stdout: string; stderr: string; exitCode: number }>) | undefined, args: string[]) {
  if (!run) return Promise.resolve({ stdout: '', stderr: 'The shell could not run this command.\n', exitCode: 127 });
  return run(args);
}

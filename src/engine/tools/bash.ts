import { z } from 'zod';
import { wordLeavingScope } from './command-scope';
import { pathFailures } from './path-failures';
import { defineTool, fail, succeed, type FailureSpec, type ToolContext, type ToolId, type ToolOutcome } from './tool';

export const BASH_DEFAULT_TIMEOUT_SECONDS = 30;
export const BASH_MAX_TIMEOUT_SECONDS = 300;

const parameters = z
  .object({
    command: z.string().min(1).describe('The shell command line to run, e.g. "ls -la src && wc -l src/*.ts".'),
    timeout: z
      .number()
      .int()
      .min(1)
      .max(BASH_MAX_TIMEOUT_SECONDS)
      .default(BASH_DEFAULT_TIMEOUT_SECONDS)
      .describe(
        `Time limit in seconds (whole number, 1 to ${BASH_MAX_TIMEOUT_SECONDS}; default ${BASH_DEFAULT_TIMEOUT_SECONDS}). A command still running then is stopped and reported as timed out, with whatever output was captured before the stop.`,
      ),
  })
  .strict();

const success = z.object({
  exitCode: z.number().int(),
  stdout: z.string(),
  stderr: z.string(),
  durationMs: z.number().min(0),
  timedOut: z.boolean(),
  /** The limit the command ran under, so a timeout can say when it was stopped. */
  timeoutSeconds: z.number().int().min(1),
  /** The workspace could not separate the streams: everything is in stdout (WebContainer). */
  outputMerged: z.boolean(),
});

export type BashResult = z.infer<typeof success>;

/** Shared by every tool that runs commands through runShellCommand: it returns these kinds. */
export const bashFailures = {
  CommandDenied: {
    template:
      'The user denied this command.[[ Their reason: "{reason}". Do not run the same command again; take the reason into account and choose another way forward. || They gave no reason. Do not retry it as it is: explain in your reply why you need it, or ask the user how to proceed.]]',
    placeholders: { reason: 'do not touch the lockfile' },
  },
  OutOfScope: pathFailures.OutOfScope,
} satisfies Record<string, FailureSpec>;

export const bashTool = defineTool({
  id: 'Bash',
  description: [
    'Runs a shell command in the workspace root folder (a sub-agent limited to one folder runs in that folder) and returns its exit code, stdout and stderr. Each call starts a fresh shell: files persist between calls, but cd and variables do not.',
    'On the embedded workspace the shell is simulated: common Unix tools (ls, cat, grep, sed, awk, find, sort, diff, jq...), pipes and redirects work; there is no network and no node, npm or git.',
    'Use read_file, edit_file, write_file, grep, glob and ls to read, change and find files: they are cheaper and their results are structured. Use Bash to run things.',
    `Each command is shown to the user, who may deny it. timeout is in seconds (default ${BASH_DEFAULT_TIMEOUT_SECONDS}, at most ${BASH_MAX_TIMEOUT_SECONDS}).`,
    'Long output is cut in the middle: you get its beginning and end and a note of how much was left out, so narrow it with grep, head or tail when you need a part.',
  ].join(' '),
  parameters,
  success,
  failures: bashFailures,
  clipHint:
    '[[Run it again with the output sent to a file (command > out.txt 2>&1) and read that in parts with {tool:read_file}, or filter it through grep, head or tail.|| Run it again filtered through grep, head or tail.]]',
  access: () => ({ kind: 'exec' }),
  handler: (args, ctx) => runShellCommand('Bash', args, ctx),
  // No clipping here: the toolkit clips every oversized result the same way, head and tail.
  format: (value) => formatCommandResult(value),
});

/**
 * What a shell tool does before and around the command: the sub-agent scope guard, the person's
 * approval (asked for under `toolId`, the tool that wants to run it), the run itself. Shared by
 * every tool that runs a command line, so they are guarded and approved alike.
 */
export async function runShellCommand(
  toolId: ToolId,
  args: { command: string; timeout: number },
  ctx: ToolContext,
): Promise<ToolOutcome<BashResult>> {
  if (ctx.writeScope !== undefined) {
    const outside = wordLeavingScope(args.command, ctx.writeScope, ctx.workspace.rootPath);
    if (outside !== undefined) return fail('OutOfScope', { path: outside, scope: ctx.writeScope });
  }
  const decision = await ctx.approve({ toolId, command: args.command }, ctx.signal);
  if (!decision.approved) return fail('CommandDenied', { reason: decision.reason?.trim() ?? '' });

  const cwd = ctx.writeScope;
  // A sub-agent's folder may not exist yet (it is there to create it): the shell needs a cwd.
  if (cwd !== undefined && cwd !== '' && (await ctx.workspace.stat(cwd)) === undefined) await ctx.workspace.mkdir(cwd);
  const result = await ctx.workspace.exec(args.command, {
    cwd,
    timeoutMs: args.timeout * 1000,
    signal: ctx.signal,
    writeScope: ctx.writeScope,
  });
  return succeed({
    exitCode: result.exitCode,
    stdout: result.stdout,
    stderr: result.stderr,
    durationMs: Math.max(0, Math.round(result.durationMs)),
    timedOut: result.timedOut,
    timeoutSeconds: args.timeout,
    outputMerged: result.outputMerged,
  });
}

/** How a stream's text is shown: as is (Bash), or shaped, e.g. cut to its head and tail (run). */
export type OutputShaper = (text: string, label: string) => string;

/** The header line, then each non-empty stream under its label. */
export function formatCommandResult(value: BashResult, shape: OutputShaper = (text, label) => `${label}:\n${text}`): string {
  const sections: string[] = [headerLine(value)];
  const stdoutLabel = value.outputMerged ? 'output (stdout and stderr arrive merged on this workspace)' : 'stdout';
  if (value.stdout !== '') sections.push(shape(withoutFinalNewline(value.stdout), stdoutLabel));
  if (value.stderr !== '') sections.push(shape(withoutFinalNewline(value.stderr), 'stderr'));
  if (value.stdout === '' && value.stderr === '') sections.push('(no output)');
  return sections.join('\n');
}

function headerLine(value: BashResult): string {
  if (!value.timedOut) return `exit code ${value.exitCode} · ${value.durationMs} ms`;
  // A workspace may also stop a runaway loop by counting commands, well before the clock runs out.
  const ranOutOfTime = value.durationMs >= value.timeoutSeconds * 900;
  if (!ranOutOfTime) {
    return `stopped after ${seconds(value.durationMs)} s, before it finished (exit code ${value.exitCode}). Partial output follows: whatever it printed before the stop, possibly incomplete.`;
  }
  const longer =
    value.timeoutSeconds < BASH_MAX_TIMEOUT_SECONDS
      ? ` If it needs longer, pass a larger timeout (up to ${BASH_MAX_TIMEOUT_SECONDS}).`
      : '';
  return `timed out: stopped after ${value.timeoutSeconds} s (exit code ${value.exitCode}). Partial output follows: whatever it printed before the stop, possibly incomplete.${longer}`;
}

function seconds(milliseconds: number): string {
  return String(Number((milliseconds / 1000).toFixed(1)));
}

/** The newline that ends a command's last line would only add a blank line before the next section. */
function withoutFinalNewline(text: string): string {
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

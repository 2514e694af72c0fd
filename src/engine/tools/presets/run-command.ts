import { BASH_DEFAULT_TIMEOUT_SECONDS, BASH_MAX_TIMEOUT_SECONDS, bashFailures, bashTool, formatCommandResult, runShellCommand } from '../bash';
import { defineTool, type ToolContext } from '../tool';
import { defaultEnvelopeLimits, envelope } from './output-envelope';

/**
 * SWE-agent's shell: Bash's command runner (same scope guard, approval and workspace exec) whose
 * result carries its own truncation envelope. A long stream keeps its first and last lines, and the
 * hole is marked where it is, with how many lines are missing and how to get them, before the
 * toolkit's general clip would ever have to step in.
 */
const { headLines, tailLines, maxLineCharacters } = defaultEnvelopeLimits;

const description = [
  'Runs a shell command line in the workspace root folder and returns its exit code, stdout and stderr. Each call starts a fresh shell: files persist between calls, but cd and variables do not.',
  'On the embedded workspace the shell is simulated: common Unix tools (ls, cat, grep, sed, awk, find, sort, diff, jq...), pipes and redirects work; there is no network and no node, npm or git.',
  `Long output is cut to its first ${headLines} and last ${tailLines} lines per stream, with a line in between saying how many lines were left out; lines longer than ${maxLineCharacters} characters are cut too. To see everything, send the output to a file and open it with view_file, or narrow it with grep, head or tail.`,
  'Use run to search (grep -n, find), to list folders and to run programs and tests; use view_file to read files and edit_lines to change them.',
  `Each command is shown to the user, who may deny it. timeout is in seconds (default ${BASH_DEFAULT_TIMEOUT_SECONDS}, at most ${BASH_MAX_TIMEOUT_SECONDS}).`,
].join(' ');

export const runCommandTool = defineTool({
  id: 'run',
  description,
  parameters: bashTool.parameters,
  success: bashTool.success,
  failures: bashFailures,
  clipHint: 'Run it again with the output sent to a file (command > out.txt 2>&1) and look at it in parts.',
  capped: true,
  access: () => ({ kind: 'exec' }),
  handler: (args, ctx) => runShellCommand('run', args, ctx),
  format: (value, ctx) =>
    formatCommandResult(value, (text, label) => {
      const shown = envelope(text, (omitted, first, last) => hole(omitted, first, last, ctx));
      if (shown.omittedLines === 0) return `${label}:\n${shown.text}`;
      return `${label} (${shown.totalLines} lines; the first ${headLines} and the last ${tailLines} are shown):\n${shown.text}`;
    }),
});

function hole(omitted: number, first: number, last: number, ctx: ToolContext): string {
  const viewName = ctx.nameOf('view_file');
  const fileMove = viewName === undefined ? 'look at that file in parts' : `open that file with ${viewName}`;
  return `[... ${omitted.toLocaleString('en-US')} lines left out here (lines ${first}-${last} of this output). To see them, run the command again with its output sent to a file (command > out.txt 2>&1) and ${fileMove}, or filter it through grep, head or tail ...]`;
}

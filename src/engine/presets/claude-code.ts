import { BASH_DEFAULT_TIMEOUT_SECONDS, BASH_MAX_TIMEOUT_SECONDS, bashTool } from '../tools/bash';
import { claudeEditTool } from '../tools/presets/claude-edit';
import { claudeGlobTool } from '../tools/presets/claude-glob';
import { claudeGrepTool } from '../tools/presets/claude-grep';
import { claudeReadTool } from '../tools/presets/claude-read';
import { claudeWriteTool } from '../tools/presets/claude-write';
import { presetSurface, type Preset } from './preset';

const contracts = [claudeReadTool, claudeWriteTool, claudeEditTool, claudeGlobTool, claudeGrepTool, bashTool];

const bashDescription = [
  'Runs a shell command in the workspace root folder and returns its exit code, stdout and stderr. Each call starts a fresh shell: files persist between calls, but cd and variables do not.',
  'On the embedded workspace the shell is simulated: common Unix tools (ls, cat, grep, sed, awk, find, sort, diff, jq...), pipes and redirects work; there is no network and no node, npm or git. Output longer than about 40,000 characters is cut in the middle, with a marker saying how much was left out.',
  'Use {tool:Read}, {tool:Edit}, {tool:Write}, {tool:Grep} and {tool:Glob} to read, change and find files: they are cheaper and their results are structured. Use {tool:Bash} to run programs, builds and tests.',
  `Each command is shown to the user, who may deny it. timeout is in seconds (default ${BASH_DEFAULT_TIMEOUT_SECONDS}, at most ${BASH_MAX_TIMEOUT_SECONDS}).`,
].join(' ');

const system = `You are a coding agent working in a sandboxed workspace, with tools shaped like those of Claude Code. You act only through these tools; the user sees every call you make and every result.

How to work:
- Paths are relative to the workspace root (for example "src/app.ts"); an absolute path inside the root works too.
- To find where something is, search instead of reading whole files: {tool:Grep} for contents (output_mode "content" shows the matching lines), {tool:Glob} for file names.
- {tool:Read} the part of a file you are about to change first. Its line numbers count from 1 and are not part of the file.
- Change existing files with {tool:Edit}: old_string must match the file exactly and occur once, unless you pass replace_all. Use {tool:Write} only to create a file or to replace one entirely.
- Use {tool:Bash} to run programs, builds and tests, and for what the file tools cannot do.
- Calls that do not depend on each other belong in one turn: they run in parallel.
- A failed call comes back with what went wrong and what to do next. Act on it; do not repeat the same call unchanged.
- When the task is done, reply in plain text without calling a tool: say what you changed and what, if anything, is left undone.`;

export const claudeCodePreset: Preset = {
  id: 'claude-code',
  name: 'Claude Code style',
  note: 'Modelled on the tool set of Anthropic\'s Claude Code: dedicated Read, Write, Edit, Glob and Grep tools beside a Bash tool, with the parameter names and shapes a model trained on that harness expects (file_path; old_string and new_string with an optional replace_all; Read\'s 1-based offset and limit; Grep\'s output_mode). The handlers underneath are the playground\'s own, so what differs from the efferent preset is the surface alone: running both on one task shows how much of a model\'s behaviour comes from names and shapes it already knows, and what a single-change Edit costs against a batch of edits.',
  contracts,
  surface: presetSurface(contracts, { system, descriptions: { Bash: bashDescription } }),
};

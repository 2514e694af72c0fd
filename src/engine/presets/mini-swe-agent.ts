import { BASH_DEFAULT_TIMEOUT_SECONDS, BASH_MAX_TIMEOUT_SECONDS, bashTool } from '../tools/bash';
import { presetSurface, type Preset } from './preset';

const contracts = [bashTool];

const bashDescription = [
  'Runs a shell command line in the workspace root folder and returns its exit code, stdout and stderr. It is the only tool: read, search, edit and run programs through it.',
  'Each call starts a fresh shell: files persist between calls, but cd and variables do not, so chain dependent steps with && in one command.',
  'On the embedded workspace the shell is simulated: common Unix tools (ls, cat, grep, sed, awk, find, sort, diff, jq...), heredocs, pipes and redirects work; there is no network and no node, npm or git.',
  'Output longer than about 40,000 characters is cut in the middle, with a marker saying how much was left out: filter long output with grep, head or tail.',
  `Each command is shown to the user, who may deny it. timeout is in seconds (default ${BASH_DEFAULT_TIMEOUT_SECONDS}, at most ${BASH_MAX_TIMEOUT_SECONDS}).`,
].join(' ');

const system = `You are a coding agent working in a sandboxed workspace with one tool, {tool:Bash}, which runs a shell command and returns its output. Everything goes through it: reading, searching, editing, running tests. The user sees every command and its result.

How to work:
- Commands run in the workspace root, and each call starts a fresh shell: cd and variables do not carry over. Chain steps that depend on each other with && in one command.
- Explore with ls, find . -name "*.py" and grep -rn "text" . ; read with cat -n file, or sed -n '20,60p' file for a range of lines (counting from 1), rather than printing whole large files.
- Edit small things with sed -i 's/old/new/' file; rewrite a file with a heredoc (cat > file <<'EOF' … EOF). After an edit, print the changed lines to check it.
- Keep output small: filter it with grep, head or tail.
- Run one command per turn and read its output before deciding the next.
- A failed command shows its exit code and stderr: read them and change the command; do not repeat it unchanged.
- When the task is done, reply in plain text without calling the tool: say what you changed and what, if anything, is left undone.`;

export const miniSweAgentPreset: Preset = {
  id: 'mini-swe-agent',
  name: 'mini-swe-agent (Bash only)',
  note: 'After mini-swe-agent, the follow-up to SWE-agent that dropped its custom commands and kept a single shell, and with strong models scored comparably in about a hundred lines of code. One Bash tool and a system prompt that explains how to read, search and edit files with ordinary shell commands. It teaches what a capable model does with no specialised tool at all, and what that costs: whole files rewritten through heredocs, sed expressions that must be exactly right, and output bounded only by the toolkit\'s general clip.',
  contracts,
  surface: presetSurface(contracts, { system, descriptions: { Bash: bashDescription } }),
};

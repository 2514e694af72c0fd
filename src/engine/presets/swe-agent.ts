import { editLinesTool } from '../tools/presets/edit-lines';
import { runCommandTool } from '../tools/presets/run-command';
import { VIEW_WINDOW, viewFileTool } from '../tools/presets/view-file';
import { presetSurface, type Preset } from './preset';

const contracts = [viewFileTool, editLinesTool, runCommandTool];

const system = `You are a coding agent working in a sandboxed workspace through three tools: {tool:view_file} shows a file ${VIEW_WINDOW} lines at a time, {tool:edit_lines} replaces a range of lines, and {tool:run} runs a shell command. The user sees every call you make and every result.

How to work:
- Paths are relative to the workspace root (for example "src/app.py").
- Find things with {tool:run}: grep -n "text" file, grep -rn "text" folder, find . -name "*.py".
- Open a file with {tool:view_file} at an offset just before the line you need. offset counts from 0; the line numbers shown count from 1, and those are the numbers {tool:edit_lines} takes.
- Edit with {tool:edit_lines}: start_line and end_line are both included, and replacement holds the complete new lines with their indentation. The result shows the edited region as it is now: check the indentation and the lines around it. When an edit changes the number of lines, the lines below it move: view the file again before editing further down.
- Run programs and tests with {tool:run}. Long output comes back cut to its first and last lines; to see all of it, send it to a file and view that.
- Make one call at a time: each edit changes the line numbers the next call depends on.
- A failed call says what went wrong and, for a line out of range, the valid range. Act on it; do not repeat the same call unchanged.
- When the task is done, reply in plain text without calling a tool: say what you changed and what, if anything, is left undone.`;

export const sweAgentPreset: Preset = {
  id: 'swe-agent',
  name: 'SWE-agent ACI',
  note: 'After the agent–computer interface of the SWE-agent paper (Yang et al., 2024), whose headline result was that changing only the interface moved the same model\'s results on SWE-bench markedly. A viewer that shows a 100-line window with a footer saying where the window is and which offset moves it; an editor that replaces a range of lines given by number, with insert and append as edge cases of the same call, and shows the edited region back; a shell whose long output is cut to its head and tail with the hole sized in place. It teaches bounded views, targeted edits and explicit envelopes; watch how often the model miscounts lines and how the out-of-range failures bring it back.',
  contracts,
  surface: presetSurface(contracts, { system }),
};

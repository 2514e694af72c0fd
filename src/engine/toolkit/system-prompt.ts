import type { ToolId } from '../tools/tool';
import { renderTemplate, WORKSPACE_PLACEHOLDER } from './template';

/**
 * What belongs to no single tool: which tool to prefer for what, batching, reading before editing,
 * and that a failure is information. Each line is a template rendered against the toolkit it ships
 * with, and a line whose tools are all missing is left out, so the prompt never names a tool that
 * is not there. Once rendered it is plain surface text a person can rewrite.
 */
const introduction =
  'You are a coding agent working in a sandboxed workspace. You act only through the tools you are given; the user sees every call you make and every result.';

const guidance = [
  'Paths are relative to the workspace root (for example "src/app.ts").',
  '[[To find where something is, search instead of reading whole files: {tool:grep} searches file contents and {tool:glob} finds files by name.||To find where something is, search file contents with {tool:grep} instead of reading whole files.||To find files, use {tool:glob} instead of listing folders one by one.]]',
  '[[Read the part of a file you are about to change with {tool:read_file} before you change it.]]',
  '[[Change existing files with {tool:edit_file}; use {tool:write_file} only to create a file or to replace one entirely.||Use {tool:write_file} to create or replace files.]]',
  '[[Use {tool:Bash} to run programs, builds and tests, and for what the file tools cannot do. {workspace}]]',
  'Calls that do not depend on each other belong in one turn: they run in parallel.',
  '[[For work with several steps, keep a plan with {tool:update_plan} and update it as steps finish.]]',
  '[[Hand a large, separable part of the work (a module and its tests) to a sub-agent with {tool:run_agent}, with a task it can do without your conversation; do small changes yourself.]]',
  'A failed call comes back with what went wrong and what to do next. Act on it; do not repeat the same call unchanged.',
  'When the task is done, reply in plain text without calling a tool: say what you changed and what, if anything, is left undone.',
];

export function renderSystemPrompt(nameOf: (toolId: ToolId) => string | undefined): string {
  const lines = guidance
    // {workspace} stays in the text as the placeholder itself: it is filled per model call.
    .map((line) => renderTemplate(line, { values: { workspace: WORKSPACE_PLACEHOLDER }, nameOf }))
    .filter((line) => line !== '')
    .map((line) => `- ${line}`);
  return `${introduction}\n\nHow to work:\n${lines.join('\n')}`;
}

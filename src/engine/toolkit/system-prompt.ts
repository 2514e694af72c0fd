import type { ToolId } from '../tools/tool';
import { renderTemplate, WORKSPACE_PLACEHOLDER } from './template';

/**
 * What belongs to no single tool: how to work across them. Each tool's own description says what
 * it does and when to prefer a sibling, so the prompt does not repeat it. Each line is a template
 * rendered against the toolkit it ships with, and a line whose tools are all missing is left out,
 * so the prompt never names a tool that is not there. Once rendered it is plain surface text a
 * person can rewrite.
 */
const introduction = 'You are a coding agent working through tools in a sandboxed workspace; the user sees every call.';

const guidance = [
  '[[Read what you will change before changing it with {tool:edit_file}.]]',
  'Make independent calls in one turn: they run in parallel.',
  'A failed call says what went wrong and what to do next: act on it rather than repeating it.',
  'When done, reply in plain text without a tool call: what you changed and what is left undone.',
];

export function renderSystemPrompt(nameOf: (toolId: ToolId) => string | undefined): string {
  const lines = guidance
    // {workspace} stays in the text as the placeholder itself: it is filled per model call.
    .map((line) => renderTemplate(line, { values: { workspace: WORKSPACE_PLACEHOLDER }, nameOf }))
    .filter((line) => line !== '')
    .map((line) => `- ${line}`);
  return `${introduction}\n\nHow to work:\n${lines.join('\n')}`;
}

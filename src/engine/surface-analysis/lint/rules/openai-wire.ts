import { toOpenAiTools } from '../../dialects/openai';
import type { Finding, LintContext } from '../finding';

/**
 * What the OpenAI-compatible wire (chat completions) changes for this surface, so a person editing
 * for a server that speaks it sees it beside the other findings. The strict-mode rewrites are the
 * ones the Wire tab shows (computed by the same converter); the rest is how the chat-completions
 * client sends every request, so it holds for any surface. All info: the surface still works, but
 * reads differently on that wire.
 */

const RULE = 'openai-wire';

export function openAiWire(context: LintContext): Finding[] {
  if (context.dialect !== 'openai') return [];
  const toolkitWide: Finding[] = [
    {
      rule: RULE,
      severity: 'info',
      field: 'system',
      message: 'On the OpenAI-compatible wire there is no cache_control: the system prompt and tools are not marked for caching, so a server caches them only if it does so on its own.',
      suggestion: 'Nothing to change; keep the standing text short, as every call pays for it in full unless the server caches it.',
    },
    {
      rule: RULE,
      severity: 'info',
      field: 'failures',
      message: 'On the OpenAI-compatible wire a tool result has no is_error flag: a failure travels as plain text, marked only by "Error: " when it does not already read as one.',
      suggestion: 'Make each failure template say plainly that the call failed in its first words, so the model cannot take it for a result.',
    },
  ];
  const strictRewrites = toOpenAiTools(context.surface, { strict: true }).warnings.map(
    (warning): Finding => ({
      rule: RULE,
      severity: 'info',
      ...(warning.tool !== undefined ? { tool: warning.tool, handler: handlerOf(context, warning.tool) } : {}),
      field: warning.field,
      message: `If the server runs functions in strict mode: ${lowerFirst(warning.message)}`,
      suggestion: 'Without strict mode this schema goes across as it is; with it, check the Wire tab for the schema the server would see.',
    }),
  );
  return [...toolkitWide, ...strictRewrites];
}

function handlerOf(context: LintContext, name: string): string {
  return context.surface.tools.find((tool) => tool.name === name)?.handler ?? name;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

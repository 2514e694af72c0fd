import { toolNamePattern, wireSafeName } from '../../../toolkit/tool-name';
import { aboutTool, toolField, type Finding, type LintContext } from '../finding';

/**
 * Names the provider refuses or confuses: a name Anthropic uses for its own tools (sending one
 * next to theirs fails with `tool_name_conflict`, and client libraries may reroute it; the check
 * is exact, so `Bash` with a capital B is fine), a name outside ^[a-zA-Z0-9_-]{1,64}$, and a name
 * two tools share (the API refuses duplicates, and the gate could not tell them apart). On the
 * OpenAI-compatible wire Anthropic's names are not reserved, and the pattern is that wire's
 * function-name rule (the same characters and length).
 */

const RULE = 'tool-name';

/** Names Anthropic uses for its own tools (PLATFORM.md). */
export const reservedToolNames: ReadonlySet<string> = new Set([
  'bash',
  'str_replace_editor',
  'str_replace_based_edit_tool',
  'code_execution',
  'memory',
  'web_search',
  'web_fetch',
  'tool_search_tool_bm25',
  'tool_search_tool_regex',
  'computer',
  'browser',
]);

export function toolName(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const firstIndex = new Map<string, number>();
  context.surface.tools.forEach((tool, index) => {
    const at = { rule: RULE, severity: 'error' as const, ...aboutTool(tool), field: toolField(index, 'name') };
    const onOpenAi = context.dialect === 'openai';
    if (reservedToolNames.has(tool.name) && !onOpenAi) {
      findings.push({
        ...at,
        message: `"${tool.name}" is a name Anthropic uses for one of its own tools: the API refuses it next to theirs (tool_name_conflict), and client libraries may route calls to theirs.`,
        suggestion: `Pick another name, e.g. "${suggestedName(tool.name)}".`,
      });
    }
    if (!toolNamePattern.test(tool.name)) {
      findings.push({
        ...at,
        message: onOpenAi
          ? `"${tool.name}" is not a valid function name on the OpenAI-compatible wire: names must match ^[a-zA-Z0-9_-]{1,64}$ (letters, digits, _ and -, at most 64), so the server refuses the request.`
          : `"${tool.name}" is not a valid tool name: names must match ^[a-zA-Z0-9_-]{1,64}$ (letters, digits, _ and -, at most 64).`,
        suggestion: `Use only letters, digits, _ and -, e.g. "${suggestedWireName(tool.name)}".`,
      });
    }
    const earlier = firstIndex.get(tool.name);
    if (earlier !== undefined) {
      findings.push({
        ...at,
        message: `"${tool.name}" is also the name of tools[${earlier}]: the API refuses two tools with one name.`,
        suggestion: 'Give each tool its own name.',
      });
    } else {
      firstIndex.set(tool.name, index);
    }
  });
  return findings;
}

function suggestedName(reserved: string): string {
  if (reserved === 'bash') return 'Bash';
  return `my_${reserved}`.slice(0, 64);
}

/** The name MCP clients such as the playground would send, unless nothing of it survives. */
function suggestedWireName(name: string): string {
  const safe = wireSafeName(name);
  return /[a-zA-Z0-9]/.test(safe) ? safe : 'read_file';
}

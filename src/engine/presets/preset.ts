import type { ReplyHandler } from '../loop/reply-handler';
import { defaultSurface } from '../toolkit/default-surface';
import type { Surface } from '../toolkit/surface';
import type { AnyToolContract, ToolId } from '../tools/tool';

/**
 * A preset: a named surface plus the handlers it needs, standing for one of the harnesses that
 * shaped agent–computer interface design. A person starts from one, edits it like any surface,
 * and puts it against another on the same task.
 */
export type PresetId = 'efferent' | 'claude-code' | 'swe-agent' | 'mini-swe-agent' | 'aider';

export interface Preset {
  id: PresetId;
  name: string;
  /** One paragraph: where the harness comes from and what running it teaches. */
  note: string;
  /** The handlers its surface refers to (a registry for its runs, and what a surface file may name). */
  contracts: readonly AnyToolContract[];
  /** What the model reads: tool names, descriptions, schemas, failure templates, system prompt. */
  surface: Surface;
  /** Set when the harness acts on the reply text itself (Aider's SEARCH/REPLACE blocks). */
  replyHandler?: ReplyHandler;
}

const TOOL_REFERENCE = /\{tool:([\w-]+)\}/g;

/**
 * Fills `{tool:id}` with the name the preset gives that tool. A reference to a tool the preset
 * does not have throws when the module loads: a prompt naming a missing tool is our bug, and it
 * must not reach a model, which would call a tool it cannot see. Nothing else in the text is touched, so indentation in
 * an example survives.
 */
export function nameTools(text: string, nameOf: (toolId: ToolId) => string | undefined): string {
  return text.replace(TOOL_REFERENCE, (_whole, toolId: string) => {
    const name = nameOf(toolId);
    if (name === undefined) throw new Error(`A preset text refers to {tool:${toolId}}, which is not in the preset.`);
    return name;
  });
}

export interface PresetTexts {
  /** The system prompt, with `{tool:id}` for tool names. */
  system: string;
  /** By handler id: a description replacing the default, with `{tool:id}` for tool names. */
  descriptions?: Readonly<Record<ToolId, string>>;
  /** By handler id, then failure kind: templates replacing the default ones (template syntax). */
  failures?: Readonly<Record<ToolId, Readonly<Record<string, string>>>>;
}

/**
 * A preset's surface: each contract's generated schema and failure templates, the toolkit's own
 * strings, the preset's system prompt and, where a reused handler's default text points at tools
 * of another toolkit, the preset's own description or failure template.
 */
export function presetSurface(contracts: readonly AnyToolContract[], texts: PresetTexts): Surface {
  const base = defaultSurface(contracts);
  const names = new Map(base.tools.map((tool) => [tool.handler, tool.name]));
  const nameOf = (toolId: ToolId) => names.get(toolId);
  const descriptions = texts.descriptions ?? {};
  const failures = texts.failures ?? {};
  const tools = base.tools.map((tool) => ({
    ...tool,
    ...(Object.hasOwn(descriptions, tool.handler) ? { description: nameTools(descriptions[tool.handler]!, nameOf) } : {}),
    ...(Object.hasOwn(failures, tool.handler) ? { failures: { ...tool.failures, ...failures[tool.handler] } } : {}),
  }));
  return { system: nameTools(texts.system, nameOf), tools, failures: base.failures };
}

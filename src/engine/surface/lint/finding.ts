import { builtinTools } from '../../tools/all-tools';
import type { ToolRegistry } from '../../toolkit/toolkit';
import type { Surface, SurfaceTool } from '../../toolkit/surface';
import { failureEntries, type FailureEntry } from '../failure-catalog';
import { isMcpHandler } from '../../mcp/mcp-handler-id';
import type { ToolFacts } from './tool-facts';

/**
 * One thing the ACI lint found, pinned to the field of the surface it is about, with the fix.
 *
 * Severities, so a reader knows what to do first:
 * - error: the request or the call will fail as edited (a name the API refuses, a schema the
 *   handler cannot take);
 * - warning: the model is likely to be misled or left guessing (a convention unstated, a
 *   sibling not routed to, a failure without a next move);
 * - info: worth a look, harmless as it stands.
 */
export type Severity = 'error' | 'warning' | 'info';

export interface Finding {
  /** The rule's id, e.g. `description-action-first`. */
  rule: string;
  severity: Severity;
  /** The name the model sees, when the finding is about one tool. */
  tool?: string;
  /** The handler id of that tool. */
  handler?: string;
  /**
   * A path into the surface: `tools[2].description`,
   * `tools[0].input_schema.properties.offset.description`, `tools[1].failures.NotFound`,
   * `failures.InvalidToolCall`, `system`.
   */
  field: string;
  message: string;
  suggestion: string;
}

/** What every rule reads: the surface, the handlers, and the lookups they share, built once. */
export interface LintContext {
  surface: Surface;
  registry: ToolRegistry;
  /** The name the model sees for a handler id; undefined when the tool is disabled or unknown. */
  nameOf(handler: string): string | undefined;
  /** Names of the tools that are sent (a built-in handler exists, or an MCP server's tool). */
  enabledNames: ReadonlySet<string>;
  /**
   * Tool names the model does not see: every id of the default toolkit and of the registry that is
   * not a current name (disabled, renamed away, or never part of this toolkit). A string that names
   * one of these has drifted.
   */
  missingNames: ReadonlySet<string>;
  /**
   * The missing names that are also plain words ("Read", "Edit", "run": handlers of presets, not of
   * the default toolkit): prose uses them as words all the time, so only a marked mention counts
   * (see tool-mentions.ts).
   */
  wordLikeNames: ReadonlySet<string>;
  /** Ids a `{tool:id}` may name: the registry's and the default toolkit's. */
  knownToolIds: ReadonlySet<string>;
  /** Every failure template in force, listed once for the rules that read them. */
  failures: readonly FailureEntry[];
  /** The wire the surface is linted for. */
  dialect: LintDialect;
  /** Annotations, output schema and title by tool name, where the tools came from a tools/list. */
  facts: ReadonlyMap<string, ToolFacts>;
}

export type LintRule = (context: LintContext) => Finding[];

/**
 * The wire the surface is sent on: Anthropic's Messages API, or an OpenAI-compatible chat
 * completions server (names, caching and failures travel differently there).
 */
export type LintDialect = 'anthropic' | 'openai';

/** The ids of the default toolkit: the names descriptions most often mention. */
const defaultToolIds: ReadonlySet<string> = new Set(builtinTools.map((contract) => contract.id));

export function createLintContext(
  surface: Surface,
  registry: ToolRegistry,
  dialect: LintDialect = 'anthropic',
  facts: ReadonlyMap<string, ToolFacts> = new Map(),
): LintContext {
  const names = new Map<string, string>();
  for (const tool of surface.tools) {
    if (runsSomewhere(tool.handler, registry) && !names.has(tool.handler)) names.set(tool.handler, tool.name);
  }
  const enabledNames = new Set(names.values());
  // The default toolkit's names are only "missing" where built-ins take part: a server's own tools
  // linted alone may say "grep" without meaning a tool this surface once had.
  const usesBuiltins = surface.tools.some((tool) => registry.has(tool.handler));
  const baseIds = usesBuiltins ? [...defaultToolIds, ...registry.keys()] : [];
  const knownToolIds = new Set([...baseIds, ...surface.tools.map((tool) => tool.handler).filter((handler) => !isMcpHandler(handler))]);
  const missingNames = new Set([...knownToolIds].filter((id) => !enabledNames.has(id)));
  const wordLikeNames = new Set([...missingNames].filter((id) => !defaultToolIds.has(id) && /^[A-Za-z][a-z]*$/.test(id)));
  return {
    surface,
    registry,
    nameOf: (handler) => names.get(handler),
    enabledNames,
    missingNames,
    wordLikeNames,
    knownToolIds,
    failures: failureEntries(surface, registry),
    dialect,
    facts,
  };
}

/** Whether a tool of the surface is sent: its built-in handler exists, or a server runs it. */
export function runsSomewhere(handler: string, registry: ToolRegistry): boolean {
  return registry.has(handler) || isMcpHandler(handler);
}

/** The fields of one tool, as finding paths. */
export function toolField(index: number, field: string): string {
  return `tools[${index}].${field}`;
}

/** The `tool`/`handler` pair a finding about one tool carries. */
export function aboutTool(tool: SurfaceTool): { tool: string; handler: string } {
  return { tool: tool.name, handler: tool.handler };
}

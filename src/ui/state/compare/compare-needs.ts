import type { Lesson } from '../../../engine/lessons/lesson';
import { lessonNeedsProblem, neededMcpServers, workspaceNeeds } from '../../../engine/lessons/lesson-needs';
import { parseMcpHandlerId } from '../../../engine/mcp/mcp-handler-id';
import { mcpSurfaceTools } from '../../../engine/mcp/mcp-surface';
import type { AnyToolContract } from '../../../engine/tools/tool';
import type { Surface } from '../../../engine/toolkit/surface';
import { embeddedCapabilities, missingNeeds } from '../../../engine/workspace/capabilities';
import type { WorkspaceCapabilities, WorkspaceKind } from '../../../engine/workspace/workspace';
import type { CompareModules } from '../chunk-loaders';
import type { McpToolsSource } from '../mcp/mcp-tools-source';

/**
 * What the page's comparisons and selection tests can use beyond the built-in tools, and what
 * they cannot: the ready MCP servers' tools join the registry of every run, and a lesson that
 * needs a program or a server this page lacks is a problem shown before Start, not a set of runs
 * that fail for a reason no one sees.
 */

/**
 * Every comparison run in the page gets a fresh embedded workspace (compare-workspace.ts), whatever
 * the live workspace is: WebContainer boots once per page and cannot be copied per run.
 */
export const comparisonWorkspaceKind: WorkspaceKind = 'embedded';
export const comparisonCapabilities: WorkspaceCapabilities = embeddedCapabilities;

export function readyServerNames(mcp: McpToolsSource): string[] {
  return mcp.readyConnections().map((connection) => connection.server);
}

/**
 * The handlers a run may use: every built-in tool, and every tool of every ready server. The MCP
 * contracts load only when a server is ready: they bring the SDK's protocol types, which a page
 * without servers should not download with the Compare view.
 */
export async function comparisonRegistry(modules: CompareModules, mcp: McpToolsSource): Promise<readonly AnyToolContract[]> {
  const connections = mcp.readyConnections();
  if (connections.length === 0) return modules.allTools;
  const { withMcpToolContracts } = await import('../../../engine/mcp/mcp-tool-contract');
  return withMcpToolContracts(modules.allTools, connections, mcp.callTimeoutMs());
}

/** A lesson that needs a server gets that server's tools in every variant, as `npm run compare -- --mcp` gives them. */
export function withNeededServerTools(lesson: Lesson, registry: readonly AnyToolContract[]): Lesson {
  const servers = new Set(neededMcpServers(lesson.needs));
  if (servers.size === 0) return lesson;
  const own = new Set(lesson.tools ?? []);
  const added = registry.filter((contract) => servers.has(parseMcpHandlerId(contract.id)?.server ?? '') && !own.has(contract.id)).map((contract) => contract.id);
  return added.length === 0 ? lesson : { ...lesson, tools: [...(lesson.tools ?? []), ...added] };
}

/** The servers whose tools these surfaces show the model, as needs ("mcp:notes"). */
export function surfaceServerNeeds(surfaces: readonly Surface[]): string[] {
  const servers = new Set<string>();
  for (const surface of surfaces) for (const tool of surface.tools) {
    const parsed = parseMcpHandlerId(tool.handler);
    if (parsed) servers.add(parsed.server);
  }
  return [...servers].map((server) => `mcp:${server}`);
}

/** Why this lesson cannot run in the page's comparisons now, in words for the person; undefined when it can. */
export function comparisonNeedsProblem(lesson: { id: string; needs?: readonly string[] }, mcp: McpToolsSource): string | undefined {
  return lessonNeedsProblem(lesson, {
    capabilities: comparisonCapabilities,
    workspaceKind: comparisonWorkspaceKind,
    mcpServers: readyServerNames(mcp),
    place: 'page',
  })?.message;
}

/** One thing a lesson needs, as the lesson picker lists it. */
export interface NeedStatus {
  need: string;
  /** "node", "MCP server notes". */
  label: string;
  /** Why this page's comparisons lack it; undefined when they have it. */
  lacking?: string;
}

export function needsStatus(needs: readonly string[] | undefined, mcp: McpToolsSource): NeedStatus[] {
  const ready = new Set(readyServerNames(mcp));
  const missing = new Set(missingNeeds(workspaceNeeds(needs), comparisonCapabilities));
  return (needs ?? []).map((need) => {
    const [server] = neededMcpServers([need]);
    if (server !== undefined) return { need, label: `MCP server ${server}`, ...(ready.has(server) ? {} : { lacking: 'not connected in this page' }) };
    return { need, label: need, ...(missing.has(need) ? { lacking: 'not in the embedded workspace comparisons run on' } : {}) };
  });
}

/**
 * A built-in or saved surface with the ready servers' tools it lacks, at the servers' own texts:
 * then "Defaults" against the edited surface measures the edits to the server's tools, not whether
 * the model was shown them at all (`npm run select|compare -- --mcp` adds them the same way).
 */
export function withReadyServerTools(surface: Surface, mcp: McpToolsSource): Surface {
  const connections = mcp.readyConnections();
  if (connections.length === 0) return surface;
  const present = new Set(surface.tools.map((tool) => tool.handler));
  const added = mcpSurfaceTools(connections, surface.tools.map((tool) => tool.name)).tools.filter((tool) => !present.has(tool.handler));
  return added.length === 0 ? surface : { ...surface, tools: [...surface.tools, ...added] };
}

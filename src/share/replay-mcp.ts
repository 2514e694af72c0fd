import { parseMcpHandlerId } from '../engine/mcp/mcp-handler-id';
import { handlerByName } from './replay-surface';
import { callsOfStep, replaySteps } from './replay-steps';
import type { ShareDocument } from './share-document';

/**
 * Which MCP servers a shared run used, read from the link alone: the servers whose tools were on
 * a surface the run was sent with (handler ids `mcp:<server>/<tool>`), and how many calls the
 * model made to each. A replay shows the results the link recorded and never reaches a server,
 * so the person needs to be told which servers those results came from.
 */
export interface McpServerUse {
  server: string;
  /** Calls the model made to this server's tools, answered or not. */
  calls: number;
}

const uses = new WeakMap<ShareDocument, McpServerUse[]>();

/** The servers in the order their tools first appear; empty for a run without MCP tools. */
export function mcpServersUsed(document: ShareDocument): McpServerUse[] {
  const cached = uses.get(document);
  if (cached) return cached;
  const calls = new Map<string, number>();
  const note = (handler: string, count: number) => {
    const parsed = parseMcpHandlerId(handler);
    if (parsed) calls.set(parsed.server, (calls.get(parsed.server) ?? 0) + count);
  };
  for (const overlay of [document.surface, ...Object.values(document.surfacesUsed ?? {})]) {
    for (const [handler, patch] of Object.entries(overlay.tools ?? {})) if (patch.enabled !== false) note(handler, 0);
  }
  for (const entry of replaySteps(document)) {
    // The model calls a tool by the name it was shown; the surface of that step says which server it was.
    const handlers = handlerByName(document, entry.step);
    for (const call of callsOfStep(document, entry)) note(handlers.get(call.name) ?? call.name, 1);
  }
  const used = [...calls].map(([server, count]) => ({ server, calls: count }));
  uses.set(document, used);
  return used;
}

/** One sentence for the replay, or undefined when the run used no MCP server. */
export function describeMcpUse(used: readonly McpServerUse[]): string | undefined {
  if (used.length === 0) return undefined;
  const servers = used.map(({ server, calls }) => `${server} (${calls} ${calls === 1 ? 'call' : 'calls'})`);
  const noun = used.length === 1 ? 'the MCP server' : 'the MCP servers';
  return `This run used ${noun} ${listed(servers)}. The replay shows the results recorded in the link; it contacts no server.`;
}

/**
 * What a fork must warn about: each server the run used that is not ready in this page. The fork's
 * transcript still holds those calls, but the model will not be offered the tools again.
 */
export function mcpForkCaveats(used: readonly McpServerUse[], readyServers: readonly string[]): string[] {
  const ready = new Set(readyServers);
  return used
    .filter(({ server }) => !ready.has(server))
    .map(
      ({ server }) =>
        `The run used the MCP server "${server}", which is not ready in this page: the model will not be offered its tools until you add it under MCP servers.`,
    );
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

import type { ToolRegistry } from '../../../engine/toolkit/toolkit';
import type { Engine } from '../chunk-loaders';
import type { McpToolsSource } from './mcp-tools-source';

/**
 * Every handler a run or a call by hand may reach: each built-in (presets and lessons name them)
 * and every tool of the servers ready now. A server's tool is reached under the name the server
 * gave it, whatever the surface calls it; a tool whose server is not ready is not in here, so the
 * toolkit does not offer it.
 */
export function runRegistry(engine: Engine, mcp: McpToolsSource): ToolRegistry {
  return engine.createRegistry(engine.withMcpToolContracts(engine.allTools, mcp.readyConnections(), mcp.callTimeoutMs()));
}

/**
 * The run's handlers, kept in step with the ready servers while it runs (the toolkit reads them
 * afresh for every model call): a server that becomes ready mid-run is offered from the next call,
 * one that went away is not offered any more. `release` stops following when the run ends.
 */
export function followingRegistry(engine: Engine, mcp: McpToolsSource): { registry: ToolRegistry; release: () => void } {
  const registry = new Map(runRegistry(engine, mcp));
  const release = mcp.subscribe(() => {
    const now = runRegistry(engine, mcp);
    for (const id of [...registry.keys()]) if (!now.has(id)) registry.delete(id);
    for (const [id, contract] of now) registry.set(id, contract);
  });
  return { registry, release };
}

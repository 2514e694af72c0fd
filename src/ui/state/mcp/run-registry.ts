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
  return engine.createRegistry([...engine.allTools, ...engine.mcpToolContracts(mcp.readyConnections(), { timeoutMs: mcp.callTimeoutMs() })]);
}

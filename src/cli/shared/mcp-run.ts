import { mcpToolContracts } from '../../engine/mcp/mcp-tool-contract';
import { withMcpTools, type McpNameNote } from '../../engine/mcp/mcp-surface';
import { allTools } from '../../engine/tools/all-tools';
import type { AnyToolContract } from '../../engine/tools/tool';
import type { Surface } from '../../engine/toolkit/surface';
import type { CliIo } from './cli-io';
import { readMcpConfig, startMcpServers, type McpServers } from './mcp-servers';

/**
 * What `--mcp` adds to a command: the servers started, their tools as handlers, and the surface
 * with those tools beside the others. Every command stops the servers through `close()` when it
 * ends, however it ends.
 */
export interface McpSetup {
  servers: McpServers;
  /** Handlers for the registry: one per tool of every server. */
  contracts: AnyToolContract[];
  /** A surface with the servers' tools added after its own. */
  extend(surface: Surface): Surface;
  /** "memory: 9 tools" per server, for the run's header. */
  summary: string;
  close(): Promise<void>;
}

/**
 * Loaded only when --mcp is given: the SDK is not part of a run without servers. `timeoutSeconds`
 * (--mcp-timeout) bounds each server's start-up as well as each call.
 */
export async function setUpMcp(path: string, timeoutSeconds: number, io: Pick<CliIo, 'env' | 'signal'>, from: string): Promise<McpSetup> {
  const servers = await startMcpServers(await readMcpConfig(path, from), { timeoutMs: timeoutSeconds * 1000, env: io.env, cwd: from, signal: io.signal });
  // Named beside every built-in handler, so a default surface made from them never sends two tools under one name.
  const contracts = mcpToolContracts(servers.connections, { timeoutMs: timeoutSeconds * 1000, namesInUse: allTools.map((contract) => contract.id) });
  const notes: McpNameNote[] = [];
  return {
    servers,
    contracts,
    extend(surface) {
      const extended = withMcpTools(surface, servers.connections);
      notes.push(...extended.notes);
      return extended.surface;
    },
    get summary() {
      const counts = servers.connections.map((connection) => `${connection.server}: ${connection.tools.length} ${connection.tools.length === 1 ? 'tool' : 'tools'}`);
      const renamed = notes.map((note) => `${note.serverName} of ${note.handler.split('/')[0]!.slice(4)} is sent as ${note.name} (${note.why})`);
      return [`MCP servers · ${counts.join(' · ')}`, ...renamed].join('\n');
    },
    close: () => servers.close(),
  };
}

import { readFile } from 'node:fs/promises';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { connectMcpServer, type McpConnection } from '../engine/mcp/mcp-connection';
import { parseMcpConfig, type McpServerConfig } from '../engine/mcp/mcp-config';
import { connectMcpHttpServer, describeError, McpHttpConnectFailure } from '../engine/mcp/mcp-http-connect';
import { UsageError } from './command-line';

/**
 * `--mcp <file.json>`: the servers of a Claude Desktop / Claude Code `.mcp.json` / Cursor config,
 * `{"mcpServers": {"<name>": {"command", "args", "env"} | {"url", "headers"}}}`. Stdio servers run
 * as child processes of this one and are stopped when the run ends, on Ctrl-C and on a crash. A
 * server that cannot start or answer stops the command before any model call, in one line naming
 * it (exit 2).
 */

export type { McpServerConfig };

export async function readMcpConfig(path: string): Promise<Record<string, McpServerConfig>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`--mcp "${path}": ${code === 'ENOENT' ? 'the file does not exist' : `cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`}.`);
  }
  const parsed = parseMcpConfig(json);
  if (!parsed.ok) throw new UsageError(`--mcp "${path}": ${parsed.problem}.`);
  return parsed.servers;
}

/** The started servers, and how to stop them all. */
export interface McpServers {
  connections: McpConnection[];
  close(): Promise<void>;
}

export async function startMcpServers(configs: Record<string, McpServerConfig>, options: { timeoutMs?: number } = {}): Promise<McpServers> {
  const connections: McpConnection[] = [];
  const children = new Set<number>();
  // If this process dies without closing them (a crash, a second Ctrl-C), the children go too.
  const killChildren = () => {
    for (const pid of children) {
      try {
        process.kill(pid);
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', killChildren);
  const close = async () => {
    await Promise.allSettled(connections.map((connection) => connection.close()));
    killChildren();
    process.off('exit', killChildren);
  };
  try {
    for (const [name, config] of Object.entries(configs)) {
      connections.push(await startOne(name, config, children, options.timeoutMs ?? 30_000));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { connections, close };
}

async function startOne(name: string, config: McpServerConfig, children: Set<number>, timeoutMs: number): Promise<McpConnection> {
  if ('command' in config) {
    const stderrTail: string[] = [];
    const transport = new StdioClientTransport({
      command: config.command,
      args: config.args ?? [],
      env: { ...getDefaultEnvironment(), ...config.env },
      ...(config.cwd ? { cwd: config.cwd } : {}),
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderrTail.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim() !== ''));
      stderrTail.splice(0, Math.max(0, stderrTail.length - 3));
    });
    const lastWords = () => (stderrTail.length > 0 ? `its last words: ${stderrTail.join(' / ').slice(0, 300)}` : undefined);
    try {
      const connection = await connectMcpServer(name, transport, {
        timeoutMs,
        describeExit: () => `the process exited${lastWords() ? `; ${lastWords()}` : ''}`,
      });
      if (transport.pid !== null) children.add(transport.pid);
      return connection;
    } catch (error) {
      await transport.close().catch(() => undefined);
      throw new UsageError(`MCP server "${name}" (${config.command}) could not start: ${describeError(error)}${lastWords() ? `; ${lastWords()}` : ''}.`);
    }
  }
  try {
    return await connectMcpHttpServer(name, config, { timeoutMs });
  } catch (error) {
    if (!(error instanceof McpHttpConnectFailure)) throw error;
    throw new UsageError(`MCP server "${name}" at ${config.url} ${error.message}.`);
  }
}

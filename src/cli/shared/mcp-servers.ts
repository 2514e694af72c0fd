import { readFile } from 'node:fs/promises';
import { DEFAULT_INHERITED_ENV_VARS, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { connectMcpServer, type McpConnection } from '../../engine/mcp/mcp-connection';
import { parseMcpConfig, type McpServerConfig } from '../../engine/mcp/mcp-config';
import { connectMcpHttpServer, describeError, McpHttpConnectFailure } from '../../engine/mcp/mcp-http-connect';
import { pathFrom, type CliIo } from './cli-io';
import { UsageError } from './command-line';

/**
 * `--mcp <file.json>`: the servers of a Claude Desktop / Claude Code `.mcp.json` / Cursor config,
 * `{"mcpServers": {"<name>": {"command", "args", "env"} | {"url", "headers"}}}`. Stdio servers run
 * as child processes of this one and are stopped when the run ends, on Ctrl-C and on a crash. A
 * server that cannot start or answer stops the command before any model call, in one line naming
 * it (exit 2); so does one that has not answered initialize and tools/list within --mcp-timeout.
 */

/** The config at `path` (relative to `from`), or a UsageError naming the file and the field. */
export async function readMcpConfig(path: string, from: string): Promise<Record<string, McpServerConfig>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(pathFrom(from, path), 'utf8'));
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

export interface McpStartOptions {
  /** How long one server may take to start: connect, initialize and list its tools (--mcp-timeout). */
  timeoutMs: number;
  /** The command's environment: a stdio server inherits its PATH, HOME and the like. */
  env: CliIo['env'];
  /** The folder a server's relative command, args and cwd mean. */
  cwd: string;
  /** Ctrl-C: a server still starting is stopped, and the start-up rejects. */
  signal: AbortSignal;
}

export async function startMcpServers(configs: Record<string, McpServerConfig>, options: McpStartOptions): Promise<McpServers> {
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
      options.signal.throwIfAborted();
      connections.push(await startOne(name, config, children, options));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { connections, close };
}

async function startOne(name: string, config: McpServerConfig, children: Set<number>, options: McpStartOptions): Promise<McpConnection> {
  const { timeoutMs } = options;
  const seconds = timeoutMs / 1000;
  const who = 'command' in config ? `MCP server "${name}" (${config.command})` : `MCP server "${name}" at ${config.url}`;
  const tooSlow = () =>
    new UsageError(`${who} did not answer initialize and tools/list within ${seconds} s (--mcp-timeout ${seconds}): check that it ${'command' in config ? 'speaks MCP on stdin and stdout' : 'is an MCP server'}, or give it longer with --mcp-timeout.`);
  if ('command' in config) {
    const stderrTail: string[] = [];
    const transport = new StdioClientTransport({
      command: config.command,
      args: config.args ?? [],
      env: { ...inheritedEnvironment(options.env), ...config.env },
      cwd: config.cwd ? pathFrom(options.cwd, config.cwd) : options.cwd,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderrTail.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim() !== ''));
      stderrTail.splice(0, Math.max(0, stderrTail.length - 3));
    });
    const lastWords = () => (stderrTail.length > 0 ? `its last words: ${stderrTail.join(' / ').slice(0, 300)}` : undefined);
    try {
      const connecting = connectMcpServer(name, transport, {
        timeoutMs,
        describeExit: () => `the process exited${lastWords() ? `; ${lastWords()}` : ''}`,
      });
      const connection = await beforeDeadline(connecting, timeoutMs, options.signal);
      if (transport.pid !== null) children.add(transport.pid);
      return connection;
    } catch (error) {
      // Closing the transport ends the child, so a server that never answered does not outlive the refusal.
      await transport.close().catch(() => undefined);
      options.signal.throwIfAborted();
      if (error instanceof DeadlinePassed || isRequestTimeout(error)) throw tooSlow();
      throw new UsageError(`${who} could not start: ${describeError(error)}${lastWords() ? `; ${lastWords()}` : ''}.`);
    }
  }
  // Aborting this ends every request still in flight, so a server that gave up late leaves nothing open.
  const giveUp = new AbortController();
  const fetchUntilGivenUp: typeof fetch = (input, init) => fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, giveUp.signal]) : giveUp.signal });
  try {
    return await beforeDeadline(connectMcpHttpServer(name, config, { timeoutMs, fetch: fetchUntilGivenUp }), timeoutMs, options.signal);
  } catch (error) {
    giveUp.abort();
    options.signal.throwIfAborted();
    if (error instanceof DeadlinePassed || (error instanceof McpHttpConnectFailure && error.attempts.some((attempt) => isRequestTimeout(attempt.error)))) throw tooSlow();
    if (!(error instanceof McpHttpConnectFailure)) throw error;
    throw new UsageError(`${who} ${error.message}.`);
  }
}

class DeadlinePassed extends Error {}

/**
 * `starting`, unless the deadline passes or the signal aborts first; a connection that arrives
 * after that is closed, so nothing is left running once the command has given up on it.
 */
async function beforeDeadline(starting: Promise<McpConnection>, timeoutMs: number, signal: AbortSignal): Promise<McpConnection> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const givenUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed()), timeoutMs);
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([starting, givenUp]);
  } catch (error) {
    starting.then((late) => late.close(), () => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort!);
  }
}

function isRequestTimeout(error: unknown): boolean {
  return error instanceof McpError && error.code === ErrorCode.RequestTimeout;
}

/** What a stdio server inherits from the command's environment: the SDK's list (PATH, HOME...), nothing secret. */
function inheritedEnvironment(env: CliIo['env']): Record<string, string> {
  const inherited: Record<string, string> = {};
  for (const key of DEFAULT_INHERITED_ENV_VARS) {
    const value = env[key];
    // A value that starts like a shell function is left out, as the SDK does.
    if (value !== undefined && !value.startsWith('()')) inherited[key] = value;
  }
  return inherited;
}

import { z } from 'zod';

/**
 * The servers of a Claude Desktop / Claude Code `.mcp.json` / Cursor config,
 * `{"mcpServers": {"<name>": {"command", "args", "env"} | {"url", "headers"}}}`, read with problems
 * said in plain words that name the field and what it should hold (never a value: `env` and
 * `headers` hold secrets).
 */

const stdioServer = z.object({
  command: z.string().min(1),
  args: z.array(z.string()).optional(),
  env: z.record(z.string(), z.string()).optional(),
  cwd: z.string().optional(),
  type: z.literal('stdio').optional(),
});
const httpServer = z.object({
  url: z.url({ protocol: /^https?$/ }),
  headers: z.record(z.string(), z.string()).optional(),
  type: z.enum(['http', 'streamable-http', 'sse']).optional(),
});

export type McpServerConfig = z.infer<typeof stdioServer> | z.infer<typeof httpServer>;

export type McpConfigReading = { ok: true; servers: Record<string, McpServerConfig> } | { ok: false; problem: string };

/** What each field of a server should hold, said when it does not. */
const fieldWords: Record<string, string> = {
  command: '"command" must name the program to start, e.g. "npx"',
  args: '"args" must be a list of strings, e.g. ["-y", "some-mcp-server"]',
  env: '"env" must map variable names to string values, e.g. {"API_TOKEN": "…"}',
  cwd: '"cwd" must be a folder path, as a string',
  url: '"url" must be a web address starting with http:// or https://',
  headers: '"headers" must map header names to string values, e.g. {"Authorization": "Bearer …"}',
};

export function parseMcpConfig(json: unknown): McpConfigReading {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, problem: 'the file must be a JSON object with "mcpServers" in it' };
  const servers = (json as { mcpServers?: unknown }).mcpServers;
  if (typeof servers !== 'object' || servers === null || Array.isArray(servers)) {
    return { ok: false, problem: 'the file needs "mcpServers": an object of servers by name, e.g. {"mcpServers": {"notes": {"command": "npx", "args": ["-y", "some-mcp-server"]}}}' };
  }
  const read: Record<string, McpServerConfig> = {};
  for (const [name, server] of Object.entries(servers)) {
    const problem = nameProblem(name) ?? serverProblem(server);
    if (typeof problem === 'string') return { ok: false, problem: `server "${name}": ${problem}` };
    read[name] = problem.config;
  }
  return { ok: true, servers: read };
}

function nameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'a server needs a name';
  if (name.includes('/')) return 'its name cannot contain "/" (a tool\'s id is <server>/<tool>); rename it';
  return undefined;
}

function serverProblem(server: unknown): string | { config: McpServerConfig } {
  if (typeof server !== 'object' || server === null || Array.isArray(server)) return 'must be an object with "command" (a program to start) or "url" (an HTTP server)';
  const fields = server as Record<string, unknown>;
  const kind = 'command' in fields ? stdioServer : 'url' in fields ? httpServer : undefined;
  if (!kind) return 'needs "command" (a program to start, spoken to over stdio) or "url" (an HTTP server)';
  const parsed = kind.safeParse(server);
  if (parsed.success) return { config: parsed.data };
  const field = String(parsed.error.issues[0]!.path[0] ?? '');
  if (field === 'type') return kind === stdioServer ? '"type" must be "stdio" for a server with "command"' : '"type" must be "http", "streamable-http" or "sse" for a server with "url"';
  return fieldWords[field] ?? `"${field}" is not what a server's config holds there`;
}

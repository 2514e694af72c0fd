import { describe, expect, it } from 'vitest';
import { parseMcpConfig } from '../../../src/engine/mcp/mcp-config';

/** An `.mcp.json` that is wrong says which field, of which server, and what it should hold. */

const problemOf = (json: unknown): string => {
  const reading = parseMcpConfig(json);
  if (reading.ok) throw new Error('expected a problem');
  return reading.problem;
};

describe('.mcp.json problems in plain words', () => {
  it('reads stdio and HTTP servers', () => {
    expect(parseMcpConfig({ mcpServers: { memory: { command: 'npx', args: ['-y', 'm'] }, notes: { url: 'https://example.test/mcp', headers: { 'x-team': 'docs' } } } })).toEqual({
      ok: true,
      servers: { memory: { command: 'npx', args: ['-y', 'm'] }, notes: { url: 'https://example.test/mcp', headers: { 'x-team': 'docs' } } },
    });
  });

  it('names the missing "mcpServers" with an example', () => {
    expect(problemOf({ servers: {} })).toMatch(/^the file needs "mcpServers": an object of servers by name, e\.g\. \{"mcpServers"/);
    expect(problemOf([])).toBe('the file must be a JSON object with "mcpServers" in it');
  });

  it('names the server and the field, never in zod\'s words', () => {
    const cases: Array<[unknown, string]> = [
      [{ command: 'npx', args: '-y m' }, 'server "s": "args" must be a list of strings, e.g. ["-y", "some-mcp-server"]'],
      [{ command: '' }, 'server "s": "command" must name the program to start, e.g. "npx"'],
      [{ url: 'localhost:3000/mcp' }, 'server "s": "url" must be a web address starting with http:// or https://'],
      [{ url: 'http://localhost:3000/mcp', headers: { Authorization: 42 } }, 'server "s": "headers" must map header names to string values, e.g. {"Authorization": "Bearer …"}'],
      [{ command: 'npx', env: { TOKEN: 7 } }, 'server "s": "env" must map variable names to string values, e.g. {"API_TOKEN": "…"}'],
      [{ url: 'http://localhost:3000/mcp', type: 'websocket' }, 'server "s": "type" must be "http", "streamable-http" or "sse" for a server with "url"'],
      [{ args: ['x'] }, 'server "s": needs "command" (a program to start, spoken to over stdio) or "url" (an HTTP server)'],
      ['npx m', 'server "s": must be an object with "command" (a program to start) or "url" (an HTTP server)'],
    ];
    for (const [server, problem] of cases) {
      expect(problemOf({ mcpServers: { s: server } })).toBe(problem);
      expect(problemOf({ mcpServers: { s: server } })).not.toMatch(/Invalid|expected|received/);
    }
  });

  it('refuses a name with "/" and says why', () => {
    expect(problemOf({ mcpServers: { 'a/b': { command: 'npx' } } })).toBe('server "a/b": its name cannot contain "/" (a tool\'s id is <server>/<tool>); rename it');
  });

  it('never repeats a secret value it could not read', () => {
    expect(problemOf({ mcpServers: { s: { url: 'http://x.test', headers: { Authorization: ['sk-secret-value'] } } } })).not.toContain('sk-secret-value');
  });
});

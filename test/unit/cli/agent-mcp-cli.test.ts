import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApiKey } from '../../support/fake-api-key';
import { startFakeMessagesApi, type FakeMessagesApi, type Script } from '../../support/fake-messages-api';
import { startMcpHttpServer } from '../../support/mcp-http-server';
import { runCli, type CliCommand, type CliRun } from '../../support/run-cli';
import { processesWith, mcpConfigFile } from '../../support/mcp-test-config';

/**
 * `npm run agent|select|compare -- --mcp` as a person runs it: a real process that starts a real MCP server from
 * npm (server-memory) as its child, the local Messages API standing in for the model.
 */
const key = fakeApiKey('agent-mcp');
const memoryEntry = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/dist/index.js');
let api: FakeMessagesApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** Runs `npm run <command>` against the fake API started by the test, if any. */
function agent(args: string[], command: CliCommand = 'agent'): Promise<CliRun> {
  return runCli(command, args, { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api?.url ?? 'http://127.0.0.1:9' }, { timeout: 90_000 });
}

describe('npm run agent -- --mcp', () => {
  it('runs with a stdio server\'s tools, under a surface file that renames one, and stops the server at the end', { timeout: 120_000 }, async () => {
    const marker = `marker-${randomUUID()}`;
    const folder = await mkdtemp(join(tmpdir(), 'agent-mcp-memory-'));
    const script: Script = [
      { blocks: [{ type: 'tool_use', name: 'remember', input: { entities: [{ name: 'Ada', entityType: 'person', observations: ['likes tea'] }] } }] },
      { blocks: [{ type: 'tool_use', name: 'read_graph', input: {} }] },
      { blocks: [{ type: 'text', text: 'Ada likes tea.' }] },
    ];
    api = await startFakeMessagesApi({ script });
    const mcp = await mcpConfigFile({ memory: { command: process.execPath, args: [memoryEntry, marker], env: { MEMORY_FILE_PATH: join(folder, 'memory.jsonl') } } });
    const surface = join(folder, 'surface.json');
    await writeFile(surface, JSON.stringify({ tools: [{ handler: 'read_file' }, { handler: 'mcp:memory/create_entities', name: 'remember' }, { handler: 'mcp:memory/read_graph' }] }));
    const run = await agent(['--task', 'Remember Ada.', '--mcp', mcp, '--surface', surface]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('MCP servers · memory: 9 tools');
    expect(api.messageRequests[0]!.body.tools.map((tool: { name: string }) => tool.name)).toEqual(['read_file', 'remember', 'read_graph']);
    // The renamed tool reached the server under its own name: the graph holds Ada.
    const graph = JSON.stringify(api.messageRequests[2]!.body.messages[4].content);
    expect(graph).toContain('likes tea');
    expect(processesWith(marker)).toEqual([]);
  });

  it('refuses a server that cannot start in one line naming it, exit 2, before any model call', { timeout: 120_000 }, async () => {
    api = await startFakeMessagesApi({ script: [] });
    const mcp = await mcpConfigFile({ broken: { command: process.execPath, args: ['-e', 'console.error("no config for broken"); process.exit(3)'] } });
    const run = await agent(['--task', 'Anything.', '--mcp', mcp]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^MCP server "broken" \(.*\) could not start: .*no config for broken/);
    expect(api.messageRequests).toEqual([]);
  });

  it('adds the servers\' tools to a selection test\'s variants, and the model picks among them', { timeout: 120_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'select-mcp-'));
    api = await startFakeMessagesApi({
      script: (request) => {
        const names: string[] = request.body.tools.map((tool: { name: string }) => tool.name);
        return { blocks: [{ type: 'tool_use', name: names.includes('read_graph') ? 'read_graph' : 'read_file', input: names.includes('read_graph') ? {} : { path: 'x' } }] };
      },
    });
    const mcp = await mcpConfigFile({ memory: { command: process.execPath, args: [memoryEntry], env: { MEMORY_FILE_PATH: join(folder, 'memory.jsonl') } } });
    const prompts = join(folder, 'prompts.json');
    await writeFile(prompts, JSON.stringify({ version: 1, prompts: [{ prompt: 'What do you remember about Ada?', expect: 'read_graph' }] }));
    const run = await agent(['--prompts', prompts, '--mcp', mcp, '-n', '2'], 'select');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const row = run.stdout.split('\n').find((line) => line.startsWith('defaults '))!.split(/ {2,}/);
    expect(row.slice(0, 2)).toEqual(['defaults', '2/2 (100%)']);
    expect(api.messageRequests[0]!.body.tools.map((tool: { name: string }) => tool.name)).toEqual(expect.arrayContaining(['read_file', 'grep', 'read_graph', 'create_entities']));
  });

  it('reaches a server by URL over Streamable HTTP', { timeout: 120_000 }, async () => {
    const notes = await startMcpHttpServer();
    try {
      api = await startFakeMessagesApi({
        script: [{ blocks: [{ type: 'tool_use', name: 'search_notes', input: { query: 'garden' } }] }, { blocks: [{ type: 'text', text: 'Found it.' }] }],
      });
      const mcp = await mcpConfigFile({ notes: { url: notes.url, headers: { 'x-team': 'docs' } } });
      const run = await agent(['--task', 'Find the garden note.', '--mcp', mcp]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('MCP servers · notes: 6 tools');
      expect(notes.calls).toEqual([{ tool: 'search_notes', args: { query: 'garden' } }]);
      expect(JSON.stringify(api.messageRequests[1]!.body.messages[2].content)).toContain('2 notes match');
    } finally {
      await notes.close();
    }
  });

  it('gives every variant of a comparison the servers\' tools', { timeout: 120_000 }, async () => {
    const notes = await startMcpHttpServer();
    try {
      api = await startFakeMessagesApi({
        script: (request) => {
          const answered = request.body.messages.length > 1;
          return answered ? { blocks: [{ type: 'text', text: 'Found it.' }] } : { blocks: [{ type: 'tool_use', name: 'search_notes', input: { query: 'garden' } }] };
        },
      });
      const folder = await mkdtemp(join(tmpdir(), 'compare-mcp-'));
      const lesson = join(folder, 'lesson.json');
      await writeFile(lesson, JSON.stringify({
        version: 1, id: 'notes', title: 'Notes', teaching: 'Finding a note.', files: { 'a.txt': 'a\n' }, task: 'Find the garden note.',
        variants: { plain: {}, terse: { tools: { read_file: { description: 'Reads a file and returns its numbered lines.' } } } },
        checks: [{ kind: 'max-steps', steps: 5 }],
      }));
      const mcp = await mcpConfigFile({ notes: { url: notes.url } });
      const run = await agent(['--lesson', lesson, '--mcp', mcp, '-n', '1'], 'compare');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('MCP servers · notes: 6 tools');
      expect(notes.calls).toEqual([{ tool: 'search_notes', args: { query: 'garden' } }, { tool: 'search_notes', args: { query: 'garden' } }]);
      expect(api.messageRequests[0]!.body.tools.map((tool: { name: string }) => tool.name)).toEqual(expect.arrayContaining(['read_file', 'search_notes', 'add_note']));
    } finally {
      await notes.close();
    }
  });
});

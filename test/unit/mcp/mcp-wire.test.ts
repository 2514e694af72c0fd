import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/engine/loop/run-agent';
import { connectMcpServer, type McpConnection } from '../../../src/engine/mcp/mcp-connection';
import { withMcpTools } from '../../../src/engine/mcp/mcp-surface';
import { mcpToolContracts } from '../../../src/engine/mcp/mcp-tool-contract';
import { AnthropicModelClient } from '../../../src/engine/model/anthropic-client';
import type { MessageParam } from '../../../src/engine/model/model-client';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import type { ApprovalRequest } from '../../../src/engine/tools/tool';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { fakeApiKey } from '../../support/fake-api-key';
import { startFakeMessagesApi, type FakeMessagesApi, type FakeReply } from '../../support/fake-messages-api';
import { startMcpHttpServer, tinyPng, type TestMcpHttpServer } from '../../support/mcp-http-server';

/**
 * MCP servers' tools in a real run: the real SDK client and model SDK, the local Messages API
 * standing in for the model, a real server from npm over stdio (server-memory) and one over
 * Streamable HTTP started here.
 */

const key = fakeApiKey('mcp-wire');
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function memoryServer(): Promise<{ connection: McpConnection; pid: number }> {
  const entry = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/dist/index.js');
  const folder = await mkdtemp(join(tmpdir(), 'mcp-memory-'));
  const transport = new StdioClientTransport({ command: process.execPath, args: [entry], env: { MEMORY_FILE_PATH: join(folder, 'memory.jsonl') }, stderr: 'ignore' });
  const connection = await connectMcpServer('memory', transport, { describeExit: () => 'the process exited' });
  cleanups.push(() => connection.close());
  return { connection, pid: transport.pid! };
}

async function notesServer(): Promise<{ server: TestMcpHttpServer; connection: McpConnection }> {
  const server = await startMcpHttpServer();
  cleanups.push(() => server.close());
  const connection = await connectMcpServer('notes', new StreamableHTTPClientTransport(new URL(server.url)));
  cleanups.push(() => connection.close());
  return { server, connection };
}

async function api(script: FakeReply[] | ((index: number) => FakeReply | Promise<FakeReply>)): Promise<FakeMessagesApi> {
  const fake = await startFakeMessagesApi({ script: Array.isArray(script) ? script : (_request, index) => script(index) });
  cleanups.push(() => fake.close());
  return fake;
}

async function runWith(connections: McpConnection[], fake: FakeMessagesApi, options: { edit?: (surface: Surface) => Surface; timeoutMs?: number } = {}) {
  const approvals: ApprovalRequest[] = [];
  const base = withMcpTools(defaultSurface(), connections).surface;
  const surface = options.edit ? options.edit(base) : base;
  const result = await runAgent({
    model: new AnthropicModelClient({ apiKey: key, baseURL: fake.url, limits: { maxRetries: 0 } }),
    modelId: 'claude-fake-1',
    registry: createRegistry([...builtinTools, ...mcpToolContracts(connections, { timeoutMs: options.timeoutMs ?? 60_000 })]),
    getSurface: () => surface,
    workspace: await createEmbeddedWorkspace({ files: {} }),
    messages: [{ role: 'user', content: 'Work with the notes.' }],
    approve: async (request) => {
      approvals.push(request);
      return { approved: true };
    },
  });
  return { result, approvals };
}

/** The tool_result blocks of the user message that answered step `step` (1-based). */
function resultsOf(messages: MessageParam[], step: number) {
  const answer = messages.filter((message, index) => index > 0 && message.role === 'user')[step - 1];
  if (!answer || typeof answer.content === 'string') throw new Error(`no answer for step ${step}`);
  return answer.content.filter((block) => block.type === 'tool_result');
}

function textOf(block: { content?: unknown }): string {
  if (typeof block.content === 'string') return block.content;
  return (block.content as Array<{ type: string; text?: string }>).filter((part) => part.type === 'text').map((part) => part.text).join('\n');
}

const call = (name: string, input: unknown): FakeReply => ({ blocks: [{ type: 'tool_use', name, input }] });
const done: FakeReply = { blocks: [{ type: 'text', text: 'Done.' }] };

describe('MCP tools in a run', () => {
  it('sends a stdio server\'s tools beside the built-ins, and its calls reach the server (server-memory from npm)', async () => {
    const { connection } = await memoryServer();
    const fake = await api([
      call('create_entities', { entities: [{ name: 'Ada', entityType: 'person', observations: ['writes programs'] }] }),
      call('read_graph', {}),
      done,
    ]);
    const { result, approvals } = await runWith([connection], fake);
    const sent = fake.messageRequests[0]!.body.tools.map((tool: { name: string }) => tool.name);
    expect(sent).toEqual(expect.arrayContaining(['read_file', 'Bash', 'create_entities', 'read_graph', 'search_nodes']));
    expect(textOf(resultsOf(result.messages, 2)[0]!)).toContain('writes programs');
    // create_entities changes the graph: approved like Bash. read_graph is marked read-only: no question.
    expect(approvals.map((approval) => approval.toolId)).toEqual(['mcp:memory/create_entities']);
  });

  it('reaches the server under the tool\'s own name when the surface renamed it', async () => {
    const { server, connection } = await notesServer();
    const fake = await api([call('find_in_notes', { query: 'garden' }), done]);
    const { result } = await runWith([connection], fake, {
      edit: (surface) => ({ ...surface, tools: surface.tools.map((tool) => (tool.name === 'search_notes' ? { ...tool, name: 'find_in_notes' } : tool)) }),
    });
    expect(fake.messageRequests[0]!.body.tools.map((tool: { name: string }) => tool.name)).toContain('find_in_notes');
    expect(server.calls).toEqual([{ tool: 'search_notes', args: { query: 'garden' } }]);
    expect(textOf(resultsOf(result.messages, 1)[0]!)).toBe('2 notes match "garden": groceries, garden');
  });

  it('refuses a call that breaks the edited schema at the gate: the server never sees it', async () => {
    const { server, connection } = await notesServer();
    const fake = await api([call('search_notes', { query: 'garden' }), done]);
    const { result } = await runWith([connection], fake, {
      edit: (surface) => ({
        ...surface,
        tools: surface.tools.map((tool) =>
          tool.name === 'search_notes'
            ? { ...tool, input_schema: { ...tool.input_schema, properties: { query: { type: 'string', minLength: 10, description: 'The word, at least 10 letters.' } } } }
            : tool,
        ),
      }),
    });
    const [answer] = resultsOf(result.messages, 1);
    expect(answer).toMatchObject({ is_error: true });
    expect(textOf(answer!)).toContain('InvalidToolCall');
    expect(server.calls).toEqual([]);
  });

  it('maps results: images as image blocks, isError as is_error, structuredContent as text', async () => {
    const { connection } = await notesServer();
    const fake = await api([
      { blocks: [{ type: 'tool_use', name: 'snapshot', input: {} }, { type: 'tool_use', name: 'delete_note', input: { id: 'n-9' } }, { type: 'tool_use', name: 'count_notes', input: {} }] },
      done,
    ]);
    const { result } = await runWith([connection], fake);
    const [snapshot, deleted, counted] = resultsOf(result.messages, 1);
    expect(snapshot!.content).toEqual([
      { type: 'text', text: 'the board, 1×1 pixels' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: tinyPng } },
    ]);
    expect(deleted).toMatchObject({ is_error: true });
    expect(textOf(deleted!)).toContain('notes answered that delete_note failed: no note has the id n-9');
    expect(JSON.parse(textOf(counted!))).toEqual({ count: 3 });
    // The image went over the wire to the model as an image.
    const sentResults = fake.messageRequests[1]!.body.messages[2].content;
    expect(sentResults[0].content[1]).toMatchObject({ type: 'image' });
  });

  it('names the server and a next move when a call times out', async () => {
    const { connection } = await notesServer();
    const fake = await api([call('sync_notes', {}), done]);
    const started = Date.now();
    const { result } = await runWith([connection], fake, { timeoutMs: 300 });
    const [answer] = resultsOf(result.messages, 1);
    expect(answer).toMatchObject({ is_error: true });
    expect(textOf(answer!)).toContain('The MCP server notes did not answer this sync_notes call within 0.3 s');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names the server when it died during the run, and the run carries on', async () => {
    const { connection, pid } = await memoryServer();
    const fake = await api(async (index) => {
      if (index === 0) return call('read_graph', {});
      if (index === 1) {
        process.kill(pid, 'SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 300));
        return call('read_graph', {});
      }
      return done;
    });
    const { result } = await runWith([connection], fake);
    expect(resultsOf(result.messages, 1)[0]).not.toMatchObject({ is_error: true });
    const [answer] = resultsOf(result.messages, 2);
    expect(answer).toMatchObject({ is_error: true });
    expect(textOf(answer!)).toContain('The MCP server memory is not running any more (the process exited)');
    expect(result.stopReason).toEqual({ type: 'done' });
  });

  it('says an HTTP server could not be reached when it stopped during the run, not that it answered', async () => {
    const { server, connection } = await notesServer();
    const fake = await api(async (index) => {
      if (index === 0) return call('search_notes', { query: 'garden' });
      if (index === 1) {
        await server.close();
        return call('search_notes', { query: 'water' });
      }
      return done;
    });
    const { result } = await runWith([connection], fake);
    expect(textOf(resultsOf(result.messages, 1)[0]!)).toBe('2 notes match "garden": groceries, garden');
    const [answer] = resultsOf(result.messages, 2);
    expect(answer).toMatchObject({ is_error: true });
    expect(JSON.parse(textOf(answer!))).toEqual({
      error: 'McpServerUnreachable',
      message:
        'The MCP server notes could not be reached for this search_notes call (nothing answered at its address). Call search_notes once more; if that fails too, carry on with the other tools and say in your reply what you could not do.',
    });
    expect(result.stopReason).toEqual({ type: 'done' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { withMcpTools } from '../../../src/engine/mcp/mcp-surface';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { surfaceHash } from '../../../src/engine/toolkit/surface';
import { overlayBetween } from '../../../src/engine/toolkit/surface-overlay';
import { forkAtEnd } from '../../../src/share/fork';
import { workspaceAtEnd } from '../../../src/share/replay';
import { describeMcpUse, mcpForkCaveats, mcpServersUsed } from '../../../src/share/replay-mcp';
import { decodeShareLink, encodeShareLink } from '../../../src/share/share-codec';
import type { ShareDocument } from '../../../src/share/share-document';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { connectMcpServer } from '../../../src/engine/mcp/mcp-connection';
import { mcpToolContracts } from '../../../src/engine/mcp/mcp-tool-contract';
import { createTokenBudget } from '../../../src/engine/loop/token-budget';
import { AgentTree } from '../../../src/engine/nodes/agent-tree';
import { MemoryNodeStore } from '../../../src/engine/nodes/memory-node-store';
import type { StoredMessage } from '../../../src/engine/nodes/node';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { buildShareDocument } from '../../../src/share/build-share';
import { connectNotesServer } from '../../support/mcp-memory-source';
import { startMcpHttpServer } from '../../support/mcp-http-server';
import { ScriptedModel } from '../../support/scripted-model';
import { node, shareDocument, transcript } from './share-fixtures';

/**
 * A shared run whose surface held a real server's tools (listed from the "notes" server, which is
 * closed before the link is made): two search_notes calls and a read_file.
 */
async function sharedMcpRun(): Promise<ShareDocument> {
  const notes = await connectNotesServer();
  const { surface } = withMcpTools(defaultSurface(), [notes.connection]);
  await notes.close();
  const hash = surfaceHash(surface);
  return shareDocument({
    title: 'Find the garden note',
    provenance: { appVersion: '0.1.0', sharedAt: '2026-05-01T10:00:00.000Z', surfaceHash: hash },
    surface: overlayBetween(defaultSurface(), surface),
    workspace: { root: '/workspace', base: 'empty', added: { 'todo.md': '- water the garden\n' }, changed: {}, removed: [] },
    nodes: [
      node(
        'root',
        transcript(
          'Which note is about the garden?',
          [
            { calls: [{ name: 'search_notes', input: { query: 'garden' }, result: '2 notes match "garden": groceries, garden' }] },
            { calls: [{ name: 'read_file', input: { path: 'todo.md' }, result: '1\t- water the garden' }, { name: 'search_notes', input: { query: 'water' }, result: '0 notes match "water"' }] },
            { text: 'The note called "garden".' },
          ].map((step) => ({ ...step, surfaceHash: hash })),
        ),
      ),
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a shared run that used MCP tools', () => {
  it('travels in a link and replays its recorded results without contacting any server', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (input: unknown) => {
      fetched.push(String(input));
      return Promise.reject(new Error('a replay must not reach the network'));
    });
    const link = await encodeShareLink(await sharedMcpRun());
    const decoded = await decodeShareLink(link, {});
    if (!decoded.ok) throw new Error(decoded.message);
    const { document } = decoded;

    expect(mcpServersUsed(document)).toEqual([{ server: 'notes', calls: 2 }]);
    expect(describeMcpUse(mcpServersUsed(document))).toBe(
      'This run used the MCP server notes (2 calls). The replay shows the results recorded in the link; it contacts no server.',
    );
    // The server's results are in the transcript as they came; its calls leave no caveat about files.
    const answers = document.nodes[0]!.messages.filter((message) => message.role === 'user' && message.step !== undefined);
    expect(JSON.stringify(answers)).toContain('2 notes match \\"garden\\": groceries, garden');
    const end = workspaceAtEnd(document, {});
    expect(end.caveats).toEqual([]);
    expect(end.files).toEqual({ 'todo.md': '- water the garden\n' });
    expect(fetched).toEqual([]);
  });

  it('counts calls by the handler, so a renamed MCP tool still counts for its server', async () => {
    const run = await sharedMcpRun();
    const overlay = { ...run.surface, tools: { ...run.surface.tools, 'mcp:notes/search_notes': { ...run.surface.tools!['mcp:notes/search_notes']!, name: 'find_notes' } } };
    const renamed = shareDocument({
      ...run,
      surface: overlay,
      nodes: [node('root', transcript('Find it', [{ calls: [{ name: 'find_notes', input: { query: 'garden' }, result: 'garden' }] }, { calls: [{ name: 'search_notes', input: { query: 'x' }, result: 'unknown tool' }] }]))],
    });
    // Without a step surface of its own each call is read against the main surface: only find_notes is the server's tool now.
    expect(mcpServersUsed(renamed)).toEqual([{ server: 'notes', calls: 1 }]);
  });

  it('a fork says which servers are not ready in this page, and nothing for the ones that are', async () => {
    const document = await sharedMcpRun();
    const used = mcpServersUsed(document);
    expect(forkAtEnd(document, {}).messages.length).toBeGreaterThan(0);
    expect(mcpForkCaveats(used, [])).toEqual([
      'The run used the MCP server "notes", which is not ready in this page: the model will not be offered its tools until you add it under MCP servers.',
    ]);
    expect(mcpForkCaveats(used, ['notes'])).toEqual([]);
  });

  it('leaves a link without MCP tools as it was: no servers, no sentence', () => {
    const document = shareDocument({ nodes: [node('root', transcript('Read it', [{ calls: [{ name: 'read_file', input: { path: 'a.txt' }, result: 'one' }] }]))] });
    expect(mcpServersUsed(document)).toEqual([]);
    expect(describeMcpUse([])).toBeUndefined();
    expect(mcpForkCaveats([], [])).toEqual([]);
  });

  it('carries a run whose server answered with an image, saying in its place what the model saw', async () => {
    const server = await startMcpHttpServer();
    const connection = await connectMcpServer('board', new StreamableHTTPClientTransport(new URL(server.url)));
    try {
      const { surface } = withMcpTools(defaultSurface(), [connection]);
      const store = new MemoryNodeStore();
      const tree = new AgentTree({
        store,
        sessionId: 's1',
        run: {
          model: new ScriptedModel([{ calls: [{ name: 'snapshot', input: {} }] }, { text: 'The board is empty.' }]),
          modelId: 'claude-test',
          registry: createRegistry([...builtinTools, ...mcpToolContracts([connection])]),
          getSurface: () => surface,
          workspace: await createEmbeddedWorkspace({ files: {} }),
          approve: async () => ({ approved: true }),
          tokenBudget: createTokenBudget(1_000_000),
        },
      });
      await tree.startRoot('Show me the board', new AbortController().signal);
      const nodes = await store.listNodes('s1');
      const messagesByNode: Record<string, StoredMessage[]> = {};
      for (const one of nodes) messagesByNode[one.id] = await store.loadMessages(one.id);
      // The model was sent the picture itself.
      expect(JSON.stringify(messagesByNode)).toContain('"type":"image"');

      const built = buildShareDocument({
        session: { id: 's1', title: 'Show me the board' },
        nodes,
        messagesByNode,
        startFiles: {},
        surface,
        surfacesUsed: [surface],
        modelId: 'claude-test',
        appVersion: '0.1.0',
        samples: {},
      });
      if (!built.ok) throw new Error(built.message);
      const decoded = await decodeShareLink(await encodeShareLink(built.document), {});
      if (!decoded.ok) throw new Error(decoded.message);
      const result = JSON.stringify(decoded.document.nodes[0]!.messages.filter((message) => message.role === 'user'));
      expect(result).toContain('the board, 1×1 pixels');
      expect(result).toContain('[image/png image, 1 kB: the model saw it; share links leave images out]');
      expect(result).not.toContain('"type":"image"');
      expect(mcpServersUsed(decoded.document)).toEqual([{ server: 'board', calls: 1 }]);
    } finally {
      await connection.close();
      await server.close();
    }
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { McpConnection, McpTool } from '../../../src/engine/mcp/mcp-connection';
import { withMcpTools } from '../../../src/engine/mcp/mcp-surface';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { checkArguments } from '../../../src/engine/toolkit/gate';
import { lintTools } from '../../../src/engine/surface-analysis/lint/lint-tools';

/** A server as the surface sees it: a name and the tools its tools/list returned (from the corpus). */
function serverFromCorpus(server: string): McpConnection {
  const json = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'mcp-corpus', `${server}.json`), 'utf8'));
  const tools: McpTool[] = json.tools.map((tool: { name: string; description?: string; inputSchema: Record<string, unknown>; annotations?: { readOnlyHint?: boolean } }) => ({
    name: tool.name,
    description: tool.description ?? '',
    inputSchema: tool.inputSchema,
    readOnly: tool.annotations?.readOnlyHint === true,
  }));
  return { server, tools, callTool: () => Promise.reject(new Error('not connected')), close: async () => undefined };
}

describe('a server\'s tools in the surface', () => {
  it('keep their own names, and only a name two tools would share becomes <server>__<tool>', () => {
    const { surface, notes } = withMcpTools(defaultSurface(), [serverFromCorpus('filesystem'), serverFromCorpus('memory')]);
    const names = surface.tools.map((tool) => tool.name);
    // filesystem's read_file, write_file and edit_file meet the built-ins of the same name.
    expect(names).toEqual(expect.arrayContaining(['read_file', 'filesystem__read_file', 'filesystem__write_file', 'filesystem__edit_file', 'read_text_file', 'read_graph']));
    expect(new Set(names).size).toBe(names.length);
    expect(surface.tools.find((tool) => tool.name === 'filesystem__read_file')?.handler).toBe('mcp:filesystem/read_file');
    expect(surface.tools.find((tool) => tool.name === 'read_graph')?.handler).toBe('mcp:memory/read_graph');
    expect(notes.map((note) => `${note.serverName} -> ${note.name}`)).toEqual([
      'read_file -> filesystem__read_file',
      'write_file -> filesystem__write_file',
      'edit_file -> filesystem__edit_file',
    ]);
    expect(notes[0]!.why).toBe('another tool is also named read_file');
  });

  it('send a name the API refuses as the nearest one it takes, with a note, and the lint suggests that same name', () => {
    const server: McpConnection = {
      server: 'universal-llm',
      tools: [{ name: 'yerelleştir', description: 'Metni yerelleştirir.', inputSchema: { type: 'object', properties: {} }, readOnly: true }],
      callTool: () => Promise.reject(new Error('not connected')),
      close: async () => undefined,
    };
    const { surface, notes } = withMcpTools(defaultSurface(), [server]);
    expect(surface.tools.at(-1)).toMatchObject({ name: 'yerellestir', handler: 'mcp:universal-llm/yerelleştir' });
    expect(notes).toEqual([{ handler: 'mcp:universal-llm/yerelleştir', serverName: 'yerelleştir', name: 'yerellestir', why: 'tool names may only hold letters, digits, _ and - (at most 64)' }]);
    const [finding] = lintTools([{ name: 'yerelleştir', description: 'Metni yerelleştirir.', input_schema: { type: 'object', properties: {} } }], 'universal-llm').filter(
      (found) => found.rule === 'tool-name',
    );
    expect(finding?.suggestion).toContain('"yerellestir"');
  });

  it('gives the gate every real server schema as it came (draft 2020-12 and all)', () => {
    for (const server of ['filesystem', 'memory', 'everything', 'sequential-thinking', 'github', 'playwright']) {
      const { surface } = withMcpTools({ system: '', tools: [], failures: {} }, [serverFromCorpus(server)]);
      for (const tool of surface.tools) {
        const verdict = checkArguments(tool.input_schema, {});
        expect('unusableSchema' in verdict ? `${server}/${tool.name}: ${verdict.unusableSchema}` : 'usable').toBe('usable');
      }
    }
  });
});

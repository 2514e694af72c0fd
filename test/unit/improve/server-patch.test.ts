import { describe, expect, it } from 'vitest';
import { serverPatch } from '../../../src/engine/improve/server-patch';
import { applyEdits } from '../../../src/engine/improve/surface-edit';
import type { Surface } from '../../../src/engine/toolkit/surface';

/** The patch a server's author gets: only their tools, only what changed, nested parameters by path. */
const start: Surface = {
  system: 'You help.',
  failures: {},
  tools: [
    { handler: 'read_file', name: 'read_file', description: 'Reads a file.', input_schema: { type: 'object', properties: { path: { type: 'string', description: 'Where.' } } }, failures: {} },
    {
      handler: 'mcp:tracker/search',
      name: 'search',
      description: 'Search.',
      input_schema: { type: 'object', properties: { query: { type: 'string', description: 'Words.' }, filter: { type: 'object', properties: { labels: { type: 'array', description: 'Labels.' } } } } },
      failures: {},
    },
    { handler: 'mcp:tracker/close', name: 'close', description: 'Closes an issue.', input_schema: { type: 'object', properties: {} }, failures: {} },
  ],
};

describe('the patch for an MCP server', () => {
  it('lists each server tool that changed with its server, its own name and only the changed texts', () => {
    const edited = applyEdits(start, 'surface', [
      { tool: 'search', field: 'name', text: 'search_issues' },
      { tool: 'search', field: 'parameter:filter.labels', text: 'Only issues with every one of these labels.' },
      { tool: 'read_file', field: 'description', text: 'Reads one text file.' },
      { tool: '', field: 'system', text: 'You triage issues.' },
    ]);
    if ('problem' in edited) throw new Error(edited.problem);
    expect(serverPatch(start, edited.surface)).toEqual({
      version: 1,
      tools: [{ server: 'tracker', tool: 'search', name: 'search_issues', parameters: { 'filter.labels': 'Only issues with every one of these labels.' } }],
    });
  });

  it('is empty when no server tool changed', () => {
    expect(serverPatch(start, start)).toEqual({ version: 1, tools: [] });
  });
});

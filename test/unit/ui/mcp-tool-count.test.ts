import { describe, expect, it } from 'vitest';
import type { Surface, SurfaceTool } from '../../../src/engine/toolkit/surface';
import { offeredServerTools, offeredToolsWords, readyServerWords } from '../../../src/ui/state/mcp/mcp-tool-count';

/** The MCP servers' counts follow the surface in force: what the model is offered, not what the server lists. */

const tool = (handler: string, name: string): SurfaceTool => ({ handler: handler as SurfaceTool['handler'], name, description: '', input_schema: { type: 'object' }, failures: {} });
const surface = (tools: SurfaceTool[]): Surface => ({ system: '', tools, failures: {} });

describe('server tool counts', () => {
  const edited = surface([tool('read_file', 'read_file'), tool('mcp:notes/search_notes', 'find_in_notes'), tool('mcp:notes/add_note', 'add_note'), tool('mcp:docs/lookup', 'lookup')]);

  it('says every tool is offered when the surface has them all under their own names', () => {
    const all = surface([tool('mcp:notes/search_notes', 'search_notes'), tool('mcp:notes/add_note', 'add_note')]);
    expect(readyServerWords(2, offeredServerTools('notes', all))).toBe('Ready: 2 tools, all offered to the model.');
  });

  it('counts tools left out and renamed in the surface', () => {
    expect(offeredServerTools('notes', edited)).toEqual({ offered: 2, renamed: 1 });
    expect(readyServerWords(6, offeredServerTools('notes', edited))).toBe('Ready: 6 tools; the surface offers the model 2 (4 left out of it, 1 renamed).');
  });

  it("the header counts the ready servers' tools the surface offers", () => {
    expect(offeredToolsWords(['notes'], edited)).toBe('2 tools offered');
    expect(offeredToolsWords(['notes', 'docs'], edited)).toBe('3 tools offered');
    expect(offeredToolsWords(['docs'], surface([]))).toBe('0 tools offered');
  });
});

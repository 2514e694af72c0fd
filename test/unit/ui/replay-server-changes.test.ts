import { diffWords } from 'diff';
import { describe, expect, it } from 'vitest';
import { withMcpTools } from '../../../src/engine/mcp/mcp-surface';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { overlayBetween } from '../../../src/engine/toolkit/surface-overlay';
import { surfaceChanges } from '../../../src/ui/state/share/replay-surface-diff';
import { connectNotesServer } from '../../support/mcp-memory-source';

/**
 * The replay's "Changed from the defaults" with a server joined: its tools are one line per
 * server ("From server notes: N tools"), and the edit made here stands on its own.
 */

describe("the replay's change list with an MCP server", () => {
  it('groups the server tools apart from the one rewritten description', async () => {
    const notes = await connectNotesServer();
    try {
      const defaults = defaultSurface();
      const joined = withMcpTools(defaults, [notes.connection]).surface;
      const edited = { ...joined, tools: joined.tools.map((tool) => (tool.handler === 'read_file' ? { ...tool, description: 'Reads one file.' } : tool)) };
      const changes = surfaceChanges(defaults, overlayBetween(defaults, edited), diffWords);

      expect(changes.map((change) => `${change.area} · ${change.field}`)).toEqual(['MCP server notes · tools', 'read_file · description']);
      expect(changes[0]!.note).toMatch(/^From server notes: 1 tool \(search_notes\)\./);
    } finally {
      await notes.close();
    }
  });
});

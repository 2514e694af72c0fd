import { diffWords } from 'diff';
import { describe, expect, it } from 'vitest';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { buildShareDocument } from '../../../src/share/build-share';
import { decodeShareLink, encodeShareFile, encodeShareLink, decodeShareFile } from '../../../src/share/share-codec';
import type { ShareDocument } from '../../../src/share/share-document';
import { surfaceChanges } from '../../../src/ui/state/share/replay-surface-diff';
import { emptyBuildInput, shareDocument } from './share-fixtures';

// A run that edited an MCP server's tool: its link carries the server's own wording (a version 2
// document), so the replay's "Changed from defaults" shows the edit as an edit. Runs that edited
// no server tool stay version 1, and version 1 links still open.

const searchNotes = {
  handler: 'mcp:notes/search_notes',
  name: 'search_notes',
  description: 'Searches the notes for a word and returns the matching titles.',
  input_schema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
};
const addNote: typeof searchNotes = { handler: 'mcp:notes/add_note', name: 'add_note', description: 'Adds a note.', input_schema: { type: 'object', properties: { query: { type: 'string' } }, required: [] } };

function surfaceWith(...serverTools: Array<typeof searchNotes>): Surface {
  const surface = defaultSurface();
  const edited = surface.tools.map((tool) => (tool.handler === 'grep' ? { ...tool, description: 'Searches file contents.' } : tool));
  return { ...surface, tools: [...edited, ...serverTools.map((tool) => ({ ...tool, failures: {} }))] };
}

function built(surface: Surface): ShareDocument {
  const result = buildShareDocument({ ...emptyBuildInput({ 'a.txt': 'a\n' }), surface, serverTools: [searchNotes, addNote] });
  if (!result.ok) throw new Error(result.message);
  return result.document;
}

describe('server tools in the share document', () => {
  it('carries the server wording of an edited server tool and shows the edit as old → new, apart from the built-ins', async () => {
    const document = built(surfaceWith({ ...searchNotes, description: 'Finds notes that contain a word.' }, addNote));
    expect(document.version).toBe(2);
    // Only the edited tool's original: add_note went as its server sent it.
    expect(document.serverOriginals).toEqual({ 'mcp:notes/search_notes': { name: 'search_notes', description: searchNotes.description } });

    const link = await encodeShareLink(document);
    expect(link.startsWith('#share=v2.')).toBe(true);
    const opened = await decodeShareLink(link, {});
    if (!opened.ok) throw new Error(opened.message);
    expect(decodeShareFile(encodeShareFile(document), {}).ok).toBe(true);

    const changes = surfaceChanges(defaultSurface(), opened.document.surface, diffWords, opened.document.serverOriginals);
    expect(changes.map((change) => [change.area, change.field])).toEqual([
      ['MCP server notes', 'tools'],
      ['search_notes (MCP server notes)', 'description'],
      ['grep', 'description'],
    ]);
    expect(changes[0]!.note).toBe('From server notes: 1 tool (add_note).');
    const edit = changes[1]!.parts!;
    expect(edit.filter((part) => part.change !== 'added').map((part) => part.text).join('')).toBe(searchNotes.description);
    expect(edit.filter((part) => part.change !== 'removed').map((part) => part.text).join('')).toBe('Finds notes that contain a word.');
  });

  it('stays a version 1 document when no server tool was edited, and version 1 links open as before', async () => {
    const document = built(surfaceWith(searchNotes));
    expect(document.version).toBe(1);
    expect(document.serverOriginals).toBeUndefined();
    expect((await encodeShareLink(document)).startsWith('#share=v1.')).toBe(true);

    const old = await encodeShareLink(shareDocument({ title: 'Made before server originals' }));
    const opened = await decodeShareLink(old, {});
    expect(opened.ok && opened.document.title).toBe('Made before server originals');
    const changes = surfaceChanges(defaultSurface(), document.surface, diffWords, document.serverOriginals);
    expect(changes[0]!.note).toMatch(/^From server notes: 1 tool \(search_notes\)\. The link does not carry the server's own wording/);
  });

  it('refuses a version 1 document that claims server originals, and a newer version by name', () => {
    const claimed = { ...shareDocument(), serverOriginals: { 'mcp:notes/search_notes': { name: 'search_notes', description: 'x' } } };
    const refused = decodeShareFile(JSON.stringify(claimed), {});
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.detail).toMatch(/serverOriginals: a version 1 document carries no server originals/);
    const newer = decodeShareFile(JSON.stringify({ ...shareDocument(), version: 3 }), {});
    expect(newer.ok === false && newer.problem).toBe('newer-version');
  });
});

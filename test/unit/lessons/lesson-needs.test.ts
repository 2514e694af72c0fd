import { describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { parseLesson } from '../../../src/engine/lessons/lesson-file';
import { lessonNeedsProblem } from '../../../src/engine/lessons/lesson-needs';
import { embeddedCapabilities, webContainerCapabilities } from '../../../src/engine/workspace/capabilities';

const base = findLesson('write-file-routing')!;

describe('a lesson that names the MCP servers it needs', () => {
  it('is read with programs and servers in one list; a malformed server need is refused with its field', () => {
    const lesson = { ...base, id: 'notes-and-node', needs: ['node', 'npm', 'mcp:notes'] };
    expect(parseLesson(JSON.parse(JSON.stringify(lesson))).needs).toEqual(['node', 'npm', 'mcp:notes']);
    expect(() => parseLesson({ ...lesson, needs: ['node', 'mcp:'] })).toThrow(/^needs\[1\]: "mcp:" is not a need; .* or an MCP server as "mcp:<server>"$/);
    expect(() => parseLesson({ ...lesson, needs: ['mcp:notes/search_notes'] })).toThrow(/^needs\[0\]/);
  });

  it('names the missing server and, in the page, the move there', () => {
    const lesson = { id: 'garden', needs: ['node', 'mcp:notes'] };
    expect(lessonNeedsProblem(lesson, { capabilities: webContainerCapabilities, workspaceKind: 'webcontainer', mcpServers: ['notes'], place: 'page' })).toBeUndefined();
    expect(lessonNeedsProblem(lesson, { capabilities: webContainerCapabilities, workspaceKind: 'webcontainer', mcpServers: [], place: 'page' })).toEqual({
      missing: ['mcp:notes'],
      message: 'The lesson "garden" needs the MCP server "notes", which is not connected. Add it under MCP servers, then start again.',
    });
    expect(lessonNeedsProblem(lesson, { capabilities: embeddedCapabilities, workspaceKind: 'embedded', mcpServers: ['memory'], place: 'page' })?.message).toBe(
      'The lesson "garden" needs node, which the embedded workspace does not have. Every comparison run in this page gets a fresh embedded workspace: run this lesson headless with npm run compare -- --sandbox os. ' +
        'It also needs the MCP server "notes", which is not connected. Add it under MCP servers, then start again.',
    );
  });

  it('may name the server\'s tools by handler id in tools, variants and checks, once the server is in needs', () => {
    const lesson = {
      ...base,
      id: 'notes-search',
      needs: ['mcp:notes'],
      tools: ['mcp:notes/search_notes'],
      variants: { plain: {}, terse: { tools: { 'mcp:notes/search_notes': { description: 'Finds notes by a word.' } } } },
      checks: [{ kind: 'tool-called' as const, tool: 'mcp:notes/search_notes', atLeast: 1 }],
    };
    expect(parseLesson(JSON.parse(JSON.stringify(lesson))).tools).toEqual(['mcp:notes/search_notes']);
    expect(() => parseLesson({ ...lesson, needs: [] })).toThrow('tools[0]: "mcp:notes/search_notes" is a tool of the MCP server "notes": add "mcp:notes" to the lesson\'s needs');
    // A variant may only patch the server tools the lesson lists.
    expect(() => parseLesson({ ...lesson, variants: { plain: { tools: { 'mcp:notes/add_note': { description: 'x' } } } } })).toThrow(/^variants\.plain\.tools\.mcp:notes\/add_note: unknown handler/);
    expect(() => parseLesson({ ...lesson, tools: ['mcp:notes'] })).toThrow(/^tools\[0\]: unknown handler "mcp:notes"/);
  });
});

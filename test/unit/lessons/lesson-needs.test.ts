import { describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { parseLesson } from '../../../src/engine/lessons/lesson';
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
});

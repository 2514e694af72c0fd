import { describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { decodeClassroomLink } from '../../../src/share/classroom-link';
import { lessonInTaskBox, makeVariantLink, type VariantLinkParts } from '../../../src/ui/state/share/variant-link';
import { surfaceText } from '../../../src/ui/state/surface/surface-document';

// The page's "Copy variant link" over the real codec: what the link holds, and what it refuses.

const headerValue = 'Bearer notes-server-token-4711';
const parts: VariantLinkParts = { surfaceText, secrets: () => [headerValue], pageAddress: () => 'https://class.example/' };

function withDescription(description: string): Surface {
  const surface = defaultSurface();
  return { ...surface, tools: surface.tools.map((tool) => (tool.handler === 'read_file' ? { ...tool, description } : tool)) };
}

async function decoded(link: string) {
  const opened = await decodeClassroomLink(link);
  if (!opened.ok || opened.document.kind !== 'variant') throw new Error(`not a variant link: ${JSON.stringify(opened)}`);
  return opened.document;
}

describe('variant links from the page', () => {
  it('carries an imported lesson whole and leaves MCP server tools out, saying so', async () => {
    const lesson = { ...findLesson('write-file-routing')!, id: 'our-routing', title: 'Our routing' };
    const serverTool = { handler: 'mcp:notes/search_notes', name: 'search_notes', description: 'Searches the notes.', input_schema: { type: 'object', properties: {} }, failures: {} };
    const surface = withDescription('Reads a file.');
    const made = await makeVariantLink({ title: ' Terse ', author: 'Ada', surface: { ...surface, tools: [...surface.tools, serverTool] }, lesson: { lesson, source: 'imported' } }, parts);
    if (!made.ok) throw new Error(made.message);
    expect(made.link.startsWith('https://class.example/#variant=v1.')).toBe(true);
    expect(made.notes).toEqual(['The MCP server tools (search_notes) were left out: a variant link carries the built-in tools only.']);
    const document = await decoded(made.link);
    expect(document).toMatchObject({ title: 'Terse', author: 'Ada', lesson: { id: 'our-routing', title: 'Our routing' } });
    expect(JSON.stringify(document.surface)).not.toContain('mcp:notes');
  });

  it('refuses a surface holding a header value without repeating it, and one too large for a link', async () => {
    const secret = await makeVariantLink({ title: 'T', author: 'A', surface: withDescription(`Reads a file. ${headerValue}`) }, parts);
    expect(secret.ok).toBe(false);
    if (secret.ok) return;
    expect(secret.message).toMatch(/^An API key or an MCP header value appears in this variant \(at surface\.tools\[\d+\]\.description\)/);
    expect(secret.message).not.toContain(headerValue);

    const huge = await makeVariantLink({ title: 'T', author: 'A', surface: withDescription('x'.repeat(5_300_000)) }, parts);
    expect(huge).toEqual({ ok: false, message: expect.stringMatching(/^This variant is too large for a link/) });

    const untitled = await makeVariantLink({ title: ' ', author: 'A', surface: defaultSurface() }, parts);
    expect(untitled).toEqual({ ok: false, message: expect.stringMatching(/^Give the variant a title and your name first/) });
  });

  it('takes the lesson whose task is in the Task box as the one open', () => {
    const lesson = findLesson('read-file-index-base')!;
    const entries = [{ lesson: findLesson('write-file-routing')!, source: 'builtin' as const }, { lesson, source: 'builtin' as const }];
    expect(lessonInTaskBox(entries, `${lesson.task}\n`)?.lesson.id).toBe(lesson.id);
    expect(lessonInTaskBox(entries, 'Something else')).toBeUndefined();
    expect(lessonInTaskBox(entries, '')).toBeUndefined();
  });
});

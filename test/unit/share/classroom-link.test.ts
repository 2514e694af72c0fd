import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { contentHash } from '../../../src/engine/toolkit/stable-json';
import { changedTools, lessonOf, surfaceOf, type VariantLinkDocument } from '../../../src/share/classroom-document';
import { decodeClassroomLink, encodeClassroomLink } from '../../../src/share/classroom-link';
import { MAX_DOCUMENT_BYTES, MAX_LINK_CHARACTERS } from '../../../src/share/share-codec';

/** Lesson and variant links: what goes in comes out, and every hostile link gets an answer, never a throw. */

const lesson = findLesson('write-file-routing')!;
const surface = { tools: [{ handler: 'read_file', description: 'Read one file; give its path.' }, { handler: 'edit_file' }] };
const variant: VariantLinkDocument = { version: 1, kind: 'variant', title: 'Terse read', author: 'Ada', surface, lesson: 'write-file-routing' };

/** A link around any bytes, with check digits that match, as a hostile author could make. */
function seal(kind: 'lesson' | 'variant', json: string | Uint8Array, version = 'v1'): string {
  const bytes = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json);
  const body = `${version}.${deflateRawSync(bytes).toString('base64url')}`;
  return `#${kind}=${body}.${contentHash(body).slice(0, 8)}`;
}

async function refusal(link: string) {
  const result = await decodeClassroomLink(link);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.message).toMatch(/\.$/);
  return result;
}

describe('lesson and variant links round trip', () => {
  it('a lesson link gives back the whole lesson, compressed well under its JSON size', async () => {
    const link = await encodeClassroomLink({ version: 1, kind: 'lesson', lesson });
    expect(link.startsWith('#lesson=v1.')).toBe(true);
    expect(link.length).toBeLessThan(JSON.stringify(lesson).length);
    const opened = await decodeClassroomLink(`https://class.example/playground/${link}`);
    expect(opened).toEqual({ ok: true, document: { version: 1, kind: 'lesson', lesson } });
  });

  it('a variant link gives back its surface, title, author and lesson, pasted with glued punctuation and line breaks', async () => {
    const link = await encodeClassroomLink(variant);
    expect(link.startsWith('#variant=v1.')).toBe(true);
    const pasted = `${link.slice(0, 20)}\n  ${link.slice(20)}).`;
    const opened = await decodeClassroomLink(pasted);
    if (!opened.ok || opened.document.kind !== 'variant') throw new Error(JSON.stringify(opened));
    expect(opened.document).toEqual(variant);
    expect(surfaceOf(opened.document).tools.find((tool) => tool.handler === 'read_file')!.description).toBe('Read one file; give its path.');
    expect(lessonOf(opened.document)!.id).toBe('write-file-routing');
    expect(changedTools(opened.document.surface)).toContain('read_file');
    expect(changedTools(opened.document.surface)).toContain('write_file (disabled)');
  });

  it('a variant may carry a whole lesson that is not built in', async () => {
    const own = { ...lesson, id: 'my-own-lesson', title: 'My own lesson' };
    const opened = await decodeClassroomLink(await encodeClassroomLink({ ...variant, lesson: own }));
    if (!opened.ok || opened.document.kind !== 'variant') throw new Error('expected a variant');
    expect(lessonOf(opened.document)!.title).toBe('My own lesson');
  });

  it('an invalid document is never encoded', async () => {
    await expect(encodeClassroomLink({ ...variant, lesson: 'no-such-lesson' })).rejects.toThrow('lesson: "no-such-lesson" is not a built-in lesson');
    await expect(encodeClassroomLink({ ...variant, surface: { tools: [{ handler: 'teleport' }] } })).rejects.toThrow('surface.tools[0].handler: unknown handler "teleport"');
    await expect(encodeClassroomLink({ ...variant, title: '  ' })).rejects.toThrow('title: a variant needs a title');
  });
});

describe('hostile lesson and variant links are refused with a clear message', () => {
  it('no fragment, or a run share link: not a lesson or variant link', async () => {
    expect(await refusal('https://example.com/')).toMatchObject({ problem: 'not-a-link' });
    expect(await refusal('#share=v1.abc.12345678')).toMatchObject({ problem: 'not-a-link' });
  });

  it('oversized before decoding', async () => {
    expect(await refusal(`#lesson=v1.${'A'.repeat(MAX_LINK_CHARACTERS)}.00000000`)).toMatchObject({ problem: 'too-large' });
  });

  it('truncated wherever the cut falls', async () => {
    const link = await encodeClassroomLink(variant);
    for (const cut of [link.slice(0, link.length / 2), link.slice(0, -3), link.slice(0, link.lastIndexOf('.')), '#variant=v', '#lesson=']) {
      const result = await refusal(cut);
      expect(result.problem).toBe('truncated');
      expect(result.message).toMatch(/cut off when copied/);
    }
  });

  it('a changed character: damaged', async () => {
    const link = await encodeClassroomLink(variant);
    const flipped = link.slice(0, 30) + (link[30] === 'A' ? 'B' : 'A') + link.slice(31);
    expect(await refusal(flipped)).toMatchObject({ problem: 'damaged', detail: 'the check digits do not match' });
  });

  it('a newer or unknown version, in the fragment or inside', async () => {
    expect(await refusal(seal('lesson', '{}', 'v2'))).toMatchObject({ problem: 'newer-version' });
    expect(await refusal(seal('lesson', '{}', 'v0'))).toMatchObject({ problem: 'unknown-version' });
    expect(await refusal(seal('lesson', '{}', 'x1'))).toMatchObject({ problem: 'unknown-version' });
    expect(await refusal(seal('lesson', JSON.stringify({ version: 7, kind: 'lesson', lesson })))).toMatchObject({ problem: 'newer-version' });
    expect(await refusal(seal('lesson', JSON.stringify({ kind: 'lesson', lesson })))).toMatchObject({ problem: 'unknown-version' });
  });

  it('a lesson link holding a variant (or the other way): wrong kind', async () => {
    const result = await refusal(seal('lesson', JSON.stringify(variant)));
    expect(result).toMatchObject({ problem: 'wrong-kind' });
    expect(result.message).toBe('This lesson link says it holds a variant, so it was not opened. Ask for the link again.');
    expect(await refusal(seal('variant', JSON.stringify({ version: 1, kind: 'lesson', lesson })))).toMatchObject({ problem: 'wrong-kind' });
  });

  it('bad JSON, bad UTF-8 or corrupt deflate: damaged', async () => {
    expect(await refusal(seal('lesson', '{"version": 1,'))).toMatchObject({ problem: 'damaged', detail: 'not JSON' });
    expect(await refusal(seal('lesson', new Uint8Array([0xff, 0xfe, 0x7b])))).toMatchObject({ problem: 'damaged' });
    const body = `v1.${Buffer.from([0xff, 0xff, 0xff, 0x12]).toString('base64url')}`;
    expect(await refusal(`#lesson=${body}.${contentHash(body).slice(0, 8)}`)).toMatchObject({ problem: 'damaged' });
  });

  it('nested too deep: refused while inflating, before any parse', async () => {
    const deep = `{"version":1,"kind":"variant","title":"x","author":"y","surface":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const result = await refusal(seal('variant', deep));
    expect(result).toMatchObject({ problem: 'invalid-document' });
    expect(result.detail).toMatch(/nested more than 64 levels deep/);
  });

  it('a compression bomb: refused at 5 MB unpacked', async () => {
    const bomb = `{"version":1,"kind":"lesson","lesson":{"teaching":"${' '.repeat(MAX_DOCUMENT_BYTES + 10)}"}}`;
    expect(await refusal(seal('lesson', bomb))).toMatchObject({ problem: 'too-large-when-opened' });
  });

  it('a lesson that fails the lesson file format names the field', async () => {
    const result = await refusal(seal('lesson', JSON.stringify({ version: 1, kind: 'lesson', lesson: { ...lesson, checks: [] } })));
    expect(result).toMatchObject({ problem: 'invalid-document' });
    expect(result.detail).toMatch(/^lesson\.checks: a lesson needs at least one check/);
  });

  it('an unknown field (a key smuggled in) is refused', async () => {
    expect(await refusal(seal('variant', JSON.stringify({ ...variant, apiKey: 'sk-ant-x' })))).toMatchObject({ problem: 'invalid-document' });
  });
});

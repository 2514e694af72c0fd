import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeShareFile, decodeShareLink, encodeShareFile, encodeShareLink, MAX_DOCUMENT_BYTES } from '../../../src/share/share-codec';
import { craftLink, node, sealLink, shareDocument, transcript } from './share-fixtures';

/** Every hostile link gets an answer with a code and a message a person can act on; none throws. */

const document = shareDocument({
  workspace: { root: '/workspace', base: 'empty', added: { 'a.txt': 'hello\n' }, changed: {}, removed: [] },
  nodes: [node('root', transcript('Say hello', [{ text: 'Hello.' }]))],
});
const link = await encodeShareLink(document);
const json = JSON.parse(encodeShareFile(document)) as Record<string, unknown>;

async function refusal(input: string) {
  const result = await decodeShareLink(input, {});
  if (result.ok) throw new Error('expected a refusal');
  expect(result.message.length).toBeGreaterThan(40);
  return result;
}

describe('hostile share links', () => {
  it('a truncated link says it was cut off, wherever the cut falls', async () => {
    for (const cut of [link.slice(0, link.length / 2), link.slice(0, -3), link.slice(0, link.lastIndexOf('.')), '#share=v', '#share=']) {
      const result = await refusal(cut);
      expect(result.problem).toBe('truncated');
    }
    expect((await refusal(link.slice(0, 40))).message).toBe(
      'This link is incomplete — it was probably cut off when copied. Ask for the whole link or the .json file.',
    );
  });

  it('a changed character is caught by the check digits', async () => {
    const at = 30;
    const flipped = link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1);
    expect(await refusal(flipped)).toMatchObject({ problem: 'damaged' });
  });

  it('tampered data with matching check digits fails at deflate, UTF-8 or JSON: damaged', async () => {
    expect(await refusal(sealLink(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x12, 0x34]).toString('base64url')))).toMatchObject({ problem: 'damaged' });
    expect(await refusal(craftLink(new Uint8Array([0xc3, 0x28, 0xa0, 0xa1])))).toMatchObject({ problem: 'damaged', detail: 'not UTF-8' });
    expect(await refusal(craftLink('{"version": 1, "title": '))).toMatchObject({ problem: 'damaged', detail: 'not JSON' });
    expect(await refusal(sealLink('abc$def'))).toMatchObject({ problem: 'damaged' });
  });

  it('tampered content that is valid JSON fails the schema: invalid-document, with where', async () => {
    const result = await refusal(craftLink(JSON.stringify({ ...json, nodes: [{ id: 'x' }] })));
    expect(result.problem).toBe('invalid-document');
    expect(result.detail).toMatch(/^nodes\[0\]/);
    expect(await refusal(craftLink('[1, 2, 3]'))).toMatchObject({ problem: 'unknown-version' });
  });

  it('a newer version asks for a reload; an unknown one says it cannot be read', async () => {
    // Version 2 (server originals) is this app's own; 3 is newer.
    const newer = await refusal(sealLink('AAAA', 'v3'));
    expect(newer.problem).toBe('newer-version');
    expect(newer.message).toContain('made by a newer version of ACI Playground');
    expect(await refusal(craftLink(JSON.stringify({ ...json, version: 3 }), 'v3'))).toMatchObject({ problem: 'newer-version' });
    expect(await refusal(craftLink(JSON.stringify({ ...json, version: 3 })))).toMatchObject({ problem: 'newer-version' });
    expect(await refusal('#share=vX.AAAA.00000000')).toMatchObject({ problem: 'unknown-version' });
    expect(await refusal('#share=v0.AAAA.00000000')).toMatchObject({ problem: 'unknown-version' });
    expect(await refusal(craftLink(JSON.stringify({ ...json, version: '1' })))).toMatchObject({ problem: 'unknown-version' });
  });

  it('an oversized link is refused before any decoding', async () => {
    const started = performance.now();
    expect(await refusal(`#share=v1.${'A'.repeat(2_000_000)}.00000000`)).toMatchObject({ problem: 'too-large' });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('a compression bomb stops at the cap without unpacking it all', async () => {
    const gigabyte = deflatedZeros(1024);
    const bomb = sealLink(gigabyte.toString('base64url'));
    expect(bomb.length).toBeLessThan(2_000_000);
    const before = process.memoryUsage();
    const result = await refusal(bomb);
    const after = process.memoryUsage();
    expect(result.problem).toBe('too-large-when-opened');
    expect(after.arrayBuffers + after.heapUsed - (before.arrayBuffers + before.heapUsed)).toBeLessThan(200 * 1024 * 1024);
  });

  it('restored line numbers count against the cap too', async () => {
    const lines = 1_000_000;
    const wired = {
      ...json,
      nodes: [
        {
          ...(json.nodes as object[])[0],
          messages: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '\n'.repeat(lines - 1), numbered: [[0, 1, lines]] }] }],
        },
      ],
    };
    expect(await refusal(craftLink(JSON.stringify(wired)))).toMatchObject({ problem: 'too-large-when-opened' });
    const malformed = { ...wired, nodes: [{ ...wired.nodes[0], messages: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', content: 'a', numbered: [[0, 1, 5]] }] }] }] };
    expect(await refusal(craftLink(JSON.stringify(malformed)))).toMatchObject({ problem: 'invalid-document' });
  });

  it('something that is not a share link says so', async () => {
    for (const input of ['', 'hello', 'https://playground.example/#section-2', 'https://playground.example/?share=v1']) {
      expect(await refusal(input)).toMatchObject({ problem: 'not-a-share' });
    }
  });

  it('names that would reach a prototype are refused, and nothing is polluted', async () => {
    const hostile = `{"version":1,"title":"t","modelId":"m","provenance":${JSON.stringify(json.provenance)},"workspace":{"root":"/workspace","base":"empty","added":{"__proto__":{"polluted":"yes"}},"changed":{},"removed":[]},"surface":{"tools":{"__proto__":{"name":"x"}}},"nodes":[]}`;
    expect(await refusal(craftLink(hostile))).toMatchObject({ problem: 'invalid-document' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('nesting deep enough to overflow a reader is refused, not crashed on', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const nodes = JSON.stringify([{ ...(json.nodes as object[])[0], messages: [{ role: 'assistant', content: [{ type: 'tool_use', id: 't', name: 'ls', input: { deep: 0 } }] }] }]).replace('"deep":0', `"deep":${deep}`);
    const hostile = JSON.stringify({ ...json, nodes: [] }).replace('"nodes":[]', `"nodes":${nodes}`);
    expect(await refusal(craftLink(hostile))).toMatchObject({ problem: 'invalid-document', detail: expect.stringContaining('nested more than') });
    expect(decodeShareFile(hostile, {})).toMatchObject({ ok: false, problem: 'invalid-document' });
  });

  it('a 5 kB link of nested empty lists is refused where it turns hostile, without unpacking or parsing the rest', async () => {
    const unpacked = MAX_DOCUMENT_BYTES - 1024;
    const deep = craftLink(`${'['.repeat(unpacked / 2)}${']'.repeat(unpacked / 2)}`);
    const wide = craftLink(`{"version":1,"nodes":[${'[],'.repeat(unpacked / 3 - 20)}[]]}`);
    expect(deep.length).toBeLessThan(8 * 1024);
    expect(wide.length).toBeLessThan(8 * 1024);

    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const tooDeep = await refusal(deep);
    const tooMany = await refusal(wide);
    const elapsedMs = performance.now() - started;
    const heapGrowth = process.memoryUsage().heapUsed - before;

    expect(tooDeep).toMatchObject({ problem: 'invalid-document', detail: 'lists or objects nested more than 64 levels deep (stopped reading at byte 65)' });
    expect(tooDeep.message).toMatch(/does not hold a valid shared run.*ask for it again/);
    // The 500,001st list opens near byte 1.5 M of the 5 MB: reading stopped there.
    const stoppedAt = Number(/stopped reading at byte ([\d,]+)/.exec(tooMany.detail ?? '')?.[1]?.replace(/,/g, ''));
    expect(tooMany.detail).toMatch(/^more than 500,000 lists and objects/);
    expect(stoppedAt).toBeLessThan(MAX_DOCUMENT_BYTES / 3 + 100);
    // Before, these took 3 to 5 s and 200 to 400 MB each while parsed and walked.
    expect(elapsedMs).toBeLessThan(2_000);
    expect(heapGrowth).toBeLessThan(64 * 1024 * 1024);
  });

  it('a share file of nested empty lists is refused before it is parsed', () => {
    const text = `{"version":1,"nodes":[${'[],'.repeat(600_000)}[]]}`;
    expect(decodeShareFile(text, {})).toMatchObject({ ok: false, problem: 'invalid-document', detail: expect.stringMatching(/^more than 500,000 lists and objects/) });
    expect(decodeShareFile(`${'['.repeat(70)}${']'.repeat(70)}`, {})).toMatchObject({ ok: false, problem: 'invalid-document', detail: expect.stringContaining('nested more than 64') });
  });

  it('paths that climb out of the workspace are refused', async () => {
    for (const path of ['../etc/passwd', '/etc/passwd', 'a/../../b', 'a\\b', '~/x', '']) {
      const hostile = { ...json, workspace: { root: '/workspace', base: 'empty', added: { [path]: 'x' }, changed: {}, removed: [] } };
      expect(await refusal(craftLink(JSON.stringify(hostile)))).toMatchObject({ problem: 'invalid-document' });
    }
  });

  it('paths past the workspace limits (too deep, a name too long) are refused, not crashed on at import', async () => {
    for (const path of [`${'d/'.repeat(70)}f.txt`, `src/${'n'.repeat(256)}.ts`]) {
      const hostile = { ...json, workspace: { root: '/workspace', base: 'empty', added: { [path]: 'x' }, changed: {}, removed: [] } };
      expect(await refusal(craftLink(JSON.stringify(hostile)))).toMatchObject({ problem: 'invalid-document' });
    }
  });
});

describe('hostile share files', () => {
  const refuse = (text: string) => {
    const result = decodeShareFile(text, {});
    if (result.ok) throw new Error('expected a refusal');
    return result;
  };

  it('each case has its own answer', () => {
    expect(refuse('just some notes')).toMatchObject({ problem: 'not-a-share' });
    expect(refuse('{"name": "package.json"}')).toMatchObject({ problem: 'not-a-share' });
    expect(refuse('{"version": 1, "title": ')).toMatchObject({ problem: 'damaged' });
    expect(refuse(JSON.stringify({ ...json, version: 3 }))).toMatchObject({ problem: 'newer-version' });
    expect(refuse(JSON.stringify({ ...json, extra: true }))).toMatchObject({ problem: 'invalid-document', detail: expect.stringContaining('extra') });
    expect(refuse(' '.repeat(MAX_DOCUMENT_BYTES + 1))).toMatchObject({ problem: 'too-large' });
    // A file never carries the link-only packing.
    const packed = { ...json, nodes: [{ ...(json.nodes as object[])[0], messages: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', content: 'a', numbered: [] }] }] }] };
    expect(refuse(JSON.stringify(packed))).toMatchObject({ problem: 'invalid-document' });
  });
});

/**
 * Raw deflate of `megabytes` MB of zeros, made without holding them: one fully flushed block of
 * 1 MB (self-contained, so it can be repeated) as many times as asked, then an empty final block.
 */
function deflatedZeros(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShareFile, decodeShareLink, encodeShareFile, encodeShareLink, SHARE_LINK_LIMIT, shareLinkTooLong } from '../../../src/share/share-codec';
import { packNumberedLines, unpackNumberedLines } from '../../../src/share/numbered-lines';
import { shareDocumentSchema } from '../../../src/share/share-document';
import { sampleHash } from '../../../src/share/share-files';
import { shareDocumentArbitrary } from './share-arbitraries';
import { node, shareDocument, transcript } from './share-fixtures';

describe('share links round-trip', () => {
  it('generated documents are valid share documents (the property below tests real ones)', () => {
    fc.assert(fc.property(shareDocumentArbitrary, (document) => shareDocumentSchema.safeParse(document).success), { numRuns: 200 });
  });

  it('decode(encode(document)) is the document, for generated documents', async () => {
    await fc.assert(
      fc.asyncProperty(shareDocumentArbitrary, async (document) => {
        const link = await encodeShareLink(document);
        expect(link).toMatch(/^#share=v1\.[A-Za-z0-9_-]+\.[0-9a-f]{8}$/);
        const decoded = await decodeShareLink(link, {});
        expect(decoded).toEqual({ ok: true, document });
      }),
      { numRuns: 150 },
    );
  });

  it('the .json file round-trips too', () => {
    fc.assert(
      fc.property(shareDocumentArbitrary, (document) => {
        expect(decodeShareFile(encodeShareFile(document), {})).toEqual({ ok: true, document });
      }),
      { numRuns: 100 },
    );
  });

  it('opens from a whole URL, the bare fragment, and a link a mail client broke over lines', async () => {
    const document = shareDocument({ title: 'Größe ✓ 漢字 🙂' });
    const link = await encodeShareLink(document);
    const expected = { ok: true, document };
    expect(await decodeShareLink(`https://playground.example/app/${link}`, {})).toEqual(expected);
    expect(await decodeShareLink(link.slice(1), {})).toEqual(expected);
    expect(await decodeShareLink(`${link.slice(0, 20)}\n  ${link.slice(20)}`, {})).toEqual(expected);
    expect(await decodeShareLink(`(see ${link}).`, {})).toEqual(expected);
  });

  it('starting files written against a sample come back whole, and an unknown sample is refused', async () => {
    const sample = { 'README.md': '# Sample\n', 'src/a.ts': 'export const a = 1;\n' };
    const document = shareDocument({
      workspace: { root: '/workspace', base: 'sample:words', baseHash: sampleHash(sample), added: { 'new.md': 'new\n' }, changed: {}, removed: ['src/a.ts'] },
    });
    const link = await encodeShareLink(document);
    expect(await decodeShareLink(link, { words: sample })).toEqual({ ok: true, document });
    expect(await decodeShareLink(link, {})).toMatchObject({ ok: false, problem: 'unknown-sample' });
    expect(await decodeShareLink(link, { words: { ...sample, 'extra.md': '' } })).toMatchObject({ ok: false, problem: 'sample-changed' });
  });
});

describe('link length', () => {
  it('says a link over 32 kB is too long to paste', () => {
    expect(shareLinkTooLong('#share=' + 'a'.repeat(SHARE_LINK_LIMIT))).toBe(true);
    expect(shareLinkTooLong('#share=' + 'a'.repeat(SHARE_LINK_LIMIT - 100))).toBe(false);
  });

  it('carries read_file output without its line numbers, and gives it back exactly', async () => {
    const file = Array.from({ length: 400 }, (_, index) => `export const value${index} = compute(${(index * 7919) % 10007});`).join('\n');
    const readOf = (prefix: (number: number) => string) => {
      const result = file.split('\n').map((line, index) => `${prefix(index + 1)}${line}`).join('\n');
      return shareDocument({
        workspace: { root: '/workspace', base: 'empty', added: { 'values.ts': file }, changed: {}, removed: [] },
        nodes: [node('root', transcript('Read it', [{ calls: [{ name: 'read_file', input: { path: 'values.ts' }, result }] }]))],
      });
    };
    const document = readOf((number) => `${String(number).padStart(6)}\t`);
    const link = await encodeShareLink(document);
    expect(await decodeShareLink(link, {})).toEqual({ ok: true, document });
    // The same output numbered in a format the link does not pack costs far more.
    const unpacked = await encodeShareLink(readOf((number) => `${String(number).padStart(5)}|`));
    expect(link.length).toBeLessThan(unpacked.length * 0.8);
  });
});

describe('numbered lines', () => {
  it('pack and unpack give back any text exactly', () => {
    const numberedish = fc.array(
      fc.oneof(
        fc.tuple(fc.nat({ max: 1_000_010 }), fc.string({ maxLength: 20 })).map(([number, line]) => `${String(number).padStart(6)}\t${line}`),
        fc.string({ maxLength: 20 }),
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(numberedish, (lines) => {
        const text = lines.join('\n');
        const packed = packNumberedLines(text);
        if (!packed) return;
        const unpacked = unpackNumberedLines(packed.text, packed.runs, Infinity);
        expect(unpacked).toMatchObject({ ok: true, text });
      }),
      { numRuns: 500 },
    );
  });

  it('refuses runs that overlap, overrun the text or exceed the budget', () => {
    expect(unpackNumberedLines('a\nb\nc', [[0, 1, 2], [1, 5, 1]], 1000)).toEqual({ ok: false, reason: 'malformed' });
    expect(unpackNumberedLines('a\nb', [[0, 1, 3]], 1000)).toEqual({ ok: false, reason: 'malformed' });
    expect(unpackNumberedLines('a\nb', [[0, -1, 2]], 1000)).toEqual({ ok: false, reason: 'malformed' });
    expect(unpackNumberedLines('a\nb', 'runs', 1000)).toEqual({ ok: false, reason: 'malformed' });
    expect(unpackNumberedLines('a\nb', [[0, 1, 2]], 10)).toEqual({ ok: false, reason: 'over-budget' });
  });
});

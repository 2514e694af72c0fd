import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../../../src/engine/nodes/node';
import { buildShareDocument, type ShareBuildInput } from '../../../src/share/build-share';
import { decodeShareFile, decodeShareLink, encodeShareFile, encodeShareLink, ShareDocumentError } from '../../../src/share/share-codec';
import { shareDocumentSchema, type ShareDocument } from '../../../src/share/share-document';
import { craftLink, emptyBuildInput, node, rootAgentNode, shareDocument, transcript } from './share-fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

/** No setting, key or base URL can enter a share document, by any door. */

const apiKey = fakeApiKey('share-secrets');
const smuggled = { apiKey, baseURL: 'https://proxy.example/v1' };

const document = shareDocument({
  workspace: { root: '/workspace', base: 'empty', added: { 'a.txt': 'a\n' }, changed: {}, removed: [] },
  finalFiles: { changed: {}, removed: [] },
  surface: { system: 'Be brief.', tools: { ls: { description: 'Lists.' } } },
  surfacesUsed: { abc: { system: 'Old.' } },
  nodes: [
    node(
      'root',
      transcript('Go', [
        { text: 'Reading.', calls: [{ name: 'read_file', input: { path: 'a.txt' }, result: 'a' }] },
        { text: 'Done.' },
      ]),
      { status: { state: 'failed', cause: 'Overloaded' } },
    ),
  ],
});

/** Every object of the document, by a name, as a function that puts the smuggled fields there. */
const levels: Record<string, (copy: any) => void> = {
  top: (copy) => Object.assign(copy, smuggled),
  provenance: (copy) => Object.assign(copy.provenance, smuggled),
  workspace: (copy) => Object.assign(copy.workspace, smuggled),
  'final files': (copy) => Object.assign(copy.finalFiles, smuggled),
  surface: (copy) => Object.assign(copy.surface, smuggled),
  'a tool of the surface': (copy) => Object.assign(copy.surface.tools.ls, smuggled),
  'a surface used mid-run': (copy) => Object.assign(copy.surfacesUsed.abc, smuggled),
  node: (copy) => Object.assign(copy.nodes[0], smuggled),
  'node status': (copy) => Object.assign(copy.nodes[0].status, smuggled),
  'node usage': (copy) => Object.assign(copy.nodes[0].usage, smuggled),
  message: (copy) => Object.assign(copy.nodes[0].messages[1], smuggled),
  'text block': (copy) => Object.assign(copy.nodes[0].messages[1].content[0], smuggled),
  'tool_use block': (copy) => Object.assign(copy.nodes[0].messages[1].content[1], smuggled),
  'tool_result block': (copy) => Object.assign(copy.nodes[0].messages[2].content[0], smuggled),
};

function withSmuggled(level: string): ShareDocument {
  const copy = structuredClone(document);
  levels[level]!(copy);
  return copy;
}

describe('the schema refuses a key or a base URL at every level', () => {
  it('accepts the document as it is (so each refusal below is the smuggled field)', () => {
    expect(shareDocumentSchema.safeParse(document).success).toBe(true);
  });

  for (const level of Object.keys(levels)) {
    it(`in the ${level}: refused going out and coming in`, async () => {
      const hostile = withSmuggled(level);
      expect(shareDocumentSchema.safeParse(hostile).success).toBe(false);
      await expect(encodeShareLink(hostile)).rejects.toThrow(ShareDocumentError);
      expect(() => encodeShareFile(hostile)).toThrow(ShareDocumentError);
      expect(await decodeShareLink(craftLink(JSON.stringify(hostile)), {})).toMatchObject({ ok: false, problem: 'invalid-document' });
      expect(decodeShareFile(JSON.stringify(hostile), {})).toMatchObject({ ok: false, problem: 'invalid-document' });
    });
  }
});

describe('building a share document', () => {
  it('refuses settings passed in beside the run', () => {
    const input = { ...emptyBuildInput(), settings: { apiKey, baseURL: smuggled.baseURL, maxSteps: 50 } } as ShareBuildInput;
    const result = buildShareDocument(input);
    expect(result).toEqual({ ok: false, problem: 'unexpected-input', message: '"settings" is not part of a share document; nothing was shared.' });
    expect(buildShareDocument({ ...emptyBuildInput(), apiKey } as ShareBuildInput)).toMatchObject({ ok: false, problem: 'unexpected-input' });
  });

  it('copies nodes, messages and blocks field by field: anything else on them stays behind', () => {
    const root = { ...rootAgentNode(), ...smuggled, settings: smuggled };
    const stored = [
      { nodeId: root.id, seq: 0, createdAt: 1, message: { role: 'user', content: 'Go' }, ...smuggled },
      {
        nodeId: root.id,
        seq: 1,
        step: 1,
        createdAt: 2,
        message: { role: 'assistant', content: [{ type: 'text', text: 'Hi.', cache_control: { type: 'ephemeral' }, ...smuggled }], ...smuggled },
      },
    ] as unknown as StoredMessage[];
    const result = buildShareDocument({ ...emptyBuildInput(), nodes: [root], messagesByNode: { [root.id]: stored } });
    if (!result.ok) throw new Error(result.message);
    const json = JSON.stringify(result.document);
    expect(json).not.toContain(apiKey);
    expect(json).not.toContain('proxy.example');
    expect(json).not.toContain('cache_control');
    expect(result.document.nodes[0]!.messages[1]).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'Hi.' }], step: 1 });
  });

  it('refuses a run where the key appears in the content, without quoting it', () => {
    const root = { ...rootAgentNode(), task: `Use the key ${apiKey} to call the API` };
    const stored: StoredMessage[] = [{ nodeId: root.id, seq: 0, createdAt: 1, message: { role: 'user', content: root.task } }];
    const result = buildShareDocument({ ...emptyBuildInput(), nodes: [root], messagesByNode: { [root.id]: stored }, secrets: [apiKey] });
    expect(result).toMatchObject({ ok: false, problem: 'contains-secret' });
    if (result.ok) return;
    expect(result.message).toContain('nodes[0].task');
    expect(result.message).not.toContain(apiKey);
  });

  it('refuses a key of another provider when the caller names it, in a file or a file name', () => {
    const other = 'or-v1-2f9c0d7e6b5a4938271605f4e3d2c1b0';
    expect(buildShareDocument({ ...emptyBuildInput({ '.env': `KEY=${other}\n` }), secrets: [other] })).toMatchObject({ ok: false, problem: 'contains-secret' });
    const named = buildShareDocument({ ...emptyBuildInput({ [`keys/${other}.txt`]: 'x' }), secrets: [other] });
    expect(named).toMatchObject({ ok: false, problem: 'contains-secret' });
    if (!named.ok) expect(named.message).not.toContain(other);
  });

  it('refuses anything that looks like an Anthropic key even when the caller names none', () => {
    expect(buildShareDocument(emptyBuildInput({ 'config.ts': `export const key = "${apiKey}";\n` }))).toMatchObject({ ok: false, problem: 'contains-secret' });
  });
});

import fc from 'fast-check';
import type { ShareDocument, ShareMessage, ShareNode } from '../../../src/share/share-document';
import { defaultSurfaceHash } from './share-fixtures';

/**
 * Generated share documents for the round-trip properties: unicode everywhere (file names and
 * contents, tasks, tool arguments), empty and long transcripts, many nodes, big tool results and
 * read_file-style numbered output (which links pack differently).
 */

const text = fc.string({ unit: 'binary', maxLength: 40 });

const segment = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  .filter((value) => !/[/\\\0]/.test(value) && value !== '.' && value !== '..' && value !== '__proto__' && !value.startsWith('~'));
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => segments.join('/'));
const files = fc.dictionary(path, fc.string({ unit: 'binary', maxLength: 200 }), { maxKeys: 6 });

/** The shapes tool results take: short text, a long repeated text, and read_file output. */
const toolResultText = fc.oneof(
  text,
  fc.tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.integer({ min: 100, max: 3000 })).map(([part, times]) => part.repeat(times)),
  fc
    .tuple(fc.array(fc.string({ unit: 'binary', maxLength: 50 }), { maxLength: 60 }), fc.integer({ min: 1, max: 2_000_000 }))
    .map(([lines, first]) => lines.map((line, index) => `${String(first + index).padStart(6)}\t${line}`).join('\n')),
);

/**
 * JSON as the model writes it (through a JSON round trip: -0 cannot survive one). No "__proto__"
 * key at any depth: links refuse those by design (share-document.ts), which is tested on its own.
 */
const toolInput = fc
  .dictionary(fc.string({ maxLength: 10 }).filter((key) => key !== '__proto__'), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 })
  .map((value) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>)
  .filter((value) => !hasProtoKey(value));

function hasProtoKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasProtoKey);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, nested]) => key === '__proto__' || hasProtoKey(nested));
}

interface Turn {
  text?: string;
  calls: Array<{ name: string; input: Record<string, unknown>; result?: string; isError: boolean }>;
}

const turn: fc.Arbitrary<Turn> = fc.record(
  {
    text: text,
    calls: fc.array(
      fc.record(
        { name: fc.constantFrom('read_file', 'write_file', 'edit_file', 'Bash', 'grep'), input: toolInput, result: toolResultText, isError: fc.boolean() },
        { requiredKeys: ['name', 'input', 'isError'] },
      ),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: ['calls'] },
);

const nodeSketch = fc.record({
  name: text,
  folder: fc.oneof(fc.constant(''), path),
  task: text,
  turns: fc.array(turn, { maxLength: 5 }),
  parentPick: fc.nat(),
  status: fc.constantFrom<ShareNode['status']>({ state: 'done' }, { state: 'running' }, { state: 'stopped', why: 'step_cap' }, { state: 'failed', cause: 'Overloaded' }),
  usage: fc.record({ inputTokens: fc.nat(), outputTokens: fc.nat(), cacheReadTokens: fc.nat(), cacheWriteTokens: fc.nat() }),
});

export const shareDocumentArbitrary: fc.Arbitrary<ShareDocument> = fc
  .record({
    title: text,
    modelId: text,
    files,
    finalFiles: fc.option(fc.record({ changed: files, removed: fc.array(path, { maxLength: 3 }) }), { nil: undefined }),
    system: fc.option(text, { nil: undefined }),
    nodes: fc.array(nodeSketch, { maxLength: 8 }),
  })
  .map(({ title, modelId, files: added, finalFiles, system, nodes }) => {
    let step = 0;
    let callId = 0;
    const shareNodes: ShareNode[] = nodes.map((sketch, index) => {
      const messages: ShareMessage[] = [{ role: 'user', content: sketch.task }];
      for (const { text: said, calls } of sketch.turns) {
        step += 1;
        const ids = calls.map(() => `toolu_${++callId}`);
        const content: Extract<ShareMessage, { role: 'assistant' }>['content'] = said === undefined ? [] : [{ type: 'text', text: said }];
        calls.forEach((call, position) => content.push({ type: 'tool_use', id: ids[position]!, name: call.name, input: call.input }));
        messages.push({ role: 'assistant', content, step, surfaceHash: defaultSurfaceHash });
        const answered = calls.flatMap((call, position) =>
          call.result === undefined ? [] : [call.isError ? { type: 'tool_result' as const, tool_use_id: ids[position]!, content: call.result, is_error: true } : { type: 'tool_result' as const, tool_use_id: ids[position]!, content: call.result }],
        );
        if (answered.length > 0) messages.push({ role: 'user', content: answered, step });
      }
      const shareNode: ShareNode = { id: `n_${index}`, name: sketch.name, folder: sketch.folder, task: sketch.task, status: sketch.status, usage: sketch.usage, messages };
      return index === 0 ? shareNode : { ...shareNode, parentId: `n_${sketch.parentPick % index}` };
    });
    const document: ShareDocument = {
      version: 1,
      title,
      modelId,
      provenance: { appVersion: '0.1.0', sharedAt: '2026-05-01T10:00:00.000Z', surfaceHash: defaultSurfaceHash },
      workspace: { root: '/workspace', base: 'empty', added, changed: {}, removed: [] },
      surface: system === undefined ? {} : { system },
      nodes: shareNodes,
    };
    return finalFiles ? { ...document, finalFiles } : document;
  });

import { deflateRawSync } from 'node:zlib';
import type { AgentNode } from '../../../src/engine/nodes/node';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { ShareBuildInput } from '../../../src/share/build-share';
import { contentHash } from '../../../src/engine/toolkit/stable-json';
import { surfaceHash } from '../../../src/engine/toolkit/surface';
import { shareDocumentSchema, type ShareDocument, type ShareMessage, type ShareNode } from '../../../src/share/share-document';

/** Hand-built share documents for the share tests: only what a test states differs from a plain run. */

export const defaultSurfaceHash = surfaceHash(defaultSurface());

/** A valid document (checked against the schema, so a test cannot build on an impossible one). */
export function shareDocument(parts: Partial<ShareDocument> = {}): ShareDocument {
  return shareDocumentSchema.parse({
    version: 1,
    title: 'A shared run',
    modelId: 'claude-test',
    provenance: { appVersion: '0.1.0', sharedAt: '2026-05-01T10:00:00.000Z', surfaceHash: defaultSurfaceHash },
    workspace: { root: '/workspace', base: 'empty', added: {}, changed: {}, removed: [] },
    surface: {},
    nodes: [],
    ...parts,
  });
}

export interface ScriptedCall {
  name: string;
  input: Record<string, unknown>;
  /** The tool's answer; leave out for a call the run never answered. */
  result?: string;
  isError?: boolean;
}

export interface ScriptedStep {
  text?: string;
  calls?: ScriptedCall[];
  /** A surface hash other than the default's. */
  surfaceHash?: string;
}

/**
 * A node transcript: the task, then per step the model's reply and, when it called tools, the
 * user message answering them. Steps are numbered from `firstStep`.
 */
export function transcript(task: string, steps: ScriptedStep[], firstStep = 1): ShareMessage[] {
  const messages: ShareMessage[] = [{ role: 'user', content: task }];
  for (const [index, step] of steps.entries()) {
    const number = firstStep + index;
    const calls = step.calls ?? [];
    const content: Extract<ShareMessage, { role: 'assistant' }>['content'] = [];
    if (step.text) content.push({ type: 'text', text: step.text });
    for (const [position, call] of calls.entries()) content.push({ type: 'tool_use', id: `toolu_${number}_${position}`, name: call.name, input: call.input });
    messages.push({ role: 'assistant', content, step: number, surfaceHash: step.surfaceHash ?? defaultSurfaceHash });
    const answered = calls.map((call, position) => ({ call, position })).filter(({ call }) => call.result !== undefined);
    if (answered.length === 0) continue;
    messages.push({
      role: 'user',
      step: number,
      content: answered.map(({ call, position }) =>
        call.isError
          ? { type: 'tool_result' as const, tool_use_id: `toolu_${number}_${position}`, content: call.result!, is_error: true }
          : { type: 'tool_result' as const, tool_use_id: `toolu_${number}_${position}`, content: call.result! },
      ),
    });
  }
  return messages;
}

export function node(id: string, messages: ShareMessage[], parts: Partial<ShareNode> = {}): ShareNode {
  const task = typeof messages[0]?.content === 'string' ? messages[0].content : '';
  return {
    id,
    name: id,
    folder: '',
    task,
    status: { state: 'done' },
    usage: { inputTokens: 100, outputTokens: 20, cacheReadTokens: 0, cacheWriteTokens: 0 },
    messages,
    ...parts,
  };
}

/**
 * A link around any JSON, sealed the way the codec seals its own (same check digits), but deflated
 * by node:zlib: what a crafted link looks like to the decoder.
 */
export function craftLink(payload: string | Uint8Array, version = 'v1'): string {
  const bytes = typeof payload === 'string' ? new TextEncoder().encode(payload) : payload;
  return sealLink(Buffer.from(deflateRawSync(bytes)).toString('base64url'), version);
}

export function sealLink(data: string, version = 'v1'): string {
  const body = `${version}.${data}`;
  return `#share=${body}.${contentHash(body).slice(0, 8)}`;
}

/** Build input for a session without a run, over `startFiles`. */
export function emptyBuildInput(startFiles: Record<string, string> = {}): ShareBuildInput {
  return {
    session: { id: 's1', title: 'Empty' },
    nodes: [],
    messagesByNode: {},
    startFiles,
    surface: defaultSurface(),
    modelId: 'claude-test',
    appVersion: '0.1.0',
    samples: {},
  };
}

/** A stored root node (as NodeStore.listNodes gives it). */
export function rootAgentNode(): AgentNode {
  return {
    id: 'n_root',
    sessionId: 's1',
    rootId: 'n_root',
    depth: 0,
    name: 'root',
    folder: '',
    task: 'Go',
    model: 'claude-test',
    status: { state: 'done' },
    usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
    messageCount: 1,
    createdAt: 1,
    updatedAt: 1,
  };
}

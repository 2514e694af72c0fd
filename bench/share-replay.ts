import { workspaceAtStep } from '../src/share/replay';
import { decodeShareLink, encodeShareLink, MAX_REPLAY_FILE_STEPS } from '../src/share/share-codec';
import { SHARE_DOCUMENT_VERSION, type ShareDocument, type ShareMessage } from '../src/share/share-document';
import { defaultSurface } from '../src/engine/toolkit/default-surface';
import { surfaceHash } from '../src/engine/toolkit/surface';
import { ms } from './measure';

/**
 * A crafted link at the replay's limits: how long it takes, and how much memory it holds, to open
 * it and show its first and last steps, the way the replay page does.
 */
export async function benchShareReplay(print: (line: string) => void): Promise<void> {
  print('# Share replay at its limits');
  await openAndStep(print, '10,000 files × 20,000 write steps', 'ran out of a 4 GB heap', crafted(10_000, 20_000, (step) => ({ name: 'write_file', input: { path: `f${step % 10_000}`, content: `${step}` } })));
  await openAndStep(print, '20,000 command steps', '28 s and 1.75 GB', crafted(0, 20_000, (step) => ({ name: 'Bash', input: { command: `echo ${step}` } })));
  print(`  (links over ${(MAX_REPLAY_FILE_STEPS / 1e6).toFixed(0)} million files × steps are refused with a message before any replay)`);
}

/** The samples a page holds: one object for the page's life (the replay is cached against it). */
const samples = {};

async function openAndStep(print: (line: string) => void, name: string, before: string, document: ShareDocument): Promise<void> {
  const link = await encodeShareLink(document);
  const heapBefore = heapUsed();
  const started = performance.now();
  const decoded = await decodeShareLink(link, samples);
  if (!decoded.ok) throw new Error(`bench: ${decoded.message}`);
  const decodedAt = performance.now();
  const steps = decoded.document.nodes[0]!.messages.filter((message) => message.role === 'assistant').length;
  workspaceAtStep(decoded.document, 1, samples);
  const firstAt = performance.now();
  workspaceAtStep(decoded.document, steps, samples);
  const lastAt = performance.now();
  const held = heapUsed() - heapBefore;
  print(
    `${name} (link ${(link.length / 1024).toFixed(0)} kB): decode ${ms(decodedAt - started)} · replay and first step ${ms(firstAt - decodedAt)} · last step ${ms(lastAt - firstAt)} · heap held ${(held / 1024 / 1024).toFixed(0)} MB (before: ${before})`,
  );
}

function heapUsed(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

function crafted(fileCount: number, stepCount: number, call: (step: number) => { name: string; input: Record<string, unknown> }): ShareDocument {
  const messages: ShareMessage[] = [{ role: 'user', content: 'go' }];
  for (let step = 1; step <= stepCount; step += 1) {
    const { name, input } = call(step);
    messages.push({ role: 'assistant', step, content: [{ type: 'tool_use', id: `t${step}`, name, input }] });
    messages.push({ role: 'user', step, content: [{ type: 'tool_result', tool_use_id: `t${step}`, content: 'ok' }] });
  }
  const added = Object.fromEntries(Array.from({ length: fileCount }, (_, index) => [`f${index}`, '']));
  return {
    version: SHARE_DOCUMENT_VERSION,
    title: 'A crafted run',
    modelId: 'claude-test',
    provenance: { appVersion: '0.1.0', sharedAt: '2026-11-23T00:00:00.000Z', surfaceHash: surfaceHash(defaultSurface()) },
    workspace: { root: '/workspace', base: 'empty', added, changed: {}, removed: [] },
    surface: {},
    nodes: [{ id: 'root', name: 'root', folder: '', task: 'go', status: { state: 'done' }, usage: { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 }, messages }],
  };
}

import { describe, expect, it } from 'vitest';
import { finalWorkspace, MAX_REPLAYED_EDIT_CHARACTERS, workspaceAtStep } from '../../../src/share/replay';
import { decodeShareFile, decodeShareLink, encodeShareLink } from '../../../src/share/share-codec';
import type { ShareDocument, ShareMessage } from '../../../src/share/share-document';
import { node, shareDocument } from './share-fixtures';

/**
 * Crafted runs that are small on the wire but huge to replay naively: many files times many steps,
 * many command steps (each a caveat), many edits of one big file. They open through the same
 * functions a link opens through, within seconds, or are refused with a message.
 */

function manyFiles(count: number, content = ''): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, content]));
}

/** Steps numbered 1..n, each one call with its answer; `call(k)` names the tool and its input. */
function callSteps(count: number, call: (step: number) => { name: string; input: Record<string, unknown> }): ShareMessage[] {
  const messages: ShareMessage[] = [{ role: 'user', content: 'go' }];
  for (let step = 1; step <= count; step += 1) {
    const { name, input } = call(step);
    messages.push({ role: 'assistant', step, content: [{ type: 'tool_use', id: `t${step}`, name, input }] });
    messages.push({ role: 'user', step, content: [{ type: 'tool_result', tool_use_id: `t${step}`, content: 'ok' }] });
  }
  return messages;
}

function opened(document: ShareDocument): ShareDocument {
  const decoded = decodeShareFile(JSON.stringify(document), samples);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.document;
}

/** One object for the test's life, as a page holds its samples (the replay is cached against it). */
const samples = {};

function elapsed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
}

describe('replaying a long run over many files', () => {
  it('10,000 files × 20,000 steps open, and any step shows in well under a second', () => {
    // The worker has run other files before this one: only what this run adds to the heap counts.
    const heapBefore = process.memoryUsage().heapUsed;
    const document = opened(
      shareDocument({
        workspace: { root: '/workspace', base: 'empty', added: manyFiles(10_000), changed: {}, removed: [] },
        nodes: [node('root', callSteps(20_000, (step) => ({ name: 'write_file', input: { path: `f${step % 10_000}`, content: `${step}` } })))],
      }),
    );
    const first = elapsed(() => workspaceAtStep(document, 1, samples));
    expect(first.value.files.f1).toBe('1');
    expect(first.ms).toBeLessThan(8_000);

    const last = elapsed(() => workspaceAtStep(document, 20_000, samples));
    expect(Object.keys(last.value.files)).toHaveLength(10_000);
    expect(last.value.files.f0).toBe('20000');
    expect(last.value.changedPaths).toEqual(['f0']);
    expect(last.ms).toBeLessThan(500);

    // Back to the middle: rebuilt from the start, not from a copy per step.
    const middle = elapsed(() => workspaceAtStep(document, 10_000, samples));
    expect(middle.value.files.f0).toBe('10000');
    expect(middle.value.files.f9999).toBe('9999');
    expect(middle.ms).toBeLessThan(500);
    // A workspace copied per step would need tens of gigabytes here.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(1024 * 1024 * 1024);
  }, 30_000);

  it('20,000 command steps open quickly, each step listing the caveats so far', () => {
    const document = opened(
      shareDocument({ nodes: [node('root', callSteps(20_000, (step) => ({ name: 'Bash', input: { command: `echo ${step}` } })))] }),
    );
    const all = elapsed(() => [1, 5_000, 20_000].map((step) => workspaceAtStep(document, step, samples)));
    expect(all.value.map((workspace) => workspace.caveats.length)).toEqual([1, 5_000, 20_000]);
    expect(all.value[2]!.caveats.at(-1)!.text).toBe('Step 20000 ran a command (`echo 20000`); any change it made to files is not shown.');
    expect(all.ms).toBeLessThan(5_000);
  }, 30_000);

  it('a link over the cap of files × steps is refused with a message saying why and what to ask for', async () => {
    const document = shareDocument({
      workspace: { root: '/workspace', base: 'empty', added: manyFiles(50_001), changed: {}, removed: [] },
      nodes: [node('root', [{ role: 'user', content: 'go' }, ...Array.from({ length: 10_000 }, (_, index) => ({ role: 'assistant' as const, step: index + 1, content: 'x' }))])],
    });
    const link = await encodeShareLink(document);
    const decoded = await decodeShareLink(link, {});
    expect(decoded).toMatchObject({ ok: false, problem: 'too-long-to-replay', detail: '50001 files × 10000 steps' });
    if (decoded.ok) return;
    expect(decoded.message).toMatch(/too long to step through .*Ask its author to share a shorter run/);
  }, 30_000);

  it('edits of a big file stop being replayed once they have rewritten the cap, and say so', () => {
    const big = `x0\n${'a'.repeat(1024 * 1024)}`;
    const edits = Math.ceil(MAX_REPLAYED_EDIT_CHARACTERS / big.length) + 5;
    const document = opened(
      shareDocument({
        workspace: { root: '/workspace', base: 'empty', added: { 'big.txt': big }, changed: {}, removed: [] },
        nodes: [node('root', callSteps(edits, (step) => ({ name: 'edit_file', input: { path: 'big.txt', oldText: `x${step - 1}\n`, newText: `x${step}\n` } })))],
      }),
    );
    const end = workspaceAtStep(document, edits, samples);
    const shown = Number(/^x(\d+)\n/.exec(end.files['big.txt']!)![1]);
    expect(shown).toBeGreaterThan(50);
    expect(shown).toBeLessThan(edits);
    expect(end.caveats.length).toBe(edits - shown);
    expect(end.caveats[0]!.text).toMatch(/^Step \d+ edited big\.txt, but the replay has already rewritten more text than it keeps for one link/);
    expect(finalWorkspace(document, samples)).toBeUndefined();
  }, 30_000);
});

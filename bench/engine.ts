import picomatch from 'picomatch';
import { z } from 'zod';
import { runAgent } from '../src/engine/loop/run-agent';
import type { ModelClient, ModelResponse } from '../src/engine/model/model-client';
import { builtinTools } from '../src/engine/tools/all-tools';
import { defineTool, succeed } from '../src/engine/tools/tool';
import { defaultSurface } from '../src/engine/toolkit/default-surface';
import { createRegistry, Toolkit } from '../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../src/engine/workspace/embedded-workspace';
import { measure, ms, report } from './measure';

/**
 * The engine's figures: each tool operation beside a plain Node implementation of the same operation
 * on the same in-memory data, and the loop's own overhead per step.
 */
export async function benchEngine(print: (line: string) => void): Promise<void> {
  print('# Engine (Node)');
  await benchFileTools(print);
  await benchSearchTools(print);
  await benchLoopOverhead(print);
}

const base = (workspace: Awaited<ReturnType<typeof createEmbeddedWorkspace>>) => ({
  workspace,
  signal: new AbortController().signal,
  approve: async () => ({ approved: true as const }),
  setPlan: () => {},
});

async function call(toolkit: Toolkit, context: ReturnType<typeof base>, name: string, input: unknown): Promise<string> {
  const prepared = toolkit.prepare({ id: 'bench', name, input });
  if (!('access' in prepared)) throw new Error(prepared.content);
  const result = await toolkit.execute(prepared, context);
  if (result.isError) throw new Error(result.content);
  return result.content;
}

async function benchFileTools(print: (line: string) => void): Promise<void> {
  // Opening a project: 2,000 files of 100 lines into a fresh embedded workspace, every path checked.
  const project: Record<string, string> = {};
  for (let index = 0; index < 2000; index++) project[`src/module${index % 40}/file${index}.ts`] = `export const value${index} = ${index};\n`.repeat(100);
  const build = await measure(() => createEmbeddedWorkspace({ files: project }), { runs: 5, warmup: 1 });
  const buildReference = await measure(() => new Map(Object.entries(project).map(([path, content]) => [path, new TextEncoder().encode(content)])), { runs: 5, warmup: 1 });
  print(report('workspace of 2,000 files x 100 lines, built', build, buildReference, 'a Map of the same files encoded'));

  const lines = Array.from({ length: 10_000 }, (_, index) => `const value${index} = compute(${index}, "line ${index}");`);
  const text = `${lines.join('\n')}\n`;
  const workspace = await createEmbeddedWorkspace({ files: { 'big.ts': text } });
  const toolkit = new Toolkit(createRegistry(builtinTools), defaultSurface());
  const context = base(workspace);
  const memory = new Map([['big.ts', text]]);

  // A page from the middle of the file, as a model pages through it.
  const ours = await measure(() => call(toolkit, context, 'read_file', { path: 'big.ts', offset: 5001, limit: 200 }), { runs: 50 });
  const reference = await measure(() => {
    const all = memory.get('big.ts')!.split('\n');
    return all.slice(5000, 5200).map((line, index) => `${String(5001 + index).padStart(6)}\t${line}`).join('\n');
  }, { runs: 50 });
  print(report('read_file, 200 lines from the middle of a 10,000-line file', ours, reference, 'plain split+slice'));

  // Alternate one call site back and forth so every run is an exact-once edit of the same size.
  let flip = false;
  const edit = await measure(() => {
    const [from, to] = flip ? ['computeFast(5000,', 'compute(5000,'] : ['compute(5000,', 'computeFast(5000,'];
    flip = !flip;
    return call(toolkit, context, 'edit_file', { path: 'big.ts', oldText: from, newText: to });
  }, { runs: 30, warmup: 2 });
  let referenceFlip = false;
  const editReference = await measure(() => {
    const current = memory.get('big.ts')!;
    const [from, to] = referenceFlip ? ['computeFast(5000,', 'compute(5000,'] : ['compute(5000,', 'computeFast(5000,'];
    referenceFlip = !referenceFlip;
    const first = current.indexOf(from);
    if (first === -1 || current.indexOf(from, first + 1) !== -1) throw new Error('reference edit: not exactly one match');
    memory.set('big.ts', current.slice(0, first) + to + current.slice(first + from.length));
  }, { runs: 30 });
  print(`${report('edit_file, one exact-once edit in a 10,000-line file (with its diff)', edit, editReference, 'plain indexOf+splice')}`);
}

async function benchSearchTools(print: (line: string) => void): Promise<void> {
  const files: Record<string, string> = {};
  for (let index = 0; index < 2_000; index++) {
    const folder = `src/module${index % 40}`;
    const body = Array.from({ length: 100 }, (_, line) =>
      line === 50 && index % 100 === 0 ? `export function needle${index}() { return ${index}; }` : `const filler${line} = ${line} * ${index};`,
    );
    files[`${folder}/file${index}.${index % 3 === 0 ? 'tsx' : 'ts'}`] = `${body.join('\n')}\n`;
  }
  const workspace = await createEmbeddedWorkspace({ files });
  const toolkit = new Toolkit(createRegistry(builtinTools), defaultSurface());
  const context = base(workspace);
  const memory = new Map(Object.entries(files));

  const grep = await measure(() => call(toolkit, context, 'grep', { pattern: 'function needle\\d+' }), { runs: 10 });
  const grepReference = await measure(() => {
    const pattern = /function needle\d+/;
    const matches: string[] = [];
    for (const [path, content] of [...memory.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      content.split('\n').forEach((line, index) => {
        if (pattern.test(line)) matches.push(`${path}:${index + 1}:${line}`);
      });
    }
    return matches;
  }, { runs: 10 });
  print(report('grep, one regex over 2,000 files x 100 lines', grep, grepReference, 'plain Node loop over the same files'));

  const glob = await measure(() => call(toolkit, context, 'glob', { pattern: 'src/**/*.tsx' }), { runs: 20 });
  const globReference = await measure(() => {
    const matcher = picomatch('src/**/*.tsx');
    return [...memory.keys()].filter((path) => matcher(path)).sort();
  }, { runs: 20 });
  print(report('glob, src/**/*.tsx over 2,000 files', glob, globReference, 'picomatch over the path list'));
}

/** A zero-latency model: every reply asks for three no-op calls. */
class InstantModel implements ModelClient {
  private count = 0;
  async createMessage(): Promise<ModelResponse> {
    const id = () => `toolu_${this.count++}`;
    return {
      content: [0, 1, 2].map(() => ({ type: 'tool_use' as const, id: id(), name: 'noop', input: { note: 'x' } })),
      malformed: [],
      stopReason: 'tool_use',
      usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0 },
    };
  }
}

async function benchLoopOverhead(print: (line: string) => void): Promise<void> {
  const noop = defineTool({
    id: 'noop',
    description: 'Does nothing; measures the loop.',
    parameters: z.object({ note: z.string().describe('Ignored.') }).strict(),
    success: z.object({ ok: z.literal(true) }),
    failures: {},
    access: () => ({ kind: 'none' }),
    handler: async () => succeed({ ok: true as const }),
    format: () => 'ok',
  });
  const contracts = [...builtinTools, noop];
  const registry = createRegistry(contracts);
  const surface = defaultSurface(contracts);
  const workspace = await createEmbeddedWorkspace();
  const steps = 300;
  const runOnce = () =>
    runAgent({
      model: new InstantModel(),
      modelId: 'bench',
      registry,
      getSurface: () => surface,
      workspace,
      messages: [{ role: 'user', content: 'bench' }],
      approve: async () => ({ approved: true }),
      maxSteps: steps,
    });
  const timing = await measure(runOnce, { runs: 5, warmup: 1 });
  const perStep = timing.medianMs / steps;
  print(`loop overhead, 3-call step with a zero-latency model (no-op tools, ${steps}-step runs): ${ms(perStep)} per step (target < 2 ms)`);
}

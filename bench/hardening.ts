import { builtinTools } from '../src/engine/tools/all-tools';
import { defaultSurface } from '../src/engine/toolkit/default-surface';
import { createRegistry, Toolkit } from '../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace, type EmbeddedWorkspace } from '../src/engine/workspace/embedded-workspace';
import { measure, report } from './measure';

/**
 * Hostile inputs against their harmless twins, measured in the same run: a backtracking-prone
 * regex against a plain one on the same lines, a path 50 folders deep against one at the root, and
 * read_file against the same read done by hand in plain JavaScript.
 */
export async function benchHardening(print: (line: string) => void): Promise<void> {
  print('# Hardening (Node)');
  await benchHostileGrep(print);
  await benchDeepPaths(print);
  await benchReadFile(print);
}

const base = (workspace: EmbeddedWorkspace) => ({
  workspace,
  signal: new AbortController().signal,
  approve: async () => ({ approved: true as const }),
  setPlan: () => {},
});

async function call(toolkit: Toolkit, workspace: EmbeddedWorkspace, name: string, input: unknown): Promise<string> {
  const prepared = toolkit.prepare({ id: 'bench', name, input });
  if (!('access' in prepared)) throw new Error(prepared.content);
  const result = await toolkit.execute(prepared, base(workspace));
  if (result.isError) throw new Error(result.content);
  return result.content;
}

async function benchHostileGrep(print: (line: string) => void): Promise<void> {
  // JavaScript's own RegExp needs about 2^39 steps for one of these lines: it would never return.
  const lines = Array.from({ length: 400 }, (_, index) => `${'a'.repeat(39)}${index % 2 === 0 ? '!' : 'a'}`).join('\n');
  const workspace = await createEmbeddedWorkspace({ files: { 'hostile.txt': lines } });
  const toolkit = new Toolkit(createRegistry(builtinTools), defaultSurface());
  const hostile = await measure(() => call(toolkit, workspace, 'grep', { pattern: '(a+)+$', flags: '-c' }), { runs: 20 });
  const plain = await measure(() => call(toolkit, workspace, 'grep', { pattern: 'aaaa!', flags: '-c' }), { runs: 20 });
  print(report('grep (a+)+$ over 400 lines of 40 characters', hostile, plain, 'grep aaaa! on the same lines'));
}

async function benchDeepPaths(print: (line: string) => void): Promise<void> {
  const deep = `${'folder/'.repeat(49)}file.txt`;
  const workspace = await createEmbeddedWorkspace({ files: { [deep]: 'deep\n', 'file.txt': 'shallow\n' } });
  const atDepth50 = await measure(() => workspace.stat(deep), { runs: 200 });
  const atDepth1 = await measure(() => workspace.stat('file.txt'), { runs: 200 });
  print(report('locating a file 50 folders deep (stat)', atDepth50, atDepth1, 'a file at the root'));
  const toolkit = new Toolkit(createRegistry(builtinTools), defaultSurface());
  const listing = await measure(() => call(toolkit, workspace, 'ls', { recursive: true }), { runs: 20 });
  const flat = await measure(() => call(toolkit, workspace, 'ls', {}), { runs: 20 });
  print(report('ls recursive over a 50-folder chain', listing, flat, 'ls of the root alone'));
}

async function benchReadFile(print: (line: string) => void): Promise<void> {
  // The shape the issue measured: a 200-line page from the middle of a 10,000-line file.
  const text = `${Array.from({ length: 10_000 }, (_, index) => `const value${index} = compute(${index}, "line ${index}");`).join('\n')}\n`;
  const path = 'src/lib/big.ts';
  const workspace = await createEmbeddedWorkspace({ files: { [path]: text } });
  const toolkit = new Toolkit(createRegistry(builtinTools), defaultSurface());
  const memory = new Map([[path, text]]);
  const ours = await measure(() => call(toolkit, workspace, 'read_file', { path, offset: 5001, limit: 200 }), { runs: 100 });
  const reference = await measure(() => {
    const all = memory.get(path)!.split('\n');
    return all.slice(5000, 5200).map((line, index) => `${String(5001 + index).padStart(6)}\t${line}`).join('\n');
  }, { runs: 100 });
  print(report('read_file, 200 lines from the middle of a 10,000-line file (whole call)', ours, reference, 'plain split+slice'));
}

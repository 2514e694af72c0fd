import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { builtinTools } from '../src/engine/tools/all-tools';
import { defaultSurface } from '../src/engine/toolkit/default-surface';
import { createRegistry, Toolkit } from '../src/engine/toolkit/toolkit';
import { findBubblewrap, findSocat, SandboxUnavailableError } from '../src/engine/workspace/os/bubblewrap';
import { startDomainProxy } from '../src/engine/workspace/os/domain-proxy';
import { createOsWorkspace } from '../src/engine/workspace/os/os-workspace';
import { measure, report } from './measure';

/**
 * The OS sandbox's costs: what bubblewrap adds to starting one command (and a sub-agent's, with
 * its folder mounted apart), and what the file tools cost on its real folder beside plain Node
 * reading and writing the same file.
 */
export async function benchOsSandbox(print: (line: string) => void): Promise<void> {
  print('# OS sandbox (bubblewrap)');
  try {
    await findBubblewrap();
  } catch (error) {
    if (!(error instanceof SandboxUnavailableError)) throw error;
    print(`skipped: ${error.message}`);
    return;
  }
  const lines = Array.from({ length: 10_000 }, (_, index) => `const value${index} = compute(${index}, "line ${index}");`);
  const workspace = await createOsWorkspace({ files: { 'big.ts': `${lines.join('\n')}\n` } });
  try {
    const run = promisify(execFile);
    const sandboxed = await measure(() => workspace.exec('true'), { runs: 20 });
    const plain = await measure(() => run('/bin/sh', ['-c', 'true'], { cwd: workspace.rootPath }), { runs: 20 });
    print(report('one command (sh -c true) under bubblewrap, through the workspace', sandboxed, plain, 'the same command unsandboxed'));
    await workspace.mkdir('sub');
    const scoped = await measure(() => workspace.exec('true', { cwd: 'sub', writeScope: 'sub' }), { runs: 20 });
    print(report("one command of a sub-agent scoped to sub/ (the copy read-only, its folder writable)", scoped, sandboxed, 'unscoped'));
    await benchAllowedHosts(print, sandboxed);

    const toolkit = new Toolkit(createRegistry(builtinTools), defaultSurface());
    const context = { workspace, signal: new AbortController().signal, approve: async () => ({ approved: true as const }), setPlan: () => {} };
    const call = async (name: string, input: unknown) => {
      const prepared = toolkit.prepare({ id: 'bench', name, input });
      if (!('access' in prepared)) throw new Error(prepared.content);
      const result = await toolkit.execute(prepared, context);
      if (result.isError) throw new Error(result.content);
    };
    const path = join(workspace.rootPath, 'big.ts');
    const read = await measure(() => call('read_file', { path: 'big.ts', offset: 5001, limit: 200 }), { runs: 50 });
    const readPlain = await measure(async () => {
      const all = (await readFile(path, 'utf8')).split('\n');
      return all.slice(5000, 5200).map((line, index) => `${String(5001 + index).padStart(6)}\t${line}`).join('\n');
    }, { runs: 50 });
    print(report('read_file, 200 lines from the middle of a 10,000-line file on disk', read, readPlain, 'plain readFile+split+slice'));

    let flip = false;
    const edit = await measure(() => {
      const [from, to] = flip ? ['computeFast(5000,', 'compute(5000,'] : ['compute(5000,', 'computeFast(5000,'];
      flip = !flip;
      return call('edit_file', { path: 'big.ts', oldText: from, newText: to });
    }, { runs: 30, warmup: 2 });
    let plainFlip = false;
    const editPlain = await measure(async () => {
      const current = await readFile(path, 'utf8');
      const [from, to] = plainFlip ? ['computeFast(5000,', 'compute(5000,'] : ['compute(5000,', 'computeFast(5000,'];
      plainFlip = !plainFlip;
      const first = current.indexOf(from);
      await writeFile(path, current.slice(0, first) + to + current.slice(first + from.length));
    }, { runs: 30 });
    print(report('edit_file, one exact-once edit in a 10,000-line file on disk (with its diff)', edit, editPlain, 'plain readFile+indexOf+writeFile'));
  } finally {
    await workspace.dispose();
  }
}

/** What --allow-domain adds to each command: socat started inside, and waited for, before it runs. */
async function benchAllowedHosts(print: (line: string) => void, withoutNetwork: Awaited<ReturnType<typeof measure>>): Promise<void> {
  let socat: string;
  try {
    socat = await findSocat();
  } catch (error) {
    if (!(error instanceof SandboxUnavailableError)) throw error;
    print(`--allow-domain skipped: ${error.message}`);
    return;
  }
  const proxy = await startDomainProxy(['localhost']);
  const workspace = await createOsWorkspace({ network: { socketPath: proxy.socketPath, socat, hosts: proxy.hosts } });
  try {
    const bridged = await measure(() => workspace.exec('true'), { runs: 20 });
    print(report('one command (sh -c true) with --allow-domain (socat bridge to the proxy)', bridged, withoutNetwork, 'without network'));
  } finally {
    await workspace.dispose();
    await proxy.close();
  }
}

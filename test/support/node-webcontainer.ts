import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile, watch } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebContainerLike } from '../../src/engine/workspace/webcontainer-workspace';

/**
 * A WebContainer stand-in for Node, for what can be checked without the real runtime (which needs
 * StackBlitz's servers): `fs` is Node's promise fs with paths relative to a temporary folder, as
 * WebContainer's are relative to its workdir; `spawn('jsh', ['-c', command])` runs `sh -c` there
 * and merges stdout and stderr into one text stream, as WebContainer does.
 */
export interface NodeWebContainer {
  container: WebContainerLike;
  folder: string;
  cleanup(): Promise<void>;
}

export async function createNodeWebContainer(): Promise<NodeWebContainer> {
  const folder = await mkdtemp(join(tmpdir(), 'webcontainer-'));
  const inside = (path: string) => join(folder, path);
  const fs = {
    readFile: (path: string, encoding?: BufferEncoding) =>
      encoding ? readFile(inside(path), encoding) : readFile(inside(path)).then((buffer) => new Uint8Array(buffer)),
    writeFile: (path: string, data: string | Uint8Array) => writeFile(inside(path), data),
    readdir: (path: string, options?: { withFileTypes?: boolean }) =>
      options?.withFileTypes ? readdir(inside(path), { withFileTypes: true }) : readdir(inside(path)),
    mkdir: (path: string, options?: { recursive?: boolean }) => mkdir(inside(path), options),
    rm: (path: string, options?: { recursive?: boolean; force?: boolean }) => rm(inside(path), options),
    watch: (path: string, options: { recursive?: boolean }, listener: (event: string, name: string) => void) => {
      const controller = new AbortController();
      void (async () => {
        try {
          for await (const change of watch(inside(path), { ...options, signal: controller.signal })) {
            listener(change.eventType, change.filename ?? '');
          }
        } catch {
          // Closed.
        }
      })();
      return { close: () => controller.abort() };
    },
  };
  const container = {
    workdir: folder,
    fs,
    spawn: async (command: string, args: string[], options: { cwd?: string } = {}) => {
      if (command !== 'jsh' || args[0] !== '-c' || args[1] === undefined) throw new Error(`unexpected spawn ${command}`);
      const child = spawn('sh', ['-c', args[1]], { cwd: inside(options.cwd ?? '.') });
      const output = new ReadableStream<string>({
        start(stream) {
          let open = 2;
          // After the reader cancels, the stream refuses more; the rest of the output is dropped.
          const quietly = (action: () => void) => {
            try {
              action();
            } catch {}
          };
          for (const source of [child.stdout, child.stderr]) {
            source.setEncoding('utf8');
            source.on('data', (text: string) => quietly(() => stream.enqueue(text)));
            source.on('end', () => quietly(() => --open === 0 && stream.close()));
          }
        },
      });
      const exit = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 143 : 1))));
      return { output, exit, kill: () => child.kill('SIGKILL'), input: new WritableStream<string>(), resize: () => {} };
    },
  };
  return {
    container: container as unknown as WebContainerLike,
    folder,
    cleanup: () => rm(folder, { recursive: true, force: true }),
  };
}

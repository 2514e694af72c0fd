import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedWorkspace, type EmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';

/**
 * The embedded shell's xargs, paste and diff against GNU's: the same command line on the same files
 * runs through GNU coreutils/diffutils on this machine and through the embedded shell, and what a
 * model reads (stdout, stderr, exit code) must be the same.
 */

type Files = Record<string, string>;

interface Outcome {
  stdout: string;
  stderr: string;
  exitCode: number;
}

function runGnu(folder: string, command: string): Promise<Outcome> {
  return new Promise((resolve) => {
    // --norc: bash reads ~/.bashrc when its input is a socket, which Node's pipes are.
    execFile('bash', ['--norc', '--noprofile', '-c', command], { cwd: folder, env: { PATH: '/usr/bin:/bin', TZ: 'UTC', LC_ALL: 'C' } }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, exitCode: error ? Number(error.code) : 0 }),
    );
  });
}

/** A real folder with the same files and the same modification times as the workspace's. */
async function realCopy(files: Files, workspace: EmbeddedWorkspace): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'aci-gnu-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), content);
    const mtime = new Date((await workspace.stat(path))!.mtimeMs).toISOString();
    await runGnu(folder, `touch -d '${mtime.slice(0, 10)} ${mtime.slice(11, 23)} UTC' '${path}'`);
  }
  return folder;
}

async function expectSameAsGnu(files: Files, command: string): Promise<Outcome> {
  const workspace = await createEmbeddedWorkspace({ files });
  const gnu = await runGnu(await realCopy(files, workspace), command);
  const ours = await workspace.exec(command);
  expect({ stdout: ours.stdout, stderr: ours.stderr, exitCode: ours.exitCode }, command).toEqual(gnu);
  return gnu;
}

const numbered = (count: number, edit: (line: number) => string | undefined = () => undefined) =>
  Array.from({ length: count }, (_, index) => edit(index + 1) ?? `line ${index + 1}`).join('\n') + '\n';

const twoFiles: Files = {
  'a.txt': 'one\ntwo\nthree\n',
  'b.txt': 'one\nTWO\nthree\nfour\n',
  'long-a.txt': numbered(30),
  'long-b.txt': numbered(30, (line) => ({ 2: 'second', 10: 'tenth', 12: 'twelfth', 27: 'late' })[line]).replace('line 20\n', ''),
  'tail-a.txt': 'x\ny',
  'tail-b.txt': 'x\ny\n',
  'tail-c.txt': 'x\nz',
  'empty.txt': '',
  'spaces-a.txt': 'Hello  World\nkeep\n',
  'spaces-b.txt': 'hello world\nkeep \n',
  'words.txt': 'alpha beta\ngamma\ndelta epsilon zeta\n',
};

describe('embedded diff prints what GNU diff prints', () => {
  const cases = [
    'diff a.txt b.txt',
    'diff b.txt a.txt',
    'diff long-a.txt long-b.txt',
    'diff tail-a.txt tail-b.txt',
    'diff tail-a.txt tail-c.txt',
    'diff empty.txt a.txt',
    'diff a.txt empty.txt',
    'diff a.txt a.txt',
    'diff -s a.txt a.txt',
    'diff -q a.txt b.txt',
    'diff -u a.txt b.txt',
    'diff -u long-a.txt long-b.txt',
    'diff -U 1 long-a.txt long-b.txt',
    'diff -U0 long-a.txt long-b.txt',
    'diff -u tail-a.txt tail-c.txt',
    'diff -u empty.txt a.txt',
    'diff -u a.txt empty.txt',
    'diff -u --label old --label new a.txt b.txt',
    'diff -i spaces-a.txt spaces-b.txt',
    'diff -w spaces-a.txt spaces-b.txt',
    'diff -b spaces-a.txt spaces-b.txt',
    'diff -iw spaces-a.txt spaces-b.txt',
    'cat b.txt | diff a.txt -',
    'diff a.txt missing.txt',
  ];
  for (const command of cases) {
    it(command, async () => {
      await expectSameAsGnu(twoFiles, command);
    });
  }

  it('refuses an option it does not have by name, with the ones it has', async () => {
    const workspace = await createEmbeddedWorkspace({ files: twoFiles });
    const result = await workspace.exec('diff -y a.txt b.txt');
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe('diff: option -y is not available in this shell (supported here: -u, -U N, -q, -s, -i, -w, -b, --label)\n');
  });
});

describe('embedded xargs and paste take GNU spellings', () => {
  const cases = [
    'echo a b c | xargs -n1',
    'echo a b c d e | xargs -n2 echo item',
    "printf 'a b\\nc d e\\n' | xargs -n 2 echo",
    "printf 'one\\ntwo\\n' | xargs -I{} echo 'item {}'",
    "printf 'a\\0b c\\0' | xargs -0 -n1 echo",
    'seq 1 5 | paste -sd+',
    'seq 1 5 | paste -sd+ -',
    'paste -sd, words.txt',
    'paste a.txt b.txt',
    'paste -d: a.txt b.txt',
    'seq 1 6 | paste - - -',
  ];
  for (const command of cases) {
    it(command, async () => {
      await expectSameAsGnu(twoFiles, command);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { isWorkspaceError } from '../../../src/engine/workspace/workspace';

describe('embedded workspace commands', () => {
  it('keeps stdout and stderr apart and returns the exit code', async () => {
    const workspace = await createEmbeddedWorkspace();
    const result = await workspace.exec('echo out; echo err >&2; exit 3');
    expect(result).toMatchObject({ exitCode: 3, stdout: 'out\n', stderr: 'err\n', timedOut: false, outputMerged: false });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect((await workspace.exec('true')).exitCode).toBe(0);
    expect((await workspace.exec('ls no-such-file')).exitCode).not.toBe(0);
  });

  it('runs in the root with HOME and PWD there, or in the given folder', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'src/lib/a.ts': 'a' } });
    expect((await workspace.exec('pwd; echo $HOME; echo $PWD')).stdout).toBe('/workspace\n/workspace\n/workspace\n');
    expect((await workspace.exec('pwd; ls', { cwd: 'src/lib' })).stdout).toBe('/workspace/src/lib\na.ts\n');
    expect((await workspace.exec('pwd', { cwd: '/workspace/src' })).stdout).toBe('/workspace/src\n');
  });

  it('starts every command with fresh shell state while files persist', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'src/a.ts': 'a' } });
    await workspace.exec('cd src; export NAME=kept; echo data > made.txt');
    expect((await workspace.exec('pwd; echo "[$NAME]"')).stdout).toBe('/workspace\n[]\n');
    expect(await workspace.readFile('src/made.txt')).toBe('data\n');
  });

  it('refuses a working folder that is missing, a file, or outside the root', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'a.txt': 'a' } });
    await expect(workspace.exec('pwd', { cwd: 'missing' })).rejects.toSatisfy((error) => isWorkspaceError(error, 'not_found'));
    await expect(workspace.exec('pwd', { cwd: 'a.txt' })).rejects.toSatisfy((error) => isWorkspaceError(error, 'not_directory'));
    await expect(workspace.exec('pwd', { cwd: '../' })).rejects.toSatisfy((error) => isWorkspaceError(error, 'outside_root'));
  });

  it('runs a heredoc exactly as written, indentation included', async () => {
    const workspace = await createEmbeddedWorkspace();
    await workspace.exec("cat > f.py <<'EOF'\ndef f():\n    return 1\nEOF");
    expect(await workspace.readFile('f.py')).toBe('def f():\n    return 1\n');
  });

  it('shows the files a command writes, and the command sees files written through the API', async () => {
    const workspace = await createEmbeddedWorkspace();
    await workspace.writeFile('in.txt', 'b\na\n');
    const result = await workspace.exec('sort in.txt > out/sorted.txt || (mkdir out && sort in.txt > out/sorted.txt)');
    expect(result.exitCode).toBe(0);
    expect(await workspace.readFile('out/sorted.txt')).toBe('a\nb\n');
    expect(await workspace.listFiles()).toEqual(['in.txt', 'out/sorted.txt']);
  });

  it('keeps a usable root after a command deletes it', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'a.txt': 'a' } });
    await workspace.exec('cd / && rm -rf /workspace');
    expect(await workspace.listFiles()).toEqual([]);
    expect((await workspace.exec('pwd')).stdout).toBe('/workspace\n');
  });

  it('gives commands a /tmp that is not part of the workspace', async () => {
    const workspace = await createEmbeddedWorkspace();
    expect((await workspace.exec('echo scratch > /tmp/x && cat /tmp/x')).stdout).toBe('scratch\n');
    expect(await workspace.listFiles()).toEqual([]);
  });
});

describe('embedded workspace runaway commands', () => {
  it('ends a busy loop at the command limit and says so in plain words', async () => {
    const workspace = await createEmbeddedWorkspace({ maxCommandCount: 2000 });
    const result = await workspace.exec('echo started; while true; do :; done');
    expect(result).toMatchObject({ exitCode: 124, timedOut: true, stdout: 'started\n' });
    expect(result.stderr).toMatch(/^Stopped: the command ran more than 2,000 shell commands or loop iterations/);
    expect(result.stderr).not.toMatch(/executionLimits|too many commands/);
  });

  it('ends a busy loop at the time limit even when the command limit is far away', async () => {
    const workspace = await createEmbeddedWorkspace({ maxCommandCount: 1_000_000_000 });
    const result = await workspace.exec('while true; do :; done', { timeoutMs: 300 });
    expect(result).toMatchObject({ exitCode: 124, timedOut: true });
    expect(result.stderr).toMatch(/^Stopped: the command was still running at its time limit of 0\.3 s/);
    expect(result.durationMs).toBeLessThan(3000);
  });

  it('keeps what a busy command printed before its time limit stopped it', async () => {
    const workspace = await createEmbeddedWorkspace();
    const result = await workspace.exec('echo started; seq 1 3; while true; do :; done', { timeoutMs: 300 });
    expect(result).toMatchObject({ exitCode: 124, timedOut: true, stdout: 'started\n1\n2\n3\n' });
    expect(result.stderr).toMatch(/^Stopped: the command was still running at its time limit of 0\.3 s and was ended; the output above is what it printed/);
    expect(result.stderr).not.toMatch(/executionLimits|too many/);
  });

  it('runs ordinary commands over 300,000 lines to the end: seq, sort and awk', async () => {
    const workspace = await createEmbeddedWorkspace();
    const script = "seq 1 300000 > numbers.txt; tail -n 1 numbers.txt; sort -rn numbers.txt | head -n 1; awk '{ s += $1 } END { print s }' numbers.txt";
    const result = await workspace.exec(script, { timeoutMs: 150_000 });
    expect(result.stderr).toBe('');
    expect(result).toMatchObject({ exitCode: 0, timedOut: false, stdout: '300000\n300000\n45000150000\n' });
  }, 200_000);

  it('ends a sleeping command at its time limit, keeping the files it wrote', async () => {
    const workspace = await createEmbeddedWorkspace();
    const started = performance.now();
    const result = await workspace.exec('echo progress > log.txt; sleep 5; echo done >> log.txt', { timeoutMs: 200 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({ exitCode: 124, timedOut: true });
    expect(result.stderr).toContain('time limit of 0.2 s');
    expect(result.stderr).toContain('files it wrote are kept');
    expect(await workspace.readFile('log.txt')).toBe('progress\n');
  });

  it('uses the workspace default time limit when the caller gives none', async () => {
    const workspace = await createEmbeddedWorkspace({ defaultTimeoutMs: 250 });
    const result = await workspace.exec('sleep 5');
    expect(result).toMatchObject({ exitCode: 124, timedOut: true });
    expect(result.stderr).toContain('time limit of 0.25 s');
  });

  it('stops when the caller aborts, reported as cancelled rather than timed out', async () => {
    const workspace = await createEmbeddedWorkspace();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = performance.now();
    const result = await workspace.exec('sleep 5', { signal: controller.signal, timeoutMs: 10_000 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({ exitCode: 130, timedOut: false });
    expect(result.stderr).toMatch(/cancelled/);
  });

  it('does not start a command whose signal is already aborted', async () => {
    const workspace = await createEmbeddedWorkspace();
    const controller = new AbortController();
    controller.abort();
    const result = await workspace.exec('echo ran > ran.txt', { signal: controller.signal });
    expect(result).toMatchObject({ exitCode: 130, timedOut: false });
    expect(await workspace.stat('ran.txt')).toBeUndefined();
  });

  it('ends a flood of output before it exhausts memory', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'big.txt': 'x'.repeat(1024 * 1024) } });
    const flood = await workspace.exec('for i in 1 2 3 4 5 6 7 8 9 10; do cat big.txt; done', { timeoutMs: 20_000 });
    expect(flood).toMatchObject({ exitCode: 124, timedOut: false });
    expect(flood.stdout.length).toBeGreaterThan(0);
    expect(flood.stdout.length).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(flood.stderr).toMatch(/^Stopped: the command produced more than 8 MB of output/);
    expect(flood.stderr).not.toMatch(/executionLimits/);
  });

  it('treats a time limit of zero or less as no choice and uses the default', async () => {
    const workspace = await createEmbeddedWorkspace();
    expect(await workspace.exec('echo hi', { timeoutMs: 0 })).toMatchObject({ exitCode: 0, stdout: 'hi\n', timedOut: false });
    expect(await workspace.exec('echo hi', { timeoutMs: -5 })).toMatchObject({ exitCode: 0, timedOut: false });
  });

  it('keeps the words of other limits but not the advice to reconfigure the shell', async () => {
    const workspace = await createEmbeddedWorkspace();
    const result = await workspace.exec('f() { f; }; f');
    expect(result.exitCode).not.toBe(0);
    expect(result.timedOut).toBe(false);
    expect(result.stderr).toMatch(/recursion/);
    expect(result.stderr).not.toMatch(/executionLimits/);
  });

  it('tells listeners a command ran even when it was stopped', async () => {
    const workspace = await createEmbeddedWorkspace({ maxCommandCount: 500 });
    const changes: string[] = [];
    workspace.onChange((change) => changes.push(change.type));
    await workspace.exec('while true; do :; done');
    expect(changes).toEqual(['exec']);
  });
});

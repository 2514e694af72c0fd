import { describe, expect, test } from 'vitest';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { bashTool } from '../../../src/engine/tools/bash';
import type { ApprovalDecision } from '../../../src/engine/tools/tool';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { acceptedOnWire, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

async function setup(options: { decide?: () => ApprovalDecision; writeScope?: string } = {}) {
  const workspace = await createEmbeddedWorkspace({ files: { 'src/a.txt': 'alpha\n', 'notes.md': 'n\n' } });
  return makeToolContext(workspace, options);
}

describe('Bash', () => {
  test('runs in the workspace root after asking for approval with the command', async () => {
    const ctx = await setup();
    const result = await callTool(bashTool, { command: 'pwd && cat src/a.txt' }, ctx);
    expect(ctx.approvals).toEqual([{ toolId: 'Bash', command: 'pwd && cat src/a.txt' }]);
    expect(result.ok && result.value.exitCode).toBe(0);
    expect(result.ok && result.value.stdout).toBe('/workspace\nalpha\n');
    expect(result.text).toMatch(/^exit code 0 · \d+ ms\nstdout:\n\/workspace\nalpha$/);
  });

  test('a non-zero exit is a result with both streams, not a failure', async () => {
    const ctx = await setup();
    const result = await callTool(bashTool, { command: 'echo partial; cat missing.txt; exit 3' }, ctx);
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.exitCode).toBe(3);
    const [header, ...rest] = result.text.split('\n');
    expect(header).toMatch(/^exit code 3 · \d+ ms$/);
    expect(rest[0]).toBe('stdout:');
    expect(rest[1]).toBe('partial');
    expect(rest[2]).toBe('stderr:');
    expect(rest[3]).toContain('missing.txt');
  });

  test('a command with no output says so', async () => {
    const ctx = await setup();
    const result = await callTool(bashTool, { command: 'true' }, ctx);
    expect(result.text).toMatch(/^exit code 0 · \d+ ms\n\(no output\)$/);
  });

  test('a command past its timeout is stopped and reported as timed out, with what it printed', async () => {
    const ctx = await setup();
    const result = await callTool(bashTool, { command: 'echo started; sleep 5; echo never', timeout: 1 }, ctx);
    expect(result.ok && result.value.timedOut).toBe(true);
    expect(result.ok && result.value.durationMs).toBeLessThan(4000);
    expect(result.text.split('\n')[0]).toContain('timed out: stopped after 1 s (exit code 124)');
    expect(result.text.split('\n')[0]).toContain('pass a larger timeout (up to 300)');
    expect(result.text.split('\n')[0]).toContain('Partial output follows');
    expect(result.text).not.toContain('never');
  }, 10_000);

  test('a denial with a reason carries the reason verbatim and says not to retry', async () => {
    const ctx = await setup({ decide: () => ({ approved: false, reason: 'no deleting files today' }) });
    const result = await callTool(bashTool, { command: 'rm notes.md' }, ctx);
    expect(!result.ok && result.kind).toBe('CommandDenied');
    expect(result.text).toContain('"no deleting files today"');
    expect(result.text).toContain('Do not run the same command again');
    expect(await ctx.workspace.readFile('notes.md')).toBe('n\n');
  });

  test('a denial without a reason says not to retry verbatim and to explain or ask', async () => {
    const ctx = await setup({ decide: () => ({ approved: false }) });
    const result = await callTool(bashTool, { command: 'rm notes.md' }, ctx);
    expect(!result.ok && result.kind).toBe('CommandDenied');
    expect(result.text).toBe(
      'The user denied this command. They gave no reason. Do not retry it as it is: explain in your reply why you need it, or ask the user how to proceed.',
    );
  });

  test('with a write scope the command runs inside that folder', async () => {
    const ctx = await setup({ writeScope: 'src' });
    const result = await callTool(bashTool, { command: 'pwd; ls' }, ctx);
    expect(result.ok && result.value.stdout).toBe('/workspace/src\na.txt\n');
    const fresh = await setup({ writeScope: 'packages/new' });
    const created = await callTool(bashTool, { command: 'pwd' }, fresh);
    expect(created.ok && created.value.stdout).toBe('/workspace/packages/new\n');
  });

  test('merged output is labelled as such', () => {
    const text = bashTool.format(
      { exitCode: 1, stdout: 'boom\n', stderr: '', durationMs: 12, timedOut: false, timeoutSeconds: 30, outputMerged: true },
      makeToolContext({} as never),
    );
    expect(text).toBe('exit code 1 · 12 ms\noutput (stdout and stderr arrive merged on this workspace):\nboom');
  });

  test('wire schema: timeout is whole seconds from 1 to 300', () => {
    expect(acceptedOnWire(bashTool, { command: 'ls' })).toBe(true);
    expect(acceptedOnWire(bashTool, { command: 'ls', timeout: 300 })).toBe(true);
    expect(acceptedOnWire(bashTool, { command: 'ls', timeout: 0 })).toBe(false);
    expect(acceptedOnWire(bashTool, { command: 'ls', timeout: 301 })).toBe(false);
    expect(acceptedOnWire(bashTool, { command: 'ls', timeout: 1.5 })).toBe(false);
    expect(acceptedOnWire(bashTool, { command: 'ls', timeout: '30' })).toBe(false);
    expect(acceptedOnWire(bashTool, { command: '' })).toBe(false);
    expect(acceptedOnWire(bashTool, { cmd: 'ls' })).toBe(false);
  });

  test('the surface the model reads', () => {
    expect(bashTool.access({ command: 'ls', timeout: 30 })).toEqual({ kind: 'exec' });
    const surface = defaultSurfaceTool(bashTool);
    expect(surface.name).toBe('Bash');
    expect(surface.description).toContain('read_file');
    const timeout = (surface.input_schema.properties as Record<string, { description: string }>).timeout!;
    expect(timeout.description).toMatch(/^Seconds/);
    expect(timeout).toMatchObject({ default: 30, maximum: 300 });
    expect(surface).toMatchSnapshot();
    expectTemplatesConsistent(bashTool);
  });
});

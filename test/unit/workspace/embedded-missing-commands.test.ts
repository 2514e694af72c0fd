import { describe, expect, it } from 'vitest';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';

/** What the model reads when it reaches for a program the embedded shell does not have. */
const libraryWords = /browser environments|Node\.js bundle|Exclude '|just-bash|executionLimits|bundle/i;

describe('a command the embedded shell does not have', () => {
  for (const command of ['python3 script.py', 'node --version', 'git status', 'make test', 'npm test']) {
    it(`answers "${command}" in our words, listing the commands there are`, async () => {
      const workspace = await createEmbeddedWorkspace();
      const result = await workspace.exec(command);
      const name = command.split(' ')[0]!;
      expect(result.exitCode).toBe(127);
      expect(result.stderr).toMatch(new RegExp(`^bash: ${name}: command not found\\. This workspace's shell is an embedded one, and it has no ${name}\\.\\n`));
      expect(result.stderr).toMatch(/Its commands: .*\bgrep\b.*\bsed\b.*\. Do the step with one of these instead\.\n$/);
      expect(result.stderr).not.toMatch(libraryWords);
    });
  }

  it('lists what there is once, after every missing command, and keeps the rest of stderr', async () => {
    const workspace = await createEmbeddedWorkspace();
    const result = await workspace.exec('echo before >&2; git init; python3 -V; echo after >&2');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe('before');
    expect(lines[1]).toMatch(/^bash: git: command not found\./);
    expect(lines[2]).toMatch(/^bash: python3: command not found\./);
    expect(lines[3]).toBe('after');
    expect(lines[4]).toMatch(/^It runs no programs beyond its own commands: no node, npm, python, git, make or network access\. Its commands: /);
    expect(lines).toHaveLength(5);
    expect(result.stderr.match(/Its commands:/g)).toHaveLength(1);
    expect(result.stderr).not.toMatch(libraryWords);
  });

  it('lists only commands that run', async () => {
    const workspace = await createEmbeddedWorkspace();
    const listed = /Its commands: (.*)\. Do the step/.exec((await workspace.exec('ruby -v')).stderr)![1]!.split(', ');
    expect(listed).toEqual(expect.arrayContaining(['awk', 'cat', 'diff', 'find', 'grep', 'paste', 'sed', 'sort', 'xargs']));
    const checks = await Promise.all(['awk', 'diff', 'paste', 'xargs', 'jq'].map((name) => workspace.exec(`command -v ${name}`)));
    for (const check of checks) expect(check.exitCode).toBe(0);
  });

  it('leaves stderr alone when every command was there', async () => {
    const workspace = await createEmbeddedWorkspace();
    const result = await workspace.exec('cat missing.txt');
    expect(result.stderr).not.toMatch(/Its commands/);
    expect(result.stderr).toMatch(/missing\.txt/);
  });
});

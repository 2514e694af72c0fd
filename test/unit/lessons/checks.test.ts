import { describe, expect, it } from 'vitest';
import { describeCheck, evaluateChecks, type Check } from '../../../src/engine/lessons/checks';
import type { RunTrace, TracedCall } from '../../../src/engine/lessons/run-trace';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';

function traced(handler: string | undefined, fields: Partial<TracedCall> = {}): TracedCall {
  return { nodeId: 'n_root', step: 1, id: `toolu_${Math.random()}`, name: handler ?? 'mystery', handler, input: {}, isError: false, ...fields };
}

/**
 * A run that read, was refused once at the gate, then edited through a renamed tool; a reply
 * handler (Aider's) could not apply one SEARCH/REPLACE block at step 3.
 */
const trace: RunTrace = {
  replies: [{ step: 3, writtenBytes: 12, failures: ['NoMatch'] }],
  calls: [
    traced('read_file', { step: 1 }),
    traced('edit_file', { step: 2, name: 'apply_patch', isError: true, errorKind: 'InvalidToolCall' }),
    traced('edit_file', { step: 3, name: 'apply_patch' }),
    traced(undefined, { step: 3, name: 'str_replace', isError: true, errorKind: 'UnknownTool' }),
  ],
  steps: 4,
  usage: { inputTokens: 9_000, outputTokens: 500, cacheReadTokens: 400, cacheWriteTokens: 100 },
  stopReason: { type: 'done' },
};

async function judge(check: Check) {
  const workspace = await createEmbeddedWorkspace({ files: { 'src/app.ts': 'export const port = 8080;\n', 'notes.md': '- ship it\n' } });
  const [result] = await evaluateChecks([check], { trace, workspace });
  await workspace.dispose();
  return result!;
}

/** Every kind, once passing and once failing, with what the one-line explanation must say. */
const cases: Array<{ name: string; pass: Check; fail: Check; failSays: RegExp }> = [
  {
    name: 'file contains',
    pass: { kind: 'file-contains', path: 'src/app.ts', text: 'port = 8080' },
    fail: { kind: 'file-contains', path: 'src/app.ts', text: 'port = 3000' },
    failSays: /src\/app\.ts has no "port = 3000"/,
  },
  {
    name: 'file contains, absent',
    pass: { kind: 'file-contains', path: 'src/app.ts', text: 'TODO', absent: true },
    fail: { kind: 'file-contains', path: 'src/app.ts', text: '8080', absent: true },
    failSays: /still has "8080"/,
  },
  {
    name: 'file matches',
    pass: { kind: 'file-matches', path: 'src/app.ts', pattern: 'port = \\d{4};$', flags: 'm' },
    fail: { kind: 'file-matches', path: 'src/app.ts', pattern: '^PORT', flags: 'm' },
    failSays: /has no \/\^PORT\/m/,
  },
  {
    name: 'file matches, on a missing file',
    pass: { kind: 'file-matches', path: 'missing.txt', pattern: 'x', absent: true },
    fail: { kind: 'file-matches', path: 'missing.txt', pattern: 'x' },
    failSays: /missing\.txt does not exist/,
  },
  {
    name: 'command exit code',
    pass: { kind: 'command', command: 'grep -q 8080 src/app.ts' },
    fail: { kind: 'command', command: 'cat nowhere.txt' },
    failSays: /`cat nowhere\.txt` exited 1 \(wanted 0\): .*nowhere/,
  },
  {
    name: 'command with another expected code',
    pass: { kind: 'command', command: 'grep -q 3000 src/app.ts', exitCode: 1 },
    fail: { kind: 'command', command: 'true', exitCode: 1 },
    failSays: /exited 0 \(wanted 1\)/,
  },
  {
    name: 'tool called at least (by handler, through a rename)',
    pass: { kind: 'tool-called', tool: 'edit_file', atLeast: 2 },
    fail: { kind: 'tool-called', tool: 'grep', atLeast: 1 },
    failSays: /grep called 0 times \(wanted: at least 1 time\)/,
  },
  {
    name: 'tool called at most',
    pass: { kind: 'tool-called', tool: 'read_file', atMost: 1 },
    fail: { kind: 'tool-called', tool: 'edit_file', atMost: 1 },
    failSays: /edit_file called 2 times \(wanted: at most 1 time\)/,
  },
  {
    name: 'tool never called',
    pass: { kind: 'tool-called', tool: 'write_file', atMost: 0 },
    fail: { kind: 'tool-called', tool: 'read_file', atMost: 0 },
    failSays: /read_file called 1 time \(wanted: never\)/,
  },
  {
    name: 'tool sequence (a subsequence)',
    pass: { kind: 'tool-sequence', tools: ['read_file', 'edit_file'] },
    fail: { kind: 'tool-sequence', tools: ['edit_file', 'read_file'] },
    failSays: /read_file never came after edit_file; calls were read_file → edit_file → edit_file → \[str_replace\]/,
  },
  {
    name: 'no failure of a kind',
    pass: { kind: 'no-failure', failure: 'NotFound' },
    fail: { kind: 'no-failure', failure: 'InvalidToolCall' },
    failSays: /1 InvalidToolCall failure \(step 2\)/,
  },
  {
    name: 'no failure of a kind from one tool',
    pass: { kind: 'no-failure', failure: 'InvalidToolCall', tool: 'read_file' },
    fail: { kind: 'no-failure', failure: 'InvalidToolCall', tool: 'edit_file' },
    failSays: /from edit_file/,
  },
  {
    name: 'no failure of a kind, counting reply-handler failures (a SEARCH/REPLACE block not applied)',
    pass: { kind: 'no-failure', failure: 'NoMatch', tool: 'edit_file' },
    fail: { kind: 'no-failure', failure: 'NoMatch' },
    failSays: /^1 NoMatch failure \(step 3\)$/,
  },
  {
    name: 'at most N steps',
    pass: { kind: 'max-steps', steps: 4 },
    fail: { kind: 'max-steps', steps: 3 },
    failSays: /4 model calls \(allowed 3\)/,
  },
  {
    name: 'at most N tokens (input, output and cache)',
    pass: { kind: 'max-tokens', tokens: 10_000 },
    fail: { kind: 'max-tokens', tokens: 9_999 },
    failSays: /10,000 tokens \(allowed 9,999\)/,
  },
];

describe('lesson checks', () => {
  for (const { name, pass, fail, failSays } of cases) {
    it(`${name}: passes and fails with a one-line explanation`, async () => {
      const passed = await judge(pass);
      expect(passed.passed, passed.explanation).toBe(true);
      const failed = await judge(fail);
      expect(failed.passed).toBe(false);
      expect(failed.explanation).toMatch(failSays);
      for (const result of [passed, failed]) expect(result.explanation).not.toContain('\n');
    });
  }

  it('reads as a short label in tables, or as its own label', () => {
    expect(describeCheck({ kind: 'tool-called', tool: 'write_file', atMost: 0 })).toBe('write_file never called');
    expect(describeCheck({ kind: 'tool-called', tool: 'edit_file', atLeast: 1, atMost: 3 })).toBe('edit_file called 1 to 3 times');
    expect(describeCheck({ kind: 'max-tokens', tokens: 50_000 })).toBe('at most 50,000 tokens');
    expect(describeCheck({ kind: 'no-failure', failure: 'NotFound', label: 'found the file' })).toBe('found the file');
  });

  it('evaluates every check of a list, in order, command checks in the final workspace', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'a.txt': 'one\n' } });
    const results = await evaluateChecks(
      [
        { kind: 'command', command: 'echo two >> a.txt' },
        { kind: 'file-contains', path: 'a.txt', text: 'two' },
      ],
      { trace, workspace },
    );
    expect(results.map((result) => result.passed)).toEqual([true, true]);
  });
});

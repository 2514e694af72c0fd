import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runToolCalls } from '../../../src/engine/loop/run-tool-calls';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defineTool, succeed, type AnyToolContract } from '../../../src/engine/tools/tool';
import { defaultSurface, defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { createRegistry, Toolkit, type PreparedCall, type ToolCallResult } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import type { Workspace } from '../../../src/engine/workspace/workspace';

/** A file tool that never finishes on its own; it notes whether it saw its signal fire. */
function stuckTool(seen: { aborted: boolean }): AnyToolContract {
  return defineTool({
    id: 'stuck',
    description: 'Reads forever.',
    parameters: z.object({}).strict(),
    success: z.object({}),
    failures: {},
    access: () => ({ kind: 'read' }),
    handler: (_args, ctx) =>
      new Promise((resolve) => {
        ctx.signal.addEventListener('abort', () => {
          seen.aborted = true;
          resolve(succeed({}));
        });
      }),
    format: () => 'done',
  });
}

/** A write that stops the whole run while it works (as a person pressing Stop would). */
function stoppingTool(controller: AbortController): AnyToolContract {
  return defineTool({
    id: 'stopper',
    description: 'Stops the run.',
    parameters: z.object({}).strict(),
    success: z.object({}),
    failures: {},
    access: () => ({ kind: 'write', path: 'target.txt' }),
    handler: async () => {
      controller.abort();
      return succeed({});
    },
    format: () => 'stopped',
  });
}

function toolkitWith(extra: AnyToolContract[], fileCallDeadlineMs?: number): Toolkit {
  const surface = defaultSurface();
  return new Toolkit(createRegistry([...builtinTools, ...extra]), { ...surface, tools: [...surface.tools, ...extra.map((tool) => defaultSurfaceTool(tool))] }, {
    maxResultChars: 40_000,
    fileCallDeadlineMs,
  });
}

function base(workspace: Workspace, signal: AbortSignal) {
  return { workspace, signal, approve: async () => ({ approved: true as const }), setPlan: () => {} };
}

function prepared(toolkit: Toolkit, id: string, name: string, input: unknown): PreparedCall {
  const call = toolkit.prepare({ id, name, input });
  if (!('access' in call)) throw new Error(call.content);
  return call;
}

describe('limits on one tool call', () => {
  it('a file call past its deadline is answered with TimedOut, and its handler sees its signal fire', async () => {
    const seen = { aborted: false };
    const toolkit = toolkitWith([stuckTool(seen)], 50);
    const workspace = await createEmbeddedWorkspace();
    const started = performance.now();
    const result = await toolkit.execute(prepared(toolkit, 't1', 'stuck', {}), base(workspace, new AbortController().signal));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.errorKind).toBe('TimedOut');
    expect(result.problem).toBeUndefined();
    expect(JSON.parse(result.content).message).toContain('stuck was stopped after 0.1 s');
    expect(seen.aborted).toBe(true);
  });

  it('stopping the run answers a call in progress as Interrupted at once', async () => {
    const toolkit = toolkitWith([stuckTool({ aborted: false })]);
    const workspace = await createEmbeddedWorkspace();
    const controller = new AbortController();
    const running = toolkit.execute(prepared(toolkit, 't1', 'stuck', {}), base(workspace, controller.signal));
    setTimeout(() => controller.abort(), 20);
    const result = await running;
    expect(result.errorKind).toBe('Interrupted');
  });

  it('a write queued behind a call that stopped the run does not happen', async () => {
    const controller = new AbortController();
    const toolkit = toolkitWith([stoppingTool(controller)]);
    const workspace = await createEmbeddedWorkspace({ files: { 'target.txt': 'before\n' } });
    const calls = [
      prepared(toolkit, 't1', 'stopper', {}),
      prepared(toolkit, 't2', 'write_file', { path: 'target.txt', content: 'after\n' }),
    ];
    const results: ToolCallResult[] = await runToolCalls(calls, (call) => toolkit.execute(call, base(workspace, controller.signal)), workspace.rootPath);
    expect(results[1]!.errorKind).toBe('NotRun');
    expect(JSON.parse(results[1]!.content).message).toContain('stopped before this write_file call started');
    expect(await workspace.readFile('target.txt')).toBe('before\n');
  });

  it('an unknown tool name of 100,000 characters is echoed clipped, saying how much was left out', () => {
    const toolkit = toolkitWith([]);
    const result = toolkit.prepare({ id: 't1', name: 'x'.repeat(100_000), input: {} });
    expect('access' in result).toBe(false);
    const content = (result as ToolCallResult).content;
    expect(content.length).toBeLessThan(1_000);
    expect(content).toContain('99,900 more characters left out');
    expect(content).toContain('read_file, write_file');
  });
});

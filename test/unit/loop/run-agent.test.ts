import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AgentEvent } from '../../../src/engine/loop/events';
import { runAgent, type RunAgentOptions } from '../../../src/engine/loop/run-agent';
import { createTokenBudget } from '../../../src/engine/loop/token-budget';
import type { MessageParam } from '../../../src/engine/model/model-client';
import { ProviderError } from '../../../src/engine/model/provider-error';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defineTool, fail, succeed } from '../../../src/engine/tools/tool';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import type { Surface } from '../../../src/engine/toolkit/surface';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { ScriptedModel, type ScriptedTurn } from '../../support/scripted-model';

const task = (text: string): MessageParam[] => [{ role: 'user', content: text }];

async function run(turns: ScriptedTurn[], overrides: Partial<RunAgentOptions> = {}) {
  const workspace = overrides.workspace ?? (await createEmbeddedWorkspace({ files: { 'src/app.ts': 'export const answer = 41;\n' } }));
  const model = new ScriptedModel(turns);
  const events: AgentEvent[] = [];
  const surface = defaultSurface();
  const result = await runAgent({
    model,
    modelId: 'claude-test',
    registry: createRegistry(builtinTools),
    getSurface: () => surface,
    workspace,
    messages: task('Fix the answer.'),
    approve: async () => ({ approved: true }),
    onEvent: (event) => events.push(event),
    ...overrides,
  });
  return { result, model, events, workspace };
}

/** The tool_result blocks of the user message that answered step `step` (1-based). */
function resultsOf(messages: MessageParam[], step: number) {
  const answers = messages.filter((message, index) => index > 0 && message.role === 'user');
  const answer = answers[step - 1];
  if (!answer || typeof answer.content === 'string') throw new Error(`no answer for step ${step}`);
  return answer.content;
}

describe('runAgent', () => {
  it('ends with done when the model answers in plain text', async () => {
    const { result, events } = await run([{ text: 'All good.' }]);
    expect(result.stopReason).toEqual({ type: 'done' });
    expect(result.steps).toBe(1);
    expect(result.messages.at(-1)).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'All good.' }] });
    expect(events.at(-1)).toMatchObject({ type: 'run-end', reason: { type: 'done' }, steps: 1 });
  });

  it('runs the calls, answers every tool_use id in order, and carries on until done', async () => {
    const { result, workspace } = await run([
      {
        calls: [
          { id: 'a', name: 'read_file', input: { path: 'src/app.ts' } },
          { id: 'b', name: 'edit_file', input: { path: 'src/app.ts', oldText: '41', newText: '42' } },
        ],
      },
      { text: 'Changed 41 to 42.' },
    ]);
    expect(result.stopReason.type).toBe('done');
    const answered = resultsOf(result.messages, 1);
    expect(answered.map((block) => block.type === 'tool_result' && block.tool_use_id)).toEqual(['a', 'b']);
    expect(await workspace.readFile('src/app.ts')).toBe('export const answer = 42;\n');
  });

  it('serialises writes to one path in a turn, so two edits of one file both land', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'notes.txt': 'alpha\nbeta\n' } });
    await run(
      [
        {
          calls: [
            { name: 'edit_file', input: { path: 'notes.txt', oldText: 'alpha', newText: 'ALPHA' } },
            { name: 'edit_file', input: { path: 'notes.txt', oldText: 'beta', newText: 'BETA' } },
          ],
        },
        { text: 'done' },
      ],
      { workspace },
    );
    expect(await workspace.readFile('notes.txt')).toBe('ALPHA\nBETA\n');
  });

  it('serialises writes that name one file in different ways (absolute, ./, doubled slashes), in call order', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'notes.txt': 'alpha\nbeta\n' } });
    await run(
      [
        {
          calls: [
            { name: 'edit_file', input: { path: '/workspace/notes.txt', oldText: 'alpha', newText: 'ALPHA' } },
            { name: 'edit_file', input: { path: './notes.txt', oldText: 'beta', newText: 'BETA' } },
            { name: 'edit_file', input: { path: './/notes.txt', oldText: 'BETA', newText: 'BETA\ngamma' } },
          ],
        },
        { text: 'done' },
      ],
      { workspace },
    );
    expect(await workspace.readFile('notes.txt')).toBe('ALPHA\nBETA\ngamma\n');
  });

  it('answers an unknown tool with the roster of real names, and runs nothing', async () => {
    const { result } = await run([{ calls: [{ name: 'str_replace', input: { path: 'src/app.ts' } }] }, { text: 'ok' }]);
    const [answer] = resultsOf(result.messages, 1);
    expect(answer).toMatchObject({ type: 'tool_result', is_error: true });
    const failure = JSON.parse(String(answer!.type === 'tool_result' && answer!.content));
    expect(failure.error).toBe('UnknownTool');
    expect(failure.message).toContain('"str_replace"');
    expect(failure.message).toContain('read_file, write_file, edit_file, grep, glob, ls, Bash, update_plan');
  });

  it('gates calls against the schema the model was shown: the handler never sees a bad call', async () => {
    const { result, workspace } = await run([
      { calls: [{ name: 'write_file', input: { path: 'out.txt', content: 42 } }] },
      { text: 'ok' },
    ]);
    const [answer] = resultsOf(result.messages, 1);
    const failure = JSON.parse(String(answer!.type === 'tool_result' && answer!.content));
    expect(failure.error).toBe('InvalidToolCall');
    expect(failure.message).toContain('at "content"');
    expect(failure.message).toContain('expected string');
    expect(await workspace.stat('out.txt')).toBeUndefined();
  });

  it('enforces an edited schema (a parameter made required) and reads the surface afresh each step', async () => {
    const base = defaultSurface();
    const strict: Surface = {
      ...base,
      tools: base.tools.map((tool) =>
        tool.handler === 'read_file'
          ? { ...tool, description: 'Read a slice of a file.', input_schema: { ...tool.input_schema, required: ['path', 'offset'] } }
          : tool,
      ),
    };
    let current = base;
    const { result, model, events } = await run(
      [
        () => {
          current = strict; // the person edits the surface while the model is thinking
          return { calls: [{ name: 'read_file', input: { path: 'src/app.ts' } }] };
        },
        { calls: [{ name: 'read_file', input: { path: 'src/app.ts' } }] },
        { text: 'done' },
      ],
      { getSurface: () => current },
    );
    // Step 1 was sent with the defaults and accepted; step 2 with the edit, and rejected.
    expect(resultsOf(result.messages, 1)[0]).not.toHaveProperty('is_error');
    expect(JSON.parse(String((resultsOf(result.messages, 2)[0] as { content: string }).content)).error).toBe('InvalidToolCall');
    const sentDescription = (step: number) => model.requests[step]!.tools.find((tool) => tool.name === 'read_file')!.description;
    expect(sentDescription(0)).not.toBe('Read a slice of a file.');
    expect(sentDescription(1)).toBe('Read a slice of a file.');
    const change = events.find((event) => event.type === 'surface-change');
    expect(change).toMatchObject({ step: 2 });
    expect(change?.type === 'surface-change' && change.changes).toEqual(
      expect.arrayContaining([
        { handler: 'read_file', tool: 'read_file', field: 'description' },
        { handler: 'read_file', tool: 'read_file', field: 'input_schema.required' },
      ]),
    );
    const hashes = events.filter((event) => event.type === 'step-start').map((event) => event.type === 'step-start' && event.surfaceHash);
    expect(hashes[0]).not.toBe(hashes[1]);
    expect(hashes[1]).toBe(hashes[2]);
  });

  it('stops after three unusable replies in a row, and a usable one resets the count', async () => {
    const unknown = { calls: [{ name: 'nope', input: {} }] };
    const good = { calls: [{ name: 'ls', input: {} }] };
    const { result } = await run([unknown, unknown, good, unknown, unknown, unknown, { text: 'never reached' }]);
    expect(result.stopReason).toEqual({ type: 'malformed_cap', count: 3 });
    expect(result.steps).toBe(6);
    // The transcript still answers every call, so the run can be continued.
    expect(result.messages.at(-1)?.role).toBe('user');
  });

  it('answers broken argument JSON and a reply cut off at the output limit with a corrective message', async () => {
    const { result } = await run([
      { malformedCalls: [{ name: 'write_file', raw: '{"path": "big.txt", "content": "aaa' }], stopReason: 'max_tokens' },
      { text: 'done' },
    ]);
    const blocks = resultsOf(result.messages, 1);
    const failure = JSON.parse(String((blocks[0] as { content: string }).content));
    expect(failure.error).toBe('MalformedArguments');
    const corrective = blocks[1];
    expect(corrective).toMatchObject({ type: 'text' });
    expect(corrective!.type === 'text' && corrective!.text).toContain('cut off at the output limit of 8192 tokens');
    expect(corrective!.type === 'text' && corrective!.text).toContain('edit_file');
    expect(result.stopReason.type).toBe('done');
  });

  it('stops at the step cap and at the token budget with typed reasons', async () => {
    const looping = { calls: [{ name: 'ls', input: {} }] };
    const capped = await run([looping, looping, looping], { maxSteps: 2 });
    expect(capped.result.stopReason).toEqual({ type: 'step_cap', steps: 2 });

    const budget = createTokenBudget(250);
    const spent = await run([looping, looping, looping], { tokenBudget: budget });
    // 120 tokens a step: the third step crosses 250 and the run stops before a fourth call.
    expect(spent.result.stopReason).toEqual({ type: 'token_cap', used: 360, limit: 250 });
    expect(spent.model.requests).toHaveLength(3);
  });

  it('stops with the provider error and keeps the transcript up to it', async () => {
    const { result } = await run([
      { calls: [{ name: 'ls', input: {} }] },
      new ProviderError('overloaded', 'The model provider is overloaded right now (529). Try again in a minute.', 'Overloaded', 529),
    ]);
    expect(result.stopReason).toMatchObject({ type: 'provider_error', kind: 'overloaded', status: 529 });
    expect(result.messages).toHaveLength(3); // task, assistant call, tool results
  });

  it('stops when aborted during a tool call, with every call answered', async () => {
    const controller = new AbortController();
    const { result } = await run(
      [{ calls: [{ name: 'Bash', input: { command: 'echo hi' } }] }, { text: 'never' }],
      {
        signal: controller.signal,
        approve: async () => {
          controller.abort();
          return { approved: true };
        },
      },
    );
    expect(result.stopReason).toEqual({ type: 'aborted' });
    expect(result.messages.at(-1)?.role).toBe('user');
  });

  it('puts cache breakpoints on the request copy only, never in the stored transcript', async () => {
    const { model, result } = await run([{ calls: [{ name: 'ls', input: {} }] }, { text: 'ok' }]);
    const second = model.requests[1]!;
    expect(second.tools.at(-1)?.cache_control).toEqual({ type: 'ephemeral' });
    expect(second.system[0]?.cache_control).toEqual({ type: 'ephemeral' });
    expect(JSON.stringify(second.messages.at(-1))).toContain('cache_control');
    expect(JSON.stringify(result.messages)).not.toContain('cache_control');
  });

  it('reports a handler that throws to the person, and gives the model a failure it can act on', async () => {
    const broken = defineTool({
      id: 'flaky',
      description: 'Fails on purpose.',
      parameters: z.object({}).strict(),
      success: z.object({ ok: z.boolean() }),
      failures: { Never: { template: 'never', placeholders: {} } },
      access: () => ({ kind: 'none' }),
      handler: async () => {
        if (Date.now() > 0) throw new TypeError('boom');
        return fail('Never');
      },
      format: () => 'ok',
    });
    const badSuccess = defineTool({ ...broken, id: 'liar', handler: async () => succeed({ ok: 'yes' as unknown as boolean }) });
    const contracts = [...builtinTools, broken, badSuccess];
    const surface = defaultSurface(contracts);
    const { result, events } = await run(
      [{ calls: [{ name: 'flaky', input: {} }, { name: 'liar', input: {} }] }, { text: 'ok' }],
      { registry: createRegistry(contracts), getSurface: () => surface },
    );
    const [thrown, lied] = resultsOf(result.messages, 1).map((block) => JSON.parse(String((block as { content: string }).content)));
    expect(thrown.error).toBe('InternalError');
    expect(lied.error).toBe('InternalError');
    const problems = events.filter((event) => event.type === 'tool-problem');
    expect(problems.map((event) => event.type === 'tool-problem' && event.problem)).toEqual(['handler-threw', 'bad-success']);
    expect(problems[0]?.type === 'tool-problem' && problems[0].detail).toContain('boom');
  });

  it('tells the person when an edited schema lets through a shape the handler cannot take', async () => {
    const base = defaultSurface();
    const loose: Surface = {
      ...base,
      tools: base.tools.map((tool) =>
        tool.handler === 'read_file'
          ? { ...tool, input_schema: { ...tool.input_schema, properties: { ...(tool.input_schema.properties as object), offset: { type: 'string' } } } }
          : tool,
      ),
    };
    const { result, events } = await run(
      [{ calls: [{ name: 'read_file', input: { path: 'src/app.ts', offset: 'two' } }] }, { text: 'ok' }],
      { getSurface: () => loose },
    );
    const failure = JSON.parse(String((resultsOf(result.messages, 1)[0] as { content: string }).content));
    expect(failure.error).toBe('SurfaceMismatch');
    expect(events.some((event) => event.type === 'tool-problem' && event.problem === 'surface-mismatch')).toBe(true);
  });
});

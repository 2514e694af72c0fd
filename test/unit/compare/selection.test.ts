import { describe, expect, it } from 'vitest';
import { runSelectionTests } from '../../../src/engine/compare/selection';
import { NO_TOOL, WRONG_ARGUMENTS } from '../../../src/engine/compare/selection-expectations';
import { parseToolsArray } from '../../../src/engine/compare/tools-array';
import { FieldError } from '../../../src/engine/toolkit/field-error';
import { AnthropicModelClient } from '../../../src/engine/model/anthropic-client';
import { findPreset } from '../../../src/engine/presets/all-presets';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { applyOverlay } from '../../../src/engine/toolkit/surface-overlay';
import { fillWorkspacePlaceholder } from '../../../src/engine/toolkit/template';
import { embeddedCapabilities } from '../../../src/engine/workspace/capabilities';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeMessagesApi, FakeReply, RecordedRequest } from '../../support/fake-messages-api';
import { fakeApiKey } from '../../support/fake-api-key';

let server: FakeMessagesApi | undefined;

async function modelAnswering(script: (request: RecordedRequest) => FakeReply) {
  server = await fakeMessagesApiForTest({ script });
  return new AnthropicModelClient({ apiKey: fakeApiKey('selection'), baseURL: server.url, limits: { maxRetries: 0 } });
}

function promptOf(request: RecordedRequest): string {
  return request.body.messages[0].content as string;
}

function toolNames(request: RecordedRequest): string[] {
  return request.body.tools.map((tool: { name: string }) => tool.name);
}

const use = (name: string, input: unknown): FakeReply => ({ blocks: [{ type: 'tool_use', name, input }] });

describe('selection tests', () => {
  it('score the first call per prompt and variant, by handler id, with a confusion matrix', async () => {
    // A fixture: it searches when a grep tool is offered, and leaves out the path when the edit tool is not called edit_file.
    const model = await modelAnswering((request) => {
      if (promptOf(request).startsWith('Find')) {
        return toolNames(request).includes('grep') ? use('grep', { pattern: 'parseConfig' }) : { blocks: [{ type: 'text', text: 'I cannot search.' }] };
      }
      if (toolNames(request).includes('edit_file')) return use('edit_file', { path: 'config.ts', oldText: '3000', newText: '8080' });
      return use('apply_patch', { oldText: '3000', newText: '8080' });
    });
    const defaults = defaultSurface();
    const reshaped = applyOverlay(defaults, { tools: { grep: { enabled: false }, edit_file: { name: 'apply_patch' } } });
    const report = await runSelectionTests({
      prompts: [
        { prompt: 'Find where parseConfig is defined.', expected: ['grep'] },
        { prompt: 'Change the port in config.ts from 3000 to 8080.', expected: ['edit_file'], requiredArguments: ['path'] },
      ],
      variants: [
        { name: 'defaults', surface: defaults },
        { name: 'reshaped', surface: reshaped },
      ],
      samples: 2,
      model,
      modelId: 'claude-test',
    });

    const [plain, changed] = report.variants;
    expect(plain).toMatchObject({ variant: 'defaults', scored: 4, correct: 4, accuracy: 1, errored: 0 });
    expect(plain!.confusion).toEqual({ grep: { grep: 2 }, edit_file: { edit_file: 2 } });
    expect(changed).toMatchObject({ variant: 'reshaped', scored: 4, correct: 0, accuracy: 0 });
    // The renamed tool is still edit_file; its calls lacked the required path.
    expect(changed!.confusion).toEqual({ grep: { [NO_TOOL]: 2 }, edit_file: { [WRONG_ARGUMENTS]: 2 } });
    expect(changed!.perPrompt.map((prompt) => `${prompt.correct}/${prompt.scored}`)).toEqual(['0/2', '0/2']);
    expect(report.samples.find((sample) => sample.outcome === 'wrong-arguments')!.problem).toBe('missing path');
    expect(report.cancelled).toBe(false);

    // One model call per sample, nothing run; the system prompt and tools are the variant's.
    expect(server!.messageRequests).toHaveLength(8);
    const sent = server!.messageRequests.find((request) => toolNames(request).includes('apply_patch'))!;
    // Selection tests run no commands: {workspace} reads as the default, embedded workspace.
    expect(sent.body.system[0].text).toBe(fillWorkspacePlaceholder(reshaped.system, embeddedCapabilities.description));
    expect(sent.body.messages).toHaveLength(1);
  });

  it('take any pasted tools array, an MCP tools/list included, and count wrong tools and failed calls', async () => {
    const mcp = {
      jsonrpc: '2.0',
      id: 1,
      result: {
        tools: [
          { name: 'search_issues', description: 'Searches existing issues by text.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }, annotations: { readOnlyHint: true } },
          { name: 'create_issue', description: 'Opens a new issue with a title and body.', inputSchema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] } },
        ],
      },
    };
    const vague = [
      { name: 'search_issues', description: 'Issues.', input_schema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
      { name: 'create_issue', description: 'Issues.', input_schema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] } },
    ];
    let calls = 0;
    let vagueCalls = 0;
    const model = await modelAnswering((request) => {
      calls += 1;
      if (calls === 3) return { error: { status: 529, type: 'overloaded_error', message: 'Overloaded' } };
      const create = request.body.tools.find((tool: { name: string }) => tool.name === 'create_issue');
      if (create.description.startsWith('Opens')) return use('create_issue', { title: 'Login page is blank' });
      // The first call breaks the shown schema (title must be a string): wrong arguments.
      vagueCalls += 1;
      return vagueCalls === 1 ? use('create_issue', { title: 42 }) : use('search_issues', { query: 'login' });
    });
    const report = await runSelectionTests({
      prompts: [{ prompt: 'Open a bug: the login page is blank.', expected: ['create_issue'] }],
      variants: [
        { name: 'mcp', tools: parseToolsArray(mcp) },
        { name: 'vague', tools: parseToolsArray(vague), system: 'You help with the issue tracker.' },
      ],
      samples: 3,
      model,
      modelId: 'claude-test',
      concurrency: 1,
    });
    const [good, bad] = report.variants;
    expect(good).toMatchObject({ scored: 2, correct: 2, errored: 1, accuracy: 1 });
    expect(bad).toMatchObject({ scored: 3, correct: 0 });
    expect(bad!.confusion).toEqual({ create_issue: { search_issues: 2, [WRONG_ARGUMENTS]: 1 } });
    expect(report.samples.find((sample) => sample.outcome === 'error')!.problem).toMatch(/overloaded/i);
    // MCP's inputSchema reached the wire as input_schema, and nothing else of it did.
    const first = server!.messageRequests[0]!.body.tools[0];
    expect(Object.keys(first).sort()).toEqual(['description', 'input_schema', 'name']);
  });

  it('take a preset as the toolkit: its surface is a variant like any other, scored by handler id', async () => {
    // A fixture: it edits with whatever edit tool is offered, in that tool's own shape.
    const model = await modelAnswering((request) => {
      const names = toolNames(request);
      if (names.includes('Edit')) return use('Edit', { file_path: 'config.ts', old_string: '3000', new_string: '8080' });
      if (names.includes('edit_lines')) return use('edit_lines', { path: 'config.ts', start_line: 1, end_line: 1, replacement: 'export const port = 8080;' });
      return use('Bash', { command: "sed -i 's/3000/8080/' config.ts" });
    });
    const report = await runSelectionTests({
      prompts: [{ prompt: 'Change the port in config.ts from 3000 to 8080.', expected: ['Edit'], requiredArguments: ['file_path'] }],
      variants: (['claude-code', 'swe-agent', 'mini-swe-agent'] as const).map((id) => ({ name: id, surface: findPreset(id)!.surface })),
      samples: 1,
      concurrency: 1,
      model,
      modelId: 'claude-test',
    });
    expect(server!.messageRequests.map(toolNames)).toEqual([
      ['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Bash'],
      ['view_file', 'edit_lines', 'run'],
      ['Bash'],
    ]);
    expect(report.variants.map((variant) => [variant.variant, variant.correct, variant.confusion])).toEqual([
      ['claude-code', 1, { Edit: { Edit: 1 } }],
      ['swe-agent', 0, { Edit: { edit_lines: 1 } }],
      ['mini-swe-agent', 0, { Edit: { Bash: 1 } }],
    ]);
  });
});

describe('pasted tools arrays', () => {
  it('accept the Messages API shape, an MCP list and a JSON-RPC response', () => {
    const tool = { name: 'lookup', description: 'Looks a word up.', inputSchema: { type: 'object', properties: { word: { type: 'string' } } } };
    const expected = [{ name: 'lookup', description: 'Looks a word up.', input_schema: tool.inputSchema }];
    expect(parseToolsArray([tool])).toEqual(expected);
    expect(parseToolsArray({ tools: [tool] })).toEqual(expected);
    expect(parseToolsArray({ result: { tools: [tool] } })).toEqual(expected);
    expect(parseToolsArray([{ name: 'ping' }])).toEqual([{ name: 'ping', description: '', input_schema: { type: 'object', properties: {} } }]);
  });

  it('refuse what the API would refuse, naming where', () => {
    const problem = (json: unknown) => {
      try {
        parseToolsArray(json);
        return 'accepted';
      } catch (error) {
        return error instanceof FieldError ? error.message : String(error);
      }
    };
    expect(problem({ tools: [{ name: 'ok' }, { name: 'has space' }] })).toMatch(/^tools\[1\]\.name: must match/);
    expect(problem([{ name: 'a' }, { name: 'a' }])).toBe('[1].name: "a" appears twice; tool names must be unique');
    expect(problem([{ name: 'a', inputSchema: { type: 'array' } }])).toBe('[0].inputSchema: must be a JSON Schema with "type": "object"');
    // The whole of what was pasted has no path: the problem is said alone, never as "(pasted): ...".
    expect(problem({ nothing: true })).toBe('expected a list of tools, an object with "tools", or a JSON-RPC response to tools/list');
    expect(problem([])).toBe('the list of tools is empty');
    expect(problem({ tools: [] })).toBe('tools: the list of tools is empty');
  });
});

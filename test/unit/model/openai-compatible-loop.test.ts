import { describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/engine/loop/run-agent';
import { OpenAiCompatibleClient } from '../../../src/engine/model/openai-compatible-client';
import { builtinTools } from '../../../src/engine/tools/all-tools';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { fakeChatCompletionsApiForTest } from '../../support/fake-apis-for-test';

// The real loop, real tools and a real workspace, talking to a chat-completions server.

describe('the agent loop over chat completions', () => {
  it('runs parallel calls, answers every tool_call_id in order (a broken one with a correction), and finishes', async () => {
    const api = await fakeChatCompletionsApiForTest({
      script: [
        {
          blocks: [
            { type: 'text', text: 'Reading and fixing.' },
            { type: 'tool_use', id: 'call_read', name: 'read_file', input: { path: 'src/app.ts' } },
            { type: 'tool_use', id: 'call_broken', name: 'read_file', rawJson: '{"path": src/app.ts}' },
            { type: 'tool_use', id: 'call_edit', name: 'edit_file', input: { path: 'src/app.ts', oldText: '41', newText: '42' } },
          ],
        },
        { blocks: [{ type: 'text', text: 'Changed 41 to 42.' }] },
      ],
    });
    const workspace = await createEmbeddedWorkspace({ files: { 'src/app.ts': 'export const answer = 41;\n' } });
    const surface = defaultSurface();
    const result = await runAgent({
      model: new OpenAiCompatibleClient({ baseURL: api.baseURL, limits: { maxRetries: 0 } }),
      modelId: 'gpt-fake-1',
      registry: createRegistry(builtinTools),
      getSurface: () => surface,
      workspace,
      messages: [{ role: 'user', content: 'Fix the answer.' }],
      approve: async () => ({ approved: true }),
    });

    expect(result.stopReason).toEqual({ type: 'done' });
    expect(await workspace.readFile('src/app.ts')).toBe('export const answer = 42;\n');
    // The second request carries the answers as tool messages, one per call, in the calls' order.
    const second = api.completionRequests[1]!.body.messages as Array<{ role: string; tool_call_id?: string; content: string }>;
    const toolMessages = second.filter((message) => message.role === 'tool');
    expect(toolMessages.map((message) => message.tool_call_id)).toEqual(['call_read', 'call_broken', 'call_edit']);
    expect(toolMessages[0]!.content).toContain('export const answer = 41;');
    // No is_error on this wire: the broken call's answer says in its text what went wrong.
    expect(toolMessages[1]!.content).toMatch(/error/i);
    expect(toolMessages[1]!.content).toMatch(/JSON/);
    // The transcript stays in the one internal format.
    expect(result.messages.at(-1)).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'Changed 41 to 42.' }] });
    expect(result.usage.inputTokens).toBeGreaterThan(0);
  });
});

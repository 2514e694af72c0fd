import { runAgent } from '../src/engine/loop/run-agent';
import { AnthropicModelClient } from '../src/engine/model/anthropic-client';
import type { ModelClient } from '../src/engine/model/model-client';
import { OpenAiCompatibleClient } from '../src/engine/model/openai-compatible-client';
import { builtinTools } from '../src/engine/tools/all-tools';
import { defaultSurface } from '../src/engine/toolkit/default-surface';
import { createRegistry } from '../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../src/engine/workspace/embedded-workspace';
import { fakeApiKey } from '../test/support/fake-api-key';
import { startFakeChatCompletionsApi } from '../test/support/fake-chat-completions-api';
import { startFakeMessagesApi, type FakeBlock } from '../test/support/fake-messages-api';
import { measure, report } from './measure';

const STEPS = 20;

/** The same scripted run for both wires: STEPS replies of text plus two reads, then a last word. */
function reply(index: number): { blocks: FakeBlock[] } {
  if (index >= STEPS - 1) return { blocks: [{ type: 'text', text: 'Read everything there was.' }] };
  return {
    blocks: [
      { type: 'text', text: `Reading the files again, pass ${index}.` },
      { type: 'tool_use', name: 'read_file', input: { path: 'src/a.ts' } },
      { type: 'tool_use', name: 'read_file', input: { path: 'src/b.ts' } },
    ],
  };
}

/**
 * The chat-completions client against the Messages API client: the loop's time per step on the
 * same scripted replies from local servers (real HTTP, real SSE, no model latency), as a ratio.
 */
export async function benchProviders(print: (line: string) => void): Promise<void> {
  print('# Providers (Node, local fakes)');
  const messagesApi = await startFakeMessagesApi({ script: (_request, index) => reply(index) });
  const chatApi = await startFakeChatCompletionsApi({ script: (_request, index) => reply(index) });
  try {
    const anthropic = new AnthropicModelClient({ apiKey: fakeApiKey('bench'), baseURL: messagesApi.url, limits: { maxRetries: 0 } });
    const openai = new OpenAiCompatibleClient({ baseURL: chatApi.baseURL, limits: { maxRetries: 0 } });
    const perStep = async (model: ModelClient, reset: () => void) => {
      reset();
      await runOnce(model);
    };
    const ours = await measure(() => perStep(openai, () => chatApi.setScript((_request, index) => reply(index))), { runs: 10, warmup: 2 });
    const reference = await measure(() => perStep(anthropic, () => messagesApi.setScript((_request, index) => reply(index))), { runs: 10, warmup: 2 });
    const scale = (timing: typeof ours) => ({ ...timing, medianMs: timing.medianMs / STEPS, p95Ms: timing.p95Ms / STEPS });
    print(report(`a loop step over chat completions (${STEPS}-step run, two reads per step)`, scale(ours), scale(reference), 'the Messages API client on the same replies'));
  } finally {
    await messagesApi.close();
    await chatApi.close();
  }
}

async function runOnce(model: ModelClient): Promise<void> {
  const workspace = await createEmbeddedWorkspace({ files: { 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'export const b = 2;\n' } });
  const surface = defaultSurface();
  const result = await runAgent({
    model,
    modelId: 'bench-model',
    registry: createRegistry(builtinTools),
    getSurface: () => surface,
    workspace,
    messages: [{ role: 'user', content: 'Read the files.' }],
    approve: async () => ({ approved: true }),
  });
  if (result.steps !== STEPS) throw new Error(`bench run made ${result.steps} steps, not ${STEPS}: ${JSON.stringify(result.stopReason)}`);
  await workspace.dispose();
}

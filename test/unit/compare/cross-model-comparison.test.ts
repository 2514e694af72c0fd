import { describe, expect, it } from 'vitest';
import { runComparison } from '../../../src/engine/compare/run-comparison';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import type { Lesson } from '../../../src/engine/lessons/lesson';
import { parseLesson } from '../../../src/engine/lessons/lesson-file';
import { FieldError } from '../../../src/engine/toolkit/field-error';
import { AnthropicModelClient } from '../../../src/engine/model/anthropic-client';
import { OpenAiCompatibleClient } from '../../../src/engine/model/openai-compatible-client';
import { MemoryNodeStore } from '../../../src/engine/nodes/memory-node-store';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeChatCompletionsApiForTest, fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { chatRoutingReply, routingReply } from './routing-script';

// A lesson whose "after" variant fixes its own provider and model, next to its surface.

function pinnedLesson(): Lesson {
  const lesson = findLesson('write-file-routing')!;
  return parseLesson({ ...lesson, variants: { ...lesson.variants, after: { ...lesson.variants.after, model: { provider: 'openai', model: 'gpt-fake-1' } } } });
}

describe('a comparison across models', () => {
  it("runs a lesson variant on the model it fixes, through the other provider's client, and says so per variant and run", async () => {
    const messagesApi = await fakeMessagesApiForTest({ script: routingReply });
    const chatApi = await fakeChatCompletionsApiForTest({ script: chatRoutingReply });
    const openai = new OpenAiCompatibleClient({ baseURL: chatApi.baseURL, limits: { maxRetries: 0 } });
    const result = await runComparison({
      lesson: pinnedLesson(),
      variants: ['before', 'after'],
      runsPerVariant: 1,
      model: new AnthropicModelClient({ apiKey: fakeApiKey('cross-model'), baseURL: messagesApi.url, limits: { maxRetries: 0 } }),
      modelId: 'claude-haiku-4-5',
      provider: 'anthropic',
      clientFor: () => openai,
      store: new MemoryNodeStore(),
    });
    expect(result.models).toEqual({ before: { provider: 'anthropic', model: 'claude-haiku-4-5' }, after: { provider: 'openai', model: 'gpt-fake-1' } });
    expect(result.runs.map((run) => [run.variant, run.status, run.model?.model])).toEqual([
      ['before', 'failed', 'claude-haiku-4-5'],
      ['after', 'passed', 'gpt-fake-1'],
    ]);
    expect(chatApi.completionRequests.map((request) => request.body.model)).toEqual(['gpt-fake-1', 'gpt-fake-1']);
    expect(messagesApi.messageRequests).toHaveLength(2);
    expect(typeof result.metrics[0]!.cost).toBe('number');
    expect(result.metrics[1]!.cost).toBe('unknown');
  });

  it('refuses, before any call, a variant on a provider the comparison has no client for', async () => {
    await expect(
      runComparison({ lesson: pinnedLesson(), variants: ['after'], runsPerVariant: 1, model: new OpenAiCompatibleClient(), modelId: 'claude-haiku-4-5', store: new MemoryNodeStore() }),
    ).rejects.toThrow('A variant runs on openai:gpt-fake-1, but this comparison has no client for the openai provider.');
  });

  it('reads a variant model from a lesson file, and names a provider it does not know', () => {
    const lesson = findLesson('write-file-routing')!;
    expect(() => parseLesson({ ...lesson, variants: { after: { model: { provider: 'gemini', model: 'x' } } } })).toThrow(FieldError);
    expect(() => parseLesson({ ...lesson, variants: { after: { model: { provider: 'gemini', model: 'x' } } } })).toThrow(/variants\.after\.model\.provider: unknown provider "gemini"/);
  });
});

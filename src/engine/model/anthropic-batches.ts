import Anthropic from '@anthropic-ai/sdk';
import { hostOf, mapProviderError, type ProviderErrorContext } from './map-provider-error';
import type { ModelRequest, ModelResponse } from './model-client';
import { pause } from './request-pacing';

/**
 * Many independent model calls sent as one Message Batch: half the price of the same calls made
 * one by one, in exchange for waiting (most batches end within an hour, some take up to 24 h) and
 * no streaming. Fits work where no answer feeds the next request, such as a selection test.
 */

export interface BatchedRequest {
  /** Unique in the batch: how each answer is matched with its request. */
  customId: string;
  request: ModelRequest;
}

/** A finished request's answer, or why it has none (an error, or cancelled or expired in the batch). */
export type BatchAnswer = ModelResponse | { problem: string };

export interface BatchProgress {
  batchId: string;
  /** Requests finished either way, out of all of them. */
  ended: number;
  total: number;
}

export interface MessageBatchOptions {
  apiKey: string;
  baseURL?: string;
  /** The longest wait between status checks; default 60 s. Checks start 1 s apart and double up to it. */
  pollEveryMs?: number;
  signal?: AbortSignal;
  onProgress?: (progress: BatchProgress) => void;
  setBy?: ProviderErrorContext['setBy'];
}

/** Sends the batch, waits for it to end, and returns every answer by custom id. Stopping cancels the batch. */
export async function runMessageBatch(requests: readonly BatchedRequest[], options: MessageBatchOptions): Promise<Map<string, BatchAnswer>> {
  const client = new Anthropic({ apiKey: options.apiKey, baseURL: options.baseURL, dangerouslyAllowBrowser: true, maxRetries: 2 });
  const context = (phase: ProviderErrorContext['phase']): ProviderErrorContext => ({ apiKey: options.apiKey, host: hostOf(client.baseURL), signal: options.signal, phase, setBy: options.setBy });
  const call = async <T>(attempt: () => Promise<T>): Promise<T> => {
    try {
      return await attempt();
    } catch (error) {
      throw mapProviderError(error, context('request'));
    }
  };
  const total = requests.length;
  let batch = await call(() =>
    client.messages.batches.create(
      { requests: requests.map(({ customId, request }) => ({ custom_id: customId, params: request as Anthropic.MessageCreateParamsNonStreaming })) },
      { signal: options.signal },
    ),
  );
  const report = () => {
    const counts = batch.request_counts;
    options.onProgress?.({ batchId: batch.id, ended: total - counts.processing, total });
  };
  report();
  try {
    // Small batches end in seconds, large ones in hours: check soon, then less and less often.
    for (let wait = 1000; batch.processing_status !== 'ended'; wait = Math.min(wait * 2, options.pollEveryMs ?? 60_000)) {
      await pause(Math.min(wait, options.pollEveryMs ?? 60_000), options.signal);
      batch = await call(() => client.messages.batches.retrieve(batch.id, {}, { signal: options.signal }));
      report();
    }
  } catch (error) {
    // A stopped test should not go on costing: the requests not yet answered are cancelled.
    if (options.signal?.aborted) await client.messages.batches.cancel(batch.id).catch(() => undefined);
    throw mapProviderError(error, context('request'));
  }
  const answers = new Map<string, BatchAnswer>();
  for await (const entry of await call(() => client.messages.batches.results(batch.id, {}, { signal: options.signal }))) {
    answers.set(entry.custom_id, answerOf(entry.result));
  }
  return answers;
}

function answerOf(result: Anthropic.Messages.MessageBatchResult): BatchAnswer {
  if (result.type === 'errored') return { problem: `The provider refused this request: ${result.error.error.message}` };
  if (result.type === 'canceled') return { problem: 'The batch was cancelled before this request ran.' };
  if (result.type === 'expired') return { problem: 'The batch expired (24 h) before this request ran; send it again.' };
  const { message } = result;
  const content: ModelResponse['content'] = [];
  for (const block of message.content) {
    if (block.type === 'text') content.push({ type: 'text', text: block.text });
    else if (block.type === 'tool_use') content.push({ type: 'tool_use', id: block.id, name: block.name, input: block.input });
  }
  const usage = message.usage;
  return {
    content,
    malformed: [],
    stopReason: message.stop_reason ?? 'end_turn',
    usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens, cacheReadTokens: usage.cache_read_input_tokens ?? 0, cacheWriteTokens: usage.cache_creation_input_tokens ?? 0 },
  };
}

import { describe, expect, it } from 'vitest';
import type { ComparisonProgress } from '../../../src/engine/compare/comparison';
import { runComparison } from '../../../src/engine/compare/run-comparison';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { AnthropicModelClient } from '../../../src/engine/model/anthropic-client';
import { MemoryNodeStore } from '../../../src/engine/nodes/memory-node-store';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeMessagesApi, Script } from '../../support/fake-messages-api';
import { routingReply } from './routing-script';
import { fakeApiKey } from '../../support/fake-api-key';

let server: FakeMessagesApi | undefined;

async function modelAnswering(script: Script) {
  server = await fakeMessagesApiForTest({ script });
  return new AnthropicModelClient({ apiKey: fakeApiKey('compare'), baseURL: server.url, limits: { maxRetries: 0 } });
}

const lesson = findLesson('write-file-routing')!;

describe('runComparison against the local Messages API', () => {
  it('shows what the routing sentence changes: tools used, pass rate, tokens', async () => {
    const model = await modelAnswering(routingReply);
    const store = new MemoryNodeStore();
    const progress: ComparisonProgress[] = [];
    const result = await runComparison({
      lesson,
      variants: ['before', 'after'],
      runsPerVariant: 3,
      model,
      modelId: 'claude-opus-4-6',
      store,
      concurrency: 2,
      id: 'cmp_test',
      onProgress: (event) => progress.push(event),
    });

    const [before, after] = result.metrics;
    expect(before).toMatchObject({ variant: 'before', passed: 0, failed: 3, passRate: 0 });
    expect(after).toMatchObject({ variant: 'after', passed: 3, failed: 0, passRate: 1 });
    expect(before!.toolCalls).toEqual({ write_file: { total: 3, perRun: 1 } });
    expect(after!.toolCalls).toEqual({ edit_file: { total: 3, perRun: 1 } });
    expect(before!.interval!.high).toBeCloseTo(0.5615, 3);
    expect(after!.interval!.low).toBeCloseTo(0.4385, 3);
    // Rewriting the whole file costs output tokens that a two-line edit does not.
    expect(before!.tokens.outputTokens).toBeGreaterThan(after!.tokens.outputTokens * 5);
    expect(typeof before!.cost).toBe('number');
    expect(before!.checks.find((check) => check.label === 'write_file never used')).toEqual({ label: 'write_file never used', passed: 0, of: 3 });

    // Interleaved, each in its own session whose transcript is stored as nodes.
    expect(result.runs.map((run) => `${run.variant}#${run.run}`)).toEqual(['before#1', 'after#1', 'before#2', 'after#2', 'before#3', 'after#3']);
    for (const run of result.runs) {
      expect(run.sessionId).toBe(`cmp_test/${run.variant}/${run.run}`);
      const [root] = await store.listNodes(run.sessionId);
      expect(root!.id).toBe(run.rootNodeId);
      expect(root!.name).toBe(`${run.variant} #${run.run}`);
      const messages = (await store.loadMessages(run.rootNodeId!)).map((entry) => entry.message);
      expect(messages[0]).toEqual({ role: 'user', content: lesson.task });
      expect(messages).toHaveLength(4);
    }
    // Every run started from a fresh copy: six first requests each saw the original file untouched.
    expect(server!.messageRequests.filter((request) => request.body.messages.length === 1)).toHaveLength(6);

    expect(progress[0]).toEqual({ done: 0, total: 6, running: 0 });
    const finished = progress.filter((event) => event.finished);
    expect(finished.map((event) => event.done)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(finished.at(-1)!.etaMs).toBe(0);
    expect(finished[0]!.etaMs).toBeGreaterThanOrEqual(0);
    expect(result.cancelled).toBe(false);
  });

  it('keeps finished runs when cancelled, and records the run in flight as cancelled, not failed', async () => {
    const controller = new AbortController();
    const model = await modelAnswering((request, index) => {
      // The first request of the second run hangs; the person presses Stop while it waits.
      if (index === 2) {
        setTimeout(() => controller.abort(), 50);
        return { hangMs: 10_000 };
      }
      return routingReply(request);
    });
    const store = new MemoryNodeStore();
    const result = await runComparison({ lesson, variants: ['after'], runsPerVariant: 3, model, modelId: 'claude-test', store, signal: controller.signal });

    expect(result.cancelled).toBe(true);
    expect(result.runs.map((run) => run.status)).toEqual(['passed', 'cancelled']);
    expect(result.runs[1]!.checks).toEqual([]);
    expect(result.metrics[0]).toMatchObject({ runs: 2, passed: 1, failed: 0, cancelled: 1, passRate: 1 });
    // The cancelled run is still there to open; the third never started.
    expect((await store.listNodes(result.runs[1]!.sessionId))[0]!.status).toEqual({ state: 'stopped', why: 'aborted' });
    expect(server!.messageRequests).toHaveLength(3);
  });

  it('records a provider failure as errored, outside the pass rate', async () => {
    const model = await modelAnswering([{ error: { status: 400, type: 'invalid_request_error', message: 'tools: bad schema' } }, ...Array(4).fill(null).map(() => ({ blocks: [] }))]);
    const result = await runComparison({ lesson, variants: ['after'], runsPerVariant: 1, model, modelId: 'claude-test', store: new MemoryNodeStore() });
    expect(result.runs[0]).toMatchObject({ status: 'errored', checks: [] });
    expect(result.runs[0]!.error).toContain('tools: bad schema');
    expect(result.metrics[0]).toMatchObject({ errored: 1, passRate: undefined, interval: undefined });
  });

  it('refuses a variant the lesson does not have before running anything', async () => {
    const model = await modelAnswering([]);
    await expect(
      runComparison({ lesson, variants: ['before', 'later'], runsPerVariant: 1, model, modelId: 'claude-test', store: new MemoryNodeStore() }),
    ).rejects.toThrow(/no variant "later"; it has before, after/);
    expect(server!.messageRequests).toHaveLength(0);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { routingReply } from '../compare/routing-script';
import { compareWorld, type CompareWorld } from './compare-fixtures';

/** A variant of a comparison pinned to a model of its own, from the Compare view's controller. */

let world: CompareWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

describe('CompareController: a variant pinned to a provider and model', () => {
  it('runs the pinned variant on its own model and the others on the model in Settings', async () => {
    world = await compareWorld({ script: routingReply, modelId: 'claude-opus-4-6' });
    const { comparison } = world.controllers;
    await comparison.prepare();
    comparison.setRunsPerVariant(1);
    comparison.setVariantModel('after', { provider: 'anthropic', model: ' claude-haiku-4-5 ' });
    expect(comparison.getSnapshot().variantModels).toEqual({ after: { provider: 'anthropic', model: ' claude-haiku-4-5 ' } });

    await comparison.start();
    expect(comparison.getSnapshot().problem).toBeUndefined();
    const models = world.server.messageRequests.map((request) => (request.body as { model: string }).model);
    // before: two calls on the Settings model; after: two calls on its pinned one (trimmed).
    expect(models.filter((model) => model === 'claude-opus-4-6')).toHaveLength(2);
    expect(models.filter((model) => model === 'claude-haiku-4-5')).toHaveLength(2);
    expect(comparison.getSnapshot().shown!.result.metrics.map((metrics) => [metrics.variant, metrics.passRate])).toEqual([
      ['before', 0],
      ['after', 1],
    ]);
  });

  it('waits for a model name, and for the pinned provider\'s key, before it starts', async () => {
    world = await compareWorld({ script: routingReply });
    const { comparison } = world.controllers;
    await comparison.prepare();
    comparison.setVariantModel('before', { provider: 'anthropic', model: '  ' });
    expect(comparison.blocker()).toBe('Name the model "before" runs on (or run it on the model in Settings).');

    // Settings now on an OpenAI-compatible server; Anthropic's key stays with Anthropic, so it is there.
    world.settings.change({ provider: 'openai' });
    comparison.setVariantModel('before', { provider: 'anthropic', model: 'claude-haiku-4-5' });
    expect(comparison.blocker()).toBeUndefined();
    world.settings.change({ provider: 'anthropic' });
    world.settings.change({ apiKey: '' });
    world.settings.change({ provider: 'openai' });
    expect(comparison.blocker()).toBe('"before" runs on Anthropic: add that provider\'s API key in Settings.');

    comparison.setVariantModel('before', undefined);
    expect(comparison.getSnapshot().variantModels).toEqual({});
    expect(comparison.blocker()).toBeUndefined();
  });
});

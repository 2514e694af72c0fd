import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply, RecordedRequest } from '../../support/fake-messages-api';
import { startFakeChatCompletionsApi } from '../../support/fake-chat-completions-api';
import { fakeApiKey } from '../../support/fake-api-key';
import { SuggestRewriteController } from '../../../src/ui/state/improve/suggest-rewrite-controller';
import { compareWorld, type CompareWorld } from './compare-fixtures';

let world: CompareWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const use = (name: string, input: unknown): FakeReply => ({ blocks: [{ type: 'tool_use', name, input }] });

const proposal = {
  edits: [
    { tool: 'grep', field: 'description', text: 'Searches file contents for a regular expression: use it to find TODO comments, symbols and strings.' },
    { tool: 'glob', field: 'description', text: 'Lists files whose paths match a pattern.' },
    { tool: 'ls', field: 'description', text: 'Lists a folder.' },
    { tool: 'search_everything', field: 'description', text: 'Made up.' },
  ],
  rationale: 'The model did not know grep finds comments.',
};

/**
 * A fixture, not a model: as the proposer it answers propose_surface_edit; as the model under test
 * it greps only when grep's description mentions TODO, and answers in words otherwise.
 */
function script(request: RecordedRequest): FakeReply {
  const tools: Array<{ name: string; description: string }> = request.body.tools;
  if (tools.some((tool) => tool.name === 'propose_surface_edit')) return use('propose_surface_edit', proposal);
  if (tools.find((tool) => tool.name === 'grep')?.description.includes('TODO')) return use('grep', { pattern: 'TODO' });
  return { blocks: [{ type: 'text', text: 'I would read every file.' }] };
}

const prompts = ['Held out: where are the TODO notes?', 'Find every TODO comment.', 'List the TODO markers in src.', 'Held out too: any TODO left?'];

async function selectionWithMisses(current: CompareWorld) {
  const { selection } = current.controllers;
  await selection.prepare();
  prompts.forEach((prompt, index) => {
    if (index > 0) selection.addPrompt();
    selection.setPrompt(index, { prompt, expected: 'grep' });
  });
  selection.setSamples(3);
  await selection.start();
  expect(selection.getSnapshot().report!.variants[0]!.correct).toBe(0);
  return new SuggestRewriteController({
    selection,
    settings: current.settings,
    rounds: () => current.store?.rewriteRounds,
    variants: { saveSurface: (name, surface) => current.store!.variants.save({ name, surface }), open: () => undefined },
    sessionId: () => undefined,
  });
}

const proposerRequests = (current: CompareWorld) => current.server.messageRequests.filter((request) => request.body.tools.some((tool: { name: string }) => tool.name === 'propose_surface_edit'));

describe('Suggest a rewrite', () => {
  it('shows the proposer the misses on the prompts it may see and never a held-out prompt', async () => {
    world = await compareWorld({ script });
    const rewrite = await selectionWithMisses(world);
    rewrite.setHeldOutShare(0.5);
    rewrite.setSeed(1);
    expect(rewrite.estimate()).toMatch(/^One proposer call \(two if its answer does not fit\): about [\d,]+ input tokens and at most 4,096 output tokens, at most \$[\d.]+ each at claude-opus-4-6's list price\.$/);
    await rewrite.suggest();

    const [request] = proposerRequests(world);
    const sent = JSON.stringify(request!.body);
    expect(sent).toContain('Find every TODO comment.');
    expect(sent).toContain('List the TODO markers in src.');
    expect(sent).not.toContain('Held out');
    const { round } = rewrite.getSnapshot();
    expect(round!.record).toMatchObject({ misses: 2, heldOutPrompts: 2, rationale: proposal.rationale });
    expect(round!.record.proposalUsage.inputTokens).toBeGreaterThan(0);
  });

  it('builds the candidate from the accepted and edited cards only, and refuses a made-up tool with its reason', async () => {
    world = await compareWorld({ script });
    const rewrite = await selectionWithMisses(world);
    await rewrite.suggest();
    const cards = rewrite.getSnapshot().round!.record.cards;
    expect(cards.map((card) => card.refused)).toEqual([undefined, undefined, undefined, expect.stringContaining('no tool is named "search_everything"; the tools are')]);
    expect(cards[0]!.before).not.toContain('TODO');
    expect(rewrite.candidate()).toEqual({ problem: expect.stringContaining('Accept at least one edit first') });

    rewrite.decide(0, 'accepted');
    rewrite.decide(1, 'rejected');
    rewrite.acceptEdited(2, 'Lists the entries of one folder, not its subfolders.');
    rewrite.decide(3, 'accepted');
    const candidate = rewrite.candidate();
    if (!candidate || 'problem' in candidate) throw new Error('no candidate');
    const description = (name: string) => candidate.surface.tools.find((tool) => tool.name === name)?.description;
    expect(description('grep')).toBe(proposal.edits[0]!.text);
    expect(description('glob')).toBe(cards[1]!.before);
    expect(description('ls')).toBe('Lists the entries of one folder, not its subfolders.');
    expect(rewrite.getSnapshot().round!.record.cards.map((card) => card.decision)).toEqual(['accepted', 'rejected', 'accepted', 'pending']);
  });

  it('proves the candidate better on the held-out prompts, keeps it as a variant, and the round survives a reload', async () => {
    world = await compareWorld({ script });
    const rewrite = await selectionWithMisses(world);
    rewrite.setHeldOutShare(0.5);
    await rewrite.suggest();
    rewrite.decide(0, 'accepted');
    rewrite.decide(1, 'rejected');
    await rewrite.prove();

    const proof = rewrite.getSnapshot().round!.record.proof!;
    expect(rewrite.getSnapshot().problem).toBeUndefined();
    expect(proof.evaluation).toMatchObject({ delta: 1, verdict: 'better', pairs: 6, prompts: 2 });
    expect(proof.heldOut).toMatchObject({ delta: 1, verdict: 'better', pairs: 6, prompts: 2 });
    expect(proof.heldOut!.low).toBeGreaterThan(0);

    await rewrite.keep('grep finds TODOs', false);
    expect(rewrite.getSnapshot().notice).toBe('Saved variant "grep finds TODOs".');
    const [kept] = await world.store!.variants.list();
    expect(kept!.name).toBe('grep finds TODOs');
    expect(kept!.surface.tools.find((tool) => tool.name === 'grep')!.description).toBe(proposal.edits[0]!.text);

    world = await world.reload();
    const after = new SuggestRewriteController({ selection: world.controllers.selection, settings: world.settings, rounds: () => world!.store?.rewriteRounds, variants: { saveSurface: async () => undefined, open: () => undefined }, sessionId: () => undefined });
    await after.refresh();
    const [round] = after.getSnapshot().history;
    expect(round).toMatchObject({ keptAs: 'grep finds TODOs', proof: { heldOut: { verdict: 'better' } } });
    expect(round!.cards.map((card) => card.decision)).toEqual(['accepted', 'rejected', 'pending', 'pending']);
  });

  it('says what to do when the proposer has no key, and sends nothing', async () => {
    world = await compareWorld({ script });
    const rewrite = await selectionWithMisses(world);
    rewrite.setProposer({ provider: 'openai' });
    world.settings.change({ apiKey: '' });
    rewrite.setProposer({ provider: 'anthropic' });
    expect(rewrite.blocker()).toBe('Suggest a rewrite asks the proposer with your own Anthropic API key, which is not set: add it in Settings.');
    await rewrite.suggest();
    expect(proposerRequests(world)).toEqual([]);
  });

  it('asks a proposer on the other provider with that provider\'s own key, and the model under test keeps its own', async () => {
    const anthropicKey = fakeApiKey('rewrite-anthropic');
    const openAiKey = `sk-openai-test-${anthropicKey.slice(-12)}`;
    const chat = await startFakeChatCompletionsApi({ script: [{ blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: proposal }] }] });
    try {
      world = await compareWorld({ script, apiKey: anthropicKey });
      const rewrite = await selectionWithMisses(world);
      world.settings.change({ provider: 'openai' });
      world.settings.change({ apiKey: openAiKey, baseURL: chat.baseURL, model: 'gpt-fake-1' });
      world.settings.change({ provider: 'anthropic' });
      rewrite.setProposer({ provider: 'openai', model: 'gpt-fake-1' });
      expect(rewrite.estimate()).toContain('the price of gpt-fake-1 is unknown to the page');
      await rewrite.suggest();

      expect(rewrite.getSnapshot().round!.record).toMatchObject({ proposerModel: 'gpt-fake-1', rationale: proposal.rationale });
      expect(chat.completionRequests).toHaveLength(1);
      expect(chat.completionRequests[0]!.headers.authorization).toBe(`Bearer ${openAiKey}`);
      expect(JSON.stringify(chat.completionRequests[0]!.headers)).not.toContain(anthropicKey);
      expect(proposerRequests(world)).toEqual([]);
      expect(new Set(world.server.messageRequests.map((request) => request.headers.authorization))).toEqual(new Set([`Bearer ${anthropicKey}`]));
    } finally {
      await chat.close();
    }
  });

  it('tells a proposer failure in words with the next move, keeps no round and never shows the key', async () => {
    const apiKey = fakeApiKey('rewrite-failure');
    world = await compareWorld({
      apiKey,
      script: (request) =>
        request.body.tools.some((tool: { name: string }) => tool.name === 'propose_surface_edit') ? { error: { status: 400, type: 'invalid_request_error', message: 'model: no such model' } } : script(request),
    });
    const rewrite = await selectionWithMisses(world);
    rewrite.setProposer({ model: 'claude-nope' });
    await rewrite.suggest();
    const { problem, round, history, status } = rewrite.getSnapshot();
    expect(problem).toMatch(/^The proposer could not be asked: .*no such model.*[^.]\. Check the proposer's provider and model, then press Suggest a rewrite again\.$/);
    expect(problem).not.toContain(apiKey);
    expect({ round, history, status }).toEqual({ round: undefined, history: [], status: 'idle' });
  });
});

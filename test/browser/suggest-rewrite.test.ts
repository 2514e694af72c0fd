import { describe, expect, it } from 'vitest';
import type { FakeReply, RecordedRequest } from '../support/fake-messages-api';
import { fakeApiKey } from '../support/fake-api-key';
import { button, configureModel, region, textbox, uiTimeoutMs, waitForWorkspace } from './support/app';
import { placesShowingKey } from './support/key-exposure';
import { useLivePlayground } from './support/live-playground';
import { rescript } from './support/model-requests';

// "Suggest a rewrite" under the Selection tests' results, against the local Messages API with a
// fixture model: as the proposer it answers propose_surface_edit; as the model under test it calls
// grep only when grep's description mentions TODO comments, and answers in words otherwise.

const apiKey = fakeApiKey('suggest-rewrite');
const newGrepText = 'Searches file contents for a regular expression: use it to find TODO comments, symbols and strings.';
const proposal = {
  edits: [
    { tool: 'grep', field: 'description', text: newGrepText },
    { tool: 'glob', field: 'description', text: 'Lists files whose paths match a pattern.' },
    { tool: 'search_everything', field: 'description', text: 'Made up.' },
  ],
  rationale: 'The model did not know that grep finds comments.',
};
const heldOutPrompt = 'Held out: where are the TODO notes?';

function fixtureModel(request: RecordedRequest): FakeReply {
  const tools: Array<{ name: string; description: string }> = request.body.tools;
  if (tools.some((tool) => tool.name === 'propose_surface_edit')) return { blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: proposal }] };
  if (tools.find((tool) => tool.name === 'grep')?.description.includes('TODO comments')) return { blocks: [{ type: 'tool_use', name: 'grep', input: { pattern: 'TODO' } }] };
  return { blocks: [{ type: 'text', text: 'I would read every file.' }] };
}

describe('Suggest a rewrite', () => {
  const live = useLivePlayground({ apiKey });

  it('from a selection miss: proposes edits as cards, proves the accepted one better on held-out prompts, keeps it, and remembers the round', async () => {
    rescript(live.fakeApi, fixtureModel);
    const page = await live.playground.open();
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await button(page, 'Compare').click();
    await page.getByRole('tab', { name: 'Selection tests', exact: true }).click();
    const setup = page.getByRole('form', { name: 'Selection test setup', exact: true });
    await setup.getByRole('textbox', { name: 'Prompt 1', exact: true }).fill(heldOutPrompt);
    await setup.getByRole('combobox', { name: 'Expected tool 1', exact: true }).fill('grep');
    await button(setup, 'Add prompt').click();
    await setup.getByRole('textbox', { name: 'Prompt 2', exact: true }).fill('Find every TODO comment.');
    await setup.getByRole('combobox', { name: 'Expected tool 2', exact: true }).fill('grep');
    await button(setup, 'Run selection tests').click();
    await region(page, 'Selection results').waitFor({ timeout: 45_000 });

    const rewrite = region(page, 'Suggest a rewrite');
    // Seed 1 sets prompt 1 aside, as `npm run improve -- --holdout 0.5 --seed 1` would.
    await rewrite.getByRole('combobox', { name: 'Held-out share', exact: true }).selectOption({ label: '50% of the prompts' });
    expect(await rewrite.getByLabel('Cost before asking', { exact: true }).textContent()).toMatch(/about [\d,]+ input tokens and at most 4,096 output tokens; the price of claude-fake-1 is unknown to the page\./);
    await button(rewrite, 'Suggest a rewrite').click();

    const proposalView = region(rewrite, 'Proposal');
    await proposalView.waitFor({ timeout: uiTimeoutMs });
    expect(await proposalView.getByRole('heading', { level: 4 }).first().textContent()).toBe('Proposal for Current surface (as edited) from 1 miss, 1 held-out prompt not shown to the proposer');
    expect(await proposalView.getByLabel('Proposal cost', { exact: true }).textContent()).toMatch(/^The proposal cost [\d,]+ input and [\d,]+ output tokens \(price of claude-fake-1 unknown\)\.$/);
    expect(await proposalView.textContent()).toContain(proposal.rationale);
    const grepCard = proposalView.getByRole('article', { name: 'Edit 1: grep · description', exact: true });
    expect(await grepCard.locator('ins').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('TODO comments')]));
    const refused = proposalView.getByRole('article', { name: 'Edit 3: search_everything · description', exact: true });
    expect(await refused.textContent()).toContain('Refused: no tool is named "search_everything"; the tools are');
    expect(await button(proposalView, 'Prove it').isDisabled()).toBe(true);

    await button(grepCard, 'Accept').click();
    const globCard = proposalView.getByRole('article', { name: 'Edit 2: glob · description', exact: true });
    await button(globCard, 'Reject').click();
    expect(await grepCard.getByRole('heading').textContent()).toContain('(accepted)');
    expect(await globCard.getByRole('heading').textContent()).toContain('(rejected)');

    await button(proposalView, 'Prove it').click();
    const proof = proposalView.getByRole('table', { name: 'Candidate against the current texts', exact: true });
    await proof.waitFor({ timeout: 45_000 });
    const row = (name: string) => proof.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell').allTextContents();
    expect(await row('Prompts the proposer read (1)')).toEqual(['+100 points', '+21 points to +100 points', 'better']);
    expect(await row('Held-out prompts (1)')).toEqual(['+100 points', '+21 points to +100 points', 'better']);

    await textbox(proposalView, 'Variant name').fill('grep finds TODOs');
    await button(proposalView, 'Keep as variant').click();
    await rewrite.getByText('Saved variant "grep finds TODOs".', { exact: true }).waitFor({ timeout: uiTimeoutMs });

    // The proposer read the miss on prompt 2 only: the held-out prompt was never sent to it.
    const proposerRequests = live.fakeApi.messageRequests.filter((request) => request.body.tools.some((tool: { name: string }) => tool.name === 'propose_surface_edit'));
    expect(proposerRequests).toHaveLength(1);
    expect(JSON.stringify(proposerRequests[0]!.body)).toContain('Find every TODO comment.');
    expect(JSON.stringify(proposerRequests[0]!.body)).not.toContain(heldOutPrompt);
    // 6 selection calls, 1 proposal, 12 for the proof (both surfaces, 2 prompts × 3).
    expect(live.fakeApi.messageRequests).toHaveLength(19);
    expect(await placesShowingKey(page, apiKey)).toEqual([]);

    const reloaded = await live.playground.open();
    await waitForWorkspace(reloaded);
    await reloaded.getByRole('tab', { name: 'Surface', exact: true }).click();
    const saved = region(reloaded, 'Variants').getByRole('combobox', { name: 'Variant', exact: true });
    await expect.poll(() => saved.locator('option').allTextContents(), { timeout: uiTimeoutMs }).toContain('grep finds TODOs');
    await button(reloaded, 'Compare').click();
    await reloaded.getByRole('tab', { name: 'Selection tests', exact: true }).click();
    const history = region(reloaded, 'Rewrite history');
    await history.waitFor({ timeout: uiTimeoutMs });
    const round = await history.getByRole('listitem').first().textContent();
    expect(round).toContain('Current surface (as edited) · proposer claude-fake-1 · 1 miss');
    expect(round).toContain('3 edits: 1 accepted, 1 rejected, 0 not decided, 1 refused.');
    expect(round).toContain('held out: +100 points (95% interval +21 points to +100 points, 3 paired answers): better.');
    expect(round).toContain('Cost: price unknown · kept as variant "grep finds TODOs"');
  });
});

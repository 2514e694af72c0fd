import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../support/fake-messages-api';
import { fakeApiKey } from '../support/fake-api-key';
import { button, configureModel, region, uiTimeoutMs } from './support/app';
import { placesShowingKey } from './support/key-exposure';
import { useLivePlayground } from './support/live-playground';
import { rescript } from './support/model-requests';

// The Compare view's Selection tests tab against the local Messages API, with a fixture model that
// searches issues whenever a search_issues tool is shown and answers in words otherwise: the
// pasted MCP-style tools get every call right, the current surface (which has no such tool) does not.

const apiKey = fakeApiKey('selection-tab');
const issueTools = [
  { name: 'search_issues', description: 'Searches issues by text.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
  { name: 'delete_issue', description: 'Deletes an issue.', inputSchema: { type: 'object', properties: { number: { type: 'number' } }, required: ['number'] } },
];

function searchesIssues(request: RecordedRequest) {
  const prompt: string = request.body.messages[0].content;
  const hasSearch = request.body.tools.some((tool: { name: string }) => tool.name === 'search_issues');
  if (prompt.startsWith('Find') && hasSearch) return { blocks: [{ type: 'tool_use' as const, name: 'search_issues', input: { query: 'login page' } }] };
  return { blocks: [{ type: 'text' as const, text: 'Hello.' }] };
}

describe('the Selection tests tab', () => {
  const live = useLivePlayground({ apiKey });

  it('edits version 2 prompts and shows each set of tools against the chosen baseline with a verdict', async () => {
    rescript(live.fakeApi, searchesIssues);
    const page = await live.playground.open();
    await configureModel(page, { apiKey, baseUrl: live.fakeApi.url, model: 'claude-fake-1' });
    await button(page, 'Compare').click();
    await page.getByRole('tab', { name: 'Selection tests', exact: true }).click();
    const setup = page.getByRole('form', { name: 'Selection test setup', exact: true });
    await setup.getByRole('textbox', { name: 'Pasted tools array', exact: true }).fill(JSON.stringify(issueTools));
    await expect.poll(() => setup.getByRole('checkbox', { name: 'Pasted tools array', exact: true }).isChecked(), { timeout: uiTimeoutMs }).toBe(true);

    await setup.getByRole('textbox', { name: 'Prompt 1', exact: true }).fill('Find login bugs.');
    await setup.getByRole('combobox', { name: 'Expected tool 1', exact: true }).fill('search_issues');
    await setup.getByRole('combobox', { name: 'Forbidden tools 1', exact: true }).fill('delete_issue');
    await setup.getByRole('textbox', { name: 'Argument checks 1', exact: true }).fill('{"query": {"pattern": "(?i)login"}}');
    await button(setup, 'Add prompt').click();
    await setup.getByRole('textbox', { name: 'Prompt 2', exact: true }).fill('Say hello.');
    await setup.getByRole('checkbox', { name: 'No tool 2', exact: true }).check();
    await setup.getByRole('spinbutton', { name: 'Samples per prompt', exact: true }).fill('5');
    await setup.getByRole('combobox', { name: 'Baseline', exact: true }).selectOption({ label: 'Pasted tools array' });
    await button(setup, 'Run selection tests').click();

    const results = region(page, 'Selection results');
    const against = results.getByRole('table', { name: 'Against the baseline', exact: true });
    await against.waitFor({ timeout: 45_000 });
    const row = against.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Current surface (as edited)', exact: true }) });
    expect((await row.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual(['−50 points', '−76 points to −12 points', 'worse']);
    expect(await against.getByRole('caption').textContent()).toContain('Pasted tools');
    const perTool = results.getByRole('table', { name: 'Per tool: Pasted tools', exact: true });
    expect(await perTool.getByRole('row').filter({ hasText: 'search_issues' }).textContent()).toContain('100% (5/5)');
    expect(live.fakeApi.messageRequests).toHaveLength(20);
    expect(await placesShowingKey(page, apiKey)).toEqual([]);
  });
});

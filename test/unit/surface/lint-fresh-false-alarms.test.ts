import { beforeAll, describe, expect, it } from 'vitest';
import { lintInput } from '../../../src/engine/surface-analysis/lint/lint-input';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import type { Finding } from '../../../src/engine/surface-analysis/lint/finding';
import { capturedServerTools } from '../../support/captured-corpus-tools';

// The false alarms the rules made on the fresh corpus (test/fixtures/mcp-corpus-fresh), each on
// the real captured text that caused it, beside the true findings of the same servers that must
// stay: a rule made quieter here must not go deaf.

const capturedTools = (server: string) => capturedServerTools('mcp-corpus-fresh', server);

function lintServer(server: string, keep?: (name: string) => boolean): Finding[] {
  const tools = capturedTools(server);
  return lintInput({ tools: keep ? tools.filter((tool) => keep(tool.name)) : tools }, [], server).findings;
}

const byRule = (findings: Finding[], rule: string) => findings.filter((finding) => finding.rule === rule);
const where = (finding: Finding) => `${finding.tool} ${finding.field.replace(/^tools\[\d+\]\.inputSchema\./, '')}`;

beforeAll(loadVerbTagger);

describe('drift on real servers', () => {
  it('reads Sentry\'s `find_organizations()` as the call notation of a tool that exists, not a wrong name', () => {
    const findings = byRule(lintServer('sentry'), 'drift');
    expect(findings.map(where)).toEqual([]);
  });

  it('still reports a tool name written in the wrong case, even in call notation', () => {
    const tools = capturedTools('sentry').filter((tool) => tool.name === 'find_organizations' || tool.name === 'find_dsns');
    const findDsns = tools.find((tool) => tool.name === 'find_dsns')!;
    findDsns.description = findDsns.description!.replace('`find_organizations()`', '`Find_Organizations()`');
    const findings = byRule(lintInput({ tools }, [], 'sentry').findings, 'drift');
    expect(findings.map((finding) => finding.message)).toEqual([
      'The description of find_dsns names the tool "Find_Organizations", but the tool is called find_organizations: a model that calls "Find_Organizations" gets an unknown tool.',
    ]);
  });

  it('reads "Set `numDocsToRerank`" in the description of a MongoDB pipeline as a field of a stage, not a missing parameter', () => {
    expect(byRule(lintServer('mongodb', (name) => ['aggregate', 'explain', 'export'].includes(name)), 'drift')).toEqual([]);
  });

  it('still reports a parameter a tool\'s own description tells the model to set when the schema lacks it', () => {
    const [aggregate] = capturedTools('mongodb').filter((tool) => tool.name === 'aggregate');
    aggregate!.description = `${aggregate!.description} Set \`maxTimeMs\` to stop a slow pipeline.`;
    const findings = byRule(lintInput({ tools: [aggregate!] }, [], 'mongodb').findings, 'drift');
    expect(findings.map((finding) => finding.message)).toEqual([
      'The description of aggregate names a parameter maxTimeMs, but the inputSchema of aggregate has no such property.',
    ]);
  });

  it('ignores response fields, example values, another tool\'s parameter, query strings and file:line examples, and reports a camelCase tool name', () => {
    const tool = (name: string, description: string, properties: Record<string, string>) => ({
      name,
      description,
      inputSchema: { type: 'object', properties: Object.fromEntries(Object.entries(properties).map(([key, text]) => [key, { type: 'string', description: text }])) },
    });
    const tools = [
      tool('get_file', 'Reads a file from a branch. Returns `sha`, `content` and `encoding`; set `ref` on get_commit to read history.', {
        path: 'Path, e.g. `src/app.ts:42` or `lib/x.py:10`.',
        branch: 'Branch name, as in https://api.github.com/repos/o/r/contents/p?branch=main or ?branch=dev.',
      }),
      tool('get_commit', 'Gets a commit. Call `getFile()` to read its files.', { ref: 'The ref, for example `main` or "HEAD".' }),
      tool('search', 'Searches issues, as in `is:issue state:open`. The response has `total_count` and `items`.', { q: 'Query like `repo:owner/name label:bug`, or `status=active`.' }),
    ];
    expect(byRule(lintInput({ tools }, [], 'probe').findings, 'drift').map((finding) => finding.message)).toEqual([
      'The description of get_commit names the tool "getFile", but the tool is called get_file: a model that calls "getFile" gets an unknown tool.',
    ]);
  });

  it('keeps the two true findings of the fresh corpus: Playwright tool names copied with a capital', () => {
    const findings = byRule(lintServer('playwright-executeautomation'), 'drift');
    expect(findings.map((finding) => `${finding.tool}: ${finding.message.split(':')[0]}`)).toEqual([
      'playwright_expect_response: A parameter description of playwright_expect_response names the tool "Playwright_assert_response", but the tool is called playwright_assert_response',
      'playwright_assert_response: A parameter description of playwright_assert_response names the tool "Playwright_expect_response", but the tool is called playwright_expect_response',
    ]);
  });
});

describe('description-action-first on real servers', () => {
  const opening = (findings: Finding[]) => byRule(findings, 'description-action-first').map((finding) => `${finding.tool}: ${finding.message.split(': ').slice(1).join(': ')}`);

  it('judges the sentence under HubSpot\'s "🎯 Purpose:" heading and its list number, so "1. Retrieves a paginated list" passes', () => {
    const quiet = ['hubspot-get-user-details', 'hubspot-list-objects', 'hubspot-search-objects', 'hubspot-batch-read-objects', 'hubspot-get-link'];
    expect(opening(lintServer('hubspot', (name) => quiet.includes(name)))).toEqual([]);
  });

  it('still flags what comes under the heading when that is "Use this tool when…" or a data-modification warning', () => {
    const flagged = ['hubspot-get-property', 'hubspot-generate-feedback-link', 'hubspot-create-property'];
    expect(opening(lintServer('hubspot', (name) => flagged.includes(name)))).toEqual([
      'hubspot-create-property: it opens with a warning label.',
      'hubspot-generate-feedback-link: it opens with when to use the tool.',
    ]);
  });

  it('passes "If a browser dialog was opened, use this command to handle it": the condition leads into the action', () => {
    expect(opening(lintServer('chrome-devtools', (name) => name === 'handle_dialog'))).toEqual([]);
  });

  it('still flags a condition that leads into advice, a warning set as a heading, and "This tool is a…" after an emoji', () => {
    const tools = [
      { name: 'close_page', description: 'If unsure which page is open, call list_pages first. Closes a page by its id.', inputSchema: { type: 'object', properties: {} } },
      { name: 'drop_table', description: '⚠️ IMPORTANT:\nOnly call this when the user asked for it. Drops a table and its rows.', inputSchema: { type: 'object', properties: {} } },
      { name: 'list_files', description: '📁 This tool is a file lister for one folder\nReturns names only.', inputSchema: { type: 'object', properties: {} } },
    ];
    expect(opening(lintInput({ tools }, [], 'db').findings)).toEqual([
      'close_page: it opens with a condition.',
      'drop_table: it opens with a warning label.',
      'list_files: it opens by talking about "this tool".',
    ]);
  });
});

describe('annotations on real servers', () => {
  const readOnlyNotes = (findings: Finding[]) => byRule(findings, 'annotations').map((finding) => finding.tool);
  const withFacts = (server: string, names: string[]) => {
    const tools = capturedTools(server).filter((tool) => names.includes(tool.name));
    return lintInput({ tools }, [], server).findings;
  };

  it('does not call the Lighthouse audit read-only ("Full reports are saved to disk"), nor a request read given a file "to save the body to"', () => {
    expect(readOnlyNotes(withFacts('chrome-devtools', ['lighthouse_audit', 'get_network_request']))).toEqual([]);
  });

  it('still notes a reading tool whose later sentences only say what comes back', () => {
    const [tool] = capturedTools('chrome-devtools').filter((entry) => entry.name === 'lighthouse_audit');
    tool!.description = tool!.description!.replace('Full reports are saved to disk. ', '');
    expect(readOnlyNotes(lintInput({ tools: [tool!] }, [], 'chrome-devtools').findings)).toEqual(['lighthouse_audit']);
  });
});

describe('ambiguous-siblings on real servers', () => {
  const siblings = (findings: Finding[]) => byRule(findings, 'ambiguous-siblings').map((finding) => finding.tool);

  it('lets Sentry\'s search_issue_events ("events within a specific issue") settle the pair: a model reading it knows which fits', () => {
    expect(siblings(lintServer('sentry', (name) => name === 'search_events' || name === 'search_issue_events'))).toEqual([]);
  });

  it('lets Airtable\'s "Search for records containing specific text" tell search_records from list_records, and asks both when it does not', () => {
    const records = (name: string) => name.endsWith('_records');
    expect(siblings(lintServer('airtable', records))).toEqual([]);
    const tools = ['list_records', 'search_records'].map((name) => ({ name, description: 'Get records from a table.', inputSchema: { type: 'object', properties: {} } }));
    expect(siblings(lintInput({ tools }, [], 'records').findings)).toEqual(['list_records', 'search_records']);
  });

  it('does not take a scope the added words do not name: "Search events within a project" beside search_events', () => {
    const tools = ['search_events', 'search_issue_events'].map((name) => ({ name, description: 'Search events within a specific project.', inputSchema: { type: 'object', properties: {} } }));
    expect(siblings(lintInput({ tools }, [], 'events').findings)).toEqual(['search_events', 'search_issue_events']);
  });
});

describe('parameter-description on real servers', () => {
  const undescribed = (findings: Finding[]) => byRule(findings, 'parameter-description').map(where);

  it('does not ask for words on HubSpot\'s contactIds, dealIds… inside "associations" ("Associated records for this engagement")', () => {
    expect(undescribed(lintServer('hubspot', (name) => name === 'hubspot-create-engagement'))).toEqual([]);
  });

  it('asks nothing of associationTypeId: an id raises no unit, format or syntax question', () => {
    expect(undescribed(lintServer('hubspot', (name) => name === 'hubspot-batch-create-associations'))).toEqual([]);
  });

  it('does not ask for the limit of a described MongoDB $vectorSearch stage, which has a default of 10', () => {
    expect(undescribed(lintServer('mongodb', (name) => name === 'aggregate'))).toEqual([]);
  });

  it('asks nothing of Airtable\'s update_records: each record\'s fields are the table\'s own columns, which no schema could list', () => {
    expect(undescribed(lintServer('airtable', (name) => name === 'update_records'))).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { lintInput } from '../../../src/engine/surface-analysis/lint/lint-input';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import type { Finding } from '../../../src/engine/surface-analysis/lint/finding';
import { capturedServerTools, type CapturedTool } from '../../support/captured-corpus-tools';

// The false alarms the rules made on the unseen corpus (test/fixtures/mcp-corpus-unseen), each on
// the real captured text that caused it, beside a true finding of the same kind that must stay:
// a rule made quieter here must not go deaf.

function capturedTools(server: string, keep?: (name: string) => boolean): CapturedTool[] {
  const tools = capturedServerTools('mcp-corpus-unseen', server);
  return keep ? tools.filter((tool) => keep(tool.name)) : tools;
}

function lintServer(server: string, keep?: (name: string) => boolean): Finding[] {
  return lintInput({ tools: capturedTools(server, keep) }, [], server).findings;
}

const byRule = (findings: Finding[], rule: string) => findings.filter((finding) => finding.rule === rule);
const where = (finding: Finding) => `${finding.tool} ${finding.field.replace(/^tools\[\d+\]\.inputSchema\.properties\./, '').replace(/\.description$/, '')}`;
const named = (...names: string[]) => (name: string) => names.includes(name);

beforeAll(loadVerbTagger);

describe('description-action-first on the unseen servers', () => {
  const opening = (findings: Finding[]) => byRule(findings, 'description-action-first').map((finding) => `${finding.tool}: ${finding.message.split(': ').slice(1).join(': ')}`);

  it('passes "This tool retrieves…", "This tool is used to rerun…" and "This tool will take…": the action is in the first sentence', () => {
    expect(opening(lintServer('circleci', named('find_flaky_tests', 'rerun_workflow', 'config_helper', 'list_artifacts')))).toEqual([]);
    expect(opening(lintServer('shopify-dev', named('search_docs_chunks', 'validate_theme')))).toEqual([]);
  });

  it('reads "Mute" and "Unmute" as verbs, and judges the text after a "<use_case>" tag', () => {
    expect(opening(lintServer('datadog', named('mute_host', 'unmute_host')))).toEqual([]);
    expect(opening(lintServer('neon', named('prepare_database_migration')))).toEqual([]);
  });

  it('still flags a shouted MANDATORY rule before the action, and "This tool is a…" that names a kind, not an action', () => {
    const tools = capturedTools('shopify-dev', named('learn_shopify_api'));
    tools.push({ name: 'lister', description: 'This tool is a wrapper around the artifacts API. Lists artifacts of a job.', inputSchema: { type: 'object', properties: {} } });
    expect(opening(lintInput({ tools }, [], 'shopify-dev').findings)).toEqual([
      'learn_shopify_api: it opens with "MANDATORY" in capitals.',
      'lister: it opens by talking about "this tool".',
    ]);
  });
});

describe('naming-consistency on the unseen servers', () => {
  const spelling = (findings: Finding[]) => byRule(findings, 'naming-consistency').map((finding) => finding.tool);

  it('takes llm_provider and llm_model, spelled the same on every Pinecone tool, for a convention rather than the odd ones out', () => {
    expect(spelling(lintServer('pinecone'))).toEqual([]);
  });

  it('says nothing of Neon\'s org_id among camelCase names: it is the only spelling of that name on the server', () => {
    expect(spelling(lintServer('neon'))).toEqual([]);
  });
});

describe('index-base on the unseen servers', () => {
  const positions = (findings: Finding[]) => byRule(findings, 'index-base').map((finding) => `${finding.tool} ${finding.field.replace(/^.*properties\.(\w+)\.description$/, '$1')}`);

  it('asks no base of Datadog\'s "POSIX timestamp" end nor of its "Starting offset for pagination", but still of a line beside them', () => {
    const tools = capturedTools('datadog', named('mute_host', 'list_hosts'));
    expect(positions(lintInput({ tools }, [], 'datadog').findings)).toEqual([]);
    const listHosts = tools.find((tool) => tool.name === 'list_hosts')!;
    (listHosts.inputSchema.properties as Record<string, unknown>).line = { type: 'integer', description: 'Line of the host table to start at' };
    expect(positions(lintInput({ tools }, [], 'datadog').findings)).toEqual(['list_hosts line']);
  });
});

describe('parameter-description on the unseen servers', () => {
  const unexplained = (findings: Finding[]) => byRule(findings, 'parameter-description').map(where);

  it('asks nothing of Mapbox coordinates and sizes whose range and described parent say it all', () => {
    expect(unexplained(lintServer('mapbox'))).toEqual([]);
  });

  it('asks nothing of an empty params wrapper, on CircleCI and on Neon', () => {
    expect(unexplained(lintServer('circleci', named('list_followed_projects')))).toEqual([]);
    expect(unexplained(lintServer('neon', named('__node_version')))).toEqual([]);
  });

  it('asks nothing of the id of the incident get_incident fetches, nor of the message of the downtime it schedules, but still the unit of its times and the syntax of its scope', () => {
    expect(unexplained(lintServer('datadog', named('list_incidents', 'get_incident', 'list_dashboards', 'get_dashboard', 'list_downtimes', 'cancel_downtime')))).toEqual([]);
    expect(unexplained(lintServer('datadog', named('schedule_downtime', 'list_downtimes')))).toEqual([
      'schedule_downtime scope',
      'schedule_downtime start',
      'schedule_downtime end',
      'schedule_downtime recurrence.properties.period',
      'schedule_downtime recurrence.properties.until',
    ]);
    expect(unexplained(lintServer('datadog', named('schedule_downtime')))).not.toContain('schedule_downtime message');
  });

  it('asks nothing of an index name on describe-index, of a cloud enum with its default, of a required model enum, of topK/topN, of a search query or of the name of each listed index, but still the keys of an open filter object', () => {
    const findings = unexplained(lintServer('pinecone'));
    for (const quiet of ['describe-index name', 'create-index-for-model name', 'create-index-for-model cloud', 'create-index-for-model embed.properties.model', 'rerank-documents model', 'cascading-search indexes.items.properties.name', 'search-docs query', 'rerank-documents query', 'rerank-documents options.properties.topN', 'search-records query.properties.topK']) {
      expect(findings).not.toContain(quiet);
    }
    expect(findings).toEqual(['search-records query.properties.filter', 'cascading-search query.properties.filter']);
  });

  it('asks nothing of Neon\'s migrationId: where an id comes from is not one of the questions the rule asks', () => {
    expect(unexplained(lintServer('neon', named('complete_database_migration')))).toEqual([]);
  });
});

describe('description-length on the unseen servers', () => {
  const tooShort = (findings: Finding[]) => byRule(findings, 'description-length').map((finding) => finding.tool);

  it('lets Neon\'s "Get the Node.js version used by the MCP server" be short: it takes nothing and names the one value it returns', () => {
    expect(tooShort(lintServer('neon', named('__node_version')))).toEqual([]);
  });

  it('lets Datadog\'s "Get all RUM applications in the organization" be: seven words may say enough; cut to four it is too short, since a list\'s shape is left to say', () => {
    expect(tooShort(lintServer('datadog', named('get_rum_applications')))).toEqual([]);
    const [tool] = capturedTools('datadog', named('get_rum_applications'));
    tool!.description = 'Get all RUM applications';
    expect(tooShort(lintInput({ tools: [tool!] }, [], 'datadog').findings)).toEqual(['get_rum_applications']);
  });
});

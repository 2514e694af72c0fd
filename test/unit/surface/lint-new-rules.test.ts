import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseToolsArray } from '../../../src/engine/compare/tools-array';
import { lintInput } from '../../../src/engine/surface-analysis/lint/lint-input';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import type { Finding } from '../../../src/engine/surface-analysis/lint/finding';

// Each rule added for real servers, on real captured tools (test/fixtures/mcp-corpus): the tools it
// must flag, and real tools where it must stay quiet. Tools are linted as `npm run lint` reads a
// tools/list: with their annotations and output schemas.

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures');
const serverJson = (server: string, corpus = 'mcp-corpus') => JSON.parse(readFileSync(join(fixtures, corpus, `${server}.json`), 'utf8'));

function lintServer(server: string, keep?: (name: string) => boolean, corpus?: string): Finding[] {
  const json = serverJson(server, corpus);
  const tools = keep ? json.tools.filter((tool: { name: string }) => keep(tool.name)) : json.tools;
  return lintInput({ tools }, [], server).findings;
}

const byRule = (findings: Finding[], rule: string) => findings.filter((finding) => finding.rule === rule);

beforeAll(loadVerbTagger);

describe('ambiguous-siblings', () => {
  it('flags a Shopify server\'s get-orders and get-fulfillment-orders, which take the same inputs and say nothing, each naming the other and what to state', () => {
    const found = byRule(lintServer('shopify-junis', (name) => /^get-(?:fulfillment-)?orders$/.test(name), 'mcp-corpus-twenty-fourth'), 'ambiguous-siblings');
    expect(found.map((finding) => finding.tool)).toEqual(['get-orders', 'get-fulfillment-orders']);
    expect(found[0]!.message).toContain('get-fulfillment-orders');
    expect(found[0]!.suggestion).toMatch(/what sets get-orders apart from get-fulfillment-orders/);
  });

  it('stays quiet on GitHub list_issues and search_issues: only the search requires a query, so the schemas tell them apart', () => {
    expect(byRule(lintServer('github'), 'ambiguous-siblings')).toEqual([]);
  });

  it('stays quiet on the filesystem server: list_directory_with_sizes says "including sizes", and read_file is deprecated beside read_media_file', () => {
    expect(byRule(lintServer('filesystem'), 'ambiguous-siblings')).toEqual([]);
  });

  it('stays quiet on tools that do different things to one object (create_issue, update_issue, get_issue)', () => {
    expect(byRule(lintServer('github', (name) => name.endsWith('_issue')), 'ambiguous-siblings')).toEqual([]);
  });
});

describe('required-optional', () => {
  it("flags Playwright's required parameters whose text gives a default", () => {
    const found = byRule(lintServer('playwright'), 'required-optional');
    expect(found.map((finding) => `${finding.tool}.${finding.field.split('.').at(-2)}`)).toEqual([
      'browser_console_messages.level',
      'browser_network_requests.static',
      'browser_take_screenshot.scale',
    ]);
    expect(found[0]!.message).toContain('has the call refused');
    expect(found[0]!.suggestion).toContain('drop level from "required"');
  });

  it('stays quiet on the memory and filesystem servers, whose required parameters say nothing of defaults', () => {
    expect(byRule([...lintServer('memory'), ...lintServer('filesystem')], 'required-optional')).toEqual([]);
  });
});

describe('schema-contradiction', () => {
  it('flags browser_tabs, whose description offers "create" where the enum has "new"', () => {
    const [finding, ...rest] = byRule(lintServer('playwright'), 'schema-contradiction');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ tool: 'browser_tabs', field: 'tools[23].inputSchema.properties.action.description' });
    expect(finding!.suggestion).toBe('Write "new" where the description says "create", or add "create" to the enum.');
  });

  it('stays quiet where the words and the enum agree (GitHub, filesystem, everything)', () => {
    expect(byRule([...lintServer('github'), ...lintServer('filesystem'), ...lintServer('everything')], 'schema-contradiction')).toEqual([]);
  });

  it('says what each disagreement does: a refusal only where the words go past the schema, and a missing "required" lets the call through', () => {
    expect(byRule(lintServer('playwright'), 'schema-contradiction')[0]!.message).toMatch(/A model that follows the words sends "create", and the gate refuses it\.$/);
    const tool = (name: string, limit: Record<string, unknown>) => ({
      name,
      description: 'Lists the wiki pages, newest first, with their titles and ids.',
      inputSchema: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 20, ...limit } } },
    });
    const tools = [
      tool('past_the_maximum', { description: 'How many pages, at most 100.' }),
      tool('under_the_maximum', { description: 'How many pages, at most 3.' }),
      tool('under_the_minimum', { description: 'How many pages, at least 0.' }),
      tool('over_the_minimum', { description: 'How many pages, at least 5.' }),
      tool('default_said_twice', { description: 'How many pages. Defaults to 10.', default: 5 }),
      tool('required_in_words', { description: 'How many pages (required).' }),
    ];
    const outcomes = byRule(lintInput({ tools }, [], 'wiki').findings, 'schema-contradiction').map((finding) => [finding.tool, finding.message.replace(/^.*?\. (?=[A-Z])/, '')]);
    expect(outcomes).toEqual([
      ['past_the_maximum', 'The model follows the words and the gate refuses anything over 20.'],
      ['under_the_maximum', 'The model follows the words and never asks for more than 3, though the schema allows it.'],
      ['under_the_minimum', 'The model follows the words and the gate refuses anything under 1.'],
      ['over_the_minimum', 'The model follows the words and never sends less than 5, though the schema allows it.'],
      ['default_said_twice', 'A model that leaves it out cannot know which it gets.'],
      ['required_in_words', 'A model that trusts the schema may leave it out, and the gate lets that call through to a tool that needs it.'],
    ]);
  });
});

describe('naming-consistency', () => {
  it('flags perPage beside per_page on the GitHub server, and not autoInit, the only spelling of its name', () => {
    const found = byRule(lintServer('github'), 'naming-consistency');
    expect(found.map((finding) => [finding.tool, finding.severity])).toEqual([
      ['search_repositories', 'warning'],
      ['list_commits', 'warning'],
    ]);
    expect(found[0]!.message).toContain('perPage (elsewhere per_page)');
    expect(found[0]!.suggestion).toContain('per_page');
  });

  it('stays quiet on servers that keep one spelling (memory, Playwright)', () => {
    expect(byRule([...lintServer('memory'), ...lintServer('playwright')], 'naming-consistency')).toEqual([]);
  });
});

describe('annotations', () => {
  it('flags GitHub reads without readOnlyHint as info, saying each call asks for approval', () => {
    const found = byRule(lintServer('github'), 'annotations');
    expect(found.map((finding) => finding.tool)).toContain('get_file_contents');
    expect(found.every((finding) => finding.severity === 'info' && finding.field.endsWith('.annotations'))).toBe(true);
    expect(found[0]!.message).toContain('ask for approval on every call');
    expect(found.map((finding) => finding.tool)).not.toContain('create_issue');
  });

  it('warns on a delete tool marked read-only, and stays quiet on Playwright, whose reads carry readOnlyHint', () => {
    const [deleteTool] = serverJson('memory').tools.filter((tool: { name: string }) => tool.name === 'delete_entities');
    const marked = { ...deleteTool, annotations: { readOnlyHint: true } };
    const [finding] = byRule(lintInput({ tools: [marked] }, [], 'memory').findings, 'annotations');
    expect(finding).toMatchObject({ severity: 'warning', tool: 'delete_entities' });
    expect(byRule(lintServer('playwright'), 'annotations')).toEqual([]);
  });

  it('says nothing for a Messages API tools array, which carries no annotations', () => {
    const tools = parseToolsArray(serverJson('github')).map(({ name, description, input_schema }) => ({ name, description, input_schema }));
    expect(byRule(lintInput(tools, [], 'github').findings, 'annotations')).toEqual([]);
  });
});

describe('vendor-prefix', () => {
  it('flags "Notion | Retrieve a user" and suggests opening with the action', () => {
    const tool = { name: 'API-get-user', description: 'Notion | Retrieve a user\nError Responses:\n400: 400', inputSchema: { type: 'object', properties: {} } };
    const findings = lintInput({ tools: [tool] }, [], 'notion').findings;
    const [finding] = byRule(findings, 'vendor-prefix');
    expect(finding!.message).toContain('"Notion"');
    expect(finding!.suggestion).toContain('"Retrieve a user"');
    expect(byRule(findings, 'description-action-first')).toEqual([]);
    // The status list is not description: four words remain.
    expect(byRule(findings, 'description-length')[0]!.message).toContain('has 3 words besides boilerplate');
  });

  it('stays quiet on every real description of the training corpus', () => {
    for (const server of ['github', 'filesystem', 'memory', 'everything', 'playwright', 'sequential-thinking']) {
      expect(byRule(lintServer(server), 'vendor-prefix')).toEqual([]);
    }
  });
});

describe('fixed false alarms', () => {
  it('drift: a URL query string, an example value and another tool\'s parameter are not parameters; a tool named by its title is', () => {
    const tools = [
      { name: 'get_file', description: 'Gets a file; the web view is at https://example.com/blob?branch=main. Use `find_files` with a `pattern` parameter to locate it first.', inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Path, e.g. src/app.ts:12.' } } } },
      { name: 'find_files', description: "Finds files by pattern. Call the 'Get File' tool to read one.", inputSchema: { type: 'object', properties: { pattern: { type: 'string', description: 'Glob such as `*.ts`.' } } } },
    ];
    const json = { tools: [tools[0], { ...tools[1], title: 'Find Files' }].map((tool, index) => (index === 0 ? { ...tool, title: 'Get File' } : tool)) };
    const drift = byRule(lintInput(json, [], 'files').findings, 'drift');
    expect(drift.map((finding) => finding.message)).toEqual([
      'The description of find_files names the tool "Get File", but the tool is called get_file: a model that calls "Get File" gets an unknown tool.',
    ]);
  });

  it('parameter-description: a description in an anyOf branch, a const discriminator and a wrapper object count as described', () => {
    const tool = {
      name: 'update_block',
      description: 'Updates a block of a page and returns it as it now is, with its children.',
      inputSchema: {
        type: 'object',
        properties: {
          kind: { type: 'string', const: 'paragraph' },
          parent: { anyOf: [{ type: 'object', description: 'The page the block belongs to.' }, { type: 'string' }] },
          size: { type: 'object', properties: { width: { type: 'number', description: 'Pixels.' } } },
          updatedSince: { type: 'string' },
        },
      },
    };
    const found = byRule(lintInput({ tools: [tool] }, [], 'blocks').findings, 'parameter-description');
    expect(found.map((finding) => finding.field)).toEqual(['tools[0].inputSchema.properties.updatedSince.description']);
  });

  it('description-length: a short description with an outputSchema is not too short; index-base: a skip count has no base', () => {
    const tool = {
      name: 'list_users',
      description: 'Lists the users of the workspace.',
      inputSchema: { type: 'object', properties: { offset: { type: 'integer', minimum: 0, description: 'How many users to skip.' } } },
      outputSchema: { type: 'object', properties: { users: { type: 'array', description: 'Each user: id, name, email.' } } },
    };
    const findings = lintInput({ tools: [tool] }, [], 'users').findings;
    expect(byRule(findings, 'description-length')).toEqual([]);
    expect(byRule(findings, 'index-base')).toEqual([]);
  });

  it('description-action-first: "Cherry-pick" and "Reset" open with an action', () => {
    const tools = ['Cherry-pick a commit onto the current branch and return the new commit.', 'Reset the index to a commit, keeping the working tree.'].map((description, index) => ({
      name: `git_${index}`,
      description,
      inputSchema: { type: 'object', properties: {} },
    }));
    expect(byRule(lintInput({ tools }, [], 'git').findings, 'description-action-first')).toEqual([]);
  });
});

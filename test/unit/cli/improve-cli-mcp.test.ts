import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeReply, RecordedRequest } from '../../support/fake-messages-api';
import { mcpConfigFile } from '../../support/mcp-test-config';
import { runCli } from '../../support/run-cli';

/**
 * `npm run improve -- --mcp`: the reference memory server from npm (server-memory) is started, its
 * tools join the surface, and a rewrite of one of them comes out as a patch for the server's
 * author. The model under test calls the tool whose description speaks of remembering, and
 * otherwise reads the whole graph: the server's own "Create multiple new entities" misleads it.
 */
const key = fakeApiKey('improve-mcp');
const memoryEntry = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/dist/index.js');
const isProposer = (request: RecordedRequest) => request.body.tools?.[0]?.name === 'propose_surface_edit';

function modelUnderTest(request: RecordedRequest): FakeReply {
  const tools = request.body.tools as Array<{ name: string; description: string }>;
  const remember = tools.find((tool) => tool.description.toLowerCase().includes('remember'));
  return { blocks: [{ type: 'tool_use', name: remember?.name ?? 'read_graph', input: remember ? { entities: [] } : {} }] };
}

const rewrite = {
  edits: [
    { tool: 'create_entities', field: 'name', text: 'remember_entities' },
    { tool: 'create_entities', field: 'description', text: 'Remembers new people, places or things as entities of the knowledge graph, each with its observations.' },
    { tool: 'create_entities', field: 'parameter:entities', text: 'The entities to remember, each with a name, a type and what was said about it.' },
  ],
  rationale: 'Nothing said this tool is how things get remembered.',
};

const prompts = (people: string[]) => ({ version: 2, prompts: people.map((who) => ({ prompt: `Remember that ${who} likes tea.`, expect: 'mcp:memory/create_entities' })) });

describe('npm run improve -- --mcp', () => {
  it('improves a server tool and writes --patch-out with its server, its own name and only the texts that changed', { timeout: 120_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'aci-improve-mcp-'));
    const mcp = await mcpConfigFile({ memory: { command: process.execPath, args: [memoryEntry], env: { MEMORY_FILE_PATH: join(folder, 'memory.jsonl') } } }, 'aci-improve-mcp-');
    const paths = { prompts: join(folder, 'prompts.json'), holdout: join(folder, 'holdout.json'), out: join(folder, 'report.json'), patch: join(folder, 'patch.json'), surface: join(folder, 'better.json') };
    await writeFile(paths.prompts, JSON.stringify(prompts(['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'])));
    await writeFile(paths.holdout, JSON.stringify(prompts(['HELDOUT Bob', 'HELDOUT Carol', 'HELDOUT Dan', 'HELDOUT Erin'])));
    const api = await fakeMessagesApiForTest({ script: (request) => (isProposer(request) ? { blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: rewrite }] } : modelUnderTest(request)) });
    const args = ['--prompts', paths.prompts, '--holdout-prompts', paths.holdout, '--mcp', mcp, '--mcp-timeout', '30', '-n', '2', '--rounds', '1', '--candidates', '1', '--out', paths.out, '--surface-out', paths.surface, '--patch-out', paths.patch];
    const run = await runCli('improve', args, { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url }, { timeout: 90_000 });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^MCP servers · memory: \d+ tools$/m);
    expect(run.stdout).toContain(`Improved: proven better on the held-out prompts; the surface is in ${paths.surface}; the server patch is in ${paths.patch}.`);

    expect(JSON.parse(await readFile(paths.patch, 'utf8'))).toEqual({
      version: 1,
      tools: [{ server: 'memory', tool: 'create_entities', name: 'remember_entities', description: rewrite.edits[1]!.text, parameters: { entities: rewrite.edits[2]!.text } }],
    });
    // The surface file edits the server's tool by its handler, for agent --surface and select --variants.
    const surface = JSON.parse(await readFile(paths.surface, 'utf8'));
    expect(surface.tools.find((tool: { handler: string }) => tool.handler === 'mcp:memory/create_entities')).toMatchObject({ name: 'remember_entities', description: rewrite.edits[1]!.text });
    // The proposer read the server's tools as the model sees them, and no held-out prompt.
    const brief: string = api.messageRequests.find(isProposer)!.body.messages[0].content;
    expect(brief).toContain('"name": "create_entities"');
    expect(brief).toContain('"called": "read_graph"');
    expect(brief).not.toContain('HELDOUT');
  });
});

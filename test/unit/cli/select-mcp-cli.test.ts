import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApiKey } from '../../support/fake-api-key';
import { startFakeMessagesApi, type FakeMessagesApi } from '../../support/fake-messages-api';
import { runCli } from '../../support/run-cli';

/** `npm run select -- --mcp` with a surface: variant that edits a real server's tool (server-memory from npm). */

const key = fakeApiKey('select-mcp');
const memoryEntry = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-memory/dist/index.js');
let api: FakeMessagesApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('npm run select -- --mcp with a surface that edits a server tool', () => {
  it('sends the renamed tool with the edited description, and the server\'s other tools as the server says them', { timeout: 120_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'select-mcp-surface-'));
    api = await startFakeMessagesApi({
      script: (request) => {
        const names: string[] = request.body.tools.map((tool: { name: string }) => tool.name);
        return { blocks: [{ type: 'tool_use', name: names.includes('remember') ? 'remember' : 'read_file', input: names.includes('remember') ? { entities: [] } : { path: 'x' } }] };
      },
    });
    const mcp = join(folder, '.mcp.json');
    await writeFile(mcp, JSON.stringify({ mcpServers: { memory: { command: process.execPath, args: [memoryEntry], env: { MEMORY_FILE_PATH: join(folder, 'memory.jsonl') } } } }));
    const surface = join(folder, 'edited.json');
    const edited = 'Saves people, places and things you are told to remember, each with what was said about it.';
    await writeFile(surface, JSON.stringify({ tools: [{ handler: 'read_file' }, { handler: 'mcp:memory/create_entities', name: 'remember', description: edited }] }));
    const prompts = join(folder, 'prompts.json');
    await writeFile(prompts, JSON.stringify({ version: 1, prompts: [{ prompt: 'Remember that Ada likes tea.', expect: 'remember' }] }));

    const run = await runCli('select', ['--prompts', prompts, '--variants', `edited=surface:${surface}`, '--mcp', mcp, '--mcp-timeout', '30', '-n', '1'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url }, { timeout: 90_000 });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').find((line) => line.startsWith('edited '))!.split(/ {2,}/).slice(0, 2)).toEqual(['edited', '1/1 (100%)']);
    const tools: Array<{ name: string; description: string; input_schema: { properties: Record<string, unknown> } }> = api.messageRequests[0]!.body.tools;
    const remember = tools.find((tool) => tool.name === 'remember')!;
    expect(remember.description).toBe(edited);
    // The schema the surface did not override is the server's own.
    expect(Object.keys(remember.input_schema.properties)).toEqual(['entities']);
    // The server's tool is sent once, under its new name; the tools the surface leaves alone join as the server names them.
    expect(tools.map((tool) => tool.name)).not.toContain('create_entities');
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['read_file', 'remember', 'read_graph']));
  });

  it('refuses a surface: variant naming a server tool without --mcp, naming the handler', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'select-mcp-missing-'));
    const surface = join(folder, 'edited.json');
    await writeFile(surface, JSON.stringify({ tools: [{ handler: 'mcp:memory/create_entities', name: 'remember' }] }));
    const prompts = join(folder, 'prompts.json');
    await writeFile(prompts, JSON.stringify({ version: 1, prompts: [{ prompt: 'Remember Ada.', expect: 'remember' }] }));
    const run = await runCli('select', ['--prompts', prompts, '--variants', `surface:${surface}`], { ANTHROPIC_API_KEY: key });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('mcp:memory/create_entities');
    expect(run.stderr).toContain('pass --mcp <config>');
  });
});

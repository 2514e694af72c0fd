import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';

/**
 * The headless CLI as people (and our acceptance checks) run it: a real process, the real SDK,
 * the local Messages API server standing in for the provider.
 */
const key = fakeApiKey('cli');

async function seededDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'aci-cli-'));
  await mkdir(join(directory, 'src'));
  await writeFile(join(directory, 'src', 'app.ts'), 'export const answer = 41;\n');
  await mkdir(join(directory, 'node_modules'));
  await writeFile(join(directory, 'node_modules', 'skip.js'), 'not copied');
  return directory;
}

describe('npm run agent', () => {
  it('runs a task on a copy of a directory and writes the transcript and final files', async () => {
    const api = await fakeMessagesApiForTest({ script: [
      { blocks: [{ type: 'tool_use', name: 'edit_file', input: { path: 'src/app.ts', oldText: '41', newText: '42' } }] },
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'cat src/app.ts' } }] },
      { blocks: [{ type: 'text', text: 'Answer is now 42.' }] },
    ] });
    const directory = await seededDirectory();
    const out = join(directory, 'run.json');
    const run = await runCli('agent', ['--task', 'Make the answer 42', '--workspace', directory, '--out', out, '--model', 'claude-test'], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('→ edit_file');
    expect(run.stdout).toContain('Answer is now 42.');
    expect(run.stdout).toMatch(/Done: the model answered without calling a tool\.\n3 steps · [\d,]+ tokens/);

    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.stopReason).toEqual({ type: 'done' });
    expect(report.steps).toBe(3);
    expect(report.files).toEqual({ 'src/app.ts': 'export const answer = 42;\n' });
    expect(report.messages[0]).toEqual({ role: 'user', content: 'Make the answer 42' });
    expect(report.messages).toHaveLength(6);
    expect(report.usage.inputTokens).toBeGreaterThan(0);
    // The request on the wire carried the model, the default toolkit and the seeded task.
    expect(api.messageRequests[0]!.body.model).toBe('claude-test');
    expect(api.messageRequests[0]!.body.tools.map((tool: { name: string }) => tool.name)).toContain('edit_file');
    expect(JSON.stringify(report)).not.toContain(key);
  });

  it('runs sub-agents headless and lists every node in --out', async () => {
    const api = await fakeMessagesApiForTest({ script: (request) => {
      const first = request.body.messages[0].content;
      const task = typeof first === 'string' ? first : first.map((block: { text?: string }) => block.text ?? '').join('');
      const turn = request.body.messages.filter((message: { role: string }) => message.role === 'assistant').length;
      if (task.includes('Write the notes')) {
        return turn === 0
          ? { blocks: [{ type: 'tool_use', name: 'write_file', input: { path: 'notes/todo.md', content: '- ship\n' } }] }
          : { blocks: [{ type: 'text', text: 'Notes written.' }] };
      }
      return turn === 0
        ? { blocks: [{ type: 'tool_use', name: 'run_agent', input: { name: 'notes', folder: 'notes', task: 'Write the notes' } }] }
        : { blocks: [{ type: 'text', text: 'Delegated.' }] };
    } });
    const directory = await seededDirectory();
    const out = join(directory, 'run.json');
    const run = await runCli('agent', ['--task', 'Organise the project', '--workspace', directory, '--out', out], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/ {4}│ sub-agent "notes" \(n_[0-9a-f]{8}\) in "notes"/);
    expect(run.stdout).toContain('    │ → write_file');
    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.files['notes/todo.md']).toBe('- ship\n');
    expect(report.nodes).toHaveLength(2);
    const [root, child] = report.nodes;
    expect(root).toMatchObject({ parent: null, folder: '', status: { state: 'done' } });
    expect(child).toMatchObject({ parent: root.id, name: 'notes', folder: 'notes', status: { state: 'done' } });
    expect(child.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(report.messages).toEqual(root.messages);
  });

  it('denies every command with --approve none, and the model reads the denial', async () => {
    const api = await fakeMessagesApiForTest({ script: [
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: 'rm -rf src' } }] },
      { blocks: [{ type: 'text', text: 'I will not.' }] },
    ] });
    const directory = await seededDirectory();
    const run = await runCli('agent', ['--task', 'Clean up', '--workspace', directory, '--approve', 'none'], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
    });
    expect(run.code).toBe(0);
    const answer = api.messageRequests[1]!.body.messages[2].content[0];
    expect(answer.is_error).toBe(true);
    expect(JSON.parse(answer.content).error).toBe('CommandDenied');
  });

  it('runs with a surface file: renamed tool, rewritten description, required parameter, dropped tool', async () => {
    const api = await fakeMessagesApiForTest({ script: [
      { blocks: [{ type: 'tool_use', name: 'open_file', input: { path: 'src/app.ts' } }] },
      { blocks: [{ type: 'text', text: 'ok' }] },
    ] });
    const directory = await seededDirectory();
    const surfaceFile = join(directory, 'surface.json');
    const readSchema = {
      type: 'object',
      properties: { path: { type: 'string', description: 'File.' }, offset: { type: 'integer', minimum: 1, description: 'First line, 1-based.' } },
      required: ['path', 'offset'],
      additionalProperties: false,
    };
    await writeFile(surfaceFile, JSON.stringify({ tools: [{ handler: 'read_file', name: 'open_file', description: 'Opens a file.', input_schema: readSchema }, { handler: 'edit_file' }] }));
    const run = await runCli('agent', ['--task', 'Look', '--workspace', directory, '--surface', surfaceFile], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
    });
    expect(run.code).toBe(0);
    const sent = api.messageRequests[0]!.body.tools as Array<{ name: string; description: string }>;
    expect(sent.map((tool) => tool.name)).toEqual(['open_file', 'edit_file']);
    expect(sent[0]!.description).toBe('Opens a file.');
    // The gate follows the file: offset is now required, so the call without it is refused.
    const answer = api.messageRequests[1]!.body.messages[2].content[0];
    expect(JSON.parse(answer.content).error).toBe('InvalidToolCall');
    expect(JSON.parse(answer.content).message).toContain('offset');
  });

  it('exits 1 with a one-line cause on a provider error, never printing the key', async () => {
    const api = await fakeMessagesApiForTest({ script: [{ error: { status: 401, type: 'authentication_error', message: `invalid x-api-key ${key}` } }] });
    const run = await runCli('agent', ['--task', 'Anything'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/API key/);
    expect(run.stdout + run.stderr).not.toContain(key);
  });

  it('exits 2 with a one-line cause on a usage error', async () => {
    const noKey = await runCli('agent', ['--task', 'x'], {});
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('ANTHROPIC_API_KEY is not set');

    const badFlag = await runCli('agent', ['--task', 'x', '--approve', 'some'], { ANTHROPIC_API_KEY: key });
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain('--approve takes "all" or "none"');

    const badSurface = await runCli('agent', ['--task', 'x', '--surface', '/nonexistent/surface.json'], { ANTHROPIC_API_KEY: key });
    expect(badSurface.code).toBe(2);
    expect(badSurface.stderr).toContain('--surface "/nonexistent/surface.json" could not be read');

    const unknownFlag = await runCli('agent', ['--task', 'x', '--verbose'], { ANTHROPIC_API_KEY: key });
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.stderr).toContain("Unknown option '--verbose'");
  });

  it('prints its usage with --help, and runs nothing', async () => {
    const help = await runCli('agent', ['--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run agent -- --task "<text>"/);
    expect(help.stderr).toBe('');
  });
});

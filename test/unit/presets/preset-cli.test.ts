import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPreset, presets } from '../../../src/engine/presets/all-presets';
import type { PresetId } from '../../../src/engine/presets/preset';
import { fillWorkspacePlaceholder } from '../../../src/engine/toolkit/template';
import { embeddedCapabilities } from '../../../src/engine/workspace/capabilities';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeBlock, FakeMessagesApi } from '../../support/fake-messages-api';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';

/**
 * Each preset completes the same small edit headless, through `npm run agent -- --preset <id>`:
 * a real CLI process, the real SDK, the local Messages API server scripted with what a model
 * trained on that harness would send.
 */
const key = fakeApiKey('presets');
const before = 'export const answer = 41;\n';
const after = 'export const answer = 42;\n';
let server: FakeMessagesApi | undefined;

const call = (name: string, input: unknown): FakeBlock => ({ type: 'tool_use', name, input });
const done: FakeBlock[] = [{ type: 'text', text: 'The answer is 42 now.' }];

/** One scripted model turn per step, as each harness's model would take it. */
const scripts: Record<PresetId, FakeBlock[][]> = {
  efferent: [[call('read_file', { path: 'src/app.ts' })], [call('edit_file', { path: 'src/app.ts', oldText: '41', newText: '42' })], done],
  'claude-code': [[call('Read', { file_path: 'src/app.ts' })], [call('Edit', { file_path: 'src/app.ts', old_string: '41', new_string: '42' })], done],
  'swe-agent': [
    [call('view_file', { path: 'src/app.ts' })],
    [call('edit_lines', { path: 'src/app.ts', start_line: 1, end_line: 1, replacement: 'export const answer = 42;' })],
    done,
  ],
  'mini-swe-agent': [[call('Bash', { command: 'cat -n src/app.ts' })], [call('Bash', { command: "sed -i 's/41/42/' src/app.ts && cat src/app.ts" })], done],
  aider: [
    [call('read_file', { path: 'src/app.ts' })],
    [{ type: 'text', text: 'src/app.ts\n```ts\n<<<<<<< SEARCH\nexport const answer = 41;\n=======\nexport const answer = 42;\n>>>>>>> REPLACE\n```' }],
    done,
  ],
};

async function seededDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'aci-preset-'));
  await mkdir(join(directory, 'src'));
  await writeFile(join(directory, 'src', 'app.ts'), before);
  return directory;
}

async function runPreset(id: string, script: FakeBlock[][], extra: string[] = []) {
  server = await fakeMessagesApiForTest({ script: script.map((blocks) => ({ blocks })) });
  const directory = await seededDirectory();
  const out = join(directory, 'run.json');
  const run = await runCli('agent', ['--task', 'Make the answer 42', '--workspace', directory, '--out', out, '--preset', id, ...extra], {
    ANTHROPIC_API_KEY: key,
    ANTHROPIC_BASE_URL: server.url,
  });
  const report = run.code === 0 ? JSON.parse(await readFile(out, 'utf8')) : undefined;
  return { run, report, api: server, directory };
}

/** Every tool_result and harness text the model read, in order. */
function answersIn(messages: Array<{ role: string; content: unknown }>): Array<{ type: string; is_error?: boolean; content?: string; text?: string }> {
  return messages.filter((message) => message.role === 'user' && Array.isArray(message.content)).flatMap((message) => message.content as never[]);
}

// Each test spawns a CLI process or two: generous time, as the whole suite runs in parallel.
describe('npm run agent -- --preset <id>', { timeout: 60_000 }, () => {
  for (const preset of presets) {
    it(`${preset.id} completes a small edit headless`, async () => {
      const { run, report, api } = await runPreset(preset.id, scripts[preset.id]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(report.stopReason).toEqual({ type: 'done' });
      expect(report.steps).toBe(3);
      expect(report.files['src/app.ts']).toBe(after);
      expect(answersIn(report.messages).filter((block) => block.is_error)).toEqual([]);
      // The wire carried the preset's surface: its tools, in order, and its system prompt.
      const body = api.messageRequests[0]!.body;
      expect(body.tools.map((tool: { name: string }) => tool.name)).toEqual(preset.surface.tools.map((tool) => tool.name));
      // The CLI's default workspace is the embedded one: {workspace} reads as its description.
      expect(body.system[0].text).toBe(fillWorkspacePlaceholder(preset.surface.system, embeddedCapabilities.description));
    });
  }

  it('aider: the apply report reaches the model and the terminal', async () => {
    const { run, report } = await runPreset('aider', scripts.aider);
    const texts = answersIn(report.messages).filter((block) => block.type === 'text');
    expect(texts.map((block) => block.text!.split('\n')[0])).toEqual(['The SEARCH/REPLACE block was applied.']);
    expect(run.stdout).toContain('⇠ harness\n    The SEARCH/REPLACE block was applied.');
  });

  it('reads a surface file against the preset: its handlers, its names as defaults', async () => {
    const directory = await seededDirectory();
    const surfaceFile = join(directory, 'surface.json');
    await writeFile(surfaceFile, JSON.stringify({ tools: [{ handler: 'Read' }, { handler: 'Edit', name: 'StrReplace' }] }));
    const script = [[call('StrReplace', { file_path: 'src/app.ts', old_string: '41', new_string: '42' })], done];
    const { run, report, api } = await runPreset('claude-code', script, ['--surface', surfaceFile]);
    expect(run.code).toBe(0);
    expect(report.files['src/app.ts']).toBe(after);
    expect(api.messageRequests[0]!.body.tools.map((tool: { name: string }) => tool.name)).toEqual(['Read', 'StrReplace']);
    expect(api.messageRequests[0]!.body.system[0].text).toBe(findPreset('claude-code')!.surface.system);

    await writeFile(surfaceFile, JSON.stringify({ tools: [{ handler: 'edit_file' }] }));
    const refused = await runCli('agent', ['--task', 'x', '--preset', 'claude-code', '--surface', surfaceFile], { ANTHROPIC_API_KEY: key });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('unknown handler "edit_file"; known handlers are Read, Write, Edit, Glob, Grep, Bash');
  });

  it('refuses an unknown preset with a usage error listing the presets', async () => {
    const run = await runCli('agent', ['--task', 'x', '--preset', 'cursor'], { ANTHROPIC_API_KEY: key });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--preset "cursor" is not a preset; the presets are efferent, claude-code, swe-agent, mini-swe-agent, aider.');
  });
});

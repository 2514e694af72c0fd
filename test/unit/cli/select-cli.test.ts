import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeReply, RecordedRequest } from '../../support/fake-messages-api';
import { fakeApiKey } from '../../support/fake-api-key';
import { cliArguments, runCli } from '../../support/run-cli';

/**
 * `npm run select` as CI would run it: a real process, the real SDK, and the local Messages API
 * server standing in for a model that reads tool descriptions (a fixture, not a model): asked to
 * find something it calls the tool described as "Searches...", asked to change something the one
 * described as "Changes...", otherwise a tool that "Runs a shell command", otherwise none. It fills
 * in exactly the arguments the schema requires.
 */
const key = fakeApiKey('select-cli');

interface WireTool {
  name: string;
  description: string;
  input_schema: { required?: string[] };
}

function readsDescriptions(request: RecordedRequest): FakeReply {
  const tools: WireTool[] = request.body.tools;
  const prompt: string = request.body.messages[0].content;
  const wanted = prompt.startsWith('Find') ? 'Searches' : 'Changes';
  const tool = tools.find((candidate) => candidate.description.startsWith(wanted)) ?? tools.find((candidate) => candidate.description.startsWith('Runs a shell command'));
  if (!tool) return { blocks: [{ type: 'text', text: 'None of these tools fits.' }] };
  const input = Object.fromEntries((tool.input_schema.required ?? []).map((name) => [name, 'config.ts']));
  return { blocks: [{ type: 'tool_use', name: tool.name, input }] };
}

const promptsFile = {
  version: 1,
  prompts: [
    { prompt: 'Find where parseConfig is defined.', expect: 'grep' },
    { prompt: 'Change the port in config.ts from 3000 to 8080.', expect: 'edit_file', args: ['path'] },
  ],
};
/** Over the defaults: grep described too vaguely to be found, edit_file and Bash as they ship. */
const vagueSurface = { tools: [{ handler: 'grep', description: 'Pattern tool.' }, { handler: 'edit_file' }, { handler: 'Bash' }] };
/** An MCP server's tools/list whose edit tool takes `file`, not `path`. */
const mcpTools = {
  jsonrpc: '2.0',
  id: 1,
  result: {
    tools: [
      { name: 'grep', description: 'Searches files for text.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
      { name: 'edit_file', description: 'Changes a file.', inputSchema: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] }, annotations: { destructiveHint: true } },
    ],
  },
};

async function fixtures(files: Record<string, unknown> = {}): Promise<Record<string, string>> {
  const folder = await mkdtemp(join(tmpdir(), 'aci-select-'));
  const all: Record<string, unknown> = { 'prompts.json': promptsFile, 'vague.json': vagueSurface, 'mcp.json': mcpTools, ...files };
  const paths: Record<string, string> = {};
  for (const [name, content] of Object.entries(all)) {
    paths[name] = join(folder, name);
    await writeFile(paths[name], typeof content === 'string' ? content : JSON.stringify(content));
  }
  return paths;
}

/** The row that starts with `first`, split into its cells. */
function row(text: string, first: string): string[] {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${first} `));
  expect(line, `a row starting with "${first}"`).toBeDefined();
  return line!.split(/ {2,}/);
}

/** The confusion table printed for one variant, as its lines. */
function confusion(stdout: string, variant: string): string[] {
  const start = stdout.indexOf(`First call for "${variant}"`);
  expect(start, `a confusion table for ${variant}`).toBeGreaterThan(-1);
  return stdout.slice(start).split('\n\n')[0]!.split('\nPer tool for')[0]!.split('\n').slice(1).filter(Boolean).map((line) => line.replace(/ {2,}/g, ' | '));
}

const allFour = (paths: Record<string, string>) => `defaults,preset:mini-swe-agent,vague=surface:${paths['vague.json']},mcp=tools:${paths['mcp.json']}`;

describe('npm run select', () => {
  it('prints accuracy with its interval, counts per prompt and expected against picked, per variant, and writes the report', async () => {
    const api = await fakeMessagesApiForTest({ script: readsDescriptions });
    const paths = await fixtures();
    const out = join(paths['prompts.json']!, '..', 'report.json');
    const run = await runCli('select', ['--prompts', paths['prompts.json']!, '--variants', allFour(paths), '-n', '2', '--model', 'claude-opus-4-6', '--out', out], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Selection test · model claude-opus-4-6 · defaults vs preset:mini-swe-agent vs vague vs mcp · 2 prompts × 2 samples (16 calls)');
    expect(api.messageRequests).toHaveLength(16);
    expect(api.messageRequests.some((request) => request.body.tools.some((tool: WireTool) => tool.description === 'Pattern tool.'))).toBe(true);

    expect(row(run.stdout, 'variant')).toEqual(['variant', 'correct', '95% interval', 'errors', 'prompt 1 (grep)', 'prompt 2 (edit_file)']);
    expect(row(run.stdout, 'defaults')).toEqual(['defaults', '4/4 (100%)', '51%–100%', '0', '2/2', '2/2']);
    expect(row(run.stdout, 'preset:mini-swe-agent')).toEqual(['preset:mini-swe-agent', '0/4 (0%)', '0%–49%', '0', '0/2', '0/2']);
    expect(row(run.stdout, 'vague')).toEqual(['vague', '2/4 (50%)', '15%–85%', '0', '0/2', '2/2']);
    expect(row(run.stdout, 'mcp')).toEqual(['mcp', '2/4 (50%)', '15%–85%', '0', '2/2', '0/2']);
    expect(run.stdout).toContain('prompt 2: "Change the port in config.ts from 3000 to 8080." expects edit_file with path');

    expect(confusion(run.stdout, 'defaults')).toEqual(['expected \\ picked | edit_file | grep', 'grep | 0 | 2', 'edit_file | 2 | 0']);
    expect(confusion(run.stdout, 'preset:mini-swe-agent')).toEqual(['expected \\ picked | Bash', 'grep | 2', 'edit_file | 2']);
    expect(confusion(run.stdout, 'vague')).toEqual(['expected \\ picked | Bash | edit_file', 'grep | 2 | 0', 'edit_file | 0 | 2']);
    expect(confusion(run.stdout, 'mcp')).toEqual(['expected \\ picked | (wrong arguments) | grep', 'grep | 0 | 2', 'edit_file | 2 | 0', 'Wrong arguments: missing path (2)']);

    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report).toMatchObject({ model: 'claude-opus-4-6', samplesPerPrompt: 2, cancelled: false, variantSpecs: { defaults: 'defaults', mcp: `tools:${paths['mcp.json']}` } });
    expect(report.variants.map((variant: { accuracy: number }) => variant.accuracy)).toEqual([1, 0, 0.5, 0.5]);
    expect(report.samples.find((sample: { variant: string; outcome: string }) => sample.variant === 'mcp' && sample.outcome === 'wrong-arguments').problem).toBe('missing path');
    expect(JSON.stringify(report) + run.stdout).not.toContain(key);
  });

  it('exits 1 naming the variant under --min-accuracy, and 0 when every variant clears it', async () => {
    const api = await fakeMessagesApiForTest({ script: readsDescriptions });
    const paths = await fixtures();
    const env = { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url };
    const failing = await runCli('select', ['--prompts', paths['prompts.json']!, '--variants', allFour(paths), '-n', '1', '--min-accuracy', '50%'], env);
    expect(failing.code).toBe(1);
    expect(failing.stderr.trim()).toBe('Variant "preset:mini-swe-agent" picked the right tool 0 of 2 times (0%), under --min-accuracy 50%.');
    expect(row(failing.stdout, 'preset:mini-swe-agent')[1]).toBe('0/2 (0%)');

    const passing = await runCli('select', ['--prompts', paths['prompts.json']!, '--variants', `defaults,vague=surface:${paths['vague.json']}`, '-n', '1', '--min-accuracy', '0.5'], env);
    expect(passing.stderr).toBe('');
    expect(passing.code).toBe(0);
  });

  it('exits 1 when a variant got no answer at all, without printing the key', async () => {
    const api = await fakeMessagesApiForTest({ script: () => ({ error: { status: 401, type: 'authentication_error', message: `invalid x-api-key ${key}` } }) });
    const paths = await fixtures();
    const run = await runCli('select', ['--prompts', paths['prompts.json']!, '-n', '1'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(run.code).toBe(1);
    expect(row(run.stdout, 'defaults').slice(0, 4)).toEqual(['defaults', 'no answers', '—', '2']);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Variant "defaults": 2 calls failed \(The API key was rejected.*\); no answer to score\.$/m);
    expect(run.stdout + run.stderr).not.toContain(key);
  });

  it('exits 130 on Ctrl-C, printing the answers it had', async () => {
    const api = await fakeMessagesApiForTest({ script: (_request, index) => (index < 3 ? readsDescriptions(_request) : { hangMs: 60_000 }) });
    const paths = await fixtures();
    const child = spawn(process.execPath, cliArguments('select', ['--prompts', paths['prompts.json']!, '-n', '4']), {
      env: { PATH: process.env.PATH, ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // Three answered, then four calls (the concurrency) waiting on the model.
    while (api.messageRequests.length < 7) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr.trim()).toBe('Stopped: 3 of 8 calls finished; the tables show those.');
    expect(row(stdout, 'defaults').slice(0, 2)).toEqual(['defaults', '3/3 (100%)']);
  }, 60_000);

  it('exits 2 with one line on a usage error, naming the file and the field', async () => {
    const paths = await fixtures({
      'no-expect.json': { version: 1, prompts: [{ prompt: 'Find it.', expect: 'grep' }, { prompt: 'Change it.' }] },
      'wrong-key.json': { version: 1, prompts: [{ prompt: 'Find it.', expected: 'grep' }] },
      'version-3.json': { version: 3, prompts: [] },
      'typo.json': { version: 1, prompts: [{ prompt: 'Find it.', expect: 'grpe' }] },
      'not-json.json': '{"version": 1,',
      'bad-tools.json': [{ name: 'has space' }],
    });
    const env = { ANTHROPIC_API_KEY: key };
    const cases: Array<[string[], Record<string, string>, RegExp]> = [
      [['--prompts', paths['prompts.json']!], {}, /^ANTHROPIC_API_KEY is not set/],
      [['--variants', 'defaults'], env, /^--prompts is required/],
      [['--prompts', paths['no-expect.json']!], env, /is not a valid prompts file: prompts\[1\]\.expect: is missing: the tool the model should call first$/],
      [['--prompts', paths['wrong-key.json']!], env, /prompts\[0\]\.expected: not a field here; the fields are prompt, expect and args$/],
      [['--prompts', paths['version-3.json']!], env, /: version: this playground reads prompts files of version 1 and 2$/],
      [['--prompts', paths['typo.json']!], env, /prompts\[0\]\.expect: no variant shows a tool "grpe"; they show .*grep/],
      [['--prompts', paths['not-json.json']!], env, /: the file is not valid JSON: /],
      [['--prompts', join(tmpdir(), 'no-such-prompts.json')], env, /cannot read the file \(it does not exist\)\.$/],
      [['--prompts', paths['prompts.json']!, '--variants', 'preset:nope'], env, /^--variants "preset:nope" names no preset; the presets are efferent, claude-code, /],
      [['--prompts', paths['prompts.json']!, '--variants', `tools:${paths['bad-tools.json']}`], env, /: not a valid tools array: \[0\]\.name: must match/],
      [['--prompts', paths['prompts.json']!, '--variants', 'defaults,defaults'], env, /two variants labelled "defaults"; give each its own label as <label>=<spec>\.$/],
      [['--prompts', paths['prompts.json']!, '--variants', 'lunch'], env, /^--variants "lunch" is not a variant; write defaults, preset:<id>/],
      [['--prompts', paths['prompts.json']!, '--min-accuracy', 'most'], env, /^--min-accuracy takes an accuracy from 0 to 1/],
    ];
    const runs = await Promise.all(cases.map(([args, extra]) => runCli('select', args, extra)));
    cases.forEach(([args, , says], index) => {
      const run = runs[index]!;
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr.trim(), args.join(' ')).toMatch(says);
    });
  }, 90_000);
});

import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { FakeBlock, FakeReply, RecordedRequest } from '../../support/fake-messages-api';
import { routingReply } from '../compare/routing-script';
import { shootoutGood, type ShootoutReply } from '../lessons/shootout-scripts';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';

/**
 * `npm run compare` across the presets: a real process, the real SDK, the local Messages API
 * server answering each preset the way a model trained on that harness would (decided by the tool
 * names in the request: a fixture, not a model).
 */
const key = fakeApiKey('compare-presets');

// A comparison of five harnesses takes longer than one run: more time before the process is killed.
const runCompare = (args: string[], env: Record<string, string | undefined>) => runCli('compare', args, env, { timeout: 90_000 });

function asFakeReply(reply: ShootoutReply): FakeReply {
  const blocks: FakeBlock[] = [];
  if (reply.text) blocks.push({ type: 'text', text: reply.text });
  for (const call of reply.calls ?? []) blocks.push({ type: 'tool_use', name: call.name, input: call.input });
  return { blocks };
}

/** The table row of a variant, split into its cells. */
function row(stdout: string, variant: string): string[] {
  const line = stdout.split('\n').find((text) => text.startsWith(`${variant} `));
  if (!line) throw new Error(`No row for ${variant} in:\n${stdout}`);
  return line.split(/ {2,}/);
}

describe('npm run compare with presets', () => {
  it('runs the preset shootout: every harness completes the edit, and the table shows what each cost', async () => {
    const server = await fakeMessagesApiForTest({ script: (request) => asFakeReply(shootoutGood(request.body)) });
    const out = join(await mkdtemp(join(tmpdir(), 'aci-shootout-')), 'report.json');
    const presetIds = ['efferent', 'claude-code', 'swe-agent', 'mini-swe-agent', 'aider'];
    const run = await runCompare(['--lesson', 'preset-shootout', '--variants', presetIds.join(','), '-n', '1', '--model', 'claude-opus-4-6', '--out', out], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: server.url,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Five harnesses, one small edit (preset-shootout) · model claude-opus-4-6 · efferent vs claude-code vs swe-agent vs mini-swe-agent vs aider · 1 run each');
    expect(run.stdout).toMatch(/failures +tokens in\/out\/cache read\/cache write +cost +time per run +written per run +change per run +written\/change/);

    const rows = Object.fromEntries(presetIds.map((id) => [id, row(run.stdout, id)]));
    for (const id of presetIds) {
      expect(rows[id]![1], id).toBe('1/1 (100%)');
      expect(rows[id]![5], id).toBe('none');
      expect(rows[id]![6], id).toMatch(/^[1-9][\d,]* \/ [1-9][\d,]* \/ 0 \/ 0$/);
      expect(rows[id]![10], id).toBe('129 B');
    }
    expect(rows.efferent!.slice(2, 5)).toEqual(['21%–100%', '3.0 / 3.0', 'edit_file 1.0, read_file 1.0']);
    expect(rows['claude-code']![4]).toBe('Edit 2.0, Read 1.0');
    expect(rows['swe-agent']![4]).toBe('edit_lines 1.0, view_file 1.0');
    expect(rows['mini-swe-agent']![4]).toBe('Bash 2.0');
    expect(rows.aider![4]).toBe('read_file 1.0');
    expect(Object.fromEntries(presetIds.map((id) => [id, rows[id]!.slice(9)]))).toEqual({
      efferent: ['127 B', '129 B', '1.0×'],
      'claude-code': ['123 B', '129 B', '1.0×'],
      'swe-agent': ['167 B', '129 B', '1.3×'],
      'mini-swe-agent': ['139 B', '129 B', '1.1×'],
      aider: ['168 B', '129 B', '1.3×'],
    });
    expect(run.stdout).toMatch(/nothing else changed +1\/1 +1\/1 +1\/1 +1\/1 +1\/1/);

    // Each preset's first request carried that preset's tools, and the report names the preset of each run.
    const firstRequests = server.messageRequests.filter((request: RecordedRequest) => request.body.messages.length === 1);
    expect(firstRequests.map((request) => request.body.tools.map((tool: { name: string }) => tool.name).join(','))).toEqual([
      'read_file,write_file,edit_file,grep,glob,ls,Bash,update_plan,run_agent',
      'Read,Write,Edit,Glob,Grep,Bash',
      'view_file,edit_lines,run',
      'Bash',
      'read_file,grep,glob',
    ]);
    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.runs.map((entry: { preset: string; writtenBytes: number; changeBytes: number }) => [entry.preset, entry.writtenBytes, entry.changeBytes])).toEqual([
      ['efferent', 127, 129],
      ['claude-code', 123, 129],
      ['swe-agent', 167, 129],
      ['mini-swe-agent', 139, 129],
      ['aider', 168, 129],
    ]);
  });

  it('runs any lesson\'s task with a preset named as preset:<id>, its checks counting what the preset did', async () => {
    const sed = "sed -i 's/RESTOCK_THRESHOLD = 5;/RESTOCK_THRESHOLD = 12;/; s/quantity < RESTOCK_THRESHOLD/quantity <= RESTOCK_THRESHOLD/' src/inventory.ts";
    const server = await fakeMessagesApiForTest({
      script: (request) => {
        const names = request.body.tools.map((tool: { name: string }) => tool.name);
        if (names.join() !== 'Bash') return routingReply(request);
        const answered = request.body.messages.some((message: { role: string }) => message.role === 'assistant');
        return answered ? { blocks: [{ type: 'text', text: 'Done.' }] } : { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: sed } }] };
      },
    });
    const run = await runCompare(['--lesson', 'write-file-routing', '--variants', 'after,preset:mini-swe-agent', '-n', '1'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: server.url });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('after vs preset:mini-swe-agent');
    expect(row(run.stdout, 'after')[1]).toBe('1/1 (100%)');
    // The file is right, but "changed with edit_file" counts edit_file calls, and Bash made none.
    expect(row(run.stdout, 'preset:mini-swe-agent').slice(1, 5)).toEqual(['0/1 (0%)', '0%–79%', '2.0 / 2.0', 'Bash 1.0']);
    expect(run.stdout).toMatch(/changed with edit_file +1\/1 +0\/1/);
    expect(run.stdout).toMatch(/threshold is 12 +1\/1 +1\/1/);
  });

  it('refuses a variant that is neither the lesson\'s nor a preset, in one line, before spending anything', async () => {
    const run = await runCompare(['--lesson', 'write-file-routing', '--variants', 'after,preset:cursor'], { ANTHROPIC_API_KEY: key });
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('--variants: "preset:cursor" names no preset; the presets are preset:efferent, preset:claude-code, preset:swe-agent, preset:mini-swe-agent, preset:aider.');
  });
});

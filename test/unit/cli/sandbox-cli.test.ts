import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { lessonToJson } from '../../../src/engine/lessons/lesson-file';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import type { Script } from '../../support/fake-messages-api';
import { runCli } from '../../support/run-cli';

/**
 * `--sandbox os` as people run it: the real CLI process, the real SDK against the local Messages
 * API, bubblewrap for real, and a tiny npm package whose test fails until the agent fixes it.
 */
const key = fakeApiKey('sandbox-cli');
const folders: string[] = [];

afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

// A sandboxed run copies the workspace in and out: more time before the process is killed.
const runSandboxed = (command: 'agent' | 'compare', args: string[], env: Record<string, string | undefined>) => runCli(command, args, env, { timeout: 90_000 });

async function folder(prefix: string): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

const buggySum = 'module.exports = (a, b) => a - b;\n';
const fixedSum = 'module.exports = (a, b) => a + b;\n';

async function failingPackage(): Promise<string> {
  const directory = await folder('aci-package-');
  await writeFile(join(directory, 'package.json'), JSON.stringify({ name: 'tiny', version: '1.0.0', scripts: { test: 'node test.js' } }));
  await writeFile(join(directory, 'sum.js'), buggySum);
  await writeFile(join(directory, 'test.js'), "const assert = require('node:assert');\nassert.strictEqual(require('./sum')(2, 3), 5);\nconsole.log('sum ok');\n");
  return directory;
}

const bash = (command: string) => ({ blocks: [{ type: 'tool_use' as const, name: 'Bash', input: { command } }] });

describe('npm run agent -- --sandbox os', { timeout: 120_000 }, () => {
  it('runs a failing npm test, lets the agent fix it with edit_file, and the test then passes', async () => {
    const script: Script = [
      bash('npm test'),
      { blocks: [{ type: 'tool_use', name: 'edit_file', input: { path: 'sum.js', oldText: 'a - b', newText: 'a + b' } }] },
      bash('npm test && git init -q && git add -A && git commit -qm fix && git log --format=%s'),
      { blocks: [{ type: 'text', text: 'Fixed the sum.' }] },
    ];
    const server = await fakeMessagesApiForTest({ script });
    const original = await failingPackage();
    const out = join(await folder('aci-out-'), 'run.json');
    const run = await runSandboxed('agent', ['--sandbox', 'os', '--workspace', original, '--task', 'Fix the failing test', '--out', out], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: server.url,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    // What the model read back from each call, in order.
    const results = server.messageRequests.slice(1).map((request) => request.body.messages.at(-1).content[0].content as string);
    expect(results[0]).toMatch(/^exit code 1 · /);
    expect(results[0]).toContain('AssertionError');
    expect(results[2]).toMatch(/^exit code 0 · /);
    expect(results[2]).toContain('sum ok');
    expect(results[2]).toMatch(/\nfix$/);

    // The model was told it can run programs here, not the embedded shell's "no node".
    const bashDescription = (server.messageRequests[0]!.body.tools as Array<{ name: string; description: string }>).find((tool) => tool.name === 'Bash')!.description;
    expect(bashDescription).toContain('a real folder under an OS sandbox');
    expect(bashDescription).not.toContain('{workspace}');

    // --out carries the copy's files (git's own folder left out); the original is untouched.
    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.files['sum.js']).toBe(fixedSum);
    expect(Object.keys(report.files).sort()).toEqual(['package.json', 'sum.js', 'test.js']);
    expect(await readFile(join(original, 'sum.js'), 'utf8')).toBe(buggySum);
    expect((await readdir(original)).sort()).toEqual(['package.json', 'sum.js', 'test.js']);
  });

  it('without bubblewrap on PATH, says what to install in one line and exits 2', async () => {
    const empty = await folder('aci-nopath-');
    const run = await runSandboxed('agent', ['--sandbox', 'os', '--task', 'x'], { PATH: empty, ANTHROPIC_API_KEY: key });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('--sandbox os needs bubblewrap: install it (Debian/Ubuntu: apt-get install bubblewrap), or use --sandbox embedded.\n');
  });

  it('refuses an unknown sandbox in one line', async () => {
    const run = await runSandboxed('agent', ['--sandbox', 'docker', '--task', 'x'], { ANTHROPIC_API_KEY: key });
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe('--sandbox takes "embedded" or "os", not "docker".');
  });
});

describe('npm run compare with a lesson that needs node', { timeout: 120_000 }, () => {
  it('is refused on the embedded workspace before any model call, and says to use --sandbox os', async () => {
    const server = await fakeMessagesApiForTest({ script: [] });
    const lesson = { ...findLesson('write-file-routing')!, id: 'needs-node', needs: ['node', 'npm'] };
    const file = join(await folder('aci-lesson-'), 'lesson.json');
    await writeFile(file, lessonToJson(lesson));
    const run = await runSandboxed('compare', ['--lesson', file, '-n', '1'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: server.url });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('The lesson "needs-node" needs node, npm, which the embedded workspace does not have. Run it with --sandbox os.\n');
    expect(server.messageRequests).toHaveLength(0);
  });

  it('runs each run of a comparison on its own OS sandbox copy with --sandbox os, and tells the model so', async () => {
    const server = await fakeMessagesApiForTest({ script: () => ({ blocks: [{ type: 'text', text: 'Nothing to change.' }] }) });
    const run = await runSandboxed('compare', ['--lesson', 'write-file-routing', '-n', '1', '--sandbox', 'os'], { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: server.url });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('[2/2] after #1 failed');
    expect(server.messageRequests).toHaveLength(2);
    for (const request of server.messageRequests) {
      const bashTool = request.body.tools.find((tool: { name: string }) => tool.name === 'Bash');
      expect(bashTool.description).toContain('a real folder under an OS sandbox');
    }
  });
});

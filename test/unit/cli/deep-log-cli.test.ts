import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApiKey } from '../../support/fake-api-key';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { runCli } from '../../support/run-cli';

/**
 * What a hostile workspace or model can do to the CLI: a file 70 folders deep must not end the run,
 * and escape codes from a file, a command or the model must not reach the terminal raw (a person
 * reading the log would see a forged screen), while --out keeps them byte for byte.
 */
const key = fakeApiKey('deep-log-cli');
const folders: string[] = [];

afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** Clear screen, set the window title, ring the bell, overwrite the line, reverse the text. */
const forgery = 'real\u001b[2J\u001b]0;pwned\u0007\rFAKE \u202egnp.exe\u009b31m end';
const deepFolder = Array.from({ length: 70 }, () => 'd');

async function hostileWorkspace(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'aci-deep-log-'));
  folders.push(directory);
  await mkdir(join(directory, ...deepFolder), { recursive: true });
  await writeFile(join(directory, ...deepFolder, 'deep.txt'), 'needle deep\n');
  await writeFile(join(directory, 'notes.txt'), `needle ${forgery}\n`);
  return directory;
}

/** Every character a terminal would obey instead of print, except newline and tab. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe.each(['embedded', 'os'])('npm run agent --sandbox %s on a hostile workspace', (sandbox) => {
  it('leaves out the deep file with one warning line, and prints escape codes visibly while --out keeps them', { timeout: 120_000 }, async () => {
    const api = await fakeMessagesApiForTest({ script: [
      { blocks: [{ type: 'tool_use', name: 'read_file', input: { path: 'notes.txt' } }] },
      { blocks: [{ type: 'tool_use', name: 'Bash', input: { command: "printf 'out\\033[2Jput\\rX\\n'" } }] },
      { blocks: [{ type: 'tool_use', name: 'grep', input: { pattern: 'needle' } }] },
      { blocks: [{ type: 'text', text: `Done ${forgery}` }] },
    ] });
    const directory = await hostileWorkspace();
    const out = join(directory, 'run.json');
    const run = await runCli('agent', ['--task', 'Look', '--workspace', directory, '--sandbox', sandbox, '--out', out], {
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_BASE_URL: api.url,
    }, { timeout: 90_000 });

    expect(run.code).toBe(0);
    const warnings = run.stderr.split('\n').filter(Boolean);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`--workspace "${directory}": 1 file past the workspace's path limits (64 levels of folders, 1,024 characters, 255 per name) left out of the copy, namely d/d/`);
    expect(warnings[0]).toMatch(/deep\.txt; move it to a shallower folder to include it\.$/);

    // Nothing from outside reaches the terminal raw: the file, the command, the model's text.
    expect(run.stdout).not.toMatch(CONTROL);
    expect(run.stdout).toContain('needle real\\x1b[2J\\x1b]0;pwned\\x07\\rFAKE \\u202egnp.exe\\x9b31m end');
    expect(run.stdout).toContain('out\\x1b[2Jput\\rX');
    expect(run.stdout).toContain(`Done ${'real\\x1b[2J'}`);
    // grep ran over the copy without the deep file and found the one it could search.
    expect(run.stdout).toContain('notes.txt:1:needle real\\x1b[2J');

    const report = JSON.parse(await readFile(out, 'utf8'));
    expect(report.files['notes.txt']).toBe(`needle ${forgery}\n`);
    expect(Object.keys(report.files)).not.toContain(`${deepFolder.join('/')}/deep.txt`);
    const results = JSON.stringify(report.messages);
    expect(results).toContain(JSON.stringify(forgery).slice(1, -1));
    expect(results).toContain(JSON.stringify('out\u001b[2Jput\rX').slice(1, -1));
    expect(report.messages.at(-1).content[0].text).toBe(`Done ${forgery}`);
  });
});

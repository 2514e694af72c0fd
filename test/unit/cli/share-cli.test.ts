import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { decodeClassroomLink } from '../../../src/share/classroom-link';
import { runCli, type CliRun } from '../../support/run-cli';

/** `npm run share` as a teacher runs it in CI: links made from real files, and a class's links checked. */

function share(...args: string[]): Promise<CliRun> {
  return runCli('share', args);
}

async function tempJson(name: string, value: unknown): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'share-cli-')), name);
  await writeFile(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1)!;
const surface = { tools: [{ handler: 'read_file', description: 'Read one file; give its path.' }, { handler: 'edit_file' }, { handler: 'write_file' }] };

describe('npm run share', () => {
  it('lesson <built-in id> prints a link on the default page address that opens that lesson', async () => {
    const { code, stdout, stderr } = await share('lesson', 'write-file-routing');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const link = lastLine(stdout);
    expect(link).toMatch(/^http:\/\/localhost:5173\/#lesson=v1\.[A-Za-z0-9_-]+\.[0-9a-f]{8}$/);
    const opened = await decodeClassroomLink(link);
    expect(opened.ok && opened.document.kind === 'lesson' && opened.document.lesson).toEqual(findLesson('write-file-routing'));
  });

  it('lesson <file> --base <url> uses the class page address', async () => {
    const file = await tempJson('lesson.json', { ...findLesson('read-file-index-base')!, id: 'my-lesson', title: 'My lesson' });
    const { code, stdout } = await share('lesson', file, '--base', 'https://class.example/play/');
    expect(code).toBe(0);
    expect(lastLine(stdout).startsWith('https://class.example/play/#lesson=v1.')).toBe(true);
    const checked = await share('check', lastLine(stdout));
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain('kind: lesson\nlesson: My lesson (my-lesson)\n');
  });

  it('variant prints a link that check reads back: kind, title, author, lesson, tools changed', async () => {
    const file = await tempJson('surface.json', surface);
    const made = await share('variant', file, '--lesson', 'write-file-routing', '--title', 'Terse read', '--author', 'Ada Lovelace');
    expect(made.code).toBe(0);
    expect(lastLine(made.stdout)).toMatch(/^http:\/\/localhost:5173\/#variant=v1\./);
    const checked = await share('check', lastLine(made.stdout));
    expect(checked).toMatchObject({ code: 0, stderr: '' });
    expect(checked.stdout).toContain('kind: variant\ntitle: Terse read\nauthor: Ada Lovelace\n');
    expect(checked.stdout).toMatch(/\nlesson: .+ \(write-file-routing, built in\)\n/);
    expect(checked.stdout).toMatch(/\ntools changed: .*grep \(disabled\).*, read_file\n$/);
  });

  it('hostile links are refused by check in one line, exit 2', async () => {
    const good = lastLine((await share('lesson', 'write-file-routing')).stdout);
    const cases: Array<[string, RegExp]> = [
      [good.slice(0, 60), /cut off when copied/],
      [good.replace('#lesson=v1.', '#lesson=v9.'), /made by a newer version/],
      [good.slice(0, 40) + (good[40] === 'A' ? 'B' : 'A') + good.slice(41), /damaged/],
      [good.replace('#lesson=', '#variant='), /damaged|says it holds a lesson/],
      ['https://example.com/#share=v1.abc.12345678', /not an ACI Playground lesson or variant link/],
      [`#lesson=v1.${'A'.repeat(2_000_001)}.00000000`, /too long to open/],
    ];
    for (const [link, reason] of cases) {
      const { code, stdout, stderr } = await share('check', link);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(reason);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('bad input is one line on stderr, exit 2', async () => {
    const bad = await tempJson('bad-surface.json', { tools: [{ handler: 'teleport' }] });
    const notJson = await tempJson('broken.json', '{"tools": [');
    const cases: Array<[string[], string]> = [
      [['lesson', 'no-such-lesson'], 'lesson "no-such-lesson" cannot be read; it is neither a file nor one of the built-in lessons: write-file-routing'],
      [['variant', bad], 'Cannot make the link: surface.tools[0].handler: unknown handler "teleport"'],
      [['variant', notJson], 'is not valid JSON.'],
      [['variant', bad, '--lesson', 'nope'], '--lesson "nope" cannot be read'],
      [['lesson', 'write-file-routing', '--base', 'ftp://x/'], '--base "ftp://x/" must be an http(s) address.'],
      [['lesson', 'write-file-routing', '--title', 'x'], 'Unknown option --title'],
      [['publish', 'x'], 'Unknown command "publish"'],
      [['check'], 'check takes one link'],
    ];
    for (const [args, message] of cases) {
      const { code, stdout, stderr } = await share(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain(message);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });
});

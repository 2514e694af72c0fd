import { describe, expect, test } from 'vitest';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { GREP_MAX_MATCHES, grepTool } from '../../../src/engine/tools/grep';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { acceptedOnWire, callHandler, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

const files = {
  'src/app.ts': 'import { parse } from "./parser";\nconst total = parse("1+2");\nconsole.log(total);\n',
  'src/parser.ts': 'export function parse(text: string) {\n  return Parse(text);\n}\nconst parsed = 1;\n',
  'src/util/math.ts': 'export const sum = (a: number, b: number) => a + b; // parse-free\n',
  'docs/guide.md': '# Guide\nCall parse() with (text).\n',
  'node_modules/lib/index.js': 'function parse() {}\n',
  'assets/logo.bin': 'parse\0\0binary',
};

async function setup(extra: Record<string, string> = {}, options: Parameters<typeof makeToolContext>[1] = {}) {
  const workspace = await createEmbeddedWorkspace({ files: { ...files, ...extra } });
  return makeToolContext(workspace, options);
}

describe('grep', () => {
  test('finds matching lines as path:line:text, sorted by path then line, with a count footer', async () => {
    const ctx = await setup();
    const result = await callTool(grepTool, { pattern: 'parse' }, ctx);
    expect(result.ok).toBe(true);
    expect(result.text).toBe(
      [
        'docs/guide.md:2:Call parse() with (text).',
        'src/app.ts:1:import { parse } from "./parser";',
        'src/app.ts:2:const total = parse("1+2");',
        'src/parser.ts:1:export function parse(text: string) {',
        'src/parser.ts:4:const parsed = 1;',
        'src/util/math.ts:1:export const sum = (a: number, b: number) => a + b; // parse-free',
        '[6 matching lines in 4 files · 4 files searched · 1 binary file skipped]',
      ].join('\n'),
    );
  });

  test('skips node_modules unless path points inside it', async () => {
    const ctx = await setup();
    const whole = await callTool(grepTool, { pattern: 'function parse' }, ctx);
    expect(whole.text).not.toContain('node_modules');
    const inside = await callTool(grepTool, { pattern: 'function parse', path: 'node_modules/lib' }, ctx);
    expect(inside.text).toContain('node_modules/lib/index.js:1:function parse() {}');
  });

  test('extended syntax: alternation and groups need no backslash; POSIX classes work', async () => {
    const ctx = await setup();
    const alternation = await callTool(grepTool, { pattern: '(total|sum) =' }, ctx);
    expect(alternation.ok && alternation.value.matches.map((hit: { path: string }) => hit.path)).toEqual([
      'src/app.ts',
      'src/util/math.ts',
    ]);
    const digits = await callTool(grepTool, { pattern: '"[[:digit:]]\\+[[:digit:]]"' }, ctx);
    expect(digits.text).toContain('src/app.ts:2:');
  });

  test('-i ignores case, -w matches whole words only, -F takes the pattern literally', async () => {
    const ctx = await setup();
    const caseSensitive = await callTool(grepTool, { pattern: 'parse\\(text\\)', path: 'src' }, ctx);
    expect(caseSensitive.ok && caseSensitive.value.totalMatches).toBe(0);
    const ignoringCase = await callTool(grepTool, { pattern: 'parse\\(text\\)', path: 'src', flags: '-i' }, ctx);
    expect(ignoringCase.text).toContain('src/parser.ts:2:  return Parse(text);');

    const words = await callTool(grepTool, { pattern: 'parse', path: 'src', flags: '-w' }, ctx);
    expect(words.ok && words.value.matches.map((hit: { line: number; path: string }) => `${hit.path}:${hit.line}`)).toEqual([
      'src/app.ts:1',
      'src/app.ts:2',
      'src/parser.ts:1',
      'src/util/math.ts:1', // "parse-free": the hyphen ends the word
    ]);

    const literal = await callTool(grepTool, { pattern: 'parse() with (', flags: '-F' }, ctx);
    expect(literal.text.split('\n')[0]).toBe('docs/guide.md:2:Call parse() with (text).');
    const combined = await callTool(grepTool, { pattern: 'PARSE', path: 'src', flags: '-iw' }, ctx);
    expect(combined.ok && combined.value.totalMatches).toBe(5);
  });

  test('-l lists file names only and -c counts matching lines per file', async () => {
    const ctx = await setup();
    const names = await callTool(grepTool, { pattern: 'parse', flags: '-l' }, ctx);
    expect(names.text).toBe(
      ['docs/guide.md', 'src/app.ts', 'src/parser.ts', 'src/util/math.ts', '[4 files with 6 matching lines · 4 files searched · 1 binary file skipped]'].join('\n'),
    );
    const counts = await callTool(grepTool, { pattern: 'parse', flags: '-c -n' }, ctx);
    expect(counts.text.split('\n').slice(0, 4)).toEqual(['docs/guide.md:1', 'src/app.ts:2', 'src/parser.ts:2', 'src/util/math.ts:1']);
    expect(counts.ok && counts.value.mode).toBe('counts');
    const both = await callTool(grepTool, { pattern: 'parse', flags: '-lc' }, ctx);
    expect(both.ok && both.value.mode).toBe('files');
  });

  test('path narrows to a folder or a single file; glob filters by file name or by path', async () => {
    const ctx = await setup();
    const folder = await callTool(grepTool, { pattern: 'parse', path: 'src/util' }, ctx);
    expect(folder.ok && folder.value.filesSearched).toBe(1);
    const file = await callTool(grepTool, { pattern: 'parse', path: '/workspace/docs/guide.md' }, ctx);
    expect(file.text.split('\n')[0]).toBe('docs/guide.md:2:Call parse() with (text).');

    const byName = await callTool(grepTool, { pattern: 'parse', glob: '*.md' }, ctx);
    expect(byName.ok && byName.value.filesSearched).toBe(1);
    const byPath = await callTool(grepTool, { pattern: 'parse', glob: 'src/**/*.ts' }, ctx);
    expect(byPath.ok && byPath.value.filesMatched).toBe(3);
    const fromPath = await callTool(grepTool, { pattern: 'parse', path: 'src', glob: 'util/*.ts' }, ctx);
    expect(fromPath.ok && fromPath.value.matches.map((hit: { path: string }) => hit.path)).toEqual(['src/util/math.ts']);
  });

  test('caps the lines shown, says how many were left out and how to narrow', async () => {
    const many = Array.from({ length: 250 }, (_, index) => `hit ${index}`).join('\n');
    const ctx = await setup({ 'big.txt': many });
    const result = await callTool(grepTool, { pattern: '^hit' }, ctx);
    expect(result.ok && result.value.matches).toHaveLength(GREP_MAX_MATCHES);
    expect(result.ok && result.value.truncated).toBe(true);
    const footer = result.text.split('\n').at(-1);
    expect(footer).toContain('showing the first 200 of 250 matching lines in 1 file; 50 left out');
    expect(footer).toContain('Narrow with path, glob or a more specific pattern');
  });

  test('a long line is cut around its match, not at its start', async () => {
    const ctx = await setup({ 'min.js': `${'x'.repeat(5000)}NEEDLE${'y'.repeat(5000)}` });
    const result = await callTool(grepTool, { pattern: 'NEEDLE' }, ctx);
    const text = result.ok ? result.value.matches[0].text : '';
    expect(text).toContain('NEEDLE');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(302);
  });

  test('no matches and nothing to search each say what to try', async () => {
    const ctx = await setup();
    const none = await callTool(grepTool, { pattern: 'zebra' }, ctx);
    expect(none.text).toContain('No matches in 4 files searched');
    expect(none.text).toContain('-i');
    const noFiles = await callTool(grepTool, { pattern: 'parse', glob: '*.py' }, ctx);
    expect(noFiles.text).toContain('No files to search here');
    expect(noFiles.text).toContain('use glob');
  });

  test('an invalid regex returns InvalidPattern with the engine\'s words and the -F way out', async () => {
    const ctx = await setup();
    const result = await callTool(grepTool, { pattern: 'parse(' }, ctx);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.kind).toBe('InvalidPattern');
    expect(result.text).toContain('missing closing )');
    expect(result.text).toContain('"-F"');
  });

  test('a pattern that backtracks exponentially in JavaScript answers at once (linear-time engine)', async () => {
    const lines = Array.from({ length: 400 }, (_, index) => `${'a'.repeat(39)}${index % 2 === 0 ? '!' : 'a'}`).join('\n');
    const ctx = await setup({ 'hostile.txt': lines });
    const started = performance.now();
    const result = await callTool(grepTool, { pattern: '(a+)+$', path: 'hostile.txt', flags: '-c' }, ctx);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.text.split('\n')[0]).toBe('hostile.txt:200');
  });

  test('backreferences and lookaround come back as UnsupportedSyntax naming the feature and a rewrite', async () => {
    const ctx = await setup();
    for (const [pattern, feature] of [
      ['(pa)rse\\1', 'backreference'],
      ['parse(?=\\()', 'lookahead'],
      ['(?<!x)parse', 'lookbehind'],
    ]) {
      const result = await callTool(grepTool, { pattern }, ctx);
      expect(!result.ok && result.kind, pattern).toBe('UnsupportedSyntax');
      expect(result.text).toContain(feature);
      expect(result.text).toContain('Rewrite the pattern');
    }
    // Escaped, the same characters are plain text and search normally.
    const escaped = await callTool(grepTool, { pattern: '\\(\\?=', flags: '-F' }, ctx);
    expect(escaped.ok).toBe(true);
    const words = await callTool(grepTool, { pattern: '\\<parse\\>', path: 'src/parser.ts' }, ctx);
    expect(words.ok && words.value.totalMatches).toBe(1);
  });

  test('a missing or outside path returns the shared path failures', async () => {
    const ctx = await setup();
    const missing = await callTool(grepTool, { pattern: 'x', path: 'lib' }, ctx);
    expect(!missing.ok && missing.kind).toBe('NotFound');
    const outside = await callTool(grepTool, { pattern: 'x', path: '../etc' }, ctx);
    expect(!outside.ok && outside.kind).toBe('OutsideWorkspace');
  });

  test('the wire schema accepts bare allowlisted flags and refuses everything else', () => {
    for (const flags of ['-i', '-iw', '-l -i', '-rn', '-F', '-c', '']) {
      expect(acceptedOnWire(grepTool, { pattern: 'x', flags }), flags).toBe(true);
    }
    for (const flags of ['-A 3', '-C5', '--include=*.ts', '; rm -rf /', '-v', 'i', '-i;ls']) {
      expect(acceptedOnWire(grepTool, { pattern: 'x', flags }), flags).toBe(false);
    }
    expect(acceptedOnWire(grepTool, { pattern: 'x', recursive: true })).toBe(false);
    expect(acceptedOnWire(grepTool, { path: 'src' })).toBe(false);
  });

  test('the allowlist is restated in the parameter description and in UnsupportedFlag', async () => {
    const surface = defaultSurfaceTool(grepTool);
    const flagsDescription = (surface.input_schema.properties as Record<string, { description: string }>).flags!.description;
    for (const flag of ['-i', '-w', '-F', '-l', '-c']) expect(flagsDescription).toContain(flag);
    expect(flagsDescription).toContain('-A 3');
    expect(flagsDescription).toContain('read_file');

    // A person loosened the schema: the handler still refuses, naming the flag and the allowlist.
    const ctx = await setup();
    const result = await callHandler(grepTool, { pattern: 'x', flags: '-iA 3' }, ctx);
    expect(!result.ok && result.kind).toBe('UnsupportedFlag');
    expect(result.text).toContain('"-A"');
    expect(result.text).toContain('-w (whole words only)');
    expect(result.text).toContain('read_file with an offset');
    const withoutReader = makeToolContext(ctx.workspace, { enabled: ['grep'] });
    const hintless = await callHandler(grepTool, { pattern: 'x', flags: '--include=*.ts' }, withoutReader);
    expect(hintless.text).toContain('"--include=*.ts"');
    expect(hintless.text).not.toContain('read_file');
  });

  test('routing and syntax are in the description; the surface is snapshotted', () => {
    expect(grepTool.description).toContain('glob');
    expect(grepTool.description).toContain('Bash');
    expect(defaultSurfaceTool(grepTool)).toMatchSnapshot();
    expectTemplatesConsistent(grepTool);
  });

  test('reads nothing but the workspace', () => {
    expect(grepTool.access({ pattern: 'x' })).toEqual({ kind: 'read' });
  });
});

import { describe, expect, it } from 'vitest';
import { searchReplaceReplyHandler } from '../../../src/engine/presets/search-replace';
import { parseSearchReplace } from '../../../src/engine/presets/search-replace-parse';
import { applyBlock } from '../../../src/engine/presets/search-replace-apply';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import type { Workspace } from '../../../src/engine/workspace/workspace';

const greet = ['def greet(name):', '    return "Hello " + name', '', '', 'def bye(name):', '    return "Bye " + name', ''].join('\n');

/** A block as a model writes it, optionally inside a code fence. */
function block(path: string | undefined, search: string[], replace: string[], fence = false): string {
  const body = ['<<<<<<< SEARCH', ...search, '=======', ...replace, '>>>>>>> REPLACE'];
  const fenced = fence ? ['```python', ...body, '```'] : body;
  return [...(path === undefined ? [] : [path]), ...fenced].join('\n');
}

async function answer(workspace: Workspace, reply: string, options: { writeScope?: string; tools?: string[] } = {}) {
  const enabled = new Set(options.tools ?? ['read_file', 'grep', 'glob']);
  return searchReplaceReplyHandler(reply, {
    workspace,
    signal: new AbortController().signal,
    writeScope: options.writeScope,
    nameOf: (toolId) => (enabled.has(toolId) ? toolId : undefined),
    step: 1,
  });
}

describe('parsing SEARCH/REPLACE blocks', () => {
  it('reads a well-formed block inside a code fence, with prose around it', () => {
    const reply = `I will fix the greeting.\n\nsrc/greet.py\n${block(undefined, ['    return "Hello " + name'], ['    return f"Hello, {name}!"'], true)}\n\nThat is all.`;
    expect(parseSearchReplace(reply)).toEqual([
      {
        index: 1,
        line: 5,
        path: 'src/greet.py',
        searchLines: ['    return "Hello " + name'],
        replaceLines: ['    return f"Hello, {name}!"'],
        ending: 'complete',
      },
    ]);
  });

  it('reads several files, several blocks per file, and reuses the path for a block written right after another', () => {
    const reply = [
      block('`src/a.py`', ['a = 1'], ['a = 2']),
      block(undefined, ['b = 1'], ['b = 2']),
      '',
      block('**src/b.py**', ['c = 1'], []),
    ].join('\n');
    const blocks = parseSearchReplace(reply);
    expect(blocks.map((one) => [one.index, one.path, one.searchLines, one.replaceLines, one.ending])).toEqual([
      [1, 'src/a.py', ['a = 1'], ['a = 2'], 'complete'],
      [2, 'src/a.py', ['b = 1'], ['b = 2'], 'complete'],
      [3, 'src/b.py', ['c = 1'], [], 'complete'],
    ]);
  });

  it('reads a block that creates a file (empty SEARCH)', () => {
    const [created] = parseSearchReplace(block('docs/new.md', [], ['# New', '', 'text']));
    expect(created).toMatchObject({ path: 'docs/new.md', searchLines: [], replaceLines: ['# New', '', 'text'], ending: 'complete' });
  });

  it('marks an unfinished block: no divider, or no end marker', () => {
    expect(parseSearchReplace('a.py\n<<<<<<< SEARCH\nx = 1\n')[0]).toMatchObject({ ending: 'no-divider', searchLines: ['x = 1', ''] });
    expect(parseSearchReplace('a.py\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2')[0]).toMatchObject({ ending: 'no-end', replaceLines: ['x = 2'] });
  });

  it('finds no path when the line above is prose, and no blocks in plain text', () => {
    expect(parseSearchReplace(`Here is the change:\n${block(undefined, ['x'], ['y'])}`)[0]!.path).toBeUndefined();
    expect(parseSearchReplace('All done: the greeting now has a comma.')).toEqual([]);
  });

  it('accepts markers with a miscounted number of characters', () => {
    const reply = 'a.py\n<<<<<< SEARCH\nx\n========\ny\n>>>>>>>> REPLACE';
    expect(parseSearchReplace(reply)[0]).toMatchObject({ searchLines: ['x'], replaceLines: ['y'], ending: 'complete' });
  });
});

describe('applying one block', () => {
  it('an exact match replaces the lines', () => {
    const outcome = applyBlock(greet, ['    return "Hello " + name'], ['    return f"Hello, {name}!"']);
    expect(outcome).toMatchObject({ ok: true, method: 'exact', startLine: 2, endLine: 2 });
    expect(outcome.ok && outcome.text).toBe(greet.replace('"Hello " + name', 'f"Hello, {name}!"'));
  });

  it('falls back to ignoring whitespace at the ends of lines, and re-indents REPLACE by the same amount', () => {
    const outcome = applyBlock(greet, ['def greet(name):  ', 'return "Hello " + name'], ['def greet(name):', 'return "Hi " + name']);
    expect(outcome).toMatchObject({ ok: true, method: 'whitespace', startLine: 1, endLine: 2 });
    // Only the body line was 4 spaces off, the def line was not: no uniform shift, REPLACE as given.
    expect(outcome.ok && outcome.reindent).toBeUndefined();

    const shifted = applyBlock(greet, ['return "Hello " + name'], ['return "Hi " + name']);
    expect(shifted).toMatchObject({ ok: true, method: 'whitespace', reindent: { direction: 'added', amount: '4 spaces' } });
    expect(shifted.ok && shifted.text.split('\n')[1]).toBe('    return "Hi " + name');
  });

  it('refuses a SEARCH that matches several places, with the count and lines', () => {
    expect(applyBlock('x = 1\ny = 2\nx = 1\n', ['x = 1'], ['x = 3'])).toEqual({ ok: false, problem: 'ambiguous', method: 'exact', matchCount: 2, lines: [1, 3] });
  });

  it('reports a mismatch with the closest lines', () => {
    const outcome = applyBlock(greet, ['def greet(person):', '    return "Hello " + person'], ['x']);
    expect(outcome).toMatchObject({ ok: false, problem: 'no-match', closest: { startLine: 1, endLine: 2 } });
  });

  it('keeps CRLF endings and a missing final newline', () => {
    const crlf = applyBlock('a\r\nb\r\n', ['a'], ['A']);
    expect(crlf.ok && crlf.text).toBe('A\r\nb\r\n');
    const open = applyBlock('a\nb', ['b'], ['B', 'C']);
    expect(open.ok && open.text).toBe('a\nB\nC');
  });
});

describe('the reply handler applies blocks to the workspace and reports in the model\'s terms', () => {
  it('applies blocks for two files in order, each to the file as the one before left it', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'src/greet.py': greet } });
    const reply = [
      block('src/greet.py', ['    return "Hello " + name'], ['    return "Hello, " + name']),
      block('src/greet.py', ['    return "Hello, " + name'], ['    return "Hello, " + name + "!"']),
      block('src/new.py', [], ['X = 1']),
    ].join('\n');
    const report = await answer(workspace, reply);
    expect(report).toBe(
      [
        'All 3 SEARCH/REPLACE blocks were applied.',
        '- Block 1 (src/greet.py): applied; SEARCH matched line 2 exactly.',
        '- Block 2 (src/greet.py): applied; SEARCH matched line 2 exactly.',
        '- Block 3 (src/new.py): applied; created the file with 1 line.',
        'When the task is done, reply without any SEARCH/REPLACE block; otherwise send the next blocks. To check a file as it is now, use read_file.',
      ].join('\n'),
    );
    expect(await workspace.readFile('src/greet.py')).toContain('    return "Hello, " + name + "!"');
    expect(await workspace.readFile('src/new.py')).toBe('X = 1\n');
  });

  it('says which fallback applied', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'src/greet.py': greet } });
    const report = await answer(workspace, block('src/greet.py', ['return "Bye " + name'], ['return "Farewell " + name']));
    expect(report).toBe(
      [
        'The SEARCH/REPLACE block was applied.',
        '- Block 1 (src/greet.py): applied to line 6, but SEARCH matched only after ignoring whitespace at the start and end of each line; REPLACE was re-indented to fit (4 spaces added on each line). Copy SEARCH exactly next time.',
        'When the task is done, reply without any SEARCH/REPLACE block; otherwise send the next blocks. To check a file as it is now, use read_file.',
      ].join('\n'),
    );
    expect(await workspace.readFile('src/greet.py')).toContain('    return "Farewell " + name');
  });

  it('applies what it can and explains each block that did not apply', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'src/greet.py': greet } });
    const reply = [
      block('src/greet.py', ['def bye(name):'], ['def farewell(name):']),
      block('src/greet.py', ['def greet(person):', '    return "Hello " + person'], ['x']),
      block('src/missing.py', ['a'], ['b']),
      block('src/greet.py', ['def farewell(name):'], ['def bye(name):']),
      'src/greet.py\n<<<<<<< SEARCH\n    return "Hello " + name\n=======\n',
    ].join('\n');
    const report = (await answer(workspace, reply))!;
    const lines = report.split('\n');
    expect(lines[0]).toBe('2 of 5 SEARCH/REPLACE blocks were applied; 3 were not.');
    expect(lines[1]).toBe('- Block 1 (src/greet.py): applied; SEARCH matched line 5 exactly.');
    expect(lines[2]).toBe(
      '- Block 2 (src/greet.py): NOT applied: its SEARCH lines are not in "src/greet.py", not even ignoring whitespace at the start and end of each line. The most similar lines in the file are 1-2 (shown after their line number and a tab, which are not part of the file):',
    );
    expect(lines[3]).toBe('     1\tdef greet(name):');
    expect(report).toContain('- Block 3 (src/missing.py): NOT applied: there is no file "src/missing.py". To create a file, leave SEARCH empty and put the whole new file in REPLACE.');
    expect(report).toContain('- Block 4 (src/greet.py): applied; SEARCH matched line 5 exactly.');
    expect(report).toContain('- Block 5 (src/greet.py): NOT applied: the reply ended before its >>>>>>> REPLACE line, so the block is incomplete.');
    expect(lines.at(-1)).toBe(
      'The blocks that were applied are in the files now: do not send them again. Send corrected versions of the blocks that were not applied, with SEARCH copied exactly from the file as it is now. To see a file as it is now, use read_file.',
    );
    // Blocks 1 and 4 cancel out: the file is as it was.
    expect(await workspace.readFile('src/greet.py')).toBe(greet);
  });

  it('refuses ambiguous SEARCH, an empty SEARCH on an existing file, paths outside the workspace or the agent\'s folder', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'src/a.py': 'x = 1\nx = 1\n', 'README.md': 'hi\n' } });
    const reply = [
      block('src/a.py', ['x = 1'], ['x = 2']),
      block('src/a.py', [], ['y']),
      block('../etc/passwd', ['root'], ['me']),
      block('README.md', ['hi'], ['hello']),
    ].join('\n');
    const report = (await answer(workspace, reply, { writeScope: 'src' }))!;
    expect(report).toContain('its SEARCH lines occur 2 times in "src/a.py", starting on lines 1, 2, so it is unclear which to change.');
    expect(report).toContain('its SEARCH section is empty, which creates a new file, but "src/a.py" already exists.');
    expect(report).toContain('"../etc/passwd" is outside the workspace');
    expect(report).toContain('this agent may only change files inside "src", and "README.md" is outside it');
    expect(await workspace.readFile('README.md')).toBe('hi\n');
  });

  it('has nothing to say to a reply without blocks, and names no tool that is off', async () => {
    const workspace = await createEmbeddedWorkspace({ files: {} });
    expect(await answer(workspace, 'Done: nothing else to change.')).toBeUndefined();
    const report = await answer(workspace, block('a.txt', [], ['a']), { tools: [] });
    expect(report).not.toContain('read_file');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultSurface } from '../../../src/engine/toolkit/default-surface';
import { surfaceHash } from '../../../src/engine/toolkit/surface';
import { applyOverlay } from '../../../src/engine/toolkit/surface-overlay';
import { finalWorkspace, workspaceAtStep } from '../../../src/share/replay';
import { replaySteps } from '../../../src/share/replay-steps';
import { surfaceOfStep } from '../../../src/share/replay-surface';
import { node, shareDocument, transcript } from './share-fixtures';

const start = {
  'notes.md': 'hello world\n',
  'src/app.ts': 'const greeting = "hello";\nexport default greeting;\n',
  'windows.txt': 'first\r\nsecond\r\n',
};

/** A run that writes, edits in both forms, fails an edit, runs a command and edits a CRLF file. */
const document = shareDocument({
  workspace: { root: '/workspace', base: 'empty', added: start, changed: {}, removed: [] },
  nodes: [
    node(
      'root',
      transcript('Tidy the project', [
        { text: 'Writing a plan file.', calls: [{ name: 'write_file', input: { path: 'plan.md', content: '# Plan\n' }, result: 'Created plan.md (1 line, 7 bytes).' }] },
        { calls: [{ name: 'edit_file', input: { path: 'src/app.ts', edits: [{ oldText: '"hello"', newText: '"hi"' }] }, result: 'Applied 1 edit to src/app.ts.' }] },
        { calls: [{ name: 'edit_file', input: { path: './notes.md', oldText: 'world', newText: 'there' }, result: 'Applied 1 edit to notes.md.' }] },
        { calls: [{ name: 'edit_file', input: { path: 'notes.md', oldText: 'missing', newText: 'x' }, result: 'NoMatch: edit 1 of 1 ...', isError: true }] },
        { calls: [{ name: 'Bash', input: { command: 'sh build.sh > out.txt' }, result: 'exit code 0' }] },
        { calls: [{ name: 'edit_file', input: { path: '/workspace/windows.txt', oldText: 'first\nsecond', newText: 'one\ntwo' }, result: 'Applied 1 edit.' }] },
        { calls: [{ name: 'read_file', input: { path: 'plan.md' }, result: '     1\t# Plan' }, { name: 'write_file', input: { path: 'never.md', content: 'x' } }] },
        { text: 'Done.' },
      ]),
    ),
  ],
});

describe('workspaceAtStep', () => {
  it('starts from the starting files at step 0', () => {
    expect(workspaceAtStep(document, 0, {}).files).toEqual(start);
  });

  it('applies a successful write_file at its step', () => {
    const after = workspaceAtStep(document, 1, {});
    expect(after.files['plan.md']).toBe('# Plan\n');
    expect(after.changedPaths).toEqual(['plan.md']);
  });

  it('applies edit_file in the edits-array form and in the flat form', () => {
    expect(workspaceAtStep(document, 2, {}).files['src/app.ts']).toBe('const greeting = "hi";\nexport default greeting;\n');
    expect(workspaceAtStep(document, 3, {}).files['notes.md']).toBe('hello there\n');
  });

  it('does not apply an edit whose result was an error', () => {
    const after = workspaceAtStep(document, 4, {});
    expect(after.files).toEqual(workspaceAtStep(document, 3, {}).files);
    expect(after.caveats).toEqual([]);
  });

  it('turns a command into a caveat instead of guessing its effect', () => {
    const after = workspaceAtStep(document, 5, {});
    expect(after.files).toEqual(workspaceAtStep(document, 4, {}).files);
    expect(after.caveats).toEqual([{ step: 5, text: 'Step 5 ran a command (`sh build.sh > out.txt`); any change it made to files is not shown.' }]);
  });

  it('keeps CRLF endings and resolves absolute paths inside the root, as edit_file does', () => {
    expect(workspaceAtStep(document, 6, {}).files['windows.txt']).toBe('one\r\ntwo\r\n');
  });

  it('ignores reads and calls that were never answered, and keeps earlier caveats', () => {
    const after = workspaceAtStep(document, 7, {});
    expect(after.files).not.toHaveProperty('never.md');
    expect(after.changedPaths).toEqual([]);
    expect(after.caveats.map((caveat) => caveat.step)).toEqual([5]);
  });

  it('refuses a step the run does not have', () => {
    expect(() => workspaceAtStep(document, 9, {})).toThrow(RangeError);
    expect(() => workspaceAtStep(document, -1, {})).toThrow(RangeError);
  });

  it('says when an edit lands on a file only a command could have made', () => {
    const shared = shareDocument({
      nodes: [
        node(
          'root',
          transcript('Build', [
            { calls: [{ name: 'Bash', input: { command: 'echo a > made.txt' }, result: 'exit code 0' }] },
            { calls: [{ name: 'edit_file', input: { path: 'made.txt', oldText: 'a', newText: 'b' }, result: 'Applied 1 edit.' }] },
          ]),
        ),
      ],
    });
    expect(workspaceAtStep(shared, 2, {}).caveats.map((caveat) => caveat.text)).toEqual([
      'Step 1 ran a command (`echo a > made.txt`); any change it made to files is not shown.',
      'Step 2 edited made.txt, which the replay does not have (a command made it?); the edit is not shown.',
    ]);
  });
});

describe('tools renamed on the surface', () => {
  it('replays a call by the handler its name stood for at that step', () => {
    const renamed = applyOverlay(defaultSurface(), { tools: { write_file: { name: 'create_file' }, edit_file: { name: 'write_file' } } });
    const shared = shareDocument({
      provenance: { appVersion: '0.1.0', sharedAt: '2026-05-01T10:00:00.000Z', surfaceHash: surfaceHash(renamed) },
      surface: { tools: { write_file: { name: 'create_file' }, edit_file: { name: 'write_file' } } },
      workspace: { root: '/workspace', base: 'empty', added: { 'a.txt': 'one\n' }, changed: {}, removed: [] },
      nodes: [
        node(
          'root',
          transcript('Rename', [
            { surfaceHash: surfaceHash(renamed), calls: [{ name: 'write_file', input: { path: 'a.txt', oldText: 'one', newText: 'two' }, result: 'Applied 1 edit.' }] },
            { surfaceHash: surfaceHash(renamed), calls: [{ name: 'create_file', input: { path: 'b.txt', content: 'new\n' }, result: 'Created b.txt.' }] },
          ]),
        ),
      ],
    });
    expect(workspaceAtStep(shared, 2, {}).files).toEqual({ 'a.txt': 'two\n', 'b.txt': 'new\n' });
    expect(surfaceOfStep(shared, 1)).toMatchObject({ exact: true, surface: renamed });
  });
});

describe('preset tools', () => {
  it('replays Claude Code style Write and Edit (with replace_all), and a SWE-agent run is a caveat', () => {
    const entry = (name: string) => ({ name, description: `${name}.`, input_schema: { type: 'object' } });
    const surface = { tools: { Write: entry('Write'), Edit: entry('Edit'), run: entry('run') } };
    const hash = surfaceHash(applyOverlay(defaultSurface(), surface));
    const shared = shareDocument({
      provenance: { appVersion: '0.1.0', sharedAt: '2026-05-01T10:00:00.000Z', surfaceHash: hash },
      surface,
      workspace: { root: '/workspace', base: 'empty', added: { 'a.txt': 'x = 1; x = 2;\n' }, changed: {}, removed: [] },
      nodes: [
        node(
          'root',
          transcript('Presets', [
            { surfaceHash: hash, calls: [{ name: 'Edit', input: { file_path: 'a.txt', old_string: 'x', new_string: 'y', replace_all: true }, result: 'Replaced all 2 occurrences.' }] },
            { surfaceHash: hash, calls: [{ name: 'Edit', input: { file_path: 'a.txt', old_string: 'y = 2', new_string: 'y = 3' }, result: 'Replaced 1 occurrence.' }] },
            { surfaceHash: hash, calls: [{ name: 'Write', input: { file_path: '/workspace/b.txt', content: 'b\n' }, result: 'Created b.txt.' }] },
            { surfaceHash: hash, calls: [{ name: 'run', input: { command: 'make' }, result: 'exit 0' }] },
          ]),
        ),
      ],
    });
    const after = workspaceAtStep(shared, 4, {});
    expect(after.files).toEqual({ 'a.txt': 'y = 1; y = 3;\n', 'b.txt': 'b\n' });
    expect(after.caveats.map((caveat) => caveat.text)).toEqual(['Step 4 ran a command (`make`); any change it made to files is not shown.']);
  });
});

describe('the steps of a session with sub-agents', () => {
  it('interleaves nodes by step and replays a sub-agent write at its own step', () => {
    const shared = shareDocument({
      nodes: [
        node(
          'root',
          [
            ...transcript('Lead', [{ calls: [{ name: 'run_agent', input: { name: 'docs', folder: 'docs', task: 'Write docs' }, result: 'Sub-agent "docs" done.' }] }]),
            ...transcript('', [{ text: 'All done.' }], 4).slice(1),
          ],
        ),
        node('child', transcript('Write docs', [{ calls: [{ name: 'write_file', input: { path: 'docs/a.md', content: 'A\n' }, result: 'Created.' }] }, { text: 'Wrote it.' }], 2), {
          parentId: 'root',
          folder: 'docs',
        }),
      ],
    });
    expect(replaySteps(shared).map((entry) => [entry.step, entry.nodeId])).toEqual([
      [1, 'root'],
      [2, 'child'],
      [3, 'child'],
      [4, 'root'],
    ]);
    expect(workspaceAtStep(shared, 1, {}).files).toEqual({});
    expect(workspaceAtStep(shared, 2, {}).files).toEqual({ 'docs/a.md': 'A\n' });
  });
});

describe('finalWorkspace', () => {
  it('is the replay plus what the document says changed besides it', () => {
    const shared = { ...document, finalFiles: { changed: { 'out.txt': 'built\n' }, removed: ['notes.md'] } };
    const final = finalWorkspace(shared, {})!;
    expect(final['out.txt']).toBe('built\n');
    expect(final).not.toHaveProperty('notes.md');
    expect(final['plan.md']).toBe('# Plan\n');
  });

  it('is unknown when the document left it out', () => {
    expect(finalWorkspace(document, {})).toBeUndefined();
    expect(finalWorkspace({ ...document, finalFiles: 'omitted' }, {})).toBeUndefined();
  });
});

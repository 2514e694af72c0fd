import { describe, expect, it } from 'vitest';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';

// Rereading a file skips decoding its bytes again; every way the file can change in between must
// still show on the next read.
describe('embedded workspace rereads', () => {
  it('shows a write, an append and a truncation made after the file was read', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'notes.txt': 'one\n' } });
    expect(await workspace.readFile('notes.txt')).toBe('one\n');
    await workspace.writeFile('notes.txt', 'two\n');
    expect(await workspace.readFile('notes.txt')).toBe('two\n');
    await workspace.exec('echo three >> notes.txt');
    expect(await workspace.readFile('notes.txt')).toBe('two\nthree\n');
    await workspace.exec(': > notes.txt');
    expect(await workspace.readFile('notes.txt')).toBe('');
    await workspace.exec('sed -i s/x/y/ notes.txt && printf "four\\n" > notes.txt');
    expect(await workspace.readFile('notes.txt')).toBe('four\n');
  });

  it('keeps files with the same bytes apart once one of them changes', async () => {
    const workspace = await createEmbeddedWorkspace({ files: { 'a.txt': 'same\n' } });
    await workspace.exec('cp a.txt b.txt');
    expect(await workspace.readFile('b.txt')).toBe('same\n');
    await workspace.exec('echo more >> b.txt');
    expect(await workspace.readFile('a.txt')).toBe('same\n');
    expect(await workspace.readFile('b.txt')).toBe('same\nmore\n');
  });

  it('rereads more files than it remembers and still returns each one whole', async () => {
    const files = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`f${index}.txt`, `file ${index} ✓\n`]));
    const workspace = await createEmbeddedWorkspace({ files });
    for (let round = 0; round < 2; round++) {
      for (const [path, content] of Object.entries(files)) expect(await workspace.readFile(path)).toBe(content);
    }
  });
});

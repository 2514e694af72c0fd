import { describe, expect, it } from 'vitest';
import { changeBytes } from '../../../src/engine/compare/change-size';
import { commandWritesFiles, writtenByCall, writtenBytes } from '../../../src/engine/compare/written-bytes';

describe('bytes written by the model', () => {
  it('count the content each write-type tool was sent, by handler (a renamed tool still counts)', () => {
    expect(writtenByCall({ handler: 'write_file', input: { path: 'a.ts', content: 'const a = 1;\n' } })).toBe(13);
    expect(writtenByCall({ handler: 'Write', input: { file_path: 'a.ts', content: 'héllo' } })).toBe(6);
    expect(writtenByCall({ handler: 'edit_file', input: { path: 'a.ts', edits: [{ oldText: 'a', newText: 'abc' }, { oldText: 'b', newText: '' }, { oldText: 'c', newText: 'xy' }] } })).toBe(5);
    expect(writtenByCall({ handler: 'edit_file', input: { path: 'a.ts', oldText: 'a', newText: 'four' } })).toBe(4);
    expect(writtenByCall({ handler: 'Edit', input: { file_path: 'a.ts', old_string: 'x', new_string: 'seven!!', replace_all: true } })).toBe(7);
    expect(writtenByCall({ handler: 'edit_lines', input: { path: 'a.ts', start_line: 1, end_line: 2, replacement: 'one\ntwo' } })).toBe(7);
    // Reads, searches and malformed input count nothing.
    expect(writtenByCall({ handler: 'read_file', input: { path: 'a.ts' } })).toBe(0);
    expect(writtenByCall({ handler: 'write_file', input: 'not an object' })).toBe(0);
    expect(writtenByCall({ handler: undefined, input: { content: 'x' } })).toBe(0);
  });

  it('count a shell command whole when it writes a file, and not at all when it only reads', () => {
    const heredoc = "cat > src/a.ts <<'EOF'\nexport const a = 1;\nEOF";
    expect(writtenByCall({ handler: 'Bash', input: { command: heredoc } })).toBe(heredoc.length);
    expect(writtenByCall({ handler: 'run', input: { command: "sed -i 's/1/2/' a.ts" } })).toBe(20);
    expect(writtenByCall({ handler: 'Bash', input: { command: 'cat -n a.ts' } })).toBe(0);
    expect(writtenByCall({ handler: 'run', input: { command: 'grep -rn "=>" src 2>/dev/null' } })).toBe(0);
  });

  it('tell writing commands from reading ones', () => {
    const writes = ['echo hi > a.txt', 'printf "x" >> log.txt', 'cat <<EOF > a.ts\nx\nEOF', 'ls 1>out.txt', 'make &> build.log', 'echo x | tee a.txt', "sed -i.bak 's/a/b/' f", "sed -E -i 's/a/b/' f", "perl -pi -e 's/a/b/' f", 'python3 gen.py>out.txt'];
    const reads = ['cat a.txt', 'grep -n "a > b" f', "awk '$1 > 3' data", 'ls 2>/dev/null', 'make 2>&1 | tail -5', 'echo done >&2', 'cat a > /dev/null', "sed -n '1,5p' f", 'echo x | tee /dev/null', 'diff a b'];
    for (const command of writes) expect(commandWritesFiles(command), command).toBe(true);
    for (const command of reads) expect(commandWritesFiles(command), command).toBe(false);
  });

  it('add a reply handler\'s own count (Aider\'s REPLACE sections) to the calls\'', () => {
    const trace = {
      calls: [{ nodeId: 'n', step: 1, id: 't1', name: 'write_file', handler: 'write_file', input: { path: 'a', content: '12345' } }],
      replies: [{ step: 2, writtenBytes: 40, failures: ['NoMatch'] }],
    };
    expect(writtenBytes(trace)).toBe(45);
  });
});

describe('the size of the change', () => {
  it('counts the bytes of added and changed lines, newline included; removals count nothing', () => {
    const before = { 'a.ts': 'one\ntwo\nthree\n', 'gone.ts': 'bye\n', 'same.ts': 'x\n' };
    const after = { 'a.ts': 'one\nTWO!\nthree\nfour\n', 'new.ts': 'hello\n', 'same.ts': 'x\n' };
    // "TWO!\n" (5) + "four\n" (5) + the new file (6); deleting gone.ts needs nothing written.
    expect(changeBytes(before, after)).toBe(16);
    expect(changeBytes(before, before)).toBe(0);
    expect(changeBytes({ 'a.ts': 'a\nb\nc\n' }, { 'a.ts': 'a\nc\n' })).toBe(0);
    expect(changeBytes({ 'a.ts': 'é\n' }, { 'a.ts': 'è\n' })).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { jsonForTerminal, terminalSafe } from '../../../src/engine/text/terminal-safe';

describe('terminalSafe', () => {
  it('turns every character a terminal would obey into a visible escape, keeping newlines and tabs', () => {
    expect(terminalSafe('a\u001b[2Jb\u001b]0;title\u0007c')).toBe('a\\x1b[2Jb\\x1b]0;title\\x07c');
    expect(terminalSafe('progress 10%\rforged')).toBe('progress 10%\\rforged');
    expect(terminalSafe('del\u007f c1\u009b bidi\u202e iso\u2066 mark\u200f')).toBe('del\\x7f c1\\x9b bidi\\u202e iso\\u2066 mark\\u200f');
    expect(terminalSafe('col1\tcol2\nline two\r\nline three')).toBe('col1\tcol2\nline two\nline three');
    expect(terminalSafe('plain text, émojis 🙂 and 中文')).toBe('plain text, émojis 🙂 and 中文');
  });

  it('catches an escape sequence split across two writes', () => {
    expect(terminalSafe('end \u001b') + terminalSafe('[2J')).toBe('end \\x1b[2J');
  });

  it('keeps JSON valid and equal while escaping what JSON.stringify leaves raw', () => {
    const value = { message: 'a\u001b[2J b\u009b31m c\u202ed' };
    const printed = jsonForTerminal(JSON.stringify(value));
    expect(printed).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(JSON.parse(printed)).toEqual(value);
  });
});

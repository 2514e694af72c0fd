import { describe, expect, it } from 'vitest';
import { stripAnsi, terminalText } from '../../../src/engine/workspace/terminal-text';

describe('terminal text', () => {
  it('removes colours, cursor moves and mode switches', () => {
    expect(stripAnsi('\u001b[31mred\u001b[0m and \u001b[1;32;4mgreen\u001b[m')).toBe('red and green');
    expect(stripAnsi('a\u001b[2Kb\u001b[1Gc\u001b[10;20H')).toBe('abc');
    expect(stripAnsi('\u001b[?25l\u001b[?2004hready\u001b[?25h')).toBe('ready');
    expect(stripAnsi('\u001b(Bplain\u001b7\u001b8\u001b=')).toBe('plain');
    expect(stripAnsi('\u009b31mC1 form\u009b0m')).toBe('C1 form');
  });

  it('removes titles and hyperlinks but keeps the link text', () => {
    expect(stripAnsi('\u001b]0;window title\u0007text')).toBe('text');
    expect(stripAnsi('\u001b]8;;https://example.com\u001b\\link\u001b]8;;\u001b\\')).toBe('link');
    expect(stripAnsi('before\u001b]0;never ended')).toBe('before');
  });

  it('drops stray control characters and keeps tabs, newlines and all printable text', () => {
    expect(stripAnsi('bell\u0007 back\b space\u0000')).toBe('bell back space');
    expect(stripAnsi('a\tb\nc')).toBe('a\tb\nc');
    expect(stripAnsi('héllo wörld 🎉 [31m not an escape')).toBe('héllo wörld 🎉 [31m not an escape');
    expect(stripAnsi('dangling\u001b')).toBe('dangling');
  });

  it('turns CR LF into LF and keeps the last drawing of a redrawn line', () => {
    expect(terminalText('one\r\ntwo\r\n')).toBe('one\ntwo\n');
    expect(terminalText('\u001b[32m10%\u001b[0m\r50%\r100%\r\ndone\n')).toBe('100%\ndone\n');
    expect(terminalText('kept\r')).toBe('kept');
  });
});

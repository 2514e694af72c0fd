/**
 * Turns what a terminal program printed into the text a person would read on screen. WebContainer's
 * shell writes through a pseudo-terminal: colours and cursor moves arrive as escape sequences,
 * lines end in CR LF, and progress bars redraw a line with a bare CR.
 *
 * Written here rather than taken from `strip-ansi`: it is ~30 lines against ECMA-48, and it also
 * handles the CRs and stray control bytes strip-ansi leaves in, which the model would read as noise.
 */

// ECMA-48, in the order they must be tried:
// - control strings (OSC, DCS, SOS, PM, APC), ended by BEL or ST; an unended one runs to the end;
// - CSI: parameter bytes 0x30-0x3F, intermediate bytes 0x20-0x2F, one final byte 0x40-0x7E;
// - any other escape sequence: intermediate bytes, then one final byte 0x30-0x7E.
// The 8-bit forms (U+0090, U+009B...) are C1 controls, never printable text, so they go too.
const ESCAPE_SEQUENCE = new RegExp(
  [
    '(?:\\u001b[\\]PX^_]|[\\u0090\\u0098\\u009d\\u009e\\u009f])[\\s\\S]*?(?:\\u0007|\\u001b\\\\|\\u009c|$)',
    '(?:\\u001b\\[|\\u009b)[\\u0030-\\u003f]*[\\u0020-\\u002f]*[\\u0040-\\u007e]',
    '\\u001b[\\u0020-\\u002f]*[\\u0030-\\u007e]',
  ].join('|'),
  'g',
);

/** C0 and C1 controls other than tab, line feed and carriage return (handled below), and DEL. */
const OTHER_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Removes escape sequences and stray control characters; keeps tabs, line feeds and CRs. */
export function stripAnsi(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(OTHER_CONTROLS, '');
}

/**
 * `stripAnsi`, then CR LF becomes LF, and a line redrawn with bare CRs keeps only its last drawing
 * (what the screen shows when each drawing is a full line, as progress bars draw them).
 */
export function terminalText(text: string): string {
  return stripAnsi(text)
    .replace(/\r+\n/g, '\n')
    .split('\n')
    .map(lastDrawing)
    .join('\n');
}

function lastDrawing(line: string): string {
  if (!line.includes('\r')) return line;
  const drawings = line.split('\r').filter((drawing) => drawing !== '');
  return drawings[drawings.length - 1] ?? '';
}

/**
 * Line handling shared by read_file, write_file and edit_file, so "line 12" and the numbered view
 * mean the same thing in every result the model reads.
 */

/** Width the line number is right-aligned to in the numbered view (as `cat -n` does). */
const NUMBER_WIDTH = 6;

/**
 * The lines of a text, without their terminators. A final newline ends the last line rather than
 * starting an empty one, so "a\nb\n" has 2 lines and "" has none. A CR before the LF belongs to
 * the terminator: CRLF files read like LF ones.
 */
export function splitLines(content: string): string[] {
  if (content === '') return [];
  // A plain split is several times faster than the regex one; most files have no "\r" at all.
  const lines = content.includes('\r') ? content.split(/\r?\n/) : content.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function countLines(content: string): number {
  return splitLines(content).length;
}

/** One line of the numbered view: the number right-aligned to 6 columns, a tab, the text. */
export function numberLine(lineNumber: number, text: string): string {
  return `${String(lineNumber).padStart(NUMBER_WIDTH)}\t${text}`;
}

/** Size of a text as stored (UTF-8), without allocating an encoded copy. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      // A surrogate pair is one 4-byte character.
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Cuts a string to at most `maxCharacters` UTF-16 units without splitting a surrogate pair, so a
 * cut line never ends in half an emoji.
 */
export function cutAt(text: string, maxCharacters: number): string {
  if (text.length <= maxCharacters) return text;
  const code = text.charCodeAt(maxCharacters - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? maxCharacters - 1 : maxCharacters;
  return text.slice(0, end);
}

/** 1-indexed line on which the character at `index` sits. */
export function lineNumberAt(text: string, index: number): number {
  let line = 1;
  for (let position = text.indexOf('\n'); position !== -1 && position < index; position = text.indexOf('\n', position + 1)) {
    line++;
  }
  return line;
}

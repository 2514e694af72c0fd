/**
 * Text that came from outside (files, command output, MCP results, model text, provider errors)
 * made safe to print on a terminal. A terminal obeys control characters: ESC sequences clear the
 * screen, set the window title or move the cursor, a bare carriage return lets a line overwrite
 * itself, and bidi overrides reorder what follows. Any of them lets that text forge what a person
 * reads in the log. Each is replaced by a visible escape (`\x1b`, `\r`, `\u202e`), one character at
 * a time, so a sequence split across two writes is caught as well and nothing is silently lost.
 * Tab and newline stay; CR LF becomes a plain newline (the CR there hides nothing).
 */
const UNSAFE = /\r\n|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\r': '\\r', '\b': '\\b', '\f': '\\f', '\v': '\\v' };

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (found) => {
    if (found === '\r\n') return '\n';
    const named = NAMED[found];
    if (named !== undefined) return named;
    const code = found.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** What JSON.stringify leaves raw that a terminal may still obey: DEL, C1 controls, bidi controls. */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON.stringify output made safe to print: it already escapes C0 controls, and the characters it
 * leaves raw become \uXXXX escapes, so the text is still valid JSON holding the same strings.
 */
export function jsonForTerminal(json: string): string {
  return json.replace(UNSAFE_IN_JSON, (found) => `\\u${found.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

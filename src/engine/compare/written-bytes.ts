import type { RunTrace, TracedCall } from '../lessons/run-trace';
import { utf8ByteLength } from '../tools/text-lines';

/**
 * Bytes of file content the model wrote in a run: what it had to produce to change the files,
 * against the size of the change itself (change-size.ts). A whole-file rewrite for a two-line fix
 * shows as hundreds of times the change; an exact edit as about one.
 *
 * Counted per call, by handler id (a renamed tool still counts), as the model sent it, whether or
 * not the call then succeeded (it was paid for either way), in UTF-8 bytes:
 * - write_file, Write: `content`;
 * - edit_file: every `newText` (in `edits`, or the flat form's); Edit: `new_string` (once, even
 *   with replace_all);
 * - edit_lines: `replacement`;
 * - Bash, run: the whole command, when it writes a file — a redirection of its output to a file
 *   (`>`, `>>`, `&>`, a heredoc into `cat > file`), `tee file`, or `sed -i` / `perl -i`. The file's
 *   content lives inside such a command (heredoc body, echo text, sed expression), and picking it
 *   out would be guesswork; a command that only reads counts 0;
 * - a reply handler's own count (Aider: the REPLACE sections of every SEARCH/REPLACE block).
 * Other tools (reads, searches, run_agent itself) count 0; a sub-agent's writes count as the run's.
 */
export function writtenBytes(trace: Pick<RunTrace, 'calls' | 'replies'>): number {
  const byCalls = trace.calls.reduce((total, call) => total + writtenByCall(call), 0);
  return byCalls + trace.replies.reduce((total, reply) => total + reply.writtenBytes, 0);
}

export function writtenByCall(call: Pick<TracedCall, 'handler' | 'input'>): number {
  const input = record(call.input);
  switch (call.handler) {
    case 'write_file':
    case 'Write':
      return bytesOf(input.content);
    case 'edit_file': {
      const edits = Array.isArray(input.edits) ? input.edits.map((edit) => bytesOf(record(edit).newText)) : [];
      return edits.reduce((total, bytes) => total + bytes, 0) + bytesOf(input.newText);
    }
    case 'Edit':
      return bytesOf(input.new_string);
    case 'edit_lines':
      return bytesOf(input.replacement);
    case 'Bash':
    case 'run':
      return typeof input.command === 'string' && commandWritesFiles(input.command) ? bytesOf(input.command) : 0;
    default:
      return 0;
  }
}

// Quoted text is data, not shell syntax: an arrow or a "-i" inside quotes writes nothing.
const QUOTED = /'[^']*'|"(?:[^"\\]|\\.)*"/g;
/** Standard output (or both streams) into a file: `>`, `>>`, `1>`, `&>`; not `2>`, `>&2` or /dev/null. */
const REDIRECT_TO_FILE = /(?:^|[^<>&\d])(?:1|&)?>>?(?!&)\s*(?!\/dev\/(?:null|stdout|stderr)\b)[^\s;&|<>()]/;
const TEE_TO_FILE = /\btee\s+(?:-a\s+)?(?!\/dev\/null\b)[^\s;&|-]/;
const IN_PLACE_EDIT = /\b(?:sed|perl)\b[^|;&\n]*?\s(?:-[a-zA-Z]*i|--in-place)/;

/** True when a shell command writes a file with content it carries (see writtenBytes). */
export function commandWritesFiles(command: string): boolean {
  const syntax = command.replace(QUOTED, "''");
  return REDIRECT_TO_FILE.test(syntax) || TEE_TO_FILE.test(syntax) || IN_PLACE_EDIT.test(syntax);
}

function bytesOf(value: unknown): number {
  return typeof value === 'string' ? utf8ByteLength(value) : 0;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

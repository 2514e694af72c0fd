import { diffWords } from 'diff';
import { stableStringify } from '../toolkit/stable-json';
import type { Surface, SurfaceTool } from '../toolkit/surface';

/**
 * What a student changed, word by word, against the surface the class started from: one entry per
 * place (the system prompt, a tool's name, description, schema or failure text), so a teacher
 * reading a board of thirty variants sees the edit itself rather than "write_file changed".
 */

export type WordChangeKind = 'same' | 'added' | 'removed';

export interface WordChange {
  kind: WordChangeKind;
  text: string;
}

export interface SurfaceEdit {
  /** Where the edit is, as a reader names it: "system prompt", "write_file description"... */
  place: string;
  /** The words of that place, unchanged stretches shortened to a few words around each change. */
  changes: WordChange[];
}

/** Words kept on each side of a change; a longer unchanged stretch is shown as "…". */
const CONTEXT_WORDS = 6;

/** Every place `edited` differs from `base`, in the order a reader meets them. */
export function surfaceEdits(base: Surface, edited: Surface): SurfaceEdit[] {
  const edits: SurfaceEdit[] = [];
  const place = (name: string, before: string, after: string) => {
    if (before !== after) edits.push({ place: name, changes: wordChanges(before, after) });
  };
  place('system prompt', base.system, edited.system);
  const editedTools = new Map(edited.tools.map((tool) => [tool.handler, tool]));
  for (const tool of base.tools) {
    const next = editedTools.get(tool.handler);
    if (!next) {
      edits.push({ place: `${tool.handler} (disabled)`, changes: [{ kind: 'removed', text: tool.name }] });
      continue;
    }
    toolEdits(tool, next, place);
  }
  const baseHandlers = new Set(base.tools.map((tool) => tool.handler));
  for (const tool of edited.tools) {
    if (!baseHandlers.has(tool.handler)) edits.push({ place: `${tool.handler} (added)`, changes: [{ kind: 'added', text: `${tool.name}: ${tool.description}` }] });
  }
  for (const kind of unionKeys(base.failures, edited.failures)) place(`failure ${kind}`, base.failures[kind] ?? '', edited.failures[kind] ?? '');
  return edits;
}

function toolEdits(before: SurfaceTool, after: SurfaceTool, place: (name: string, before: string, after: string) => void): void {
  const at = before.handler;
  place(`${at} name`, before.name, after.name);
  place(`${at} description`, before.description, after.description);
  place(`${at} input_schema`, stableStringify(before.input_schema), stableStringify(after.input_schema));
  for (const kind of unionKeys(before.failures, after.failures)) place(`${at} failure ${kind}`, before.failures[kind] ?? '', after.failures[kind] ?? '');
}

/** The word diff of two texts, unchanged stretches cut to CONTEXT_WORDS words on each side of a change. */
export function wordChanges(before: string, after: string): WordChange[] {
  const parts = diffWords(before, after).map((part): WordChange => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'same', text: part.value }));
  return parts.map((part, index) => (part.kind === 'same' ? { kind: 'same', text: shortened(part.text, index > 0, index < parts.length - 1) } : part));
}

/** An unchanged stretch keeps the words next to a change on each side it has one. */
function shortened(text: string, changeBefore: boolean, changeAfter: boolean): string {
  const words = text.split(/(\s+)/);
  const wordCount = words.filter((word) => word.trim() !== '').length;
  const keep = (changeBefore ? CONTEXT_WORDS : 0) + (changeAfter ? CONTEXT_WORDS : 0);
  if (wordCount <= keep + 1) return text;
  // Every other token is whitespace; a word with its following space is two tokens.
  const head = changeBefore ? words.slice(0, CONTEXT_WORDS * 2).join('') : '';
  const tail = changeAfter ? words.slice(-CONTEXT_WORDS * 2).join('') : '';
  return `${head}…${tail}`;
}

/** One line per edit for a terminal: `write_file description: … [-old-]{+new+} …`. */
export function editsText(edits: readonly SurfaceEdit[]): string[] {
  return edits.map((edit) => `${edit.place}: ${edit.changes.map(changeText).join('').replace(/\s+/g, ' ').trim()}`);
}

function changeText(change: WordChange): string {
  if (change.kind === 'added') return `{+${change.text}+}`;
  if (change.kind === 'removed') return `[-${change.text}-]`;
  return change.text;
}

function unionKeys(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])];
}

import type { Check } from './checks';

/**
 * The lesson checks as a form a teacher fills in: each kind with its fields in words, and a
 * draft (the typed text) read back into a Check. A refusal names the check by its place and the
 * field by the label the form shows, so it reads as something to fix, not as a JSON path.
 */

export type CheckKind = Check['kind'];

export type CheckField = 'path' | 'text' | 'pattern' | 'flags' | 'command' | 'exitCode' | 'tool' | 'atLeast' | 'atMost' | 'tools' | 'failure' | 'steps' | 'tokens' | 'label';

export interface CheckFieldForm {
  name: CheckField;
  label: string;
  optional?: boolean;
  /** Whole numbers: "count" allows 0, "positive" starts at 1, "integer" may be negative (an exit code). */
  number?: 'count' | 'positive' | 'integer';
  /** What to type, shown as the field's placeholder and in the message when it is missing. */
  example: string;
}

export interface CheckKindForm {
  kind: CheckKind;
  /** The kind in a few words, for the kind picker. */
  title: string;
  fields: CheckFieldForm[];
  /** Whether "has no / does not match" can be ticked. */
  canBeAbsent?: boolean;
  /** False for checks that read only the workspace, so they can be checked without a run. */
  needsRun: boolean;
}

const labelField: CheckFieldForm = { name: 'label', label: 'Label', optional: true, example: 'how the check reads in tables' };

export const checkKindForms: readonly CheckKindForm[] = [
  {
    kind: 'file-contains',
    title: 'A file contains text',
    canBeAbsent: true,
    needsRun: false,
    fields: [
      { name: 'path', label: 'File', example: 'src/app.ts' },
      { name: 'text', label: 'Text', example: 'the exact text to find' },
      labelField,
    ],
  },
  {
    kind: 'file-matches',
    title: 'A file matches a pattern',
    canBeAbsent: true,
    needsRun: false,
    fields: [
      { name: 'path', label: 'File', example: 'src/app.ts' },
      { name: 'pattern', label: 'Pattern', example: 'a regular expression, without slashes' },
      { name: 'flags', label: 'Flags', optional: true, example: 'i, m, s or u' },
      labelField,
    ],
  },
  {
    kind: 'command',
    title: 'A command succeeds',
    needsRun: false,
    fields: [
      { name: 'command', label: 'Command', example: 'node test.js' },
      { name: 'exitCode', label: 'Exit code', optional: true, number: 'integer', example: '0' },
      labelField,
    ],
  },
  {
    kind: 'tool-called',
    title: 'A tool is called',
    needsRun: true,
    fields: [
      { name: 'tool', label: 'Tool', example: 'a handler id, such as read_file' },
      { name: 'atLeast', label: 'At least', optional: true, number: 'count', example: '1' },
      { name: 'atMost', label: 'At most', optional: true, number: 'count', example: '0 for never' },
      labelField,
    ],
  },
  {
    kind: 'tool-sequence',
    title: 'Tools are called in order',
    needsRun: true,
    fields: [{ name: 'tools', label: 'Tools in order', example: 'read_file, edit_file' }, labelField],
  },
  {
    kind: 'no-failure',
    title: 'No failure of a kind',
    needsRun: true,
    fields: [
      { name: 'failure', label: 'Failure kind', example: 'not_found' },
      { name: 'tool', label: 'Tool', optional: true, example: 'a handler id, or empty for any tool' },
      labelField,
    ],
  },
  { kind: 'max-steps', title: 'At most so many model calls', needsRun: true, fields: [{ name: 'steps', label: 'Model calls', number: 'positive', example: '10' }, labelField] },
  { kind: 'max-tokens', title: 'At most so many tokens', needsRun: true, fields: [{ name: 'tokens', label: 'Tokens', number: 'positive', example: '50000' }, labelField] },
];

/** What the person typed for one check. */
export interface CheckDraft {
  kind: CheckKind;
  fields: Partial<Record<CheckField, string>>;
  /** "has no" / "does not match" instead of "has" / "matches". */
  absent?: boolean;
}

export type CheckDraftResult = { ok: true; check: Check } | { ok: false; problem: string };

export function checkKindForm(kind: CheckKind): CheckKindForm {
  return checkKindForms.find((form) => form.kind === kind)!;
}

/** Whether a check can only be decided by a run (it reads the calls, steps or tokens). */
export function checkNeedsRun(check: Check): boolean {
  return checkKindForm(check.kind).needsRun;
}

/** Where a check sits in the form, as a person counts: "Check 2 (A tool is called)". */
export function checkPlace(index: number, kind: CheckKind): string {
  return `Check ${index + 1} (${checkKindForm(kind).title.toLowerCase()})`;
}

/** The label the form shows for a check's field, or the field's own name for one it does not show. */
export function checkFieldLabel(kind: CheckKind, field: string): string {
  const name = field.replace(/\[\d+\]$/, '');
  return checkKindForm(kind).fields.find((candidate) => candidate.name === name)?.label ?? field;
}

/** Reads the draft at `index` into a Check; the deeper checks (regexes, handlers) are the lesson reader's. */
export function checkFromDraft(draft: CheckDraft, index: number): CheckDraftResult {
  const form = checkKindForm(draft.kind);
  const place = checkPlace(index, draft.kind);
  const check: Record<string, unknown> = { kind: draft.kind };
  for (const field of form.fields) {
    const typed = (draft.fields[field.name] ?? '').trim();
    if (typed === '') {
      if (field.optional) continue;
      return { ok: false, problem: `${place}: “${field.label}” is empty. Type ${field.example}.` };
    }
    if (field.number) {
      const value = Number(typed);
      const lowest = field.number === 'count' ? 0 : field.number === 'positive' ? 1 : -Infinity;
      if (!/^-?\d+$/.test(typed) || value < lowest) {
        const wanted = field.number === 'count' ? 'a whole number, 0 or more' : field.number === 'positive' ? 'a whole number, 1 or more' : 'a whole number';
        return { ok: false, problem: `${place}: “${field.label}” is "${typed}"; it must be ${wanted}.` };
      }
      check[field.name] = value;
    } else if (field.name === 'tools') {
      check.tools = typed.split(/[\s,→>]+/).filter((tool) => tool !== '');
    } else {
      // Text to find keeps its spaces: "  return" is not "return".
      check[field.name] = field.name === 'text' || field.name === 'pattern' ? (draft.fields[field.name] ?? '') : typed;
    }
  }
  if (form.canBeAbsent && draft.absent) check.absent = true;
  if (draft.kind === 'tool-called' && check.atLeast === undefined && check.atMost === undefined) {
    return { ok: false, problem: `${place}: fill in “At least”, “At most” or both (At most 0 means never).` };
  }
  return { ok: true, check: check as Check };
}

/** A check as the form shows it, to start a new lesson from an open one's checks. */
export function draftOfCheck(check: Check): CheckDraft {
  const fields: CheckDraft['fields'] = {};
  for (const field of checkKindForm(check.kind).fields) {
    const value = (check as Record<string, unknown>)[field.name];
    if (value === undefined) continue;
    fields[field.name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const absent = 'absent' in check && check.absent === true;
  return { kind: check.kind, fields, ...(absent ? { absent } : {}) };
}

import { allTools } from '../tools/all-tools';
import type { AnyToolContract } from '../tools/tool';
import { FieldError } from '../toolkit/field-error';
import type { Surface } from '../toolkit/surface';
import { adHocLesson } from './ad-hoc-lesson';
import { checkFieldLabel, checkFromDraft, checkPlace, type CheckDraft } from './check-forms';
import type { Check } from './checks';
import type { Lesson } from './lesson';
import { parseLesson } from './lesson-file';

/**
 * "Save as lesson": the playground's files, task and surface, with a title, teaching text, checks
 * and saved variants picked by the teacher, made into a lesson file. The result is read back with
 * the same reader an imported file goes through, so a saved lesson always imports; every refusal
 * says which field to fix in the words the dialog shows.
 */

export interface LessonParts {
  title: string;
  teaching: string;
  /** The workspace as it is now. */
  files: Record<string, string>;
  task: string;
  /** The surface as edited: the lesson's first variant. */
  surface: Surface;
  /** Saved variants the teacher picked, each one more variant of the lesson. */
  savedVariants?: ReadonlyArray<{ name: string; surface: Surface }>;
  checks: readonly CheckDraft[];
  /** Lesson ids the new one must not take (the built-ins): it gets a number instead. */
  reservedIds?: readonly string[];
  available?: readonly AnyToolContract[];
}

export type LessonBuildResult = { ok: true; lesson: Lesson } | { ok: false; problems: string[] };

export const TITLE_MAX = 120;
export const TEACHING_MAX = 4000;
/** The variant the surface as edited becomes. */
export const EDITED_VARIANT = 'as-edited';

export function buildLesson(parts: LessonParts): LessonBuildResult {
  const problems: string[] = [];
  const title = parts.title.trim();
  const teaching = parts.teaching.trim();
  const task = parts.task.trim();
  if (title === '') problems.push('Title is empty. Give the lesson the title people will see in the Lessons list.');
  else if (title.length > TITLE_MAX) problems.push(`Title is ${title.length} characters long; keep it to ${TITLE_MAX}.`);
  if (teaching === '') problems.push('Teaching text is empty. Say in a few sentences what the lesson shows.');
  else if (teaching.length > TEACHING_MAX) problems.push(`Teaching text is ${teaching.length} characters long; keep it to ${TEACHING_MAX}.`);
  if (task === '') problems.push('The Task box is empty. Type the task every run starts with in the Playground, then save again.');
  if (parts.checks.length === 0) problems.push('Add at least one check: without one, no run of the lesson could fail.');
  const checks: Check[] = [];
  parts.checks.forEach((draft, index) => {
    const read = checkFromDraft(draft, index);
    if (read.ok) checks.push(read.check);
    else problems.push(read.problem);
  });
  if (problems.length > 0) return { ok: false, problems };

  const available = parts.available ?? allTools;
  const variants: Record<string, Surface> = { [EDITED_VARIANT]: parts.surface };
  for (const saved of parts.savedVariants ?? []) variants[uniqueName(variantSlug(saved.name), Object.keys(variants))] = saved.surface;
  const draft = adHocLesson({ id: uniqueName(lessonSlug(title), parts.reservedIds ?? []), title, files: parts.files, task, variants, checks, available });
  const lesson: Lesson = { ...draft, teaching };
  try {
    // Through JSON, as an exported file would be read: nothing the file cannot carry slips by.
    return { ok: true, lesson: parseLesson(JSON.parse(JSON.stringify(lesson)), available) };
  } catch (error) {
    if (!FieldError.isInstance(error)) throw error;
    return { ok: false, problems: [inWords(error, lesson)] };
  }
}

/** A lesson id from its title: "Index base, again!" -> "index-base-again". */
export function lessonSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '');
  return slug === '' ? 'lesson' : slug;
}

function variantSlug(name: string): string {
  const slug = name.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 36);
  return slug === '' ? 'variant' : slug;
}

function uniqueName(wanted: string, taken: readonly string[]): string {
  if (!taken.includes(wanted)) return wanted;
  let number = 2;
  while (taken.includes(`${wanted}-${number}`)) number += 1;
  return `${wanted}-${number}`;
}

/** The reader's `checks[1].tool: ...` as the dialog words it: `Check 2 (...), “Tool”: ...`. */
function inWords(error: FieldError, lesson: Lesson): string {
  const problem = error.problem.replace(/\.$/, '');
  const check = /^checks\[(\d+)\]\.?(.*)$/.exec(error.field);
  if (check) {
    const index = Number(check[1]);
    const kind = lesson.checks[index]!.kind;
    const field = check[2] === '' ? '' : `, “${checkFieldLabel(kind, check[2]!)}”`;
    return `${checkPlace(index, kind)}${field}: ${problem}. Change it and save again.`;
  }
  const variant = /^variants\.([^.]+)/.exec(error.field);
  if (variant) {
    const which = variant[1] === EDITED_VARIANT ? 'The surface as edited' : `The saved variant saved as "${variant[1]}"`;
    return `${which} cannot be part of a lesson (${error.field}: ${problem}). Fix it in the Surface tab, or leave it out, and save again.`;
  }
  if (error.field.startsWith('files.')) return `The file ${error.field.slice('files.'.length)} cannot be part of a lesson: ${problem}. Rename or remove it and save again.`;
  return `The lesson cannot be saved: ${error.message}.`;
}

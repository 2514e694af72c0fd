import { z } from 'zod';
import { findLesson } from '../engine/lessons/builtin/builtin-lessons';
import type { Lesson } from '../engine/lessons/lesson';
import { parseLesson } from '../engine/lessons/lesson-file';
import { defaultSurface } from '../engine/toolkit/default-surface';
import { FieldError, fieldPath } from '../engine/toolkit/field-error';
import { parseSurfaceFile } from '../engine/toolkit/surface-file';
import type { Surface } from '../engine/toolkit/surface';
import { allTools } from '../engine/tools/all-tools';
import { jsonShapeProblem } from './share-document';

/**
 * What a lesson link and a variant link carry. A lesson link holds a lesson file; a variant link
 * holds a surface file (as the schema editor saves it) with the student's title and name, and the
 * lesson it was made on: a built-in lesson's id, or the whole lesson when it is not built in.
 * Both are checked with the same readers as the files themselves, so a link is never looser than
 * the file it stands for.
 */

export const CLASSROOM_LINK_VERSION = 1;

export interface LessonLinkDocument {
  version: 1;
  kind: 'lesson';
  lesson: Lesson;
}

export interface VariantLinkDocument {
  version: 1;
  kind: 'variant';
  title: string;
  author: string;
  /** The surface file's JSON as the schema editor saves it: what the editor's text becomes. */
  surface: unknown;
  /** A built-in lesson's id, or a whole lesson. */
  lesson?: string | Lesson;
}

export type ClassroomDocument = LessonLinkDocument | VariantLinkDocument;

const lessonDocumentSchema = z.object({ version: z.literal(1), kind: z.literal('lesson'), lesson: z.unknown() }).strict();
const variantDocumentSchema = z
  .object({
    version: z.literal(1),
    kind: z.literal('variant'),
    title: z.string().trim().min(1, 'a variant needs a title').max(120),
    author: z.string().trim().min(1, 'a variant needs its author’s name').max(120),
    surface: z.record(z.string(), z.unknown()),
    lesson: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  })
  .strict();

/** A refusal with the field it names, e.g. `lesson.checks[0].pattern: ...`. */
export class ClassroomDocumentError extends Error {
  override name = 'ClassroomDocumentError';
}

/** Checks an untrusted document (kind already known to be what the link said); throws ClassroomDocumentError. */
export function checkClassroomDocument(value: unknown): ClassroomDocument {
  const shape = jsonShapeProblem(value);
  if (shape !== undefined) throw new ClassroomDocumentError(shape);
  const kind = typeof value === 'object' && value !== null ? (value as { kind?: unknown }).kind : undefined;
  if (kind === 'lesson') {
    const parsed = lessonDocumentSchema.safeParse(value);
    if (!parsed.success) throw schemaError(parsed.error.issues[0]!);
    return { version: 1, kind: 'lesson', lesson: checkedLesson(parsed.data.lesson, 'lesson') };
  }
  if (kind === 'variant') {
    const parsed = variantDocumentSchema.safeParse(value);
    if (!parsed.success) throw schemaError(parsed.error.issues[0]!);
    const { title, author, surface, lesson } = parsed.data;
    const document: VariantLinkDocument = { version: 1, kind: 'variant', title: title.trim(), author: author.trim(), surface };
    surfaceOf(document);
    if (typeof lesson === 'string') {
      if (!findLesson(lesson)) throw new ClassroomDocumentError(`lesson: "${lesson}" is not a built-in lesson of this version`);
      document.lesson = lesson;
    } else if (lesson !== undefined) {
      document.lesson = checkedLesson(lesson, 'lesson');
    }
    return document;
  }
  throw new ClassroomDocumentError('kind: must be "lesson" or "variant"');
}

/** The variant's surface, read as `--surface` and the schema editor read it. */
export function surfaceOf(document: VariantLinkDocument): Surface {
  try {
    return parseSurfaceFile(document.surface, allTools, defaultSurface(allTools));
  } catch (error) {
    if (FieldError.isInstance(error)) throw new ClassroomDocumentError(`surface.${error.message}`);
    throw error;
  }
}

/** The lesson a variant was made on, when it names one this playground has or carries it whole. */
export function lessonOf(document: VariantLinkDocument): Lesson | undefined {
  return typeof document.lesson === 'string' ? findLesson(document.lesson) : document.lesson;
}

/**
 * The built-in tools a surface file changes from their defaults (renamed, rewritten, re-schemed,
 * or left out and so disabled), by handler: what `share check` lists so a teacher sees at a
 * glance what a student touched.
 */
export function changedTools(surfaceFile: unknown): string[] {
  const defaults = defaultSurface(allTools);
  const entries = (surfaceFile as { tools?: Array<Record<string, unknown>> }).tools ?? [];
  const byHandler = new Map(entries.map((entry) => [entry.handler as string, entry]));
  const changed: string[] = [];
  // A built-in tool the file leaves out is disabled, as `--surface` reads it.
  for (const tool of defaultSurface().tools) if (!byHandler.has(tool.handler)) changed.push(`${tool.handler} (disabled)`);
  for (const entry of entries) {
    const base = defaults.tools.find((tool) => tool.handler === entry.handler);
    if (!base) continue;
    const differs =
      (entry.name !== undefined && entry.name !== base.name) ||
      (entry.description !== undefined && entry.description !== base.description) ||
      (entry.input_schema !== undefined && JSON.stringify(entry.input_schema) !== JSON.stringify(base.input_schema)) ||
      (entry.failures !== undefined && Object.entries(entry.failures as Record<string, string>).some(([key, text]) => base.failures[key] !== text));
    if (differs) changed.push(String(entry.handler));
  }
  return changed;
}

function checkedLesson(value: unknown, at: string): Lesson {
  try {
    return parseLesson(value);
  } catch (error) {
    if (FieldError.isInstance(error)) throw new ClassroomDocumentError(`${at}.${error.message}`);
    throw error;
  }
}

function schemaError(issue: { path: PropertyKey[]; message: string }): ClassroomDocumentError {
  return new ClassroomDocumentError(`${fieldPath(issue.path) || '(document)'}: ${issue.message}`);
}

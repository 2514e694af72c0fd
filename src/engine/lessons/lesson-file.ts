import { z } from 'zod';
import { providerIds, type ProviderId } from '../model/provider';
import { presets } from '../presets/all-presets';
import type { PresetId } from '../presets/preset';
import { allTools } from '../tools/all-tools';
import type { AnyToolContract } from '../tools/tool';
import { FieldError, fieldPath } from '../toolkit/field-error';
import { toolNamePattern } from '../toolkit/tool-name';
import { checkSchema } from './checks';
import { LESSON_VERSION, type Lesson } from './lesson';
import { lessonProblems } from './lesson-validation';

/** A lesson file: a `Lesson` as JSON, read with every field checked, and written back. */

const toolOverlaySchema = z
  .object({
    enabled: z.boolean().optional(),
    name: z.string().regex(toolNamePattern, 'must match ^[a-zA-Z0-9_-]{1,64}$ (letters, digits, _ and -)').optional(),
    description: z.string().optional(),
    input_schema: z.record(z.string(), z.unknown()).optional(),
    failures: z.record(z.string(), z.string()).optional(),
  })
  .strict();

const presetIds = presets.map((preset) => preset.id) as [PresetId, ...PresetId[]];

const modelTargetSchema = z
  .object({
    provider: z.enum(providerIds as [ProviderId, ...ProviderId[]], { error: (issue) => `unknown provider ${JSON.stringify(issue.input)}; the providers are ${providerIds.join(', ')}` }),
    model: z.string().min(1),
  })
  .strict();

const overlaySchema = z
  .object({
    model: modelTargetSchema.optional(),
    preset: z.enum(presetIds, { error: (issue) => `unknown preset ${JSON.stringify(issue.input)}; the presets are ${presetIds.join(', ')}` }).optional(),
    system: z.string().optional(),
    failures: z.record(z.string(), z.string()).optional(),
    tools: z.record(z.string(), toolOverlaySchema).optional(),
    order: z.array(z.string()).optional(),
  })
  .strict();

const lessonSchema = z
  .object({
    version: z.literal(LESSON_VERSION, { error: `this playground reads lesson files of version ${LESSON_VERSION}` }),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'use lower-case letters, digits and "-" (at most 64 characters, not starting with "-")'),
    title: z.string().min(1).max(120),
    teaching: z.string().min(1).max(4000),
    files: z.record(z.string(), z.string()),
    task: z.string().min(1),
    system: z.string().min(1).optional(),
    variants: z.record(z.string(), overlaySchema),
    checks: z.array(checkSchema).min(1, 'a lesson needs at least one check, or no run could fail'),
    tools: z.array(z.string().min(1)).optional(),
    needs: z.array(z.string().min(1)).optional(),
  })
  .strict();

/**
 * Reads a lesson file (already parsed from JSON). A bad file is refused with the path of the
 * offending field, e.g. `checks[2].pattern: ...`. `available` are the handlers its `tools` may name.
 */
export function parseLesson(json: unknown, available: readonly AnyToolContract[] = allTools): Lesson {
  const parsed = lessonSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new FieldError(fieldPath(issue.path) || '(file)', issue.message);
  }
  const lesson: Lesson = parsed.data;
  const problem = lessonProblems(lesson, available)[0];
  if (problem) throw problem;
  return lesson;
}

/** Reads a lesson from the text of a file. */
export function parseLessonText(text: string, available: readonly AnyToolContract[] = allTools): Lesson {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FieldError('(file)', `not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseLesson(json, available);
}

/** The lesson file's text: what export writes and import reads back. */
export function lessonToJson(lesson: Lesson): string {
  return `${JSON.stringify(lesson, null, 2)}\n`;
}

import { z } from 'zod';
import { providerIds, type ModelTarget, type ProviderId } from '../model/provider';
import { presets } from '../presets/all-presets';
import { type PresetId } from '../presets/preset';
import { allTools } from '../tools/all-tools';
import type { AnyToolContract } from '../tools/tool';
import { toolNamePattern } from '../toolkit/surface-file';
import type { SurfaceOverlay } from '../toolkit/surface-overlay';
import { checkSchema, type Check } from './checks';
import { LessonFileError, lessonProblems } from './lesson-validation';

export { LessonFileError };

/**
 * One variant of a lesson: an overlay on the default surface, or, with `preset`, on that preset's
 * whole surface (its tools, texts and system prompt), run with the preset's handlers and reply
 * handler. `{ "preset": "aider" }` is the preset as it ships; add overlay fields to put a preset
 * against an edited copy of itself.
 */
export interface LessonVariant extends SurfaceOverlay {
  preset?: PresetId;
  /** The provider and model this variant always runs on, whatever model the comparison uses. */
  model?: ModelTarget;
}

/**
 * A lesson: one rule of tool design as a workshop exercise. A workspace, a task, named surface
 * variants written as overlays on the default surface or on a preset (the built-ins ship "before"
 * and "after", differing only in the surface), and checks that decide whether a run passed. A
 * lesson file is this object as JSON; the version lets a later format read old files.
 */
export interface Lesson {
  version: 1;
  /** Lower-case letters, digits and "-": how the CLI and links name it. */
  id: string;
  title: string;
  /** What the lesson shows, in a few sentences. */
  teaching: string;
  /** Workspace-relative path -> content: every run starts from a fresh copy of these. */
  files: Record<string, string>;
  /** The user message every run starts with. */
  task: string;
  /**
   * Replaces the default system prompt for every variant over the defaults (a variant's own
   * `system` wins). A preset variant keeps its preset's prompt: it is part of the harness.
   */
  system?: string;
  variants: Record<string, LessonVariant>;
  checks: Check[];
  /**
   * Handler ids beyond the default toolkit that the lesson's surfaces use (create_event...); they
   * join preset variants' surfaces too, since the task may need them.
   */
  tools?: string[];
  /**
   * What the workspace must be able to run: "node", "npm", "git", "network"..., and the MCP
   * servers the task uses as "mcp:<server>". A lesson whose needs are not met is refused before
   * any run starts (lesson-needs.ts).
   */
  needs?: string[];
}

export const LESSON_VERSION = 1;

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
    throw new LessonFileError(fieldPath(issue.path) || '(file)', issue.message);
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
    throw new LessonFileError('(file)', `not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseLesson(json, available);
}

/** The lesson file's text: what export writes and import reads back. */
export function lessonToJson(lesson: Lesson): string {
  return `${JSON.stringify(lesson, null, 2)}\n`;
}

function fieldPath(path: PropertyKey[]): string {
  return path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`)).join('').replace(/^\./, '');
}

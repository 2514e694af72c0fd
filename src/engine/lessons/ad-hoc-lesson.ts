import { allTools, builtinTools } from '../tools';
import type { AnyToolContract } from '../tools/tool';
import type { Surface } from '../toolkit/surface';
import { overlayBetween } from '../toolkit/surface-overlay';
import type { Check } from './checks';
import type { Lesson } from './lesson';
import { lessonBaseSurface, lessonContracts } from './lesson-surface';

export interface AdHocLessonOptions {
  /** The workspace as it is now: every run starts from a copy of it. */
  files: Record<string, string>;
  task: string;
  /** Named surfaces to compare, as edited in the playground. */
  variants: Record<string, Surface>;
  /** Without checks, every run that finishes counts as a pass: add some to measure anything. */
  checks?: Check[];
  id?: string;
  title?: string;
  available?: readonly AnyToolContract[];
}

/**
 * A comparison of "the current workspace and task" rather than a built-in lesson: the same Lesson
 * shape, with each surface written as its overlay on the defaults (so it can be exported as a
 * lesson file and shared). Handlers outside the default toolkit that a surface uses are listed in
 * `tools`.
 */
export function adHocLesson(options: AdHocLessonOptions): Lesson {
  const defaults = new Set(builtinTools.map((contract) => contract.id));
  const known = new Set((options.available ?? allTools).map((contract) => contract.id));
  const extra = new Set<string>();
  for (const surface of Object.values(options.variants)) {
    for (const tool of surface.tools) if (!defaults.has(tool.handler) && known.has(tool.handler)) extra.add(tool.handler);
  }
  const tools = [...extra];
  const base = lessonBaseSurface({ tools }, lessonContracts({ tools }, options.available ?? allTools));
  const variants = Object.fromEntries(Object.entries(options.variants).map(([name, surface]) => [name, overlayBetween(base, surface)]));
  return {
    version: 1,
    id: options.id ?? 'workspace',
    title: options.title ?? 'The current workspace and task',
    teaching: 'A comparison of the current workspace and task under the surfaces being edited.',
    files: { ...options.files },
    task: options.task,
    variants,
    checks: options.checks ?? [],
    ...(tools.length > 0 ? { tools } : {}),
  };
}

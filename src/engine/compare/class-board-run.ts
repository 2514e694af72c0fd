import { adHocLesson } from '../lessons/ad-hoc-lesson';
import type { Lesson } from '../lessons/lesson';
import { lessonSurface } from '../lessons/lesson-surface';
import type { ModelClient } from '../model/model-client';
import { allTools } from '../tools/all-tools';
import type { AnyToolContract } from '../tools/tool';
import type { Surface } from '../toolkit/surface';
import { rankVariants, totalCost, type ClassBoardResult, type ClassBoardStop, type ClassVariant } from './class-ranking';
import type { ComparisonProgress } from './comparison';
import { runComparison, type ComparisonOptions } from './run-comparison';
import { SEQUENTIAL_ALPHA } from './sequential';
import { surfaceEdits } from './surface-word-diff';
import type { RunSettings } from './variant-runner';

/**
 * The class board: every student's variant and the lesson's baseline run on the lesson "until
 * decided", each variant against the baseline, then ranked. Comparing thirty variants at 5% each
 * would call about one and a half of them different by chance alone, so the 5% is split between
 * them (Bonferroni): each is tested at 5% / variants, and the chance of any false "better" or
 * "worse" on the board stays at or under 5%.
 */

/** A student's variant before it runs: what its link held. */
export interface ClassVariantInput {
  line: number;
  title: string;
  author: string;
  surface: Surface;
}

export interface ClassBoardOptions
  extends Omit<RunSettings, 'lesson'>,
    Pick<ComparisonOptions, 'capabilities' | 'workspaceKind' | 'mcpServers' | 'needsPlace' | 'concurrency' | 'available' | 'signal' | 'now' | 'id'> {
  lesson: Lesson;
  /** One of the lesson's variants: what the class started from (default: its first). */
  baseline?: string;
  variants: readonly ClassVariantInput[];
  modelId: string;
  /** The most runs of each variant, the baseline's included. */
  maxRunsPerVariant: number;
  /** The most model calls the whole board may make; runs still going when it is spent are cancelled. */
  maxCalls: number;
  onProgress?: (progress: ComparisonProgress & { calls: number }) => void;
}

/** The lesson's baseline variant, checked: the first variant unless one is named. */
export function boardBaseline(lesson: Lesson, named?: string): string {
  const names = Object.keys(lesson.variants);
  if (named === undefined) {
    if (names.length === 0) throw new Error(`The lesson "${lesson.id}" has no variants, so there is no baseline to rank against.`);
    return names[0]!;
  }
  if (!Object.hasOwn(lesson.variants, named)) throw new Error(`The lesson "${lesson.id}" has no variant "${named}" to use as the baseline; it has ${names.join(', ')}.`);
  return named;
}

/**
 * What each variant changed against the baseline, word by word, named by its line: both surfaces
 * as the model will read them on this lesson (its system prompt and extra tools applied), so an
 * edit the lesson overrides is not shown as one.
 */
export function classVariants(lesson: Lesson, baseline: string, inputs: readonly ClassVariantInput[], available: readonly AnyToolContract[] = allTools): ClassVariant[] {
  const board = boardLesson(lesson, boardBaseline(lesson, baseline), inputs, available);
  const base = lessonSurface(board, baseline);
  return inputs.map((input) => {
    const key = variantKey(input.line);
    return { key, line: input.line, title: input.title, author: input.author, edits: surfaceEdits(base, lessonSurface(board, key)) };
  });
}

/** A student's variant is named by the line its link was on. */
function variantKey(line: number): string {
  return `line-${line}`;
}

export async function runClassBoard(options: ClassBoardOptions): Promise<ClassBoardResult> {
  const { lesson, maxRunsPerVariant, maxCalls } = options;
  if (options.variants.length === 0) throw new Error('There are no variants to rank: paste at least one variant link.');
  if (!Number.isInteger(maxCalls) || maxCalls < 1) throw new Error(`The budget of model calls must be a whole number of at least 1, not ${maxCalls}.`);
  const baseline = boardBaseline(lesson, options.baseline);
  const available = options.available ?? allTools;
  const variants = classVariants(lesson, baseline, options.variants, available);
  const alpha = { total: SEQUENTIAL_ALPHA, perVariant: SEQUENTIAL_ALPHA / variants.length, variants: variants.length };

  // The budget is enforced where calls are made: the call past it is never sent, and the runs
  // still going end as cancelled, which the verdicts do not count.
  const budget = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, budget.signal]) : budget.signal;
  let calls = 0;
  const model: ModelClient = {
    createMessage: (request, callOptions) => {
      if (calls >= maxCalls) budget.abort(new Error(`the budget of ${maxCalls} model calls is spent`));
      else calls += 1;
      return options.model.createMessage(request, { ...callOptions, signal });
    },
  };

  const now = options.now ?? Date.now;
  const startedAt = now();
  const comparison = await runComparison({
    ...options,
    lesson: boardLesson(lesson, baseline, options.variants, available),
    model,
    variants: [baseline, ...variants.map((variant) => variant.key)],
    baseline,
    runsPerVariant: maxRunsPerVariant,
    untilDecided: { alpha: alpha.perVariant },
    signal,
    onProgress: (progress) => options.onProgress?.({ ...progress, calls }),
  });
  const rows = rankVariants(comparison, { key: baseline, title: `${baseline} (the lesson's baseline)` }, variants, alpha.perVariant);
  return {
    lessonId: lesson.id,
    lessonTitle: lesson.title,
    modelId: options.modelId,
    baseline,
    rows,
    alpha,
    stopped: stopOf(comparison.sequential?.stopped, budget.signal.aborted),
    runsMade: comparison.runs.filter((run) => run.status !== 'cancelled').length,
    maxRunsPerVariant,
    callsMade: calls,
    maxCalls,
    cost: totalCost(rows),
    startedAt,
    finishedAt: now(),
  };
}

function stopOf(stopped: 'decided' | 'budget' | 'cancelled' | undefined, callsSpent: boolean): ClassBoardStop {
  if (callsSpent) return 'call-budget';
  if (stopped === 'decided') return 'decided';
  return stopped === 'cancelled' ? 'cancelled' : 'most-runs';
}

/**
 * The lesson with only its baseline and the students' surfaces as variants, each written as its
 * overlay on the defaults (as the Compare view writes saved variants), so it runs on the lesson's
 * files, task and checks. Handlers a surface uses beyond the defaults join the lesson's `tools`.
 */
export function boardLesson(lesson: Lesson, baseline: string, inputs: readonly ClassVariantInput[], available: readonly AnyToolContract[]): Lesson {
  const asLesson = adHocLesson({ files: {}, task: lesson.task, variants: Object.fromEntries(inputs.map((input) => [variantKey(input.line), input.surface])), available });
  const tools = [...new Set([...(lesson.tools ?? []), ...(asLesson.tools ?? [])])];
  return { ...lesson, variants: { [baseline]: lesson.variants[baseline]!, ...asLesson.variants }, ...(tools.length > 0 ? { tools } : {}) };
}

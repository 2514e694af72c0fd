import type { VariantMetrics } from '../../../engine/compare/comparison';
import type { Surface, SurfaceTool } from '../../../engine/toolkit/surface';
import type { StoredComparison } from '../../../store/records';
import type { DiffPart, WordDiff } from '../share/replay-surface-diff';

/**
 * One tool before and after: its description and its schema as word diffs against the preset the
 * surface came from or a saved variant, and the pass rates of the newest saved comparison that
 * ran both, so a person sees what changed next to what the change did.
 */

export interface ToolBeforeAfter {
  /** Undefined when the other surface has no tool with this handler. */
  description?: DiffPart[];
  schema?: DiffPart[];
  /** Name, description and schema all read the same on both sides. */
  unchanged: boolean;
}

export function toolBeforeAfter(after: SurfaceTool, before: Surface, diffWords: WordDiff): ToolBeforeAfter {
  const earlier = before.tools.find((tool) => tool.handler === after.handler);
  if (!earlier) return { unchanged: false };
  const beforeSchema = prettyJson(earlier.input_schema);
  const afterSchema = prettyJson(after.input_schema);
  return {
    description: wordDiff(earlier.description, after.description, diffWords),
    schema: wordDiff(beforeSchema, afterSchema, diffWords),
    unchanged: earlier.name === after.name && earlier.description === after.description && beforeSchema === afterSchema,
  };
}

export interface ComparisonOfBoth {
  lessonTitle: string;
  finishedAt: number;
  before: VariantMetrics;
  after: VariantMetrics;
}

/**
 * The newest comparison with a variant from each list. A comparison names its variants by id:
 * `preset-<id>` or `default` for a preset, `saved-<name>` for a saved variant, `current` for the
 * surface as it was edited then.
 */
export function lastComparisonOfBoth(comparisons: readonly StoredComparison[], beforeIds: readonly string[], afterIds: readonly string[]): ComparisonOfBoth | undefined {
  const newestFirst = [...comparisons].sort((a, b) => b.startedAt - a.startedAt);
  for (const comparison of newestFirst) {
    const before = comparison.metrics.find((metrics) => beforeIds.includes(metrics.variant));
    const after = comparison.metrics.find((metrics) => afterIds.includes(metrics.variant) && metrics !== before);
    if (before && after) return { lessonTitle: comparison.lessonTitle, finishedAt: comparison.finishedAt, before, after };
  }
  return undefined;
}

/** "3/4 passed (75%)", or why there is no rate. */
export function passRateText(metrics: VariantMetrics): string {
  const checked = metrics.passed + metrics.failed;
  if (metrics.passRate === undefined || checked === 0) return 'no checked runs';
  return `${metrics.passed}/${checked} passed (${Math.round(metrics.passRate * 100)}%)`;
}

function wordDiff(before: string, after: string, diffWords: WordDiff): DiffPart[] {
  return diffWords(before, after).map((part) => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }));
}

function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

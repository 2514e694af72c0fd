/**
 * Lessons, comparisons and selection tests as one lazy chunk (zod, every tool, the SDK and the
 * embedded shell come with them). Import it only through `loadCompare()`; type-only imports are free.
 */
export { adHocLesson } from '../../../engine/lessons/ad-hoc-lesson';
export { builtinLessons } from '../../../engine/lessons/builtin/builtin-lessons';
export { describeCheck } from '../../../engine/lessons/checks';
export { lessonToJson, parseLesson, parseLessonText } from '../../../engine/lessons/lesson-file';
export { PRESET_VARIANT_PREFIX, withPresetVariants } from '../../../engine/lessons/preset-variants';
export { lessonContracts, lessonSurface } from '../../../engine/lessons/lesson-surface';
export { builtinSurfaceSources } from '../../../engine/compare/surface-sources';
export { checkTable, variantTable } from '../../../engine/compare/report-table';
export { differenceLevel, shownDifferences, withDifferences } from '../../../engine/compare/comparison-verdicts';
export { levelText, sequentialSummaryText, verdictSentence } from '../../../engine/compare/difference-table';
export { comparisonReport, comparisonReportText } from '../../../engine/compare/comparison-report';
export { parseToolsArray } from '../../../engine/compare/tools-array';
export { runComparison } from '../../../engine/compare/run-comparison';
export { runSelectionTests } from '../../../engine/compare/selection';
export { parseSelectionPromptsFile } from '../../../engine/compare/selection-prompts-file';
export { summarizeRuns } from '../../../engine/compare/metrics';
export { AnthropicModelClient } from '../../../engine/model/anthropic-client';
export { createModelClient } from '../../../engine/model/create-model-client';
export { MemoryNodeStore } from '../../../engine/nodes/memory-node-store';
export { presets } from '../../../engine/presets/all-presets';
export { defaultSurface } from '../../../engine/toolkit/default-surface';
export { surfaceHash } from '../../../engine/toolkit/surface';
export { allTools } from '../../../engine/tools/all-tools';
export { comparisonWorkspace } from './compare-workspace';

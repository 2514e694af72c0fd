/**
 * Lessons, comparisons and selection tests as one lazy chunk (zod, every tool, the SDK and the
 * embedded shell come with them). Import it only through `loadCompare()`; type-only imports are free.
 */
export {
  adHocLesson,
  builtinLessons,
  describeCheck,
  lessonToJson,
  parseLesson,
  parseLessonText,
  PRESET_VARIANT_PREFIX,
  lessonSurface,
  withPresetVariants,
} from '../../../engine/lessons';
export {
  builtinSurfaceSources,
  checkTable,
  comparisonReport,
  comparisonReportText,
  parseToolsArray,
  runComparison,
  runSelectionTests,
  summarizeRuns,
  variantTable,
} from '../../../engine/compare';
export { AnthropicModelClient } from '../../../engine/model/anthropic-client';
export { createModelClient } from '../../../engine/model/create-model-client';
export { MemoryNodeStore } from '../../../engine/nodes/memory-node-store';
export { presets } from '../../../engine/presets';
export { defaultSurface } from '../../../engine/toolkit/default-surface';
export { surfaceHash } from '../../../engine/toolkit/surface';
export { allTools } from '../../../engine/tools';
export { comparisonWorkspace } from './compare-workspace';

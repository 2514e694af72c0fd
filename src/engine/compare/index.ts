/** Comparisons and selection tests (see run-comparison.ts and selection.ts). */
export type { ComparisonProgress, ComparisonResult, RunOutcome, RunStatus } from './comparison';
export { comparisonReport, comparisonReportText, type ComparisonReport, type ReportNode } from './comparison-report';
export { summarizeRuns, summarizeVariant, type VariantMetrics } from './metrics';
export { checkTable, renderTextTable, variantTable, type TextTable } from './report-table';
export { runComparison, type ComparisonOptions, type RunKey } from './run-comparison';
export {
  NO_TOOL,
  runSelectionTests,
  WRONG_ARGUMENTS,
  type SampleOutcome,
  type SelectionOptions,
  type SelectionPrompt,
  type SelectionReport,
  type SelectionSample,
  type SelectionVariant,
  type SelectionVariantResult,
} from './selection';
export {
  parseSelectionPromptsFile,
  SELECTION_PROMPTS_VERSION,
  SelectionPromptsFileError,
  unknownExpectedTool,
} from './selection-prompts-file';
export { confusionTable, selectionTable } from './selection-table';
export { builtinSurfaceSources, DEFAULT_SOURCE_ID, presetSourceId, type SurfaceSource } from './surface-sources';
export { parseToolsArray, ToolsArrayError } from './tools-array';
export { wilsonInterval, Z_95, type Interval } from './wilson';

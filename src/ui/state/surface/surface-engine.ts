/**
 * What the schema editor needs that is heavy (zod through the surface file parser and the lint,
 * the presets, the dialects, jsonc-parser), gathered in one module so it loads as one lazy chunk.
 * Import it only through `loadSurfaceEngine()`; type-only imports are free.
 */
export { presets, findPreset } from '../../../engine/presets/all-presets';
export { estimateSurfaceTokens } from '../../../engine/surface-analysis/token-estimate';
export { lintSurface } from '../../../engine/surface-analysis/lint/lint-surface';
export { loadVerbTagger } from '../../../engine/surface-analysis/lint/verb-tagger';
export { previewFailures } from '../../../engine/surface-analysis/failure-preview';
export { toOpenAiTools } from '../../../engine/surface-analysis/dialects/openai';
export { toGeminiTools } from '../../../engine/surface-analysis/dialects/gemini';
export { exportToolsJson, exportTypeScriptModule } from '../../../engine/surface-analysis/export';
export { allTools } from '../../../engine/tools/all-tools';
export { defaultSurface, defaultSurfaceTool } from '../../../engine/toolkit/default-surface';
// A server's tools described for the editor (the SDK client itself stays out of this chunk).
export { mcpToolContracts } from '../../../engine/mcp/mcp-tool-contract';
export { mcpSurfaceTools } from '../../../engine/mcp/mcp-surface';
export { createRegistry } from '../../../engine/toolkit/toolkit';
export { fieldOffsets, readSurfaceText, surfaceText, withToolEnabled } from './surface-document';
export { surfaceFileJsonSchema } from './surface-file-json-schema';
export { readProse, withTextAt } from './surface-prose';
export { diffWords } from 'diff';

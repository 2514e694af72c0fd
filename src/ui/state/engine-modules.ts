/**
 * Everything the UI needs from the engine that is heavy (zod, the Anthropic SDK, the tools),
 * gathered in one module so it loads as one lazy chunk after the page is interactive.
 * Import it only through `loadEngine()`; type-only imports of engine files are free.
 */
export { runAgent } from '../../engine/loop/run-agent';
export { repairTranscript } from '../../engine/loop/transcript';
export { AnthropicModelClient } from '../../engine/model/anthropic-client';
export { builtinTools } from '../../engine/tools';
export { defaultSurface } from '../../engine/toolkit/default-surface';
export { createRegistry, Toolkit } from '../../engine/toolkit/toolkit';

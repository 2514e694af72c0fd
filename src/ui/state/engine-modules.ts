/**
 * Everything the UI needs from the engine that is heavy (zod, the Anthropic SDK, the tools),
 * gathered in one module so it loads as one lazy chunk after the page is interactive.
 * Import it only through `loadEngine()`; type-only imports of engine files are free.
 */
export { AnthropicModelClient } from '../../engine/model/anthropic-client';
export { createModelClient } from '../../engine/model/create-model-client';
export { defaultSurface } from '../../engine/toolkit/default-surface';
export { createRegistry, Toolkit } from '../../engine/toolkit/toolkit';
// Runs go through the agent tree (sessions, sub-agents).
export { AgentTree } from '../../engine/nodes/agent-tree';
export { createTokenBudget } from '../../engine/loop/token-budget';
// Every handler a surface may name (presets, lessons), so any surface runs and "be the model" reaches it.
export { allTools } from '../../engine/tools/all-tools';
// The ready MCP servers' tools as handlers, so a run or a call by hand reaches them.
export { withMcpToolContracts } from '../../engine/mcp/mcp-tool-contract';

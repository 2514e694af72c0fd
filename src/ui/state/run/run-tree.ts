import type { AgentTree, TreeEvent } from '../../../engine/nodes/agent-tree';
import { defaultModelId } from '../../../engine/model/models';
import type { ModelClient } from '../../../engine/model/model-client';
import type { NodeStore } from '../../../engine/nodes/node';
import type { PlanStep } from '../../../engine/tools/tool';
import type { Workspace } from '../../../engine/workspace/workspace';
import type { ApprovalsQueue } from './approvals-queue';
import type { Engine } from '../chunk-loaders';
import type { Settings } from '../settings/settings-controller';
import { modelClientSettings } from '../settings/model-connection';
import type { SurfaceController } from '../surface/surface-controller';
import type { McpToolsSource } from '../mcp/mcp-tools-source';
import { followingRegistry } from '../mcp/run-registry';

/** Tokens one top-level run may spend, the root and all its sub-agents together. */
export const runBudgetTokens = 2_000_000;

export interface RunTreeInput {
  engine: Engine;
  settings: Settings;
  sessionId: string;
  store: NodeStore;
  workspace: Workspace;
  surface: SurfaceController;
  approvals: ApprovalsQueue;
  /** The ready MCP servers: their tools run in this run. */
  mcp: McpToolsSource;
  createModel?: (engine: Engine, settings: Settings) => ModelClient;
  setPlan: (plan: PlanStep[]) => void;
  onEvent: (event: TreeEvent) => void;
}

/**
 * The agent tree of one top-level run in a session, wired to the page's surface, approvals,
 * settings and MCP servers; call `release` when the run has ended.
 */
export function createRunTree(input: RunTreeInput): { tree: AgentTree; release: () => void } {
  const { engine, settings } = input;
  const { registry, release } = followingRegistry(engine, input.mcp);
  const tree = new engine.AgentTree({
    store: input.store,
    sessionId: input.sessionId,
    run: {
      model: (input.createModel ?? anthropicModel)(engine, settings),
      modelId: settings.model.trim() || defaultModelId,
      // Every handler a surface may name (presets, lessons, the ready servers' tools), not only the default toolkit's.
      registry,
      getSurface: input.surface.getSurface,
      // A preset that acts on the reply text itself (Aider's SEARCH/REPLACE blocks) brings its handler.
      replyHandler: input.surface.getSnapshot().replyHandler,
      workspace: input.workspace,
      approve: input.approvals.port,
      tokenBudget: engine.createTokenBudget(runBudgetTokens),
      maxSteps: settings.stepCap,
    },
    setPlan: input.setPlan,
    onEvent: input.onEvent,
  });
  return { tree, release };
}

function anthropicModel(engine: Engine, settings: Settings): ModelClient {
  return engine.createModelClient(modelClientSettings(settings));
}

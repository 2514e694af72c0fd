import type { ApprovalDecision, ApprovalRequest, PlanStep, ToolContext } from '../../src/engine/tools/tool';
import type { Workspace } from '../../src/engine/workspace/workspace';

export interface TestToolContext extends ToolContext {
  /** Every approval request the tool made, in order. */
  approvals: ApprovalRequest[];
  /** The last plan stored through setPlan. */
  plan: PlanStep[] | undefined;
}

/**
 * A real ToolContext around a real workspace, for handler tests. `enabled` lists the tool ids the
 * toolkit has on (all built-ins by default); names are the ids unless `names` renames them.
 */
export function makeToolContext(
  workspace: Workspace,
  options: {
    enabled?: string[];
    names?: Record<string, string>;
    decide?: (request: ApprovalRequest) => ApprovalDecision;
    writeScope?: string;
    signal?: AbortSignal;
  } = {},
): TestToolContext {
  const enabled = new Set(
    options.enabled ?? ['read_file', 'write_file', 'edit_file', 'grep', 'glob', 'ls', 'Bash', 'update_plan'],
  );
  const context: TestToolContext = {
    workspace,
    signal: options.signal ?? new AbortController().signal,
    approvals: [],
    plan: undefined,
    writeScope: options.writeScope,
    nameOf: (toolId) => (enabled.has(toolId) ? (options.names?.[toolId] ?? toolId) : undefined),
    approve: async (request) => {
      context.approvals.push(request);
      return options.decide ? options.decide(request) : { approved: true };
    },
    setPlan: (plan) => {
      context.plan = plan;
    },
  };
  return context;
}

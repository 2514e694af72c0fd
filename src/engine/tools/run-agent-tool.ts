import { z } from 'zod';
import { pathFailures, resolveToolPath } from './path-failures';
import { defineTool, fail, succeed } from './tool';

const parameters = z
  .object({
    name: z
      .string()
      .min(1)
      .max(60)
      .describe('Short name shown to the user.'),
    folder: z
      .string()
      .describe(
        'Relative to the workspace root; empty for all you may change.',
      ),
    task: z
      .string()
      .min(1)
      .describe(
        'All it needs, for a reader who has not seen your conversation: goal, files, constraints, what to report.',
      ),
    seedFromNode: z
      .string()
      .optional()
      .describe('nodeId of a sub-agent to follow up on; omit for a fresh one.'),
    seedMode: z
      .enum(['resume', 'branch', 'handoff'])
      .optional()
      .describe('resume continues that node; branch retries from a copy of its context; handoff starts fresh from a brief of it.'),
  })
  .strict();

const success = z.object({
  nodeId: z.string(),
  name: z.string(),
  status: z.string(),
  steps: z.number().int().min(0),
  filesChanged: z.array(z.string()),
  summary: z.string(),
});

export const runAgentTool = defineTool({
  id: 'run_agent',
  description: [
    'Starts a sub-agent with a fresh context and your tools on a self-contained part of the task; returns its summary, changed files and nodeId. It reads the whole workspace but writes and runs commands only in `folder`.',
    'Use it for large, separable work (a module and its tests); do small or tightly coupled changes yourself.',
    'Sub-agents share your token budget.',
  ].join(' '),
  parameters,
  success,
  failures: {
    OutOfScope: pathFailures.OutOfScope,
    OutsideWorkspace: pathFailures.OutsideWorkspace,
    NotADirectory: pathFailures.NotADirectory,
    SubAgentsUnavailable: {
      template: 'Sub-agents are not available in this session. Do this part of the task yourself.',
      placeholders: {},
    },
    NestingCap: {
      template:
        'No sub-agent was started: agents nest at most {limit} levels deep, and you are at that depth. Do this part of the task yourself.',
      placeholders: { limit: 2 },
    },
    BudgetExhausted: {
      template:
        'No sub-agent was started: the shared token budget has about {remaining} tokens left, not enough for another agent. Finish the most important part yourself with as few calls as possible, and say in your reply what is left undone.',
      placeholders: { remaining: 4200 },
    },
    UnknownNode: {
      template:
        'There is no node "{node}" in this session, so nothing was started. Use a nodeId exactly as an earlier run_agent result gave it, or leave seedFromNode out to start a fresh sub-agent.',
      placeholders: { node: 'n_1a2b3c4d' },
    },
    NodeNotReusable: {
      template: 'Node "{node}" cannot be reused: {reason} Leave seedFromNode out to start a fresh sub-agent instead.',
      placeholders: { node: 'n_1a2b3c4d', reason: 'it is still running.' },
    },
    SeedModeMissing: {
      template:
        'seedFromNode was given without seedMode, so nothing was started. Call again with seedMode "resume", "branch" or "handoff", or without seedFromNode for a fresh sub-agent.',
      placeholders: {},
    },
  },
  access: () => ({ kind: 'exec' }),
  async handler(args, ctx) {
    if (!ctx.agents) return fail('SubAgentsUnavailable');
    if (args.seedFromNode !== undefined && args.seedMode === undefined) return fail('SeedModeMissing');
    const folder = resolveToolPath(ctx, args.folder, true);
    if (!folder.ok) return folder.failure;
    const existing = folder.path === '' ? undefined : await ctx.workspace.stat(folder.path);
    if (existing?.kind === 'file') return fail('NotADirectory', { path: args.folder });
    const outcome = await ctx.agents.run(
      { name: args.name, folder: folder.path, task: args.task, seedFromNode: args.seedFromNode, seedMode: args.seedMode },
      ctx.signal,
    );
    if (!outcome.ok) return fail(outcome.kind, outcome.values);
    const { ok: _ok, ...value } = outcome;
    return succeed(value);
  },
  format(value) {
    const changed = value.filesChanged.length === 0 ? 'No files changed.' : `Files changed: ${value.filesChanged.join(', ')}.`;
    return `Sub-agent "${value.name}" (nodeId ${value.nodeId}) ${value.status} after ${value.steps} ${value.steps === 1 ? 'step' : 'steps'}. ${changed}\nSummary:\n${value.summary}`;
  },
});

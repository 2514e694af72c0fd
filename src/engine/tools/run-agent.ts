import { z } from 'zod';
import { pathFailures, resolveToolPath } from './path-failures';
import { defineTool, fail, succeed } from './tool';

const parameters = z
  .object({
    name: z
      .string()
      .min(1)
      .max(60)
      .describe('A short name for the sub-agent, saying what it does (e.g. "parser-tests"). Shown to the user in the agent tree.'),
    folder: z
      .string()
      .describe(
        'The folder the sub-agent may change, relative to the workspace root (e.g. "src/parser"); "" for everything you may change yourself. It can read the whole workspace, but it writes files and runs commands only inside this folder.',
      ),
    task: z
      .string()
      .min(1)
      .describe(
        'Everything the sub-agent needs to know, written for a reader who has seen nothing of your conversation: the goal, the files involved, constraints, and what its final summary should report.',
      ),
    seedFromNode: z
      .string()
      .optional()
      .describe('Only to follow up on earlier sub-agent work: the nodeId a previous run_agent result gave you. Leave it out for a fresh sub-agent (the default).'),
    seedMode: z
      .enum(['resume', 'branch', 'handoff'])
      .optional()
      .describe('With seedFromNode: "resume" continues that node with its own context; "branch" retries from a copy of its context, leaving the original as it was; "handoff" starts a fresh node given a short brief of that node\'s work.'),
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
    'Starts a sub-agent on a self-contained part of the task and returns its summary, the files it changed and its nodeId. The sub-agent has its own fresh context and the same tools, reads the whole workspace, and may change files and run commands only inside `folder`; paths mean the same for it as for you (relative to the workspace root).',
    'Use it for work that is large and separable (a module and its tests, a batch of similar files) so your own context stays small; do small or tightly coupled changes yourself.',
    'Default to a fresh sub-agent. Reuse a node (seedFromNode) only to follow up on that node\'s own work: "resume" when the same sub-agent should carry on with what it already knows; "branch" to retry from its context without growing it, for example after it went the wrong way; "handoff" when its context is too long or stale and a fresh node should start from a brief of its work.',
    'Sub-agents cannot nest more than two levels deep and share your token budget; a sub-agent that runs out of steps or budget returns a summary marked partial.',
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

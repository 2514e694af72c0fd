import { z } from 'zod';
import { defineTool, fail, succeed, type PlanStep } from './tool';

const step = z
  .object({
    step: z.string().min(1).describe('The step, in a few words.'),
    status: z
      .enum(['pending', 'active', 'done'])
      .describe('The one step in progress is active.'),
  })
  .strict();

const parameters = z
  .object({
    plan: z
      .array(step)
      .min(1)
      .describe(
        'All steps, in order.',
      ),
  })
  .strict();

const success = z.object({ plan: z.array(z.object({ step: z.string(), status: z.enum(['pending', 'active', 'done']) })) });

export const updatePlanTool = defineTool({
  id: 'update_plan',
  description:
    'Records your plan as ordered steps and returns it as a checklist. Each call replaces the whole plan; exactly one step is active until all are done. Use it for tasks of several steps, updating it as steps start and finish.',
  parameters,
  success,
  failures: {
    InvalidPlan: {
      template:
        'The plan was not saved: {problem}. Send the whole plan again with exactly one step "active" (the one you are working on now), or with every step "done" once you have finished.',
      placeholders: { problem: "2 steps are active: 'Write the parser', 'Add tests'" },
    },
  },
  access: () => ({ kind: 'none' }),
  async handler(args, ctx) {
    const problem = planProblem(args.plan);
    if (problem !== undefined) return fail('InvalidPlan', { problem });
    const plan = args.plan.map((item) => ({ step: item.step, status: item.status }));
    ctx.setPlan(plan);
    return succeed({ plan });
  },
  format: (value) => {
    const marks = { done: '[x]', active: '[>]', pending: '[ ]' } as const;
    const lines = value.plan.map((item) => `${marks[item.status]} ${item.step}`);
    const done = value.plan.filter((item) => item.status === 'done').length;
    return [...lines, `[plan saved: ${done} of ${value.plan.length} steps done]`].join('\n');
  },
});

/** What breaks the "exactly one active step while work remains" rule, in words; undefined when none. */
function planProblem(plan: PlanStep[]): string | undefined {
  const active = plan.filter((item) => item.status === 'active');
  const pending = plan.filter((item) => item.status === 'pending');
  if (active.length > 1) return `${active.length} steps are active: ${quoteSteps(active)}`;
  if (active.length === 0 && pending.length > 0) {
    const count = pending.length === 1 ? '1 step is' : `${pending.length} steps are`;
    return `no step is active while ${count} pending (${quoteSteps(pending)})`;
  }
  return undefined;
}

function quoteSteps(steps: PlanStep[]): string {
  return steps.map((item) => `'${item.step}'`).join(', ');
}

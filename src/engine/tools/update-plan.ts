import { z } from 'zod';
import { defineTool, fail, succeed, type PlanStep } from './tool';

const step = z
  .object({
    step: z.string().min(1).describe('What this step achieves, in a few words.'),
    status: z
      .enum(['pending', 'active', 'done'])
      .describe('"done" when finished, "active" for the one step you are working on now, "pending" for the rest.'),
  })
  .strict();

const parameters = z
  .object({
    plan: z
      .array(step)
      .min(1)
      .describe(
        'The whole plan, in order. It replaces the previous plan, so send every step each time, not only the ones that changed.',
      ),
  })
  .strict();

const success = z.object({ plan: z.array(z.object({ step: z.string(), status: z.enum(['pending', 'active', 'done']) })) });

export const updatePlanTool = defineTool({
  id: 'update_plan',
  description:
    'Records your plan for the task as an ordered list of steps, which the user sees next to the conversation. Each call replaces the whole plan. Exactly one step is "active" while any step is unfinished; when every step is "done", none is. Use it for tasks of several steps (skip it for a one-step task) and update it when you start or finish a step, or when the plan changes. It returns the plan as a checklist: [x] done, [>] active, [ ] pending.',
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

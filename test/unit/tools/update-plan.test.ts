import { describe, expect, test } from 'vitest';
import { defaultSurfaceTool } from '../../../src/engine/toolkit/default-surface';
import { updatePlanTool } from '../../../src/engine/tools/update-plan';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { acceptedOnWire, callTool } from '../../support/call-tool';
import { makeToolContext } from '../../support/tool-context';
import { expectTemplatesConsistent } from './file-tool-checks';

async function setup() {
  return makeToolContext(await createEmbeddedWorkspace());
}

describe('update_plan', () => {
  test('stores the plan and returns it as a checklist', async () => {
    const ctx = await setup();
    const plan = [
      { step: 'Read the parser', status: 'done' },
      { step: 'Fix the off-by-one', status: 'active' },
      { step: 'Run the tests', status: 'pending' },
    ];
    const result = await callTool(updatePlanTool, { plan }, ctx);
    expect(ctx.plan).toEqual(plan);
    expect(result.text).toBe(
      ['[x] Read the parser', '[>] Fix the off-by-one', '[ ] Run the tests', '[plan saved: 1 of 3 steps done]'].join('\n'),
    );
  });

  test('a finished plan has no active step', async () => {
    const ctx = await setup();
    const result = await callTool(updatePlanTool, { plan: [{ step: 'Ship it', status: 'done' }] }, ctx);
    expect(result.ok).toBe(true);
    expect(ctx.plan).toEqual([{ step: 'Ship it', status: 'done' }]);
  });

  test('two active steps are refused, naming them, and nothing is stored', async () => {
    const ctx = await setup();
    const result = await callTool(
      updatePlanTool,
      {
        plan: [
          { step: 'Write the parser', status: 'active' },
          { step: 'Add tests', status: 'active' },
        ],
      },
      ctx,
    );
    expect(!result.ok && result.kind).toBe('InvalidPlan');
    expect(result.text).toBe(
      `The plan was not saved: 2 steps are active: 'Write the parser', 'Add tests'. Send the whole plan again with exactly one step "active" (the one you are working on now), or with every step "done" once you have finished.`,
    );
    expect(ctx.plan).toBeUndefined();
  });

  test('no active step while steps are pending is refused', async () => {
    const ctx = await setup();
    const result = await callTool(
      updatePlanTool,
      {
        plan: [
          { step: 'Read', status: 'done' },
          { step: 'Write', status: 'pending' },
        ],
      },
      ctx,
    );
    expect(!result.ok && result.kind).toBe('InvalidPlan');
    expect(result.text).toContain("no step is active while 1 step is pending ('Write')");
    expect(ctx.plan).toBeUndefined();
  });

  test('wire schema: statuses are an enum, steps are objects, the plan is not empty', () => {
    expect(acceptedOnWire(updatePlanTool, { plan: [{ step: 'a', status: 'active' }] })).toBe(true);
    expect(acceptedOnWire(updatePlanTool, { plan: [{ step: 'a', status: 'in_progress' }] })).toBe(false);
    expect(acceptedOnWire(updatePlanTool, { plan: [] })).toBe(false);
    expect(acceptedOnWire(updatePlanTool, { plan: ['a'] })).toBe(false);
    expect(acceptedOnWire(updatePlanTool, { plan: [{ step: 'a', status: 'done', note: 'x' }] })).toBe(false);
    expect(acceptedOnWire(updatePlanTool, { steps: [{ step: 'a', status: 'done' }] })).toBe(false);
  });

  test('the surface the model reads', () => {
    expect(updatePlanTool.access({ plan: [] })).toEqual({ kind: 'none' });
    expect(defaultSurfaceTool(updatePlanTool)).toMatchSnapshot();
    expectTemplatesConsistent(updatePlanTool);
  });
});

import { describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/engine/loop/run-agent';
import { findPreset } from '../../../src/engine/presets/all-presets';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { createEmbeddedWorkspace } from '../../../src/engine/workspace/embedded-workspace';
import { ScriptedModel, type ScriptedTurn } from '../../support/scripted-model';

const aider = findPreset('aider')!;
const edit = 'src/app.ts\n<<<<<<< SEARCH\nexport const answer = 41;\n=======\nexport const answer = 42;\n>>>>>>> REPLACE';

async function run(turns: ScriptedTurn[], withHandler = true) {
  const workspace = await createEmbeddedWorkspace({ files: { 'src/app.ts': 'export const answer = 41;\n' } });
  const model = new ScriptedModel(turns);
  const result = await runAgent({
    model,
    modelId: 'claude-test',
    registry: createRegistry(aider.contracts),
    getSurface: () => aider.surface,
    workspace,
    messages: [{ role: 'user', content: 'Make the answer 42.' }],
    approve: async () => ({ approved: true }),
    replyHandler: withHandler ? aider.replyHandler : undefined,
  });
  return { result, model, workspace };
}

describe('a reply handler in the loop', () => {
  it('applies blocks from a reply without tool calls, answers in the next user turn, and the run goes on until a plain reply', async () => {
    const { result, model, workspace } = await run([{ text: `Changing it.\n\n${edit}` }, { text: 'The answer is 42 now.' }]);
    expect(await workspace.readFile('src/app.ts')).toBe('export const answer = 42;\n');
    expect(result.stopReason).toEqual({ type: 'done' });
    expect(result.steps).toBe(2);
    const answer = model.requests[1]!.messages[2]!;
    expect(answer.role).toBe('user');
    expect(answer.content).toEqual([
      expect.objectContaining({
        type: 'text',
        text: expect.stringMatching(/^The SEARCH\/REPLACE block was applied\.\n- Block 1 \(src\/app\.ts\): applied; SEARCH matched line 1 exactly\./),
      }),
    ]);
  });

  it('puts its answer after the tool results when a reply has both', async () => {
    const { model } = await run([
      { text: edit, calls: [{ id: 'read', name: 'read_file', input: { path: 'src/app.ts' } }] },
      { text: 'Done.' },
    ]);
    const content = model.requests[1]!.messages[2]!.content as Array<{ type: string }>;
    expect(content.map((block) => block.type)).toEqual(['tool_result', 'text']);
  });

  it('without a handler, the same reply ends the run and changes nothing', async () => {
    const { result, workspace } = await run([{ text: edit }], false);
    expect(result).toMatchObject({ stopReason: { type: 'done' }, steps: 1 });
    expect(await workspace.readFile('src/app.ts')).toBe('export const answer = 41;\n');
  });
});

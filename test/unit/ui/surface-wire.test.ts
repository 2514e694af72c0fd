import { describe, expect, it } from 'vitest';
import { findPreset } from '../../../src/engine/presets/all-presets';
import { createPlayground } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { ScriptedModel, type ScriptedTurn } from '../../support/scripted-model';
import { liveWorkspaces, when } from './fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

async function setUp(turns: ScriptedTurn[]) {
  const { workspaces } = await liveWorkspaces({ 'README.md': '# Notes\n', 'src/answer.sh': 'echo 41\n' });
  const settings = new SettingsController(undefined);
  settings.change({ apiKey: fakeApiKey('wire') });
  const model = new ScriptedModel(turns);
  const playground = createPlayground({ settings, workspaces, createModel: () => model, schedulePreload: (task) => task() });
  await playground.surfaceEditor.start();
  await playground.wire.start();
  return { playground, model };
}

describe('the surface editor during a run, and the wire view', () => {
  it('applies an edit from the next model call of a run already going, and marks the change in the transcript', async () => {
    const { playground, model } = await setUp([
      { calls: [{ name: 'Bash', input: { command: 'cat README.md' } }] },
      { calls: [{ name: 'read_file', input: { path: 'README.md' } }] },
      { text: 'Done.' },
    ]);
    const { surfaceEditor, approvals } = playground;
    const running = playground.run.run('Show the notes.');
    await when(approvals, (snapshot) => snapshot.pending.length === 1);

    const { text } = surfaceEditor.getSnapshot();
    surfaceEditor.edit(text.replace('"description": "Reads a text file', '"description": "EDITED MID-RUN. Reads a text file'));
    surfaceEditor.commit();
    approvals.approve(approvals.getSnapshot().pending[0]!.id);
    await running;

    const description = (index: number) => model.requests[index]!.tools.find((tool) => tool.name === 'read_file')!.description;
    expect(description(0)).toMatch(/^Reads a text file/);
    expect(description(1)).toMatch(/^EDITED MID-RUN\. Reads a text file/);
    const step2 = playground.run.getSnapshot().transcript.entries.find((entry) => entry.kind === 'step' && entry.step === 2);
    expect(step2).toMatchObject({ surfaceChanges: [{ tool: 'read_file', field: 'description' }] });

    // The wire view holds the exact body of each step, the latest selected.
    const { steps, selectedKey } = playground.wire.getSnapshot();
    expect(steps.map((step) => step.label)).toEqual(['Step 1', 'Step 2', 'Step 3']);
    expect(selectedKey).toBe(steps[2]!.key);
    expect(steps[1]!.request.tools).toEqual(model.requests[1]!.tools);
    expect(steps[1]!.request.messages).toEqual(model.requests[1]!.messages);
    expect(steps[0]!.surfaceHash).not.toBe(steps[1]!.surfaceHash);

    playground.wire.select(steps[0]!.key);
    expect(playground.wire.getSnapshot().selectedKey).toBe(steps[0]!.key);
  });

  it('keeps the last valid surface for the run when the text breaks mid-run', async () => {
    const { playground, model } = await setUp([{ calls: [{ name: 'Bash', input: { command: 'ls' } }] }, { text: 'Done.' }]);
    const { surfaceEditor, approvals } = playground;
    const running = playground.run.run('List.');
    await when(approvals, (snapshot) => snapshot.pending.length === 1);
    const { text } = surfaceEditor.getSnapshot();
    surfaceEditor.edit(text.replace('"description": "Reads a text file', '"description": "NEVER SENT. Reads a text file').replace('"tools": [', '"tools": [,'));
    surfaceEditor.commit();
    expect(surfaceEditor.getSnapshot().invalid?.field).toBe('JSON');
    approvals.approve(approvals.getSnapshot().pending[0]!.id);
    await running;
    expect(model.requests[1]!.tools.find((tool) => tool.name === 'read_file')!.description).toMatch(/^Reads a text file/);
    expect(playground.run.getSnapshot().lastStop).toEqual({ type: 'done' });
  });

  it('renders the surface in force in other dialects and exports it, following edits', async () => {
    const { playground } = await setUp([]);
    const { wire, surfaceEditor } = playground;
    const dialects = wire.getSnapshot().dialects!;
    const openai = JSON.parse(dialects.openai.json);
    expect(openai[0]).toMatchObject({ type: 'function', function: { name: 'read_file' } });
    expect(dialects.gemini.warnings.some((warning) => warning.construct === 'non-object result')).toBe(true);
    expect(dialects.openaiStrict.warnings.length).toBeGreaterThan(0);

    surfaceEditor.choosePreset('claude-code');
    await when(wire, (snapshot) => JSON.parse(snapshot.dialects!.openai.json)[0].function.name === 'Read');

    const toolsJson = wire.exportFile('tools-json')!;
    expect(toolsJson.filename).toBe('tools.json');
    expect(JSON.parse(toolsJson.text).map((tool: { name: string }) => tool.name)).toEqual(findPreset('claude-code')!.surface.tools.map((tool) => tool.name));
    const typescript = wire.exportFile('typescript')!;
    expect(typescript.text).toContain("import { z } from 'zod';");
    expect(typescript.text).toContain('name: "Read"');
    const surfaceFile = wire.exportFile('surface-file')!;
    expect(surfaceFile.text).toBe(surfaceEditor.getSnapshot().text);
  });
});

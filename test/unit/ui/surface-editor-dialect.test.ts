import { describe, expect, it } from 'vitest';
import { sampleWorkspace } from '../../../src/ui/sample-workspace';
import { createPlayground } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { liveWorkspaces, when } from './fixtures';

/** The schema editor lints for the wire the runs use: the provider picked in Settings. */

async function setUp() {
  const { workspaces } = await liveWorkspaces(sampleWorkspace);
  const settings = new SettingsController(undefined);
  const playground = createPlayground({ settings, workspaces, schedulePreload: (task) => task() });
  await playground.surfaceEditor.start();
  return { settings, editor: playground.surfaceEditor };
}

const wireNotes = (editor: Awaited<ReturnType<typeof setUp>>['editor']) =>
  (editor.getSnapshot().analysis?.findings ?? []).filter((finding) => finding.rule === 'openai-wire');

describe('the schema editor and the provider in Settings', () => {
  it('says what the OpenAI-compatible wire changes once that provider is picked, and stops when Anthropic is picked again', async () => {
    const { settings, editor } = await setUp();
    expect(editor.getSnapshot().dialect).toBe('anthropic');
    expect(wireNotes(editor)).toEqual([]);

    settings.change({ provider: 'openai' });
    expect(editor.getSnapshot().dialect).toBe('openai');
    const notes = wireNotes(editor);
    expect(notes.map((finding) => finding.field)).toEqual(expect.arrayContaining(['system', 'failures']));
    expect(notes.some((finding) => finding.message.includes('no cache_control'))).toBe(true);

    settings.change({ provider: 'anthropic' });
    expect(wireNotes(editor)).toEqual([]);
  });

  it('keeps linting edits for that wire: a name Anthropic reserves is free there, and an error again on Anthropic', async () => {
    const { settings, editor } = await setUp();
    settings.change({ provider: 'openai' });
    const text = editor.getSnapshot().text;
    expect(text).toContain('"name": "Bash"');
    editor.edit(text.replace('"name": "Bash"', '"name": "web_search"'));
    editor.commit();
    await when(editor, (snapshot) => !snapshot.applying);
    const nameErrors = (editor.getSnapshot().analysis?.findings ?? []).filter((finding) => finding.rule === 'tool-name');
    expect(editor.getSnapshot().analysis?.surface.tools.map((tool) => tool.name)).toContain('web_search');
    expect(nameErrors).toEqual([]);
    expect(wireNotes(editor).length).toBeGreaterThan(2);

    settings.change({ provider: 'anthropic' });
    const onAnthropic = (editor.getSnapshot().analysis?.findings ?? []).filter((finding) => finding.rule === 'tool-name');
    expect(onAnthropic).toMatchObject([{ severity: 'error', tool: 'web_search', field: 'tools[6].name' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surfaceHash } from '../../../src/engine/toolkit/surface';
import { loadEngine } from '../../../src/ui/state/load-engine';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { SurfaceController } from '../../../src/ui/state/surface/surface-controller';
import { SurfaceEditorController } from '../../../src/ui/state/surface/surface-editor-controller';
import { TokenMeterController } from '../../../src/ui/state/surface/surface-token-meter';
import { startFakeMessagesApi, type FakeMessagesApi, type RecordedRequest } from '../../support/fake-messages-api';
import { MemoryStorage, when } from './fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

const apiKey = fakeApiKey('token-meter-test');

async function setUp(settings: SettingsController) {
  const surface = new SurfaceController();
  const editor = new SurfaceEditorController({ surface, debounceMs: 0 });
  await editor.start();
  const meter = new TokenMeterController({ editor, settings, loadEngine, debounceMs: 0 });
  meter.start();
  return { editor, meter };
}

function typeEdit(editor: SurfaceEditorController, before: string, after: string): void {
  const { text } = editor.getSnapshot();
  expect(text).toContain(before);
  editor.edit(text.replace(before, after));
  editor.commit();
}

/** A count of the whole surface, not one of the per-tool counts (those carry the probe tool). */
const isWholeSurface = (request: RecordedRequest) => Array.isArray(request.body.tools) && !request.body.tools.some((tool: { name: string }) => tool.name === 'probe');

/** What the fake server answers for a count_tokens body: a quarter of its JSON length. */
const fakeCount = (request: RecordedRequest) => Math.ceil(JSON.stringify(request.body).length / 4);

describe('the token meter', () => {
  let fakeApi: FakeMessagesApi;
  beforeAll(async () => {
    fakeApi = await startFakeMessagesApi({ script: [] });
  });
  afterAll(() => fakeApi.close());

  it('updates the estimate as the surface is edited, and says an exact count needs a key', async () => {
    const { editor, meter } = await setUp(new SettingsController(new MemoryStorage()));
    const before = editor.getSnapshot().analysis!.tokens;
    expect(before.estimate).toBe(true);
    expect(before.perTool.map((tool) => tool.name)).toContain('read_file');
    expect(before.total).toBe(before.perTool.reduce((sum, tool) => sum + tool.tokens, 0) + before.system + before.toolUseOverhead);

    typeEdit(editor, '"description": "Reads a text file', '"description": "Reads, with care and at length, a text file');
    const after = editor.getSnapshot().analysis!.tokens;
    expect(after.perTool[0]!.tokens).toBeGreaterThan(before.perTool[0]!.tokens);
    expect(after.total - before.total).toBe(after.perTool[0]!.tokens - before.perTool[0]!.tokens);
    expect(meter.getSnapshot()).toEqual({ state: 'off', note: 'Add an API key in Settings for an exact count.' });
  });

  it('counts the standing cost exactly through the configured endpoint, and again after an edit', async () => {
    fakeApi.requests.splice(0);
    const settings = new SettingsController(new MemoryStorage());
    settings.change({ apiKey, baseURL: fakeApi.url, model: 'claude-fake-1' });
    const { editor, meter } = await setUp(settings);
    const first = await when(meter, (snapshot) => snapshot.state === 'counted');

    const counts = () => fakeApi.requests.filter((request) => request.path === '/v1/messages/count_tokens');
    const [bare, full] = [counts().find((request) => !request.body.tools), counts().find(isWholeSurface)];
    expect(bare!.body).toEqual({ model: 'claude-fake-1', messages: [{ role: 'user', content: 'Hello' }] });
    expect(full!.body.tools.map((tool: { name: string }) => tool.name)).toEqual(editor.getSnapshot().analysis!.surface.tools.map((tool) => tool.name));
    expect(full!.body.system).toEqual([{ type: 'text', text: editor.getSnapshot().analysis!.surface.system }]);
    expect(first.exact).toEqual({ tokens: fakeCount(full!) - fakeCount(bare!), surfaceHash: surfaceHash(editor.getSnapshot().analysis!.surface), model: 'claude-fake-1' });

    typeEdit(editor, '"description": "Reads a text file', '"description": "Reads, with care and at length, a text file');
    const second = await when(meter, (snapshot) => snapshot.state === 'counted' && snapshot.exact!.surfaceHash === surfaceHash(editor.getSnapshot().analysis!.surface));
    const latest = counts().filter(isWholeSurface).at(-1)!;
    expect(second.exact!.tokens).toBe(fakeCount(latest) - fakeCount(bare!));
    expect(second.exact!.tokens).toBeGreaterThan(first.exact!.tokens);
    // The bare request is counted once per endpoint and model, not on every edit.
    expect(counts().filter((request) => !request.body.tools)).toHaveLength(1);
  });

  it('counts each tool on its own, and again only the tool whose text changed', async () => {
    fakeApi.requests.splice(0);
    const settings = new SettingsController(new MemoryStorage());
    settings.change({ apiKey, baseURL: fakeApi.url, model: 'claude-fake-1' });
    const { editor, meter } = await setUp(settings);
    const names = editor.getSnapshot().analysis!.surface.tools.map((tool) => tool.name);
    const first = await when(meter, (snapshot) => names.every((name) => snapshot.perTool?.[name] !== undefined));
    const perToolCounts = () => fakeApi.requests.filter((request) => request.path === '/v1/messages/count_tokens' && request.body.tools?.[0]?.name === 'probe');
    const probeOnly = perToolCounts().find((request) => request.body.tools.length === 1)!;
    const readFile = perToolCounts().find((request) => request.body.tools[1]?.name === 'read_file')!;
    expect(first.perTool!.read_file!.tokens).toBe(fakeCount(readFile) - fakeCount(probeOnly));
    // One call per tool, plus the probe alone.
    expect(perToolCounts()).toHaveLength(names.length + 1);

    typeEdit(editor, '"description": "Reads a text file', '"description": "Reads, with care and at length, a text file');
    const second = await when(meter, (snapshot) => snapshot.perTool!.read_file!.tokens > first.perTool!.read_file!.tokens);
    expect(perToolCounts()).toHaveLength(names.length + 2);
    expect(perToolCounts().at(-1)!.body.tools[1].description).toMatch(/^Reads, with care and at length/);
    expect(second.perTool!.grep).toEqual(first.perTool!.grep);
  });

  it('falls back to the estimate quietly when the endpoint cannot be reached, without the key in the note', async () => {
    const settings = new SettingsController(new MemoryStorage());
    // A port nothing listens on: the connection is refused.
    settings.change({ apiKey, baseURL: 'http://127.0.0.1:9', model: 'claude-fake-1' });
    const { editor, meter } = await setUp(settings);
    const failed = await when(meter, (snapshot) => snapshot.state === 'failed', 15_000);
    expect(failed.note).toMatch(/^No exact count \(.+\); the estimate stands\.$/);
    expect(failed.note).not.toContain(apiKey);
    expect(editor.getSnapshot().analysis!.tokens.total).toBeGreaterThan(0);
  });
});

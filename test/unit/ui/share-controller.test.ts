import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { forkAtEnd } from '../../../src/share/fork';
import { decodeShareFile, decodeShareLink } from '../../../src/share/share-codec';
import { openStore } from '../../../src/store/open-store';
import { sampleWorkspace } from '../../../src/ui/sample-workspace';
import { createPlayground } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import type { ShareDialogState } from '../../../src/ui/state/share/share-controller';
import { shareSamples } from '../../../src/ui/state/share/share-samples';
import { ScriptedModel, type ScriptedTurn } from '../../support/scripted-model';
import { liveWorkspaces, when } from './fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

// The Share button's controller over the real store (fake-indexeddb), a real embedded workspace and
// the real run controller; only the model is scripted.

const apiKey = fakeApiKey('share-unit');
const fixedScript = `#!/bin/sh\ntr -cs 'A-Za-z' '\\n' < "$1" | tr 'A-Z' 'a-z' | sort | uniq -c | sort -rn | head -n "\${2:-5}"\n`;

async function setUp(turns: ScriptedTurn[], files: Record<string, string> = sampleWorkspace) {
  const store = await openStore({ factory: new IDBFactory(), name: 'share-controller-test' });
  const { workspaces, workspace } = await liveWorkspaces(files);
  const settings = new SettingsController(undefined);
  settings.change({ apiKey, model: 'claude-share-test' });
  const model = new ScriptedModel(turns);
  const playground = createPlayground({ settings, workspaces, store, createModel: () => model, schedulePreload: (task) => task() });
  await when(playground.surface, (snapshot) => snapshot.surface !== undefined);
  await playground.sessions.ready;
  return { playground, workspace, store };
}

function ready(state: ShareDialogState): Extract<ShareDialogState, { state: 'ready' }> {
  if (state.state !== 'ready') throw new Error(`expected a link, got ${JSON.stringify(state)}`);
  return state;
}

const fixRun: ScriptedTurn[] = [
  { text: 'Sorting the other way.', calls: [{ name: 'write_file', input: { path: 'bin/top-words.sh', content: fixedScript } }] },
  { text: 'Fixed: the most frequent words come first now.' },
];

describe('ShareController', () => {
  it('shares the open session as a link that carries its run and files, and never the API key', async () => {
    const { playground, workspace } = await setUp(fixRun);
    await playground.run.run('Fix the word counter');
    // Edited by hand after the run: the link carries the files as they are when shared.
    await workspace.writeFile('notes.txt', 'checked by hand\n');

    await playground.share.share();
    const shared = ready(playground.share.getSnapshot().dialog);

    expect(shared.link.startsWith('#share=v1.')).toBe(true);
    expect(shared.tooLong).toBe(false);
    expect(shared.link).not.toContain(apiKey);
    expect(shared.file.name).toBe('fix-the-word-counter.aci-share.json');
    expect(shared.file.text).not.toContain(apiKey);

    const decoded = await decodeShareLink(shared.link, shareSamples);
    if (!decoded.ok) throw new Error(decoded.message);
    const document = decoded.document;
    expect(JSON.stringify(document)).not.toContain(apiKey);
    expect(document.title).toBe('Fix the word counter');
    expect(document.modelId).toBe('claude-share-test');
    // Started from the built-in sample: only what differs from it travels.
    expect(document.workspace.base).toBe('sample:word-counter');
    expect(document.nodes).toHaveLength(1);
    expect(document.nodes[0]!.messages.map((message) => [message.role, message.step])).toEqual([
      ['user', undefined],
      ['assistant', 1],
      ['user', 1],
      ['assistant', 2],
    ]);
    const end = forkAtEnd(document, shareSamples);
    expect(end.files['bin/top-words.sh']).toBe(fixedScript);
    expect(end.files['notes.txt']).toBe('checked by hand\n');

    // The same document as a file opens too.
    const fromFile = decodeShareFile(shared.file.text, shareSamples);
    expect(fromFile.ok && fromFile.document.title).toBe('Fix the word counter');
  });

  it('refuses to share a run whose task contains the API key, and says so without repeating it', async () => {
    const { playground } = await setUp([{ text: 'I will not use it.' }]);
    await playground.run.run(`Use the key ${apiKey} to call the API`);

    await playground.share.share();
    const state = playground.share.getSnapshot().dialog;
    expect(state.state).toBe('failed');
    if (state.state !== 'failed') return;
    expect(state.message).toMatch(/An API key appears in this run .* so it was not shared\./);
    expect(state.message).not.toContain(apiKey);
  });

  it('refuses to share a run holding an OpenAI-compatible key brought back from this device, without repeating it', async () => {
    const { playground, store } = await setUp([{ text: 'I will not use it.' }]);
    const openAiKey = `sk-openai-${fakeApiKey('share-openai').slice(-16)}`;
    // Remembered on an earlier visit, then brought back while the Anthropic provider is in use.
    await store.settings.rememberApiKey(openAiKey, 'openai');
    await playground.settings.attachKeyStore(store.settings);
    expect(playground.settings.allKeys()).toContain(openAiKey);
    await playground.run.run(`Call the gateway with ${openAiKey}`);

    await playground.share.share();
    const state = playground.share.getSnapshot().dialog;
    expect(state.state).toBe('failed');
    if (state.state !== 'failed') return;
    expect(state.message).toMatch(/An API key appears in this run .* so it was not shared\./);
    expect(state.message).not.toContain(openAiKey);
  });

  it('offers the .json file when the link would be too long to paste', async () => {
    // Random text hardly compresses: 40 kB of it makes a link well over 32 kB.
    const noise = randomText(40_000);
    const { playground } = await setUp([{ text: 'Looked at it.' }], { ...sampleWorkspace, 'data/noise.txt': noise });
    await playground.run.run('Describe data/noise.txt');

    await playground.share.share();
    const shared = ready(playground.share.getSnapshot().dialog);
    expect(shared.tooLong).toBe(true);
    expect(shared.link.length).toBeGreaterThan(32 * 1024);
    const fromFile = decodeShareFile(shared.file.text, shareSamples);
    expect(fromFile.ok && fromFile.document.workspace.added['data/noise.txt']).toBe(noise);
  });

  it('carries the files as they are now only for the session last run on the live workspace', async () => {
    const { playground, workspace } = await setUp([
      { calls: [{ name: 'write_file', input: { path: 'first.txt', content: 'one\n' } }] },
      { text: 'First done.' },
      { text: 'Second done.' },
    ]);
    await playground.run.run('First session');
    const firstId = playground.sessions.getSnapshot().openSessionId!;
    playground.run.clear();
    await playground.run.run('Second session');
    await workspace.writeFile('first.txt', 'changed later\n');

    await playground.sessions.open(firstId);
    await playground.share.share();
    const decoded = await decodeShareLink(ready(playground.share.getSnapshot().dialog).link, shareSamples);
    if (!decoded.ok) throw new Error(decoded.message);
    // The live files belong to the second session's run: the first one's link replays its own.
    expect(decoded.document.finalFiles).toBeUndefined();
    expect(forkAtEnd(decoded.document, shareSamples).files['first.txt']).toBe('one\n');
  });

  it('says what to do when no session is open, and copies the link or explains how to copy it by hand', async () => {
    const { playground } = await setUp([{ text: 'Done.' }]);
    await playground.share.share();
    expect(playground.share.getSnapshot().dialog).toEqual({
      state: 'failed',
      message: 'There is no session to share yet. Run a task (or open a session in the list), then press Share.',
    });

    await playground.run.run('Say done');
    await playground.share.share();
    const copied: string[] = [];
    await playground.share.copy(async (text) => void copied.push(text));
    const afterCopy = ready(playground.share.getSnapshot().dialog);
    expect(copied).toEqual([afterCopy.link]);
    expect(afterCopy.copy).toEqual({ state: 'copied' });

    await playground.share.copy(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    const refused = ready(playground.share.getSnapshot().dialog).copy;
    expect(refused.state === 'failed' && refused.message).toMatch(/did not let this page use the clipboard\. Select the link .* Ctrl\+C/);

    playground.share.close();
    expect(playground.share.getSnapshot().dialog).toEqual({ state: 'closed' });
  });
});

/** Pseudo-random letters and digits from a fixed seed (a linear congruential generator). */
function randomText(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let state = 12345;
  let text = '';
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    text += alphabet[(state >>> 16) % alphabet.length];
  }
  return text;
}

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { CallOptions, ModelClient, ModelRequest, ModelResponse } from '../../../src/engine/model/model-client';
import { ProviderError } from '../../../src/engine/model/provider-error';
import { openStore, type PlaygroundStore } from '../../../src/store/open-store';
import { createPlayground, type Playground, type PlaygroundOptions } from '../../../src/ui/state/playground';
import { SettingsController } from '../../../src/ui/state/settings/settings-controller';
import { ScriptedModel, type ScriptedTurn } from '../../support/scripted-model';
import { liveWorkspaces, when } from './fixtures';
import { fakeApiKey } from '../../support/fake-api-key';

export const sampleFiles = { 'README.md': '# Sample\n', 'src/answer.sh': 'echo 41\n' };

/**
 * A scripted model that can also hang on chosen calls, the way a stream in flight looks when the
 * tab is closed: the call settles only when the run is stopped.
 */
export class HangingModel implements ModelClient {
  private readonly scripted: ScriptedModel;
  private calls = 0;

  constructor(
    turns: ScriptedTurn[],
    private readonly hangOn: ReadonlySet<number> = new Set(),
  ) {
    // The hanging call takes a place in the script too, so indices stay those of the calls.
    this.scripted = new ScriptedModel(turns);
  }

  get requests(): ModelRequest[] {
    return this.scripted.requests;
  }

  async createMessage(request: ModelRequest, options: CallOptions = {}): Promise<ModelResponse> {
    const call = this.calls++;
    if (!this.hangOn.has(call)) return this.scripted.createMessage(request, options);
    this.scripted.requests.push(structuredClone(request));
    return new Promise((_resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new ProviderError('aborted', 'Stopped by the user.')), { once: true });
    });
  }
}

export interface Page {
  playground: Playground;
  store: PlaygroundStore | undefined;
}

/**
 * One page of the playground over `factory`'s IndexedDB (a browser profile): what main.tsx builds.
 * Calling it again with the same factory is a reload.
 */
export async function openPage(
  factory: IDBFactory | undefined,
  model: ModelClient,
  files: Record<string, string> = sampleFiles,
  more: Partial<PlaygroundOptions> = {},
): Promise<Page & { workspace: Awaited<ReturnType<typeof liveWorkspaces>>['workspace'] }> {
  const { workspaces, workspace } = await liveWorkspaces(files);
  const store = factory ? await openStore({ factory }) : undefined;
  const settings = new SettingsController(undefined);
  if (store) await settings.attachKeyStore(store.settings);
  settings.change({ apiKey: fakeApiKey('key') });
  const playground = createPlayground({ settings, workspaces, store, createModel: () => model, schedulePreload: (task) => task(), ...more });
  await when(playground.surface, (snapshot) => snapshot.surface !== undefined);
  await playground.sessions.ready;
  return { playground, store, workspace };
}

export function newProfile(): IDBFactory {
  return new IDBFactory();
}

/** The text a person reads in each entry of the shown transcript, to compare two views. */
export function entryTexts(playground: Playground): string[] {
  return playground.run.getSnapshot().transcript.entries.map((entry) => {
    if (entry.kind === 'task') return `task: ${entry.text}`;
    if (entry.kind === 'step') return `step ${entry.step}: ${entry.text} | ${entry.calls.map((call) => `${call.name} ${JSON.stringify(call.input)} -> ${call.result?.content ?? '(no result)'}`).join(' | ')}`;
    return entry.kind;
  });
}

/** Polls `check` until it holds: for conditions no controller announces (storage, a model's calls). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export { when };

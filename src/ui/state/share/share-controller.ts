import type { NodeStore, StoredMessage } from '../../../engine/nodes/node';
import type { Surface } from '../../../engine/toolkit/surface';
import type { ShareSamples } from '../../../share/share-files';
import type { StoredSession } from '../../../store/records';
import type { ForkedSession } from './replay-controller';
import type { ShareModules } from './share-loader';
import { Store } from '../store';

/**
 * The Share button's state: builds the share document of the open session from the store, turns
 * it into a link (and the same document as a .json file for when the link is too long to paste),
 * and copies the link. Nothing is sent anywhere: the link's payload lives in its fragment.
 */

/** What sharing reads from the store: one session, its nodes and their transcripts. */
export interface ShareStoreReader {
  sessions: { get(id: string): Promise<StoredSession | undefined> };
  nodes: Pick<NodeStore, 'listNodes' | 'loadMessages'>;
}

/** Everything the controller reads, each when Share is pressed (so it always sees the current state). */
export interface ShareInputs {
  /** IndexedDB, or the memory stand-in when browser storage is off: both hold this page's sessions. */
  store: ShareStoreReader;
  openSessionId(): string | undefined;
  surface(): Surface | undefined;
  /** Every surface in force during this page's life (edits mid-run), so each step's surface can be shown. */
  surfacesUsed(): Surface[];
  settings(): { apiKey: string; model: string };
  /** The live workspace's files; undefined while it is starting. */
  workspaceFiles(): Promise<Record<string, string>> | undefined;
  /** origin + path of this page: the link is this plus the fragment. */
  pageAddress(): string;
  loadShare(): Promise<ShareModules>;
  samples: ShareSamples;
  appVersion: string;
}

export interface ShareFile {
  name: string;
  text: string;
}

export type CopyState = { state: 'idle' } | { state: 'copied' } | { state: 'failed'; message: string };

export type ShareDialogState =
  | { state: 'closed' }
  | { state: 'building' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; title: string; link: string; tooLong: boolean; file: ShareFile; copy: CopyState };

export interface ShareSnapshot {
  dialog: ShareDialogState;
  /** The session a replay was just forked into, until the person dismisses the note about it. */
  forked?: ForkedSession;
}

export class ShareController extends Store<ShareSnapshot> {
  /** Bumped by every share() and close(), so a slow build never lands after the person moved on. */
  private attempt = 0;
  /** The session whose run (or fork) last set the live workspace's files: only its link carries them as they are now. */
  private liveWorkspaceSessionId: string | undefined;

  constructor(private readonly inputs: ShareInputs) {
    super({ dialog: { state: 'closed' } });
  }

  /** Builds the link of the open session; the outcome (link or why not) lands in the snapshot. */
  async share(): Promise<void> {
    const attempt = ++this.attempt;
    this.update({ dialog: { state: 'building' } });
    let outcome: ShareDialogState;
    try {
      outcome = await this.build();
    } catch (error) {
      // The store's errors already say what happened and what to do; anything else is a bug of ours.
      const message = error instanceof Error ? error.message : String(error);
      outcome = { state: 'failed', message: `The link could not be made: ${message}` };
    }
    if (attempt === this.attempt) this.update({ dialog: outcome });
  }

  /** Copies the link; says "Copied", or why not and how to copy it by hand. */
  async copy(writeText: ((text: string) => Promise<void>) | undefined): Promise<void> {
    const snapshot = this.getSnapshot().dialog;
    if (snapshot.state !== 'ready') return;
    let copy: CopyState = { state: 'copied' };
    try {
      if (!writeText) throw new Error('no clipboard');
      await writeText(snapshot.link);
    } catch {
      copy = {
        state: 'failed',
        message: 'The browser did not let this page use the clipboard. Select the link in the box and copy it with Ctrl+C (⌘C on a Mac).',
      };
    }
    const current = this.getSnapshot().dialog;
    if (current.state === 'ready' && current.link === snapshot.link) this.update({ dialog: { ...current, copy } });
  }

  close(): void {
    this.attempt += 1;
    this.update({ dialog: { state: 'closed' } });
  }

  /** A run started in this session, on the live workspace. */
  noteRun(sessionId: string): void {
    this.liveWorkspaceSessionId = sessionId;
  }

  /** A replay was forked into a new session (its files are now the workspace's): the playground says so. */
  noteFork(forked: ForkedSession): void {
    this.liveWorkspaceSessionId = forked.sessionId;
    this.update({ forked });
  }

  dismissFork(): void {
    this.replace({ dialog: this.getSnapshot().dialog });
  }

  private async build(): Promise<ShareDialogState> {
    const inputs = this.inputs;
    const sessionId = inputs.openSessionId();
    if (sessionId === undefined) {
      return { state: 'failed', message: 'There is no session to share yet. Run a task (or open a session in the list), then press Share.' };
    }
    const store = inputs.store;
    const surface = inputs.surface();
    if (!surface) return { state: 'failed', message: 'The tools are still loading. Press Share again in a moment.' };

    const [session, nodes, share] = await Promise.all([store.sessions.get(sessionId), store.nodes.listNodes(sessionId), inputs.loadShare()]);
    if (!session) return { state: 'failed', message: 'This session is no longer stored (it may have been deleted). Open another session and press Share.' };
    const messagesByNode: Record<string, StoredMessage[]> = {};
    for (const node of nodes) messagesByNode[node.id] = await store.nodes.loadMessages(node.id);

    const liveFiles = await this.liveFiles(session.startFiles === undefined || this.liveWorkspaceSessionId === sessionId);
    if (liveFiles === 'starting') return { state: 'failed', message: 'The workspace is still starting. Press Share again in a moment.' };
    const root = nodes.find((node) => node.parentId === undefined);
    const settings = inputs.settings();
    const built = share.buildShareDocument({
      session: { id: session.id, title: session.title },
      nodes,
      messagesByNode,
      // A session that never ran has no recorded start: its files are the workspace as it is.
      startFiles: session.startFiles ?? liveFiles!,
      ...(this.liveWorkspaceSessionId === sessionId && liveFiles ? { endFiles: liveFiles } : {}),
      surface,
      surfacesUsed: inputs.surfacesUsed(),
      modelId: root?.model || settings.model,
      appVersion: inputs.appVersion,
      samples: inputs.samples,
      secrets: settings.apiKey === '' ? [] : [settings.apiKey],
    });
    if (!built.ok) return { state: 'failed', message: built.message };

    const link = `${inputs.pageAddress()}${await share.encodeShareLink(built.document)}`;
    return {
      state: 'ready',
      title: session.title,
      link,
      tooLong: share.shareLinkTooLong(link),
      file: { name: shareFileName(session.title), text: share.encodeShareFile(built.document) },
      copy: { state: 'idle' },
    };
  }

  private async liveFiles(needed: boolean): Promise<Record<string, string> | undefined | 'starting'> {
    if (!needed) return undefined;
    const files = this.inputs.workspaceFiles();
    return files ? await files : 'starting';
  }
}

/** "Fix the counter" -> "fix-the-counter.aci-share.json": a name that says what it is and sorts well. */
export function shareFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'shared-run'}.aci-share.json`;
}

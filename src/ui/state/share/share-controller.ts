import type { ShareSamples } from '../../../share/share-files';
import type { ForkedSession } from './replay-controller';
import { gatherSessionSubject, type SessionShareInputs } from './session-share-subject';
import type { ShareModules } from '../chunk-loaders';
import type { GatheredSubject, ShareSubject } from './share-subject';
import { Controller } from '../controller';

/**
 * The Share dialog's state: builds the share document of what the caller gathers (the open
 * session for the top bar's Share, a comparison run for "Share this run"), turns it into a link
 * (and the same document as a .json file for when the link is too long to paste), and copies the
 * link. Nothing is sent anywhere: the link's payload lives in its fragment.
 */

/** How links are made, whatever is shared. */
export interface ShareEngineInputs {
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

export class ShareController extends Controller<ShareSnapshot> {
  /** Bumped by every share() and close(), so a slow build never lands after the person moved on. */
  private attempt = 0;
  /** The session whose run (or fork) last set the live workspace's files: only its link carries them as they are now. */
  private liveWorkspaceSessionId: string | undefined;

  /** Without `session` (tests of other Share buttons), the top bar's share() says there is no session. */
  constructor(
    private readonly engine: ShareEngineInputs,
    private readonly session?: SessionShareInputs,
  ) {
    super({ dialog: { state: 'closed' } });
  }

  /** Builds the link of the open session; the outcome (link or why not) lands in the snapshot. */
  share(): Promise<void> {
    const session = this.session;
    return this.shareSubject(async () =>
      session ? gatherSessionSubject(session, this.liveWorkspaceSessionId) : { ok: false, message: 'There is no session to share on this page.' },
    );
  }

  /** Builds the link of what `gather` returns when called now; the outcome lands in the snapshot. */
  async shareSubject(gather: () => Promise<GatheredSubject>): Promise<void> {
    const attempt = ++this.attempt;
    this.update({ dialog: { state: 'building' } });
    let outcome: ShareDialogState;
    try {
      outcome = await this.build(gather);
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

  private async build(gather: () => Promise<GatheredSubject>): Promise<ShareDialogState> {
    const [gathered, share] = await Promise.all([gather(), this.engine.loadShare()]);
    if (!gathered.ok) return { state: 'failed', message: gathered.message };
    const subject: ShareSubject = gathered.subject;
    const built = share.buildShareDocument({
      session: { id: subject.sessionId, title: subject.title },
      nodes: subject.nodes,
      messagesByNode: subject.messagesByNode,
      startFiles: subject.startFiles,
      ...(subject.endFiles ? { endFiles: subject.endFiles } : {}),
      surface: subject.surface,
      surfacesUsed: subject.surfacesUsed ?? [],
      modelId: subject.modelId,
      appVersion: this.engine.appVersion,
      samples: this.engine.samples,
      secrets: subject.secrets,
      ...(subject.serverTools && subject.serverTools.length > 0 ? { serverTools: subject.serverTools } : {}),
    });
    if (!built.ok) return { state: 'failed', message: built.message };

    const link = `${this.engine.pageAddress()}${await share.encodeShareLink(built.document)}`;
    return {
      state: 'ready',
      title: subject.title,
      link,
      tooLong: share.shareLinkTooLong(link),
      file: { name: shareFileName(subject.title), text: share.encodeShareFile(built.document) },
      copy: { state: 'idle' },
    };
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

import type { ServerToolWording } from '../../../share/server-originals';
import type { Surface } from '../../../engine/toolkit/surface';
import type { StoredSession } from '../../../store/records';
import { keySecrets, noSubject, readSessionNodes, type GatheredSubject, type TranscriptReader } from './share-subject';

/** What sharing reads from the store: one session, its nodes and their transcripts. */
export interface ShareStoreReader {
  sessions: { get(id: string): Promise<StoredSession | undefined> };
  nodes: TranscriptReader;
}

/** What the top bar's Share reads, each when pressed (so it always sees the current state). */
export interface SessionShareInputs {
  /** IndexedDB, or the memory stand-in when browser storage is off: both hold this page's sessions. */
  store: ShareStoreReader;
  openSessionId(): string | undefined;
  surface(): Surface | undefined;
  /** Every surface in force during this page's life (edits mid-run), so each step's surface can be shown. */
  surfacesUsed(): Surface[];
  /** allKeys: every provider's key set in this tab (each must stay out of links). */
  settings(): { apiKey: string; model: string; allKeys?: string[] };
  /** The live workspace's files; undefined while it is starting. */
  workspaceFiles(): Promise<Record<string, string>> | undefined;
  /** The ready MCP servers' tools as their servers describe them (none when absent). */
  serverTools?(): ServerToolWording[];
}

/**
 * The open session as a share subject. `liveSessionId` is the session whose run (or fork) last set
 * the live workspace's files: only its link carries them as they are now.
 */
export async function gatherSessionSubject(inputs: SessionShareInputs, liveSessionId: string | undefined): Promise<GatheredSubject> {
  const sessionId = inputs.openSessionId();
  if (sessionId === undefined) return noSubject('There is no session to share yet. Run a task (or open a session in the list), then press Share.');
  const surface = inputs.surface();
  if (!surface) return noSubject('The tools are still loading. Press Share again in a moment.');

  const { store } = inputs;
  const [session, { nodes, messagesByNode }] = await Promise.all([store.sessions.get(sessionId), readSessionNodes(store.nodes, sessionId)]);
  if (!session) return noSubject('This session is no longer stored (it may have been deleted). Open another session and press Share.');

  const isLive = liveSessionId === sessionId;
  let liveFiles: Record<string, string> | undefined;
  if (session.startFiles === undefined || isLive) {
    const files = inputs.workspaceFiles();
    if (!files) return noSubject('The workspace is still starting. Press Share again in a moment.');
    liveFiles = await files;
  }
  const root = nodes.find((node) => node.parentId === undefined);
  const settings = inputs.settings();
  return {
    ok: true,
    subject: {
      title: session.title,
      sessionId: session.id,
      nodes,
      messagesByNode,
      // A session that never ran has no recorded start: its files are the workspace as it is.
      startFiles: session.startFiles ?? liveFiles!,
      ...(isLive && liveFiles ? { endFiles: liveFiles } : {}),
      surface,
      surfacesUsed: inputs.surfacesUsed(),
      modelId: root?.model || settings.model,
      secrets: [...new Set([...keySecrets(settings.apiKey), ...(settings.allKeys ?? [])])],
      serverTools: inputs.serverTools?.() ?? [],
    },
  };
}

import type { ServerToolWording } from '../../../share/server-originals';
import type { AgentNode, NodeStore, StoredMessage } from '../../../engine/nodes/node';
import type { Surface } from '../../../engine/toolkit/surface';

/**
 * What one share link is made of, gathered by whoever offers a Share button when it is pressed:
 * the open session (session-share-subject.ts), or one run of a comparison (compare-sharing.ts).
 */
export interface ShareSubject {
  /** The document's title, and the downloaded file's name. */
  title: string;
  /** The session whose nodes these are: the document keeps only that session's. */
  sessionId: string;
  nodes: AgentNode[];
  /** Stored messages by node id, as NodeStore.loadMessages returns them. */
  messagesByNode: Record<string, StoredMessage[]>;
  /** The workspace as the run started. */
  startFiles: Record<string, string>;
  /** The workspace as it is now, when it is this run's: the replay then ends on exactly these files. */
  endFiles?: Record<string, string>;
  surface: Surface;
  /** Every other surface the run's calls may have been sent with (edits mid-run). */
  surfacesUsed?: Surface[];
  modelId: string;
  /** Strings that must appear nowhere in the link: the API key. */
  secrets: string[];
  /** The ready MCP servers' tools in their own words, so an edit to one can be shown as an edit. */
  serverTools?: ServerToolWording[];
}

/** The subject, or why there is none, in words for the person (what happened and what to do). */
export type GatheredSubject = { ok: true; subject: ShareSubject } | { ok: false; message: string };

export const noSubject = (message: string): GatheredSubject => ({ ok: false, message });

/** The key as a secret to keep out of the link; none when no key is set. */
export const keySecrets = (apiKey: string): string[] => (apiKey === '' ? [] : [apiKey]);

/** Where a session's agents and their transcripts are read from (IndexedDB, or memory). */
export type TranscriptReader = Pick<NodeStore, 'listNodes' | 'loadMessages'>;

/** A session's nodes and every node's stored messages, as a share subject carries them. */
export async function readSessionNodes(store: TranscriptReader, sessionId: string): Promise<Pick<ShareSubject, 'nodes' | 'messagesByNode'>> {
  const nodes = await store.listNodes(sessionId);
  const messages = await Promise.all(nodes.map((node) => store.loadMessages(node.id)));
  return { nodes, messagesByNode: Object.fromEntries(nodes.map((node, index) => [node.id, messages[index]!])) };
}

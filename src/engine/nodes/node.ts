import type { MessageParam, Usage } from '../model/model-client';
import type { SeedMode } from '../tools/tool';

/**
 * Every agent run is a node: the root agent of a session and each sub-agent it spawns. A node owns
 * its transcript (stored message by message), its folder scope and its status. These are plain
 * data: the browser keeps them in IndexedDB (src/store), the CLI in memory.
 */

export type NodeStatus =
  | { state: 'running' }
  | { state: 'done' }
  | { state: 'stopped'; why: 'step_cap' | 'token_cap' | 'malformed_cap' | 'aborted' }
  /** The page closed or crashed mid-run: Continue repairs the transcript and carries on. */
  | { state: 'interrupted' }
  | { state: 'failed'; cause: string };


export interface AgentNode {
  id: string;
  sessionId: string;
  /** Undefined for the root agent of a session. */
  parentId?: string;
  rootId: string;
  /** How deep below the root: 0 for the root, 1 for its children... */
  depth: number;
  name: string;
  /** Workspace-relative folder it may write in ("" = the whole workspace). */
  folder: string;
  task: string;
  model: string;
  /** Hash of the surface of its latest model call. */
  surfaceHash?: string;
  status: NodeStatus;
  usage: Usage;
  /** Messages stored for this node (the next message's sequence number). */
  messageCount: number;
  /** path -> content hash of the files under `folder` when it last ran (for the staleness brief). */
  workspaceFingerprint?: Record<string, string>;
  /** Its final words, with a partial note when it did not finish (for handoff briefs). */
  summary?: string;
  /** Workspace files its latest run changed. */
  filesChanged?: string[];
  /** Where its context came from, when it was seeded from another node. */
  seededFrom?: { nodeId: string; mode: SeedMode };
  createdAt: number;
  updatedAt: number;
}

export interface Session {
  id: string;
  title: string;
  /** The task of the root node, for search. */
  task: string;
  rootNodeId?: string;
  createdAt: number;
  updatedAt: number;
}

/** One transcript message as stored: appended, never rewritten. */
export interface StoredMessage {
  nodeId: string;
  /** 0-based position in the node's transcript. */
  seq: number;
  message: MessageParam;
  /** The model call that produced it (assistant) or answered it (tool results). */
  step?: number;
  /** For assistant messages: the surface the model was sent. */
  surfaceHash?: string;
  /** For assistant messages: the tokens of the reply (so a reopened transcript shows them). */
  usage?: Usage;
  createdAt: number;
}

/**
 * Where nodes and their transcripts persist. The engine calls it as a run goes; implementations:
 * IndexedDB in the browser (src/store), memory for the CLI and tests (memory-node-store.ts).
 * Appending a message must cost the same whatever the transcript length.
 */
export interface NodeStore {
  createNode(node: AgentNode): Promise<void>;
  /** Merges the given fields into the stored node (and bumps updatedAt). */
  updateNode(id: string, changes: Partial<Omit<AgentNode, 'id' | 'sessionId'>>): Promise<AgentNode>;
  getNode(id: string): Promise<AgentNode | undefined>;
  listNodes(sessionId: string): Promise<AgentNode[]>;
  appendMessage(message: StoredMessage): Promise<void>;
  loadMessages(nodeId: string): Promise<StoredMessage[]>;
}

import type { DBSchema } from 'idb';
import type { AgentNode, Session, StoredMessage } from '../engine/nodes/node';
import type { Surface } from '../engine/toolkit/surface';

/** A session as stored: soft-deleted sessions keep their data until purged, so undo is possible. */
export interface StoredSession extends Session {
  /** When the person deleted it; absent while it is live. */
  deletedAt?: number;
}

/** A saved surface the person named, to run again or compare. */
export interface Variant {
  id: string;
  name: string;
  surface: Surface;
  createdAt: number;
  updatedAt: number;
}

export interface SettingRecord {
  name: string;
  value: unknown;
}

/** The record name of the remembered API key: kept apart so that no export ever carries it. */
export const apiKeySetting = 'apiKey';

/**
 * The object stores and their indexes, for idb's typed API. Messages are keyed [nodeId, seq], so
 * appending is one put and a node's transcript is one key-range read, already in order.
 */
export interface PlaygroundSchema extends DBSchema {
  sessions: { key: string; value: StoredSession; indexes: { 'by-updatedAt': number } };
  nodes: { key: string; value: AgentNode; indexes: { 'by-sessionId': string; 'by-state': string } };
  messages: { key: [string, number]; value: StoredMessage };
  variants: { key: string; value: Variant };
  settings: { key: string; value: SettingRecord };
}

export const storeNames = ['sessions', 'nodes', 'messages', 'variants', 'settings'] as const;

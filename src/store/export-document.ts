import type { AgentNode, StoredMessage } from '../engine/nodes/node';
import type { SettingRecord, StoredComparison, StoredLesson, StoredSession, Variant } from './records';

/**
 * The export file: everything saved, as one JSON document, for when storage is full or the person
 * moves browsers. It never carries the API key. Records are checked field by field on import;
 * fields this version does not know are kept (a newer export still imports).
 */
export const exportFormat = 'aci-playground-export';
export const exportVersion = 1;

export interface PlaygroundExport {
  format: typeof exportFormat;
  version: typeof exportVersion;
  exportedAt: string;
  sessions: StoredSession[];
  nodes: AgentNode[];
  messages: StoredMessage[];
  variants: Variant[];
  /** Preferences only: the API key record is never exported. */
  settings: SettingRecord[];
  /** Saved comparisons; absent in exports made before comparisons were saved. */
  comparisons?: StoredComparison[];
  /** Imported lessons; absent in exports made before lessons were kept. */
  lessons?: StoredLesson[];
}

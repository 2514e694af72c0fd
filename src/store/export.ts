import type { PlaygroundDatabase } from './database';
import { exportFormat, exportVersion, type PlaygroundExport } from './export-document';
import { isDeviceOnlySetting } from './records';

/**
 * Everything saved, read in one transaction so the document is a consistent snapshot, minus the
 * remembered API key and the MCP servers (their URLs and headers may be secrets). Reading works when storage is full: this is the way out of a full disk.
 * Deleted sessions not yet purged are included, with their deletedAt, so nothing is lost by
 * exporting during the undo window.
 */
export function exportAll(database: PlaygroundDatabase): Promise<PlaygroundExport> {
  return database.run('the export could not be made', async (connection) => {
    const transaction = connection.transaction(['sessions', 'nodes', 'messages', 'variants', 'settings', 'comparisons', 'lessons'], 'readonly');
    const [sessions, nodes, messages, variants, settings, comparisons, lessons] = await Promise.all([
      transaction.objectStore('sessions').getAll(),
      transaction.objectStore('nodes').getAll(),
      transaction.objectStore('messages').getAll(),
      transaction.objectStore('variants').getAll(),
      transaction.objectStore('settings').getAll(),
      transaction.objectStore('comparisons').getAll(),
      transaction.objectStore('lessons').getAll(),
      transaction.done,
    ]);
    return {
      format: exportFormat,
      version: exportVersion,
      exportedAt: new Date().toISOString(),
      sessions,
      nodes,
      messages,
      variants,
      settings: settings.filter((record) => !isDeviceOnlySetting(record.name)),
      comparisons,
      lessons,
    };
  });
}

export interface ImportCounts {
  sessions: number;
  nodes: number;
  messages: number;
  variants: number;
  settings: number;
  comparisons: number;
  lessons: number;
}

export interface ImportSummary {
  added: ImportCounts;
  /** Records already stored under the same id (or setting name): the stored one is kept as it is. */
  skipped: Omit<ImportCounts, 'messages'>;
}

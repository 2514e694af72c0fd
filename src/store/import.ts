import type { AgentNode, StoredMessage } from '../engine/nodes/node';
import { inTransaction, issueAll, type PlaygroundDatabase } from './database';
import type { ImportSummary } from './export';
import { describeIssues, exportSchema } from './export-format';
import { isDeviceOnlySetting, type SettingRecord, type StoredComparison, type StoredLesson, type StoredSession, type Variant } from './records';
import { corruptError } from './store-errors';

const notImported = 'nothing from the file was imported';

/**
 * Adds an export's records to this browser's storage, all or nothing. It never overwrites or
 * removes what is stored: a session, node, variant, setting, comparison or lesson already here is skipped (a skipped
 * node keeps its own transcript, none of the file's messages are mixed into it). A document that
 * fails validation is refused whole, with the first problems and where they are.
 */
export async function importAll(database: PlaygroundDatabase, document: unknown): Promise<ImportSummary> {
  const data = validate(document);
  return database.run(notImported, async (connection) => {
    const transaction = connection.transaction(['sessions', 'nodes', 'messages', 'variants', 'settings', 'comparisons', 'lessons'], 'readwrite');
    return inTransaction(transaction, async () => {
      const sessions = transaction.objectStore('sessions');
      const nodes = transaction.objectStore('nodes');
      const messages = transaction.objectStore('messages');
      const variants = transaction.objectStore('variants');
      const settings = transaction.objectStore('settings');
      const comparisons = transaction.objectStore('comparisons');
      const lessons = transaction.objectStore('lessons');
      const [sessionIds, nodeIds, variantIds, settingNames, comparisonIds, lessonIds] = (
        await Promise.all([
          sessions.getAllKeys(),
          nodes.getAllKeys(),
          variants.getAllKeys(),
          settings.getAllKeys(),
          comparisons.getAllKeys(),
          lessons.getAllKeys(),
        ])
      ).map((keys) => new Set<string>(keys));

      const newSessions = data.sessions.filter((session) => !sessionIds!.has(session.id));
      const newNodes = data.nodes.filter((node) => !nodeIds!.has(node.id));
      const newNodeIds = new Set(newNodes.map((node) => node.id));
      const newMessages = data.messages.filter((message) => newNodeIds.has(message.nodeId));
      const newVariants = data.variants.filter((variant) => !variantIds!.has(variant.id));
      const newSettings = data.settings.filter((record) => !settingNames!.has(record.name));
      const newComparisons = data.comparisons.filter((comparison) => !comparisonIds!.has(comparison.id));
      const newLessons = data.lessons.filter((lesson) => !lessonIds!.has(lesson.id));
      await issueAll<unknown>([
        ...newSessions.map((session) => () => sessions.add(session)),
        ...newNodes.map((node) => () => nodes.add(node)),
        ...newMessages.map((message) => () => messages.add(message)),
        ...newVariants.map((variant) => () => variants.add(variant)),
        ...newSettings.map((record) => () => settings.add(record)),
        ...newComparisons.map((comparison) => () => comparisons.add(comparison)),
        ...newLessons.map((lesson) => () => lessons.add(lesson)),
      ]);
      return {
        added: {
          sessions: newSessions.length,
          nodes: newNodes.length,
          messages: newMessages.length,
          variants: newVariants.length,
          settings: newSettings.length,
          comparisons: newComparisons.length,
          lessons: newLessons.length,
        },
        skipped: {
          sessions: data.sessions.length - newSessions.length,
          nodes: data.nodes.length - newNodes.length,
          variants: data.variants.length - newVariants.length,
          settings: data.settings.length - newSettings.length,
          comparisons: data.comparisons.length - newComparisons.length,
          lessons: data.lessons.length - newLessons.length,
        },
      };
    });
  });
}

interface ValidExport {
  sessions: StoredSession[];
  nodes: AgentNode[];
  messages: StoredMessage[];
  variants: Variant[];
  settings: SettingRecord[];
  comparisons: StoredComparison[];
  lessons: StoredLesson[];
}

/** Shape first, then what the shape cannot say: ids unique, references resolve, transcripts whole. */
function validate(document: unknown): ValidExport {
  const parsed = exportSchema.safeParse(document);
  if (!parsed.success) throw corruptError(`This file is not a valid playground export (${describeIssues(parsed.error)})`, notImported);
  // Exports made before comparisons and lessons were saved have neither list.
  const data = { ...parsed.data, comparisons: parsed.data.comparisons ?? [], lessons: parsed.data.lessons ?? [] } as unknown as ValidExport;
  const refuse = (problem: string) => corruptError(`This export is inconsistent: ${problem}`, notImported);

  const sessionIds = uniqueIds(data.sessions, 'session', refuse);
  const nodeIds = uniqueIds(data.nodes, 'node', refuse);
  uniqueIds(data.variants, 'variant', refuse);
  uniqueIds(data.comparisons, 'comparison', refuse);
  uniqueIds(data.lessons, 'lesson', refuse);
  const strayNode = data.nodes.find((node) => !sessionIds.has(node.sessionId));
  if (strayNode) throw refuse(`node ${strayNode.id} belongs to session ${strayNode.sessionId}, which is not in the file`);

  const seqsByNode = new Map<string, number[]>();
  for (const message of data.messages) {
    if (!nodeIds.has(message.nodeId)) throw refuse(`a message belongs to node ${message.nodeId}, which is not in the file`);
    const seqs = seqsByNode.get(message.nodeId) ?? [];
    seqs.push(message.seq);
    seqsByNode.set(message.nodeId, seqs);
  }
  for (const [nodeId, seqs] of seqsByNode) {
    const sorted = seqs.sort((a, b) => a - b);
    const gap = sorted.findIndex((seq, index) => seq !== index);
    if (gap !== -1) throw refuse(`the transcript of node ${nodeId} has no message ${gap} (or has it twice)`);
  }
  // A key or a server list in a file is never imported, even if someone added it by hand.
  return { ...data, settings: data.settings.filter((record) => !isDeviceOnlySetting(record.name)) };
}

function uniqueIds(records: Array<{ id: string }>, what: string, refuse: (problem: string) => Error): Set<string> {
  const ids = new Set<string>();
  for (const record of records) {
    if (ids.has(record.id)) throw refuse(`${what} ${record.id} appears twice`);
    ids.add(record.id);
  }
  return ids;
}

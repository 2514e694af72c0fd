import type { AgentNode, NodeStore, StoredMessage } from '../nodes/node';
import type { ComparisonResult } from './comparison';

/**
 * A comparison as one JSON file: the result plus every run's nodes and messages, so each
 * transcript is one lookup away (by the run's sessionId). `npm run compare -- --out` writes it,
 * and the Compare view's "Download report" downloads the same shape.
 */
export interface ReportNode {
  id: string;
  parent: string | null;
  name: string;
  status: AgentNode['status'];
  usage: AgentNode['usage'];
  messages: StoredMessage['message'][];
}

export interface ComparisonReport extends ComparisonResult {
  /** Every run's nodes by its sessionId; empty for a run whose transcript is not stored. */
  transcripts: Record<string, ReportNode[]>;
}

export async function comparisonReport(result: ComparisonResult, store: Pick<NodeStore, 'listNodes' | 'loadMessages'>): Promise<ComparisonReport> {
  const transcripts: Record<string, ReportNode[]> = {};
  for (const run of result.runs) {
    const nodes = await store.listNodes(run.sessionId);
    transcripts[run.sessionId] = await Promise.all(
      nodes.map(async (node) => ({
        id: node.id,
        parent: node.parentId ?? null,
        name: node.name,
        status: node.status,
        usage: node.usage,
        messages: (await store.loadMessages(node.id)).map((entry) => entry.message),
      })),
    );
  }
  return { ...result, transcripts };
}

/** The report as its file holds it: indented, with a final newline. */
export function comparisonReportText(report: ComparisonReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

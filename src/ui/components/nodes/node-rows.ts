import type { AgentNode, NodeStatus } from '../../../engine/nodes/node';

/** One agent as a row of the tree: depth-first, each child right under the agent that spawned it. */
export interface NodeRow {
  node: AgentNode;
  level: number;
  position: number;
  siblings: number;
}

export function nodeRows(nodes: readonly AgentNode[]): NodeRow[] {
  const ids = new Set(nodes.map((node) => node.id));
  const childrenOf = new Map<string | undefined, AgentNode[]>();
  for (const node of nodes) {
    // A node whose parent is not listed still shows, at the top level, rather than vanishing.
    const parent = node.parentId !== undefined && ids.has(node.parentId) ? node.parentId : undefined;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), node]);
  }
  const rows: NodeRow[] = [];
  const visit = (parent: string | undefined, level: number) => {
    const children = childrenOf.get(parent) ?? [];
    children.forEach((node, index) => {
      rows.push({ node, level, position: index + 1, siblings: children.length });
      visit(node.id, level + 1);
    });
  };
  visit(undefined, 1);
  return rows;
}

/** The status in a few words: "running", "stopped: step cap", "failed: <cause>". */
export function statusText(status: NodeStatus): string {
  switch (status.state) {
    case 'stopped':
      return `stopped: ${stopWords[status.why]}`;
    case 'failed':
      return `failed: ${status.cause}`;
    default:
      return status.state;
  }
}

/** Why an agent stopped, in a few words ("step cap"). */
export const stopWords: Record<Extract<NodeStatus, { state: 'stopped' }>['why'], string> = {
  step_cap: 'step cap',
  token_cap: 'token budget',
  malformed_cap: 'unusable replies',
  aborted: 'by you',
};

import type { ShareNode } from '../../../share/share-document';

/** The agents of a shared run with sub-agents: pick one to read its transcript up to this step. */
export function ReplayAgents({ nodes, selectedId, onSelect }: { nodes: ShareNode[]; selectedId: string | undefined; onSelect: (id: string) => void }) {
  const depthOf = new Map<string, number>();
  for (const node of nodes) depthOf.set(node.id, node.parentId === undefined ? 0 : (depthOf.get(node.parentId) ?? 0) + 1);
  return (
    <nav className="replay-agents" aria-label="Shared agents">
      <ul>
        {nodes.map((node) => (
          <li key={node.id} style={{ paddingLeft: `${(depthOf.get(node.id) ?? 0) * 1.2}rem` }}>
            <button type="button" className="quiet" aria-pressed={node.id === selectedId} onClick={() => onSelect(node.id)}>
              {node.name}
            </button>
            <span className="muted small">
              {' '}
              {node.folder === '' ? 'whole workspace' : `${node.folder}/`} · {statusText(node.status)}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function statusText(status: ShareNode['status']): string {
  switch (status.state) {
    case 'done':
      return 'done';
    case 'running':
      return 'was running when shared';
    case 'interrupted':
      return 'interrupted';
    case 'failed':
      return `failed: ${status.cause}`;
    case 'stopped':
      return { step_cap: 'stopped at the step cap', token_cap: 'stopped by the token budget', malformed_cap: 'stopped after unusable replies', aborted: 'stopped by the user' }[status.why];
  }
}

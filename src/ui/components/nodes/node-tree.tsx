import { useRef, useState, type KeyboardEvent } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useSessions } from '../../hooks/use-playground-state';
import { tokensText } from '../run/format';
import { StorageProblem } from '../sessions/storage-problem';
import { nodeRows, statusText, type NodeRow } from './node-rows';
import '../sessions/sessions.css';

/**
 * The agents of the open session as an ARIA tree named "Agents": the root and every sub-agent it
 * spawned, live while they run, each with its folder, status and tokens. Clicking one (or Enter)
 * shows its transcript below. Also the place storage trouble is shown, above the run.
 */
export function NodeTree() {
  const { sessions } = usePlayground();
  const { nodes, selectedNodeId, openSession } = useSessions();
  const [focusedId, setFocusedId] = useState<string | undefined>();
  const listRef = useRef<HTMLUListElement>(null);
  const rows = nodeRows(nodes);
  const tabStop = rows.find((row) => row.node.id === focusedId) ?? rows.find((row) => row.node.id === selectedNodeId) ?? rows[0];

  const focusRow = (row: NodeRow | undefined) => {
    if (!row) return;
    setFocusedId(row.node.id);
    listRef.current?.querySelector<HTMLElement>(`[data-node="${CSS.escape(row.node.id)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, row: NodeRow, index: number) => {
    const moves: Record<string, (() => void) | undefined> = {
      ArrowDown: () => focusRow(rows[index + 1]),
      ArrowUp: () => focusRow(rows[index - 1]),
      Home: () => focusRow(rows[0]),
      End: () => focusRow(rows.at(-1)),
      Enter: () => sessions.selectNode(row.node.id),
      ' ': () => sessions.selectNode(row.node.id),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div className="session-header">
      <StorageProblem />
      {openSession && <h2 className="session-title">{openSession.title}</h2>}
      {rows.length > 0 && (
        <ul role="tree" aria-label="Agents" className="node-tree" ref={listRef}>
          {rows.map((row, index) => {
            const { node } = row;
            const selected = node.id === selectedNodeId;
            return (
              <li
                key={node.id}
                role="treeitem"
                aria-label={node.name}
                aria-level={row.level}
                aria-posinset={row.position}
                aria-setsize={row.siblings}
                aria-selected={selected}
                data-node={node.id}
                tabIndex={row === tabStop ? 0 : -1}
                className={`node-row node-${node.status.state}${selected ? ' node-selected' : ''}`}
                style={{ paddingInlineStart: `${0.5 + (row.level - 1) * 1.1}rem` }}
                onClick={() => {
                  setFocusedId(node.id);
                  sessions.selectNode(node.id);
                }}
                onKeyDown={(event) => onKeyDown(event, row, index)}
              >
                <span className="node-name">{node.name}</span>
                <span className="node-folder">{node.folder === '' ? 'whole workspace' : `${node.folder}/`}</span>
                <span className="node-status">{statusText(node.status)}</span>
                <span className="node-tokens">{tokensText(node.usage)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

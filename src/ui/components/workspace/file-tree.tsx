import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useEditor, useFiles } from '../../hooks/use-playground-state';
import { parentFolder, visibleRows, type TreeRow } from './file-tree-model';
import './workspace.css';

/**
 * The workspace's files as an ARIA tree (flat rows with aria-level, the pattern that needs no
 * nested groups): each file a treeitem named by its full path; folders open and close. Arrow keys
 * move, Enter opens, Left/Right close and open folders.
 */
export function FileTree() {
  const { editor } = usePlayground();
  const files = useFiles();
  const openPath = useEditor().path;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focusedPath, setFocusedPath] = useState<string | undefined>();
  const listRef = useRef<HTMLUListElement>(null);
  const rows = useMemo(() => visibleRows(files.paths, collapsed), [files.paths, collapsed]);
  const tabStop = rows.find((row) => row.path === focusedPath) ?? rows.find((row) => row.path === openPath) ?? rows[0];

  const toggle = (path: string, expand?: boolean) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      const shouldExpand = expand ?? next.has(path);
      if (shouldExpand) next.delete(path);
      else next.add(path);
      return next;
    });

  const activate = (row: TreeRow) => {
    setFocusedPath(row.path);
    if (row.kind === 'folder') toggle(row.path);
    else void editor.open(row.path);
  };

  const focusRow = (row: TreeRow | undefined) => {
    if (!row) return;
    setFocusedPath(row.path);
    listRef.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(row.path)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, row: TreeRow, index: number) => {
    const handled = handleKey(event.key, row, index);
    if (!handled) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const handleKey = (key: string, row: TreeRow, index: number): boolean => {
    switch (key) {
      case 'ArrowDown':
        focusRow(rows[index + 1]);
        return true;
      case 'ArrowUp':
        focusRow(rows[index - 1]);
        return true;
      case 'Home':
        focusRow(rows[0]);
        return true;
      case 'End':
        focusRow(rows.at(-1));
        return true;
      case 'ArrowRight':
        if (row.kind === 'folder' && !row.expanded) toggle(row.path, true);
        else if (row.kind === 'folder') focusRow(rows[index + 1]);
        return true;
      case 'ArrowLeft': {
        if (row.kind === 'folder' && row.expanded) toggle(row.path, false);
        else focusRow(rows.find((candidate) => candidate.path === parentFolder(row.path)));
        return true;
      }
      case 'Enter':
      case ' ':
        activate(row);
        return true;
      default:
        return false;
    }
  };

  return (
    <section className="file-tree" aria-label="Files">
      <h2 className="pane-title">Files</h2>
      {files.state === 'waiting' && <p className="muted">Starting the workspace…</p>}
      {files.state === 'failed' && <p className="problem-text">Could not list the files: {files.problem}</p>}
      {files.state === 'ready' && rows.length === 0 && <p className="muted">No files yet.</p>}
      <ul role="tree" aria-label="Workspace files" ref={listRef}>
        {rows.map((row, index) => (
          <li
            key={row.path}
            role="treeitem"
            aria-label={row.path}
            aria-level={row.level}
            aria-posinset={row.position}
            aria-setsize={row.siblings}
            aria-expanded={row.kind === 'folder' ? row.expanded : undefined}
            aria-selected={row.kind === 'file' ? row.path === openPath : undefined}
            data-path={row.path}
            tabIndex={row === tabStop ? 0 : -1}
            className={`tree-row tree-${row.kind}${row.path === openPath ? ' tree-open' : ''}`}
            style={{ paddingInlineStart: `${0.5 + (row.level - 1) * 0.9}rem` }}
            onClick={() => activate(row)}
            onKeyDown={(event) => onKeyDown(event, row, index)}
          >
            <span className="tree-icon" aria-hidden="true">
              {row.kind === 'folder' ? (row.expanded ? '▾' : '▸') : '·'}
            </span>
            {row.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

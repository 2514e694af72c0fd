import type { Workspace, WorkspaceKind } from '../../../engine/workspace/workspace';

/**
 * What the UI needs from the workspace manager (src/ui/boot): the live workspace, which kind it is
 * and why, and a way to ask for the other kind. The manager satisfies this structurally; the
 * controllers depend on this shape only, so a test can hand in a plain object.
 */
export interface WorkspaceSourceSnapshot {
  active: Workspace | undefined;
  kind: WorkspaceKind;
  /** The manager's word for where it is (booting, ready, switching, failed...). */
  state: string;
  /** Why this kind is the live one, when there is something to say. */
  reason?: string | undefined;
}

export interface WorkspaceSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WorkspaceSourceSnapshot;
}

/** Calls `attach` with each new live workspace (and now, if one is live); returns the unsubscribe. */
export function followActiveWorkspace(source: WorkspaceSource, attach: (workspace: Workspace | undefined) => void): () => void {
  let current = source.getSnapshot().active;
  attach(current);
  return source.subscribe(() => {
    const next = source.getSnapshot().active;
    if (next === current) return;
    current = next;
    attach(next);
  });
}

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

/**
 * The live workspace once there is one and it is not switching kind: a person who acts while the
 * page is still starting has their action wait for it rather than be refused. Rejects with the
 * manager's reason when no workspace could start at all.
 */
export function whenWorkspaceLive(source: WorkspaceSource): Promise<Workspace> {
  return new Promise((resolve, reject) => {
    const settled = (): boolean => {
      const { active, state, reason } = source.getSnapshot();
      if (active && state !== 'switching') resolve(active);
      else if (!active && state === 'failed') reject(new Error(reason ?? 'no workspace could start in this page'));
      else return false;
      return true;
    };
    if (settled()) return;
    const stop = source.subscribe(() => {
      if (settled()) stop();
    });
  });
}

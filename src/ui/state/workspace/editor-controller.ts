import { isWithinFolder } from '../../../engine/workspace/paths';
import { isWorkspaceError, type Workspace, type WorkspaceChange } from '../../../engine/workspace/workspace';
import { Controller } from '../controller';
import { followActiveWorkspace, type WorkspaceSource } from './workspace-source';

export interface EditorSnapshot {
  path: string | undefined;
  /** The file as the workspace holds it (as last read or saved). */
  saved: string;
  /** What the person is editing; equals `saved` when nothing is unsaved. */
  draft: string;
  state: 'closed' | 'loading' | 'ready' | 'saving' | 'missing' | 'failed';
  /** Changed in the workspace (by the agent or a command) while the draft had unsaved edits. */
  changedOutside: boolean;
  problem?: string;
}

const closed: EditorSnapshot = { path: undefined, saved: '', draft: '', state: 'closed', changedOutside: false };

/**
 * The file open in the editor. Reloads it when the workspace changes under it (the agent wrote
 * it, a command ran), unless the person has unsaved edits: then it keeps the draft and says the
 * file changed, so nobody's work is overwritten silently in either direction.
 */
export class EditorController extends Controller<EditorSnapshot> {
  private workspace: Workspace | undefined;
  private stopWatching: (() => void) | undefined;

  constructor(workspaces: WorkspaceSource) {
    super(closed);
    followActiveWorkspace(workspaces, (workspace) => this.attach(workspace));
  }

  isDirty(): boolean {
    const { draft, saved, state } = this.getSnapshot();
    return state !== 'closed' && draft !== saved;
  }

  async open(path: string): Promise<void> {
    this.replace({ ...closed, path, state: 'loading' });
    await this.load(path, { keepDraft: false });
  }

  close(): void {
    this.replace(closed);
  }

  setDraft(draft: string): void {
    if (this.getSnapshot().state === 'closed') return;
    this.update({ draft });
  }

  async save(): Promise<void> {
    const { path, draft, state } = this.getSnapshot();
    const workspace = this.workspace;
    if (path === undefined || !workspace || state === 'saving' || state === 'loading' || state === 'closed') return;
    this.update({ state: 'saving', problem: undefined });
    try {
      // The agent may have written the file a moment ago, its change not shown yet: look first,
      // and overwrite only a version the person has seen.
      const current = await readIfPresent(workspace, path);
      const { saved } = this.getSnapshot();
      if (current !== undefined && current !== saved && current !== draft) {
        if (this.getSnapshot().path !== path) return;
        this.update({
          saved: current,
          state: 'ready',
          changedOutside: true,
          problem: `${path} changed in the workspace since you opened it (the agent or a command wrote it), so your edits were not saved. Save again to replace it with yours, or discard yours to see the new version.`,
        });
        return;
      }
      await workspace.writeFile(path, draft);
      // Edits typed while saving stay in the draft (and stay unsaved).
      if (this.getSnapshot().path === path) this.update({ saved: draft, state: 'ready', changedOutside: false });
      // A write that landed while this one ran was not shown (loads wait out a save): look again.
      await this.load(path, { keepDraft: true });
    } catch (error) {
      if (this.getSnapshot().path === path) this.update({ state: 'failed', problem: `Could not save ${path}: ${describe(error)}` });
    }
  }

  /** Drops unsaved edits and shows the file as the workspace holds it. */
  async revert(): Promise<void> {
    const { path } = this.getSnapshot();
    if (path !== undefined) await this.load(path, { keepDraft: false });
  }

  private attach(workspace: Workspace | undefined): void {
    this.stopWatching?.();
    this.workspace = workspace;
    this.stopWatching = workspace?.onChange((change) => void this.onWorkspaceChange(change));
    const { path } = this.getSnapshot();
    // Files are carried over on a switch: show the open file as the new workspace holds it.
    if (workspace && path !== undefined) void this.load(path, { keepDraft: true });
  }

  private async onWorkspaceChange(change: WorkspaceChange): Promise<void> {
    const { path } = this.getSnapshot();
    if (path === undefined) return;
    if (change.type === 'write' && change.path !== path) return;
    if (change.type === 'remove' && !isWithinFolder(path, change.path)) return;
    await this.load(path, { keepDraft: true });
  }

  private async load(path: string, { keepDraft }: { keepDraft: boolean }): Promise<void> {
    const workspace = this.workspace;
    if (!workspace) return;
    try {
      const content = await workspace.readFile(path);
      const current = this.getSnapshot();
      if (current.path !== path || current.state === 'saving') return;
      const dirty = keepDraft && current.state !== 'loading' && current.draft !== current.saved;
      if (dirty) {
        if (content !== current.saved) this.update({ saved: content, changedOutside: content !== current.draft });
        return;
      }
      this.update({ saved: content, draft: content, state: 'ready', changedOutside: false, problem: undefined });
    } catch (error) {
      if (this.getSnapshot().path !== path) return;
      if (isNotFound(error)) return this.update({ state: 'missing', problem: `${path} is no longer in the workspace.` });
      this.update({ state: 'failed', problem: `Could not read ${path}: ${describe(error)}` });
    }
  }
}

/** The file's content, or undefined when it is not there (a save then makes it anew). */
async function readIfPresent(workspace: Workspace, path: string): Promise<string | undefined> {
  try {
    return await workspace.readFile(path);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** By code as well as by class: an error that crossed from a worker may be a plain copy. */
function isNotFound(error: unknown): boolean {
  return isWorkspaceError(error, 'not_found') || (error as { code?: unknown } | undefined)?.code === 'not_found';
}

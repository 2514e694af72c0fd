import type { Workspace } from '../../../engine/workspace/workspace';
import { Controller } from '../controller';
import { followActiveWorkspace, type WorkspaceSource } from './workspace-source';

export interface FilesSnapshot {
  /** Every file, workspace-relative, sorted. */
  paths: string[];
  state: 'waiting' | 'ready' | 'failed';
  problem?: string;
}

/**
 * The file list of the live workspace, kept current: any change (a write, a command, an import)
 * re-lists, coalesced so a burst of writes lists once. Follows the live workspace when it switches.
 */
export class FilesController extends Controller<FilesSnapshot> {
  private workspace: Workspace | undefined;
  private stopWatching: (() => void) | undefined;
  private listing: Promise<void> | undefined;
  private listAgain = false;

  constructor(workspaces: WorkspaceSource) {
    super({ paths: [], state: 'waiting' });
    followActiveWorkspace(workspaces, (workspace) => this.attach(workspace));
  }

  private attach(workspace: Workspace | undefined): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.workspace = workspace;
    if (!workspace) return this.replace({ paths: [], state: 'waiting' });
    this.stopWatching = workspace.onChange(() => void this.refresh());
    void this.refresh();
  }

  /** Lists now, or once more after the listing in progress (never two at a time). */
  refresh(): Promise<void> {
    if (this.listing) {
      this.listAgain = true;
      return this.listing;
    }
    this.listing = this.listUntilQuiet().finally(() => {
      this.listing = undefined;
    });
    return this.listing;
  }

  private async listUntilQuiet(): Promise<void> {
    do {
      this.listAgain = false;
      const workspace = this.workspace;
      if (!workspace) return;
      try {
        const paths = await workspace.listFiles();
        // A switch while listing: the newer workspace's own listing wins.
        if (workspace !== this.workspace) continue;
        if (!samePaths(paths, this.getSnapshot().paths) || this.getSnapshot().state !== 'ready') {
          this.replace({ paths, state: 'ready' });
        }
      } catch (error) {
        if (workspace === this.workspace) this.replace({ paths: [], state: 'failed', problem: error instanceof Error ? error.message : String(error) });
      }
    } while (this.listAgain);
  }
}

function samePaths(first: string[], second: string[]): boolean {
  return first.length === second.length && first.every((path, index) => path === second[index]);
}

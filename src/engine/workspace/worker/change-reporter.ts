import { contentHash } from '../../toolkit/stable-json';
import { isWithinFolder, resolveWorkspacePath } from '../paths';
import { isWorkspaceError, type Workspace } from '../workspace';
import type { CallRequest, FileDelta } from './protocol';

/**
 * Tells the page which files changed, so that it keeps a copy to restart a killed worker from.
 * Remembers the content hash of every file it reported, and sends only what differs from that.
 * A call that names its paths (a write, a removal, an import) is reported from those paths alone;
 * a command, or anything that failed part-way, from a scan of every file.
 */
export class ChangeReporter {
  /** path -> hash of the content the page was last sent. */
  private reported = new Map<string, string>();

  async report(workspace: Workspace, request: CallRequest, succeeded: boolean): Promise<FileDelta> {
    const root = workspace.rootPath;
    if (succeeded && request.method === 'writeFile') {
      return this.reportPaths(workspace, [resolveWorkspacePath(request.args[0], root)]);
    }
    if (succeeded && request.method === 'importFiles' && !request.args[1].replace) {
      return this.reportPaths(workspace, Object.keys(request.args[0]).map((path) => resolveWorkspacePath(path, root)));
    }
    if (succeeded && request.method === 'rm') return this.reportRemoval(resolveWorkspacePath(request.args[0], root));
    return this.reportAll(await workspace.exportFiles());
  }

  private async reportPaths(workspace: Workspace, paths: string[]): Promise<FileDelta> {
    const written: [string, string][] = [];
    const removed: string[] = [];
    for (const path of new Set(paths)) {
      let content: string;
      try {
        content = await workspace.readFile(path);
      } catch (error) {
        // Gone again already (a command removed it meanwhile): the page must not keep it either.
        if (!isWorkspaceError(error, 'not_found') || !this.reported.delete(path)) continue;
        removed.push(path);
        continue;
      }
      const hash = contentHash(content);
      if (this.reported.get(path) === hash) continue;
      this.reported.set(path, hash);
      written.push([path, content]);
    }
    // fromEntries defines own properties, so a file named "__proto__" stays a file.
    return { written: Object.fromEntries(written), removed };
  }

  private reportRemoval(folder: string): FileDelta {
    const removed = [...this.reported.keys()].filter((path) => isWithinFolder(path, folder));
    for (const path of removed) this.reported.delete(path);
    return { written: {}, removed };
  }

  private reportAll(files: Record<string, string>): FileDelta {
    const next = new Map<string, string>();
    const written: [string, string][] = [];
    for (const [path, content] of Object.entries(files)) {
      const hash = contentHash(content);
      next.set(path, hash);
      if (this.reported.get(path) !== hash) written.push([path, content]);
    }
    const removed = [...this.reported.keys()].filter((path) => !next.has(path));
    this.reported = next;
    return { written: Object.fromEntries(written), removed };
  }
}

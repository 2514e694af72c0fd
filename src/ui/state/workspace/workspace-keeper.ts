import type { Workspace } from '../../../engine/workspace/workspace';
import { followActiveWorkspace, type WorkspaceSource } from './workspace-source';

/**
 * Keeps the workspace's files across reloads. Sessions are stored message by message, but a
 * session continued after a reload is only honest if the files its agent wrote are still there:
 * so the files are saved as soon as they change and put back into the first live workspace
 * of the next visit (before the person or an agent can touch it, the sample is replaced).
 */

/** The settings record holding the files (path -> content). */
export const keptFilesSetting = 'workspaceFiles';
/** A bigger workspace (a WebContainer after `npm install`) is not kept: storage is not a disk. */
export const MAX_KEPT_BYTES = 8 * 1024 * 1024;

export interface KeptFilesStorage {
  get<T>(name: string): Promise<T | undefined>;
  set(name: string, value: unknown): Promise<void>;
}

export interface WorkspaceKeeperOptions {
  workspaces: WorkspaceSource;
  storage: KeptFilesStorage;
  /** A problem worth telling the person, once, in words. */
  onProblem: (message: string) => void;
}

export interface WorkspaceKeeper {
  /** Settles once the saved files (if any) are back in the live workspace. */
  restored: Promise<void>;
  /** Settles once every change so far is saved. */
  flush(): Promise<void>;
  dispose(): void;
}

/**
 * Saves start at the first change, not after a pause: a person may reload a moment after an agent
 * wrote a file. Changes that arrive while a save runs are folded into one more save after it.
 */
export function keepWorkspaceFiles(options: WorkspaceKeeperOptions): WorkspaceKeeper {
  let current: Workspace | undefined;
  let stopWatching: (() => void) | undefined;
  let warnedTooLarge = false;
  let dirty = false;
  let draining: Promise<void> | undefined;
  let resolveRestored!: () => void;
  const restored = new Promise<void>((resolve) => (resolveRestored = resolve));
  const saved = options.storage.get<Record<string, string>>(keptFilesSetting).catch((error: unknown) => {
    options.onProblem(`The workspace files of your last visit could not be loaded (${describe(error)}); you are on the sample workspace.`);
    return undefined;
  });
  let firstWorkspace = true;

  const saveOnce = async (workspace: Workspace): Promise<void> => {
    try {
      const files = await workspace.exportFiles();
      if (sizeOf(files) > MAX_KEPT_BYTES) {
        if (!warnedTooLarge) options.onProblem(`The workspace holds more than ${MAX_KEPT_BYTES / 1024 / 1024} MB of files, so it is not kept across reloads; your sessions still are.`);
        warnedTooLarge = true;
        return;
      }
      await options.storage.set(keptFilesSetting, files);
    } catch (error) {
      options.onProblem(`The workspace files were not saved (${describe(error)}); they are still in this tab, but a reload would lose them.`);
    }
  };

  const drain = async (): Promise<void> => {
    while (dirty && current) {
      dirty = false;
      await saveOnce(current);
    }
    draining = undefined;
  };

  const changed = (): void => {
    dirty = true;
    draining ??= drain();
  };

  const attach = (workspace: Workspace | undefined): void => {
    stopWatching?.();
    stopWatching = undefined;
    current = workspace;
    if (!workspace) return;
    const watch = () => {
      if (current === workspace) stopWatching = workspace.onChange(changed);
    };
    if (!firstWorkspace) return watch();
    // Later workspaces come from a switch, which carries the files over itself.
    firstWorkspace = false;
    void saved
      .then(async (files) => {
        if (files && Object.keys(files).length > 0 && current === workspace) await workspace.importFiles(files, { replace: true });
      })
      .catch((error: unknown) => options.onProblem(`The workspace files of your last visit could not be put back (${describe(error)}).`))
      .finally(() => {
        watch();
        resolveRestored();
      });
  };

  const unfollow = followActiveWorkspace(options.workspaces, attach);
  return {
    restored,
    flush: async () => {
      while (draining) await draining;
    },
    dispose() {
      unfollow();
      stopWatching?.();
    },
  };
}

function sizeOf(files: Record<string, string>): number {
  let total = 0;
  for (const [path, content] of Object.entries(files)) total += path.length + content.length;
  return total;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

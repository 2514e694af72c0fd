import { embeddedCapabilities, missingNeeds } from '../engine/workspace/capabilities';
import { createEmbeddedWorkspace } from '../engine/workspace/embedded-workspace';
import { findBubblewrap, SandboxUnavailableError } from '../engine/workspace/os/bubblewrap';
import { createOsWorkspace } from '../engine/workspace/os/os-workspace';
import type { Workspace, WorkspaceCapabilities } from '../engine/workspace/workspace';
import { UsageError } from './command-line';

/**
 * `--sandbox embedded|os`, shared by `npm run agent` and `npm run compare`: where the agent's
 * commands run. embedded (the default) is the simulated in-memory shell; os is a real copy of the
 * files under bubblewrap, where node, npm, git and the host's other programs run.
 */

export type SandboxKind = 'embedded' | 'os';

export const sandboxFlags = {
  sandbox: { type: 'string' },
} as const;

export const sandboxUsage =
  '--sandbox embedded (default: a simulated shell, no node, npm or git) or os (a real copy of the files under bubblewrap, Linux: programs and tests run, no network).';

export function parseSandbox(value: string | undefined): SandboxKind {
  if (value === undefined || value === 'embedded') return 'embedded';
  if (value === 'os') return 'os';
  throw new UsageError(`--sandbox takes "embedded" or "os", not "${value}".`);
}

/** Makes workspaces of one kind; for os, bubblewrap is found (or refused) once, up front. */
export interface WorkspaceMaker {
  kind: SandboxKind;
  /** A fresh workspace: a copy of `seedFolder` (os) and/or the given files. */
  create(seed: { seedFolder?: string; files?: Record<string, string> }): Promise<Workspace>;
  /** What this kind's workspaces can run. */
  capabilities(): Promise<WorkspaceCapabilities>;
}

/** The maker for `kind`; a UsageError saying what to install when the OS sandbox cannot run here. */
export async function workspaceMaker(kind: SandboxKind): Promise<WorkspaceMaker> {
  if (kind === 'embedded') {
    return {
      kind,
      create: ({ files }) => createEmbeddedWorkspace({ files: files ?? {} }),
      capabilities: async () => embeddedCapabilities,
    };
  }
  let bubblewrap: string;
  try {
    bubblewrap = await findBubblewrap();
  } catch (error) {
    if (error instanceof SandboxUnavailableError) throw new UsageError(error.message);
    throw error;
  }
  let found: WorkspaceCapabilities | undefined;
  return {
    kind,
    create: (seed) => createOsWorkspace({ ...seed, bubblewrap }),
    capabilities: async () => {
      if (found) return found;
      const probe = await createOsWorkspace({ bubblewrap });
      found = probe.capabilities;
      await probe.dispose();
      return found;
    },
  };
}

/** A UsageError when a lesson needs what this kind of workspace lacks. */
export async function checkNeeds(what: string, needs: readonly string[] | undefined, maker: WorkspaceMaker): Promise<void> {
  if (!needs || needs.length === 0) return;
  const missing = missingNeeds(needs, await maker.capabilities());
  if (missing.length === 0) return;
  const hint = maker.kind === 'embedded' ? ' Run it with --sandbox os.' : ' Install it on this machine, or run another lesson.';
  throw new UsageError(`${what} needs ${missing.join(', ')}, which the ${maker.kind} workspace does not have.${hint}`);
}

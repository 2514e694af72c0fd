import { embeddedCapabilities, missingNeeds } from '../../engine/workspace/capabilities';
import { createEmbeddedWorkspace } from '../../engine/workspace/embedded-workspace';
import { parseAllowedHost } from '../../engine/workspace/os/allowed-hosts';
import { findBubblewrap, findSocat, SandboxUnavailableError } from '../../engine/workspace/os/bubblewrap';
import { startDomainProxy, type DomainProxy } from '../../engine/workspace/os/domain-proxy';
import { createOsWorkspace, type OsNetwork } from '../../engine/workspace/os/os-workspace';
import type { Workspace, WorkspaceCapabilities } from '../../engine/workspace/workspace';
import type { CliIo } from './cli-io';
import { UsageError } from './command-line';

/**
 * `--sandbox embedded|os`, shared by `npm run agent` and `npm run compare`: where the agent's
 * commands run. embedded (the default) is the simulated in-memory shell; os is a real copy of the
 * files under bubblewrap, where node, npm, git and the host's other programs run.
 */

export type SandboxKind = 'embedded' | 'os';

export const sandboxFlags = {
  sandbox: { type: 'string' },
  'allow-domain': { type: 'string', multiple: true },
} as const;

export const sandboxUsage =
  '--sandbox embedded (default: a simulated shell, no node, npm or git) or os (a real copy of the files under bubblewrap, Linux: programs and tests run, no network).\n' +
  '--allow-domain <host> (repeatable, with --sandbox os; *.example.com for subdomains) lets commands reach that host through a filtering proxy (needs socat).';

export function parseSandbox(value: string | undefined): SandboxKind {
  if (value === undefined || value === 'embedded') return 'embedded';
  if (value === 'os') return 'os';
  throw new UsageError(`--sandbox takes "embedded" or "os", not "${value}".`);
}

/** The hosts of every --allow-domain, as the proxy compares them; a UsageError for a bad one or without --sandbox os. */
export function parseAllowedDomains(values: readonly string[] | undefined, sandbox: SandboxKind): string[] {
  if (!values || values.length === 0) return [];
  if (sandbox !== 'os') throw new UsageError('--allow-domain works only with --sandbox os: the embedded shell has no network to open.');
  const hosts = values.map((value) => {
    const parsed = parseAllowedHost(value);
    if ('problem' in parsed) throw new UsageError(parsed.problem);
    return parsed.host;
  });
  return [...new Set(hosts)];
}

/** Makes workspaces of one kind; for os, bubblewrap is found (or refused) once, up front. */
export interface WorkspaceMaker {
  kind: SandboxKind;
  /** A fresh workspace: a copy of `seedFolder` (os) and/or the given files. */
  create(seed: { seedFolder?: string; files?: Record<string, string>; onPastPathLimits?: (paths: string[]) => void }): Promise<Workspace>;
  /** What this kind's workspaces can run. */
  capabilities(): Promise<WorkspaceCapabilities>;
  /** Ends what the workspaces shared (the network proxy); call once, when the run is over. */
  close(): Promise<void>;
}

/**
 * The maker for `kind`; a UsageError saying what to install when the OS sandbox cannot run here.
 * With allowed hosts, the proxy starts with the first workspace and serves all of them. Programs
 * are looked up on the command's PATH (inside the sandbox too), and copies and the proxy's socket go
 * under its TMPDIR.
 */
export async function workspaceMaker(kind: SandboxKind, allowedHosts: readonly string[], env: CliIo['env']): Promise<WorkspaceMaker> {
  if (kind === 'embedded') {
    return {
      kind,
      create: ({ files }) => createEmbeddedWorkspace({ files: files ?? {} }),
      capabilities: async () => embeddedCapabilities,
      close: async () => {},
    };
  }
  let bubblewrap: string;
  let socat: string | undefined;
  try {
    bubblewrap = await findBubblewrap(env.PATH);
    if (allowedHosts.length > 0) socat = await findSocat(env.PATH);
  } catch (error) {
    if (error instanceof SandboxUnavailableError) throw new UsageError(error.message);
    throw error;
  }
  // As os.tmpdir() reads it, but from the command's environment rather than this process's.
  const temporaryFolder = env.TMPDIR || env.TMP || env.TEMP || '/tmp';
  let proxy: Promise<DomainProxy> | undefined;
  const network = async (): Promise<OsNetwork | undefined> => {
    if (socat === undefined) return undefined;
    proxy ??= startDomainProxy(allowedHosts, temporaryFolder);
    return { socketPath: (await proxy).socketPath, socat, hosts: allowedHosts };
  };
  let found: WorkspaceCapabilities | undefined;
  return {
    kind,
    create: async (seed) => createOsWorkspace({ ...seed, bubblewrap, network: await network(), temporaryFolder, host: env }),
    capabilities: async () => {
      if (found) return found;
      const probe = await createOsWorkspace({ bubblewrap, network: await network(), temporaryFolder, host: env });
      found = probe.capabilities;
      await probe.dispose();
      return found;
    },
    close: async () => {
      // A proxy that never started has nothing to stop; its failure was reported where it happened.
      await (await proxy?.catch(() => undefined))?.close();
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

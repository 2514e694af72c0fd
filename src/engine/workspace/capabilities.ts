import type { WorkspaceCapabilities } from './workspace';

/**
 * What each kind of workspace can run, in words the model reads where the surface says
 * {workspace}. Kept apart from the workspaces themselves so the page can name them without loading
 * just-bash or a WebContainer.
 */

/**
 * Everyday commands of the embedded shell that the model is told about. Not all of them: the full
 * list is long and mostly noise in a prompt. A test checks each one against just-bash's own list.
 */
export const embeddedEverydayCommands = [
  'ls', 'cat', 'head', 'tail', 'wc', 'grep', 'sed', 'awk', 'find', 'sort', 'uniq', 'cut', 'tr',
  'xargs', 'diff', 'jq', 'seq', 'tee', 'mkdir', 'cp', 'mv', 'rm', 'touch', 'tar', 'sqlite3',
] as const;

export const embeddedCapabilities: WorkspaceCapabilities = {
  provides: ['shell'],
  description:
    `The workspace is an embedded, simulated shell: ${embeddedEverydayCommands.join(', ')} and similar ` +
    'Unix tools, pipes and redirects work; there is no node, npm, git, python or network, so programs and tests cannot run here.',
};

export const webContainerCapabilities: WorkspaceCapabilities = {
  provides: ['shell', 'node', 'npm'],
  description:
    'The workspace runs in a WebContainer: node, npm and npx work, with common file commands and jq; ' +
    'there is no git, python or sleep, and stdout and stderr arrive merged.',
};

/** Programs worth naming to the model when the OS sandbox finds them on PATH. */
export const osProgramsToFind = [
  'node', 'npm', 'npx', 'git', 'python3', 'pip3', 'make', 'gcc', 'cargo', 'go', 'java', 'ruby', 'rg', 'jq', 'curl',
] as const;

/**
 * The OS sandbox's capabilities: the programs found inside it, and whether hosts are reachable.
 * `allowedHosts` empty means no network at all.
 */
export function osCapabilities(found: readonly string[], allowedHosts: readonly string[]): WorkspaceCapabilities {
  const network =
    allowedHosts.length === 0
      ? 'there is no network'
      : `the network reaches only ${allowedHosts.join(', ')}, through a proxy (programs that honour HTTP_PROXY: curl, npm, git, pip; Node's built-in fetch does not)`;
  const programs = found.length === 0 ? 'the usual Unix tools' : `${found.join(', ')} and the usual Unix tools`;
  return {
    provides: ['shell', ...found, ...(allowedHosts.length > 0 ? ['network'] : [])],
    description:
      `The workspace is a real folder under an OS sandbox: ${programs} run there, so you can run programs and tests; ` +
      `${network}, and only the workspace folder and /tmp can be written.`,
  };
}

/** The needs a workspace does not meet, in the order they were asked for. */
export function missingNeeds(needs: readonly string[], capabilities: WorkspaceCapabilities): string[] {
  // "mcp:<server>" is a server to connect, not something a workspace runs (lesson-needs.ts checks it).
  return needs.filter((need) => !need.startsWith('mcp:') && !capabilities.provides.includes(need));
}

import { execFile } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { access, realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * How a command runs under bubblewrap (Linux): as an unprivileged user with no capabilities in a
 * user namespace of its own, the host's file system mounted read-only, the workspace folder bound
 * writable at its own path (so `pwd` and absolute paths agree with the file tools), a private /tmp
 * and /run, the host user's home hidden, no network, its own process tree, and an environment built
 * from scratch so nothing of the host's (an API key above all) reaches it.
 */

const run = promisify(execFile);

/** What to tell someone whose machine cannot run the OS sandbox. */
export class SandboxUnavailableError extends Error {}

/**
 * The path of a bwrap that can start a sandbox here, or a SandboxUnavailableError saying what to
 * install. Tried for real: a bwrap that exists but may not create namespaces (some containers) is
 * as unusable as none.
 */
export async function findBubblewrap(searchPath = process.env.PATH): Promise<string> {
  if (process.platform !== 'linux') {
    throw new SandboxUnavailableError(`--sandbox os runs on Linux with bubblewrap; this machine is ${process.platform}. Use --sandbox embedded.`);
  }
  const path = await onPath('bwrap', searchPath);
  if (path === undefined) throw new SandboxUnavailableError('--sandbox os needs bubblewrap: install it (Debian/Ubuntu: apt-get install bubblewrap), or use --sandbox embedded.');
  const help = await run(path, ['--help'], { timeout: 10_000 }).then((result) => result.stdout, () => '');
  // Older bubblewraps (before 0.8) cannot forbid new user namespaces inside; they still sandbox.
  forbidsNestedNamespaces.set(path, help.includes('--disable-userns'));
  try {
    await run(path, [...isolationArguments(path), '--', '/bin/sh', '-c', 'true'], { timeout: 10_000, ...sandboxUser() });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error instanceof Error ? error.message : String(error));
    throw new SandboxUnavailableError(`--sandbox os found bubblewrap at ${path} but it could not start a sandbox here (${detail.split('\n')[0]}); allow user namespaces, or use --sandbox embedded.`);
  }
  return path;
}

/** socat's path, or a SandboxUnavailableError saying what to install: --allow-domain needs it. */
export async function findSocat(searchPath = process.env.PATH): Promise<string> {
  const path = await onPath('socat', searchPath);
  if (path === undefined) throw new SandboxUnavailableError('--allow-domain needs socat to carry the sandbox\'s connections to its proxy: install it (Debian/Ubuntu: apt-get install socat).');
  return path;
}

/**
 * The first executable `name` in a folder of `searchPath` (a PATH: the caller's, which may not be
 * this process's), as its real file: a link in a folder of root's own would stop nobody, whom the
 * sandbox runs as, from starting it.
 */
async function onPath(name: string, searchPath: string | undefined): Promise<string | undefined> {
  for (const folder of (searchPath ?? '').split(delimiter)) {
    if (folder === '') continue;
    const candidate = join(folder, name);
    if (await access(candidate, constants.X_OK).then(() => true, () => false)) return realpath(candidate);
  }
  return undefined;
}

/** Which bwraps found here can forbid user namespaces inside the sandbox (--disable-userns). */
const forbidsNestedNamespaces = new Map<string, boolean>();

/**
 * Who the sandbox's commands run as, outside it. Started by root, bwrap would keep root's access
 * to every file even with its capabilities dropped (a user namespace's uid maps back to the one
 * that made it, and the kernel checks files with that one), so root hands the command to nobody
 * first, and the copy is nobody's (os-workspace.ts). Anyone else runs it as themselves.
 */
export function sandboxUser(): { uid: number; gid: number } | undefined {
  return process.geteuid?.() === 0 ? { uid: 65_534, gid: 65_534 } : undefined;
}

export interface SandboxedCommand {
  /** Absolute path of the workspace folder: HOME, and writable unless writableFolder narrows it. */
  rootPath: string;
  /**
   * A sub-agent's folder (absolute, under rootPath, no link on the way): the only writable place
   * in the copy; the rest of the copy is mounted read-only, so no command line can reach past it.
   */
  writableFolder?: string;
  /** Absolute folder the command starts in (the root or a folder under it). */
  cwd: string;
  command: string;
  /** The way out to the allowed hosts; without it the command has no network at all. */
  network?: SandboxNetwork;
  /** Where PATH and LANG come from (a CLI's own environment); this process's when absent. */
  host?: HostEnvironment;
}

export type HostEnvironment = Readonly<Record<string, string | undefined>>;

/** bwrap's arguments for one command line, run by /bin/sh. */
export function sandboxArguments(bubblewrap: string, sandboxed: SandboxedCommand): string[] {
  const environment = sandboxEnvironment(sandboxed.rootPath, sandboxed.network !== undefined, sandboxed.host);
  const root = sandboxed.rootPath;
  const folder = sandboxed.writableFolder;
  return [
    ...isolationArguments(bubblewrap),
    // Later mounts cover earlier ones: the copy read-only first, then the sub-agent's folder in it.
    ...(folder === undefined ? ['--bind', root, root] : ['--ro-bind', root, root, '--bind', folder, folder]),
    ...(sandboxed.network ? ['--bind', sandboxed.network.socketPath, proxySocketInside] : []),
    '--chdir', sandboxed.cwd,
    '--clearenv',
    ...Object.entries(environment).flatMap(([name, value]) => ['--setenv', name, value]),
    '--', '/bin/sh', '-c', ...(sandboxed.network ? [bridgeScript(sandboxed.network.socat), 'sh', sandboxed.command] : [sandboxed.command]),
  ];
}

/**
 * The sandbox's one way out when hosts are allowed. Its network namespace stays empty but for
 * loopback; the proxy's Unix socket is bound in, and socat, started before the command, turns
 * 127.0.0.1:3128 into that socket. Programs find it through HTTP_PROXY and HTTPS_PROXY.
 */
export interface SandboxNetwork {
  /** The host proxy's Unix socket (domain-proxy.ts). */
  socketPath: string;
  /** socat's path on the host (the sandbox sees the same files). */
  socat: string;
}

const proxyPortInside = 3128;
/** Under the sandbox's private /tmp: a place bwrap can make, and no workspace file can be. */
const proxySocketInside = '/tmp/.aci-network-proxy.sock';

/**
 * Starts socat in the background, waits until it listens (the kernel's own table of listening
 * sockets, so the wait makes no connection), then becomes the command. $1 is the command line.
 */
function bridgeScript(socat: string): string {
  const listening = `0100007F:${proxyPortInside.toString(16).toUpperCase().padStart(4, '0')} 00000000:0000 0A`;
  return [
    `${shellQuoted(socat)} TCP-LISTEN:${proxyPortInside},bind=127.0.0.1,fork,reuseaddr UNIX-CONNECT:${proxySocketInside} </dev/null >/dev/null 2>&1 &`,
    `tries=0; until grep -q '${listening}' /proc/net/tcp; do`,
    `  tries=$((tries + 1)); if [ "$tries" -gt 300 ]; then echo "The sandbox's network bridge (socat) did not start: the allowed hosts cannot be reached from this command." >&2; break; fi`,
    '  sleep 0.01',
    'done',
    'exec /bin/sh -c "$1"',
  ].join('\n');
}

function shellQuoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The mounts and namespaces every sandboxed command shares; the workspace is bound after them. */
function isolationArguments(bubblewrap: string): string[] {
  const home = homedir();
  return [
    // A user namespace with every capability dropped: no mount, umount or remount can undo the
    // mounts below, and nothing inside may make a namespace of its own (a large kernel surface).
    '--unshare-user',
    ...(forbidsNestedNamespaces.get(bubblewrap) ? ['--disable-userns'] : []),
    '--cap-drop', 'ALL',
    '--ro-bind', '/', '/',
    '--dev', '/dev',
    '--proc', '/proc',
    // The kernel's settings: some are this sandbox's own (its namespaces'), none are its to change.
    '--ro-bind', '/proc/sys', '/proc/sys',
    // A private /tmp hides other runs' workspaces (they live under the host's /tmp) and takes scratch files.
    '--tmpfs', '/tmp',
    // The host's services listen on Unix sockets under /run (D-Bus, Docker); a read-only mount does
    // not stop a connection to a socket, so /run is an empty folder here, and the proxy the only way out.
    '--tmpfs', '/run',
    // The host user's dot-files hold credentials (.npmrc, .ssh, cloud logins): hidden behind an
    // empty, read-only folder, so they can be neither read nor (seemingly) written. A home that
    // does not exist (nobody's) has nothing to hide, and no place could be made for it.
    ...(home && home !== '/' && existsSync(home) ? ['--tmpfs', home, '--remount-ro', home] : []),
    '--unshare-net',
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    // The command gets a session of its own, without a terminal, so it cannot type into one.
    '--new-session',
    // Stop and time limits kill bwrap; the namespace's first process dies with it (it is its
    // child), and when that one dies the kernel ends every other process in the namespace,
    // whatever session or group it put itself in.
    '--die-with-parent',
  ];
}

/**
 * The whole environment of a sandboxed command. PATH and LANG come from the host so its programs
 * are found and speak its language; everything else is fixed here.
 */
export function sandboxEnvironment(rootPath: string, proxied = false, host: HostEnvironment = process.env): Record<string, string> {
  const proxy = `http://127.0.0.1:${proxyPortInside}`;
  return {
    // Both spellings: curl reads only the lower-case http_proxy, other programs the upper-case.
    // No NO_PROXY: even localhost goes through the proxy, which alone decides what is reachable.
    ...(proxied ? { HTTP_PROXY: proxy, HTTPS_PROXY: proxy, http_proxy: proxy, https_proxy: proxy } : {}),
    PATH: host.PATH || '/usr/local/bin:/usr/bin:/bin',
    LANG: host.LANG || 'C.UTF-8',
    HOME: rootPath,
    TMPDIR: '/tmp',
    // npm's cache would otherwise land in the workspace (HOME) and be taken for the agent's work.
    npm_config_cache: '/tmp/.npm',
    npm_config_update_notifier: 'false',
    // `git commit` refuses to run without an identity; the agent should not have to invent one.
    GIT_AUTHOR_NAME: 'ACI Playground agent',
    GIT_AUTHOR_EMAIL: 'agent@aci-playground.invalid',
    GIT_COMMITTER_NAME: 'ACI Playground agent',
    GIT_COMMITTER_EMAIL: 'agent@aci-playground.invalid',
  };
}

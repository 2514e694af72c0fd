import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CliIo, CommandMain } from '../../src/cli/shared/cli-io';

/** The commands a person runs as `npm run <command>`, each a folder in src/cli. */
export type CliCommand = 'agent' | 'compare' | 'select' | 'lint' | 'share' | 'improve';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Milliseconds before the command is stopped as by Ctrl-C (a process: killed); long enough for a loaded machine. */
  timeout?: number;
  /** Ctrl-C: aborting it stops the command as the first Ctrl-C in a terminal does. */
  signal?: AbortSignal;
}

/** The repository root: relative paths in a command start here, as under `npm run`. */
export const repository = fileURLToPath(new URL('../..', import.meta.url));

/** Each command's main, loaded when a test first runs that command. */
const mains: Record<CliCommand, () => Promise<CommandMain>> = {
  agent: async () => (await import('../../src/cli/agent/agent-main')).main,
  compare: async () => (await import('../../src/cli/compare/compare-main')).main,
  select: async () => (await import('../../src/cli/select/select-main')).main,
  lint: async () => (await import('../../src/cli/lint/lint-main')).main,
  share: async () => (await import('../../src/cli/share/share-main')).main,
  improve: async () => (await import('../../src/cli/improve/improve-main')).main,
};

/**
 * Runs a command in this process, as `npm run <command>` would run it from the repository, and
 * waits for its exit code. The environment holds only PATH plus `env`, so a key or a base URL on
 * the developer's machine never reaches a test; stdout and stderr are collected apart.
 */
export async function runCli(command: CliCommand, args: string[], env: Record<string, string | undefined> = {}, options: CliOptions = {}): Promise<CliRun> {
  const { timeout = 60_000, signal } = options;
  let stdout = '';
  let stderr = '';
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new Error(`${command} still running after ${timeout} ms`)), timeout);
  const io: CliIo = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: { PATH: process.env.PATH, ...env },
    cwd: repository,
    signal: signal ? AbortSignal.any([signal, stop.signal]) : stop.signal,
  };
  try {
    const code = await (await mains[command]())(args, io);
    return { code, stdout, stderr };
  } finally {
    clearTimeout(timer);
  }
}

/** What follows `node` to start a command the way `npm run <command>` does, from TypeScript source. */
export function cliArguments(command: CliCommand, args: string[] = []): string[] {
  return ['--import', 'tsx', `${repository}src/cli/${command}/${command}.ts`, ...args];
}

/**
 * Runs a command as a real process (its entry file: exit code, signals, the two streams), for the
 * few tests about the process itself or about a different user. Same environment rule as runCli.
 */
export interface SpawnOptions {
  /** Milliseconds before the process is killed. */
  timeout?: number;
  /** Run as this user, e.g. to see a permission error that root would never get. */
  uid?: number;
  /** Run with this group (with uid: a user's own group rather than root's). */
  gid?: number;
}

export function spawnCli(command: CliCommand, args: string[], env: Record<string, string | undefined> = {}, options: SpawnOptions = {}): Promise<CliRun> {
  const { timeout = 60_000, ...rest } = options;
  return new Promise((resolve) => {
    execFile(process.execPath, cliArguments(command, args), { env: { PATH: process.env.PATH, ...env }, timeout, cwd: repository, ...rest }, (error, stdout, stderr) =>
      // A process killed by its timeout has no exit code: it counts as a failure.
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The commands a person runs as `npm run <command>`, each a file in src/cli. */
export type CliCommand = 'agent' | 'compare' | 'select';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Milliseconds before the process is killed; long enough for a loaded machine running the suite in parallel. */
  timeout?: number;
  /** Run as this user, e.g. to see a permission error that root would never get. */
  uid?: number;
}

/** The repository root: tsx is resolved from here, and relative paths in a command start here. */
export const repository = fileURLToPath(new URL('../..', import.meta.url));

/** What follows `node` to start a command the way `npm run <command>` does, from TypeScript source. */
export function cliArguments(command: CliCommand, args: string[] = []): string[] {
  return ['--import', 'tsx', `${repository}src/cli/${command}/${command}.ts`, ...args];
}

/**
 * Runs a command as a real process and waits for it to end. The environment holds only PATH plus
 * `env`, so a key or a base URL on the developer's machine never leaks into a test.
 */
export function runCli(command: CliCommand, args: string[], env: Record<string, string | undefined> = {}, options: CliOptions = {}): Promise<CliRun> {
  const { timeout = 60_000, ...rest } = options;
  return new Promise((resolve) => {
    execFile(process.execPath, cliArguments(command, args), { env: { PATH: process.env.PATH, ...env }, timeout, cwd: repository, ...rest }, (error, stdout, stderr) =>
      // A process killed by its timeout has no exit code: it counts as a failure.
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

import { isAbsolute, resolve } from 'node:path';
import { terminalSafe } from '../../engine/text/terminal-safe';

/**
 * Everything a command reads from and writes to the world outside its arguments. The entry file
 * hands it the process's own; a test hands it strings to collect, an environment of its choosing
 * and a signal it can abort, and calls the command in its own process.
 */

export interface CliOutput {
  write(text: string): unknown;
  /** A terminal a person watches (progress counters go there), not a log or a pipe. */
  readonly isTTY?: boolean;
}

export interface CliIo {
  stdout: CliOutput;
  stderr: CliOutput;
  /** The variables the command reads: API keys, base URLs, PATH, TMPDIR, INIT_CWD. */
  env: Readonly<Record<string, string | undefined>>;
  /** The folder the command runs in. */
  cwd: string;
  /** Aborted on Ctrl-C: the command stops its work, reports what finished and returns 130. */
  signal: AbortSignal;
}

/** A command: its exit code, once everything it started has stopped. */
export type CommandMain = (argv: string[], io: CliIo) => Promise<number>;

/** The exit code of a command stopped with Ctrl-C, as shells report a SIGINT. */
export const STOPPED_EXIT_CODE = 130;

/**
 * The folder relative paths (--workspace, --out, files) mean. `npm run <name>` starts the command
 * in the package's folder; npm keeps the folder the person typed the command in as INIT_CWD.
 */
export function invocationDirectory(name: string, io: Pick<CliIo, 'env' | 'cwd'>): string {
  const typedIn = io.env.INIT_CWD;
  return typedIn && io.env.npm_lifecycle_event === name ? typedIn : io.cwd;
}

/** `path` as typed, made absolute against the folder the command was typed in. */
export function pathFrom(folder: string, path: string): string {
  return isAbsolute(path) ? path : resolve(folder, path);
}

/** Ctrl-C before any work began: nothing to report but that, exit 130. */
export function stoppedBeforeWork(io: Pick<CliIo, 'stderr'>): number {
  io.stderr.write('Stopped before the first model call.\n');
  return STOPPED_EXIT_CODE;
}

/**
 * `io` whose output is made terminal-safe: nearly everything a command prints came from outside
 * (file contents, command output, model text, server names), and a control character in it could
 * forge what a person reads. --out files are written apart, with the exact bytes.
 */
export function terminalSafeIo(io: CliIo): CliIo {
  const safe = (output: CliOutput): CliOutput => ({ write: (text: string) => output.write(terminalSafe(text)), isTTY: output.isTTY });
  return { ...io, stdout: safe(io.stdout), stderr: safe(io.stderr) };
}

import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { cancelledBeforeStartResult, CANCELLED_LINE, floodLine, timeLine, withLine } from '../exec-outcomes';
import type { ExecResult } from '../workspace';
import { sandboxArguments, sandboxUser, type SandboxedCommand } from './bubblewrap';

/**
 * Runs one command line under bubblewrap and watches it to its end: output collected (stdout and
 * stderr apart), and the whole sandbox ended at its time limit, on its caller's abort, or when it
 * prints too much. bwrap is started as the leader of a new process group and the group is killed;
 * the first process of the command's own PID namespace dies with bwrap, and when it goes every
 * process the command started goes too, backgrounded or in a session of its own.
 */

export interface OsExecOptions extends SandboxedCommand {
  bubblewrap: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** Characters of stdout and stderr together kept before the command is ended (default 8 million). */
  maxOutputChars?: number;
}

const DEFAULT_MAX_OUTPUT_CHARS = 8_000_000;

type Ending = { kind: 'exit'; code: number } | { kind: 'time' } | { kind: 'cancelled' } | { kind: 'flood' };

export async function runSandboxed(options: OsExecOptions): Promise<ExecResult> {
  if (options.signal.aborted) return cancelledBeforeStartResult();
  const maxChars = options.maxOutputChars ?? DEFAULT_MAX_OUTPUT_CHARS;
  const started = performance.now();
  // uid and gid (when root): Node sets them, and clears the supplementary groups, before bwrap starts.
  const child = spawn(options.bubblewrap, sandboxArguments(options.bubblewrap, options), { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...sandboxUser() });
  const output = { stdout: '', stderr: '' };
  let size = 0;

  const ending = await new Promise<Ending>((resolve) => {
    const collect = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output[stream] += text.slice(0, Math.max(0, maxChars - size));
      size += text.length;
      if (size > maxChars) resolve({ kind: 'flood' });
    };
    child.stdout.on('data', collect('stdout'));
    child.stderr.on('data', collect('stderr'));
    // 'close' waits for both pipes to end, so the last of the output is in.
    child.once('close', (code, signal) => resolve({ kind: 'exit', code: code ?? (signal ? 128 + constants.signals[signal] : 1) }));
    child.once('error', () => resolve({ kind: 'exit', code: 127 }));
    const timer = setTimeout(() => resolve({ kind: 'time' }), options.timeoutMs);
    const onAbort = () => resolve({ kind: 'cancelled' });
    options.signal.addEventListener('abort', onAbort, { once: true });
    child.once('close', () => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
    });
  });

  if (ending.kind !== 'exit') await killGroup(child);
  const durationMs = Math.round(performance.now() - started);
  const base = { durationMs, outputMerged: false, stdout: output.stdout };
  if (ending.kind === 'exit') return { ...base, exitCode: ending.code, timedOut: false, stderr: output.stderr };
  if (ending.kind === 'time') return { ...base, exitCode: 124, timedOut: true, stderr: withLine(output.stderr, timeLine(options.timeoutMs)) };
  if (ending.kind === 'cancelled') return { ...base, exitCode: 130, timedOut: false, stderr: withLine(output.stderr, CANCELLED_LINE) };
  return { ...base, exitCode: 124, timedOut: false, stderr: withLine(output.stderr, floodLine(maxChars)) };
}

/** Kills bwrap's whole process group and waits until it is gone, so the result means "ended". */
async function killGroup(child: ReturnType<typeof spawn>): Promise<void> {
  const gone = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone between the decision and the kill.
  }
  child.stdout?.destroy();
  child.stderr?.destroy();
  await gone;
}

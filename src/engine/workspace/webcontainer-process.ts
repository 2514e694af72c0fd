import { cancelledBeforeStartResult, CANCELLED_LINE, floodLine, timeLine, withLine } from './exec-outcomes';
import { terminalText } from './terminal-text';
import type { ExecResult } from './workspace';

/**
 * Watches one WebContainer process to its end: collects its output, and kills it at its time
 * limit, on its caller's abort, or when it floods. WebContainer has no timeout of its own and
 * merges stdout and stderr into one stream, so everything is reported in `stdout` with
 * `outputMerged: true`. Kept apart from the workspace so it can be tested without a container.
 */

/** The part of a `WebContainerProcess` this needs. */
export interface ProcessLike {
  output: ReadableStream<string>;
  exit: Promise<number>;
  kill(): void;
}

export interface SuperviseOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Characters of output kept before the process is ended as a flood (default 8 million). */
  maxOutputChars?: number;
  /** How long to wait after exit for the rest of the output to arrive (default 250 ms). */
  drainMs?: number;
}

const DEFAULT_MAX_OUTPUT_CHARS = 8_000_000;
const DEFAULT_DRAIN_MS = 250;

type Ending = { kind: 'exit'; code: number } | { kind: 'time' } | { kind: 'cancelled' } | { kind: 'flood' };

/** Starts a process (unless the signal is already aborted) and supervises it. */
export async function runProcess(start: () => Promise<ProcessLike>, options: SuperviseOptions): Promise<ExecResult> {
  if (options.signal?.aborted) return cancelledBeforeStartResult();
  return superviseProcess(await start(), options);
}

export async function superviseProcess(process: ProcessLike, options: SuperviseOptions): Promise<ExecResult> {
  const started = performance.now();
  const maxChars = options.maxOutputChars ?? DEFAULT_MAX_OUTPUT_CHARS;
  const cleanups: (() => void)[] = [];
  let flooded: () => void = () => {};
  const output = collectOutput(process.output, maxChars, () => flooded());

  const ending = await new Promise<Ending>((resolve) => {
    process.exit.then(
      (code) => resolve({ kind: 'exit', code }),
      // A process whose exit promise rejects is gone all the same; say so with a shell-like code.
      () => resolve({ kind: 'exit', code: 1 }),
    );
    flooded = () => resolve({ kind: 'flood' });
    const timer = setTimeout(() => resolve({ kind: 'time' }), options.timeoutMs);
    cleanups.push(() => clearTimeout(timer));
    const onAbort = () => resolve({ kind: 'cancelled' });
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    cleanups.push(() => options.signal?.removeEventListener('abort', onAbort));
  });
  for (const cleanup of cleanups) cleanup();

  if (ending.kind === 'exit') {
    // The output stream may close a moment after the exit; a stream that never closes is cut off.
    await settledWithin(output.done, options.drainMs ?? DEFAULT_DRAIN_MS);
  } else {
    process.kill();
  }
  const text = terminalText(output.stop());
  const durationMs = Math.round(performance.now() - started);
  return describeEnding(ending, text, { timeoutMs: options.timeoutMs, maxChars, durationMs });
}

interface CollectedOutput {
  /** Settles when the stream ends (or fails). */
  done: Promise<void>;
  /** Stops reading and returns what arrived so far. */
  stop(): string;
}

/** Reads a stream of text chunks, keeping at most `maxChars`; calls `onLimit` once past it. */
export function collectOutput(stream: ReadableStream<string>, maxChars: number, onLimit: () => void): CollectedOutput {
  const reader = stream.getReader();
  const chunks: string[] = [];
  let size = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const next = await reader.read();
      if (next.done || stopped) return;
      const room = maxChars - size;
      chunks.push(next.value.slice(0, Math.max(0, room)));
      size += next.value.length;
      if (size > maxChars) {
        onLimit();
        return;
      }
    }
  })().catch(() => {
    // A stream that errors ends the collection; what arrived before is kept.
  });
  return {
    done,
    stop: () => {
      stopped = true;
      reader.cancel().catch(() => {});
      return chunks.join('');
    },
  };
}

function describeEnding(
  ending: Ending,
  text: string,
  context: { timeoutMs: number; maxChars: number; durationMs: number },
): ExecResult {
  const base = { stderr: '', durationMs: context.durationMs, outputMerged: true };
  if (ending.kind === 'exit') return { ...base, exitCode: ending.code, timedOut: false, stdout: text };
  if (ending.kind === 'time') return { ...base, exitCode: 124, timedOut: true, stdout: withLine(text, timeLine(context.timeoutMs)) };
  if (ending.kind === 'cancelled') return { ...base, exitCode: 130, timedOut: false, stdout: withLine(text, CANCELLED_LINE) };
  return { ...base, exitCode: 124, timedOut: false, stdout: withLine(text, floodLine(context.maxChars)) };
}

/** Waits for `promise`, or `milliseconds`, whichever is first. */
async function settledWithin(promise: Promise<void>, milliseconds: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, milliseconds)))]);
  clearTimeout(timer);
}

import type { ExecResult } from './workspace';

/**
 * Small pieces every exec implementation shares (the page-side worker client, WebContainer, the
 * OS sandbox and the embedded shell). Nothing heavy may be imported here: the page loads it
 * without just-bash.
 */

/** setTimeout fires at once for anything longer (it overflows a 32-bit int). */
const MAX_TIMER_MS = 2_147_483_647;

/** The limit applied for a requested one: undefined, non-finite or non-positive values mean the default. */
export function effectiveTimeout(requested: number | undefined, fallback: number): number {
  const chosen = requested !== undefined && Number.isFinite(requested) && requested > 0 ? requested : fallback;
  return Math.min(MAX_TIMER_MS, Math.max(1, Math.round(chosen)));
}

export function cancelledBeforeStartResult(): ExecResult {
  return {
    exitCode: 130,
    stdout: '',
    stderr: 'Stopped: the command was cancelled before it started.\n',
    durationMs: 0,
    timedOut: false,
    outputMerged: false,
  };
}

/** "0.1 s", "2.5 s", "30 s": how limits are named to the model. */
export function formatSeconds(milliseconds: number): string {
  return `${Number((milliseconds / 1000).toFixed(milliseconds < 1000 ? 2 : 1))} s`;
}

/** The lines a supervised process's output ends with when it was stopped instead of exiting. */
export const CANCELLED_LINE =
  'Stopped: the command was cancelled before it finished and was ended; the output above is what it printed until then. Files it wrote are kept.';

export function timeLine(timeoutMs: number): string {
  return (
    `Stopped: the command was still running at its time limit of ${formatSeconds(timeoutMs)} and was ended; ` +
    'the output above is what it printed until then. Files it wrote are kept. Run something quicker, split the ' +
    "work into smaller commands, or send a long command's output to a file and read that."
  );
}

export function floodLine(maxChars: number): string {
  return (
    `Stopped: the command printed more than ${maxChars.toLocaleString('en-US')} characters, the limit for one command, ` +
    'and was ended; the output above is partial. Narrow it with grep, head or tail.'
  );
}

export function withLine(text: string, line: string): string {
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  return `${text}${separator}${line}\n`;
}

import { formatSeconds } from '../exec-outcomes';
import type { ExecResult } from '../workspace';

/**
 * What an exec resolves to when the page had to terminate the worker under it: the worker did not
 * answer by its deadline (a script that never yields ignores every stop request), or after the
 * caller cancelled. The files go back to the page's last copy, so the text says that changes the
 * command made were discarded, unlike the embedded shell's own stop, which keeps them.
 */

export type KillCause = 'timeout' | 'cancelled';

export function killedExecResult(cause: KillCause, timeoutMs: number, durationMs: number): ExecResult {
  const base = { stdout: '', durationMs, outputMerged: false };
  if (cause === 'cancelled') {
    return {
      ...base,
      exitCode: 130,
      timedOut: false,
      stderr:
        'Stopped: the command was cancelled and did not respond, so its shell was killed. ' +
        'Its output is lost and changes it made to files were discarded.\n',
    };
  }
  return {
    ...base,
    exitCode: 124,
    timedOut: true,
    stderr:
      `Stopped: the command was still running at its time limit of ${formatSeconds(timeoutMs)} and did not respond, ` +
      'so its shell was killed. Its output is lost and changes it made to files were discarded. ' +
      'Run something quicker, bound every loop, or split the work into smaller commands.\n',
  };
}

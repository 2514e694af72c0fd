/**
 * What stops one tool call from outside: the run's abort signal, and a deadline for calls that
 * only touch files (a command has its own time limit, and run_agent runs a whole sub-agent).
 *
 * The handler gets `signal`, which fires on either, so a handler that checks it stops early. Every
 * handler is also raced against `stopped`, so the loop answers at the deadline or the stop even
 * when a handler is still busy; its late result is dropped.
 */
export interface CallGuard {
  signal: AbortSignal;
  /** Resolves with why the call was stopped; never resolves while the call may go on. */
  stopped: Promise<CallStop>;
  /** Why the signal fired, or undefined while it has not. */
  reason(): CallStop | undefined;
  dispose(): void;
}

export type CallStop = 'deadline' | 'aborted';

/** setTimeout fires at once for anything longer (it overflows a 32-bit int). */
const MAX_TIMER_MS = 2_147_483_647;

export function guardCall(runSignal: AbortSignal, deadlineMs: number | undefined): CallGuard {
  const controller = new AbortController();
  let why: CallStop | undefined;
  let settle: (stop: CallStop) => void = () => {};
  const stopped = new Promise<CallStop>((resolve) => {
    settle = resolve;
  });
  const stop = (reason: CallStop) => {
    if (why !== undefined) return;
    why = reason;
    // Settled first: a handler that answers its signal at once must not win the race with a result.
    settle(reason);
    controller.abort(new DOMException(reason === 'deadline' ? 'The tool call passed its deadline.' : 'The run was stopped.', 'AbortError'));
  };
  const onAbort = () => stop('aborted');
  if (runSignal.aborted) onAbort();
  else runSignal.addEventListener('abort', onAbort, { once: true });
  const timer = deadlineMs === undefined ? undefined : setTimeout(() => stop('deadline'), Math.min(MAX_TIMER_MS, Math.max(1, deadlineMs)));
  return {
    signal: controller.signal,
    stopped,
    reason: () => why,
    dispose: () => {
      clearTimeout(timer);
      runSignal.removeEventListener('abort', onAbort);
    },
  };
}

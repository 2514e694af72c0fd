import type { Bash } from 'just-bash';

/**
 * Turns just-bash's command and loop counts into a clock: generous until the command's deadline,
 * zero from then on, so the next command or loop turn after the deadline is refused.
 *
 * Why not just-bash's own deadline: when it fires, the shell throws away everything the command
 * printed so far, while a count refusal keeps it. A busy loop never lets a timer run, so the only
 * way to stop it with its output is a limit that is read on every turn and answers by the clock.
 *
 * just-bash copies the limits it is given at construction, so the live object it reads on every
 * turn is its own (not exported) `limits` field. If a future version moves it, this returns false
 * and the shell's own deadline still ends the command; the tests for kept output notice the change.
 */

type CountedLimit = 'maxCommandCount' | 'maxLoopIterations';

const COUNTED_LIMITS: readonly CountedLimit[] = ['maxCommandCount', 'maxLoopIterations'];

export function bindCountsToClock(bash: Bash, deadline: number, countBeforeDeadline: number): boolean {
  const limits = (bash as unknown as { limits?: Record<string, unknown> }).limits;
  if (!limits || COUNTED_LIMITS.some((name) => typeof limits[name] !== 'number')) return false;
  for (const name of COUNTED_LIMITS) {
    Object.defineProperty(limits, name, {
      configurable: true,
      enumerable: true,
      get: () => (Date.now() >= deadline ? 0 : countBeforeDeadline),
    });
  }
  return true;
}

/** The error a sleep cut short by the deadline throws; its line is dropped from what the model reads. */
export const SLEEP_CUT_SHORT = 'sleep reached the time limit of the command';

/**
 * A `sleep` that ends at the command's deadline instead of running past it. Ended by the deadline,
 * it throws (just-bash then fails the sleep and refuses the next command by the clock-bound
 * counts), so what the command printed so far is kept, unlike when an abort ends it.
 */
export function sleepUntilDeadline(deadline: number, signal: AbortSignal, onCutShort: () => void): (ms: number) => Promise<void> {
  return async (ms) => {
    const left = deadline - Date.now();
    if (ms < left) return wait(ms, signal);
    await wait(Math.max(0, left), signal);
    onCutShort();
    throw new Error(SLEEP_CUT_SHORT);
  };
}

// just-bash blocks reaching the global timers while a script runs (a guard against scripts
// escaping); this is host code, so it holds its own references, taken when the module loads.
const hostSetTimeout = globalThis.setTimeout.bind(globalThis);
const hostClearTimeout = globalThis.clearTimeout.bind(globalThis);

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('aborted'));
    const timer = hostSetTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      hostClearTimeout(timer);
      reject(new Error('aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

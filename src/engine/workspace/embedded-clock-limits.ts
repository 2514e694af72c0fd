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

import { Bash, type IFileSystem } from 'just-bash';
import { bindCountsToClock, SLEEP_CUT_SHORT, sleepUntilDeadline } from './embedded-clock-limits';
import { cancelledBeforeStartResult } from './exec-outcomes';
import { OutsideFolderError } from './scoped-file-system';
import { embeddedShellCommands } from './shell-commands/embedded-shell-commands';
import { explainMissingCommands, missingCommands } from './shell-commands/missing-commands';
import type { ExecResult } from './workspace';

/**
 * One shell command on the embedded (just-bash) workspace, with its limits and the plain-words
 * account of why a runaway was stopped. Kept apart from the file operations so that everything
 * just-bash says about limits is read in one place.
 */

/** Aggregate stdout + stderr one command may produce; a flood ends there instead of in memory. */
export const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;

/**
 * awk counts every input record against its iteration limit, so just-bash's default (100,000)
 * fails an honest `awk` over a mid-sized codebase. awk never looks at the clock, so this count is
 * what ends `awk 'BEGIN { while (1) {} }'`: five million empty turns take a few seconds.
 */
const MAX_AWK_ITERATIONS = 5_000_000;

/**
 * Commands waiting on something (`sleep`) are ended by our abort; it waits this long past the
 * deadline so that a busy command is first stopped by the clock-bound counts, which keep its output.
 */
const ABORT_AFTER_DEADLINE_MS = 100;

/** just-bash's own deadline, the last resort when neither of ours can act. */
const SHELL_DEADLINE_AFTER_OURS_MS = 250;

export interface EmbeddedCommand {
  fs: IFileSystem;
  rootPath: string;
  /** Absolute directory to run in (already checked to be a directory inside the root). */
  cwd: string;
  command: string;
  /** The caller's limit; undefined, non-finite or non-positive values fall back to `defaultTimeoutMs`. */
  timeoutMs: number | undefined;
  defaultTimeoutMs: number;
  maxCommandCount: number;
  signal?: AbortSignal;
}

/** setTimeout fires at once for anything longer (it overflows a 32-bit int). */
const MAX_TIMER_MS = 2_147_483_647;

type StopReason = 'time' | 'cancelled';

export async function runEmbeddedCommand(request: EmbeddedCommand): Promise<ExecResult> {
  const timeoutMs = effectiveTimeout(request.timeoutMs, request.defaultTimeoutMs);
  if (request.signal?.aborted) return cancelledBeforeStartResult();

  // Three stops, in the order they act: at the deadline, the clock-bound counts refuse the next
  // command or loop turn even inside a busy loop (where no timer can fire) and `sleep` ends; both keep
  // the output. Just after it, our abort ends anything still waiting, and just-bash's own deadline
  // is the last resort; those two lose the output.
  const started = performance.now();
  const stop = new AbortController();
  let reason: StopReason | undefined;
  let sleepCutShort = false;
  const deadline = Date.now() + timeoutMs;
  const timer = setTimeout(() => {
    reason ??= 'time';
    stop.abort();
  }, Math.min(MAX_TIMER_MS, timeoutMs + ABORT_AFTER_DEADLINE_MS));
  const onCallerAbort = () => {
    reason ??= 'cancelled';
    stop.abort();
  };
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });

  // A fresh Bash per call (under a millisecond over the shared fs) because the wall-clock limit is
  // fixed at construction and each call may ask for its own; shell state is fresh per call anyway.
  const bash = new Bash({
    fs: request.fs,
    cwd: request.rootPath,
    env: { HOME: request.rootPath },
    executionLimitProfile: 'normal',
    executionLimits: {
      maxExecutionTimeMs: Math.min(MAX_TIMER_MS, timeoutMs + SHELL_DEADLINE_AFTER_OURS_MS),
      maxCommandCount: request.maxCommandCount,
      maxLoopIterations: request.maxCommandCount,
      maxAwkIterations: Math.max(MAX_AWK_ITERATIONS, request.maxCommandCount),
      maxOutputSize: MAX_OUTPUT_BYTES,
    },
    customCommands: embeddedShellCommands,
    sleep: sleepUntilDeadline(deadline, stop.signal, () => (sleepCutShort = true)),
  });
  bindCountsToClock(bash, deadline, request.maxCommandCount);

  try {
    // rawScript: the command runs exactly as the model wrote it, as real bash would.
    const raw = await bash.exec(request.command, { cwd: request.cwd, signal: stop.signal, rawScript: true }).catch(refusedWrite);
    if (missingCommands(raw.stderr).length > 0) raw.stderr = explainMissingCommands(raw.stderr, await shellCommandNames(request.fs));
    const durationMs = Math.round(performance.now() - started);
    const pastDeadline = Date.now() >= deadline;
    if (sleepCutShort && pastDeadline && reason === undefined) return stoppedWhileSleeping(raw, timeoutMs, durationMs);
    return describeOutcome(raw, { reason, pastDeadline, timeoutMs, maxCommandCount: request.maxCommandCount, durationMs });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * A redirection into a path the scoped file system refuses ends the whole script with a throw:
 * reported as the shell would report a failed write, saying that the command stopped there.
 */
function refusedWrite(error: unknown): { stdout: string; stderr: string; exitCode: number } {
  if (!(error instanceof OutsideFolderError)) throw error;
  return { stdout: '', exitCode: 1, stderr: `bash: ${error.message.replace(/^EACCES: /, '')}. The command stopped at this write; output before it is not shown, and changes made before it are kept.\n` };
}

interface OutcomeContext {
  reason: StopReason | undefined;
  /** The command returned after its deadline: a count refusal then means the clock stopped it. */
  pastDeadline: boolean;
  timeoutMs: number;
  maxCommandCount: number;
  durationMs: number;
}

// just-bash's own lines for a stopped command. Matched to classify the stop and then replaced,
// because they name its configuration knobs ("increase executionLimits...") the model cannot turn.
const deadlinePattern = /execution deadline|execution aborted/;
const countPattern = /too many commands executed|too many iterations|iteration limit exceeded|exceeded maximum iterations|record limit exceeded/;
const outputPattern = /output size (limit )?exceeded/;

function describeOutcome(
  raw: { stdout: string; stderr: string; exitCode: number },
  context: OutcomeContext,
): ExecResult {
  const base = { stdout: raw.stdout, durationMs: context.durationMs, outputMerged: false as const };
  // Judged from what just-bash returned, not from our timer alone: a command that finished in
  // the same tick its timer fired ran to completion and is reported as such.
  if (raw.exitCode === 124 && deadlinePattern.test(raw.stderr)) {
    if (context.reason === 'cancelled') {
      return { ...base, exitCode: 130, timedOut: false, stderr: replaceLimitLines(raw.stderr, deadlinePattern, CANCELLED) };
    }
    return { ...base, exitCode: 124, timedOut: true, stderr: replaceLimitLines(raw.stderr, deadlinePattern, timeLine(context.timeoutMs)) };
  }
  if (raw.exitCode === 126 && countPattern.test(raw.stderr) && context.pastDeadline) {
    return { ...base, exitCode: 124, timedOut: true, stderr: replaceLimitLines(raw.stderr, countPattern, keptTimeLine(context.timeoutMs)) };
  }
  if (raw.exitCode === 126 && countPattern.test(raw.stderr)) {
    return { ...base, exitCode: 124, timedOut: true, stderr: replaceLimitLines(raw.stderr, countPattern, countLine(context.maxCommandCount)) };
  }
  if (raw.exitCode === 126 && outputPattern.test(raw.stderr)) {
    return { ...base, exitCode: 124, timedOut: false, stderr: replaceLimitLines(raw.stderr, outputPattern, OUTPUT_LINE) };
  }
  return { ...base, exitCode: raw.exitCode, timedOut: false, stderr: withoutKnobAdvice(raw.stderr) };
}

/** just-bash lists every command it has as a file in /bin, its own and ours alike. */
async function shellCommandNames(fs: IFileSystem): Promise<string[]> {
  return fs.readdir('/bin').catch(() => []);
}

function effectiveTimeout(requested: number | undefined, fallback: number): number {
  const chosen = requested !== undefined && Number.isFinite(requested) && requested > 0 ? requested : fallback;
  return Math.min(MAX_TIMER_MS, Math.max(1, Math.round(chosen)));
}

// just-bash drops what a command printed when its own deadline or an abort ends it (a command
// waiting in `sleep`; busy ones are stopped by the clock-bound counts, which keep it), so these
// lines say output may be missing and point at files, which are kept.
const CANCELLED =
  'Stopped: the command was cancelled before it finished. Output printed before the stop may be missing; files it wrote are kept.';

const OUTPUT_LINE =
  `Stopped: the command produced more than ${MAX_OUTPUT_BYTES / (1024 * 1024)} MB of output (counting what went to files), ` +
  'the limit for one command, and was ended; the output above is partial. Narrow it with grep, head or tail.';

function timeLine(timeoutMs: number): string {
  return (
    `Stopped: the command was still running at its time limit of ${formatSeconds(timeoutMs)} and was ended. ` +
    'Output printed before the stop may be missing; files it wrote are kept. Run something quicker, split the work ' +
    "into smaller commands, or send a long command's output to a file and read that."
  );
}

/** A sleep ended by the deadline (the last command, or followed by others the clock refused). */
function stoppedWhileSleeping(raw: { stdout: string; stderr: string }, timeoutMs: number, durationMs: number): ExecResult {
  const pattern = new RegExp(`${SLEEP_CUT_SHORT}|${countPattern.source}`);
  return { stdout: raw.stdout, stderr: replaceLimitLines(raw.stderr, pattern, keptTimeLine(timeoutMs)), exitCode: 124, timedOut: true, durationMs, outputMerged: false };
}

function keptTimeLine(timeoutMs: number): string {
  return (
    `Stopped: the command was still running at its time limit of ${formatSeconds(timeoutMs)} and was ended; ` +
    'the output above is what it printed until then, and files it wrote are kept. Run something quicker, split ' +
    "the work into smaller commands, or send a long command's output to a file and read that."
  );
}

function countLine(maxCommandCount: number): string {
  return (
    `Stopped: the command ran more than ${maxCommandCount.toLocaleString('en-US')} shell commands or loop iterations, ` +
    'the limit for one command (usually a loop that never ends), and was ended; the output above is partial. ' +
    'Bound the loop, or split the work into smaller commands.'
  );
}

function formatSeconds(milliseconds: number): string {
  return `${Number((milliseconds / 1000).toFixed(milliseconds < 1000 ? 2 : 1))} s`;
}

/** Drops just-bash's lines that match `pattern` and ends stderr with our own line. */
function replaceLimitLines(stderr: string, pattern: RegExp, line: string): string {
  const kept = withoutKnobAdvice(
    stderr
      .split('\n')
      .filter((text) => !pattern.test(text))
      .join('\n'),
  );
  const separator = kept === '' || kept.endsWith('\n') ? '' : '\n';
  return `${kept}${separator}${line}\n`;
}

/** Other limits (recursion depth...) keep their line, minus the advice to reconfigure just-bash. */
function withoutKnobAdvice(text: string): string {
  return text.replace(/, increase executionLimits\.\w+/g, '');
}

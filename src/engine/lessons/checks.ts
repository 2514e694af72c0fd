import { z } from 'zod';
import { totalTokens } from '../model/model-client';
import { isWorkspaceError, type Workspace } from '../workspace/workspace';
import { toolKey, type RunTrace } from './run-trace';

/**
 * A lesson's checks: what must hold after a run for it to count as a pass. Each is plain JSON (it
 * travels inside a lesson file) and each evaluates to pass/fail with one line saying why, in words
 * a person reads in the comparison table. Tools are named by handler id, so a tool the surface
 * renamed still counts as itself.
 */

const label = z.string().min(1).max(120).optional().describe('How the check reads in tables; generated when absent.');
const workspacePath = z.string().min(1);
const count = z.number().int().min(0);

export const checkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file-contains'), path: workspacePath, text: z.string().min(1), absent: z.boolean().optional(), label }).strict(),
  z
    .object({
      kind: z.literal('file-matches'),
      path: workspacePath,
      /** A JavaScript regular expression, without slashes. */
      pattern: z.string().min(1),
      flags: z.string().regex(/^[imsu]*$/, 'only the flags i, m, s and u are allowed').optional(),
      absent: z.boolean().optional(),
      label,
    })
    .strict(),
  /** Runs in the final workspace; passes when the exit code is `exitCode` (default 0). */
  z.object({ kind: z.literal('command'), command: z.string().min(1), exitCode: z.number().int().optional(), label }).strict(),
  /** Calls the model made to that handler, refused ones included. */
  z.object({ kind: z.literal('tool-called'), tool: z.string().min(1), atLeast: count.optional(), atMost: count.optional(), label }).strict(),
  /** The handlers were called in this order, other calls allowed in between. */
  z.object({ kind: z.literal('tool-sequence'), tools: z.array(z.string().min(1)).min(1), label }).strict(),
  /** No call came back as a failure of this kind (of this tool, when `tool` is given). */
  z.object({ kind: z.literal('no-failure'), failure: z.string().min(1), tool: z.string().min(1).optional(), label }).strict(),
  /** Model calls over the whole run, sub-agents included. */
  z.object({ kind: z.literal('max-steps'), steps: z.number().int().min(1), label }).strict(),
  /** Input, output and cache tokens over the whole run, sub-agents included. */
  z.object({ kind: z.literal('max-tokens'), tokens: z.number().int().min(1), label }).strict(),
]);

export type Check = z.infer<typeof checkSchema>;

export interface CheckResult {
  check: Check;
  /** The check's label, or one generated from it. */
  label: string;
  passed: boolean;
  /** One line: what was found. */
  explanation: string;
}

/** What the checks look at: the finished run's trace and its final workspace. */
export interface CheckedRun {
  trace: RunTrace;
  workspace: Workspace;
}

const COMMAND_TIMEOUT_MS = 20_000;

export async function evaluateChecks(checks: readonly Check[], run: CheckedRun): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  // One at a time: a command check may read files another check's command writes.
  for (const check of checks) {
    const { passed, explanation } = await evaluate(check, run);
    results.push({ check, label: describeCheck(check), passed, explanation });
  }
  return results;
}

type Verdict = { passed: boolean; explanation: string };

async function evaluate(check: Check, run: CheckedRun): Promise<Verdict> {
  switch (check.kind) {
    case 'file-contains':
    case 'file-matches':
      return fileCheck(check, run.workspace);
    case 'command':
      return commandCheck(check.command, check.exitCode ?? 0, run.workspace);
    case 'tool-called':
      return toolCalledCheck(check, run.trace);
    case 'tool-sequence':
      return sequenceCheck(check.tools, run.trace);
    case 'no-failure':
      return noFailureCheck(check.failure, check.tool, run.trace);
    case 'max-steps':
      return verdict(run.trace.steps <= check.steps, `${plural(run.trace.steps, 'model call')} (allowed ${check.steps})`);
    case 'max-tokens': {
      const used = totalTokens(run.trace.usage);
      return verdict(used <= check.tokens, `${used.toLocaleString('en-US')} tokens (allowed ${check.tokens.toLocaleString('en-US')})`);
    }
  }
}

async function fileCheck(check: Extract<Check, { kind: 'file-contains' | 'file-matches' }>, workspace: Workspace): Promise<Verdict> {
  let content: string;
  try {
    content = await workspace.readFile(check.path);
  } catch (error) {
    if (!isWorkspaceError(error)) throw error;
    // A file that is not there contains nothing: an "absent" check passes.
    return verdict(check.absent === true, `${check.path} does not exist`);
  }
  const found = check.kind === 'file-contains' ? content.includes(check.text) : new RegExp(check.pattern, check.flags).test(content);
  const what = check.kind === 'file-contains' ? JSON.stringify(clip(check.text)) : `/${clip(check.pattern)}/${check.flags ?? ''}`;
  if (check.absent) return verdict(!found, found ? `${check.path} still has ${what}` : `${check.path} has no ${what}`);
  return verdict(found, found ? `${check.path} has ${what}` : `${check.path} has no ${what}`);
}

async function commandCheck(command: string, wanted: number, workspace: Workspace): Promise<Verdict> {
  const result = await workspace.exec(command, { timeoutMs: COMMAND_TIMEOUT_MS });
  if (result.timedOut) return verdict(false, `\`${clip(command)}\` did not finish within ${COMMAND_TIMEOUT_MS / 1000} s`);
  const said = firstLine(result.stderr) || firstLine(result.stdout);
  const detail = result.exitCode === wanted || said === '' ? '' : `: ${clip(said)}`;
  return verdict(result.exitCode === wanted, `\`${clip(command)}\` exited ${result.exitCode} (wanted ${wanted})${detail}`);
}

function toolCalledCheck(check: Extract<Check, { kind: 'tool-called' }>, trace: RunTrace): Verdict {
  const calls = trace.calls.filter((call) => call.handler === check.tool).length;
  const enough = check.atLeast === undefined || calls >= check.atLeast;
  const fewEnough = check.atMost === undefined || calls <= check.atMost;
  return verdict(enough && fewEnough, `${check.tool} called ${plural(calls, 'time')} (wanted: ${rangeText(check.atLeast, check.atMost)})`);
}

function sequenceCheck(wanted: readonly string[], trace: RunTrace): Verdict {
  const made = trace.calls.map(toolKey);
  let next = 0;
  for (const handler of made) if (handler === wanted[next]) next += 1;
  if (next >= wanted.length) return verdict(true, `called ${wanted.join(' → ')} in that order`);
  const seen = made.length === 0 ? 'no tool calls' : `calls were ${clip(made.join(' → '))}`;
  return verdict(false, `${wanted[next]} never came after ${next === 0 ? 'the start' : wanted.slice(0, next).join(' → ')}; ${seen}`);
}

function noFailureCheck(kind: string, tool: string | undefined, trace: RunTrace): Verdict {
  const failures = trace.calls.filter((call) => call.isError && call.errorKind === kind && (tool === undefined || call.handler === tool));
  // Without a tool, a reply handler's failures count too (a SEARCH/REPLACE block that did not match).
  const inReplies = tool === undefined ? trace.replies.flatMap((reply) => reply.failures.filter((failure) => failure === kind).map(() => reply)) : [];
  const where = tool === undefined ? '' : ` from ${tool}`;
  const total = failures.length + inReplies.length;
  if (total === 0) return verdict(true, `no ${kind} failure${where}`);
  const steps = [...new Set([...failures, ...inReplies].map((entry) => entry.step))].sort((a, b) => a - b).join(', ');
  return verdict(false, `${plural(total, `${kind} failure`)}${where} (step ${steps})`);
}

/** The check as a short phrase for tables: its label, or one made from its fields. */
export function describeCheck(check: Check): string {
  if (check.label !== undefined) return check.label;
  switch (check.kind) {
    case 'file-contains':
      return `${check.path} ${check.absent ? 'has no' : 'has'} ${JSON.stringify(clip(check.text, 40))}`;
    case 'file-matches':
      return `${check.path} ${check.absent ? 'does not match' : 'matches'} /${clip(check.pattern, 40)}/${check.flags ?? ''}`;
    case 'command':
      return `\`${clip(check.command, 50)}\` exits ${check.exitCode ?? 0}`;
    case 'tool-called':
      return check.atMost === 0 ? `${check.tool} never called` : `${check.tool} called ${rangeText(check.atLeast, check.atMost)}`;
    case 'tool-sequence':
      return `calls in order: ${check.tools.join(' → ')}`;
    case 'no-failure':
      return `no ${check.failure} failure${check.tool === undefined ? '' : ` from ${check.tool}`}`;
    case 'max-steps':
      return `at most ${plural(check.steps, 'model call')}`;
    case 'max-tokens':
      return `at most ${check.tokens.toLocaleString('en-US')} tokens`;
  }
}

function rangeText(atLeast: number | undefined, atMost: number | undefined): string {
  if (atMost === 0) return 'never';
  if (atLeast !== undefined && atMost !== undefined) return atLeast === atMost ? `exactly ${plural(atLeast, 'time')}` : `${atLeast} to ${atMost} times`;
  if (atLeast !== undefined) return `at least ${plural(atLeast, 'time')}`;
  if (atMost !== undefined) return `at most ${plural(atMost, 'time')}`;
  return 'any number of times';
}

function verdict(passed: boolean, explanation: string): Verdict {
  return { passed, explanation };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0] ?? '';
}

function clip(text: string, max = 80): string {
  const oneLine = text.replace(/\s*\n\s*/g, ' ⏎ ');
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1)}…`;
}

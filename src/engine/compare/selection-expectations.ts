import { RE2JS } from 're2js';
import type { ContentBlockParam, ModelResponse, ToolUseBlock, Usage, WireTool } from '../model/model-client';
import { checkArguments } from '../toolkit/gate';

/**
 * What a selection prompt expects of the model's answer, and the verdict on one answer. Written
 * for people testing their own tools (an MCP server's, say): which tools may answer a prompt,
 * which must not fire, whether any tool should be called at all, and what the arguments must be.
 */

/** How one argument of the call is checked. */
export type ArgumentMatcher =
  /** Equal to this JSON value; an object matches the keys it lists (the call may carry more). */
  | { kind: 'equals'; value: unknown }
  /** A string in which this regular expression finds a match (RE2 syntax, as grep's). */
  | { kind: 'pattern'; pattern: string }
  /** Present, with any value. */
  | { kind: 'present' };

export interface SelectionPrompt {
  prompt: string;
  /** A name for the prompt in reports; the file's `id`. */
  id?: string;
  /** The tools any of which is a right first call (handler ids or names a variant shows); empty: no tool should be called. */
  expected: string[];
  /** Tools that must not be called at all in the answer. */
  forbidden?: string[];
  /** Argument names the first call must carry (prompts files of version 1). */
  requiredArguments?: string[];
  /** Checks per argument of the first call. */
  argumentMatchers?: Record<string, ArgumentMatcher>;
}

export type SampleOutcome = 'correct' | 'wrong-tool' | 'forbidden-tool' | 'no-tool' | 'unexpected-tool' | 'wrong-arguments' | 'error';

export const NO_TOOL = '(no tool)';
export const WRONG_ARGUMENTS = '(wrong arguments)';

/** What the expected cell says: "grep", "grep or glob", "no tool". */
export function expectedText(prompt: Pick<SelectionPrompt, 'expected'>): string {
  return prompt.expected.length === 0 ? 'no tool' : prompt.expected.join(' or ');
}

/** The variant's view of tools: its wire tools, and the identity of a name (a handler id for a surface). */
export interface ToolView {
  tools: readonly WireTool[];
  identify(name: string): string;
}

export interface Judgement {
  outcome: Exclude<SampleOutcome, 'error'>;
  /** The tool called first (its identity), or NO_TOOL. */
  chosen: string;
  input?: unknown;
  problem?: string;
  /** The forbidden tool the answer called (by the name the model used). */
  forbidden?: string;
}

/** The verdict on one answer; never throws on what the model sent, whatever it called. */
export function judgeAnswer(prompt: SelectionPrompt, view: ToolView, response: Pick<ModelResponse, 'content' | 'malformed'>): Judgement {
  const calls = response.content.filter((block: ContentBlockParam): block is ToolUseBlock => block.type === 'tool_use');
  const expected = new Set(prompt.expected.map((name) => view.identify(name)));
  const forbidden = new Set((prompt.forbidden ?? []).map((name) => view.identify(name)));
  const first = calls[0];
  if (!first) return expected.size === 0 ? { outcome: 'correct', chosen: NO_TOOL } : { outcome: 'no-tool', chosen: NO_TOOL };
  const chosen = view.identify(first.name);
  const verdict = { chosen, input: first.input };
  const missing = view.tools.some((tool) => tool.name === first.name) ? undefined : `this variant has no tool ${first.name}`;
  const banned = calls.find((call) => forbidden.has(view.identify(call.name)));
  if (banned) return { ...verdict, outcome: 'forbidden-tool', forbidden: banned.name, problem: missing ?? `called ${banned.name}, which this prompt forbids` };
  if (expected.size === 0) return { ...verdict, outcome: 'unexpected-tool', problem: missing ?? `called ${first.name} where no tool should be called` };
  // A tool the variant does not have is never right, even when its name is the expected one.
  if (missing) return { ...verdict, outcome: 'wrong-tool', problem: missing };
  if (!expected.has(chosen)) return { ...verdict, outcome: 'wrong-tool' };
  const tool = view.tools.find((candidate) => candidate.name === first.name)!;
  const problem = argumentProblem(prompt, tool, first.input, response.malformed.find((entry) => entry.id === first.id)?.problem);
  return problem ? { ...verdict, outcome: 'wrong-arguments', problem } : { ...verdict, outcome: 'correct' };
}

function argumentProblem(prompt: SelectionPrompt, tool: WireTool, input: unknown, malformed: string | undefined): string | undefined {
  if (malformed) return malformed;
  const record = isRecord(input) ? input : {};
  const missing = (prompt.requiredArguments ?? []).filter((name) => !Object.hasOwn(record, name));
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  for (const [name, matcher] of Object.entries(prompt.argumentMatchers ?? {})) {
    const problem = matcherProblem(name, matcher, record);
    if (problem) return problem;
  }
  const verdict = checkArguments(tool.input_schema, input);
  // A schema the gate cannot compile (some MCP schemas) is no reason to mark the call wrong.
  if (!verdict.ok && 'issues' in verdict) return verdict.issues.join('; ');
  return undefined;
}

function matcherProblem(name: string, matcher: ArgumentMatcher, record: Record<string, unknown>): string | undefined {
  if (!Object.hasOwn(record, name)) return `missing ${name}`;
  const value = record[name];
  if (matcher.kind === 'present') return undefined;
  if (matcher.kind === 'pattern') {
    if (typeof value !== 'string') return `${name} is ${JSON.stringify(value)}, not a string matching /${matcher.pattern}/`;
    return RE2JS.compile(matcher.pattern).matcher(value).find() ? undefined : `${name} is ${JSON.stringify(value)}, which does not match /${matcher.pattern}/`;
  }
  return matchesValue(matcher.value, value) ? undefined : `${name} is ${JSON.stringify(value)}, expected ${JSON.stringify(matcher.value)}`;
}

/** Equal JSON, except that an expected object only needs the keys it lists. */
export function matchesValue(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => matchesValue(item, actual[index]));
  if (isRecord(expected)) return isRecord(actual) && Object.entries(expected).every(([key, value]) => Object.hasOwn(actual, key) && matchesValue(value, actual[key]));
  return Object.is(expected, actual) || expected === actual;
}

/** Refuses a pattern RE2 cannot compile; the message is RE2's. */
export function patternProblem(pattern: string): string | undefined {
  try {
    RE2JS.compile(pattern);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One answer, judged: which variant and prompt it was for, and how it went. */
export interface SelectionSample {
  variant: string;
  /** Index into the prompts. */
  prompt: number;
  /** Counts from 1. */
  sample: number;
  outcome: SampleOutcome;
  /** The tool called first (its handler id for a surface), or NO_TOOL; undefined on error. */
  chosen?: string;
  input?: unknown;
  /** What was wrong (an argument, a forbidden or missing tool), or what the provider said. */
  problem?: string;
  /** On a forbidden-tool sample: the forbidden tool that was called. */
  forbidden?: string;
  usage: Usage;
}

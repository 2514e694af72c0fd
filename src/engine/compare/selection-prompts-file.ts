import { z } from 'zod';
import { FieldError, fieldPath } from '../toolkit/field-error';
import type { SelectionVariant } from './selection';
import { patternProblem, type ArgumentMatcher, type SelectionPrompt } from './selection-expectations';

/**
 * A prompts file for selection tests, so the same prompts run in CI and again after every edit.
 * Version 1: `{ "version": 1, "prompts": [{ "prompt": "...", "expect": "grep", "args": ["pattern"] }] }`.
 * Version 2 adds what people testing their own tools check: `expect` may be a list of acceptable
 * tools or null (no tool should be called), `forbid` lists tools that must not be called, `args`
 * may check values (`{"path": "src/app.ts", "query": {"pattern": "^login"}, "limit": {"present": true}}`)
 * and `id` names the prompt. A bad file is refused with the path of the offending field.
 */

export const SELECTION_PROMPTS_VERSION = 2;

const text = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is missing: ${what}` : `must be a string: ${what}`) })
    .trim()
    .min(1, `must not be empty: ${what}`);

const argumentNames = z.array(text('an argument name'), { error: 'must be a list of argument names, such as ["path"]' });

const versionOnePrompt = z
  .object({ prompt: text('the user message the model answers'), expect: text('the tool the model should call first'), args: argumentNames.optional() })
  .strict();

const toolList = (what: string) => z.array(text('a tool name'), { error: `must be a list of tool names: ${what}` });

const versionTwoPrompt = z
  .object({
    id: text('a name for the prompt').optional(),
    prompt: text('the user message the model answers'),
    expect: z.union([text('the tool the model should call first'), toolList('the tools any of which is right').min(1, 'must name at least one tool; write null for "no tool"'), z.null()], {
      error: (issue) => (issue.input === undefined ? 'is missing: a tool name, a list of tool names, or null for "no tool should be called"' : 'must be a tool name, a list of tool names, or null'),
    }),
    forbid: toolList('tools that must not be called').optional(),
    args: z.union([argumentNames, z.record(z.string(), z.unknown())], { error: 'must be a list of argument names or an object of checks per argument' }).optional(),
  })
  .strict();

const fileSchema = z.discriminatedUnion(
  'version',
  [
    z.object({ version: z.literal(1), prompts: z.array(versionOnePrompt, { error: 'must be a list of prompts' }).min(1, 'needs at least one prompt') }).strict(),
    z.object({ version: z.literal(2), prompts: z.array(versionTwoPrompt, { error: 'must be a list of prompts' }).min(1, 'needs at least one prompt') }).strict(),
  ],
  { error: 'this playground reads prompts files of version 1 and 2' },
);

export function parseSelectionPromptsFile(json: unknown): SelectionPrompt[] {
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    // A misspelt field ("expected") also leaves a required one missing: the spelling is the cause.
    const issue = parsed.error.issues.find((candidate) => candidate.code === 'unrecognized_keys') ?? parsed.error.issues[0]!;
    const at = fieldPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const version = (json as { version?: unknown }).version;
      const known = at === '' ? 'version and prompts' : version === 1 ? 'prompt, expect and args' : 'id, prompt, expect, forbid and args';
      throw new FieldError(fieldPath([...issue.path, issue.keys[0]!]), `not a field here; the fields are ${known}`);
    }
    throw new FieldError(at || '(file)', issue.message);
  }
  if (parsed.data.version === 1) {
    return parsed.data.prompts.map(({ prompt, expect, args }) => (args && args.length > 0 ? { prompt, expected: [expect], requiredArguments: args } : { prompt, expected: [expect] }));
  }
  const ids = new Set<string>();
  return parsed.data.prompts.map((entry, index): SelectionPrompt => {
    const at = `prompts[${index}]`;
    if (entry.id !== undefined) {
      if (ids.has(entry.id)) throw new FieldError(`${at}.id`, `"${entry.id}" names an earlier prompt too; give each prompt its own id`);
      ids.add(entry.id);
    }
    const expected = entry.expect === null ? [] : typeof entry.expect === 'string' ? [entry.expect] : entry.expect;
    const clash = (entry.forbid ?? []).findIndex((tool) => expected.includes(tool));
    if (clash !== -1) throw new FieldError(`${at}.forbid[${clash}]`, `"${entry.forbid![clash]}" is also expected; a tool cannot be both`);
    const prompt: SelectionPrompt = { prompt: entry.prompt, expected };
    if (entry.id !== undefined) prompt.id = entry.id;
    if (entry.forbid && entry.forbid.length > 0) prompt.forbidden = entry.forbid;
    if (Array.isArray(entry.args)) {
      if (entry.args.length > 0) prompt.requiredArguments = entry.args;
    } else if (entry.args) {
      if (expected.length === 0) throw new FieldError(`${at}.args`, 'checks arguments, but expect is null: no tool call to check');
      prompt.argumentMatchers = Object.fromEntries(Object.entries(entry.args).map(([name, value]) => [name, argumentMatcher(value, `${at}.args.${name}`)]));
    }
    return prompt;
  });
}

/** `{"pattern": "..."}` and `{"present": true}` are checks; any other JSON value is compared for equality. */
function argumentMatcher(value: unknown, at: string): ArgumentMatcher {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const record = value as Record<string, unknown>;
    if (keys.length === 1 && keys[0] === 'pattern') {
      if (typeof record.pattern !== 'string') throw new FieldError(`${at}.pattern`, 'must be a string: a regular expression (RE2 syntax)');
      const problem = patternProblem(record.pattern);
      if (problem) throw new FieldError(`${at}.pattern`, `not a regular expression this playground can run: ${problem}`);
      return { kind: 'pattern', pattern: record.pattern };
    }
    if (keys.length === 1 && keys[0] === 'present') {
      if (record.present !== true) throw new FieldError(`${at}.present`, 'must be true; leave the argument out to not check it');
      return { kind: 'present' };
    }
  }
  return { kind: 'equals', value };
}

/**
 * A prompt naming a tool that no variant shows can only ever be wrong (or, forbidden, never
 * fire): almost always a typo in the file, so it is refused before any model call is paid for.
 */
export function unknownExpectedTool(prompts: readonly SelectionPrompt[], variants: readonly SelectionVariant[]): FieldError | undefined {
  const known = new Set<string>();
  for (const variant of variants) {
    if ('tools' in variant) variant.tools.forEach((tool) => known.add(tool.name));
    else variant.surface.tools.forEach((tool) => known.add(tool.name).add(tool.handler));
  }
  for (const [index, prompt] of prompts.entries()) {
    const named: Array<[string, string]> = [
      ...prompt.expected.map((tool, at): [string, string] => [prompt.expected.length === 1 ? 'expect' : `expect[${at}]`, tool]),
      ...(prompt.forbidden ?? []).map((tool, at): [string, string] => [`forbid[${at}]`, tool]),
    ];
    const unknown = named.find(([, tool]) => !known.has(tool));
    if (unknown) return new FieldError(`prompts[${index}].${unknown[0]}`, `no variant shows a tool "${unknown[1]}"; they show ${[...known].sort().join(', ')}`);
  }
  return undefined;
}

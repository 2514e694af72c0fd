import { z } from 'zod';
import { FieldError, fieldPath } from '../toolkit/field-error';
import type { SelectionPrompt, SelectionVariant } from './selection';

/**
 * A prompts file for selection tests, so the same prompts run in CI and again after every edit:
 * `{ "version": 1, "prompts": [{ "prompt": "...", "expect": "grep", "args": ["pattern"] }] }`.
 * `expect` is the tool the model should call first (a handler id or a name a variant shows);
 * `args` the argument names that first call must carry to count as right. A bad file is refused
 * with the path of the offending field, as lesson files are.
 */

export const SELECTION_PROMPTS_VERSION = 1;

const text = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is missing: ${what}` : `must be a string: ${what}`) })
    .trim()
    .min(1, `must not be empty: ${what}`);

const promptSchema = z
  .object({
    prompt: text('the user message the model answers'),
    expect: text('the tool the model should call first'),
    args: z.array(text('an argument name'), { error: 'must be a list of argument names, such as ["path"]' }).optional(),
  })
  .strict();

const fileSchema = z
  .object({
    version: z.literal(SELECTION_PROMPTS_VERSION, { error: `this playground reads prompts files of version ${SELECTION_PROMPTS_VERSION}` }),
    prompts: z.array(promptSchema, { error: 'must be a list of prompts' }).min(1, 'needs at least one prompt'),
  })
  .strict();

export function parseSelectionPromptsFile(json: unknown): SelectionPrompt[] {
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    // A misspelt field ("expected") also leaves a required one missing: the spelling is the cause.
    const issue = parsed.error.issues.find((candidate) => candidate.code === 'unrecognized_keys') ?? parsed.error.issues[0]!;
    const at = fieldPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const known = at === '' ? 'version and prompts' : 'prompt, expect and args';
      throw new FieldError(fieldPath([...issue.path, issue.keys[0]!]), `not a field here; the fields are ${known}`);
    }
    throw new FieldError(at || '(file)', issue.message);
  }
  return parsed.data.prompts.map(({ prompt, expect, args }) => (args && args.length > 0 ? { prompt, expected: expect, requiredArguments: args } : { prompt, expected: expect }));
}

/**
 * A prompt expecting a tool that no variant shows can only ever be wrong: almost always a typo in
 * the file, so it is refused before any model call is paid for.
 */
export function unknownExpectedTool(prompts: readonly SelectionPrompt[], variants: readonly SelectionVariant[]): FieldError | undefined {
  const known = new Set<string>();
  for (const variant of variants) {
    if ('tools' in variant) variant.tools.forEach((tool) => known.add(tool.name));
    else variant.surface.tools.forEach((tool) => known.add(tool.name).add(tool.handler));
  }
  const index = prompts.findIndex((prompt) => !known.has(prompt.expected));
  if (index === -1) return undefined;
  return new FieldError(
    `prompts[${index}].expect`,
    `no variant shows a tool "${prompts[index]!.expected}"; they show ${[...known].sort().join(', ')}`,
  );
}

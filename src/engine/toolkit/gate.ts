import { z } from 'zod';
import type { JsonSchema } from './json-schema';
import { hoistLocalRefs } from './local-refs';

/**
 * The gate checks every call against the schema the model was shown (the edited one, not the
 * handler's), so the documentation cannot lie in the permissive direction. Validators are built
 * with zod 4's own `z.fromJSONSchema` and cached per schema object: the surface is replaced, never
 * mutated, when someone edits it.
 */

export type GateVerdict =
  | { ok: true; args: Record<string, unknown> }
  | { ok: false; issues: string[] }
  /** The schema itself cannot be compiled: the surface editor's problem, not the model's. */
  | { ok: false; unusableSchema: string };

const validators = new WeakMap<JsonSchema, z.ZodType | Error>();

function validatorFor(schema: JsonSchema): z.ZodType | Error {
  const cached = validators.get(schema);
  if (cached) return cached;
  let compiled: z.ZodType | Error;
  try {
    compiled = z.fromJSONSchema(asTheGateChecksIt(hoistLocalRefs(schema)) as Parameters<typeof z.fromJSONSchema>[0]);
  } catch (error) {
    compiled = error instanceof Error ? error : new Error(String(error));
  }
  validators.set(schema, compiled);
  return compiled;
}

/**
 * The schema as the gate checks it:
 * - without `default`, an annotation for the model, not a rule: zod would fill it in and so accept
 *   a call that leaves out a field the schema marks required;
 * - without the keywords zod cannot express: `unevaluatedProperties` and `unevaluatedItems`, the
 *   conditionals `if`/`then`/`else`, `dependentRequired` and `dependentSchemas`, and a `not` that
 *   rules out anything but everything (`{"not": {"required": ["staged", "worktree"], …}}`, a git
 *   restore that must touch the index or the work tree). A valid schema that uses them (Runpod's
 *   create-pod closes an `allOf` and picks fields by `if`) would otherwise have every call refused
 *   as if the schema were broken. Without them the gate lets through a call that only those rules
 *   would refuse, and the server, which reads the whole schema, judges it. (zod reads the empty
 *   `not: {}`, "never", and the gate keeps it.)
 */
const BEYOND_ZOD = ['unevaluatedProperties', 'unevaluatedItems', 'if', 'then', 'else', 'dependentRequired', 'dependentSchemas'];

function asTheGateChecksIt(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asTheGateChecksIt);
  if (node === null || typeof node !== 'object') return node;
  const result: JsonSchema = { ...(node as JsonSchema) };
  for (const key of ['default', ...BEYOND_ZOD]) delete result[key];
  if (!isEmptyObject(result.not)) delete result.not;
  for (const key of ['items', 'additionalProperties', 'not', 'contains', 'anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    if (key in result) result[key] = asTheGateChecksIt(result[key]);
  }
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions']) {
    const map = result[key];
    if (map && typeof map === 'object') {
      result[key] = Object.fromEntries(Object.entries(map).map(([name, child]) => [name, asTheGateChecksIt(child)]));
    }
  }
  return result;
}

function isEmptyObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** Why a schema cannot serve as a gate, or undefined when it can (the editor's validation). */
export function schemaProblem(schema: JsonSchema): string | undefined {
  if (schema.type !== 'object') return 'input_schema must be a JSON Schema with "type": "object".';
  const validator = validatorFor(schema);
  return validator instanceof Error ? validator.message : undefined;
}

export function checkArguments(schema: JsonSchema, input: unknown): GateVerdict {
  const validator = validatorFor(schema);
  if (validator instanceof Error) return { ok: false, unusableSchema: validator.message };
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, issues: [`the arguments must be a JSON object, not ${describeValue(input)}`] };
  }
  const result = validator.safeParse(input);
  if (result.success) return { ok: true, args: input as Record<string, unknown> };
  return { ok: false, issues: result.error.issues.map(formatIssue) };
}

/** `at "edits[0].oldText": Invalid input: expected string, received number` */
function formatIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length === 0 ? 'at the top level' : `at "${formatPath(issue.path)}"`;
  return `${where}: ${issue.message}`;
}

function formatPath(path: PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : index === 0 ? String(segment) : `.${String(segment)}`,
    )
    .join('');
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

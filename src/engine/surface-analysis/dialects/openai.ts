import type { JsonSchema } from '../../toolkit/json-schema';
import type { Surface } from '../../toolkit/surface';
import { asSchema, segment } from '../schema-properties';
import type { DialectResult, DialectWarning } from './dialect-warning';

/**
 * The surface as OpenAI-compatible function calling: `{type: 'function', function: {name,
 * description, parameters, strict?}}` per tool. Without strict mode the input_schema goes across
 * as it is. With strict mode (Structured Outputs) the schema must meet its rules, so it is
 * rewritten and each rewrite is reported:
 * - every object gets `additionalProperties: false` and lists all its properties as required; an
 *   optional property becomes required and nullable (the model sends null instead of leaving it
 *   out, so a caller must read null as absent);
 * - `default` is not permitted and is dropped (the descriptions still say what the default is);
 * - `oneOf` becomes `anyOf` (exclusivity is lost); `allOf`, `not`, `if`/`then`/`else`,
 *   `patternProperties`, `dependentRequired`/`dependentSchemas`, `propertyNames`, `contains`,
 *   `uniqueItems` are not supported and are dropped.
 * Sources: OpenAI's strict-mode requirements as quoted in public API errors and provider
 * adapters (no `default`; all properties required; additionalProperties false; anyOf, $ref,
 * enum, const, pattern, numeric ranges, item counts accepted).
 */

export interface OpenAiFunctionTool {
  type: 'function';
  function: { name: string; description: string; parameters: JsonSchema; strict?: boolean };
}

export interface OpenAiOptions {
  strict?: boolean;
}

const UNSUPPORTED_IN_STRICT = ['allOf', 'not', 'if', 'then', 'else', 'patternProperties', 'dependentRequired', 'dependentSchemas', 'propertyNames', 'contains', 'uniqueItems', 'unevaluatedProperties'];

export function toOpenAiTools(surface: Surface, options: OpenAiOptions = {}): DialectResult<OpenAiFunctionTool[]> {
  const warnings: DialectWarning[] = [];
  const output = surface.tools.map((tool, index): OpenAiFunctionTool => {
    const field = `tools[${index}].input_schema`;
    if (!options.strict) return toOpenAiFunction(tool);
    const warn = (at: string, construct: string, message: string) => warnings.push({ tool: tool.name, field: at, construct, message });
    return {
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: strictNode(tool.input_schema, field, warn), strict: true },
    };
  });
  return { output, warnings };
}

/** One tool as a function definition, schema as it is: what the chat-completions client sends. */
export function toOpenAiFunction(tool: { name: string; description: string; input_schema: JsonSchema }): OpenAiFunctionTool {
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters: structuredClone(tool.input_schema) } };
}

type Warn = (field: string, construct: string, message: string) => void;

function strictNode(node: JsonSchema, field: string, warn: Warn): JsonSchema {
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'default') {
      warn(`${field}.default`, 'default', `Strict mode does not permit "default"; dropped (${JSON.stringify(value)}). Say the default in the description.`);
      continue;
    }
    if (UNSUPPORTED_IN_STRICT.includes(key)) {
      warn(`${field}.${key}`, key, `Strict mode does not support "${key}"; dropped, so the model is no longer held to it.`);
      continue;
    }
    if (key === 'oneOf') {
      warn(`${field}.oneOf`, 'oneOf', 'Strict mode does not support "oneOf"; sent as "anyOf", so more than one branch may match.');
      result.anyOf = branches(value, `${field}.oneOf`, warn);
      continue;
    }
    result[key] = childValue(key, value, field, warn);
  }
  if (result.type === 'object' || result.properties !== undefined) closeObject(result, field, warn);
  return result;
}

function childValue(key: string, value: unknown, field: string, warn: Warn): unknown {
  if (key === 'properties' || key === '$defs' || key === 'definitions') {
    const map = asSchema(value) ?? {};
    return Object.fromEntries(Object.entries(map).map(([name, child]) => [name, strictNode(asSchema(child) ?? {}, `${field}.${key}${segment(name)}`, warn)]));
  }
  if (key === 'items') return asSchema(value) ? strictNode(value as JsonSchema, `${field}.items`, warn) : value;
  if (key === 'anyOf') return branches(value, `${field}.anyOf`, warn);
  return structuredClone(value);
}

function branches(value: unknown, field: string, warn: Warn): JsonSchema[] {
  return (Array.isArray(value) ? value : []).map((branch, index) => strictNode(asSchema(branch) ?? {}, `${field}[${index}]`, warn));
}

/** All properties required, no extra keys; optional properties turn nullable. */
function closeObject(node: JsonSchema, field: string, warn: Warn): void {
  if (node.additionalProperties !== false) {
    warn(`${field}.additionalProperties`, 'additionalProperties', 'Strict mode needs "additionalProperties": false; extra keys that were allowed are now refused.');
    node.additionalProperties = false;
  }
  const properties = (asSchema(node.properties) ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  for (const [name, property] of Object.entries(properties)) {
    if (required.has(name)) continue;
    properties[name] = nullable(property);
    warn(
      `${field}.properties${segment(name)}`,
      'optional property',
      `Strict mode requires every property: ${name} is now required and nullable, so the model sends null where it would have left it out. Read null as "not given" before the call runs.`,
    );
  }
  node.required = Object.keys(properties);
}

function nullable(property: JsonSchema): JsonSchema {
  // An enum lists every value the model may send, so null joins it too.
  const withNull: JsonSchema = Array.isArray(property.enum) ? { ...property, enum: [...property.enum, null] } : property;
  if (typeof withNull.type === 'string') return { ...withNull, type: [withNull.type, 'null'] };
  if (Array.isArray(withNull.type)) return withNull.type.includes('null') ? withNull : { ...withNull, type: [...withNull.type, 'null'] };
  return { anyOf: [property, { type: 'null' }] };
}

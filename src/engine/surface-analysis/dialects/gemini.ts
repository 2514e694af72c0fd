import type { JsonSchema } from '../../toolkit/json-schema';
import type { Surface } from '../../toolkit/surface';
import { asSchema, schemaTypes, segment } from '../schema-properties';
import type { DialectResult, DialectWarning } from './dialect-warning';
import { resolveReference } from './schema-reference';

/**
 * The surface as Gemini function declarations: `{functionDeclarations: [{name, description,
 * parameters}]}`, where `parameters` is Gemini's Schema, a subset of OpenAPI 3.0: upper-case types
 * (STRING, NUMBER, INTEGER, BOOLEAN, ARRAY, OBJECT), `nullable` instead of type lists, string-only
 * `enum`. Fields it keeps (generativelanguage v1beta Schema): type, format, title, description,
 * nullable, enum, items, minItems, maxItems, properties, required, minProperties, maxProperties,
 * minLength, maxLength, pattern, minimum, maximum, anyOf, propertyOrdering, default, example.
 * Everything else is reported:
 * - `$ref` is inlined from `$defs`/`definitions` (a recursive one cannot be, and is cut);
 * - `oneOf` becomes `anyOf`; `allOf`, `not`, `if`/`then`/`else` are dropped;
 * - `const` becomes a one-value enum when it is a string, and is dropped otherwise; a non-string
 *   enum is dropped (the type stays);
 * - `additionalProperties` is dropped: Gemini cannot forbid extra arguments (the gate still does);
 * - `exclusiveMinimum`/`exclusiveMaximum`, `multipleOf`, `uniqueItems`, `patternProperties`,
 *   tuple `items`/`prefixItems`, `examples` and any other keyword are dropped;
 * - a node of no type (any value) does not exist in Gemini's Schema and is sent as STRING;
 * - parameter names must match ^[a-zA-Z_][a-zA-Z0-9_]{0,63}$ and function names start with a
 *   letter or underscore;
 * - results: a Gemini function response is a JSON object, and these tools return text, so each
 *   result travels wrapped in an object (one toolkit-wide warning).
 */

export type GeminiType = 'STRING' | 'NUMBER' | 'INTEGER' | 'BOOLEAN' | 'ARRAY' | 'OBJECT';

export interface GeminiSchema {
  type?: GeminiType;
  [keyword: string]: unknown;
}

export interface GeminiFunctionDeclaration {
  name: string;
  description: string;
  parameters?: GeminiSchema;
}

export interface GeminiTools {
  functionDeclarations: GeminiFunctionDeclaration[];
}

const TYPES: Record<string, GeminiType> = { string: 'STRING', number: 'NUMBER', integer: 'INTEGER', boolean: 'BOOLEAN', array: 'ARRAY', object: 'OBJECT' };
const COPIED = ['format', 'title', 'description', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'default', 'example', 'propertyOrdering'];
/** Keywords that carry no meaning for the model once the schema is converted. */
const SILENT = ['$schema', '$id', '$comment', '$defs', 'definitions'];
const PARAMETER_NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,63}$/;
const FUNCTION_NAME = /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/;

interface Conversion {
  root: JsonSchema;
  tool: string;
  warnings: DialectWarning[];
  /** `$ref`s being inlined, to stop at recursion. */
  expanding: string[];
}

export function toGeminiTools(surface: Surface): DialectResult<GeminiTools> {
  const warnings: DialectWarning[] = [];
  const functionDeclarations = surface.tools.map((tool, index): GeminiFunctionDeclaration => {
    if (!FUNCTION_NAME.test(tool.name)) {
      warnings.push({ tool: tool.name, field: `tools[${index}].name`, construct: 'name', message: `Gemini function names start with a letter or _ and use letters, digits, _ . : - (at most 64): "${tool.name}" is refused.` });
    }
    const conversion: Conversion = { root: tool.input_schema, tool: tool.name, warnings, expanding: [] };
    const parameters = convert(tool.input_schema, `tools[${index}].input_schema`, conversion);
    const hasParameters = Object.keys(asSchema(tool.input_schema.properties) ?? {}).length > 0;
    return { name: tool.name, description: tool.description, ...(hasParameters ? { parameters } : {}) };
  });
  if (surface.tools.length > 0) {
    warnings.push({
      field: 'result',
      construct: 'non-object result',
      message: 'Every tool here returns text, but a Gemini function response must be a JSON object: each result is sent wrapped, as {"output": "<text>"} (or {"error": …} for a failure).',
    });
  }
  return { output: { functionDeclarations }, warnings };
}

function convert(node: JsonSchema, field: string, conversion: Conversion): GeminiSchema {
  const warn = (at: string, construct: string, message: string) => conversion.warnings.push({ tool: conversion.tool, field: at, construct, message });
  if (typeof node.$ref === 'string') return convertReference(node, field, conversion);
  const result: GeminiSchema = {};
  applyType(node, result, field, warn);
  for (const key of COPIED) if (key in node) result[key] = structuredClone(node[key]);
  convertValues(node, result, field, warn);
  convertChildren(node, result, field, conversion);
  for (const key of Object.keys(node)) {
    if (handledKeys.has(key) || SILENT.includes(key)) continue;
    warn(`${field}.${key}`, key, unsupportedMessage(key, node[key]));
  }
  return result;
}

const handledKeys = new Set(['type', 'enum', 'const', 'properties', 'required', 'items', 'anyOf', 'oneOf', 'nullable', ...COPIED]);

function applyType(node: JsonSchema, result: GeminiSchema, field: string, warn: (at: string, construct: string, message: string) => void): void {
  const types = schemaTypes(node);
  const nonNull = types.filter((type) => type !== 'null');
  if (types.includes('null') || node.nullable === true) result.nullable = true;
  const known = nonNull.filter((type) => Object.hasOwn(TYPES, type));
  for (const type of nonNull) {
    if (!known.includes(type)) warn(`${field}.type`, 'type', `"${type}" is not a JSON Schema type Gemini knows: dropped.`);
  }
  if (known.length === 1) {
    result.type = TYPES[known[0]!];
    return;
  }
  if (known.length > 1) {
    // A list of types is a union; Gemini spells unions as anyOf.
    result.anyOf = known.map((type) => ({ type: TYPES[type] }));
    return;
  }
  const inferred = node.properties !== undefined ? 'OBJECT' : node.items !== undefined ? 'ARRAY' : inferFromValues(node);
  if (inferred) {
    result.type = inferred;
    return;
  }
  if (node.anyOf !== undefined || node.oneOf !== undefined) return;
  warn(`${field}.type`, 'any type', 'A value of any type has no equivalent in Gemini\'s Schema: sent as STRING.');
  result.type = 'STRING';
}

function inferFromValues(node: JsonSchema): GeminiType | undefined {
  const values = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : [];
  if (values.length === 0) return undefined;
  if (values.every((value) => typeof value === 'string')) return 'STRING';
  if (values.every((value) => typeof value === 'boolean')) return 'BOOLEAN';
  if (values.every((value) => Number.isInteger(value))) return 'INTEGER';
  if (values.every((value) => typeof value === 'number')) return 'NUMBER';
  return undefined;
}

function convertValues(node: JsonSchema, result: GeminiSchema, field: string, warn: (at: string, construct: string, message: string) => void): void {
  if (Array.isArray(node.enum)) {
    if (node.enum.every((value) => typeof value === 'string')) result.enum = [...node.enum];
    else warn(`${field}.enum`, 'enum', `Gemini enums hold strings only: the allowed values ${JSON.stringify(node.enum)} are dropped, and any ${String(result.type ?? 'value').toLowerCase()} is accepted.`);
  }
  if ('const' in node) {
    if (typeof node.const === 'string') {
      result.enum = [node.const];
      warn(`${field}.const`, 'const', `Gemini has no "const": sent as a one-value enum [${JSON.stringify(node.const)}].`);
    } else {
      warn(`${field}.const`, 'const', `Gemini has no "const", and enums hold strings only: the fixed value ${JSON.stringify(node.const)} is dropped.`);
    }
  }
}

function convertChildren(node: JsonSchema, result: GeminiSchema, field: string, conversion: Conversion): void {
  const warn = (at: string, construct: string, message: string) => conversion.warnings.push({ tool: conversion.tool, field: at, construct, message });
  const properties = asSchema(node.properties);
  if (properties) {
    const converted: Record<string, GeminiSchema> = {};
    for (const [name, child] of Object.entries(properties)) {
      const at = `${field}.properties${segment(name)}`;
      if (!PARAMETER_NAME.test(name)) warn(at, 'property name', `Gemini parameter names start with a letter or _ and use only letters, digits and _ (at most 64): "${name}" is refused.`);
      converted[name] = convert(asSchema(child) ?? {}, at, conversion);
    }
    result.properties = converted;
    if (Array.isArray(node.required)) result.required = node.required.filter((name) => typeof name === 'string' && name in converted);
  }
  if (Array.isArray(node.items)) {
    warn(`${field}.items`, 'tuple items', 'Gemini has no tuples (a list of item schemas): dropped, so the items are not described.');
  } else if (asSchema(node.items)) {
    result.items = convert(node.items as JsonSchema, `${field}.items`, conversion);
  }
  const unions = [...(Array.isArray(node.anyOf) ? node.anyOf : []), ...(Array.isArray(node.oneOf) ? node.oneOf : [])];
  if (Array.isArray(node.oneOf)) warn(`${field}.oneOf`, 'oneOf', 'Gemini has no "oneOf": sent as "anyOf", so more than one branch may match.');
  if (unions.length > 0) {
    const key = Array.isArray(node.anyOf) ? 'anyOf' : 'oneOf';
    result.anyOf = [...((result.anyOf as GeminiSchema[] | undefined) ?? []), ...unions.map((branch, index) => convert(asSchema(branch) ?? {}, `${field}.${key}[${index}]`, conversion))];
  }
}

function convertReference(node: JsonSchema, field: string, conversion: Conversion): GeminiSchema {
  const reference = node.$ref as string;
  const warn = (message: string) => conversion.warnings.push({ tool: conversion.tool, field: `${field}.$ref`, construct: '$ref', message });
  const target = resolveReference(conversion.root, reference);
  if (!target) {
    warn(`Gemini has no "$ref", and ${reference} does not point inside this schema: sent as a STRING with no constraints.`);
    return { type: 'STRING' };
  }
  if (conversion.expanding.includes(reference)) {
    warn(`Gemini has no "$ref", and ${reference} refers to itself: the recursion is cut here (sent as an OBJECT with no properties).`);
    return { type: 'OBJECT' };
  }
  warn(`Gemini has no "$ref": ${reference} is written out in place.`);
  conversion.expanding.push(reference);
  const { $ref: _reference, ...siblings } = node;
  const converted = convert({ ...target, ...siblings }, field, conversion);
  conversion.expanding.pop();
  return converted;
}

function unsupportedMessage(key: string, value: unknown): string {
  if (key === 'additionalProperties') {
    return value === false
      ? 'Gemini cannot forbid extra arguments: "additionalProperties": false is dropped (the gate still refuses extra keys).'
      : 'Gemini has no "additionalProperties": the description of extra keys is dropped.';
  }
  if (key === 'allOf') return 'Gemini has no "allOf": dropped, so the model is no longer held to those schemas.';
  if (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') return `Gemini has no "${key}": the limit ${JSON.stringify(value)} is dropped.`;
  return `Gemini's Schema has no "${key}": dropped.`;
}

import type { JsonSchema } from '../../../engine/toolkit/json-schema';

/**
 * Example arguments for a tool, read from its input_schema, so "be the model" starts from a call
 * that has the right shape. Required properties only (the schema beside the box lists the rest);
 * values come from the schema itself (default, examples, enum, minimum) or a plain placeholder
 * of the right type. `hints` fills property names the schema has (required or not) with something
 * that works on the live workspace, e.g. a file path that exists; a hint of the wrong type is
 * ignored, so an edited schema never gets an example that contradicts it.
 */
export function exampleArguments(schema: JsonSchema, hints: Record<string, unknown> = {}): Record<string, unknown> {
  const example = exampleValue(schema, hints, 0);
  return isRecord(example) ? example : {};
}

const MAX_DEPTH = 6;

function exampleValue(schema: unknown, hints: Record<string, unknown>, depth: number): unknown {
  if (!isRecord(schema) || depth > MAX_DEPTH) return null;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const variants = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(variants) && variants.length > 0) return exampleValue(variants[0], hints, depth + 1);
  switch (typeOf(schema)) {
    case 'object':
      return exampleObject(schema, hints, depth);
    case 'array': {
      const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return minItems > 0 || isRecord(schema.items) ? [exampleValue(schema.items, hints, depth + 1)] : [];
    }
    case 'string':
      return exampleString(schema);
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function exampleObject(schema: Record<string, unknown>, hints: Record<string, unknown>, depth: number): Record<string, unknown> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === 'string') : [];
  const result: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const hint = Object.hasOwn(hints, key) ? hints[key] : undefined;
    if (hint !== undefined && fitsType(hint, property)) result[key] = hint;
    else if (required.includes(key)) result[key] = exampleValue(property, hints, depth + 1);
  }
  // Required names the properties do not describe still need a value to pass the gate.
  for (const key of required) if (!Object.hasOwn(result, key)) result[key] = null;
  return result;
}

/** Empty when allowed; else a visible placeholder of an allowed length. */
function exampleString(schema: Record<string, unknown>): string {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  if (minLength <= 0) return '';
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  return 'example'.repeat(Math.ceil(minLength / 7)).slice(0, Math.max(minLength, Math.min(7, maxLength)));
}

function typeOf(schema: Record<string, unknown>): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((type): type is string => typeof type === 'string' && type !== 'null');
  if (isRecord(schema.properties)) return 'object';
  return undefined;
}

function fitsType(value: unknown, schema: unknown): boolean {
  if (!isRecord(schema)) return true;
  const type = typeOf(schema);
  if (type === undefined) return true;
  if (type === 'integer' || type === 'number') return typeof value === 'number';
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isRecord(value);
  return typeof value === type;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

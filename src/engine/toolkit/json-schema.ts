import { z } from 'zod';

/** A JSON Schema as the provider receives it (the `input_schema` of a tool). */
export type JsonSchema = { [key: string]: unknown };

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The wire schema for a zod parameters object: zod 4's own converter (zod-to-json-schema returns
 * `{}` for zod 4 schemas), minus what only adds noise for the model: `$schema`, and the
 * safe-integer bounds `z.number().int()` adds.
 */
export function toWireSchema(parameters: z.ZodType): JsonSchema {
  const schema = z.toJSONSchema(parameters, { target: 'draft-7', io: 'input' }) as JsonSchema;
  delete schema.$schema;
  return stripNoise(schema) as JsonSchema;
}

function stripNoise(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripNoise);
  if (node === null || typeof node !== 'object') return node;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'maximum' && value === MAX_SAFE) continue;
    if (key === 'minimum' && value === -MAX_SAFE) continue;
    result[key] = stripNoise(value);
  }
  return result;
}

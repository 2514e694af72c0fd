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

/** Deterministic JSON: object keys sorted, so equal surfaces hash and diff equally. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: JsonSchema = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as JsonSchema)[key]);
  return sorted;
}

/**
 * A short, stable, synchronous content hash (two independent 32-bit multiply-xor lanes, as in
 * cyrb53) as 16 hex digits. Identity, not security: it names a surface or a file version, and it
 * must stay cheap on multi-megabyte workspaces.
 */
export function contentHash(text: string): string {
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
  return (second >>> 0).toString(16).padStart(8, '0') + (first >>> 0).toString(16).padStart(8, '0');
}

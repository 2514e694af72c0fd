/**
 * Deterministic JSON and a cheap content hash: identity for surfaces, files and share documents.
 * Kept apart from json-schema.ts so that hashing does not pull zod into the page's first chunk.
 */

/** Deterministic JSON: object keys sorted, so equal surfaces hash and diff equally. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
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

import type { JsonSchema } from './json-schema';

/**
 * Schemas generated from shared types often point at another part of themselves by path
 * (`"$ref": "#/properties/message/anyOf/0"`), which is valid JSON Schema, but zod's
 * `fromJSONSchema` only follows references into `$defs` or `definitions`. Each such target is
 * copied into `$defs` (`definitions` in a draft-07 schema) under a name of its own and the reference rewritten to it, so a valid
 * schema is never refused and a target that refers back to itself stays recursive rather than
 * being unrolled.
 */
export function hoistLocalRefs(schema: JsonSchema): JsonSchema {
  // zod reads a draft-07 (or older) schema's shared parts from `definitions`, a newer one's from `$defs`.
  const home = typeof schema.$schema === 'string' && /draft-0[4-7]/.test(schema.$schema) ? 'definitions' : '$defs';
  if (!hasPathRef(schema, home)) return schema;
  const hoisted = new Map<string, string>();
  const defs: Record<string, unknown> = {};
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      result[key] = key === '$ref' && typeof value === 'string' && isPathRef(value, home) ? `#/${home}/${nameFor(value)}` : rewrite(value);
    }
    return result;
  };
  const nameFor = (pointer: string): string => {
    const known = hoisted.get(pointer);
    if (known) return known;
    const name = `ref${hoisted.size + 1}`;
    hoisted.set(pointer, name);
    const target = resolvePointer(schema, pointer);
    // An unresolvable pointer stays as it was written, so zod reports it by its own words.
    defs[name] = target === undefined ? { $ref: pointer } : rewrite(target);
    return name;
  };
  const rewritten = rewrite(schema) as JsonSchema;
  // A draft-07 schema that keeps its parts in `$defs` (Microsoft 365's server's folders, which hold
  // folders) has had every reference into them hoisted to `definitions`; zod looks in `$defs`
  // whenever it is there and would then miss them, so it goes.
  if (home === 'definitions') delete rewritten.$defs;
  const existing = (rewritten[home] ?? {}) as Record<string, unknown>;
  return { ...rewritten, [home]: { ...existing, ...defs } };
}

/**
 * A reference into the schema itself that zod would not find: anywhere but the home of shared
 * parts. A schema that names no draft but keeps its parts in `definitions` (as many generators do)
 * has them read from `$defs`, so its `#/definitions/…` references are hoisted too.
 */
function isPathRef(reference: string, home: string): boolean {
  return (reference === '#' || reference.startsWith('#/')) && !reference.startsWith(`#/${home}/`);
}

function hasPathRef(node: unknown, home: string): boolean {
  if (Array.isArray(node)) return node.some((item) => hasPathRef(item, home));
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node).some(([key, value]) => (key === '$ref' && typeof value === 'string' ? isPathRef(value, home) : hasPathRef(value, home)));
}

/** RFC 6901: segments split on "/", with "~1" for "/" and "~0" for "~". */
function resolvePointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.slice(1).split('/').slice(1)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(segment in node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

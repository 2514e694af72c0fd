import type { JsonSchema } from '../../toolkit/json-schema';
import { asSchema } from '../schema-properties';

/**
 * The schema a local `$ref` points at (`#/$defs/Name`, `#/definitions/Name`, or any JSON pointer
 * from the root); undefined for a reference outside the document.
 */
export function resolveReference(root: JsonSchema, reference: string): JsonSchema | undefined {
  if (!reference.startsWith('#')) return undefined;
  const segments = reference
    .slice(1)
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = root;
  for (const segment of segments) {
    // A pointer steps through lists by index too: `#/properties/a/anyOf/1/properties/b`.
    if (Array.isArray(node)) {
      if (!/^\d+$/.test(segment) || Number(segment) >= node.length) return undefined;
      node = node[Number(segment)];
      continue;
    }
    const schema = asSchema(node);
    if (!schema || !Object.hasOwn(schema, segment)) return undefined;
    node = schema[segment];
  }
  return asSchema(node);
}

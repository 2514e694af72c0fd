/**
 * The last check before a document leaves: the API key must appear nowhere in it, not even where
 * a person put it by mistake (a task, a file, a tool argument). The schema keeps keys out of the
 * fields; this finds one inside the content.
 */

/** What an Anthropic API key looks like; another provider's key is caught by `secrets`. */
const apiKeyPattern = /sk-ant-[A-Za-z0-9_-]{20,}/;

/** Shorter strings would match by chance (and no real key is this short). */
const MIN_SECRET_LENGTH = 8;

/** Where the first secret sits, as a field path (`nodes[0].task`), or undefined when none does. */
export function findSecret(value: unknown, secrets: readonly string[]): string | undefined {
  const needles = secrets.map((secret) => secret.trim()).filter((secret) => secret.length >= MIN_SECRET_LENGTH);
  const holds = (text: string) => apiKeyPattern.test(text) || needles.some((needle) => text.includes(needle));
  return search(value, '', holds);
}

function search(value: unknown, path: string, holds: (text: string) => boolean): string | undefined {
  if (typeof value === 'string') return holds(value) ? path || '(document)' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = search(item, `${path}[${index}]`, holds);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    // Report where a name holding the secret sits, never the name itself (it would quote the key).
    if (holds(key)) return `${path || '(document)'} (a name in it)`;
    const at = path ? `${path}.${key}` : key;
    const found = search(item, at, holds);
    if (found) return found;
  }
  return undefined;
}

/**
 * What a tool may be called on the wire. Kept apart from the surface file's schema so that code
 * which only names tools (MCP's surface, the lint) does not load zod and the default toolkit with it.
 */

/** Tool names the provider accepts. */
export const toolNamePattern = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * A name the provider accepts, as close to the given one as can be: accents dropped
 * ("yerelleştir" → "yerellestir"), every other character it refuses turned into _, at most 64.
 */
export function wireSafeName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64);
}

/**
 * A short random id with a prefix that says what it names (`s_` session, `v_` variant).
 * getRandomValues, not randomUUID: randomUUID exists only in secure contexts, and the playground
 * may be served over plain http on a LAN address.
 */
export function newId(prefix: string): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `${prefix}_${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

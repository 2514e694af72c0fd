/**
 * The host names a sandboxed run may reach (`--allow-domain`): how one is written, and whether a
 * host a program asks for is on the list. Names are compared, never resolved, so what the list says
 * is what the proxy lets through.
 */

/** A host name as the list keeps it: lower-case, without a trailing dot. */
function normalHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host as the list keeps it (`example.com`, or `*.example.com` for its subdomains), or a
 * sentence saying what is wrong with it.
 */
export function parseAllowedHost(text: string): { host: string } | { problem: string } {
  const host = normalHost(text);
  const name = host.startsWith('*.') ? host.slice(2) : host;
  const labels = name.split('.');
  if (name !== '' && name.length <= 253 && labels.every((part) => label.test(part))) return { host };
  return {
    problem: `--allow-domain "${text}" is not a host name: write one such as example.com, or *.example.com for its subdomains, without a scheme, port or path.`,
  };
}

/** Whether `host` (as a program asked for it) is on the list: the same name, or under a `*.` entry. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const asked = normalHost(host.replace(/^\[(.*)\]$/, '$1'));
  return allowed.some((entry) => (entry.startsWith('*.') ? asked.endsWith(entry.slice(1)) && asked.length > entry.length - 1 : asked === entry));
}

import { describe, expect, it } from 'vitest';
import { hostAllowed, parseAllowedHost } from '../../../../src/engine/workspace/os/allowed-hosts';

/** How `--allow-domain` values are written and which hosts a list lets through. */

describe('parseAllowedHost', () => {
  it('keeps a host lower-case and without its trailing dot', () => {
    expect(parseAllowedHost('Registry.NPMjs.org.')).toEqual({ host: 'registry.npmjs.org' });
    expect(parseAllowedHost('*.GitHub.com')).toEqual({ host: '*.github.com' });
    expect(parseAllowedHost('localhost')).toEqual({ host: 'localhost' });
    expect(parseAllowedHost('127.0.0.1')).toEqual({ host: '127.0.0.1' });
  });

  it.each(['https://example.com', 'example.com:443', 'example.com/path', '', '*', '*.', 'a..b', '-bad.com', 'bad-.com', 'ex ample.com', 'a.*.com', `${'a'.repeat(64)}.com`])(
    'refuses %j and says how to write a host',
    (text) => {
      expect(parseAllowedHost(text)).toEqual({
        problem: `--allow-domain "${text}" is not a host name: write one such as example.com, or *.example.com for its subdomains, without a scheme, port or path.`,
      });
    },
  );
});

describe('hostAllowed', () => {
  const list = ['localhost', 'registry.npmjs.org', '*.github.com'];

  it('lets through the same name, in any case and with a trailing dot', () => {
    expect(hostAllowed('localhost', list)).toBe(true);
    expect(hostAllowed('REGISTRY.npmjs.org.', list)).toBe(true);
  });

  it('lets a *. entry through for subdomains at any depth, not for the domain itself', () => {
    expect(hostAllowed('api.github.com', list)).toBe(true);
    expect(hostAllowed('codeload.eu.github.com', list)).toBe(true);
    expect(hostAllowed('github.com', list)).toBe(false);
  });

  it('refuses what only looks alike', () => {
    expect(hostAllowed('127.0.0.1', list)).toBe(false);
    expect(hostAllowed('evilgithub.com', list)).toBe(false);
    expect(hostAllowed('registry.npmjs.org.evil.com', list)).toBe(false);
    expect(hostAllowed('npmjs.org', list)).toBe(false);
    expect(hostAllowed('[::1]', list)).toBe(false);
    expect(hostAllowed('localhost', [])).toBe(false);
  });
});

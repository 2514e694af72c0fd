import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/cli/command-line';
import { parseCompareArguments } from '../../../src/cli/compare-arguments';

const parse = (argv: string[]) => parseCompareArguments(argv, { model: 'claude-default' });

function refusal(argv: string[]): string {
  try {
    parse(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('npm run compare arguments', () => {
  it('read the lesson, variants, runs, model, report and bar, with defaults for the rest', () => {
    expect(parse(['--lesson', 'write-file-routing', '--variants', 'before, after', '-n', '4', '--min-pass', '75%', '--out', 'r.json'])).toEqual({
      lesson: 'write-file-routing',
      variants: ['before', 'after'],
      runs: 4,
      provider: 'anthropic',
      baseURL: undefined,
      model: 'claude-default',
      out: 'r.json',
      minPass: 0.75,
      concurrency: 1,
      maxSteps: 30,
      shard: undefined,
      sandbox: 'embedded',
      allowedDomains: [],
      mcp: undefined,
      mcpTimeout: 60,
      untilDecided: false,
      help: false,
    });
    expect(parse(['--lesson', 'x', '--runs', '2', '--min-pass', '0.5', '--base-url', 'http://127.0.0.1:9', '--model', 'm', '--concurrency', '3'])).toMatchObject({
      variants: undefined,
      runs: 2,
      minPass: 0.5,
      baseURL: 'http://127.0.0.1:9',
      model: 'm',
      concurrency: 3,
    });
    expect(parse(['--help']).help).toBe(true);
  });

  it('refuse what they cannot run, in one line each', () => {
    expect(refusal([])).toMatch(/^--lesson is required/);
    expect(refusal(['--lesson', 'x', '-n', '0'])).toBe('-n must be a whole number of at least 1, not "0".');
    expect(refusal(['--lesson', 'x', '-n', '2.5'])).toBe('-n must be a whole number of at least 1, not "2.5".');
    expect(refusal(['--lesson', 'x', '--min-pass', '1.5'])).toMatch(/^--min-pass takes a pass rate from 0 to 1/);
    expect(refusal(['--lesson', 'x', '--min-pass', 'most'])).toMatch(/^--min-pass takes a pass rate/);
    expect(refusal(['--lesson', 'x', '--variants', ' , '])).toMatch(/^--variants needs at least one variant name/);
    expect(refusal(['--lesson', 'x', '--variants', 'a,a'])).toMatch(/names a variant twice/);
    expect(refusal(['--lesson', 'x', '--runs-per', '3'])).toMatch(/Unknown option '--runs-per'/);
    for (const argv of [[], ['--lesson', 'x', '-n', '0'], ['--lesson', 'x', '--runs-per', '3']]) expect(refusal(argv)).not.toContain('\n');
  });
  it('run on the embedded workspace unless --sandbox os is given, and refuse any other sandbox', () => {
    expect(parse(['--lesson', 'x', '--sandbox', 'os']).sandbox).toBe('os');
    expect(refusal(['--lesson', 'x', '--sandbox', 'vm'])).toBe('--sandbox takes "embedded" or "os", not "vm".');
  });
  it('take --allow-domain as often as given, with --sandbox os only, and refuse a host they cannot read', () => {
    const hosts = ['--allow-domain', 'Registry.npmjs.org.', '--allow-domain', '*.github.com', '--allow-domain', 'registry.npmjs.org'];
    expect(parse(['--lesson', 'x', '--sandbox', 'os', ...hosts]).allowedDomains).toEqual(['registry.npmjs.org', '*.github.com']);
    expect(refusal(['--lesson', 'x', ...hosts])).toBe('--allow-domain works only with --sandbox os: the embedded shell has no network to open.');
    expect(refusal(['--lesson', 'x', '--sandbox', 'os', '--allow-domain', 'https://github.com'])).toMatch(/^--allow-domain "https:\/\/github.com" is not a host name: write one such as example.com/);
  });
});

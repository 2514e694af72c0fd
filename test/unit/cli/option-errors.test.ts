import { describe, expect, it } from 'vitest';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli, type CliCommand } from '../../support/run-cli';

/**
 * A mistake in the options is one line on stderr, exit 2, nothing on stdout: the usage is printed
 * only when asked for with --help (exit 0, on stdout).
 */
const key = fakeApiKey('option-errors');

const mistakes: Array<[CliCommand, string[], RegExp]> = [
  ['agent', ['--task', 'x', '--verbose'], /^Unknown option '--verbose'/],
  ['agent', ['--task', 'x', '--max-steps', 'many'], /^--max-steps must be a whole number of at least 1, not "many"\.$/],
  ['agent', [], /^--task is required/],
  ['compare', ['--lesson', 'write-file-routing', '--runs-per', '3'], /^Unknown option '--runs-per'/],
  ['select', ['--prompts', 'p.json', '--samples-per', '3'], /^Unknown option '--samples-per'/],
  ['lint', ['tools.json', '--fix'], /^Unknown option '--fix'/],
  ['lint', ['tools.json', '--dialect', 'gemini'], /^--dialect must be anthropic or openai, not "gemini"\.$/],
  ['lint', [], /^Name one file to lint\. For example: npm run lint -- tools\.json$/],
];

describe('option mistakes', () => {
  it.each(mistakes)('%s %j: one line, exit 2, no usage', async (command, args, says) => {
    const run = await runCli(command, args, { ANTHROPIC_API_KEY: key });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.endsWith('\n')).toBe(true);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr.trim()).toMatch(says);
    expect(run.stderr).not.toContain('Usage:');
  });

  it.each(['agent', 'compare', 'select', 'lint'] as const)('%s --help prints the usage on stdout, exit 0', async (command) => {
    const run = await runCli(command, ['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Usage: npm run ${command} -- `));
    expect(run.stdout.split('\n').length).toBeGreaterThan(3);
    expect(run.stderr).toBe('');
  });
});

/**
 * What the model reads when a command is not in the embedded shell. just-bash answers some names
 * (python3, sqlite3...) with advice meant for whoever embeds it ("browser environments", "the
 * Node.js bundle") and others with a bare "command not found"; both become one line in our words
 * per missing command, and once, after them, what the shell does have, so the next try can use it.
 */

const notFoundLine = /^bash: ([^\s:]+): command not (?:found|available in browser environments\..*)$/;

/** Names of missing commands the stderr reports, in order, each once. */
export function missingCommands(stderr: string): string[] {
  const names = stderr.split('\n').flatMap((line) => notFoundLine.exec(line)?.[1] ?? []);
  return [...new Set(names)];
}

/**
 * The stderr with each "not found" line in our words and the list of `available` commands after.
 * Returns the stderr unchanged when it reports no missing command.
 */
export function explainMissingCommands(stderr: string, available: readonly string[]): string {
  if (missingCommands(stderr).length === 0) return stderr;
  const lines = stderr.split('\n').map((line) => {
    const name = notFoundLine.exec(line)?.[1];
    return name === undefined ? line : `bash: ${name}: command not found. This workspace's shell is an embedded one, and it has no ${name}.`;
  });
  const text = lines.join('\n');
  const separator = text.endsWith('\n') ? '' : '\n';
  return (
    `${text}${separator}It runs no programs beyond its own commands: no node, npm, python, git, make or network access. ` +
    `Its commands: ${[...available].sort().join(', ')}. Do the step with one of these instead.\n`
  );
}

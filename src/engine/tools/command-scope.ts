/**
 * A sub-agent runs commands in its own folder, but a shell can name any path. Before a scoped
 * command runs, this looks for words that reach outside the folder: `..` segments, and absolute
 * paths inside the workspace but outside the folder. It is a guard against the plain cases (the
 * model writing `cd ..` or `> /workspace/README.md`), not a sandbox: the sub-agent's description
 * states the rule, and this makes the common slips come back as an out-of-scope failure instead
 * of a silent change to the parent's files.
 *
 * Returns the first offending word, or undefined when the command stays inside.
 */
export function wordLeavingScope(command: string, scope: string, rootPath: string): string | undefined {
  const root = rootPath.replace(/\/+$/, '');
  const scopeAbsolute = scope === '' ? root : `${root}/${scope}`;
  for (const word of command.split(/[\s;&|()<>`"'=]+/)) {
    if (word === '') continue;
    if (/(^|\/)\.\.(\/|$)/.test(word)) return word;
    if (word === '~' || word.startsWith('~/')) return word;
    if (!word.startsWith('/')) continue;
    const insideWorkspace = word === root || word.startsWith(`${root}/`);
    if (!insideWorkspace) continue; // /tmp, /dev/null...: not the workspace
    if (word !== scopeAbsolute && !word.startsWith(`${scopeAbsolute}/`)) return word;
  }
  return undefined;
}

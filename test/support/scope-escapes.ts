/**
 * Command lines a sub-agent scoped to `sub/` might use to write outside its folder, each of which
 * gets past the command-line check (no "..", no absolute path into the workspace), so only the
 * fence under the shell (the embedded file system's, or the OS sandbox's mounts) can stop them.
 * Both workspaces run every one: a trick found for one is tried on the other.
 */
export const escapesFromTheFolder: readonly string[] = [
  'cd && echo pwned > README.md',
  'cd $HOME && echo pwned > README.md',
  'cd && cp sub/a.txt README.md',
  'cd && mv README.md sub/stolen.md',
  'ln -s $HOME/README.md link && echo pwned > link',
  'ln -s $HOME dir && echo pwned > dir/README.md',
  'ln -s $HOME/NEW.md dangling && echo pwned > dangling',
  'cd && echo pwned >> README.md',
  'cd && mkdir other/new && echo x > other/b.txt',
];

import type { CpOptions, FileContent, FsStat, IFileSystem, InMemoryFs, MkdirOptions, RmOptions } from 'just-bash';

/**
 * A change refused because it leaves the folder. Most commands report it on stderr themselves; a
 * redirection (`> file`) lets it end the whole command, which the shell runner reports instead.
 */
export class OutsideFolderError extends Error {
  readonly code = 'EACCES';
  constructor(message: string) {
    super(`EACCES: ${message}`);
    this.name = 'OutsideFolderError';
  }
}

/**
 * The file system a sub-agent's shell sees: every read as usual, and every change refused unless it
 * lands inside the sub-agent's folder (or outside the workspace altogether, such as /tmp, which is
 * scratch space no one else reads). Checking here, where writes happen, holds whatever the command
 * line looks like: `cd && echo x > README.md`, `cd $HOME`, `cd / && ... > workspace/x`, or a link made
 * inside the folder that points out of it (a target is checked as the links resolve it).
 */
export class ScopedFileSystem implements IFileSystem {
  constructor(
    private readonly inner: InMemoryFs,
    /** Absolute workspace root ("/workspace"). */
    private readonly rootPath: string,
    /** Absolute folder the shell may change ("/workspace/sub"). */
    private readonly folder: string,
  ) {}

  readFile = (path: string, options?: Parameters<IFileSystem['readFile']>[1]) => this.inner.readFile(path, options);
  readFileBuffer = (path: string) => this.inner.readFileBuffer(path);
  readFileBytes = (path: string) => this.inner.readFileBytes(path);
  exists = (path: string) => this.inner.exists(path);
  stat = (path: string): Promise<FsStat> => this.inner.stat(path);
  lstat = (path: string): Promise<FsStat> => this.inner.lstat(path);
  readdir = (path: string) => this.inner.readdir(path);
  readdirWithFileTypes = (path: string) => this.inner.readdirWithFileTypes(path);
  readlink = (path: string) => this.inner.readlink(path);
  realpath = (path: string) => this.inner.realpath(path);
  resolvePath = (base: string, path: string) => this.inner.resolvePath(base, path);
  getAllPaths = () => this.inner.getAllPaths();

  async writeFile(path: string, content: FileContent, options?: Parameters<IFileSystem['writeFile']>[2]): Promise<void> {
    await this.assertWritable(path, 'write');
    return this.inner.writeFile(path, content, options);
  }

  async appendFile(path: string, content: FileContent, options?: Parameters<IFileSystem['appendFile']>[2]): Promise<void> {
    await this.assertWritable(path, 'write');
    return this.inner.appendFile(path, content, options);
  }

  async mkdir(path: string, options?: MkdirOptions): Promise<void> {
    await this.assertWritable(path, 'mkdir');
    return this.inner.mkdir(path, options);
  }

  async rm(path: string, options?: RmOptions): Promise<void> {
    await this.assertWritable(path, 'rm');
    return this.inner.rm(path, options);
  }

  async cp(source: string, destination: string, options?: CpOptions): Promise<void> {
    await this.assertWritable(destination, 'cp');
    return this.inner.cp(source, destination, options);
  }

  async mv(source: string, destination: string): Promise<void> {
    // Moving a file away changes the folder it leaves, so both ends must be inside.
    await this.assertWritable(source, 'mv');
    await this.assertWritable(destination, 'mv');
    return this.inner.mv(source, destination);
  }

  async chmod(path: string, mode: number): Promise<void> {
    await this.assertWritable(path, 'chmod');
    return this.inner.chmod(path, mode);
  }

  async symlink(target: string, linkPath: string): Promise<void> {
    await this.assertWritable(linkPath, 'symlink');
    return this.inner.symlink(target, linkPath);
  }

  async link(existingPath: string, newPath: string): Promise<void> {
    // A hard link shares the file's content: writing through it would change the original.
    await this.assertWritable(existingPath, 'link');
    await this.assertWritable(newPath, 'link');
    return this.inner.link(existingPath, newPath);
  }

  async utimes(path: string, atime: Date, mtime: Date): Promise<void> {
    await this.assertWritable(path, 'utimes');
    return this.inner.utimes(path, atime, mtime);
  }

  /**
   * Refuses a change unless the path, both as written and as links resolve it, is inside the folder
   * or outside the workspace. The error reads like the shell's own (EACCES), naming the folder.
   */
  private async assertWritable(path: string, operation: string): Promise<void> {
    const written = this.inner.resolvePath('/', path);
    const resolved = await this.resolveLinks(written);
    if (this.allows(written) && this.allows(resolved)) return;
    throw new OutsideFolderError(`${operation} '${written}': Permission denied (outside ${this.folder}, the only folder this sub-agent may change)`);
  }

  private allows(absolute: string): boolean {
    const insideWorkspace = absolute === this.rootPath || absolute.startsWith(`${this.rootPath}/`);
    return !insideWorkspace || absolute === this.folder || absolute.startsWith(`${this.folder}/`);
  }

  /**
   * The path with every link on the way resolved: the nearest existing ancestor's real path plus
   * the rest. A dangling link is followed by hand (realpath refuses it, but a write through it
   * creates its target).
   */
  private async resolveLinks(absolute: string, hops = 0): Promise<string> {
    let existing = absolute;
    let rest = '';
    for (;;) {
      try {
        const real = await this.inner.realpath(existing);
        return rest === '' ? real : `${real.replace(/\/$/, '')}/${rest}`;
      } catch {
        if (existing === '/') return absolute;
        const slash = existing.lastIndexOf('/');
        const parent = slash <= 0 ? '/' : existing.slice(0, slash);
        const target = await this.danglingTarget(existing);
        // Too many hops is a loop: the shell refuses to write through it anyway, so the folder test is moot.
        if (target !== undefined && hops < 40) {
          const followed = this.inner.resolvePath(parent, target);
          return this.resolveLinks(rest === '' ? followed : `${followed}/${rest}`, hops + 1);
        }
        const name = existing.slice(slash + 1);
        rest = rest === '' ? name : `${name}/${rest}`;
        existing = parent;
      }
    }
  }

  private async danglingTarget(path: string): Promise<string | undefined> {
    try {
      return (await this.inner.lstat(path)).isSymbolicLink ? await this.inner.readlink(path) : undefined;
    } catch {
      return undefined;
    }
  }
}

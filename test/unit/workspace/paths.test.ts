import { describe, expect, it } from 'vitest';
import { baseName, isWithinFolder, parentPath, resolveWorkspacePath, toAbsolutePath } from '../../../src/engine/workspace/paths';
import { isWorkspaceError } from '../../../src/engine/workspace/workspace';

const root = '/workspace';

function refusal(input: string): unknown {
  try {
    resolveWorkspacePath(input, root);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('resolveWorkspacePath', () => {
  it('keeps plain relative paths', () => {
    expect(resolveWorkspacePath('src/app.ts', root)).toBe('src/app.ts');
  });

  it('normalises ./, doubled and trailing slashes', () => {
    expect(resolveWorkspacePath('./a//b', root)).toBe('a/b');
    expect(resolveWorkspacePath('a/./b/', root)).toBe('a/b');
  });

  it('maps the root itself to the empty path', () => {
    expect(resolveWorkspacePath('.', root)).toBe('');
    expect(resolveWorkspacePath('', root)).toBe('');
    expect(resolveWorkspacePath('/workspace', root)).toBe('');
    expect(resolveWorkspacePath('/workspace/', root)).toBe('');
  });

  it('accepts absolute paths inside the root', () => {
    expect(resolveWorkspacePath('/workspace/src/app.ts', root)).toBe('src/app.ts');
  });

  it('refuses absolute paths elsewhere, including look-alike prefixes', () => {
    for (const input of ['/etc/passwd', '/workspace-other/a', '/', '/tmp/x']) {
      expect(isWorkspaceError(refusal(input), 'outside_root'), input).toBe(true);
    }
  });

  it('refuses .. even when it would land back inside', () => {
    for (const input of ['../etc/passwd', 'src/../app.ts', 'a/b/../../c', '/workspace/../workspace/a', '..']) {
      expect(isWorkspaceError(refusal(input), 'outside_root'), input).toBe(true);
    }
  });

  it('refuses backslashes, NUL bytes and home-relative paths', () => {
    for (const input of ['src\\app.ts', 'a\0b', '~/notes.txt', '~']) {
      expect(isWorkspaceError(refusal(input), 'outside_root'), JSON.stringify(input)).toBe(true);
    }
  });

  it('reports the path as the caller wrote it', () => {
    const error = refusal('../secret');
    expect(isWorkspaceError(error) && error.path).toBe('../secret');
  });

  it('works with a root given with a trailing slash', () => {
    expect(resolveWorkspacePath('/project/a', '/project/')).toBe('a');
  });
});

describe('path helpers', () => {
  it('builds absolute paths from workspace-relative ones', () => {
    expect(toAbsolutePath('src/a.ts', root)).toBe('/workspace/src/a.ts');
    expect(toAbsolutePath('', root)).toBe('/workspace');
  });

  it('splits parent and base name', () => {
    expect(parentPath('src/lib/a.ts')).toBe('src/lib');
    expect(parentPath('a.ts')).toBe('');
    expect(baseName('src/lib/a.ts')).toBe('a.ts');
    expect(baseName('a.ts')).toBe('a.ts');
  });

  it('knows what lies within a folder, and that a shared prefix is not enough', () => {
    expect(isWithinFolder('src/a.ts', 'src')).toBe(true);
    expect(isWithinFolder('src', 'src')).toBe(true);
    expect(isWithinFolder('src2/a.ts', 'src')).toBe(false);
    expect(isWithinFolder('anything', '')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { wordLeavingScope } from '../../../src/engine/tools/command-scope';

describe('a scoped command', () => {
  it.each([
    ['echo hi > notes.txt', undefined],
    ['cat ../../README.md', '../../README.md'],
    ['cd .. && ls', '..'],
    ['cp a.txt /workspace/README.md', '/workspace/README.md'],
    ['cat /workspace/docs/a.md /workspace/docs', undefined],
    ['ls /workspace', '/workspace'],
    ['echo x > /dev/null; ls /tmp', undefined],
    ['cat ~/secrets', '~/secrets'],
    ['grep -r "TODO" .', undefined],
    ['cat "../x"', '../x'],
  ])('%s -> %s', (command, offending) => {
    expect(wordLeavingScope(command, 'docs', '/workspace')).toBe(offending);
  });

  it('lets an agent scoped to the whole workspace name any workspace path', () => {
    expect(wordLeavingScope('cat /workspace/README.md', '', '/workspace')).toBeUndefined();
  });
});

import { pathFailures } from '../path-failures';
import type { FailureSpec } from '../tool';

/**
 * Path failures as the SWE-agent style toolkit words them: it has no file finder, so the next move
 * is a shell command through run. Same kinds and values as the shared path failures, so the shared
 * path handling (resolveToolPath, loadWorkspaceFile) fills them.
 */
export const swePathFailures = {
  OutsideWorkspace: {
    template:
      '"{path}" is outside the workspace. Paths are relative to the workspace root (like "src/app.py"); "..", links and absolute paths elsewhere are refused.[[ See what is there with {tool:run} ("ls").]]',
    placeholders: { path: '../etc/passwd' },
  },
  NotFound: {
    template: 'Nothing exists at "{path}".[[ Look for the file with {tool:run}, for example: find . -name "{name}"]]',
    placeholders: { path: 'src/utils.py', name: 'utils.py' },
  },
  IsDirectory: {
    template: '"{path}" is a folder, not a file.[[ List it with {tool:run} ("ls {path}").]]',
    placeholders: { path: 'src' },
  },
  OutOfScope: pathFailures.OutOfScope,
  BinaryFile: {
    template:
      '"{path}" is a binary file ({bytes} bytes with NUL bytes in it), so it cannot be shown or edited as text.[[ Inspect it with {tool:run}, for example "wc -c {path}".]]',
    placeholders: { path: 'assets/logo.png', bytes: 4312 },
  },
} satisfies Record<string, FailureSpec>;

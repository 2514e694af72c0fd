import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One temp folder for the whole test run, removed when the run ends. Tests make their scratch
 * folders with mkdtemp(tmpdir()), and many leave them behind: each run left about 150 folders in
 * /tmp. TMPDIR is what os.tmpdir() reads, and the test workers, the CLIs they start and Chromium
 * inherit it. It is open to all as /tmp is, so a sandbox user can still reach the workspaces made in
 * it. Vitest runs the root config's setup and each project's, so only the first one makes the folder.
 */
export default function setup(): (() => void) | undefined {
  if (process.env.ACI_TEST_RUN_FOLDER) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'aci-test-run-'));
  chmodSync(folder, 0o1777);
  process.env.ACI_TEST_RUN_FOLDER = folder;
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}

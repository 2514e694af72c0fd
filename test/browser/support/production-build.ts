import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The production build the browser tests and the bench run against: `vite build` into dist/,
 * skipped when dist/ is newer than every input, so a second test run in a row costs nothing.
 */

export const projectRoot = join(import.meta.dirname, '..', '..', '..');
/**
 * ACI_DIST_DIR moves the build elsewhere (relative to the project root), so several people (or
 * helpers) testing in one checkout at once never build into the same folder.
 */
export const distFolder = join(projectRoot, process.env.ACI_DIST_DIR ?? 'dist');

/** What the build reads: a change to any of these makes dist/ stale. */
const buildInputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

export interface BuildOutcome {
  built: boolean;
  durationMs: number;
}

export async function ensureProductionBuild(): Promise<BuildOutcome> {
  const started = performance.now();
  if (await isBuildFresh()) return { built: false, durationMs: performance.now() - started };
  await runViteBuild();
  return { built: true, durationMs: performance.now() - started };
}

async function isBuildFresh(): Promise<boolean> {
  const builtAt = await modifiedAt(join(distFolder, 'index.html'));
  if (builtAt === undefined) return false;
  const inputs = await Promise.all(buildInputs.map((input) => newestModification(join(projectRoot, input))));
  return inputs.every((changedAt) => changedAt === undefined || changedAt < builtAt);
}

/** A child process, not vite's `build()` in this one: the test runner's own Vite state stays untouched. */
function runViteBuild(): Promise<void> {
  const vite = join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', distFolder, '--emptyOutDir'], {
      cwd: projectRoot,
      // vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it finds: React's development build
      // (and JSX with source paths) would be what the tests and the bench measure. Build what ships.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      reject(new Error(`vite build failed (exit ${code}); the browser tests need the production build:\n${output}`));
    });
  });
}

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The latest mtime of a file, or of anything inside a folder; undefined when it does not exist. */
async function newestModification(path: string): Promise<number | undefined> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return undefined;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true });
  const times = await Promise.all(entries.map((entry) => modifiedAt(join(path, entry))));
  return Math.max(info.mtimeMs, ...times.filter((time): time is number => time !== undefined));
}

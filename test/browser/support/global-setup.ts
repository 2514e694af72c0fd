import { ensureProductionBuild } from './production-build';

/**
 * vitest globalSetup of the browser project: one production build per test run, before any
 * browser file starts (each file then serves dist/ itself).
 */
export default async function setup(): Promise<void> {
  const outcome = await ensureProductionBuild();
  if (outcome.built) process.stdout.write(`browser tests: built dist/ in ${Math.round(outcome.durationMs)} ms\n`);
}

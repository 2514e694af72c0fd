import { missingNeeds } from '../workspace/capabilities';
import type { WorkspaceCapabilities, WorkspaceKind } from '../workspace/workspace';

/**
 * A lesson that needs programs (node, npm, git) or the network refused on a workspace without
 * them, before any run starts: otherwise every run fails for a reason no one sees (the model
 * tries `npm test`, reads "command not found", and the pass rate says the surface is bad).
 */
export class LessonNeedsError extends Error {
  constructor(
    readonly lessonId: string,
    readonly missing: readonly string[],
    readonly workspaceKind: WorkspaceKind | undefined,
  ) {
    const where = workspaceKind === undefined ? 'this workspace' : workspaceNames[workspaceKind];
    const move = workspaceKind === 'embedded' ? ' Run it headless with --sandbox os, where real programs run.' : '';
    super(`The lesson "${lessonId}" needs ${missing.join(', ')}, which ${where} does not have.${move}`);
    this.name = 'LessonNeedsError';
  }
}

const workspaceNames: Record<WorkspaceKind, string> = {
  embedded: 'the embedded workspace',
  webcontainer: 'WebContainer',
  os: 'the OS sandbox on this machine',
};

/** Throws LessonNeedsError when `capabilities` lack something the lesson needs. */
export function assertLessonNeeds(
  lesson: { id: string; needs?: readonly string[] },
  capabilities: WorkspaceCapabilities,
  workspaceKind?: WorkspaceKind,
): void {
  const missing = missingNeeds(lesson.needs ?? [], capabilities);
  if (missing.length > 0) throw new LessonNeedsError(lesson.id, missing, workspaceKind);
}

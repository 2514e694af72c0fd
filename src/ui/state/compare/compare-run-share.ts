import type { ComparisonResult, RunOutcome } from '../../../engine/compare/comparison';
import type { Lesson } from '../../../engine/lessons/lesson';
import type { Surface } from '../../../engine/toolkit/surface';
import { keySecrets, noSubject, readSessionNodes, type GatheredSubject, type TranscriptReader } from '../share/share-subject';
import type { CompareModules } from './compare-loader';
import { WORKSPACE_LESSON_ID } from './compare-setup';

export interface RunSubjectInput {
  result: ComparisonResult;
  outcome: RunOutcome;
  /** The lesson the comparison ran: remembered by this page, or found in the list by its id. */
  lesson: Lesson | undefined;
  /** Where the runs' nodes are; undefined when storage is off and this page did not run it. */
  nodes: TranscriptReader | undefined;
  modules: Pick<CompareModules, 'lessonSurface' | 'surfaceHash' | 'withPresetVariants'>;
  apiKey: string;
  /** Every provider's key set in this tab; each must stay out of the link. */
  allKeys?: string[];
}

/**
 * One comparison run as a share subject: its session's nodes as stored, the lesson's files as the
 * run started, and the surface its variant sent, rebuilt from the lesson. A rebuilt surface that
 * differs from what the run recorded (the lesson or the app changed since) is refused rather than
 * shown as if the model had read it.
 */
export async function gatherRunSubject(input: RunSubjectInput): Promise<GatheredSubject> {
  const { result, outcome, lesson, nodes } = input;
  if (outcome.rootNodeId === undefined) return noSubject('This run ended before its agent started, so there is no transcript to share. Open another run.');
  if (!nodes) return noSubject('This comparison ran without browser storage, so its transcripts were kept only on the page that ran it. Run it again to share a run.');
  if (!lesson) return noSubject(missingLesson(result));

  const surface = variantSurface(input.modules, lesson, outcome.variant);
  if (typeof surface === 'string') return noSubject(`This run's tools cannot be rebuilt: ${surface}. Run the comparison again to share a run of it.`);
  if (input.modules.surfaceHash(surface) !== outcome.surfaceHash) {
    return noSubject(
      `The lesson "${result.lessonTitle}" or this app's tools have changed since this comparison ran, so a link would show tools other than the ones this run read. Run the comparison again to share a run of it.`,
    );
  }

  const { nodes: runNodes, messagesByNode } = await readSessionNodes(nodes, outcome.sessionId);
  if (runNodes.length === 0) return noSubject('No transcript is stored for this run (it may have been imported without its sessions), so there is nothing to share.');
  return {
    ok: true,
    subject: {
      title: `${result.lessonTitle} · ${outcome.variant} · run ${outcome.run}`,
      sessionId: outcome.sessionId,
      nodes: runNodes,
      messagesByNode,
      startFiles: lesson.files,
      surface,
      modelId: result.modelId,
      secrets: [...new Set([...keySecrets(input.apiKey), ...(input.allKeys ?? [])])],
    },
  };
}

/** The surface a variant sends, or why it cannot be rebuilt (a variant the lesson no longer has). */
function variantSurface(modules: RunSubjectInput['modules'], lesson: Lesson, variant: string): Surface | string {
  try {
    return modules.lessonSurface(modules.withPresetVariants(lesson, [variant]), variant);
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
  }
}

function missingLesson(result: ComparisonResult): string {
  if (result.lessonId === WORKSPACE_LESSON_ID) {
    // Comparisons saved before the lesson was kept with them (StoredComparison.lesson) lack the files.
    return "This comparison ran on your workspace's files as they were then, and they were not saved with it, so its runs cannot be shared. Run the comparison again, then share its runs.";
  }
  return `The lesson "${result.lessonTitle}" is no longer in the list, so the files this run started from cannot be rebuilt. Import the lesson file again, then press Share this run.`;
}

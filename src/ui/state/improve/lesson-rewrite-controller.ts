import type { ComparisonResult, RunOutcome } from '../../../engine/compare/comparison';
import { collectLessonMisses, type LessonCall } from '../../../engine/improve/lesson-misses';
import { lessonHarness } from '../../../engine/lessons/lesson-surface';
import { addUsage, zeroUsage } from '../../../engine/model/model-client';
import { costOf } from '../../../engine/model/prices';
import type { Lesson } from '../../../engine/lessons/lesson';
import { surfaceHash, type Surface } from '../../../engine/toolkit/surface';
import type { LessonsCatalog } from '../compare/lessons-catalog';
import type { CompareController } from '../compare/compare-controller';
import { WORKSPACE_LESSON, WORKSPACE_LESSON_ID } from '../compare/compare-setup';
import { messageOf, RewriteController, withoutFullStop, type RewriteMaterial, type RewriteOptions } from './rewrite-controller';
import { callsFromTranscript } from './transcript-calls';

export interface LessonRewriteOptions extends RewriteOptions {
  comparison: CompareController;
  /** The lessons list: a comparison reopened after a reload finds its lesson's own variants there. */
  lessons?: LessonsCatalog;
}

/**
 * "Suggest a rewrite" under a finished lesson comparison: the proposer reads the failed runs of
 * one variant (their failed checks, and the calls read back from their transcripts), and nothing
 * of any other variant or lesson. "Prove it" keeps the candidate as a saved variant and runs the
 * Compare view's own comparison of it against that variant, until decided, on the same lesson.
 */
export class LessonRewriteController extends RewriteController {
  /** The saved variant the last Prove it ran, and the round's decisions it was made from. */
  private provedAs: { decisions: string; name: string } | undefined;

  constructor(private readonly lessonOptions: LessonRewriteOptions) {
    super(lessonOptions);
  }

  /** The variants of the finished comparison on screen with at least one failed run. */
  sources(): string[] {
    const result = this.finished();
    if (!result) return [];
    const failed = new Set(result.runs.filter((run) => run.status === 'failed').map((run) => run.variant));
    return result.variants.filter((variant) => failed.has(variant));
  }

  /** Picks the variant to rewrite (the results' button for that variant). */
  pick(variant: string): void {
    this.setSource(variant);
  }

  protected override material(): RewriteMaterial | { problem: string } {
    return this.materialFrom((run) => run.toolSequence.map((tool) => ({ tool, arguments: {} })));
  }

  /** The same material with each failed run's calls read from its stored transcript, arguments and failures included. */
  protected override async materialToSend(): Promise<RewriteMaterial | { problem: string }> {
    const nodes = this.lessonOptions.comparison.transcripts();
    const calls = new Map<string, LessonCall[]>();
    for (const run of this.failedRuns()) {
      if (run.rootNodeId === undefined || !nodes) continue;
      try {
        calls.set(run.sessionId, callsFromTranscript(await nodes.loadMessages(run.rootNodeId)));
      } catch (error) {
        return { problem: `The transcript of ${run.variant} run ${run.run} could not be read: ${withoutFullStop(messageOf(error))}. Open it under Runs to see why, then press Suggest a rewrite again.` };
      }
    }
    // A run without a stored transcript still shows the proposer which tools it called, in order.
    return this.materialFrom((run) => calls.get(run.sessionId) ?? run.toolSequence.map((tool) => ({ tool, arguments: {} })));
  }

  /** Keeps the candidate as a saved variant, then compares it with the variant it came from, until decided. */
  async prove(): Promise<void> {
    const round = this.getSnapshot().round;
    if (!round?.compared || this.getSnapshot().status !== 'idle') return;
    const { comparison } = this.lessonOptions;
    if (comparison.getSnapshot().status !== 'idle') return this.update({ problem: 'A comparison is running: wait for it to end (or cancel it), then press Prove it again.' });
    const { lessonId, variant } = round.compared;
    const lessonChoice = lessonId === WORKSPACE_LESSON_ID ? WORKSPACE_LESSON : lessonId;
    // The saved variants are read again (another tab may have saved one) so the new name is free.
    await comparison.selectLesson(lessonChoice);
    // Prove it pressed again on the same decisions runs the variant saved the first time, not a copy of it.
    const decisions = JSON.stringify([round.record.id, round.record.cards]);
    const saved = this.provedAs?.decisions === decisions ? this.provedAs : await this.saveCandidate(freeName(`${variant} rewrite`, comparison.getSnapshot().variantChoices));
    if (!saved) return;
    this.provedAs = { decisions, name: saved.name };
    this.update({ status: 'proving', notice: undefined });
    try {
      await comparison.selectLesson(lessonChoice);
      const choices = comparison.getSnapshot().variantChoices;
      const candidate = choices.find((choice) => choice.label === `Saved: ${saved.name}`);
      if (!candidate || !choices.some((choice) => choice.id === variant)) {
        return this.update({ problem: `The comparison could not be set up: "${candidate ? variant : saved.name}" is not among this lesson's variants now. Pick both in the Compare view and press Start.` });
      }
      for (const choice of comparison.getSnapshot().selectedVariants) comparison.setVariantSelected(choice, false);
      comparison.setVariantSelected(variant, true);
      comparison.setVariantSelected(candidate.id, true);
      comparison.setBaseline(variant);
      comparison.setUntilDecided(true);
      const blocker = comparison.blocker();
      if (blocker) return this.update({ problem: `Prove it saved "${saved.name}" but could not start the comparison: ${withoutFullStop(blocker)}.` });
      await comparison.start();
      this.recordProof(comparison.getSnapshot().shown?.result, candidate.id, variant);
      await this.persist();
    } finally {
      this.update({ status: 'idle' });
    }
  }

  /** The comparison's verdict on the candidate as the round's proof, so the history shows it. */
  private recordProof(result: ComparisonResult | undefined, candidate: string, variant: string): void {
    const difference = result?.differences?.find((row) => row.variant === candidate && row.baseline === variant);
    if (!result || !difference) return this.update({ problem: comparisonProblem(this.lessonOptions.comparison) });
    const runs = result.runs.filter((run) => run.variant === candidate || run.variant === variant);
    const usage = runs.reduce((total, run) => addUsage(total, run.usage), zeroUsage());
    const { delta, low, high, verdict } = difference;
    const dollars = costOf(result.modelId, usage);
    const pairs = result.runs.filter((run) => run.variant === candidate).length;
    this.updateRecord({ proof: { evaluation: { delta, low, high, verdict, pairs, prompts: 1 }, usage, ...(dollars === undefined ? {} : { dollars }) } });
  }

  /** The comparison on screen once it has finished (a live one is still changing, a cancelled one is partial but kept). */
  private finished(): ComparisonResult | undefined {
    const shown = this.lessonOptions.comparison.getSnapshot().shown;
    return shown && !shown.live ? shown.result : undefined;
  }

  private chosenVariant(): string | undefined {
    const sources = this.sources();
    const chosen = this.getSnapshot().source;
    return chosen !== undefined && sources.includes(chosen) ? chosen : sources[0];
  }

  private failedRuns(): RunOutcome[] {
    const variant = this.chosenVariant();
    return this.finished()?.runs.filter((run) => run.variant === variant && run.status === 'failed') ?? [];
  }

  /**
   * The lesson and the variant's texts the failed runs read: the lesson as run on this page, or
   * after a reload the lessons list's, but only when its texts hash to what the runs were sent.
   */
  private textsAsRun(result: ComparisonResult, variant: string, runs: readonly RunOutcome[]): { lesson: Lesson; surface: Surface } | { problem: string } {
    const { comparison, lessons } = this.lessonOptions;
    const again = 'run the comparison again, then Suggest a rewrite.';
    const ran = comparison.lessonRun(result.id);
    if (ran) return { lesson: ran, surface: lessonHarness(ran, variant, comparison.handlersOf(result.id)).surface };
    const listed = lessons?.find(result.lessonId);
    if (!listed || !Object.hasOwn(listed.variants, variant)) return { problem: `"${variant}" is not one of the lesson's own variants, and its texts were not kept with this comparison: ${again}` };
    try {
      const surface = lessonHarness(listed, variant).surface;
      if (runs.some((run) => run.surfaceHash !== surfaceHash(surface))) return { problem: `The texts of "${variant}" changed since this comparison ran: ${again}` };
      return { lesson: listed, surface };
    } catch (error) {
      return { problem: `The texts of "${variant}" cannot be rebuilt here (${withoutFullStop(messageOf(error))}): ${again}` };
    }
  }

  private materialFrom(callsOf: (run: RunOutcome) => LessonCall[]): RewriteMaterial | { problem: string } {
    const result = this.finished();
    if (!result) return { problem: 'Run a comparison to the end first: a rewrite starts from its failed runs.' };
    const variant = this.chosenVariant();
    if (variant === undefined) return { problem: 'No run failed its checks: there is nothing for a rewrite to fix.' };
    const runs = this.failedRuns();
    const texts = this.textsAsRun(result, variant, runs);
    if ('problem' in texts) return texts;
    const { lesson, surface } = texts;
    // Only this variant's failed runs of this comparison: no other variant's, no other lesson's.
    const lessonMisses = collectLessonMisses({ id: lesson.id, task: lesson.task }, runs.map((run) => ({ outcome: run, calls: callsOf(run) })));
    return { source: variant, start: surface, kind: 'surface', misses: [], lessonMisses, missCount: runs.length, heldOutPrompts: 0, from: { compared: { lessonId: lesson.id, variant } } };
  }
}

function comparisonProblem(comparison: CompareController): string {
  const { problem } = comparison.getSnapshot();
  return problem ? `The comparison did not finish: ${withoutFullStop(problem)}. Press Prove it again.` : 'The comparison ended before it had runs of both variants: no verdict. Press Prove it again.';
}

/** `name`, or `name 2`, `name 3`... : the first no saved variant in the list is called, so Prove it finds its own. */
function freeName(name: string, choices: readonly { label: string }[]): string {
  const labels = new Set(choices.map((choice) => choice.label));
  if (!labels.has(`Saved: ${name}`)) return name;
  for (let index = 2; ; index++) if (!labels.has(`Saved: ${name} ${index}`)) return `${name} ${index}`;
}

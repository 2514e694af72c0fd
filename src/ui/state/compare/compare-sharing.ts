import type { ComparisonResult, RunOutcome } from '../../../engine/compare/comparison';
import type { NodeStore } from '../../../engine/nodes/node';
import type { StoredComparison } from '../../../store/records';
import type { SettingsController } from '../settings/settings-controller';
import type { ShareController } from '../share/share-controller';
import type { CompareController } from './compare-controller';
import type { CompareModules } from './compare-loader';
import { gatherRunSubject } from './compare-run-share';
import type { LessonsCatalog } from './lessons-catalog';

export interface CompareSharingOptions {
  comparison: CompareController;
  lessons: LessonsCatalog;
  settings: SettingsController;
  loadCompare: () => Promise<CompareModules>;
  /** The page's Share dialog: a run's link appears in the same dialog as the top bar's Share. */
  share: ShareController;
}

export type ReportFile = { ok: true; name: string; text: string } | { ok: false; message: string };

/** No stored transcripts: every run's list of nodes is empty. */
const noNodes: Pick<NodeStore, 'listNodes' | 'loadMessages'> = { listNodes: async () => [], loadMessages: async () => [] };

/**
 * What leaves the Compare view: one run as a share link ("Share this run"), and a whole
 * comparison as the same JSON report `npm run compare -- --out` writes ("Download report").
 */
export class CompareSharing {
  constructor(private readonly options: CompareSharingOptions) {}

  /** Opens the Share dialog with this run of the comparison on screen. */
  shareRun(outcome: RunOutcome): Promise<void> {
    return this.options.share.shareSubject(() => this.runSubject(outcome));
  }

  /** The report of a comparison, or why it cannot be downloaded. */
  async reportFile(result: ComparisonResult): Promise<ReportFile> {
    const modules = await this.options.loadCompare();
    // A saved comparison also carries when it was saved; the report is the engine's result alone.
    // The report is the CLI's: the record's own fields (when it was saved, a kept lesson) stay out.
    const { savedAt: _savedAt, lesson: _lesson, ...plain } = result as StoredComparison;
    const report = await modules.comparisonReport(plain, this.options.comparison.transcripts() ?? noNodes);
    const text = modules.comparisonReportText(report);
    const { apiKey } = this.options.settings.getSnapshot();
    if (apiKey !== '' && text.includes(apiKey)) {
      return { ok: false, message: "Your API key appears in this comparison's transcripts, so the report was not downloaded. Run the comparison again without the key in its task or files." };
    }
    return { ok: true, name: `${fileSafe(result.lessonId)}-${fileSafe(result.id)}.comparison.json`, text };
  }

  private async runSubject(outcome: RunOutcome) {
    const { comparison, lessons, settings, loadCompare } = this.options;
    const result = comparison.getSnapshot().shown?.result;
    if (!result || !result.runs.some((run) => run.sessionId === outcome.sessionId)) {
      return { ok: false as const, message: "This run's comparison is no longer on screen. Open the comparison again, then share the run." };
    }
    const [modules] = await Promise.all([loadCompare(), lessons.load()]);
    return gatherRunSubject({
      result,
      outcome,
      lesson: comparison.lessonRun(result.id) ?? (result as StoredComparison).lesson ?? lessons.find(result.lessonId),
      nodes: comparison.transcripts(),
      modules,
      apiKey: settings.getSnapshot().apiKey,
      allKeys: settings.allKeys(),
    });
  }
}

/** An imported lesson's id may hold anything: the file name keeps letters, digits, - and _. */
function fileSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '-');
}

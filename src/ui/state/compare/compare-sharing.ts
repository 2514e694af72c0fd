import type { ComparisonResult, RunOutcome } from '../../../engine/compare/comparison';
import type { NodeStore } from '../../../engine/nodes/node';
import type { StoredComparison } from '../../../store/records';
import type { SettingsController } from '../settings/settings-controller';
import type { ShareController } from '../share/share-controller';
import type { CompareController } from './compare-controller';
import type { CompareModules } from '../chunk-loaders';
import type { LessonsCatalog } from './lessons-catalog';
import type { Lesson } from '../../../engine/lessons/lesson';
import type { Surface } from '../../../engine/toolkit/surface';
import type { AnyToolContract } from '../../../engine/tools/tool';
import { keySecrets, noSubject, readSessionNodes, type GatheredSubject, type TranscriptReader } from '../share/share-subject';
import { WORKSPACE_LESSON_ID } from './compare-setup';
import { comparisonRegistry } from './compare-needs';
import { noMcpServers, type McpToolsSource } from '../mcp/mcp-tools-source';

export interface CompareSharingOptions {
  comparison: CompareController;
  lessons: LessonsCatalog;
  settings: SettingsController;
  loadCompare: () => Promise<CompareModules>;
  /** The page's Share dialog: a run's link appears in the same dialog as the top bar's Share. */
  share: ShareController;
  /** The page's ready MCP servers: a run saved before a reload rebuilds its server tools from them. */
  mcp?: McpToolsSource;
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
      handlers: comparison.handlersOf(result.id) ?? (await comparisonRegistry(modules, this.options.mcp ?? noMcpServers)),
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

export interface RunSubjectInput {
  result: ComparisonResult;
  outcome: RunOutcome;
  /** The lesson the comparison ran: remembered by this page, or found in the list by its id. */
  lesson: Lesson | undefined;
  /** Where the runs' nodes are; undefined when storage is off and this page did not run it. */
  nodes: TranscriptReader | undefined;
  /** The handlers the comparison ran with, when this page ran it (an MCP server's tools rebuild from them). */
  handlers?: readonly AnyToolContract[];
  modules: Pick<CompareModules, 'lessonContracts' | 'lessonSurface' | 'surfaceHash' | 'withPresetVariants'>;
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

  const surface = variantSurface(input.modules, lesson, outcome.variant, input.handlers);
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
function variantSurface(modules: RunSubjectInput['modules'], lesson: Lesson, variant: string, handlers: readonly AnyToolContract[] | undefined): Surface | string {
  try {
    const withPreset = modules.withPresetVariants(lesson, [variant]);
    return modules.lessonSurface(withPreset, variant, handlers && modules.lessonContracts(withPreset, handlers, variant));
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

import { estimateBoardCost } from '../../../engine/compare/class-board-cost';
import { boardBaseline, classVariants, runClassBoard } from '../../../engine/compare/class-board-run';
import type { ClassBoardResult, ClassVariant } from '../../../engine/compare/class-ranking';
import type { Lesson } from '../../../engine/lessons/lesson';
import { createModelClient } from '../../../engine/model/create-model-client';
import { defaultModelId } from '../../../engine/model/models';
import { MemoryNodeStore } from '../../../engine/nodes/memory-node-store';
import type { NodeStore } from '../../../engine/nodes/node';
import { readVariantLinks, type BrokenLine, type DuplicateLine } from '../../../share/class-board-links';
import type { PlaygroundStore } from '../../../store/open-store';
import { comparisonWorkspace } from '../compare/compare-workspace';
import { comparisonCapabilities, comparisonWorkspaceKind } from '../compare/compare-needs';
import type { LessonsCatalog } from '../compare/lessons-catalog';
import { Controller } from '../controller';
import { canCallModel, modelClientSettings } from '../settings/model-connection';
import type { SettingsController } from '../settings/settings-controller';

/** The links pasted, read against the lesson: what will run, and what will not and why. */
export interface BoardValidation {
  variants: ClassVariant[];
  broken: BrokenLine[];
  duplicates: DuplicateLine[];
}

export interface ClassBoardSnapshot {
  lessonId?: string;
  links: string;
  maxRunsPerVariant: number;
  maxCalls: number;
  validation?: BoardValidation;
  /** The cost before starting, in words (an estimate; "unknown" said as such). */
  estimate?: string;
  status: 'idle' | 'running' | 'cancelling';
  progress?: { runs: number; calls: number; maxCalls: number };
  /** The last ranking, with the lines as they were read for it. */
  board?: BoardValidation & { result: ClassBoardResult };
  problem?: string;
}

export interface ClassBoardControllerOptions {
  settings: SettingsController;
  lessons: LessonsCatalog;
  store: () => PlaygroundStore | undefined;
}

/**
 * The class board in the page: a teacher picks the lesson, pastes the students' variant links,
 * sees what each changed (and which lines are broken) and what the budget may cost, then runs them
 * all in this browser with this browser's key. The board is saved per lesson, so a reload keeps it.
 */
export class ClassBoardController extends Controller<ClassBoardSnapshot> {
  private abortController: AbortController | undefined;
  private memoryNodes: NodeStore | undefined;
  /** Counts validations so a slow read of old text never replaces a newer one's. */
  private validating = 0;

  constructor(private readonly options: ClassBoardControllerOptions) {
    super({ links: '', maxRunsPerVariant: 10, maxCalls: 300, status: 'idle' });
  }

  /** Loads the lessons and the board last saved; picks its lesson, or the first. */
  async open(): Promise<void> {
    await this.options.lessons.load();
    const saved = await this.options.store()?.classBoards.latest().catch(() => undefined);
    if (this.getSnapshot().lessonId !== undefined) return;
    const lessonId = saved?.lessonId ?? this.options.lessons.getSnapshot().lessons[0]?.lesson.id;
    if (saved && this.options.lessons.find(saved.lessonId)) {
      const { links, maxRunsPerVariant, maxCalls, result, variants, broken, duplicates } = saved;
      this.update({ lessonId, links, maxRunsPerVariant, maxCalls, ...(result && variants ? { board: { result, variants, broken: broken ?? [], duplicates: duplicates ?? [] } } : {}) });
    } else {
      this.update({ lessonId });
    }
    await this.validate();
  }

  async pickLesson(lessonId: string): Promise<void> {
    const saved = await this.options.store()?.classBoards.get(lessonId).catch(() => undefined);
    this.update({ lessonId, board: saved?.result && saved.variants ? { result: saved.result, variants: saved.variants, broken: saved.broken ?? [], duplicates: saved.duplicates ?? [] } : undefined, problem: undefined });
    await this.validate();
  }

  async setLinks(links: string): Promise<void> {
    this.update({ links });
    await this.validate();
    await this.save();
  }

  async setBudget(budget: Partial<Pick<ClassBoardSnapshot, 'maxRunsPerVariant' | 'maxCalls'>>): Promise<void> {
    this.update(budget);
    this.update({ estimate: this.estimate() });
    await this.save();
  }

  async runAll(): Promise<void> {
    const snapshot = this.getSnapshot();
    const lesson = this.lesson();
    if (snapshot.status !== 'idle' || !lesson) return;
    const settings = this.options.settings.getSnapshot();
    if (!canCallModel(settings)) {
      this.update({ problem: 'Add your API key in Settings to run the board: every run is a model call made from this browser with your key.' });
      return;
    }
    const read = await readVariantLinks(snapshot.links, lesson);
    if (read.variants.length === 0) {
      this.update({ problem: 'There is no variant link to run: paste one per line in Variant links, or load a text file of them.' });
      return;
    }
    const abortController = new AbortController();
    this.abortController = abortController;
    this.update({ status: 'running', problem: undefined, progress: { runs: 0, calls: 0, maxCalls: snapshot.maxCalls } });
    try {
      const baseline = boardBaseline(lesson);
      const result = await runClassBoard({
        lesson,
        baseline,
        variants: read.variants,
        model: createModelClient(modelClientSettings(settings)),
        modelId: settings.model.trim() || defaultModelId,
        provider: settings.provider,
        store: this.runNodes(),
        signal: abortController.signal,
        maxSteps: settings.stepCap,
        maxRunsPerVariant: snapshot.maxRunsPerVariant,
        maxCalls: snapshot.maxCalls,
        createWorkspace: (files) => comparisonWorkspace(files),
        capabilities: comparisonCapabilities,
        workspaceKind: comparisonWorkspaceKind,
        needsPlace: 'page',
        onProgress: (progress) => this.update({ progress: { runs: progress.done, calls: progress.calls, maxCalls: snapshot.maxCalls } }),
      });
      this.update({ board: { result, variants: classVariants(lesson, baseline, read.variants), broken: read.broken, duplicates: read.duplicates } });
      await this.save();
    } catch (error) {
      this.update({ problem: `The board could not run: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      this.abortController = undefined;
      this.update({ status: 'idle', progress: undefined });
    }
  }

  /** Stops at the next safe point; the runs finished are ranked, the ones going end as cancelled. */
  cancel(): void {
    if (!this.abortController || this.getSnapshot().status !== 'running') return;
    this.update({ status: 'cancelling' });
    this.abortController.abort();
  }

  private lesson(): Lesson | undefined {
    const id = this.getSnapshot().lessonId;
    return id === undefined ? undefined : this.options.lessons.find(id);
  }

  private async validate(): Promise<void> {
    const lesson = this.lesson();
    const turn = ++this.validating;
    if (!lesson) return this.update({ validation: undefined, estimate: undefined });
    const { links } = this.getSnapshot();
    const read = await readVariantLinks(links, lesson);
    if (turn !== this.validating) return;
    const variants = classVariants(lesson, boardBaseline(lesson), read.variants);
    this.update({ validation: { variants, broken: read.broken, duplicates: read.duplicates } });
    this.update({ estimate: this.estimate() });
  }

  private estimate(): string | undefined {
    const lesson = this.lesson();
    const { validation, maxRunsPerVariant, maxCalls } = this.getSnapshot();
    if (!lesson || !validation || validation.variants.length === 0) return undefined;
    const settings = this.options.settings.getSnapshot();
    const input = { lesson, baseline: boardBaseline(lesson), variants: validation.variants.length, maxRunsPerVariant, maxCalls, maxSteps: settings.stepCap };
    return estimateBoardCost({ ...input, modelId: settings.model.trim() || defaultModelId }).text;
  }

  /** The links, budget and last ranking of the lesson's board, kept for the next visit. */
  private async save(): Promise<void> {
    const { lessonId, links, maxRunsPerVariant, maxCalls, board } = this.getSnapshot();
    const store = this.options.store();
    if (!store || lessonId === undefined) return;
    try {
      await store.classBoards.save({ lessonId, links, maxRunsPerVariant, maxCalls, ...board, savedAt: Date.now() });
    } catch (error) {
      this.update({ problem: error instanceof Error ? error.message : String(error) });
    }
  }

  private runNodes(): NodeStore {
    const store = this.options.store();
    if (store) return store.nodes;
    this.memoryNodes ??= new MemoryNodeStore();
    return this.memoryNodes;
  }
}

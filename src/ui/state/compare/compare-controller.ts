import type { ComparisonProgress, ComparisonResult, RunOutcome } from '../../../engine/compare/comparison';
import type { Lesson } from '../../../engine/lessons/lesson';
import { defaultModelId } from '../../../engine/model/models';
import type { ModelTarget } from '../../../engine/model/provider';
import type { NodeStore } from '../../../engine/nodes/node';
import type { Workspace } from '../../../engine/workspace/workspace';
import type { PlaygroundStore } from '../../../store/open-store';
import type { StoredComparison } from '../../../store/records';
import { newId } from '../../../store/new-id';
import type { CompareModules } from '../chunk-loaders';
import { ComparisonSaver } from './saved-comparisons';
import { partialResult, showResult, type ComparisonShown, type PartialInput } from './compare-results';
import { comparisonBlocker, defaultSelection, lessonVariantChoices, surfaceChoices, toggledChoice, WORKSPACE_LESSON, WORKSPACE_LESSON_ID, workspaceLesson, type SurfaceChoice, type VariantChoice } from './compare-setup';
import { comparisonCapabilities, comparisonNeedsProblem, comparisonRegistry, comparisonWorkspaceKind, needsStatus, readyServerNames, surfaceServerNeeds, withNeededServerTools, withReadyServerTools, type NeedStatus } from './compare-needs';
import { noMcpServers, type McpToolsSource } from '../mcp/mcp-tools-source';
import type { AnyToolContract } from '../../../engine/tools/tool';
import type { LessonsCatalog } from './lessons-catalog';
import { savedOnly, savedVariantChoices, withSavedVariants } from './saved-variant-lessons';
import type { SettingsController } from '../settings/settings-controller';
import { canCallModel, modelClientSettings } from '../settings/model-connection';
import { Controller } from '../controller';
import { pinnedModelsBlocker, withPinnedModels, withVariantModel, type VariantModels } from './variant-models';
import type { SurfaceController } from '../surface/surface-controller';
import type { WorkspaceSource } from '../workspace/workspace-source';

export type CompareStatus = 'idle' | 'running' | 'cancelling';

export interface CompareSnapshot {
  /** A lesson id, WORKSPACE_LESSON, or undefined before the lessons have loaded. */
  lessonId: string | undefined;
  variantChoices: VariantChoice[];
  selectedVariants: string[];
  /** Variants pinned to a provider and model of their own; the others run on the model in Settings. */
  variantModels: VariantModels;
  runsPerVariant: number;
  /** The variant the others are measured against; undefined or unselected: the first selected. */
  baseline?: string;
  /** Runs per variant is then the most: runs go in rounds and stop once every variant has a verdict. */
  untilDecided: boolean;
  /** The current workspace's comparison: the task every run starts with, and an optional check command. */
  workspaceTask: string;
  checkCommand: string;
  status: CompareStatus;
  progress?: ComparisonProgress;
  /** The comparison on screen: the one running, the last one, or a saved one reopened. */
  shown?: ComparisonShown;
  /** Why the last Start did nothing or failed, in words for the person. */
  problem?: string;
  /** Something the person should know that is not a failure of the comparison (saving, storage). */
  notice?: string;
}

export type CompareEvent = { type: 'comparison-saved'; comparison: StoredComparison };

export interface CompareControllerOptions {
  settings: SettingsController;
  surface: SurfaceController;
  workspaces: WorkspaceSource;
  lessons: LessonsCatalog;
  loadCompare: () => Promise<CompareModules>;
  store: () => PlaygroundStore | undefined;
  /** Runs at the same time (default 1: on two cores, and the time estimate stays honest). */
  concurrency?: number;
  /** The page's ready MCP servers: their tools join every run's registry (default: none). */
  mcp?: McpToolsSource;
  /** The playground session's task (its last run's, or the Task box's): "Current workspace and task" starts with it. */
  sessionTask?: () => string;
}

/**
 * A comparison from the Compare view: the lesson and variants picked, N runs each on fresh copies
 * of the lesson's workspace, progress as runs finish, Cancel keeping the finished runs. Every run's
 * nodes go to browser storage (memory when storage is off), and the result is saved after every
 * finished run, so a comparison survives a reload.
 */
export class CompareController extends Controller<CompareSnapshot, CompareEvent> {
  private abortController: AbortController | undefined;
  private surfaces: SurfaceChoice[] = [];
  private memoryNodes: NodeStore | undefined;
  /** The lesson each comparison of this page ran, as run (preset variants added; a workspace's files then). */
  private readonly lessonsRun = new Map<string, Lesson>();
  /** The handlers each comparison of this page ran with (the MCP servers' tools among them). */
  private readonly handlersRun = new Map<string, readonly AnyToolContract[]>();
  private readonly saver: ComparisonSaver;

  constructor(private readonly options: CompareControllerOptions) {
    super({ lessonId: undefined, variantChoices: [], selectedVariants: [], variantModels: {}, runsPerVariant: 2, untilDecided: false, workspaceTask: '', checkCommand: '', status: 'idle' });
    // A server that becomes ready or goes away changes what Start says.
    this.mcp.subscribe(() => this.update({}));
    this.saver = new ComparisonSaver({
      store: options.store,
      onSaved: (comparison) => this.emit({ type: 'comparison-saved', comparison }),
      onProblem: (notice) => this.update({ notice }),
    });
  }

  private get mcp(): McpToolsSource {
    return this.options.mcp ?? noMcpServers;
  }

  /** Loads the lessons and picks the first one, unless one is picked already. */
  async prepare(): Promise<void> {
    await this.options.lessons.load();
    const first = this.options.lessons.getSnapshot().lessons[0];
    if (this.getSnapshot().lessonId === undefined && first) await this.selectLesson(first.lesson.id);
  }

  async selectLesson(lessonId: string): Promise<void> {
    this.update({ lessonId, problem: undefined });
    if (lessonId === WORKSPACE_LESSON && this.getSnapshot().workspaceTask.trim() === '') this.update({ workspaceTask: this.options.sessionTask?.() ?? '' });
    const choices = lessonId === WORKSPACE_LESSON ? await this.workspaceChoices() : await this.lessonChoices(lessonId);
    // Another lesson may have been picked while the saved variants were read.
    if (this.getSnapshot().lessonId !== lessonId) return;
    this.update({ variantChoices: choices, selectedVariants: defaultSelection(choices, lessonId === WORKSPACE_LESSON), variantModels: {} });
  }

  /** Pins a variant to a provider and model (it runs with that provider's key from Settings); undefined unpins it. */
  setVariantModel(variant: string, target: ModelTarget | undefined): void {
    this.update({ variantModels: withVariantModel(this.getSnapshot().variantModels, variant, target), problem: undefined });
  }

  setVariantSelected(variant: string, selected: boolean): void {
    const { variantChoices, selectedVariants } = this.getSnapshot();
    this.update({ selectedVariants: toggledChoice(variantChoices, selectedVariants, variant, selected), problem: undefined });
  }

  setRunsPerVariant(runsPerVariant: number): void {
    this.update({ runsPerVariant, problem: undefined });
  }

  setBaseline(baseline: string): void {
    this.update({ baseline, problem: undefined });
  }

  setUntilDecided(untilDecided: boolean): void {
    this.update({ untilDecided, problem: undefined });
  }

  /** The baseline Start uses: the one picked while it is among the selected variants, else the first selected. */
  baselineVariant(): string | undefined {
    const { baseline, selectedVariants } = this.getSnapshot();
    return baseline !== undefined && selectedVariants.includes(baseline) ? baseline : selectedVariants[0];
  }

  setWorkspaceTask(workspaceTask: string): void {
    this.update({ workspaceTask, problem: undefined });
  }

  setCheckCommand(checkCommand: string): void {
    this.update({ checkCommand });
  }

  /** Why Start cannot start now, in words for the person; undefined when it can. */
  blocker(): string | undefined {
    const snapshot = this.getSnapshot();
    const { settings } = this.options;
    return (
      comparisonBlocker(snapshot, {
        hasKey: canCallModel(settings.getSnapshot()),
        workspaceReady: this.options.workspaces.getSnapshot().active !== undefined,
      }) ??
      pinnedModelsBlocker(snapshot.variantModels, snapshot.selectedVariants, (provider) => settings.connectionFor(provider)) ??
      this.needsBlocker()
    );
  }

  /** What the picked lesson needs, and which of it this page's comparisons lack (the lesson picker lists it). */
  lessonNeeds(): NeedStatus[] {
    const { lessonId } = this.getSnapshot();
    const lesson = lessonId === undefined || lessonId === WORKSPACE_LESSON ? undefined : this.options.lessons.find(lessonId);
    return lesson ? needsStatus(lesson.needs, this.mcp) : [];
  }

  /** A lesson that needs what this page's comparisons lack (node, a server not ready) says so before Start. */
  private needsBlocker(): string | undefined {
    const { lessonId, selectedVariants } = this.getSnapshot();
    if (lessonId === undefined) return undefined;
    if (lessonId !== WORKSPACE_LESSON) {
      const lesson = this.options.lessons.find(lessonId);
      return lesson ? comparisonNeedsProblem(lesson, this.mcp) : undefined;
    }
    const surfaces = this.surfaces.filter((choice) => selectedVariants.includes(choice.id)).map((choice) => choice.surface);
    return comparisonNeedsProblem({ id: WORKSPACE_LESSON_ID, needs: surfaceServerNeeds(surfaces) }, this.mcp);
  }

  /** Runs the comparison; resolves when it has ended (finished, cancelled or failed). */
  async start(): Promise<void> {
    const blocker = this.blocker();
    if (blocker) return this.update({ problem: blocker });
    const { selectedVariants: variants, runsPerVariant, untilDecided } = this.getSnapshot();
    const baseline = this.baselineVariant()!;
    const abortController = new AbortController();
    this.abortController = abortController;
    this.update({ status: 'running', problem: undefined, notice: undefined, shown: undefined, progress: { done: 0, total: variants.length * runsPerVariant, running: 0 } });
    try {
      const modules = await this.options.loadCompare();
      const registry = await comparisonRegistry(modules, this.mcp);
      const lesson = withPinnedModels(await this.lessonToRun(modules, registry), this.getSnapshot().variantModels);
      const settings = this.options.settings.getSnapshot();
      const run: PartialInput = { id: newId('cmp'), lesson, variants, runsPerVariant, modelId: settings.model.trim() || defaultModelId, startedAt: Date.now(), baseline };
      this.lessonsRun.set(run.id, lesson);
      this.handlersRun.set(run.id, registry);
      // A lesson made from the workspace is in no list: it is saved with the comparison.
      const ownLesson = this.getSnapshot().lessonId === WORKSPACE_LESSON ? lesson : undefined;
      const finished: RunOutcome[] = [];
      const result = await modules.runComparison({
        lesson,
        variants,
        runsPerVariant,
        baseline,
        ...(untilDecided ? { untilDecided: {} } : {}),
        id: run.id,
        model: modules.createModelClient(modelClientSettings(settings)),
        modelId: run.modelId,
        provider: settings.provider,
        // A lesson variant may fix a model on the other provider: it runs with that provider's own key.
        clientFor: (provider) => modules.createModelClient(modelClientSettings(this.options.settings.connectionFor(provider))),
        store: this.runNodes(modules),
        signal: abortController.signal,
        concurrency: this.options.concurrency ?? 1,
        maxSteps: settings.stepCap,
        available: registry,
        createWorkspace: (files) => modules.comparisonWorkspace(files),
        capabilities: comparisonCapabilities,
        workspaceKind: comparisonWorkspaceKind,
        mcpServers: readyServerNames(this.mcp),
        needsPlace: 'page',
        onProgress: (progress) => {
          this.update({ progress });
          if (!progress.finished) return;
          finished.push(progress.finished);
          const partial = partialResult(modules, run, finished);
          this.update({ shown: showResult(modules, partial, true) });
          this.saver.save(partial, ownLesson);
        },
      });
      this.update({ shown: showResult(modules, result, false) });
      this.saver.save(result, ownLesson);
    } catch (error) {
      this.update({ problem: `The comparison could not start: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      this.abortController = undefined;
      this.update({ status: 'idle' });
    }
    await this.saver.settled();
  }

  /** Stops at the next safe point; runs already finished are kept, the ones going end as cancelled. */
  cancel(): void {
    if (!this.abortController || this.getSnapshot().status !== 'running') return;
    this.update({ status: 'cancelling' });
    this.abortController.abort();
  }

  /** Puts a saved comparison on screen (not while one is running: the screen follows that one). */
  async show(result: ComparisonResult): Promise<void> {
    if (this.getSnapshot().status !== 'idle') return;
    const modules = await this.options.loadCompare();
    this.update({ shown: showResult(modules, result, false), problem: undefined, notice: undefined });
  }

  /** The handlers a comparison run on this page had; undefined for one from before a reload (the built-in tools then). */
  handlersOf(comparisonId: string): readonly AnyToolContract[] | undefined {
    return this.handlersRun.get(comparisonId);
  }

  /** Where the runs' transcripts are: browser storage, or this page's memory when storage is off. */
  transcripts(): NodeStore | undefined {
    return this.options.store()?.nodes ?? this.memoryNodes;
  }

  /** The lesson a comparison run on this page ran; undefined for one from before a reload. */
  lessonRun(comparisonId: string): Lesson | undefined {
    return this.lessonsRun.get(comparisonId);
  }

  private runNodes(modules: CompareModules): NodeStore {
    const store = this.options.store();
    if (store) return store.nodes;
    this.memoryNodes ??= new modules.MemoryNodeStore();
    return this.memoryNodes;
  }

  private async lessonToRun(modules: CompareModules, registry: readonly AnyToolContract[]): Promise<Lesson> {
    const { lessonId, selectedVariants, workspaceTask, checkCommand } = this.getSnapshot();
    if (lessonId !== WORKSPACE_LESSON) {
      const lesson = this.options.lessons.find(lessonId!);
      if (!lesson) throw new Error(`the lesson "${lessonId}" is no longer in the list; pick another`);
      // Saved surfaces and "preset:<id>" choices become variants of the lesson for this comparison.
      const saved = this.surfaces.filter((choice) => selectedVariants.includes(choice.id));
      return modules.withPresetVariants(withSavedVariants(modules, withNeededServerTools(lesson, registry), saved, registry), selectedVariants);
    }
    const workspace: Workspace = this.options.workspaces.getSnapshot().active!;
    const choices = this.surfaces.filter((choice) => selectedVariants.includes(choice.id));
    const lesson = workspaceLesson(modules, { files: await workspace.exportFiles(), task: workspaceTask, checkCommand, choices, available: registry });
    // The servers the surfaces show: a run cannot call a tool whose server is not ready.
    const needs = surfaceServerNeeds(choices.map((choice) => choice.surface));
    return needs.length === 0 ? lesson : { ...lesson, needs };
  }

  private async lessonChoices(lessonId: string): Promise<VariantChoice[]> {
    const modules = await this.options.loadCompare();
    const lesson = this.options.lessons.find(lessonId);
    if (!lesson) return [];
    const own = lessonVariantChoices(lesson, modules.presets, modules.PRESET_VARIANT_PREFIX);
    // Saved variants run against any lesson too: their surfaces, the lesson's files, task and checks.
    const { choices, problem } = await surfaceChoices(modules, undefined, this.options.store(), (surface) => withReadyServerTools(surface, this.mcp));
    this.surfaces = savedOnly(choices);
    if (problem) this.update({ notice: problem });
    return [...own, ...savedVariantChoices(this.surfaces, own)];
  }

  private async workspaceChoices(): Promise<VariantChoice[]> {
    const modules = await this.options.loadCompare();
    const { choices, problem } = await surfaceChoices(modules, this.options.surface.getSnapshot().surface, this.options.store(), (surface) => withReadyServerTools(surface, this.mcp));
    this.surfaces = choices;
    if (problem) this.update({ notice: problem });
    return choices.map(({ id, label }) => ({ id, label, own: true }));
  }
}

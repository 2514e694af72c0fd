import type { SelectionPrompt, SelectionReport, SelectionVariant } from '../../../engine/compare/selection';
import type { WireTool } from '../../../engine/model/model-client';
import { defaultModelId } from '../../../engine/model/models';
import type { PlaygroundStore } from '../../../store/open-store';
import type { CompareModules } from '../chunk-loaders';
import { MAX_RUNS_PER_VARIANT, surfaceChoices, toggledChoice, type SurfaceChoice } from './compare-setup';
import { withReadyServerTools } from './compare-needs';
import { noMcpServers, type McpToolsSource } from '../mcp/mcp-tools-source';
import type { SettingsController } from '../settings/settings-controller';
import { canCallModel, modelClientSettings } from '../settings/model-connection';
import { Store } from '../store';
import type { SurfaceController } from '../surface/surface-controller';

/** The source id of the pasted tools array. */
export const PASTED_TOOLS = 'pasted';

export interface SelectionPromptDraft {
  prompt: string;
  expected: string;
  /** Argument names, separated by commas or spaces, as typed. */
  requiredArguments: string;
}

export interface SelectionSnapshot {
  sourceChoices: Array<{ id: string; label: string }>;
  selectedSources: string[];
  pastedTools: string;
  /** What is wrong with the pasted text (field path and message), when something is. */
  pastedProblem?: string;
  prompts: SelectionPromptDraft[];
  samples: number;
  /** Tool names the chosen sources show the model: suggestions for "Expected tool". */
  toolNames: string[];
  status: 'idle' | 'running' | 'cancelling';
  progress?: { done: number; total: number };
  report?: SelectionReport;
  problem?: string;
}

export interface SelectionControllerOptions {
  settings: SettingsController;
  surface: SurfaceController;
  loadCompare: () => Promise<CompareModules>;
  store: () => PlaygroundStore | undefined;
  /** The page's ready MCP servers: their tools join the built-in and saved surfaces (default: none). */
  mcp?: McpToolsSource;
}

const blankPrompt: SelectionPromptDraft = { prompt: '', expected: '', requiredArguments: '' };

/**
 * Selection tests from the Compare view: does the model pick the right tool first? One model call
 * per sample and nothing runs, so a person can try many prompts against the current surface, a
 * preset, a saved variant or any pasted tools array (an MCP server's tools/list).
 */
export class SelectionController extends Store<SelectionSnapshot> {
  private modules: CompareModules | undefined;
  private surfaces: SurfaceChoice[] = [];
  private pasted: WireTool[] | undefined;
  private abortController: AbortController | undefined;

  constructor(private readonly options: SelectionControllerOptions) {
    super({ sourceChoices: [], selectedSources: [], pastedTools: '', prompts: [{ ...blankPrompt }], samples: 3, toolNames: [], status: 'idle' });
  }

  /** Loads the chunk and lists the surfaces to test (again, so new saved variants show up). */
  async prepare(): Promise<void> {
    this.modules = await this.options.loadCompare();
    const mcp = this.options.mcp ?? noMcpServers;
    const { choices, problem } = await surfaceChoices(this.modules, this.options.surface.getSnapshot().surface, this.options.store(), (surface) => withReadyServerTools(surface, mcp));
    this.surfaces = choices;
    const sourceChoices = [...choices.map(({ id, label }) => ({ id, label })), { id: PASTED_TOOLS, label: 'Pasted tools array' }];
    const kept = this.getSnapshot().selectedSources.filter((id) => sourceChoices.some((choice) => choice.id === id));
    this.update({ sourceChoices, selectedSources: kept.length > 0 ? kept : [sourceChoices[0]!.id], problem });
    this.setPastedTools(this.getSnapshot().pastedTools);
  }

  setSourceSelected(id: string, selected: boolean): void {
    const { sourceChoices, selectedSources } = this.getSnapshot();
    this.update({ selectedSources: toggledChoice(sourceChoices, selectedSources, id, selected), problem: undefined });
    this.refreshToolNames();
  }

  /** Reads the pasted JSON as it is typed: the problem shows at once, with where it is. */
  setPastedTools(text: string): void {
    this.pasted = undefined;
    let pastedProblem: string | undefined;
    if (text.trim() !== '' && this.modules) {
      try {
        this.pasted = this.modules.parseToolsArray(JSON.parse(text));
      } catch (error) {
        pastedProblem = error instanceof SyntaxError ? `Not valid JSON: ${error.message}` : error instanceof Error ? error.message : String(error);
      }
    }
    this.update({ pastedTools: text, pastedProblem, problem: undefined });
    // Pasting a tools array means testing it: tick it for the person.
    if (this.pasted && !this.getSnapshot().selectedSources.includes(PASTED_TOOLS)) this.setSourceSelected(PASTED_TOOLS, true);
    else this.refreshToolNames();
  }

  setPrompt(index: number, changes: Partial<SelectionPromptDraft>): void {
    this.update({ prompts: this.getSnapshot().prompts.map((prompt, at) => (at === index ? { ...prompt, ...changes } : prompt)), problem: undefined });
  }

  addPrompt(): void {
    this.update({ prompts: [...this.getSnapshot().prompts, { ...blankPrompt }] });
  }

  removePrompt(index: number): void {
    const prompts = this.getSnapshot().prompts.filter((_, at) => at !== index);
    this.update({ prompts: prompts.length > 0 ? prompts : [{ ...blankPrompt }] });
  }

  setSamples(samples: number): void {
    this.update({ samples, problem: undefined });
  }

  /** Why Run cannot start now; undefined when it can. */
  blocker(): string | undefined {
    const { status, selectedSources, samples, pastedProblem } = this.getSnapshot();
    if (status !== 'idle') return 'A selection test is running.';
    if (!canCallModel(this.options.settings.getSnapshot())) return 'Selection tests call the model: add an API key in Settings to run them.';
    if (!this.modules) return 'The tools are still loading.';
    if (selectedSources.length === 0) return 'Pick at least one set of tools to test.';
    if (selectedSources.includes(PASTED_TOOLS) && !this.pasted) return pastedProblem ? `The pasted tools cannot be used: ${pastedProblem}` : 'Paste a tools array, or untick "Pasted tools array".';
    if (!Number.isInteger(samples) || samples < 1 || samples > MAX_RUNS_PER_VARIANT) return `Samples per prompt must be a whole number from 1 to ${MAX_RUNS_PER_VARIANT}.`;
    return this.promptsOrProblem().problem;
  }

  async start(): Promise<void> {
    const blocker = this.blocker();
    if (blocker) return this.update({ problem: blocker });
    const modules = this.modules!;
    const { prompts } = this.promptsOrProblem();
    const settings = this.options.settings.getSnapshot();
    const variants = this.variants();
    const abortController = new AbortController();
    this.abortController = abortController;
    const total = prompts!.length * variants.length * this.getSnapshot().samples;
    this.update({ status: 'running', problem: undefined, report: undefined, progress: { done: 0, total } });
    try {
      const report = await modules.runSelectionTests({
        prompts: prompts!,
        variants,
        samples: this.getSnapshot().samples,
        model: modules.createModelClient(modelClientSettings(settings)),
        modelId: settings.model.trim() || defaultModelId,
        signal: abortController.signal,
        onProgress: (progress) => this.update({ progress }),
      });
      this.update({ report });
    } catch (error) {
      this.update({ problem: `The selection test could not run: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      this.abortController = undefined;
      this.update({ status: 'idle' });
    }
  }

  cancel(): void {
    if (!this.abortController || this.getSnapshot().status !== 'running') return;
    this.update({ status: 'cancelling' });
    this.abortController.abort();
  }

  private variants(): SelectionVariant[] {
    return this.getSnapshot().selectedSources.map((id): SelectionVariant => {
      if (id === PASTED_TOOLS) return { name: 'Pasted tools', tools: this.pasted! };
      const choice = this.surfaces.find((surface) => surface.id === id)!;
      return { name: choice.label, surface: choice.surface };
    });
  }

  /** Rows left blank are skipped; a half-filled row is a problem the person must fix. */
  private promptsOrProblem(): { prompts?: SelectionPrompt[]; problem?: string } {
    const prompts: SelectionPrompt[] = [];
    for (const [index, draft] of this.getSnapshot().prompts.entries()) {
      const prompt = draft.prompt.trim();
      const expected = draft.expected.trim();
      if (prompt === '' && expected === '') continue;
      if (prompt === '') return { problem: `Prompt ${index + 1} has an expected tool but no prompt.` };
      if (expected === '') return { problem: `Prompt ${index + 1} needs the tool the model should call first.` };
      const requiredArguments = draft.requiredArguments.split(/[\s,]+/).filter(Boolean);
      prompts.push(requiredArguments.length > 0 ? { prompt, expected: [expected], requiredArguments } : { prompt, expected: [expected] });
    }
    return prompts.length > 0 ? { prompts } : { problem: 'Write at least one prompt and the tool the model should call first.' };
  }

  private refreshToolNames(): void {
    const names = new Set<string>();
    for (const id of this.getSnapshot().selectedSources) {
      if (id === PASTED_TOOLS) this.pasted?.forEach((tool) => names.add(tool.name));
      else this.surfaces.find((surface) => surface.id === id)?.surface.tools.forEach((tool) => names.add(tool.name));
    }
    this.update({ toolNames: [...names].sort() });
  }
}

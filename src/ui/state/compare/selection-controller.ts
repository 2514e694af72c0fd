import type { SelectionReport, SelectionVariant } from '../../../engine/compare/selection';
import type { SelectionPrompt } from '../../../engine/compare/selection-expectations';
import type { WireTool } from '../../../engine/model/model-client';
import { defaultModelId } from '../../../engine/model/models';
import type { ProviderId } from '../../../engine/model/provider';
import type { PlaygroundStore } from '../../../store/open-store';
import type { CompareModules } from '../chunk-loaders';
import { MAX_RUNS_PER_VARIANT, surfaceChoices, toggledChoice, type SurfaceChoice } from './compare-setup';
import { withReadyServerTools } from './compare-needs';
import { noMcpServers, type McpToolsSource } from '../mcp/mcp-tools-source';
import type { SettingsController } from '../settings/settings-controller';
import { canCallModel, modelClientSettings } from '../settings/model-connection';
import { Controller } from '../controller';
import type { SurfaceController } from '../surface/surface-controller';

/** The source id of the pasted tools array. */
export const PASTED_TOOLS = 'pasted';

export interface SelectionPromptDraft {
  prompt: string;
  /** Tool names any of which is right, separated by commas, as typed. */
  expected: string;
  /** Ticked: no tool should be called (expected is then ignored). */
  noTool: boolean;
  /** Tools that must not be called, separated by commas. */
  forbidden: string;
  /**
   * Argument checks as typed: names separated by commas ("path, pattern": must be present), or a
   * JSON object of checks per argument, as in a prompts file ({"query": {"pattern": "^login"}}).
   */
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
  /** What the shown report ran: its prompts, sets of tools, samples and model, for "Suggest a rewrite". */
  tested?: SelectionRun;
  /** The source id the others are measured against; default the first selected. */
  baseline?: string;
  problem?: string;
}

/** The inputs of one selection test, kept beside its report so a rewrite can be proven on the same prompts. */
export interface SelectionRun {
  prompts: SelectionPrompt[];
  variants: SelectionVariant[];
  samples: number;
  /** The provider and model that answered, so a proof asks the same one. */
  provider: ProviderId;
  modelId: string;
}

export interface SelectionControllerOptions {
  settings: SettingsController;
  surface: SurfaceController;
  loadCompare: () => Promise<CompareModules>;
  store: () => PlaygroundStore | undefined;
  /** The page's ready MCP servers: their tools join the built-in and saved surfaces (default: none). */
  mcp?: McpToolsSource;
}

const blankPrompt: SelectionPromptDraft = { prompt: '', expected: '', noTool: false, forbidden: '', requiredArguments: '' };

/**
 * Selection tests from the Compare view: does the model pick the right tool first? One model call
 * per sample and nothing runs, so a person can try many prompts against the current surface, a
 * preset, a saved variant or any pasted tools array (an MCP server's tools/list).
 */
export class SelectionController extends Controller<SelectionSnapshot> {
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

  setBaseline(id: string): void {
    this.update({ baseline: id, problem: undefined });
  }

  /** Reads a prompts file (version 1 or 2) into the rows; a bad file leaves them as they were and says where. */
  importPromptsFile(text: string): void {
    if (!this.modules) return this.update({ problem: 'The tools are still loading; import the file again in a moment.' });
    try {
      const prompts = this.modules.parseSelectionPromptsFile(JSON.parse(text));
      this.update({ prompts: prompts.map(draftOf), problem: undefined });
    } catch (error) {
      this.update({ problem: `That prompts file cannot be used: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  /** The rows as a version 2 prompts file, for npm run select -- --prompts; undefined when a row is not valid. */
  exportPromptsFile(): string | undefined {
    const file = this.promptsFile();
    if ('problem' in file) {
      this.update({ problem: file.problem });
      return undefined;
    }
    return `${JSON.stringify(file.json, null, 2)}\n`;
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
    const tested: SelectionRun = { prompts: prompts!, variants, samples: this.getSnapshot().samples, provider: settings.provider, modelId: settings.model.trim() || defaultModelId };
    this.update({ status: 'running', problem: undefined, report: undefined, tested: undefined, progress: { done: 0, total } });
    try {
      const report = await modules.runSelectionTests({
        prompts: tested.prompts,
        variants,
        samples: tested.samples,
        model: modules.createModelClient(modelClientSettings(settings)),
        modelId: tested.modelId,
        baseline: variants.find((variant) => variant.name === this.baselineName())?.name,
        signal: abortController.signal,
        onProgress: (progress) => this.update({ progress }),
      });
      this.update({ report, tested });
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

  /** The baseline's variant name: the chosen source if still selected, else the first selected. */
  private baselineName(): string | undefined {
    const { baseline, selectedSources } = this.getSnapshot();
    const id = baseline !== undefined && selectedSources.includes(baseline) ? baseline : selectedSources[0];
    if (id === undefined) return undefined;
    return id === PASTED_TOOLS ? 'Pasted tools' : this.surfaces.find((surface) => surface.id === id)?.label;
  }

  /** Rows checked by the prompts file parser, so a bad row says the same as a bad file would. */
  private promptsOrProblem(): { prompts?: SelectionPrompt[]; problem?: string } {
    const file = this.promptsFile();
    if ('problem' in file) return file;
    try {
      return { prompts: this.modules!.parseSelectionPromptsFile(file.json) };
    } catch (error) {
      return { problem: `A prompt cannot be used: ${error instanceof Error ? error.message.replace(/^prompts\[(\d+)\]/, (_, index) => `prompt ${Number(index) + 1}`) : String(error)}` };
    }
  }

  /** Rows left blank are skipped; a half-filled row is a problem the person must fix. */
  private promptsFile(): { json: { version: 2; prompts: unknown[] } } | { problem: string } {
    const prompts: unknown[] = [];
    for (const [index, draft] of this.getSnapshot().prompts.entries()) {
      const prompt = draft.prompt.trim();
      const expected = names(draft.expected);
      if (prompt === '' && expected.length === 0 && !draft.noTool) continue;
      if (prompt === '') return { problem: `Prompt ${index + 1} has an expected tool but no prompt.` };
      if (expected.length === 0 && !draft.noTool) return { problem: `Prompt ${index + 1} needs the tool the model should call first, or "No tool" ticked.` };
      const entry: Record<string, unknown> = { prompt, expect: draft.noTool ? null : expected.length === 1 ? expected[0] : expected };
      const forbidden = names(draft.forbidden);
      if (forbidden.length > 0) entry.forbid = forbidden;
      const args = draft.requiredArguments.trim();
      if (args.startsWith('{')) {
        try {
          entry.args = JSON.parse(args);
        } catch (error) {
          return { problem: `Prompt ${index + 1}: the argument checks are not valid JSON (${error instanceof Error ? error.message : String(error)}).` };
        }
      } else if (names(args).length > 0) entry.args = names(args);
      prompts.push(entry);
    }
    return prompts.length > 0 ? { json: { version: 2, prompts } } : { problem: 'Write at least one prompt and the tool the model should call first.' };
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

function names(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

/** A parsed prompt as the rows show it: argument checks as the JSON a prompts file would hold. */
function draftOf(prompt: SelectionPrompt): SelectionPromptDraft {
  const checks = prompt.argumentMatchers
    ? JSON.stringify(
        Object.fromEntries(
          Object.entries(prompt.argumentMatchers).map(([name, matcher]) => [name, matcher.kind === 'equals' ? matcher.value : matcher.kind === 'pattern' ? { pattern: matcher.pattern } : { present: true }]),
        ),
      )
    : (prompt.requiredArguments ?? []).join(', ');
  return { prompt: prompt.prompt, expected: prompt.expected.join(', '), noTool: prompt.expected.length === 0, forbidden: (prompt.forbidden ?? []).join(', '), requiredArguments: checks };
}

import type { PresetId } from '../../../engine/presets/preset';
import type { LintDialect } from '../../../engine/surface-analysis/lint/finding';
import { surfaceHash, type Surface, type SurfaceTool } from '../../../engine/toolkit/surface';
import { analyseSurface, presetBase, type SurfaceAnalysis, type SurfaceBase } from './surface-analysis';
import type { SurfaceController, SurfaceOrigin } from './surface-controller';
import type { SurfaceTextProblem } from './surface-document';
import { loadSurfaceEngine as loadSurfaceEngineChunk, type SurfaceEngine } from '../chunk-loaders';
import type { SurfaceProse } from './surface-prose';
import { TextHistory } from './text-history';
import { Controller } from '../controller';
import { noMcpServers, type McpToolsSource } from '../mcp/mcp-tools-source';
import { McpToolCatalog, type CatalogState } from './mcp-tool-catalog';
import { isMcpHandler } from '../../../engine/mcp/mcp-handler-id';
import { withServerInstructions } from '../../../engine/mcp/mcp-instructions';

export interface SurfaceEditorSnapshot {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Why the editor could not start (its chunk failed to load). */
  loadProblem?: string;
  /** The editor's text: a surface file. */
  text: string;
  /** An edit is waiting for typing to pause before it applies. */
  applying: boolean;
  /** Why the text is not in force; the last valid surface stays in force meanwhile. */
  invalid?: SurfaceTextProblem;
  /** The surface the text stands for, or the last valid one while the text does not parse. */
  analysis?: SurfaceAnalysis;
  presetId: PresetId;
  /** Where the text came from, for "In force: …" (`the Aider preset`, `variant "terse"`). */
  origin: string;
  /** The text differs from where it came from (a preset, a variant loaded or saved). */
  edited: boolean;
  /** Set while unsaved edits wait for the person to confirm that `label` may replace them. */
  confirm?: { label: string };
  /** Undo / redo in either view (JSON or prose) walk one history of the text. */
  canUndo: boolean;
  canRedo: boolean;
  /** The wire the runs use (the provider in Settings): the lint says what it changes. */
  dialect: LintDialect;
}

export interface SurfaceEditorOptions {
  surface: SurfaceController;
  loadSurfaceEngine?: () => Promise<SurfaceEngine>;
  /** How long typing must pause before an edit applies (default 300 ms). */
  debounceMs?: number;
  /** The ready MCP servers, whose tools join the text (none when absent). */
  mcp?: McpToolsSource;
}

interface Replacement {
  label: string;
  surface: Surface;
  base?: SurfaceBase;
  /** Called once the replacement is shown (after a confirmation, if one was needed). */
  onShown?: () => void;
}

/**
 * The schema editor's state: the text, whether it is a valid surface, and what it costs and
 * risks. A valid edit is put in force (SurfaceController) once typing pauses, so it applies from
 * the next model call, also mid-run; an invalid one leaves the last valid surface in force and
 * says which field is wrong. Replacing unsaved edits (a preset, a variant, the defaults) asks first.
 */
export class SurfaceEditorController extends Controller<SurfaceEditorSnapshot> {
  private engine: SurfaceEngine | undefined;
  private base: SurfaceBase | undefined;
  private loading: Promise<void> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private baselineText = '';
  /** Entries of tools switched off, to put back as they were. */
  private readonly parked = new Map<string, SurfaceTool>();
  private pending: Replacement | undefined;
  private readonly history = new TextHistory();
  /** Per text in the history, the server tools switched off when it was current. */
  private readonly switchedOffAt = new Map<string, CatalogState>();
  /** A burst of typing (until it applies) is one step of the history, not one per keystroke. */
  private typing = false;
  private prose: { text: string; prose: SurfaceProse | undefined } | undefined;
  private readonly mcp: McpToolsSource;
  private readonly mcpTools = new McpToolCatalog();
  /** Server tools that became ready and wait for a text that parses to join it. */
  private readonly joining = new Set<string>();

  constructor(private readonly options: SurfaceEditorOptions) {
    super({ status: 'idle', text: '', applying: false, presetId: 'efferent', origin: '', edited: false, canUndo: false, canRedo: false, dialect: 'anthropic' });
    // A surface put in force by someone else (the page's default loading late) replaces the text.
    options.surface.subscribe(() => this.followSurfaceInForce());
    this.mcp = options.mcp ?? noMcpServers;
    this.mcp.subscribe(() => this.followMcpServers());
  }

  /** Loads the editor's chunk and shows the surface in force; safe to call many times. */
  start(): Promise<void> {
    this.loading ??= this.load();
    return this.loading;
  }

  /** The person typed: applied once typing pauses. */
  edit(text: string): void {
    const before = this.getSnapshot();
    if (before.status !== 'ready' || text === before.text) return;
    if (!this.typing) this.remember(before.text);
    this.typing = true;
    this.update({ text, applying: true, edited: text !== this.baselineText, ...this.historyState() });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.commit(), this.options.debounceMs ?? 300);
  }

  /** The prose view typed into one string of the file (a description, a template, the system prompt). */
  editText(path: (string | number)[], value: string): void {
    if (!this.engine) return;
    this.edit(this.engine.withTextAt(this.getSnapshot().text, path, value));
  }

  /** The text read as prose; undefined while it is not valid JSON. Read once per text. */
  readProse(): SurfaceProse | undefined {
    const { text } = this.getSnapshot();
    if (!this.engine) return undefined;
    if (this.prose?.text !== text) this.prose = { text, prose: this.engine.readProse(text) };
    return this.prose.prose;
  }

  undo(): void {
    this.noteSwitchedOff(this.getSnapshot().text);
    this.travel(this.history.undo(this.getSnapshot().text));
  }

  redo(): void {
    this.noteSwitchedOff(this.getSnapshot().text);
    this.travel(this.history.redo(this.getSnapshot().text));
  }

  /**
   * The provider in Settings changed: the surface is linted again for its wire, so what that wire
   * changes shows while the person edits for it.
   */
  setDialect(dialect: LintDialect): void {
    const { analysis } = this.getSnapshot();
    if (dialect === this.getSnapshot().dialect) return;
    const reanalysed = analysis && this.engine && this.base ? analyseSurface(this.engine, analysis.surface, this.base, this.parked, dialect, this.mcpTools) : analysis;
    this.update({ dialect, analysis: reanalysed });
  }

  /** Applies the text now (the debounce calls it; so do saving and tests). */
  commit(): void {
    this.apply(undefined);
  }

  private travel(text: string | undefined): void {
    if (text === undefined || this.getSnapshot().status !== 'ready') return;
    this.typing = false;
    // Which server tools were switched off goes back with the text; a server that joined after
    // that text was written is not an edit to take back, so its tools join the old text too.
    const state = this.switchedOffAt.get(text);
    if (state) this.mcpTools.restore(state);
    const restored = this.withReadyToolsJoined(text);
    this.update({ text: restored, edited: restored !== this.baselineText, ...this.historyState() });
    this.commit();
  }

  /** Remembers a text for undo, with which server tools the person had switched off then. */
  private remember(before: string): void {
    this.history.record(before);
    this.noteSwitchedOff(before);
  }

  private noteSwitchedOff(text: string): void {
    this.switchedOffAt.delete(text);
    this.switchedOffAt.set(text, this.mcpTools.stateNow());
    // The history keeps 200 texts; twice that covers them and the ones that could be redone.
    if (this.switchedOffAt.size > 400) this.switchedOffAt.delete(this.switchedOffAt.keys().next().value!);
  }

  private withReadyToolsJoined(text: string): string {
    return this.engine && this.base ? this.mcpTools.joinedInto(this.engine, text, this.base.defaults, this.mcp.readyConnections()) : text;
  }

  private historyState(): Pick<SurfaceEditorSnapshot, 'canUndo' | 'canRedo'> {
    return { canUndo: this.history.canUndo, canRedo: this.history.canRedo };
  }

  /** With an origin (a preset chosen), the surface is put in force even if its text is unchanged. */
  private apply(origin: SurfaceOrigin | undefined): void {
    clearTimeout(this.timer);
    this.typing = false;
    const { engine, base } = this;
    if (!engine || !base) return;
    const reading = engine.readSurfaceText(this.getSnapshot().text, engine.allTools, this.mcpTools.withEntries(base.defaults));
    if (!reading.ok) return this.update({ applying: false, invalid: reading.problem });
    const { invalid: _fixed, ...rest } = this.getSnapshot();
    this.replace({ ...rest, applying: false, analysis: analyseSurface(engine, reading.surface, base, this.parked, rest.dialect, this.mcpTools) });
    const inForce = this.options.surface.getSnapshot().surface;
    if (origin || !inForce || surfaceHash(inForce) !== surfaceHash(reading.surface)) this.options.surface.setSurface(reading.surface, origin);
    // Tools that became ready while the text did not parse join now that it does.
    if (this.joining.size > 0) this.joinReadyTools();
  }

  /** Switches a tool on or off (a surface file leaves a disabled tool out). Needs valid JSON. */
  setToolEnabled(handler: string, enabled: boolean): void {
    const { engine, base } = this;
    const current = this.getSnapshot().analysis?.surface.tools.find((tool) => tool.handler === handler);
    if (!engine || !base) return;
    if (!enabled && current) this.parked.set(handler, current);
    const defaults = this.mcpTools.withEntries(base.defaults);
    const restore = this.parked.get(handler) ?? defaults.tools.find((tool) => tool.handler === handler);
    if (!restore) return;
    const order = defaults.tools.map((tool) => tool.handler);
    const text = engine.withToolEnabled(this.getSnapshot().text, handler, enabled, restore, order);
    if (text === undefined) return this.update({ invalid: { field: 'JSON', message: 'fix the JSON first: a tool can be switched on or off only in a text that parses' } });
    if (enabled) this.parked.delete(handler);
    // The history remembers the text before with the tools switched off before: edit first.
    this.edit(text);
    this.mcpTools.setSwitchedOff(handler, !enabled);
    this.commit();
  }

  /** Starts from a preset (its reply handler comes with it); asks first when edits are unsaved. */
  choosePreset(presetId: PresetId, onShown?: () => void): void {
    if (!this.engine) return;
    const base = presetBase(this.engine, presetId);
    this.replaceText({ label: base.label, surface: base.surface, base, onShown });
  }

  /** Starts from the defaults again (the efferent preset, no reply handler). */
  resetToDefaults(onShown?: () => void): void {
    this.choosePreset('efferent', onShown);
  }

  /**
   * Shows a saved surface (a variant) with the harness of the preset it was made from (the
   * defaults' when none): a variant made from Aider's preset needs Aider's reply handler to work.
   */
  open(surface: Surface, label: string, presetId: string | undefined, onShown?: () => void): void {
    if (!this.engine) return;
    const base = presetBase(this.engine, isPresetId(this.engine, presetId) ? presetId : 'efferent');
    this.replaceText({ label, surface, base, onShown });
  }

  confirmReplace(): void {
    const pending = this.pending;
    this.pending = undefined;
    if (pending) this.show(pending);
  }

  cancelReplace(): void {
    this.pending = undefined;
    this.update({ confirm: undefined });
  }

  /** The text now matches what was saved under `label`. */
  markSaved(label: string): void {
    this.baselineText = this.getSnapshot().text;
    this.update({ origin: label, edited: false });
  }

  /** The presets a person may start from, in the order to offer them. */
  presetChoices(): Array<{ id: PresetId; name: string }> {
    return this.engine?.presets.map(({ id, name }) => ({ id, name })) ?? [];
  }

  /** Where each field starts in the current text (lint "go to", editor markers). */
  offsetsOf(fields: readonly string[]): Array<number | undefined> {
    return this.engine ? this.engine.fieldOffsets(this.getSnapshot().text, fields) : fields.map(() => undefined);
  }

  /** The JSON Schema of a surface file, for Monaco's validation as you type. */
  fileSchema(): Record<string, unknown> | undefined {
    return this.engine?.surfaceFileJsonSchema([...this.engine.allTools.map((contract) => contract.id), ...this.mcpTools.handlers()]);
  }

  /** The default surface (the efferent preset), once the editor has loaded. */
  defaults(): Surface | undefined {
    return this.engine ? presetBase(this.engine, 'efferent').surface : undefined;
  }

  /** The preset the text started from, as it ships (what "before" means for a tool's before / after). */
  presetOrigin(): { presetId: PresetId; label: string; surface: Surface } | undefined {
    return this.base && { presetId: this.base.presetId, label: this.base.label, surface: this.base.surface };
  }

  /** The text of any surface in the editor's format (for the variant diff). */
  textOf(surface: Surface): string | undefined {
    return this.engine?.surfaceText(surface);
  }

  private replaceText(replacement: Replacement): void {
    if (!this.getSnapshot().edited) return this.show(replacement);
    this.pending = replacement;
    this.update({ confirm: { label: replacement.label } });
  }

  private show({ label, surface: given, base, onShown }: Replacement): void {
    if (!this.engine) return;
    if (base) {
      this.base = base;
      this.parked.clear();
    }
    // A text that comes in (a preset, a variant) has the ready servers' tools after its own.
    this.mcpTools.remember(this.engine, given);
    this.mcpTools.refresh(this.engine, this.mcp.readyConnections(), this.namesBeside(given));
    const joining = this.mcpTools.joining(given);
    const system = withServerInstructions(given.system, this.mcp.readyConnections());
    this.mcpTools.markInstructed(this.mcp.readyConnections());
    const surface = joining.length === 0 && system === given.system ? given : { ...given, system, tools: [...given.tools, ...joining] };
    this.joining.clear();
    const text = this.engine.surfaceText(surface);
    this.baselineText = text;
    const { invalid: _dropped, confirm: _answered, ...rest } = this.getSnapshot();
    // Loading a preset or a variant is a step back from, too: undo brings the edits back.
    if (rest.text !== '' && rest.text !== text) this.remember(rest.text);
    this.replace({ ...rest, text, edited: false, origin: label, presetId: this.base!.presetId, ...this.historyState() });
    this.apply(base ? { replyHandler: base.replyHandler } : undefined);
    onShown?.();
  }

  private async load(): Promise<void> {
    this.update({ status: 'loading' });
    try {
      const engine = await (this.options.loadSurfaceEngine ?? loadSurfaceEngineChunk)();
      this.engine = engine;
      this.base = presetBase(engine, 'efferent');
      this.mcpTools.refresh(engine, this.mcp.readyConnections(), this.namesBeside(this.base.surface));
      const inForce = this.options.surface.getSnapshot().surface;
      if (!inForce) this.options.surface.setSurface(this.base.surface, { replyHandler: undefined });
      this.update({ status: 'ready' });
      const isPreset = !inForce || surfaceHash(inForce) === surfaceHash(this.base.surface);
      this.show({ label: isPreset ? this.base.label : 'the surface in force', surface: inForce ?? this.base.surface });
    } catch (error) {
      this.update({ status: 'failed', loadProblem: `The surface editor could not load: ${error instanceof Error ? error.message : String(error)}. Reload the page to try again.` });
    }
  }

  /**
   * A server connected, went away or changed its tools. Tools new to the ready set join the text
   * (unless it is there already, with the person's edits); every server tool's readiness is shown
   * again. A page with servers and an editor never opened starts the editor, so their tools are in
   * force for the next run.
   */
  private followMcpServers(): void {
    const { status, analysis } = this.getSnapshot();
    if (status === 'idle' && this.mcp.readyConnections().length > 0) return void this.start();
    if (!this.engine || !this.base || status !== 'ready') return;
    const shown = analysis?.surface ?? this.base.surface;
    for (const handler of this.mcpTools.refresh(this.engine, this.mcp.readyConnections(), this.namesBeside(shown))) this.joining.add(handler);
    if (analysis) this.update({ analysis: analyseSurface(this.engine, analysis.surface, this.base, this.parked, this.getSnapshot().dialect, this.mcpTools) });
    if (this.joining.size > 0 && !this.getSnapshot().invalid && !this.getSnapshot().applying) this.joinReadyTools();
  }

  /** Puts the tools waiting to join into the text, after the others, as one step of the history. */
  private joinReadyTools(): void {
    const { engine, base } = this;
    if (!engine || !base) return;
    const before = this.getSnapshot().text;
    const defaults = this.mcpTools.withEntries(base.defaults);
    const order = defaults.tools.map((tool) => tool.handler);
    let text: string | undefined = before;
    for (const handler of this.joining) {
      const entry = this.mcpTools.entry(handler);
      if (!entry || this.mcpTools.isSwitchedOff(handler)) continue;
      text = engine.withToolEnabled(text, handler, true, entry, order);
      if (text === undefined) return;
    }
    this.joining.clear();
    // A server that came with instructions has them offered too, after the system prompt.
    const system = this.getSnapshot().analysis?.surface.system;
    const instructed = system === undefined ? system : withServerInstructions(system, this.mcpTools.uninstructed(this.mcp.readyConnections()));
    if (instructed !== undefined && instructed !== system) text = engine.withTextAt(text, ['system'], instructed);
    this.mcpTools.markInstructed(this.mcp.readyConnections());
    if (text === before) return;
    // Tools arriving are not the person's edit: not a step of the history (an undo past it would
    // switch them off), and an unedited text stays unedited.
    if (before === this.baselineText) this.baselineText = text;
    this.update({ text, edited: text !== this.baselineText, ...this.historyState() });
    this.commit();
  }

  /** The names a server's tool must not take: the other tools of a surface, and the preset's. */
  private namesBeside(surface: Surface): string[] {
    const own = surface.tools.filter((tool) => !isMcpHandler(tool.handler)).map((tool) => tool.name);
    return [...new Set([...own, ...(this.base?.surface.tools.map((tool) => tool.name) ?? [])])];
  }

  private followSurfaceInForce(): void {
    const inForce = this.options.surface.getSnapshot().surface;
    const shown = this.getSnapshot().analysis?.surface;
    if (!inForce || !shown || this.getSnapshot().status !== 'ready') return;
    if (surfaceHash(inForce) === surfaceHash(shown)) return;
    // Only while the text is valid and settled: mid-typing, the person's text wins.
    if (this.getSnapshot().applying || this.getSnapshot().invalid) return;
    this.show({ label: 'the surface in force', surface: inForce });
  }
}

function isPresetId(engine: { presets: ReadonlyArray<{ id: PresetId }> }, id: string | undefined): id is PresetId {
  return engine.presets.some((preset) => preset.id === id);
}

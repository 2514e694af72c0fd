import { defaultModelId } from '../../../engine/model/models';
import type { ModelRequest } from '../../../engine/model/model-client';
import { surfaceHash, type Surface } from '../../../engine/toolkit/surface';
import type { Engine } from '../chunk-loaders';
import type { Settings, SettingsController } from '../settings/settings-controller';
import { Controller } from '../controller';
import { toolTextKey } from './tool-text-key';
import type { SurfaceEditorController } from './surface-editor-controller';

/** The count-tokens call: AnthropicModelClient has it; the request is a Messages body without max_tokens. */
export interface TokenCounter {
  countTokens(request: Omit<ModelRequest, 'max_tokens'>, signal?: AbortSignal): Promise<number>;
}

export interface TokenMeterSnapshot {
  /** `off`: no key, so the estimate is all there is. */
  state: 'off' | 'waiting' | 'counting' | 'counted' | 'failed';
  /** The provider's own count of the surface's standing cost, for the surface with this hash. */
  exact?: { tokens: number; surfaceHash: string; model: string };
  /** Why there is no exact figure (said quietly: the estimate stands). */
  note?: string;
  /**
   * Each tool's own exact cost, by the name the model sees, for the text in `toolHash`
   * (`toolTextKey`): a tool is counted again only when its name, description or schema changed.
   */
  perTool?: Record<string, { tokens: number; toolHash: string }>;
}

export interface TokenMeterOptions {
  editor: SurfaceEditorController;
  settings: SettingsController;
  loadEngine: () => Promise<Engine>;
  /** The counter for these settings; the Anthropic SDK client by default. */
  createCounter?: (engine: Engine, settings: Settings) => TokenCounter;
  /** Quiet time after the last change before counting (default 1,000 ms: the endpoint is rate-limited). */
  debounceMs?: number;
}

// count_tokens needs a message; what the surface adds over this bare request is its standing cost.
const probeMessages: ModelRequest['messages'] = [{ role: 'user', content: 'Hello' }];

/**
 * The exact standing cost of the surface shown in the editor, from the provider's count-tokens
 * endpoint through the configured base URL, when a key is set. The estimate (in the editor's
 * analysis) is always shown beside it; a failed count falls back to it and says so quietly.
 */
export class TokenMeterController extends Controller<TokenMeterSnapshot> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: AbortController | undefined;
  /** The bare request's count, per endpoint and model; forgotten whenever settings change. */
  private baseline: { key: string; tokens: Promise<number> } | undefined;
  /** The request with only the probe tool, per endpoint and model: what one more tool is measured against. */
  private toolBaseline: { key: string; tokens: Promise<number> } | undefined;
  private started = false;

  constructor(private readonly options: TokenMeterOptions) {
    super({ state: 'off' });
  }

  /** Starts following the editor and the settings (when the Surface tab first shows). */
  start(): void {
    if (this.started) return;
    this.started = true;
    // By hash, not by object: every commit makes a new surface object, and one that reads the
    // same (an edit to the layout of the JSON only) must not cost another rate-limited count.
    let shown = this.shownHash();
    this.options.editor.subscribe(() => {
      const next = this.shownHash();
      if (next === shown) return;
      shown = next;
      this.schedule();
    });
    this.options.settings.on((event) => {
      if (event.changed.some((key) => key === 'apiKey' || key === 'baseURL' || key === 'model' || key === 'provider')) {
        this.baseline = undefined;
        this.toolBaseline = undefined;
        const { perTool: _stale, ...rest } = this.getSnapshot();
        this.replace(rest);
        this.schedule();
      }
    });
    this.schedule();
  }

  private shownSurface(): Surface | undefined {
    return this.options.editor.getSnapshot().analysis?.sent;
  }

  private shownHash(): string | undefined {
    const surface = this.shownSurface();
    return surface && surfaceHash(surface);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.inFlight?.abort();
    // Only the Messages API counts tokens exactly; OpenAI-compatible servers have no such call.
    if (this.options.settings.getSnapshot().provider === 'openai') {
      return this.replace({ state: 'off', note: 'Exact counts come from the Anthropic API; an OpenAI-compatible server has none, so the estimate stands.' });
    }
    if (this.options.settings.getSnapshot().apiKey === '') {
      return this.replace({ state: 'off', note: 'Add an API key in Settings for an exact count.' });
    }
    if (!this.shownSurface()) return;
    this.update({ state: 'waiting' });
    this.timer = setTimeout(() => void this.count(), this.options.debounceMs ?? 1000);
  }

  private async count(): Promise<void> {
    const surface = this.shownSurface();
    if (!surface) return;
    const abort = new AbortController();
    this.inFlight = abort;
    const settings = this.options.settings.getSnapshot();
    const model = settings.model.trim() || defaultModelId;
    this.update({ state: 'counting' });
    try {
      const engine = await this.options.loadEngine();
      const counter = (this.options.createCounter ?? anthropicCounter)(engine, settings);
      const key = `${settings.baseURL}\n${model}`;
      if (this.baseline?.key !== key) this.baseline = { key, tokens: counter.countTokens(bareRequest(model), abort.signal) };
      const [full, bare] = await Promise.all([counter.countTokens(surfaceRequest(model, surface), abort.signal), this.baseline.tokens]);
      if (abort.signal.aborted) return;
      this.update({ state: 'counted', exact: { tokens: full - bare, surfaceHash: surfaceHash(surface), model }, note: undefined });
      await this.countChangedTools(counter, key, model, surface, abort.signal);
    } catch (error) {
      if (abort.signal.aborted) return;
      this.baseline = undefined;
      this.toolBaseline = undefined;
      const reason = error instanceof Error ? error.message : String(error);
      const { exact, perTool } = this.getSnapshot();
      this.replace({ state: 'failed', ...(exact ? { exact } : {}), ...(perTool ? { perTool } : {}), note: `No exact count (${reason}); the estimate stands.` });
    }
  }

  /**
   * One count per tool whose text changed since it was last counted: the probe tool plus this
   * one, less the probe alone. The probe carries the provider's tool-use preamble, so what is
   * left is what this tool itself adds to every request.
   */
  private async countChangedTools(counter: TokenCounter, key: string, model: string, surface: Surface, signal: AbortSignal): Promise<void> {
    const known = this.getSnapshot().perTool ?? {};
    const changed = surface.tools.filter((tool) => known[tool.name]?.toolHash !== toolTextKey(tool));
    if (changed.length === 0) return;
    if (this.toolBaseline?.key !== key) this.toolBaseline = { key, tokens: counter.countTokens(toolsRequest(model, []), signal) };
    const probeOnly = await this.toolBaseline.tokens;
    const counted = await Promise.all(changed.map(async (tool) => [tool.name, await counter.countTokens(toolsRequest(model, [tool]), signal)] as const));
    if (signal.aborted) return;
    const perTool = { ...(this.getSnapshot().perTool ?? {}) };
    counted.forEach(([name, tokens], index) => (perTool[name] = { tokens: tokens - probeOnly, toolHash: toolTextKey(changed[index]!) }));
    this.update({ perTool });
  }
}

/** A stand-in tool as small as a tool can be, in both requests of a per-tool count (named so no real tool clashes with it). */
const probeTool = { name: 'aci_playground_probe', description: 'Probe.', input_schema: { type: 'object' as const, properties: {} } };

function toolsRequest(model: string, tools: Surface['tools']): Omit<ModelRequest, 'max_tokens'> {
  const wire = tools.map(({ name, description, input_schema }) => ({ name, description, input_schema }));
  return { model, system: undefined as never, tools: [probeTool, ...wire], messages: probeMessages };
}

function surfaceRequest(model: string, surface: Surface): Omit<ModelRequest, 'max_tokens'> {
  const tools = surface.tools.map(({ name, description, input_schema }) => ({ name, description, input_schema }));
  // The API refuses an empty text block: an empty system prompt is sent as none.
  const system = surface.system === '' ? (undefined as never) : [{ type: 'text' as const, text: surface.system }];
  return { model, system, tools, messages: probeMessages };
}

/** No system and no tools: JSON drops the undefined fields, so the body has neither. */
function bareRequest(model: string): Omit<ModelRequest, 'max_tokens'> {
  return { model, system: undefined as never, tools: undefined as never, messages: probeMessages };
}

function anthropicCounter(engine: Engine, settings: Settings): TokenCounter {
  return new engine.AnthropicModelClient({ apiKey: settings.apiKey, baseURL: settings.baseURL || undefined, limits: { maxRetries: 0 } });
}

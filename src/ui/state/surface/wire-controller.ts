import { toChatCompletionsRequest } from '../../../engine/model/chat-completions-request';
import type { ModelRequest } from '../../../engine/model/model-client';
import type { ProviderId } from '../../../engine/model/provider';
import type { DialectWarning } from '../../../engine/surface-analysis/dialects/dialect-warning';
import { surfaceHash, type Surface } from '../../../engine/toolkit/surface';
import type { RunEvent } from '../run/run-snapshot';
import { Controller } from '../controller';
import type { SurfaceController } from './surface-controller';
import { loadSurfaceEngine as loadSurfaceEngineChunk, type SurfaceEngine } from '../chunk-loaders';

/** One model call of the current run: the exact body that was sent. */
export interface WireStep {
  /** `nodeId#step`, unique within a run. */
  key: string;
  label: string;
  nodeId: string;
  step: number;
  surfaceHash: string;
  request: ModelRequest;
  /** The wire it went over, and its body in that dialect (the request itself for Anthropic). */
  provider: ProviderId;
  sent: unknown;
}

export interface DialectView {
  json: string;
  warnings: DialectWarning[];
}

export interface WireDialects {
  surfaceHash: string;
  openai: DialectView;
  openaiStrict: DialectView;
  gemini: DialectView;
}

export interface WireSnapshot {
  steps: WireStep[];
  /** The step shown; the latest one until the person picks another. */
  selectedKey?: string;
  /** The surface in force in the other dialects; undefined until the surface engine has loaded. */
  dialects?: WireDialects;
  problem?: string;
}

export type ExportKind = 'tools-json' | 'typescript' | 'surface-file';

export interface ExportFile {
  filename: string;
  mimeType: string;
  text: string;
}

/** Where run events come from: the RunController (only `on` is needed). */
export interface RunEvents {
  on(listener: (event: RunEvent) => void): () => void;
}

/**
 * The wire view: the exact request body of every model call of the current run (from the
 * `step-start` events of every agent), and the surface in force as it would read in OpenAI's and
 * Gemini's dialects, with what does not survive each conversion, and as files to take away.
 */
export class WireController extends Controller<WireSnapshot> {
  private engine: SurfaceEngine | undefined;
  private loading: Promise<void> | undefined;
  /** Sub-agents in the order they first called the model, for labels a person can follow. */
  private readonly agents: string[] = [];
  /** The person picked a step: new steps no longer move the selection. */
  private pinned = false;

  constructor(
    run: RunEvents,
    private readonly surface: SurfaceController,
    private readonly loadSurfaceEngine: () => Promise<SurfaceEngine> = loadSurfaceEngineChunk,
    /** The provider runs talk to now; a step is shown in its dialect. */
    private readonly providerNow: () => ProviderId = () => 'anthropic',
  ) {
    super({ steps: [] });
    run.on((event) => this.onRunEvent(event));
    surface.subscribe(() => this.convert());
  }

  /** Loads the dialect converters (when the Wire tab first shows). */
  start(): Promise<void> {
    this.loading ??= this.loadSurfaceEngine().then(
      (engine) => {
        this.engine = engine;
        this.convert();
      },
      (error: unknown) => this.update({ problem: `The dialect views could not load: ${error instanceof Error ? error.message : String(error)}. Reload the page to try again.` }),
    );
    return this.loading;
  }

  select(key: string): void {
    this.pinned = true;
    this.update({ selectedKey: key });
  }

  /** The surface in force as a file to download; undefined before the engine has loaded. */
  exportFile(kind: ExportKind): ExportFile | undefined {
    const surface = this.surface.getSnapshot().surface;
    const engine = this.engine;
    if (!surface || !engine) return undefined;
    if (kind === 'tools-json') return { filename: 'tools.json', mimeType: 'application/json', text: engine.exportToolsJson(surface) };
    if (kind === 'typescript') return { filename: 'tools.ts', mimeType: 'text/typescript', text: engine.exportTypeScriptModule(surface) };
    return { filename: 'surface.json', mimeType: 'application/json', text: engine.surfaceText(surface) };
  }

  private onRunEvent(event: RunEvent): void {
    if (event.type === 'run-start') {
      this.agents.length = 0;
      this.pinned = false;
      return this.update({ steps: [], selectedKey: undefined });
    }
    if (event.type !== 'agent' || event.event.type !== 'step-start') return;
    const { nodeId } = event;
    const { step, surfaceHash: hash, request } = event.event;
    if (!this.agents.includes(nodeId)) this.agents.push(nodeId);
    const agent = this.agents.indexOf(nodeId);
    const label = agent === 0 ? `Step ${step}` : `Sub-agent ${agent}, step ${step}`;
    const provider = this.providerNow();
    const sent = provider === 'openai' ? toChatCompletionsRequest(request) : request;
    const entry: WireStep = { key: `${nodeId}#${step}`, label, nodeId, step, surfaceHash: hash, request, provider, sent };
    const steps = [...this.getSnapshot().steps.filter((candidate) => candidate.key !== entry.key), entry];
    this.update({ steps, ...(this.pinned ? {} : { selectedKey: entry.key }) });
  }

  private convert(): void {
    const surface = this.surface.getSnapshot().surface;
    if (!this.engine || !surface) return;
    if (this.getSnapshot().dialects?.surfaceHash === surfaceHash(surface)) return;
    this.update({ dialects: dialectsOf(this.engine, surface) });
  }
}

function dialectsOf(engine: SurfaceEngine, surface: Surface): WireDialects {
  const view = <Output>({ output, warnings }: { output: Output; warnings: DialectWarning[] }): DialectView => ({
    json: JSON.stringify(output, null, 2),
    warnings,
  });
  return {
    surfaceHash: surfaceHash(surface),
    openai: view(engine.toOpenAiTools(surface)),
    openaiStrict: view(engine.toOpenAiTools(surface, { strict: true })),
    gemini: view(engine.toGeminiTools(surface)),
  };
}

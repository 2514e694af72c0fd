import type { MalformedToolInput } from '../../../engine/model/model-client';
import type { PlanStep } from '../../../engine/tools/tool';
import type { SurfaceTool } from '../../../engine/toolkit/surface';
import type { ToolCallProblem } from '../../../engine/toolkit/toolkit';
import type { Engine } from '../chunk-loaders';
import { manualCallHints } from './manual-call-hints';
import { exampleArguments } from './schema-example';
import { Controller } from '../controller';
import type { SurfaceController } from '../surface/surface-controller';
import type { WorkspaceSource } from '../workspace/workspace-source';
import { noMcpServers, type McpToolsSource } from '../mcp/mcp-tools-source';
import { runRegistry } from '../mcp/run-registry';
import { isMcpHandler, mcpHandlerId } from '../../../engine/mcp/mcp-handler-id';

export interface ManualCallResult {
  toolName: string;
  /** Exactly the string the model would read: result, failure JSON, clip marker and all. */
  content: string;
  isError: boolean;
  errorKind?: string;
  durationMs: number;
  /** The gate turned it away: the handler never ran. */
  rejectedAtGate: boolean;
  problem?: ToolCallProblem;
}

export interface ManualCallSnapshot {
  /** The name the model sees; undefined until the surface has loaded. */
  toolName: string | undefined;
  argumentsText: string;
  calling: boolean;
  result: ManualCallResult | undefined;
}

export interface ManualCallOptions {
  surface: SurfaceController;
  workspaces: WorkspaceSource;
  loadEngine: () => Promise<Engine>;
  /** A file that exists, to prefill `path` arguments. */
  examplePath: () => string | undefined;
  /** Where an update_plan call by hand sends its plan (the run's plan view). */
  setPlan: (plan: PlanStep[]) => void;
  /** The ready MCP servers: their tools can be called by hand too (none when absent). */
  mcp?: McpToolsSource;
}

/**
 * "Be the model": a person writes a tool call and gets back exactly what the model would read,
 * through the same gate, handler, templates and clipping as a live run, on the live workspace.
 * No key needed. A Bash call made here is approved by the person making it.
 */
export class ManualCallController extends Controller<ManualCallSnapshot> {
  private callCount = 0;
  private abortController: AbortController | undefined;
  /** The example last put in the box, to tell an untouched example from the person's own text. */
  private lastExample: string | undefined;

  constructor(private readonly options: ManualCallOptions) {
    super({ toolName: undefined, argumentsText: '{}', calling: false, result: undefined });
    options.surface.subscribe(() => this.keepToolValid());
    options.mcp?.subscribe(() => this.keepToolValid());
    this.keepToolValid();
  }

  /** The tools a call can reach now: a server's tool only while its server is ready, as in a run. */
  tools(): SurfaceTool[] {
    const tools = this.options.surface.getSnapshot().surface?.tools ?? [];
    const ready = new Set((this.options.mcp?.readyConnections() ?? []).flatMap((connection) => connection.tools.map((tool) => mcpHandlerId(connection.server, tool.name))));
    return tools.filter((tool) => !isMcpHandler(tool.handler) || ready.has(tool.handler));
  }

  selectedTool(): SurfaceTool | undefined {
    const { toolName } = this.getSnapshot();
    return this.tools().find((tool) => tool.name === toolName);
  }

  /** Picks a tool and replaces the arguments with an example built from its schema. */
  selectTool(name: string): void {
    const tool = this.tools().find((candidate) => candidate.name === name);
    if (!tool) return;
    const hints = manualCallHints(tool.handler, this.options.examplePath());
    const argumentsText = JSON.stringify(exampleArguments(tool.input_schema, hints), null, 2);
    this.lastExample = argumentsText;
    this.update({ toolName: tool.name, argumentsText, result: undefined });
  }

  /**
   * Rebuilds the example when what it is built from changed (the workspace's files arrived), as
   * long as the person has not edited it; their own text is never replaced.
   */
  refreshExample(): void {
    const { toolName, argumentsText } = this.getSnapshot();
    if (toolName === undefined || argumentsText !== this.lastExample) return;
    const result = this.getSnapshot().result;
    this.selectTool(toolName);
    this.update({ result });
  }

  setArguments(argumentsText: string): void {
    this.update({ argumentsText });
  }

  async call(): Promise<void> {
    const { toolName, argumentsText, calling } = this.getSnapshot();
    const surface = this.options.surface.getSnapshot().surface;
    const { active: workspace, state } = this.options.workspaces.getSnapshot();
    // While the files are carried to another workspace, a call would act on the old one.
    if (calling || toolName === undefined || !surface || !workspace || state === 'switching') return;
    const abortController = new AbortController();
    this.abortController = abortController;
    this.update({ calling: true });
    try {
      const engine = await this.options.loadEngine();
      const toolkit = new engine.Toolkit(runRegistry(engine, this.options.mcp ?? noMcpServers), surface);
      const id = `manual_${++this.callCount}`;
      const prepared = toolkit.prepare({ id, name: toolName, ...parseArguments(id, toolName, argumentsText) });
      const result =
        'access' in prepared
          ? await toolkit.execute(prepared, {
              workspace,
              signal: abortController.signal,
              approve: async () => ({ approved: true }),
              setPlan: this.options.setPlan,
            })
          : prepared;
      const { content, isError, errorKind, durationMs, rejectedAtGate, problem } = result;
      this.update({ result: { toolName, content, isError, errorKind, durationMs, rejectedAtGate, problem } });
    } finally {
      this.abortController = undefined;
      this.update({ calling: false });
    }
  }

  /** Stops a call in progress (a long command); the result says what the tool made of it. */
  cancel(): void {
    this.abortController?.abort();
  }

  private keepToolValid(): void {
    const tools = this.tools();
    if (tools.length === 0) return;
    const { toolName } = this.getSnapshot();
    if (toolName !== undefined && tools.some((tool) => tool.name === toolName)) return;
    this.selectTool(tools[0]!.name);
  }
}

/**
 * Arguments that are not a JSON object reach the toolkit the way a model's broken arguments do,
 * so the person reads the same MalformedArguments failure the model would.
 */
function parseArguments(id: string, name: string, text: string): { input: unknown; malformed?: MalformedToolInput } {
  let problem: string;
  try {
    const input: unknown = JSON.parse(text);
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) return { input };
    problem = `the arguments are ${Array.isArray(input) ? 'an array' : input === null ? 'null' : `a ${typeof input}`}, not an object`;
  } catch (error) {
    problem = `the JSON does not parse: ${error instanceof Error ? error.message : String(error)}`;
  }
  return { input: {}, malformed: { id, name, raw: text, problem } };
}

import type { z } from 'zod';
import type { Workspace } from '../workspace/workspace';

/**
 * A tool is declared once and yields two artifacts: the default surface the model reads
 * (name, description, JSON Schema generated from `parameters`) and a handler bound to it.
 * Handlers return failures as values; a throw is our bug, and so is a success that does not
 * match `success`.
 */

/** Stable id of a built-in handler ("read_file"). The name the model sees may be edited. */
export type ToolId = string;

/** Values a failure template can interpolate: `{path}`, `{count}`... */
export type FailureValues = Record<string, string | number>;

export interface FailureSpec {
  /**
   * Default template, in the project's own words. Syntax (see toolkit/template.ts):
   * `{value}` a placeholder the handler fills; `{tool:read_file}` the current name of that tool;
   * `[[ first option || second option ]]` the first option whose tools are enabled and whose
   * placeholders have values (nothing when none qualifies).
   */
  template: string;
  /** Placeholders the handler fills, each with a sample value for previews and lint. */
  placeholders: Readonly<Record<string, string | number>>;
}

export type ToolOutcome<Success> =
  | { ok: true; value: Success }
  | { ok: false; kind: string; values: FailureValues };

export function succeed<Success>(value: Success): ToolOutcome<Success> {
  return { ok: true, value };
}

export function fail(kind: string, values: FailureValues = {}): ToolOutcome<never> {
  return { ok: false, kind, values };
}

/** How a call touches the workspace, so the loop can run a turn's calls safely in parallel. */
export type ToolAccess =
  | { kind: 'none' }
  | { kind: 'read' }
  /** Serialised with other writes to the same path (as the workspace resolves it) and with every exec. */
  | { kind: 'write'; path: string }
  /** May touch anything: serialised with all writes and execs. */
  | { kind: 'exec' };

export interface ApprovalRequest {
  toolId: ToolId;
  /** What a person is asked to approve, e.g. the command line. */
  command: string;
  /** The call's arguments as data, for a card that shows them as such (a server's tool). */
  arguments?: Record<string, unknown>;
}

export type ApprovalDecision = { approved: true } | { approved: false; reason?: string };

export type ApprovalPort = (request: ApprovalRequest, signal: AbortSignal) => Promise<ApprovalDecision>;

export interface PlanStep {
  step: string;
  status: 'pending' | 'active' | 'done';
}

export type SeedMode = 'resume' | 'branch' | 'handoff';

export interface SubAgentRequest {
  name: string;
  /** Workspace-relative folder the sub-agent may write in ("" = everything its parent may). */
  folder: string;
  task: string;
  seedFromNode?: string;
  seedMode?: SeedMode;
}

export type SubAgentOutcome =
  | {
      ok: true;
      nodeId: string;
      name: string;
      /** done, or why it stopped. */
      status: string;
      steps: number;
      filesChanged: string[];
      /** The sub-agent's own final words; ends with a partial note when it did not finish. */
      summary: string;
    }
  | { ok: false; kind: string; values: FailureValues };

/** How run_agent reaches the node tree it runs in (absent where sub-agents are not available). */
export interface SubAgentPort {
  run(request: SubAgentRequest, signal: AbortSignal): Promise<SubAgentOutcome>;
}

export interface ToolContext {
  workspace: Workspace;
  signal: AbortSignal;
  /** Every Bash call goes through here before it runs. */
  approve: ApprovalPort;
  /** The name the model currently sees for a tool id, or undefined when that tool is disabled. */
  nameOf(toolId: ToolId): string | undefined;
  /**
   * When set, writes and commands are allowed only inside this workspace-relative folder
   * (sub-agents). Reads are allowed anywhere.
   */
  writeScope?: string;
  /** update_plan stores the plan here; the UI shows it. */
  setPlan(plan: PlanStep[]): void;
  /** run_agent spawns through here; undefined where sub-agents are not available. */
  agents?: SubAgentPort;
}

// The `any`s below are the variance escape hatch for a heterogeneous registry: each tool is fully
// typed where it is declared with `defineTool`.
export interface ToolContract<
  Parameters extends z.ZodObject = z.ZodObject,
  Success extends z.ZodType = z.ZodType,
> {
  id: ToolId;
  description: string;
  parameters: Parameters;
  success: Success;
  failures: Readonly<Record<string, FailureSpec>>;
  /**
   * How to get at what the clip marker hid, as a template (same syntax as failures); the toolkit
   * puts it in the marker when a result of this tool is too large and is cut in the middle.
   */
  clipHint?: string;
  /**
   * True when the handler itself stops long output short (a cap on lines, matches or entries),
   * so the description must say what is cut and how to get the rest; the surface lint checks it.
   */
  capped?: boolean;
  /**
   * Accommodations: reshape accepted alternative forms (edit_file's flat oldText/newText) into the
   * one form the handler takes. Runs after the gate, before `parameters` parses.
   */
  normalize?(args: Record<string, unknown>): Record<string, unknown>;
  access(args: z.infer<Parameters>): ToolAccess;
  handler(args: z.infer<Parameters>, ctx: ToolContext): Promise<ToolOutcome<z.infer<Success>>>;
  /** The exact text the model reads for a success. */
  format(value: z.infer<Success>, ctx: ToolContext): string;
  /**
   * The name and schema the model reads by default when they do not come from `id` and
   * `parameters`: an MCP server's tool, whose schema is the server's own.
   */
  wire?: { name: string; inputSchema: Record<string, unknown> };
  /** Images the model sees after that text (an MCP server's screenshots); none when absent. */
  images?(value: z.infer<Success>): ToolImage[];
}

export interface ToolImage {
  mediaType: string;
  /** Base64. */
  data: string;
  /**
   * Where the tool put it among its text: the length of the text before it. Absent: after all
   * of the text. The model is sent text and images in the order the tool gave them.
   */
  atText?: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyToolContract = ToolContract<any, any>;

export function defineTool<Parameters extends z.ZodObject, Success extends z.ZodType>(
  contract: ToolContract<Parameters, Success>,
): ToolContract<Parameters, Success> {
  return contract;
}

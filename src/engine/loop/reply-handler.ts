import type { ToolId } from '../tools/tool';
import type { Workspace } from '../workspace/workspace';

/**
 * An extension point for harnesses whose model acts through its reply text rather than through
 * tool calls (Aider's SEARCH/REPLACE edit format). After every model reply the loop hands the
 * reply's text to the handler; what it returns becomes a text block of the next user turn, and a
 * reply that got an answer continues the run even though it called no tool. Returning undefined
 * leaves the loop as it would be without a handler.
 */
export interface ReplyContext {
  workspace: Workspace;
  signal: AbortSignal;
  /** Sub-agents: writes only inside this workspace-relative folder. */
  writeScope?: string;
  /** The name the model currently sees for a tool id, or undefined when that tool is off. */
  nameOf(toolId: ToolId): string | undefined;
  step: number;
}

export type ReplyHandler = (text: string, context: ReplyContext) => Promise<string | undefined>;

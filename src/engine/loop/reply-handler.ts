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
  /**
   * Set by whoever measures the run (a comparison's metrics); the loop leaves it unset. A handler
   * that acts on the reply says here what it wrote and what it could not apply.
   */
  report?(outcome: ReplyOutcome): void;
}

/** What a reply handler did with one reply. */
export interface ReplyOutcome {
  /** Bytes (UTF-8) of file content the reply sent to be written (Aider's REPLACE sections). */
  writtenBytes: number;
  /** A failure kind (NoMatch, AmbiguousMatch...) per part of the reply that was not applied. */
  failures: string[];
}

export type ReplyHandler = (text: string, context: ReplyContext) => Promise<string | undefined>;
